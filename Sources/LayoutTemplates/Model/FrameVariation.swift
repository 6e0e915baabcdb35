/// An Interface Builder size-class variation of a view's frame:
/// `<variation key="widthClass=compact" fixedFrame="YES"><rect key="frame" .../></variation>`.
public struct FrameVariation: Hashable, Sendable, Codable {
    /// The trait key as written, e.g. `widthClass=compact` or `heightClass=regular-widthClass=compact`.
    public var traits: String
    public var frame: Rect

    public init(traits: String, frame: Rect) {
        self.traits = traits
        self.frame = frame
    }
}

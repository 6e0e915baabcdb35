import LayoutCore

extension ViewNode {
    /// An Interface Builder size-class variation of a view's frame:
    /// `<variation key="widthClass=compact" fixedFrame="YES"><rect key="frame" .../></variation>`.
    public struct FrameVariation: Hashable, Sendable, Encodable {
        /// The trait key as written, e.g. `widthClass=compact` or `heightClass=regular-widthClass=compact`.
        public package(set) var traits: SizeClassTraits
        /// The frame the view has in that size class.
        public package(set) var frame: Rect

        /// A variation giving the view `frame` under `traits`.
        package init(traits: SizeClassTraits, frame: Rect) {
            self.traits = traits
            self.frame = frame
        }
    }
}

/// UIKit's `UIInterfaceOrientation`.
public enum InterfaceOrientation: String, Hashable, Sendable, Codable, CaseIterable {
    case portrait
    case portraitUpsideDown
    case landscapeLeft
    case landscapeRight

    /// The reference re-applies a layout only when this changes.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }

    public var isLandscape: Bool { !isPortrait }
}

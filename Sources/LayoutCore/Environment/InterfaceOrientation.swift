/// UIKit's `UIInterfaceOrientation`.
public enum InterfaceOrientation: String, Hashable, Sendable, Encodable, CaseIterable {
    /// The device upright, home button (or bottom edge) down.
    case portrait
    /// The device upside down.
    case portraitUpsideDown
    /// The device on its side, the interface's top at the device's left edge (home button right).
    case landscapeLeft
    /// The device on its side, the interface's top at the device's right edge (home button left).
    case landscapeRight

    /// The reference re-applies a layout only when this changes.
    package var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }

    /// Whether this is one of the two landscape orientations.
    package var isLandscape: Bool { !isPortrait }
}

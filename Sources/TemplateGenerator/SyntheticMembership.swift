/// Which layouts contain a synthetic view.
enum SyntheticMembership: UInt8, Sendable {
    case both
    case portraitOnly
    case landscapeOnly

    var inPortrait: Bool { self != .landscapeOnly }
    var inLandscape: Bool { self != .portraitOnly }
}

/// UIKit's `UIUserInterfaceSizeClass`.
public enum SizeClass: String, Hashable, Sendable, Encodable, CaseIterable {
    /// No size class: a condition on it holds only for an environment that gives none.
    case unspecified
    /// A constrained space, such as a phone's width in portrait.
    case compact
    /// An expansive space, such as an iPad's width in full screen.
    case regular
}

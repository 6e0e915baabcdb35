/// UIKit's `UISplitViewController.DisplayMode`: how the columns of an expanded split view are
/// arranged. `automatic` is only ever preferred, never resolved.
public enum SplitViewDisplayMode: String, Hashable, Sendable, Codable, CaseIterable {
    case automatic
    case secondaryOnly
    case oneBesideSecondary
    case oneOverSecondary
    case twoBesideSecondary
    case twoOverSecondary
    case twoDisplaceSecondary

    /// How many sidebars the mode shows beside or over the secondary (0, 1 or 2; `nil` for automatic).
    public var sidebarCount: Int? {
        switch self {
        case .automatic: nil
        case .secondaryOnly: 0
        case .oneBesideSecondary, .oneOverSecondary: 1
        case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary: 2
        }
    }
}

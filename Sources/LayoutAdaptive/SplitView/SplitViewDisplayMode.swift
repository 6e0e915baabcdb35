import LayoutCore

extension SplitView {
    /// UIKit's `UISplitViewController.DisplayMode`: how the columns of an expanded split view are
    /// arranged. `automatic` is only ever preferred, never resolved.
    public enum DisplayMode: String, Hashable, Sendable, Encodable, CaseIterable {
        /// No preference: the split view resolves a mode from its behaviour and size.
        case automatic
        /// Only the secondary column.
        case secondaryOnly
        /// One sidebar beside the secondary, which shrinks.
        case oneBesideSecondary
        /// One sidebar over the secondary, which keeps its full width.
        case oneOverSecondary
        /// Two sidebars beside the secondary.
        case twoBesideSecondary
        /// Two sidebars over the secondary.
        case twoOverSecondary
        /// Two sidebars that push the secondary partly off screen.
        case twoDisplaceSecondary

        /// How many sidebars the mode shows beside or over the secondary (0, 1 or 2; `nil` for automatic).
        package var sidebarCount: Int? {
            switch self {
            case .automatic: nil
            case .secondaryOnly: 0
            case .oneBesideSecondary, .oneOverSecondary: 1
            case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary: 2
            }
        }
    }
}

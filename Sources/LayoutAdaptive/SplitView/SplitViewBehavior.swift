import LayoutCore

extension SplitView {
    /// UIKit's `UISplitViewController.SplitBehavior`: how sidebars relate to the secondary column, and
    /// so which display modes are possible.
    public enum Behavior: String, Hashable, Sendable, Encodable, CaseIterable {
        /// UIKit chooses the behaviour for the size and the number of columns.
        case automatic
        /// Sidebars beside the secondary, which shrinks.
        case tile
        /// Sidebars over the secondary, which keeps the full width.
        case overlay
        /// One sidebar tiles; two push the secondary partly off screen.
        case displace

        /// The display modes this behaviour allows, as UIKit documents them (empty for automatic).
        package var allowedDisplayModes: [SplitView.DisplayMode] {
            switch self {
            case .automatic: []
            case .tile: [.secondaryOnly, .oneBesideSecondary, .twoBesideSecondary]
            case .overlay: [.secondaryOnly, .oneOverSecondary, .twoOverSecondary]
            case .displace: [.secondaryOnly, .oneBesideSecondary, .twoDisplaceSecondary]
            }
        }

        /// This behaviour's display mode showing `sidebars` sidebars (0, 1 or 2; more is 2).
        package func displayMode(sidebars: Int) -> SplitView.DisplayMode {
            let modes = allowedDisplayModes
            guard !modes.isEmpty else { return .secondaryOnly }
            return modes[min(max(sidebars, 0), modes.count - 1)]
        }
    }
}

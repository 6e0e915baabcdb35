extension Scene {
    /// What a scene's controller (or a .xib's top-level view) simulates around its root view on
    /// Interface Builder's canvas: bars and a free-form size.
    package struct Metrics: Hashable, Sendable, Encodable {
        /// The controller's top and bottom layout guides, by the ids its constraints use.
        package var layoutGuides: [LayoutGuide]
        /// A navigation bar shows above the content: the controller is the root of a navigation
        /// controller that shows its bar, or simulates a top bar.
        package var hasTopBar: Bool
        /// The top bar is opaque (`translucent="NO"`): the root view begins below it and the status
        /// bar, so nothing of them covers it.
        package var hasOpaqueTopBar: Bool = false
        /// A tab bar or toolbar shows below the content.
        package var hasBottomBar: Bool
        /// The status bar is simulated (`nil`: the document's default for its kind).
        package var hasStatusBar: Bool?
        /// The root view keeps its stored size (`freeformSimulatedSizeMetrics`).
        package var isFreeform: Bool
        /// The controller is the destination of an `embed` segue: its container view sizes it, not
        /// the screen.
        package var isEmbedded: Bool = false

        /// Metrics with nothing simulated.
        package init(layoutGuides: [LayoutGuide] = [], hasTopBar: Bool = false, hasBottomBar: Bool = false,
                    hasStatusBar: Bool? = nil, isFreeform: Bool = false) {
            self.layoutGuides = layoutGuides
            self.hasTopBar = hasTopBar
            self.hasBottomBar = hasBottomBar
            self.hasStatusBar = hasStatusBar
            self.isFreeform = isFreeform
        }
    }
}

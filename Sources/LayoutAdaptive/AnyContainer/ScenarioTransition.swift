extension ScenarioContainer {
    /// The result of one scenario step: the container after it and what happened (the events of
    /// whichever container the scenario drives).
    public struct Transition: Hashable, Sendable {
        /// The container after the step.
        public var container: ScenarioContainer
        /// What the step did, in the order it happened; empty when nothing changed.
        public var events: [ScenarioContainer.Event]

        /// A transition to `container` that did `events`.
        package init(container: ScenarioContainer, events: [ScenarioContainer.Event]) {
            self.container = container
            self.events = events
        }
    }
}

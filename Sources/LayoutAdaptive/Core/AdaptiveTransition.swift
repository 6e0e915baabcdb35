import LayoutCore

/// The result of one change to an ``AdaptiveContainer``: the new container and what happened.
public struct AdaptiveTransition<Container: AdaptiveContainer>: Hashable, Sendable {
    /// The container after the change.
    public var container: Container
    /// What the change did, in the order it happened; empty when nothing changed.
    public var events: [Container.Event]

    /// A transition to `container` that did `events`.
    package init(container: Container, events: [Container.Event]) {
        self.container = container
        self.events = events
    }

    /// What ``container`` shows after the change.
    package var arrangement: ContainerArrangement { container.arrangement }
}

import LayoutCore

/// An adaptive container view controller modelled as a pure state machine.
///
/// A container is a value: it holds its options and its state, including the environment it has
/// applied. Every change, an environment or an action, returns a new container and the events the
/// change caused; nothing is mutated in place and nothing needs a UI toolkit.
///
/// The environment is a state input rather than a parameter of ``arrangement``, because a container
/// may have to hold an environment back (a flip in flight queues a trait change) and must know
/// which environment it has applied to detect a size-class *transition*.
///
/// ``applying(environment:)`` and then ``arrangement`` answer the question a template integration
/// asks: "given this environment, what is each visible child's frame?" The word *layout* is kept
/// for a design's layouts; what a container shows is its arrangement.
public protocol AdaptiveContainer: Hashable, Sendable {
    /// What a client can ask of the container (besides a new environment).
    associatedtype Action: Hashable, Sendable
    /// What a change did, in order, for clients that react to transitions.
    associatedtype Event: Hashable, Sendable, CustomStringConvertible

    /// The environment the container has applied (a queued one is not applied yet).
    var environment: Environment { get }

    /// The container after a new trait environment (size, size classes, direction) arrives.
    func applying(environment: Environment) -> AdaptiveTransition<Self>

    /// The container after `action`.
    func applying(_ action: Action) -> AdaptiveTransition<Self>

    /// The visible children, back to front, with their frames in the container's coordinates,
    /// and the navigation stack when the container has one.
    var arrangement: ContainerArrangement { get }
}

import LayoutCore

/// What a container shows for its current state: the visible children with their frames, and the
/// navigation stack when the container has one.
public struct ContainerArrangement: Hashable, Sendable, Encodable {
    /// The visible children, back to front (an overlay comes after what it covers).
    public var children: [ContainerArrangement.ChildFrame]
    /// The navigation stack, bottom first; `nil` for a container without one.
    public var stack: [String]?

    /// An arrangement of `children` (back to front) and an optional stack.
    package init(children: [ContainerArrangement.ChildFrame], stack: [String]? = nil) {
        self.children = children
        self.stack = stack
    }

    /// The names of the visible children, back to front.
    package var visible: [String] { children.map(\.name) }

    /// The frame of the visible child called `name`, or `nil` when it is not visible.
    package func frame(of name: String) -> Rect? {
        children.first { $0.name == name }?.frame
    }
}

import LayoutCore

extension ContainerArrangement {
    /// One visible child of a container and where it is, in the container's coordinates.
    public struct ChildFrame: Hashable, Sendable, Encodable, CustomStringConvertible {
        /// The child's name as the container reports it (`left`, `index`, `primary`, a detail's name).
        public var name: String
        /// The child's frame in the container's coordinates.
        public var frame: Rect

        /// The child `name` at `frame`.
        package init(name: String, frame: Rect) {
            self.name = name
            self.frame = frame
        }

        public var description: String { "\(name) \(frame)" }
    }
}

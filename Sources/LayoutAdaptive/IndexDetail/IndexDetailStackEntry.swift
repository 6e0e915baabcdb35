import LayoutCore

extension IndexDetail {
    /// One entry of an ``IndexDetail``'s navigation stack.
    public enum StackEntry: Hashable, Sendable, CustomStringConvertible {
        /// The detail root, always at the bottom.
        case root
        /// The index, in the stack only while collapsed, always at position 1.
        case index
        /// A detail shown or pushed by the client, by name.
        case detail(String)

        /// The reserved names of the root and the index in arrangements and stacks.
        package static let rootName = "root"
        /// The name of the index in arrangements and stacks.
        package static let indexName = "index"

        /// The name used in arrangements and stacks.
        package var name: String {
            switch self {
            case .root: IndexDetail.StackEntry.rootName
            case .index: IndexDetail.StackEntry.indexName
            case .detail(let name): name
            }
        }

        public var description: String { name }
    }
}

/// A layout's table resolved against one ``LiveTree``: (index, attributes) pairs sorted by
/// pre-order index, so that applying it is one pass over two arrays.
public struct CompiledLayout: Hashable, Sendable {
    public var name: String
    public var condition: LayoutCondition
    /// Pre-order indices into the live tree, ascending.
    public var indices: [Int32]
    /// `attributes[k]` goes to the view at `indices[k]`.
    public var attributes: [LayoutAttributes]

    public init(name: String, condition: LayoutCondition, indices: [Int32], attributes: [LayoutAttributes]) {
        self.name = name
        self.condition = condition
        self.indices = indices
        self.attributes = attributes
    }

    public var count: Int { indices.count }
}

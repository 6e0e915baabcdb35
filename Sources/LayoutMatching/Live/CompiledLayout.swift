import LayoutCore
import LayoutDocuments

/// A layout's table resolved against one ``LiveTree``: (index, attributes) pairs sorted by
/// pre-order index, so that applying it is one pass over two arrays.
///
/// Made by ``LiveTree/compile(_:condition:)`` for that tree only; its fields are read-only because
/// ``LiveTree/apply(_:mode:)`` relies on their order.
package struct CompiledLayout: Hashable, Sendable {
    /// The layout's name.
    package let name: LayoutName
    /// When the layout applies.
    package let condition: LayoutCondition
    /// Pre-order indices into the live tree, ascending.
    package let indices: [Int32]
    /// `attributes[k]` goes to the view at `indices[k]`.
    package let attributes: [LayoutAttributes]

    package init(name: LayoutName, condition: LayoutCondition, indices: [Int32], attributes: [LayoutAttributes]) {
        self.name = name
        self.condition = condition
        self.indices = indices
        self.attributes = attributes
    }

    /// How many live views the layout sets.
    package var count: Int { indices.count }
}

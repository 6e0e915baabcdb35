import LayoutCore

/// One named layout of a native template document: when it applies, and the attributes it gives
/// each view of the document's single hierarchy.
public struct TemplateLayout: Hashable, Sendable, Encodable {
    /// The layout's name, unique in its document.
    public package(set) var name: LayoutName
    /// When the layout applies.
    public package(set) var condition: LayoutCondition
    /// Attributes by view id. A view with no entry keeps its current attributes when the layout is applied.
    public package(set) var attributes: [ViewID: LayoutAttributes]

    /// A layout called `name` that applies when `condition` holds.
    package init(name: LayoutName, condition: LayoutCondition, attributes: [ViewID: LayoutAttributes] = [:]) {
        self.name = name
        self.condition = condition
        self.attributes = attributes
    }
}

import LayoutCore

extension TemplateContainer {
    /// One child of a ``TemplateContainer``: a complete template of its own (one hierarchy, its own
    /// named layouts and conditions, its owner's outlets), named as the container names the child.
    package struct Child: Hashable, Sendable, Encodable {
        /// The container's name for the child (`left`, `index`, `secondary`, a detail's name).
        package var name: String
        /// The child's template: a ``Document/Format/template`` document with one scene and its layouts,
        /// exactly what a template file without a container holds, so every layout API takes it as is.
        package var document: Document
        /// Where the child is declared.
        package var location: SourceLocation?

        /// The child `name` with the template `document`.
        package init(name: String, document: Document, location: SourceLocation? = nil) {
            self.name = name
            self.document = document
            self.location = location
        }
    }
}

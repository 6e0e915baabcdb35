import LayoutAdaptive
import LayoutCore

/// An adaptive container whose children are template hierarchies: the content of a native template
/// document that lays out a screen as, say, a map and a list in a split-or-flip container.
///
/// The options are kept as the format writes them (option name to value text) so that a document
/// round-trips unchanged; ``initialState()`` turns them into the configured state machine and
/// reports a bad value the same way the reader does.
package struct TemplateContainer: Hashable, Sendable, Encodable {
    /// Which adaptive container it is.
    package var kind: ContainerKind
    /// The container's options by their names, each value as written; absent options take the
    /// container's defaults.
    package var options: [Option: String]
    /// The children in declaration order; names are unique.
    package var children: [TemplateContainer.Child]
    /// Where the container is declared.
    package var location: SourceLocation?

    /// A container of `kind` with `options` and `children`.
    package init(kind: ContainerKind, options: [Option: String] = [:],
                children: [TemplateContainer.Child] = [], location: SourceLocation? = nil) {
        self.kind = kind
        self.options = options
        self.children = children
        self.location = location
    }

    /// The child called `name`.
    package func child(named name: String) -> TemplateContainer.Child? {
        children.first { $0.name == name }
    }
}

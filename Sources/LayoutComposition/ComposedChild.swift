import LayoutCore
import LayoutDocuments
import LayoutMatching

extension AdaptiveTemplateTree.CompositionStep {
    /// What one visible child of an ``AdaptiveTemplateTree`` looks like after a step: where the
    /// container put it, the environment derived for it, its layout and its views' attributes.
    public struct Child: Hashable, Sendable {
        /// The container's name for the child.
        public let name: String
        /// The child's frame in the container's coordinates (the container's decision).
        public let frame: Rect
        /// The environment the child's layout was selected in (see ``LayoutCore/Environment/childEnvironment(at:)``).
        public let environment: Environment
        /// Whether the document has a template for this child (an index/detail detail may have none).
        package let hasTemplate: Bool
        /// The layout in effect, `nil` when none has been applied (no condition ever held).
        public let layout: LayoutName?
        /// Whether this step applied the layout (it is applied only when the selection changes).
        package let applied: Bool
        /// The child's live tree after the step (its views in pre-order with their attributes, in the
        /// child's own coordinates); `nil` without a template.
        public let tree: LiveTree?

        /// A visible child with everything the step found.
        package init(name: String, frame: Rect, environment: Environment, hasTemplate: Bool,
                    layout: LayoutName?, applied: Bool, tree: LiveTree?) {
            self.name = name
            self.frame = frame
            self.environment = environment
            self.hasTemplate = hasTemplate
            self.layout = layout
            self.applied = applied
            self.tree = tree
        }

        /// The attributes of the view `id`, `nil` when the child has no such view.
        package func attributes(id: ViewID) -> LayoutAttributes? {
            tree?.attributes(id: id)
        }
    }
}

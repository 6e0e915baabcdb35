import LayoutCore
import LayoutMatching

extension AdaptiveTemplateTree {
    /// One child of an ``AdaptiveTemplateTree``: its name and the layout controller over its own live tree.
    package struct Child: Hashable, Sendable {
        /// The container's name for the child.
        package var name: String
        /// The child's live tree and its layouts; a layout is applied only when the selection changes.
        package var controller: LayoutController

        /// The child `name` laid out by `controller`.
        package init(name: String, controller: LayoutController) {
            self.name = name
            self.controller = controller
        }
    }
}

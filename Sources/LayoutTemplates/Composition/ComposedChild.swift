/// What one visible child of an ``AdaptiveTemplateTree`` looks like after a step: where the
/// container put it, the environment derived for it, its layout and its views' attributes.
public struct ComposedChild: Hashable, Sendable {
    /// The container's name for the child.
    public var name: String
    /// The child's frame in the container's coordinates (the container's decision).
    public var frame: Rect
    /// The environment the child's layout was selected in (see ``ChildEnvironment``).
    public var environment: Environment
    /// Whether the document has a template for this child (an index/detail detail may have none).
    public var hasTemplate: Bool
    /// The layout in effect, `nil` when none has been applied (no condition ever held).
    public var layout: String?
    /// Whether this step applied the layout (it is applied only when the selection changes).
    public var applied: Bool
    /// The child's views in pre-order with their attributes, in the child's own coordinates; empty
    /// without a template.
    public var views: [ApplyReport.ViewRecord]

    /// A visible child with everything the step found.
    package init(name: String, frame: Rect, environment: Environment, hasTemplate: Bool,
                layout: String?, applied: Bool, views: [ApplyReport.ViewRecord]) {
        self.name = name
        self.frame = frame
        self.environment = environment
        self.hasTemplate = hasTemplate
        self.layout = layout
        self.applied = applied
        self.views = views
    }

    /// The attributes of the view `id`, `nil` when the child has no such view.
    public func view(id: String) -> ApplyReport.ViewRecord? {
        views.first { $0.id == id }
    }
}

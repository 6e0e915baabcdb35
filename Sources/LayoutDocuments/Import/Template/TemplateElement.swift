import LayoutCore

/// The elements of the template format as the reader tracks them, with what each may contain.
enum TemplateElement: Equatable {
    case root
    case layout
    case hierarchy
    case view
    case attributes
    case action
    case subviews
    case outlet
    /// An object outside the hierarchy that outlets and actions may name.
    case externalObject
    case container
    case child
    /// An element reported as not allowed; its content is skipped without further reports.
    case skipped

    init?(name: String) {
        switch name {
        case TemplateFormatNames.root: self = .root
        case TemplateFormatNames.layout: self = .layout
        case TemplateFormatNames.hierarchy: self = .hierarchy
        case TemplateFormatNames.view: self = .view
        case TemplateFormatNames.attributes: self = .attributes
        case TemplateFormatNames.action: self = .action
        case TemplateFormatNames.subviews: self = .subviews
        case TemplateFormatNames.outlet: self = .outlet
        case TemplateFormatNames.externalObject: self = .externalObject
        case TemplateFormatNames.container: self = .container
        case TemplateFormatNames.child: self = .child
        default: return nil
        }
    }

    /// Whether `child` may stand directly inside this element (format version 1). A container
    /// child holds what a document without a container holds: layouts, a hierarchy, outlets,
    /// external objects.
    func allows(_ child: TemplateElement) -> Bool {
        switch (self, child) {
        case (.root, .layout), (.root, .hierarchy), (.root, .outlet), (.root, .externalObject), (.root, .container): true
        case (.container, .child): true
        case (.child, .layout), (.child, .hierarchy), (.child, .outlet), (.child, .externalObject): true
        case (.hierarchy, .view): true
        case (.view, .attributes), (.view, .action), (.view, .subviews): true
        case (.subviews, .view): true
        default: false
        }
    }
}

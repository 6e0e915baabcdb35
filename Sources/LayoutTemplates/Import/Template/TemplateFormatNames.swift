/// Every element name, attribute name and fixed value of the native template format
/// (`*.layouts.xml`), shared by ``TemplateFormatReader`` and ``TemplateFormatWriter``.
///
/// The format is documented in the DocC article "The Template Format" and by
/// `Fixtures/Template/Example.layouts.xml`.
enum TemplateFormatNames {
    // MARK: Elements

    /// The root: `<layoutTemplate version="1" ownerClass="...">`.
    static let root = "layoutTemplate"
    /// A named layout and its condition, before the hierarchy.
    static let layout = "layout"
    /// The single view hierarchy. Reserved for reuse: a later version's `<container>` holds named
    /// child `<hierarchy>` elements.
    static let hierarchy = "hierarchy"
    static let view = "view"
    /// One layout's attributes of the enclosing view.
    static let attributes = "attributes"
    static let action = "action"
    static let subviews = "subviews"
    static let outlet = "outlet"

    // MARK: Attributes

    static let version = "version"
    static let ownerClass = "ownerClass"
    static let name = "name"
    static let orientation = "orientation"
    static let horizontalSizeClass = "horizontalSizeClass"
    static let verticalSizeClass = "verticalSizeClass"
    static let minWidth = "minWidth"
    static let maxWidth = "maxWidth"
    static let minHeight = "minHeight"
    static let maxHeight = "maxHeight"
    static let id = "id"
    static let viewClass = "class"
    static let customClass = "customClass"
    static let tag = "tag"
    static let title = "title"
    static let image = "image"
    static let text = "text"
    static let placeholder = "placeholder"
    static let userLabel = "userLabel"
    static let layoutReference = "layout"
    static let frame = "frame"
    static let bounds = "bounds"
    static let hidden = "hidden"
    static let autoresizingMask = "autoresizingMask"
    static let selector = "selector"
    static let target = "target"
    static let targetID = "targetID"
    static let events = "events"
    static let property = "property"
    static let destination = "destination"

    // MARK: Values

    /// The only version this reader and writer know.
    static let currentVersion = "1"
    static let yes = "true"
    static let no = "false"
    static let filesOwnerTarget = "filesOwner"
    static let firstResponderTarget = "firstResponder"
    /// Prefix of an unnamed control event bit in `events`, e.g. `bit24`.
    static let eventBitPrefix = "bit"

    /// The autoresizing flags by their UIKit names, in bit order.
    static let autoresizingFlags: [(name: String, flag: AutoresizingMask)] = [
        ("flexibleLeftMargin", .flexibleLeftMargin),
        ("flexibleWidth", .flexibleWidth),
        ("flexibleRightMargin", .flexibleRightMargin),
        ("flexibleTopMargin", .flexibleTopMargin),
        ("flexibleHeight", .flexibleHeight),
        ("flexibleBottomMargin", .flexibleBottomMargin),
    ]

    /// The attributes each element may carry; anything else is an error, so a typo is never ignored.
    static let allowedAttributes: [String: Set<String>] = [
        root: [version, ownerClass],
        layout: [name, orientation, horizontalSizeClass, verticalSizeClass, minWidth, maxWidth, minHeight, maxHeight],
        hierarchy: [],
        view: [id, viewClass, customClass, tag, title, image, text, placeholder, userLabel],
        attributes: [layoutReference, frame, bounds, hidden, autoresizingMask],
        action: [selector, target, targetID, events],
        subviews: [],
        outlet: [property, destination],
    ]
}

import LayoutAdaptive
import LayoutCore

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
    /// The single view hierarchy (of the document, or of one container child).
    static let hierarchy = "hierarchy"
    /// An adaptive container in place of the document's hierarchy: `<container kind="...">`.
    static let container = "container"
    /// One child of a container: `<child name="left">` holding a template's layouts, hierarchy and outlets.
    static let child = "child"
    static let view = "view"
    /// One layout's attributes of the enclosing view.
    static let attributes = "attributes"
    static let action = "action"
    static let subviews = "subviews"
    static let outlet = "outlet"
    /// An object outside the hierarchy that outlets and actions name: `<externalObject id="..."/>`.
    static let externalObject = "externalObject"

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
    static let kind = "kind"

    // MARK: Container options (spelled as `simulate` scenarios spell them)

    static let animatesFlips = "animatesFlips"
    static let axis = "axis"
    static let detailFraction = "detailFraction"
    static let isCollapsed = "isCollapsed"
    static let expandsAutomatically = "expandsAutomatically"
    static let style = "style"
    static let preferredDisplayMode = "preferredDisplayMode"
    static let preferredSplitBehavior = "preferredSplitBehavior"
    static let delegateHandlesCollapse = "delegateHandlesCollapse"
    static let primaryFraction = "preferredPrimaryColumnWidthFraction"
    static let minimumPrimary = "minimumPrimaryColumnWidth"
    static let maximumPrimary = "maximumPrimaryColumnWidth"
    static let supplementaryFraction = "preferredSupplementaryColumnWidthFraction"
    static let minimumSupplementary = "minimumSupplementaryColumnWidth"
    static let maximumSupplementary = "maximumSupplementaryColumnWidth"
    static let minimumSecondary = "minimumSecondaryColumnWidth"

    /// The options each container kind takes, in the order the writer writes them.
    static func containerOptions(for kind: ContainerKind) -> [String] {
        switch kind {
        case .splitOrFlip: [animatesFlips]
        case .indexDetail: [axis, detailFraction, isCollapsed, expandsAutomatically]
        case .splitView: [style, preferredDisplayMode, preferredSplitBehavior, delegateHandlesCollapse,
                          primaryFraction, minimumPrimary, maximumPrimary,
                          supplementaryFraction, minimumSupplementary, maximumSupplementary, minimumSecondary]
        }
    }

    // MARK: Values

    /// The only version this reader and writer know.
    static let currentVersion = "1"
    static let yes = "true"
    static let no = "false"
    static let filesOwnerTarget = "filesOwner"
    static let firstResponderTarget = "firstResponder"
    /// Prefix of an unnamed control event bit in `events`, e.g. `bit24`.
    static let eventBitPrefix = "bit"

    /// The autoresizing flags by their UIKit names, in bit order: the format's spelling is every
    /// output's (``AutoresizingMask/flags``).
    static let autoresizingFlags = AutoresizingMask.flags

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
        externalObject: [id],
        child: [name, ownerClass],
        // A container's attributes depend on its kind; the reader checks them against containerOptions(for:).
    ]
}

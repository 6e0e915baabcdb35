import LayoutCore
import LayoutXML

/// Where Xcode puts things in the documents it writes: attributes and child elements in its order,
/// and the small tables of its spellings the translator needs (mask flags, font types, button
/// states, a rounded-rect button's default title colours). Learned from Xcode's documents.
enum UpgradeOrder {
    /// Attribute names in the order Xcode writes them on an object's element; names not listed go
    /// before `id`, in name order.
    static let attributeOrder = [
        "key", "placeholderIdentifier", "title", "style", "systemItem", "hidden", "opaque", "clipsSubviews", "multipleTouchEnabled",
        "tag", "autoresizesSubviews", "clearsContextBeforeDrawing", "userInteractionEnabled", "contentMode", "image", "alpha",
        "contentHorizontalAlignment", "contentVerticalAlignment", "buttonType", "text", "textAlignment", "lineBreakMode", "numberOfLines",
        "baselineAdjustment", "minimumFontSize", "adjustsFontSizeToFit", "progress", "hidesWhenStopped", "animating", "alwaysBounceVertical",
        "alwaysBounceHorizontal", "separatorStyle", "selectionStyle", "accessoryType", "indentationWidth", "reuseIdentifier", "rowHeight",
        "sectionHeaderHeight", "sectionFooterHeight", "sectionIndexMinimumDisplayRowCount", "scalesPageToFit", "enabled", "selected",
        "highlighted", "value", "minValue", "maxValue", "on", "borderStyle", "placeholder", "clearButtonMode", "segmentControlStyle",
        "selectedSegmentIndex", "momentary", "adjustsImageWhenHighlighted", "adjustsImageWhenDisabled", "reversesTitleShadowWhenHighlighted",
        "showsTouchWhenHighlighted", "bounces", "pagingEnabled", "showsHorizontalScrollIndicator", "showsVerticalScrollIndicator",
        "autocapitalizationType", "autocorrectionType", "keyboardType", "keyboardAppearance", "returnKeyType",
        "enablesReturnKeyAutomatically", "secureTextEntry", "width",
        "id", "userLabel", "customClass",
    ]
    private static let attributeRank = Dictionary(uniqueKeysWithValues: attributeOrder.enumerated().map { ($0.element, $0.offset) })

    /// Child elements (name, and `key` where it has one) in Xcode's order; others go before
    /// `connections`.
    static let childOrder = [
        "rect frame", "autoresizingMask autoresizingMask", "subviews", "tableViewCellContentView contentView", "items", "segments",
        "color backgroundColor", "nil backgroundColor", "color tintColor", "dataDetectorType dataDetectorTypes", "accessibility accessibilityConfiguration", "string text", "mutableString text", "string placeholder", "fontDescription fontDescription",
        "color textColor", "nil textColor", "textInputTraits textInputTraits", "color highlightedColor", "nil highlightedColor",
        "color shadowColor", "nil shadowColor", "size shadowOffset", "inset contentEdgeInsets", "inset titleEdgeInsets", "inset imageEdgeInsets", "state normal", "state highlighted", "state selected", "state disabled",
        "color onTintColor", "view view", "simulatedStatusBarMetrics simulatedStatusBarMetrics", "nil simulatedStatusBarMetrics",
        "simulatedNavigationBarMetrics simulatedTopBarMetrics", "simulatedTabBarMetrics simulatedBottomBarMetrics",
        "simulatedOrientationMetrics simulatedOrientationMetrics", "freeformSimulatedSizeMetrics simulatedDestinationMetrics",
        "userDefinedRuntimeAttributes", "connections",
    ]
    private static let childRank = Dictionary(uniqueKeysWithValues: childOrder.enumerated().map { ($0.element, $0.offset) })

    /// `UIViewAutoresizing` bits, lowest first, as the modern `<autoresizingMask>` names them.
    static let maskFlags = ["flexibleMinX", "widthSizable", "flexibleMaxX", "flexibleMinY", "heightSizable", "flexibleMaxY"]
    /// `IBUIFontDescription`'s `type`.
    static let fontTypes: [Int64: String] = [1: "system", 2: "boldSystem", 3: "italicSystem"]
    /// Simulated metrics: archived key to modern key.
    static let simulatedMetricsKeys = [
        "IBUISimulatedStatusBarMetrics": "simulatedStatusBarMetrics", "IBUISimulatedTopBarMetrics": "simulatedTopBarMetrics",
        "IBUISimulatedBottomBarMetrics": "simulatedBottomBarMetrics", "IBUISimulatedOrientationMetrics": "simulatedOrientationMetrics",
        "IBUISimulatedDestinationMetrics": "simulatedDestinationMetrics",
    ]
    /// `UIStatusBarStyle` as simulated metrics name it (0, the default, is not written).
    static let statusBarStyles: [Int64: String] = [1: "blackTranslucent", 2: "blackOpaque", 3: "lightContent"]
    /// `UIInterfaceOrientation` as simulated metrics name it.
    static let orientations: [Int64: String] = [1: "portrait", 2: "portraitUpsideDown", 3: "landscapeRight", 4: "landscapeLeft"]
    /// `UIAccessibilityTraits` bits, lowest first, as `<accessibilityTraits>` names them.
    static let accessibilityTraits = [
        "button", "link", "image", "selected", "playsSound", "keyboardKey", "staticText", "summaryElement", "notEnabled",
        "updatesFrequently", "searchField", "startsMediaSession", "adjustable", "allowsDirectInteraction", "causesPageTurn",
    ]
    /// `UIDataDetectorTypes` bits, lowest first, as `<dataDetectorType>` names them.
    static let dataDetectors = ["phoneNumber", "link", "address", "calendarEvent"]
    /// `NSFont` names that were the system font when the archive was written.
    static let systemFontNames = ["Helvetica": "system", "Helvetica-Bold": "boldSystem", "Helvetica-Oblique": "italicSystem"]
    /// Button states in the order Xcode writes them.
    static let states = ["normal", "highlighted", "selected", "disabled"]
    /// A rounded-rect button's title colours that UIKit gives it anyway, which Xcode leaves out.
    static let roundedRectTitleColors: [(state: String, color: [(String, Double)])] = [
        ("normal", [("red", 0.196), ("green", 0.31), ("blue", 0.522)]),
        ("highlighted", [("white", 1)]),
    ]

    /// `values` in Xcode's order. A total order, so that the output never depends on the
    /// dictionary's (per-process) iteration order: by rank, an unlisted name before `id` (which
    /// shares its rank), then by name.
    static func attributes(_ values: [String: String]) -> [XMLTree.Attribute] {
        let idRank = attributeRank["id"] ?? 0
        return values.sorted { left, right in
            let l = attributeRank[left.key], r = attributeRank[right.key]
            let lRank = l ?? idRank, rRank = r ?? idRank
            if lRank != rRank { return lRank < rRank }
            if (l == nil) != (r == nil) { return l == nil }
            return left.key < right.key
        }.map { XMLTree.Attribute($0.key, $0.value) }
    }

    /// `children` in Xcode's order; children of one rank keep their order.
    static func children(_ children: [XMLTree.Element]) -> [XMLTree.Element] {
        let fallback = (childRank["connections"] ?? childOrder.count) - 1
        func rank(_ element: XMLTree.Element) -> Int {
            childRank[element.name + " " + (element[attribute: "key"] ?? "")] ?? childRank[element.name] ?? fallback
        }
        return children.enumerated().sorted { left, right in
            let l = rank(left.element), r = rank(right.element)
            return l != r ? l < r : left.offset < right.offset
        }.map(\.element)
    }
}

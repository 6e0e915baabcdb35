import LayoutCore

/// Every element name, attribute name and fixed attribute value of Interface Builder's modern
/// `<document>` format (.xib and .storyboard, document versions 1.1 to 3.0) that the importer reads.
///
/// Kept in one place so that the format's vocabulary can be reviewed against real files at a glance;
/// ``ModernIBImporter`` never spells a name itself.
package enum ModernIBNames {
    // MARK: Elements

    package static let document = "document"
    package static let scenes = "scenes"
    package static let scene = "scene"
    package static let objects = "objects"
    package static let placeholder = "placeholder"

    /// Top-level objects of a xib that are not views and hold none the model keeps: custom
    /// objects, gesture recognizers, controllers and bar items. Any other element under
    /// `<objects>` is unknown, and skipped with a warning.
    static func isTopLevelObject(_ element: String) -> Bool {
        element == customObjectElement || element == "exit"
            || ["GestureRecognizer", controllerSuffix, "Item"].contains { element.hasSuffix($0) }
    }
    /// How messages name a .xib's view controller: `top-level <viewController> 'VC'`, or for one
    /// a container controller holds, `<viewController> 'RVC' inside <navigationController>`.
    /// `element`, `id` (quoted, or `without id`) and `container` are shown as given.
    package static func controllerLabel(element: String, id: String, container: String?) -> String {
        let shown = TerminalText.shortened(element)
        guard let container else { return "top-level <\(shown)>" + (id.isEmpty ? "" : " \(id)") }
        return "<\(shown)>" + (id.isEmpty ? "" : " \(id)") + " inside <\(TerminalText.shortened(container))>"
    }

    /// How the name of every view controller's element ends (`viewController`,
    /// `tableViewController`, `navigationController`).
    package static let controllerSuffix = "Controller"
    package static let rect = "rect"
    /// Xcode 8's frame by edges: `<frame key="frameInset" minX= minY= maxX= maxY= width= height=/>`,
    /// each in points or in percent of the superview (``FrameInset``).
    package static let frame = "frame"
    package static let autoresizingMask = "autoresizingMask"
    static let string = "string"
    /// A text view's text as Xcode writes one it upgraded from an archived `NSMutableString`.
    static let mutableString = "mutableString"
    package static let state = "state"
    static let buttonConfiguration = "buttonConfiguration"
    package static let connections = "connections"
    package static let action = "action"
    package static let outlet = "outlet"
    package static let outletCollection = "outletCollection"
    package static let constraint = "constraint"
    package static let segue = "segue"
    package static let variation = "variation"
    /// A label's or text view's styled text: `<attributedString key="attributedText">` holding
    /// `<fragment content="...">` or `<fragment><string key="content">...</string></fragment>`.
    static let attributedString = "attributedString"
    static let fragment = "fragment"
    /// Inside a view's `<variation>`: `<mask key="subviews">` with an `<include>` or `<exclude>`
    /// per subview installed or not in that size class.
    package static let mask = "mask"
    package static let include = "include"
    package static let exclude = "exclude"
    /// A colour: `<color key="backgroundColor" .../>` inside a view.
    static let color = "color"
    /// The view elements whose own `image=` or normal-state title and image are read.
    package static let imageViewElement = "imageView"
    package static let buttonElement = "button"
    package static let stackViewElement = "stackView"

    // MARK: Attributes

    package static let type = "type"
    package static let version = "version"
    package static let targetRuntime = "targetRuntime"
    package static let id = "id"
    package static let key = "key"
    package static let customClass = "customClass"
    package static let hidden = "hidden"
    package static let tag = "tag"
    package static let text = "text"
    package static let placeholderText = "placeholder"
    package static let title = "title"
    package static let image = "image"
    package static let userLabel = "userLabel"
    package static let contentMode = "contentMode"
    /// A button state's background image.
    static let backgroundImage = "backgroundImage"
    /// A colour's attributes, in the order ``colorDescription`` tries them: a named colour, a
    /// system colour (two spellings), then components.
    static let colorName = "name"
    static let systemColor = "systemColor"
    static let cocoaTouchSystemColor = "cocoaTouchSystemColor"
    static let colorComponents: [(prefix: String, attributes: [String])] = [
        ("rgba", ["red", "green", "blue", "alpha"]),
        ("white", ["white", "alpha"]),
    ]
    package static let selector = "selector"
    package static let destination = "destination"
    package static let eventType = "eventType"
    package static let property = "property"
    package static let placeholderIdentifier = "placeholderIdentifier"
    package static let sceneID = "sceneID"
    package static let sceneMemberID = "sceneMemberID"
    static let content = "content"
    package static let x = "x"
    package static let y = "y"
    package static let width = "width"
    package static let height = "height"
    package static let reference = "reference"
    /// A frame inset's offsets from the superview's leading/top and trailing/bottom edges.
    static let minX = "minX"
    static let minY = "minY"
    static let maxX = "maxX"
    static let maxY = "maxY"

    // MARK: Values

    /// `key` of a view's own frame, inside the view or inside a `<variation>`.
    package static let frameKey = "frame"
    /// `key` of Xcode 8's `<frame>` element.
    package static let frameInsetKey = "frameInset"
    /// `key` of a cell's content view, which Interface Builder writes without an id in a
    /// collection view cell: `<view key="contentView">`.
    package static let contentViewKey = "contentView"
    /// `key` of a view controller's root view: `<view key="view">`.
    package static let viewKey = "view"
    /// `key` of the button state whose title and image matching reads.
    package static let normalStateKey = "normal"
    /// `key` of a button's `UIButton.Configuration` (Xcode 13 and later).
    static let configurationKey = "configuration"
    /// The content mode a view has when none is written, read as none.
    package static let defaultContentMode = "scaleToFill"
    /// `key` of a view's background colour.
    static let backgroundColorKey = "backgroundColor"
    /// `key` of a label's styled text, whose fragments together are its `text`.
    static let attributedTextKey = "attributedText"
    /// `key` of the `<mask>` that says which subviews a size class installs.
    package static let subviewsKey = "subviews"
    package static let yes = "YES"
    package static let no = "NO"
    package static let filesOwnerIdentifier = "IBFilesOwner"
    package static let firstResponderIdentifier = "IBFirstResponder"
    /// `sceneMemberID` of a storyboard scene's view controller.
    package static let viewControllerMember = "viewController"

    /// The owner's synthesized outlet naming a storyboard controller's root view, as a .xib names it.
    package static let viewOutletProperty = "view"

    // MARK: Auto Layout

    /// A view's `<constraints>`, each `<constraint>` one of them.
    package static let constraints = "constraints"
    static let layoutGuides = "layoutGuides"
    package static let viewLayoutGuide = "viewLayoutGuide"
    static let viewControllerLayoutGuide = "viewControllerLayoutGuide"
    /// `<edgeInsets key="layoutMargins">` and `<directionalEdgeInsets key="directionalLayoutMargins">`.
    static let edgeInsets = "edgeInsets"
    static let directionalEdgeInsets = "directionalEdgeInsets"
    static let layoutMarginsKey = "layoutMargins"
    static let directionalLayoutMarginsKey = "directionalLayoutMargins"
    static let insetTop = "top"
    static let insetLeft = "left"
    static let insetBottom = "bottom"
    static let insetRight = "right"
    static let insetLeading = "leading"
    static let insetTrailing = "trailing"
    /// `<constraint>`'s attributes.
    package static let firstItem = "firstItem"
    package static let firstAttribute = "firstAttribute"
    package static let secondItem = "secondItem"
    package static let secondAttribute = "secondAttribute"
    package static let relation = "relation"
    package static let multiplier = "multiplier"
    package static let constant = "constant"
    package static let priority = "priority"
    /// A constraint's attributes that say nothing about layout (`symbolic`, `type="user"` of old
    /// documents, a name): read as nothing, on purpose.
    static let constraintAttributesWithoutLayout: Set<String> = ["id", "symbolic", "type", "userLabel", "identifier", "placeholder"]
    /// A view's Auto Layout attributes.
    package static let translatesAutoresizingMask = "translatesAutoresizingMaskIntoConstraints"
    static let horizontalHuggingPriority = "horizontalHuggingPriority"
    static let verticalHuggingPriority = "verticalHuggingPriority"
    static let horizontalCompressionResistancePriority = "horizontalCompressionResistancePriority"
    static let verticalCompressionResistancePriority = "verticalCompressionResistancePriority"
    static let misplaced = "misplaced"
    static let ambiguous = "ambiguous"
    static let verifyAmbiguity = "verifyAmbiguity"
    static let preservesSuperviewLayoutMargins = "preservesSuperviewLayoutMargins"
    static let insetsLayoutMarginsFromSafeArea = "insetsLayoutMarginsFromSafeArea"
    /// A stack view's attributes (``ViewAutoLayout/StackViewProperties``); its axis, the one a
    /// size-class variation may set that the layout engine reads.
    package static let axis = "axis"
    static let distribution = "distribution"
    static let alignment = "alignment"
    static let spacing = "spacing"
    static let baselineRelativeArrangement = "baselineRelativeArrangement"
    static let layoutMarginsRelativeArrangement = "layoutMarginsRelativeArrangement"
    /// `<mask key="constraints">` in a view's variation: which constraints a size class installs.
    package static let constraintsKey = "constraints"
    /// `<viewControllerLayoutGuide type="top|bottom">`.
    static let guideTop = "top"
    static let guideBottom = "bottom"
    /// The document's flag for layouts inside the safe area.
    static let useSafeAreas = "useSafeAreas"
    /// What a controller or top-level view simulates on the canvas.
    /// `<nil key="..."/>`: a property explicitly without a value.
    static let nilElement = "nil"
    /// A controller's tab bar item: it is shown in a tab bar controller, whose bar is below it.
    static let tabBarItem = "tabBarItem"
    static let simulatedTopBarMetricsKey = "simulatedTopBarMetrics"
    static let simulatedBottomBarMetricsKey = "simulatedBottomBarMetrics"
    static let simulatedStatusBarMetricsKey = "simulatedStatusBarMetrics"
    static let freeformSizeMetrics = "freeformSimulatedSizeMetrics"
    static let statusBarStyle = "statusBarStyle"
    /// A simulated bar's `translucent="NO"`: the content begins below it.
    static let translucent = "translucent"
    /// A view's font, whose `pointSize` places its baselines.
    static let fontDescription = "fontDescription"
    static let pointSize = "pointSize"
    /// Interface Builder's device ids (`<device id="...">`) with their screens in portrait, in
    /// points, and whether the phone has a sensor housing (a notch: other safe-area insets).
    package static let deviceScreens: [String: (width: Double, height: Double, hasSensorHousing: Bool)] = [
        "retina3_5": (320, 480, false), "retina4_0": (320, 568, false), "retina4_7": (375, 667, false),
        "retina5_5": (414, 736, false), "retina5_9": (375, 812, true), "retina6_1": (414, 896, true),
        "retina6_5": (414, 896, true), "retina6_0": (390, 844, true), "retina6_12": (390, 844, true),
        "retina6_7": (428, 926, true), "retina5_4": (375, 812, true), "retina6_3": (402, 874, true),
        "retina6_9": (440, 956, true), "iPhone14_Pro": (393, 852, true), "iPhone14_ProMax": (430, 932, true),
        "ipad9_7": (768, 1024, false), "ipad10_2": (810, 1080, false), "ipad10_5": (834, 1112, false),
        "ipad10_9rounded": (820, 1180, false), "ipad11": (834, 1194, false), "ipad12_9": (1024, 1366, false),
        "ipad12_9rounded": (1024, 1366, false), "ipad11_0rounded": (834, 1194, false), "ipadMini6_1": (744, 1133, false),
    ]
    static let noStatusBar = "none"

    // MARK: Document types

    /// In `type`: a storyboard (`com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB`).
    package static let storyboardTypeMarker = "Storyboard"
    /// In `type`: UIKit (`...CocoaTouch.XIB`, `...CocoaTouch.iPad.XIB`).
    static let cocoaTouchTypeMarker = "CocoaTouch"
    /// In `type`: AppKit (`com.apple.InterfaceBuilder3.Cocoa.XIB`), when `CocoaTouch` is absent.
    static let cocoaTypeMarker = ".Cocoa."
    /// `targetRuntime` prefix of macOS documents (`MacOSX.Cocoa`).
    static let macOSRuntimePrefix = "MacOSX"
    /// In `type` or `targetRuntime` (case-insensitive): watchOS (`com.apple.InterfaceBuilder.WatchKit.Storyboard`, `watchKit`).
    static let watchKitMarker = "watchkit"

    /// In `type`: an iPad-only document (`com.apple.InterfaceBuilder3.CocoaTouch.iPad.XIB`).
    package static let padTypeMarker = ".iPad."

    // MARK: Writing (what ``InterfaceBuilderWriter`` writes besides the names above)

    package static let xibType = "com.apple.InterfaceBuilder3.CocoaTouch.XIB"
    package static let storyboardType = "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"
    package static let currentVersion = "3.0"
    package static let cocoaTouchRuntime = "iOS.CocoaTouch"
    /// The Xcode build the document claims to be saved by, and its Interface Builder plug-in's.
    package static let toolsVersion = "23094"
    package static let pluginVersion = "23084"
    package static let pluginIdentifier = "com.apple.InterfaceBuilder.IBCocoaTouchPlugin"
    package static let xcode8Capability = "documents saved in the Xcode 8 format"
    package static let xcode8ToolsVersion = "8.0"
    package static let filesOwnerID = "-1"
    package static let firstResponderID = "-2"
    package static let filesOwnerLabel = "File's Owner"
    package static let responderClass = "UIResponder"
    package static let firstResponderMember = "firstResponder"
    package static let viewControllerElement = "viewController"
    package static let customObjectElement = "customObject"
    package static let labelContentMode = "left"
    /// `key` of the `<point>` that places a top-level object on Interface Builder's canvas.
    package static let canvasLocationKey = "canvasLocation"
    package static let dependencies = "dependencies"
    package static let deployment = "deployment"
    package static let plugIn = "plugIn"
    package static let capability = "capability"
    package static let point = "point"
    package static let device = "device"
    package static let subviews = "subviews"
    package static let identifier = "identifier"
    package static let name = "name"
    package static let minToolsVersion = "minToolsVersion"
    package static let toolsVersionAttribute = "toolsVersion"
    package static let fixedFrame = "fixedFrame"
    package static let orientation = "orientation"
    static let appearance = "appearance"
    package static let initialViewController = "initialViewController"
    /// The document's header attribute that size-class variations need.
    package static let useTraitCollections = "useTraitCollections"
    /// The header flag of a document placed by constraints.
    package static let useAutolayout = "useAutolayout"
    /// Header attributes Xcode writes before `useTraitCollections`, in its order: the flag goes
    /// after the last of them the header has.
    package static let headerAttributesBeforeTraitCollections = ["type", "version", "toolsVersion", "targetRuntime", "propertyAccessControl", "useAutolayout"]
    /// The one list of attributes whose value is another object's id, with the elements that
    /// carry each (`nil`: any element): connections' destinations and targets, constraints'
    /// items, masks' and segues' references, a popover segue's anchor (a view or a bar button
    /// item), a table cell's content view and its standard labels, the storyboard's initial
    /// controller. Checked against the corpus: every attribute there whose value names an id is
    /// one of these.
    package static let idReferences: [(attribute: String, elements: Set<String>?)] = [
        ("destination", nil), ("firstItem", nil), ("secondItem", nil), ("reference", nil),
        ("initialViewController", nil), ("popoverAnchorView", nil), ("popoverAnchorBarButtonItem", ["segue"]), ("target", ["action"]),
        ("tableViewCell", ["tableViewCellContentView"]),
        ("textLabel", ["tableViewCell"]), ("detailTextLabel", ["tableViewCell"]), ("imageView", ["tableViewCell"]),
    ]
    /// The names in ``idReferences``.
    package static let referenceAttributes: Set<String> = Set(idReferences.map(\.attribute))

    /// Whether the attribute `name` of an element called `element` names another object's id.
    package static func isReference(attribute name: String, of element: String) -> Bool {
        guard referenceAttributes.contains(name) else { return false }
        return idReferences.contains { $0.attribute == name && ($0.elements?.contains(element) ?? true) }
    }
    /// `<resources>`, after `<objects>` (or `<scenes>`): the images and colours the document names.
    package static let resources = "resources"
    /// A segue's kind (`show`, `relationship`, ...): two segues to one destination differ by it.
    package static let segueKind = "kind"
    /// A navigation controller's `<navigationController navigationBarHidden="YES">`, and the
    /// `relationship` of its segue to its root controller.
    static let navigationController = "navigationController"
    static let navigationBarHidden = "navigationBarHidden"
    package static let relationship = "relationship"
    static let rootViewControllerRelationship = "rootViewController"
    /// The `kind` of a container view's segue to the controller it embeds.
    package static let embedSegueKind = "embed"
    /// What fires a view's segue (`trigger="accessoryAction"`); absent, its action.
    package static let segueTrigger = "trigger"
    package static let actionSegueTrigger = "action"
    /// A view's children that come after its variations, in Xcode's order.
    package static let afterVariations = ["connections", "point"]
    /// What a view's element holds about its place in a layout (its frame, mask, subviews,
    /// constraints, connections, variations, canvas point) rather than how it looks: two
    /// drawings of one view differ in these without differing in the view.
    package static let layoutChildren: Set<String> = ["rect", "frame", "autoresizingMask", "subviews", "constraints", "connections", "variation", "point"]
    /// A view's attributes that are ids, design-time names or layout, likewise.
    package static let layoutAttributes: Set<String> = ["id", "key", "hidden", "fixedFrame", "userLabel", "translatesAutoresizingMaskIntoConstraints"]
    /// A view's children that its `<subviews>` follows, in Xcode's order.
    package static let beforeSubviews = ["rect", "frame", "autoresizingMask"]
    /// `<document>`'s fixed attributes after `type`, `version` and `toolsVersion`, in Xcode's order.
    package static let documentSettings: [(name: String, value: String)] = [
        ("targetRuntime", cocoaTouchRuntime), ("propertyAccessControl", "none"), ("useAutolayout", yes),
        ("useTraitCollections", yes), ("colorMatched", yes),
    ]
    /// `<device>`: the 4.7-inch iPhone (iPhone SE, 8) in portrait, as Xcode names it.
    package static let deviceSettings: [(name: String, value: String)] = [
        ("id", "retina4_7"), ("orientation", "portrait"), ("appearance", "light"),
    ]
    package static let deploymentIdentifier = "iOS"

    // MARK: Autoresizing

    /// The attributes of `<autoresizingMask>`, each set to `YES`, with UIKit's bits: Xcode's names,
    /// used only to read and write Interface Builder documents (every output of ours spells a mask
    /// with ``AutoresizingMask/flags``).
    package static let autoresizingFlags: [(name: String, flag: AutoresizingMask)] = [
        ("flexibleMinX", .flexibleLeftMargin),
        ("widthSizable", .flexibleWidth),
        ("flexibleMaxX", .flexibleRightMargin),
        ("flexibleMinY", .flexibleTopMargin),
        ("heightSizable", .flexibleHeight),
        ("flexibleMaxY", .flexibleBottomMargin),
    ]

    // MARK: Views

    /// The element name of every view Interface Builder writes for UIKit, with the UIKit class it
    /// instantiates, in a fixed order (they are words of ``ModernIBWord/vocabulary`` after the
    /// importer's other names). An element not listed here is not a view (controllers, bar items, gesture
    /// recognizers, colours, constraints ...) and never enters the view tree.
    package static let viewElements: [(element: String, uikitClass: String)] = [
        ("view", "UIView"),
        ("containerView", "UIView"),
        ("label", "UILabel"),
        ("button", "UIButton"),
        ("imageView", "UIImageView"),
        ("textField", "UITextField"),
        ("textView", "UITextView"),
        ("scrollView", "UIScrollView"),
        ("tableView", "UITableView"),
        ("tableViewCell", "UITableViewCell"),
        ("tableViewCellContentView", "UITableViewCellContentView"),
        ("tableViewHeaderFooterView", "UITableViewHeaderFooterView"),
        ("collectionView", "UICollectionView"),
        ("collectionViewCell", "UICollectionViewCell"),
        ("collectionViewCellContentView", "UIView"),
        ("collectionReusableView", "UICollectionReusableView"),
        ("slider", "UISlider"),
        ("switch", "UISwitch"),
        ("segmentedControl", "UISegmentedControl"),
        ("datePicker", "UIDatePicker"),
        ("pageControl", "UIPageControl"),
        ("stepper", "UIStepper"),
        ("colorWell", "UIColorWell"),
        ("progressView", "UIProgressView"),
        ("activityIndicatorView", "UIActivityIndicatorView"),
        ("pickerView", "UIPickerView"),
        ("webView", "UIWebView"),
        ("wkWebView", "WKWebView"),
        ("mapView", "MKMapView"),
        ("toolbar", "UIToolbar"),
        ("navigationBar", "UINavigationBar"),
        ("tabBar", "UITabBar"),
        ("searchBar", "UISearchBar"),
        ("stackView", "UIStackView"),
        ("visualEffectView", "UIVisualEffectView"),
        ("window", "UIWindow"),
        ("glkView", "GLKView"),
        ("mtkView", "MTKView"),
        ("sceneKitView", "SCNView"),
        ("skView", "SKView"),
        ("arscnView", "ARSCNView"),
        ("arskView", "ARSKView"),
        ("adBannerView", "ADBannerView"),
    ]

    /// ``viewElements`` by element name.
    static let viewClasses: [String: String] = Dictionary(viewElements.map { ($0.element, $0.uikitClass) }, uniquingKeysWith: { first, _ in first })
}

/// Every element name, attribute name and fixed attribute value of Interface Builder's modern
/// `<document>` format (.xib and .storyboard, document versions 1.1 to 3.0) that the importer reads.
///
/// Kept in one place so that the format's vocabulary can be reviewed against real files at a glance;
/// ``ModernIBImporter`` never spells a name itself.
package enum ModernIBNames {
    // MARK: Elements

    static let document = "document"
    static let scenes = "scenes"
    static let scene = "scene"
    static let objects = "objects"
    static let placeholder = "placeholder"

    /// Top-level objects of a xib that are not views and hold none the model keeps: custom
    /// objects, gesture recognizers, controllers and bar items. Any other element under
    /// `<objects>` is unknown, and skipped with a warning.
    static func isTopLevelObject(_ element: String) -> Bool {
        element == customObjectElement || element == "exit"
            || ["GestureRecognizer", "Controller", "Item"].contains { element.hasSuffix($0) }
    }
    static let rect = "rect"
    static let autoresizingMask = "autoresizingMask"
    static let string = "string"
    /// A text view's text as Xcode writes one it upgraded from an archived `NSMutableString`.
    static let mutableString = "mutableString"
    static let state = "state"
    static let buttonConfiguration = "buttonConfiguration"
    static let connections = "connections"
    static let action = "action"
    static let outlet = "outlet"
    static let outletCollection = "outletCollection"
    static let constraint = "constraint"
    static let segue = "segue"
    static let variation = "variation"
    /// A label's or text view's styled text: `<attributedString key="attributedText">` holding
    /// `<fragment content="...">` or `<fragment><string key="content">...</string></fragment>`.
    static let attributedString = "attributedString"
    static let fragment = "fragment"
    /// Inside a view's `<variation>`: `<mask key="subviews">` with an `<include>` or `<exclude>`
    /// per subview installed or not in that size class.
    static let mask = "mask"
    static let include = "include"
    static let exclude = "exclude"
    /// A colour: `<color key="backgroundColor" .../>` inside a view.
    static let color = "color"
    /// The view elements whose own `image=` or normal-state title and image are read.
    static let imageViewElement = "imageView"
    static let buttonElement = "button"

    // MARK: Attributes

    static let type = "type"
    static let version = "version"
    static let targetRuntime = "targetRuntime"
    static let id = "id"
    static let key = "key"
    static let customClass = "customClass"
    static let hidden = "hidden"
    static let tag = "tag"
    static let text = "text"
    static let placeholderText = "placeholder"
    static let title = "title"
    static let image = "image"
    static let userLabel = "userLabel"
    static let contentMode = "contentMode"
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
    static let selector = "selector"
    static let destination = "destination"
    static let eventType = "eventType"
    static let property = "property"
    static let placeholderIdentifier = "placeholderIdentifier"
    static let sceneID = "sceneID"
    static let sceneMemberID = "sceneMemberID"
    static let content = "content"
    static let x = "x"
    static let y = "y"
    static let width = "width"
    static let height = "height"
    static let reference = "reference"

    // MARK: Values

    /// `key` of a view's own frame, inside the view or inside a `<variation>`.
    static let frameKey = "frame"
    /// `key` of a view controller's root view: `<view key="view">`.
    static let viewKey = "view"
    /// `key` of the button state whose title and image matching reads.
    static let normalStateKey = "normal"
    /// `key` of a button's `UIButton.Configuration` (Xcode 13 and later).
    static let configurationKey = "configuration"
    /// The content mode a view has when none is written, read as none.
    static let defaultContentMode = "scaleToFill"
    /// `key` of a view's background colour.
    static let backgroundColorKey = "backgroundColor"
    /// `key` of a label's styled text, whose fragments together are its `text`.
    static let attributedTextKey = "attributedText"
    /// `key` of the `<mask>` that says which subviews a size class installs.
    static let subviewsKey = "subviews"
    static let yes = "YES"
    static let no = "NO"
    static let filesOwnerIdentifier = "IBFilesOwner"
    static let firstResponderIdentifier = "IBFirstResponder"
    /// `sceneMemberID` of a storyboard scene's view controller.
    static let viewControllerMember = "viewController"

    /// The owner's synthesized outlet naming a storyboard controller's root view, as a .xib names it.
    static let viewOutletProperty = "view"

    // MARK: Document types

    /// In `type`: a storyboard (`com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB`).
    static let storyboardTypeMarker = "Storyboard"
    /// In `type`: UIKit (`...CocoaTouch.XIB`, `...CocoaTouch.iPad.XIB`).
    static let cocoaTouchTypeMarker = "CocoaTouch"
    /// In `type`: AppKit (`com.apple.InterfaceBuilder3.Cocoa.XIB`), when `CocoaTouch` is absent.
    static let cocoaTypeMarker = ".Cocoa."
    /// `targetRuntime` prefix of macOS documents (`MacOSX.Cocoa`).
    static let macOSRuntimePrefix = "MacOSX"
    /// In `type` or `targetRuntime` (case-insensitive): watchOS (`com.apple.InterfaceBuilder.WatchKit.Storyboard`, `watchKit`).
    static let watchKitMarker = "watchkit"

    /// In `type`: an iPad-only document (`com.apple.InterfaceBuilder3.CocoaTouch.iPad.XIB`).
    static let padTypeMarker = ".iPad."

    // MARK: Writing (what ``InterfaceBuilderWriter`` writes besides the names above)

    static let xibType = "com.apple.InterfaceBuilder3.CocoaTouch.XIB"
    static let storyboardType = "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"
    static let currentVersion = "3.0"
    static let cocoaTouchRuntime = "iOS.CocoaTouch"
    /// The Xcode build the document claims to be saved by, and its Interface Builder plug-in's.
    static let toolsVersion = "23094"
    static let pluginVersion = "23084"
    static let pluginIdentifier = "com.apple.InterfaceBuilder.IBCocoaTouchPlugin"
    static let xcode8Capability = "documents saved in the Xcode 8 format"
    static let xcode8ToolsVersion = "8.0"
    static let filesOwnerID = "-1"
    static let firstResponderID = "-2"
    static let filesOwnerLabel = "File's Owner"
    static let responderClass = "UIResponder"
    static let firstResponderMember = "firstResponder"
    static let viewControllerElement = "viewController"
    static let customObjectElement = "customObject"
    static let labelContentMode = "left"
    /// `key` of the `<point>` that places a top-level object on Interface Builder's canvas.
    static let canvasLocationKey = "canvasLocation"
    static let dependencies = "dependencies"
    static let deployment = "deployment"
    static let plugIn = "plugIn"
    static let capability = "capability"
    static let point = "point"
    static let device = "device"
    static let subviews = "subviews"
    static let identifier = "identifier"
    static let name = "name"
    static let minToolsVersion = "minToolsVersion"
    static let toolsVersionAttribute = "toolsVersion"
    static let fixedFrame = "fixedFrame"
    static let orientation = "orientation"
    static let appearance = "appearance"
    static let initialViewController = "initialViewController"
    /// The document's header attribute that size-class variations need.
    static let useTraitCollections = "useTraitCollections"
    /// Header attributes Xcode writes before `useTraitCollections`, in its order: the flag goes
    /// after the last of them the header has.
    static let headerAttributesBeforeTraitCollections = ["type", "version", "toolsVersion", "targetRuntime", "propertyAccessControl", "useAutolayout"]
    /// The attributes whose value is another object's id: connections' destinations, constraints'
    /// items, masks' references, the storyboard's initial controller.
    static let referenceAttributes: Set<String> = ["destination", "firstItem", "secondItem", "reference", "initialViewController"]
    /// `<resources>`, after `<objects>` (or `<scenes>`): the images and colours the document names.
    static let resources = "resources"
    /// A segue's kind (`show`, `relationship`, ...): two segues to one destination differ by it.
    static let segueKind = "kind"
    /// A view's children that come after its variations, in Xcode's order.
    static let afterVariations = ["connections", "point"]
    /// What a view's element holds about its place in a layout (its frame, mask, subviews,
    /// constraints, connections, variations, canvas point) rather than how it looks: two
    /// drawings of one view differ in these without differing in the view.
    static let layoutChildren: Set<String> = ["rect", "autoresizingMask", "subviews", "constraints", "connections", "variation", "point"]
    /// A view's attributes that are ids, design-time names or layout, likewise.
    static let layoutAttributes: Set<String> = ["id", "key", "hidden", "fixedFrame", "userLabel", "translatesAutoresizingMaskIntoConstraints"]
    /// A view's children that its `<subviews>` follows, in Xcode's order.
    static let beforeSubviews = ["rect", "autoresizingMask"]
    /// `<document>`'s fixed attributes after `type`, `version` and `toolsVersion`, in Xcode's order.
    static let documentSettings: [(name: String, value: String)] = [
        ("targetRuntime", cocoaTouchRuntime), ("propertyAccessControl", "none"), ("useAutolayout", yes),
        ("useTraitCollections", yes), ("colorMatched", yes),
    ]
    /// `<device>`: the 4.7-inch iPhone (iPhone SE, 8) in portrait, as Xcode names it.
    static let deviceSettings: [(name: String, value: String)] = [
        ("id", "retina4_7"), ("orientation", "portrait"), ("appearance", "light"),
    ]
    static let deploymentIdentifier = "iOS"

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
    static let viewElements: [(element: String, uikitClass: String)] = [
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

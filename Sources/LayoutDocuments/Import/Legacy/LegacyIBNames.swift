import LayoutCore

/// Every element, attribute, key and class name of Interface Builder's legacy archive format
/// (`<archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="7.10">`, 7.03 to 8.00),
/// kept in one place so that no other file spells the format.
package enum LegacyIBNames {
    // MARK: Elements

    package static let archiveElement = "archive"
    /// The keyed root container inside `<archive>`.
    static let dataElement = "data"
    static let objectElement = "object"
    /// 8.x spelling of an array (7.x writes `<object class="NSMutableArray">`).
    package static let arrayElement = "array"
    /// 8.x spelling of a dictionary, its entries keyed directly.
    package static let dictionaryElement = "dictionary"
    static let referenceElement = "reference"
    static let nilElement = "nil"
    /// The elements whose content is one value (text, or the `value` attribute); one byte each in
    /// the object table.
    package enum ScalarElement: String, Sendable, CaseIterable {
        case string, int, bool, float, double, bytes
        /// 8.x values written as attributes: `<integer value="1"/>`, `<real>`, `<boolean>`.
        case integer, real, boolean
        /// The text of an `NSMutableString` (`<characters key="NS.bytes">`).
        case characters

        /// Whether the element can carry an integer.
        package var isInteger: Bool { self == .int || self == .integer }
    }

    // MARK: Attributes

    static let typeAttribute = "type"
    static let versionAttribute = "version"
    static let classAttribute = "class"
    static let keyAttribute = "key"
    static let idAttribute = "id"
    static let refAttribute = "ref"
    /// Carries the value of `<integer>`, `<real>` and `<boolean>`.
    static let valueAttribute = "value"
    /// `<string type="base64-UTF8">`: Interface Builder's escape for strings XML cannot hold.
    static let base64UTF8Type = "base64-UTF8"

    // MARK: Document types

    /// The marker of an iOS archive (`...CocoaTouch.XIB`, `...CocoaTouch.iPad.XIB`).
    static let cocoaTouchTypeMarker = ".CocoaTouch."
    /// The marker of a macOS archive (`...Cocoa.XIB`), which this package does not read.
    static let cocoaTypeMarker = ".Cocoa."
    /// Archive versions whose layout this importer knows.
    static let knownVersionPrefixes = ["7.", "8."]

    // MARK: Document keys

    package static let rootObjectsKey = "IBDocument.RootObjects"
    package static let objectsKey = "IBDocument.Objects"
    package static let connectionRecordsKey = "connectionRecords"
    package static let objectRecordsKey = "objectRecords"
    package static let orderedObjectsKey = "orderedObjects"
    package static let flattenedPropertiesKey = "flattenedProperties"
    package static let connectionKey = "connection"
    package static let labelKey = "label"
    package static let sourceKey = "source"
    package static let destinationKey = "destination"
    package static let eventTypeKey = "IBEventType"
    /// `IBEventType` n is `UIControl.Event` bit n - 1; these are the values whose bit UIKit names,
    /// and so the modern format can write (`eventType`). Interface Builder offers no other; an
    /// archive with another value was edited by hand.
    package static let eventTypes: [Int64: ControlAction.Events] = Dictionary(uniqueKeysWithValues: ControlAction.Events.named.map { named in
        (Int64(named.event.rawValue.trailingZeroBitCount + 1), named.event)
    })
    package static let objectIDKey = "objectID"
    /// The objectIDs Interface Builder writes: 32-bit integers.
    package static let objectIDRange = Int64(Int32.min)...Int64(Int32.max)
    /// The objectID as Interface Builder 4.x (Xcode 5) writes it in an object record: `<string key="id">`.
    package static let objectRecordIDKey = "id"
    package static let objectKey = "object"
    package static let objectNameKey = "objectName"
    package static let proxiedObjectIdentifierKey = "IBProxiedObjectIdentifier"
    /// `flattenedProperties` keys are `"<objectID>.CustomClassName"`.
    package static let customClassNameSuffix = ".CustomClassName"
    /// 7.x dictionaries: two parallel arrays.
    package static let dictSortedKeysKey = "dict.sortedKeys"
    package static let dictValuesKey = "dict.values"
    /// `NSDictionary`'s own keyed encoding: `NS.key.0` / `NS.object.0`, ...
    package static let nsKeyPrefix = "NS.key."
    package static let nsObjectPrefix = "NS.object."

    // MARK: View keys

    package static let subviewsKey = "NSSubviews"
    /// A table view cell's content view, one of its `NSSubviews`.
    package static let cellContentViewKey = "IBUIContentView"
    /// What a cell's content view is in UIKit (the archive calls it an `IBUIView`).
    static let cellContentViewClass = "UITableViewCellContentView"
    package static let viewFlagsKey = "NSvFlags"
    package static let frameKey = "NSFrame"
    package static let frameSizeKey = "NSFrameSize"
    static let tagKey = "IBUITag"
    static let textKey = "IBUIText"
    /// The content of an `NSMutableString` (a text Interface Builder archives as an object):
    /// `<characters>` as written, or `<bytes>` in base64.
    package static let stringBytesKey = "NS.bytes"
    /// The classes a text may be archived as, instead of a `<string>`.
    package static let stringClasses: Set<String> = ["NSMutableString", "NSString"]
    static let placeholderKey = "IBUIPlaceholder"
    static let normalTitleKey = "IBUINormalTitle"
    static let normalImageKey = "IBUINormalImage"
    static let imageKey = "IBUIImage"
    package static let resourceNameKey = "NSResourceName"
    static let contentModeKey = "IBUIContentMode"
    static let backgroundColorKey = "IBUIBackgroundColor"
    static let normalBackgroundImageKey = "IBUINormalBackgroundImage"
    /// An `NSColor`: its colour space number, its components (ASCII numbers separated by spaces,
    /// base64-encoded), a catalog colour's name, UIKit's system colour it stands for, and a custom
    /// colour space (an `NSColorSpace` with its `NSID`).
    static let colorClass = "NSColor"
    static let colorNameKey = "NSColorName"
    static let colorSpaceKey = "NSColorSpace"
    static let rgbComponentsKey = "NSRGB"
    static let whiteComponentsKey = "NSWhite"
    static let cocoaTouchColorKeyPathKey = "IBUIColorCocoaTouchKeyPath"
    static let customColorSpaceKey = "NSCustomColorSpace"
    static let colorSpaceIDKey = "NSID"
    static let colorComponentKeys = [rgbComponentsKey, whiteComponentsKey]
    /// `UIViewContentMode` by raw value, as the modern format names the modes.
    package static let contentModes = [
        "scaleToFill", "scaleAspectFit", "scaleAspectFill", "redraw", "center", "top", "bottom",
        "left", "right", "topLeft", "topRight", "bottomLeft", "bottomRight",
    ]

    /// Keyed scalars the importer keeps; every other keyed scalar is skipped while streaming.
    static let keptScalarKeys: Set<String> = Set([
        viewFlagsKey, frameKey, frameSizeKey, tagKey, textKey, placeholderKey, normalTitleKey,
        resourceNameKey, proxiedObjectIdentifierKey, labelKey, eventTypeKey, objectIDKey, objectNameKey,
        contentModeKey, colorNameKey, objectRecordIDKey, stringBytesKey, colorSpaceKey,
        cocoaTouchColorKeyPathKey, colorSpaceIDKey, useAutolayoutKey,
    ] + colorComponentKeys)

    /// ``keptScalarKeys`` and ``keptMemberKeys`` as tables the importer looks an attribute's bytes up in.
    static let keptScalarKeyTable = StringTable(Array(keptScalarKeys))
    static let keptMemberKeyTable = StringTable(Array(keptMemberKeys))

    /// Keyed objects and references the importer follows; other keyed members (responder chain,
    /// superview, fonts, colours) are not attached to their owner, though objects defined there
    /// are still recorded so that references to them resolve.
    static let keptMemberKeys: Set<String> = [
        rootObjectsKey, objectsKey, connectionRecordsKey, objectRecordsKey, orderedObjectsKey,
        flattenedPropertiesKey, connectionKey, sourceKey, destinationKey, objectKey, subviewsKey,
        normalImageKey, imageKey, dictSortedKeysKey, dictValuesKey, backgroundColorKey, normalBackgroundImageKey,
        textKey, customColorSpaceKey, cellContentViewKey,
    ]

    /// Keys whose presence marks an object of an unknown class as a view.
    package static let viewMarkerKeys = [viewFlagsKey, frameKey, frameSizeKey, subviewsKey]
    /// A view's `flattenedProperties` list of the `IBNSLayoutConstraint`s it holds, and its flag
    /// of whether its autoresizing mask becomes constraints, in an archive that uses Auto Layout.
    package static let viewConstraintsKey = "IBViewMetadataConstraints"
    /// The archive's flag of whether its views are laid out with Auto Layout.
    package static let useAutolayoutKey = "IBDocument.UseAutolayout"
    package static let translatesAutoresizingMaskKey = "IBViewMetadataTranslatesAutoresizingMaskIntoConstraints"
    /// `NSLayoutAttribute` as the modern format's constraints name it.
    package static let layoutAttributes: [Int64: String] = [
        1: "left", 2: "right", 3: "top", 4: "bottom", 5: "leading", 6: "trailing", 7: "width", 8: "height",
        9: "centerX", 10: "centerY", 11: "baseline",
    ]

    // MARK: Classes

    static let proxyObjectClass = "IBProxyObject"
    static let filesOwnerIdentifier = "IBFilesOwner"
    package static let firstResponderIdentifier = "IBFirstResponder"
    static let objectRecordClass = "IBObjectRecord"
    package static let outletConnectionClass = "IBCocoaTouchOutletConnection"
    package static let outletCollectionConnectionClass = "IBCocoaTouchOutletCollectionConnection"
    package static let eventConnectionClass = "IBCocoaTouchEventConnection"
    package static let customResourceClass = "NSCustomResource"
    /// What an `<array>` or `<dictionary>` without a `class` attribute is.
    static let defaultArrayClass = "NSArray"
    static let defaultDictionaryClass = "NSDictionary"

    /// Classes whose contents the importer never reads: fonts, simulated metrics, class
    /// descriptions, constraints. They are recorded (a reference to one must still resolve) but
    /// their members are skipped while streaming, which keeps the table small.
    static let opaqueClasses: Set<String> = [
        "NSFont", "NSImage", "NSBitmapImageRep", "NSData", "NSAffineTransform",
        "IBUIFontDescription", "IBUITextInputTraits", "IBUIAccessibilityConfiguration",
        "IBUISimulatedStatusBarMetrics", "IBUISimulatedOrientationMetrics", "IBUISimulatedNavigationBarMetrics",
        "IBUISimulatedTabBarMetrics", "IBUISimulatedToolbarMetrics", "IBUIScreenMetrics",
        "IBClassDescriber", "IBPartialClassDescription", "IBClassDescriptionSource", "IBToOneOutletInfo", "IBActionInfo",
        constraintClass, "IBLayoutConstant", "IBNSLayoutSymbolicConstant",
    ]

    /// An Auto Layout constraint: nothing the importer follows names one, so a constraint that
    /// repeats a view's id leaves references to the view unambiguous.
    static let constraintClass = "IBNSLayoutConstraint"

    /// ``opaqueClasses`` as a table (its seeded byte hash is cheaper than `Set`'s for every object).
    static let opaqueClassTable = StringTable(Array(opaqueClasses))

    /// The archive's view classes and the UIKit class each one decodes to.
    package static let viewClasses: [String: String] = [
        "IBUIView": "UIView",
        "IBUILabel": "UILabel",
        "IBUIButton": "UIButton",
        "IBUISlider": "UISlider",
        "IBUISwitch": "UISwitch",
        "IBUITextField": "UITextField",
        "IBUITextView": "UITextView",
        "IBUIImageView": "UIImageView",
        "IBUIScrollView": "UIScrollView",
        "IBUITableView": "UITableView",
        "IBUITableViewCell": "UITableViewCell",
        "IBUIToolbar": "UIToolbar",
        "IBUINavigationBar": "UINavigationBar",
        "IBUISegmentedControl": "UISegmentedControl",
        "IBUIProgressView": "UIProgressView",
        "IBUIActivityIndicatorView": "UIActivityIndicatorView",
        "IBUIPickerView": "UIPickerView",
        "IBUIDatePicker": "UIDatePicker",
        "IBUIWebView": "UIWebView",
        "IBUIPageControl": "UIPageControl",
        "IBUISearchBar": "UISearchBar",
        "IBUITabBar": "UITabBar",
        "IBUIWindow": "UIWindow",
        "IBUIStepper": "UIStepper",
        "IBUICollectionView": "UICollectionView",
        "IBUICollectionViewCell": "UICollectionViewCell",
        "IBUICollectionReusableView": "UICollectionReusableView",
        "IBUIGLKView": "GLKView",
        "IBGLKView": "GLKView",
        "IBMKMapView": "MKMapView",
        "MKMapView": "MKMapView",
        "IBADBannerView": "ADBannerView",
    ]

    /// Classes that are known not to be views: they may sit among the root objects, and are never
    /// reported as unknown there.
    static let nonViewClasses: Set<String> = [
        proxyObjectClass, "IBUICustomObject", "IBUIViewController", "IBUINavigationController",
        "IBUITableViewController", "IBUITabBarController", "IBUISplitViewController",
        "IBUIBarButtonItem", "IBUINavigationItem", "IBUITabBarItem", "IBUISearchDisplayController",
        "IBUIGestureRecognizer", "IBUITapGestureRecognizer", "IBUIPanGestureRecognizer",
        "IBUISwipeGestureRecognizer", "IBUIPinchGestureRecognizer", "IBUILongPressGestureRecognizer",
        "IBUIRotationGestureRecognizer", constraintClass,
    ]
}

import LayoutCore
import LayoutDocuments

/// The translation of every archived class, one declaration each, with the rule sets they share
/// (every object, views, controls, scroll views, texts). Learned from the documents Xcode wrote when
/// it upgraded legacy archives: each rule is what Xcode wrote for the key.
enum ClassTranslators {
    typealias Rule = UpgradeRule

    // MARK: Enumerations, by archived raw value

    static let contentModes = UpgradeValue.cases(LegacyIBNames.contentModes)
    static let lineBreakModes = UpgradeValue.cases(["wordWrap", "characterWrap", "clip", "headTruncation", "tailTruncation", "middleTruncation"])
    static let textAlignments = UpgradeValue.cases(["left", "center", "right", "justified", "natural"])
    static let baselineAdjustments = UpgradeValue.cases(["alignBaselines", "alignCenters", "none"])
    static let mapTypes = UpgradeValue.cases(["standard", "satellite", "hybrid"])
    static let horizontalAlignments = UpgradeValue.cases(["center", "left", "right", "fill"])
    static let verticalAlignments = UpgradeValue.cases(["center", "top", "bottom", "fill"])
    static let buttonTypes = UpgradeValue.cases(["custom", "roundedRect", "detailDisclosure", "infoLight", "infoDark", "contactAdd"])
    static let borderStyles = UpgradeValue.cases(["none", "line", "bezel", "roundedRect"])
    static let viewModes = UpgradeValue.cases(["never", "whileEditing", "unlessEditing", "always"])
    static let segmentStyles = UpgradeValue.cases(["plain", "bordered", "bar", "bezeled"])
    static let tableStyles = UpgradeValue.cases(["plain", "grouped"])
    /// Single line etched (2), a grouped table's look before iOS 7, is drawn as a single line since,
    /// and Xcode writes it as such.
    static let separatorStyles = UpgradeValue.cases(["none", "default", "default"])
    static let selectionStyles = UpgradeValue.cases(["none", "blue", "gray"])
    static let accessoryTypes = UpgradeValue.cases(["none", "disclosureIndicator", "detailDisclosureButton", "checkmark"])
    static let indicatorStyles = UpgradeValue.cases(["whiteLarge", "white", "gray"])
    static let progressStyles = UpgradeValue.cases(["default", "bar"])
    static let barStyles = UpgradeValue.cases(["default", "black", "blackTranslucent"])
    static let barItemStyles = UpgradeValue.cases(["plain", "bordered", "done"])
    static let systemItems = UpgradeValue.cases([
        "done", "cancel", "edit", "save", "add", "flexibleSpace", "fixedSpace", "compose", "reply", "action", "organize",
        "bookmarks", "search", "refresh", "stop", "camera", "trash", "play", "pause", "rewind", "fastForward", "undo", "redo", "pageCurl",
    ])
    static let datePickerModes = UpgradeValue.cases(["time", "date", "dateAndTime", "countDownTimer"])
    static let keyboardTypes = UpgradeValue.cases(["default", "alphabet", "numbersAndPunctuation", "URL", "numberPad", "phonePad", "namePhonePad", "emailAddress", "decimalPad", "twitter", "webSearch"])
    static let autocapitalizationTypes = UpgradeValue.cases(["none", "words", "sentences", "allCharacters"])
    static let autocorrectionTypes = UpgradeValue.cases(["default", "no", "yes"])
    static let keyboardAppearances = UpgradeValue.cases(["default", "alert"])
    static let returnKeyTypes = UpgradeValue.cases(["default", "go", "google", "join", "next", "route", "search", "send", "yahoo", "done", "emergencyCall"])
    static let swipeDirections: UpgradeValue = .enumeration([1: "right", 2: "left", 4: "up", 8: "down"])

    // MARK: Shared rule sets

    /// Every archived object.
    static let objectRules: [String: Rule] = [
        "targetRuntimeIdentifier": .notWritten("the document's targetRuntime says it"),
        "NSReuseIdentifierKey": .notWritten("an Interface Builder 4 bookkeeping id, not part of the design"),
        "EncodedWithXMLCoder": .notWritten("an archiver marker"),
    ]

    /// Every view: geometry and the responder chain are structure or derived.
    static let viewRules: [String: Rule] = [
        "NSNextResponder": .notWritten("the responder chain, derived from the view tree"),
        "NSSuperview": .notWritten("the superview, derived from the view tree"),
        "NSWindow": .notWritten("the window, derived at run time"),
        "NSNextKeyView": .notWritten("the key-view loop, derived from the view tree"),
        "NSvFlags": .structure, "NSFrame": .structure, "NSFrameSize": .structure, "NSSubviews": .structure,
        "IBUIOpaque": .attribute("opaque", .bool),
        "IBUIClipsSubviews": .attribute("clipsSubviews", .bool),
        "IBUIMultipleTouchEnabled": .attribute("multipleTouchEnabled", .bool),
        "IBUIUserInteractionEnabled": .attribute("userInteractionEnabled", .bool),
        "IBUIClearsContextBeforeDrawing": .attribute("clearsContextBeforeDrawing", .bool),
        "IBUIAutoresizesSubviews": .attribute("autoresizesSubviews", .bool),
        "IBUIContentMode": .attribute("contentMode", contentModes),
        "IBUIAlpha": .attribute("alpha", .number),
        "IBUITag": .attribute("tag", .number),
        "IBUIBackgroundColor": .color("backgroundColor"),
        "IBUITintColor": .color("tintColor"),
        "IBUIAccessibilityLabel": .attribute("accessibilityLabel", .string),
        "IBUIAccessibilityHint": .attribute("accessibilityHint", .string),
        "IBUIIsAccessibilityElement": .attribute("isAccessibilityElement", .bool),
        "IBUIAccessibilityConfiguration": .accessibility,
    ]

    /// Controls.
    static let controlRules: [String: Rule] = [
        "IBUIContentHorizontalAlignment": .attribute("contentHorizontalAlignment", horizontalAlignments),
        "IBUIContentVerticalAlignment": .attribute("contentVerticalAlignment", verticalAlignments),
        "IBUIEnabled": .attribute("enabled", .bool),
        "IBUISelected": .attribute("selected", .bool),
        "IBUIHighlighted": .attribute("highlighted", .bool),
    ]

    /// Scroll views and their subclasses.
    static let scrollRules: [String: Rule] = [
        "IBUISimulatedStatusBarMetrics": .structure, "IBUISimulatedOrientationMetrics": .structure,
        "IBUISimulatedDestinationMetrics": .structure, "IBUISimulatedTopBarMetrics": .structure,
        "IBUISimulatedBottomBarMetrics": .structure,
        "IBUIShowsHorizontalScrollIndicator": .attribute("showsHorizontalScrollIndicator", .bool),
        "IBUIShowsVerticalScrollIndicator": .attribute("showsVerticalScrollIndicator", .bool),
        "IBUIBounces": .attribute("bounces", .bool),
        "IBUIAlwaysBounceVertical": .attribute("alwaysBounceVertical", .bool),
        "IBUIAlwaysBounceHorizontal": .attribute("alwaysBounceHorizontal", .bool),
        "IBUIScrollEnabled": .attribute("scrollEnabled", .bool),
        "IBUIPagingEnabled": .attribute("pagingEnabled", .bool),
        "IBUIBouncesZoom": .attribute("bouncesZoom", .bool),
        "IBUIDelaysContentTouches": .attribute("delaysContentTouches", .bool),
        "IBUICanCancelContentTouches": .attribute("canCancelContentTouches", .bool),
        "IBUIMinimumZoomScale": .attribute("minimumZoomScale", .number),
        "IBUIMaximumZoomScale": .attribute("maximumZoomScale", .number),
        "IBUIDirectionalLockEnabled": .attribute("directionalLockEnabled", .bool),
    ]

    /// Texts: fonts, colours, alignment, the keyboard.
    static let textRules: [String: Rule] = [
        "IBUIText": .text,
        "IBUITextColor": .color("textColor"),
        "IBUIFontDescription": .font,
        "IBUIFont": .structure,
        "IBUITextAlignment": .attribute("textAlignment", textAlignments),
        "IBUIMinimumFontSize": .attribute("minimumFontSize", .number),
        "IBUIAdjustsFontSizeToFit": .attribute("adjustsFontSizeToFit", .bool),
        "IBUITextInputTraits": .textInputTraits,
        "IBTextInputTraits": .textInputTraits,
        "IBUIEditable": .attribute("editable", .bool),
    ]

    /// The members of an `IBUITextInputTraits`, as `<textInputTraits>` attributes.
    static let textInputTraitRules: [String: Rule] = objectRules.merging([
        "IBUIAutocapitalizationType": .attribute("autocapitalizationType", autocapitalizationTypes),
        "IBUIAutocorrectionType": .attribute("autocorrectionType", autocorrectionTypes),
        "IBUIKeyboardType": .attribute("keyboardType", keyboardTypes),
        "IBUIKeyboardAppearance": .attribute("keyboardAppearance", keyboardAppearances),
        "IBUIReturnKeyType": .attribute("returnKeyType", returnKeyTypes),
        "IBUIEnablesReturnKeyAutomatically": .attribute("enablesReturnKeyAutomatically", .bool),
        "IBUISecureTextEntry": .attribute("secureTextEntry", .bool),
    ]) { _, new in new }

    static let barItemRules: [String: Rule] = [
        "IBUIToolbar": .notWritten("the bar, derived from where the item is"),
        "IBUINavigationItem": .notWritten("the navigation item, derived from where the item is"),
        "IBUIStyle": .attribute("style", barItemStyles),
        "IBUISystemItemIdentifier": .attribute("systemItem", systemItems),
        "IBUITitle": .attribute("title", .string),
        "IBUIWidth": .attribute("width", .number),
        "IBUIImage": .image("image"),
        "IBUIEnabled": .attribute("enabled", .bool),
        "IBUITag": .attribute("tag", .number),
        "IBUICustomView": .structure,
    ]

    static let gestureRules: [String: Rule] = [
        "IBUIGestureRecognizer.delegate": .notWritten("written as the delegate outlet connection"),
        "IBUIGestureRecognizer.enabled": .attribute("enabled", .bool),
        "IBUIGestureRecognizer.cancelsTouchesInView": .attribute("cancelsTouchesInView", .bool),
        "IBUIGestureRecognizer.delaysTouchesBegan": .attribute("delaysTouchesBegan", .bool),
        "IBUIGestureRecognizer.delaysTouchesEnded": .attribute("delaysTouchesEnded", .bool),
        "IBUITapGestureRecognizer.numberOfTapsRequired": .attribute("numberOfTapsRequired", .number),
        "IBUITapGestureRecognizer.numberOfTouchesRequired": .attribute("numberOfTouchesRequired", .number),
        "IBUISwipeGestureRecognizer.direction": .attribute("direction", swipeDirections),
        "IBUISwipeGestureRecognizer.numberOfTouchesRequired": .attribute("numberOfTouchesRequired", .number),
        "IBUILongPressGestureRecognizer.minimumPressDuration": .attribute("minimumPressDuration", .number),
        "IBUIPanGestureRecognizer.minimumNumberOfTouches": .attribute("minimumNumberOfTouches", .number),
        "IBUIPanGestureRecognizer.maximumNumberOfTouches": .attribute("maximumNumberOfTouches", .number),
    ]

    static let controllerRules: [String: Rule] = [
        "IBUIView": .structure,
        "IBUIViewControllers": .structure,
        "IBUINavigationBar": .structure,
        "IBUINavigationItem": .structure,
        "IBUIToolbar": .structure,
        "IBUIParentViewController": .notWritten("the parent, derived from where the controller is"),
        "IBUINibName": .attribute("nibName", .string),
        "IBUITitle": .attribute("title", .string),
        "IBUIWantsFullScreenLayout": .attribute("wantsFullScreenLayout", .bool),
        "IBUIHorizontal": .notWritten("the simulated orientation"),
        "IBUIAutoresizesArchivedViewToFullSize": .attribute("autoresizesArchivedViewToFullSize", .bool),
        "IBUISimulatedStatusBarMetrics": .structure, "IBUISimulatedOrientationMetrics": .structure,
        "IBUISimulatedDestinationMetrics": .structure, "IBUISimulatedTopBarMetrics": .structure,
        "IBUISimulatedBottomBarMetrics": .structure,
    ]

    // MARK: The classes

    private static let view = [objectRules, viewRules]
    private static let control = view + [controlRules]

    /// Every declaration; ``byClass`` indexes them.
    static let all: [ClassTranslator] = [
        ClassTranslator("IBProxyObject", element: "placeholder", uikitClass: "NSObject", kind: .proxy, rules: [objectRules, [
            "IBProxiedObjectIdentifier": .structure,
        ]]),
        ClassTranslator("IBUICustomObject", element: "customObject", uikitClass: "NSObject", kind: .object, rules: [objectRules]),
        ClassTranslator("IBUIView", element: "view", uikitClass: "UIView", defaults: [("contentMode", "scaleToFill")], rules: view + [[
            "IBUISimulatedStatusBarMetrics": .structure, "IBUISimulatedOrientationMetrics": .structure,
            "IBUISimulatedDestinationMetrics": .structure, "IBUISimulatedTopBarMetrics": .structure,
            "IBUISimulatedBottomBarMetrics": .structure,
        ]]),
        ClassTranslator("IBUILabel", element: "label", uikitClass: "UILabel",
                        defaults: [("contentMode", "left"), ("lineBreakMode", "tailTruncation")], rules: view + [textRules, [
            "IBUIHighlightedColor": .color("highlightedColor"),
            "IBUIShadowColor": .color("shadowColor"),
            "IBUIShadowOffset": .size("shadowOffset"),
            "IBUIBaselineAdjustment": .attribute("baselineAdjustment", baselineAdjustments),
            "IBUINumberOfLines": .attribute("numberOfLines", .number),
            "IBUILineBreakMode": .attribute("lineBreakMode", lineBreakModes),
            "IBUIEnabled": .attribute("enabled", .bool),
            "IBUIHighlighted": .attribute("highlighted", .bool),
            "preferredMaxLayoutWidth": .structure,
            "useAutomaticPreferredMaxLayoutWidth": .notWritten("read with preferredMaxLayoutWidth: an automatic width is not written"),
        ]]),
        ClassTranslator("IBUIButton", element: "button", uikitClass: "UIButton",
                        defaults: [("contentMode", "scaleToFill"), ("contentHorizontalAlignment", "center"), ("contentVerticalAlignment", "center"),
                                   ("lineBreakMode", "middleTruncation")], rules: control + [[
            "IBUIButtonType": .attribute("buttonType", buttonTypes),
            "IBUIFontDescription": .font,
            "IBUIFont": .structure,
            "IBUILineBreakMode": .attribute("lineBreakMode", lineBreakModes),
            "IBUIAdjustsImageWhenHighlighted": .attribute("adjustsImageWhenHighlighted", .bool),
            "IBUIAdjustsImageWhenDisabled": .attribute("adjustsImageWhenDisabled", .bool),
            "IBUIShowsTouchWhenHighlighted": .attribute("showsTouchWhenHighlighted", .bool),
            "IBUIReversesTitleShadowWhenHighlighted": .attribute("reversesTitleShadowWhenHighlighted", .bool),
            "IBUIContentEdgeInsets.top": .inset("contentEdgeInsets"), "IBUIContentEdgeInsets.left": .inset("contentEdgeInsets"),
            "IBUIContentEdgeInsets.bottom": .inset("contentEdgeInsets"), "IBUIContentEdgeInsets.right": .inset("contentEdgeInsets"),
            "IBUITitleEdgeInsets.top": .inset("titleEdgeInsets"), "IBUITitleEdgeInsets.left": .inset("titleEdgeInsets"),
            "IBUITitleEdgeInsets.bottom": .inset("titleEdgeInsets"), "IBUITitleEdgeInsets.right": .inset("titleEdgeInsets"),
            "IBUIImageEdgeInsets.top": .inset("imageEdgeInsets"), "IBUIImageEdgeInsets.left": .inset("imageEdgeInsets"),
            "IBUIImageEdgeInsets.bottom": .inset("imageEdgeInsets"), "IBUIImageEdgeInsets.right": .inset("imageEdgeInsets"),
            "IBUITitleShadowOffset": .size("titleShadowOffset"),
            "IBUINormalTitle": .state("normal", .title),
            "IBUIHighlightedTitle": .state("highlighted", .title),
            "IBUISelectedTitle": .state("selected", .title),
            "IBUIDisabledTitle": .state("disabled", .title),
            "IBUINormalImage": .state("normal", .image),
            "IBUIHighlightedImage": .state("highlighted", .image),
            "IBUISelectedImage": .state("selected", .image),
            "IBUIDisabledImage": .state("disabled", .image),
            "IBUINormalBackgroundImage": .state("normal", .backgroundImage),
            "IBUIHighlightedBackgroundImage": .state("highlighted", .backgroundImage),
            "IBUISelectedBackgroundImage": .state("selected", .backgroundImage),
            "IBUIDisabledBackgroundImage": .state("disabled", .backgroundImage),
            "IBUINormalTitleColor": .state("normal", .color("titleColor")),
            "IBUIHighlightedTitleColor": .state("highlighted", .color("titleColor")),
            "IBUISelectedTitleColor": .state("selected", .color("titleColor")),
            "IBUIDisabledTitleColor": .state("disabled", .color("titleColor")),
            "IBUINormalTitleShadowColor": .state("normal", .color("titleShadowColor")),
            "IBUIHighlightedTitleShadowColor": .state("highlighted", .color("titleShadowColor")),
            "IBUISelectedTitleShadowColor": .state("selected", .color("titleShadowColor")),
            "IBUIDisabledTitleShadowColor": .state("disabled", .color("titleShadowColor")),
        ]]),
        ClassTranslator("IBUITextField", element: "textField", uikitClass: "UITextField",
                        defaults: [("contentMode", "scaleToFill"), ("contentHorizontalAlignment", "left"), ("contentVerticalAlignment", "center")],
                        rules: control + [textRules, [
            "IBUIPlaceholder": .attribute("placeholder", .string),
            "IBUIBorderStyle": .attribute("borderStyle", borderStyles),
            "IBUIClearButtonMode": .attribute("clearButtonMode", viewModes),
            "IBUIClearsOnBeginEditing": .attribute("clearsOnBeginEditing", .bool),
            "IBUIBackground": .image("background"),
            "IBUIDisabledBackground": .image("disabledBackground"),
        ]]),
        ClassTranslator("IBUITextView", element: "textView", uikitClass: "UITextView", defaults: [("contentMode", "scaleToFill")],
                        rules: view + [scrollRules, textRules, [
            "IBUIDataDetectorTypes": .structure,
        ]]),
        ClassTranslator("IBUIImageView", element: "imageView", uikitClass: "UIImageView", defaults: [("contentMode", "scaleToFill")], rules: view + [[
            "IBUIImage": .image("image"),
            "IBUIHighlightedImage": .image("highlightedImage"),
            "IBUIHighlighted": .attribute("highlighted", .bool),
        ]]),
        ClassTranslator("IBUIScrollView", element: "scrollView", uikitClass: "UIScrollView", defaults: [("contentMode", "scaleToFill")],
                        rules: view + [scrollRules]),
        ClassTranslator("IBUITableView", element: "tableView", uikitClass: "UITableView",
                        defaults: [("contentMode", "scaleToFill"), ("style", "plain"), ("separatorStyle", "none")], rules: view + [scrollRules, [
            "IBUIStyle": .attribute("style", tableStyles),
            "IBUISeparatorStyle": .attribute("separatorStyle", separatorStyles),
            "IBUISeparatorColor": .color("separatorColor"),
            "IBUIRowHeight": .attribute("rowHeight", .number),
            "IBUISectionHeaderHeight": .attribute("sectionHeaderHeight", .number),
            "IBUISectionFooterHeight": .attribute("sectionFooterHeight", .number),
            "IBUISectionIndexMinimumDisplayRowCount": .attribute("sectionIndexMinimumDisplayRowCount", .number),
            "IBUIShowsSelectionImmediatelyOnTouchBegin": .notWritten("an Interface Builder 3 setting the modern format dropped"),
            "IBUIAllowsSelectionDuringEditing": .attribute("allowsSelectionDuringEditing", .bool),
            "IBUIAllowsSelection": .attribute("allowsSelection", .bool),
        ]]),
        ClassTranslator("IBUITableViewCell", element: "tableViewCell", uikitClass: "UITableViewCell",
                        defaults: [("contentMode", "scaleToFill"), ("selectionStyle", "blue"), ("indentationWidth", "10")], rules: view + [[
            "IBUIContentView": .structure,
            "IBUIReuseIdentifier": .attribute("reuseIdentifier", .string),
            "IBUISelectionStyle": .attribute("selectionStyle", selectionStyles),
            "IBUIAccessoryType": .attribute("accessoryType", accessoryTypes),
            "IBUIEditingAccessoryType": .attribute("editingAccessoryType", accessoryTypes),
            "IBUIIndentationWidth": .attribute("indentationWidth", .number),
            "IBUIIndentationLevel": .attribute("indentationLevel", .number),
            "IBUIRowHeight": .attribute("rowHeight", .number),
        ]]),
        ClassTranslator("IBUISwitch", element: "switch", uikitClass: "UISwitch",
                        defaults: [("contentMode", "scaleToFill"), ("contentHorizontalAlignment", "center"), ("contentVerticalAlignment", "center")],
                        rules: control + [["IBUIOn": .attribute("on", .bool), "IBUIOnTintColor": .color("onTintColor")]]),
        ClassTranslator("IBUISlider", element: "slider", uikitClass: "UISlider",
                        defaults: [("contentMode", "scaleToFill"), ("contentHorizontalAlignment", "center"), ("contentVerticalAlignment", "center"),
                                   ("minValue", "0.0"), ("maxValue", "1")], rules: control + [[
            "IBUIValue": .attribute("value", .number),
            "IBUIMinValue": .attribute("minValue", .number),
            "IBUIMaxValue": .attribute("maxValue", .number),
            "IBUIContinuous": .attribute("continuous", .bool),
        ]]),
        ClassTranslator("IBUISegmentedControl", element: "segmentedControl", uikitClass: "UISegmentedControl",
                        defaults: [("contentMode", "scaleToFill"), ("contentHorizontalAlignment", "left"), ("contentVerticalAlignment", "top"),
                                   ("segmentControlStyle", "plain")], rules: control + [[
            "IBSegmentControlStyle": .attribute("segmentControlStyle", segmentStyles),
            "IBSelectedSegmentIndex": .attribute("selectedSegmentIndex", .number),
            "IBNumberOfSegments": .structure, "IBSegmentTitles": .structure, "IBSegmentWidths": .structure,
            "IBSegmentEnabledStates": .structure, "IBSegmentContentOffsets": .structure, "IBSegmentImages": .structure,
            "IBMomentary": .attribute("momentary", .bool),
            "IBTintColor": .color("tintColor"),
        ]]),
        ClassTranslator("IBUIActivityIndicatorView", element: "activityIndicatorView", uikitClass: "UIActivityIndicatorView",
                        defaults: [("contentMode", "scaleToFill"), ("hidesWhenStopped", "YES"), ("style", "white")], rules: view + [[
            "IBUIHidesWhenStopped": .attribute("hidesWhenStopped", .bool),
            "IBUIAnimating": .attribute("animating", .bool),
            "IBUIStyle": .attribute("style", indicatorStyles),
            "IBUIColor": .color("color"),
        ]]),
        ClassTranslator("IBUIProgressView", element: "progressView", uikitClass: "UIProgressView", defaults: [("contentMode", "scaleToFill")],
                        rules: view + [[
            "IBUIProgress": .attribute("progress", .number),
            "IBUIProgressViewStyle": .attribute("progressViewStyle", progressStyles),
        ]]),
        ClassTranslator("IBUIWebView", element: "webView", uikitClass: "UIWebView", defaults: [("contentMode", "scaleToFill")], rules: view + [[
            "IBUIScalesPageToFit": .attribute("scalesPageToFit", .bool),
            "IBUIDataDetectorTypes": .structure,
            "IBUIDetectsPhoneNumbers": .structure,
        ]]),
        ClassTranslator("IBUIDatePicker", element: "datePicker", uikitClass: "UIDatePicker",
                        defaults: [("contentMode", "scaleToFill"), ("contentHorizontalAlignment", "center"), ("contentVerticalAlignment", "center")],
                        rules: control + [[
            "IBDatePickerMode": .attribute("datePickerMode", datePickerModes),
            "IBUIDatePickerMode": .attribute("datePickerMode", datePickerModes),
            "IBUIMinuteInterval": .attribute("minuteInterval", .number),
            "IBUICountDownDuration": .attribute("countDownDuration", .number),
        ]]),
        ClassTranslator("IBUIPickerView", element: "pickerView", uikitClass: "UIPickerView", defaults: [("contentMode", "scaleToFill")], rules: view + [[
            "IBUIShowsSelectionIndicator": .notWritten("iOS 7 always shows the selection"),
        ]]),
        ClassTranslator("IBUIToolbar", element: "toolbar", uikitClass: "UIToolbar", defaults: [("contentMode", "scaleToFill")], rules: view + [[
            "IBUIItems": .structure,
            "IBUIBarStyle": .attribute("barStyle", barStyles),
            "IBUITranslucent": .attribute("translucent", .bool),
        ]]),
        ClassTranslator("IBUINavigationBar", element: "navigationBar", uikitClass: "UINavigationBar", defaults: [("contentMode", "scaleToFill")],
                        rules: view + [[
            "IBUIItems": .structure,
            "IBUIBarStyle": .attribute("barStyle", barStyles),
            "IBUITranslucent": .attribute("translucent", .bool),
        ]]),
        ClassTranslator("IBUITabBar", element: "tabBar", uikitClass: "UITabBar", defaults: [("contentMode", "scaleToFill")], rules: view + [[
            "IBUIItems": .structure,
            "IBUISelectedItem": .notWritten("the selection is run-time state"),
        ]]),
        ClassTranslator("IBUISearchBar", element: "searchBar", uikitClass: "UISearchBar", defaults: [("contentMode", "redraw")], rules: view + [[
            "IBTextInputTraits": .textInputTraits,
            "IBUITextInputTraits": .textInputTraits,
            "IBText": .attribute("text", .string),
            "IBPlaceholder": .attribute("placeholder", .string),
            "IBPrompt": .attribute("prompt", .string),
            "IBShowsCancelButton": .attribute("showsCancelButton", .bool),
            "IBShowsBookmarkButton": .attribute("showsBookmarkButton", .bool),
            "IBBarStyle": .attribute("barStyle", barStyles),
            "IBShowsScopeBar": .attribute("showsScopeBar", .bool),
            "IBScopeButtonTitles": .structure,
        ]]),
        ClassTranslator("IBMKMapView", element: "mapView", uikitClass: "MKMapView",
                        defaults: [("contentMode", "scaleToFill"), ("mapType", "standard")], rules: view + [[
            "IBMKMapType": .attribute("mapType", mapTypes),
            "IBMKShowsUserLocation": .attribute("showsUserLocation", .bool),
            "IBMKScrollEnabled": .attribute("scrollEnabled", .bool),
            "IBMKZoomEnabled": .attribute("zoomEnabled", .bool),
        ]]),
        ClassTranslator("IBUIPageControl", element: "pageControl", uikitClass: "UIPageControl",
                        defaults: [("contentMode", "scaleToFill"), ("contentHorizontalAlignment", "center"), ("contentVerticalAlignment", "center")],
                        rules: control + [[
            "IBNumberOfPages": .attribute("numberOfPages", .number),
            "IBUINumberOfPages": .attribute("numberOfPages", .number),
            "IBUICurrentPage": .attribute("currentPage", .number),
            "IBUIHidesForSinglePage": .attribute("hidesForSinglePage", .bool),
        ]]),
        ClassTranslator("IBUIWindow", element: "window", uikitClass: "UIWindow", defaults: [("contentMode", "scaleToFill")], rules: view + [[
            "IBUIResizesToFullScreen": .attribute("resizesToFullScreen", .bool),
            "IBUIVisibleAtLaunch": .attribute("visibleAtLaunch", .bool),
            "NSFrameMatrix": .notWritten("the window's transform, an identity Interface Builder archives"),
            "IBUISimulatedStatusBarMetrics": .structure, "IBUISimulatedOrientationMetrics": .structure,
            "IBUISimulatedDestinationMetrics": .structure,
        ]]),
        ClassTranslator("IBUIBarButtonItem", element: "barButtonItem", uikitClass: "UIBarButtonItem", kind: .barItem,
                        rules: [objectRules, barItemRules]),
        ClassTranslator("IBUITabBarItem", element: "tabBarItem", uikitClass: "UITabBarItem", kind: .barItem, rules: [objectRules, barItemRules]),
        ClassTranslator("IBUINavigationItem", element: "navigationItem", uikitClass: "UINavigationItem", kind: .barItem, rules: [objectRules, barItemRules, [
            "IBUILeftBarButtonItem": .structure, "IBUIRightBarButtonItem": .structure,
            "IBUINavigationBar": .notWritten("the bar, derived from where the item is"),
            "IBUIBackBarButtonItem": .structure, "IBUIPrompt": .attribute("prompt", .string),
        ]]),
        ClassTranslator("IBUIViewController", element: "viewController", uikitClass: "UIViewController", kind: .object, rules: [objectRules, controllerRules]),
        ClassTranslator("IBUITableViewController", element: "tableViewController", uikitClass: "UITableViewController", kind: .object,
                        rules: [objectRules, controllerRules]),
        ClassTranslator("IBUINavigationController", element: "navigationController", uikitClass: "UINavigationController", kind: .object,
                        rules: [objectRules, controllerRules]),
        ClassTranslator("IBUITabBarController", element: "tabBarController", uikitClass: "UITabBarController", kind: .object,
                        rules: [objectRules, controllerRules]),
        ClassTranslator("IBUITapGestureRecognizer", element: "tapGestureRecognizer", uikitClass: "UITapGestureRecognizer", kind: .object,
                        rules: [objectRules, gestureRules]),
        ClassTranslator("IBUISwipeGestureRecognizer", element: "swipeGestureRecognizer", uikitClass: "UISwipeGestureRecognizer", kind: .object,
                        rules: [objectRules, gestureRules]),
        ClassTranslator("IBUIPanGestureRecognizer", element: "panGestureRecognizer", uikitClass: "UIPanGestureRecognizer", kind: .object,
                        rules: [objectRules, gestureRules]),
        ClassTranslator("IBUIPinchGestureRecognizer", element: "pinchGestureRecognizer", uikitClass: "UIPinchGestureRecognizer", kind: .object,
                        rules: [objectRules, gestureRules]),
        ClassTranslator("IBUIRotationGestureRecognizer", element: "rotationGestureRecognizer", uikitClass: "UIRotationGestureRecognizer", kind: .object,
                        rules: [objectRules, gestureRules]),
        ClassTranslator("IBUILongPressGestureRecognizer", element: "longPressGestureRecognizer", uikitClass: "UILongPressGestureRecognizer", kind: .object,
                        rules: [objectRules, gestureRules]),
    ]

    /// The declarations by archived class.
    static let byClass: [String: ClassTranslator] = Dictionary(all.map { ($0.archivedClass, $0) }, uniquingKeysWith: { first, _ in first })
}

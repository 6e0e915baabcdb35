import LayoutCore

/// What Xcode writes for one archived key of a class, learned from the documents Xcode wrote when it
/// upgraded legacy archives: an attribute, a child element, a button state's part, or nothing
/// (a design-time cache that the modern format does not keep).
enum UpgradeRule: Sendable {
    /// An attribute of the object's element, its value converted.
    case attribute(String, UpgradeValue)
    /// `<color key="NAME">` in the colour's own space (``LegacyColor``); `<nil key="NAME"/>` for `<nil>`.
    case color(String)
    /// `<fontDescription key="fontDescription">` from an `IBUIFontDescription`.
    case font
    /// An image by resource name, as attribute `NAME`; the image goes into `<resources>`.
    case image(String)
    /// A text: the `text` attribute, or `<mutableString key="text">` for an `NSMutableString`.
    case text
    /// `<textInputTraits key="textInputTraits">` from an `IBUITextInputTraits` object.
    case textInputTraits
    /// A part of a button state: `<state key="STATE">` with attribute (or `<color key=...>`) `PART`.
    case state(String, ButtonPart)
    /// `<size key="NAME">` from a `{width, height}` offset string.
    case size(String)
    /// `<inset key="NAME">` from the four keys `….top`, `.left`, `.bottom`, `.right` that archive one
    /// `UIEdgeInsets`; each of the four has this rule.
    case inset(String)
    /// `<accessibility key="accessibilityConfiguration">` from an `IBUIAccessibilityConfiguration`.
    case accessibility
    /// A member the translator reads itself (frame, flags, subviews, segments, items, the cell's
    /// content view).
    case structure
    /// A member Xcode does not write: interface-builder bookkeeping, responder chain, caches
    /// (`why` says which).
    case notWritten(String)

    /// What a button state holds.
    enum ButtonPart: Sendable {
        case title, image, backgroundImage
        case color(String)
    }
}

/// How an archived scalar becomes an attribute's value.
enum UpgradeValue: Sendable {
    /// `YES` / `NO`.
    case bool
    /// A number as Xcode writes it.
    case number
    /// The text as archived.
    case string
    /// An enumeration by its raw value.
    case enumeration([Int64: String])
    /// An enumeration whose cases are raw values 0, 1, 2, ...
    static func cases(_ names: [String]) -> UpgradeValue {
        .enumeration(Dictionary(uniqueKeysWithValues: names.enumerated().map { (Int64($0.offset), $0.element) }))
    }
}

/// One container element of a legacy archive (`<object>`, `<array>`, `<dictionary>`, `<data>`):
/// its class, id, keyed members and unkeyed items. Members hold only what the importer reads;
/// other scalars are dropped while streaming.
struct LegacyArchiveObject: Sendable {
    /// The element name: `object`, `array`, `dictionary` or `data`.
    var element: String
    /// The archived class (`IBUILabel`, `NSMutableArray`, ...); arrays and dictionaries without a
    /// `class` attribute get `NSArray` / `NSDictionary`.
    var className: String
    /// The `id` attribute, which `<reference ref=...>` points at.
    var id: String?
    var location: SourceLocation
    /// Keyed children, by `key`.
    var members: [String: LegacyArchiveValue] = [:]
    /// The member keys in document order: a `<dictionary>` used as an array keeps its order.
    var memberOrder: [String] = []
    /// Unkeyed children in document order (an array's elements).
    var items: [LegacyArchiveValue] = []

    init(element: String, className: String, id: String?, location: SourceLocation) {
        self.element = element
        self.className = className
        self.id = id
        self.location = location
    }
}

import LayoutCore

/// One container element of a legacy archive (`<object>`, `<array>`, `<dictionary>`, `<data>`):
/// its class, id, keyed members and unkeyed items. Members hold only what the importer reads;
/// other keyed children are dropped while streaming.
package struct LegacyArchiveObject: Sendable {
    /// The element name: `object`, `array`, `dictionary` or `data`.
    package var element: String
    /// The archived class (`IBUILabel`, `NSMutableArray`, ...); arrays and dictionaries without a
    /// `class` attribute get `NSArray` / `NSDictionary`.
    package var className: String
    /// The `id` attribute, which `<reference ref=...>` points at.
    package var id: String?
    package var position: LegacyPosition
    /// Keyed children in document order. An array, not a dictionary: objects keep only a few
    /// members, and a hashed table per object would cost more than the scan.
    package var members: [LegacyArchiveMember] = []
    /// Unkeyed children in document order (an array's elements).
    package var items: [LegacyArchiveValue] = []

    init(element: String, className: String, id: String?, position: LegacyPosition) {
        self.element = element
        self.className = className
        self.id = id
        self.position = position
    }

    /// The member with this key; the last one wins if the archive repeats a key.
    package func member(_ key: String) -> LegacyArchiveValue? {
        members.last { $0.key == key }?.value
    }
}

import LayoutCore

/// One member or item of a legacy archive container, as streamed: nothing is resolved yet.
package enum LegacyArchiveValue: Sendable {
    /// A container defined in place, by its index in the ``LegacyObjectTable``.
    case object(Int)
    /// `<reference ref="...">`: an object defined elsewhere, possibly later in the file.
    case reference(id: String, position: LegacyPosition)
    /// A scalar element (`<string>`, `<int>`, ...).
    case scalar(LegacyArchiveScalar)
    /// `<nil>`, or a `<reference>` with no `ref`.
    case null
}

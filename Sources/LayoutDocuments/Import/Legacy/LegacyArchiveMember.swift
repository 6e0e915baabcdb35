import LayoutCore

/// A keyed child of a legacy archive container.
package struct LegacyArchiveMember: Sendable {
    package var key: String
    package var value: LegacyArchiveValue
}

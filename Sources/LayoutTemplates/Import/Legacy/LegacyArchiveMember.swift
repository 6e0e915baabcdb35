/// A keyed child of a legacy archive container.
struct LegacyArchiveMember: Sendable {
    var key: String
    var value: LegacyArchiveValue
}

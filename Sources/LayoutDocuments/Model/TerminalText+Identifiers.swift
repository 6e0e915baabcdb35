import LayoutCore

// The identifiers print as the strings they wrap, through the one escaper.
extension TerminalText {
    /// ``shortened(_:limit:)`` of the id as written.
    package static func shortened(_ id: ViewID, limit: Int = defaultLimit) -> String {
        shortened(id.rawValue, limit: limit)
    }

    /// ``shortened(_:limit:)`` of the name as written.
    package static func shortened(_ name: LayoutName, limit: Int = defaultLimit) -> String {
        shortened(name.rawValue, limit: limit)
    }

    /// ``shortened(_:limit:)`` of the trait key as written.
    package static func shortened(_ traits: SizeClassTraits, limit: Int = defaultLimit) -> String {
        shortened(traits.rawValue, limit: limit)
    }
}

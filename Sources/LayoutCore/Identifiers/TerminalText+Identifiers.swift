// The identifiers print as the strings they wrap, through the one escaper.
extension TerminalText {
    /// ``shortened(_:limit:)`` of the identifier as written.
    package static func shortened(_ identifier: some StringIdentifier, limit: Int = defaultLimit) -> String {
        shortened(identifier.rawValue, limit: limit)
    }
}

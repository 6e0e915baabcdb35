/// Why a document could not be read: malformed XML, a refused construct, a limit, or the file itself.
package struct XMLParseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What kind of failure this is; importers map each to a diagnostic rule.
    package enum Kind: String, Hashable, Sendable, Codable {
        /// The bytes are not well-formed XML (libxml2's own error).
        case malformed
        /// Well-formed, but a construct this reader refuses (a DTD, an entity declaration).
        case refused
        /// A configured limit was exceeded.
        case limit
        /// The file could not be opened or read.
        case io
    }

    package var kind: Kind
    package var message: String
    /// Where the parser stopped; `nil` when there is no position (an unreadable file).
    package var position: XMLPosition?

    package init(kind: Kind, message: String, position: XMLPosition?) {
        self.kind = kind
        self.message = message
        self.position = position
    }

    package var description: String {
        if let position { return "\(position.line):\(position.column): \(message)" }
        return message
    }
}

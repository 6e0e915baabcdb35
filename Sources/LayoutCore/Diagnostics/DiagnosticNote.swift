/// A secondary remark attached to a ``Diagnostic``, usually pointing at another place.
public struct DiagnosticNote: Hashable, Sendable, Encodable {
    /// The place the note talks about, or `nil` when it has none.
    public var location: SourceLocation?
    /// The remark.
    public var message: String

    /// A note saying `message` about `location`.
    public init(location: SourceLocation? = nil, message: String) {
        self.location = location
        self.message = message
    }

    /// Flat, as ``Diagnostic/encode(to:)`` gives a note: `file`, `line`, `column` (each `null`
    /// when unknown) and `message`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(location?.file, forKey: .file)
        try container.encode(location?.line, forKey: .line)
        try container.encode(location?.column, forKey: .column)
        try container.encode(message, forKey: .message)
    }

    private enum CodingKeys: String, CodingKey { case file, line, column, message }
}

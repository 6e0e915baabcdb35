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
}

/// A secondary remark attached to a ``Diagnostic``, usually pointing at another place.
public struct DiagnosticNote: Hashable, Sendable, Codable {
    public var location: SourceLocation?
    public var message: String

    public init(location: SourceLocation? = nil, message: String) {
        self.location = location
        self.message = message
    }
}

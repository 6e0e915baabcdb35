/// A position in an XML source, 1-based, as the parser reports it.
public struct XMLPosition: Hashable, Sendable, Codable {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
}

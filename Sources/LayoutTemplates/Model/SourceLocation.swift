/// Where something was read: a file and a 1-based line and column.
public struct SourceLocation: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The path as given to the importer.
    public var file: String
    /// The 1-based line.
    public var line: Int
    /// The 1-based column.
    public var column: Int

    /// The place at `line` and `column` of `file`.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    public var description: String { "\(file):\(line):\(column)" }
}

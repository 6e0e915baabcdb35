/// Where something was read: a file, and where it is known a 1-based line and column.
///
/// A diagnostic about a whole file (one that cannot be read, say) has a location with no line and
/// no column: it is rendered `path: error: ...` as compilers do, and its JSON and SARIF forms leave
/// the position out.
public struct SourceLocation: Hashable, Sendable, Encodable, CustomStringConvertible {
    /// The path as given to the importer.
    public package(set) var file: String
    /// The 1-based line; `nil` when the location is the whole file.
    public package(set) var line: Int?
    /// The 1-based column; `nil` when the location is the whole file or a whole line.
    public package(set) var column: Int?

    /// The place at `line` and `column` of `file`.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// The whole of `file`: no line, no column.
    package init(file: String) {
        self.file = file
    }

    /// `path:line:col`, `path:line` or `path`, as far as the position is known.
    public var description: String {
        guard let line else { return file }
        guard let column else { return "\(file):\(line)" }
        return "\(file):\(line):\(column)"
    }
}

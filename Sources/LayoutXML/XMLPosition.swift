/// A position in an XML source, 1-based, as the parser reports it.
package struct XMLPosition: Hashable, Sendable, Codable {
    package var line: Int
    package var column: Int

    package init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
}

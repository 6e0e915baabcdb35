import LayoutCore

/// Where an element of a legacy archive starts, packed: the object table holds one per object,
/// scalar and reference, and the file name is added only when a diagnostic or a model value needs it.
package struct LegacyPosition: Hashable, Sendable {
    package var line: Int32
    package var column: Int32

    init(line: Int, column: Int) {
        // Lines beyond Int32 would need a file of more than two billion lines, which the reader's
        // limits never let through; clamp rather than trap all the same.
        self.line = Int32(clamping: line)
        self.column = Int32(clamping: column)
    }

    package func location(in file: String) -> SourceLocation {
        SourceLocation(file: file, line: Int(line), column: Int(column))
    }
}

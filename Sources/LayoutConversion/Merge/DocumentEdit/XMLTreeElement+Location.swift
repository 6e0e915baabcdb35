import LayoutCore
import LayoutXML

extension XMLTree.Element {
    /// Where the element starts in `file`, for a diagnostic about it; the whole file when the
    /// element was made by the edit rather than read.
    func location(in file: String) -> SourceLocation {
        position.map { SourceLocation(file: file, line: $0.line, column: $0.column) } ?? SourceLocation(file: file)
    }
}

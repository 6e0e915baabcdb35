import LayoutCore
import LayoutXML

extension XMLTree.DocumentType {
    /// The warning that this declaration of `role` (read from `file`) is not written into the
    /// `output` ("merged", "upgraded") document, at the declaration's line: the writers never
    /// write one, as Interface Builder never does, and a designer who put one there is told.
    package func droppedWarning(of role: String, into output: String, file: String) -> Diagnostic {
        let location = position.map { SourceLocation(file: file, line: $0.line, column: $0.column) } ?? SourceLocation(file: file)
        return .warning(.ignoredContent, "the <!DOCTYPE \(TerminalText.shortened(name))> declaration of \(role) is not written into the \(output) document (Interface Builder never writes one)", at: location)
    }
}

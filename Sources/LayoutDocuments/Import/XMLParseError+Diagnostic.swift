import LayoutCore
import LayoutXML

extension XMLParseError {
    /// This reader error as a diagnostic in `file`.
    package func diagnostic(file: String) -> Diagnostic {
        let rule: RuleID = switch kind {
        case .malformed: .malformedXML
        case .refused: .refusedXML
        case .limit: .inputLimit
        case .io: .unreadableFile
        }
        let location = position.map { SourceLocation(file: file, line: $0.line, column: $0.column) }
            ?? SourceLocation(file: file)
        return .error(rule, message, at: location)
    }
}

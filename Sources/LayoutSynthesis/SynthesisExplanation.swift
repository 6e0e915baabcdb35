import Foundation
import LayoutCore

extension SynthesisResult {
    /// The explanation as text: per view, each chosen constraint and its evidence, ids escaped
    /// for a terminal.
    public var explanation: String {
        var lines: [String] = []
        for view in views.dropFirst() {
            let how = view.isPinned ? " (pinned: its inferred constraints failed verification)"
                : view.isPlacedBySuperview ? " (placed by its superview '\(TerminalText.escaped(view.superviewID?.rawValue ?? ""))')" : ""
            lines.append("view \(TerminalText.escaped(view.id.rawValue))\(how)")
            for constraint in view.constraints {
                lines.append("  \(TerminalText.escaped(constraint.equation)): \(TerminalText.escaped(constraint.evidence))")
            }
        }
        return lines.joined(separator: "\n") + (lines.isEmpty ? "" : "\n")
    }

    /// The explanation as JSON: `{"views": [{"id", "superview", "pinned", "constraints": [...]}]}`,
    /// each constraint with its equation and evidence.
    package func explanationJSON() throws -> String {
        struct Report: Encodable { var views: [SynthesisResult.SynthesizedView] }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(Report(views: Array(views.dropFirst()))), as: UTF8.self)
    }
}

import Foundation
import LayoutCore
import LayoutDocuments

extension SynthesisResult {
    /// The explanation as text: per view, each chosen constraint and its evidence, the views named
    /// as reports name them (``ViewIdentity``, or the id of a view that is no document's) and
    /// escaped for a terminal.
    public var explanation: String {
        let names = viewNames()
        func name(_ id: ViewID) -> String { Self.name(of: id, names) }
        var lines: [String] = []
        for view in views.dropFirst() {
            let how = view.isPinned ? " (pinned: its inferred constraints failed verification)"
                : view.isPlacedBySuperview ? " (placed by its superview \(view.superviewID.map(name) ?? "?"))" : ""
            lines.append("\(name(view.id))\(how)")
            for constraint in view.constraints {
                let item = if case .sibling(let id) = constraint.item { name(id) } else { constraint.item.description }
                // The evidence is the synthesis's own sentence, whatever it quotes of an input shortened already.
                lines.append("  \(TerminalText.escaped(constraint.equation(item: item))): \(TerminalText.escaped(constraint.evidence, limit: nil))")
            }
        }
        return lines.joined(separator: "\n") + (lines.isEmpty ? "" : "\n")
    }

    /// The explanation as JSON: `{"views": [{"id", "name", "superview", "pinned", "constraints":
    /// [...]}]}`, each constraint with its equation and evidence; `name` is the view as the text
    /// names it.
    package func explanationJSON() throws -> String {
        struct NamedView: Encodable {
            var view: SynthesisResult.SynthesizedView
            var name: String
            enum CodingKeys: String, CodingKey { case name }
            func encode(to encoder: any Encoder) throws {
                try view.encode(to: encoder)
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(name, forKey: .name)
            }
        }
        struct Report: Encodable { var views: [NamedView] }
        let names = viewNames()
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let report = Report(views: views.dropFirst().map { NamedView(view: $0, name: Self.name(of: $0.id, names)) })
        return String(decoding: try encoder.encode(report), as: UTF8.self)
    }

    /// How the explanation names the view `id`, given ``viewNames()``.
    private static func name(of id: ViewID, _ names: [String: String]) -> String {
        names[id.rawValue] ?? ViewIdentity.description(ofViewWithID: id.rawValue)
    }

    /// The name of every view of the design drawn from a document's view, by id.
    private func viewNames() -> [String: String] {
        var names: [String: String] = [:]
        var stack = [design.root]
        while let view = stack.popLast() {
            if let identity = view.identity, names[view.id] == nil { names[view.id] = identity.description }
            stack += view.subviews
        }
        return names
    }
}

import LayoutCore

/// What `template-apply match --format json` prints (version 2, ``DiagnosticRecord/version``):
///
///     {"version": 2, "mode": "default", "live": "portrait",
///      "layouts": [{"name", "file", "root", "condition"}],
///      "matches": [{"layout", "template", "live", "rule"}],
///      "unmatched": [{"layout", "template", "path", "identity", "file", "line", "column", "unmatchedDescendants"}],
///      "diagnostics": [{"severity", "file", "line", "column", "rule", "message", "notes"}]}
///
/// `matches` is the final table of every layout other than the live one, one entry per live view
/// that receives attributes, in the live tree's pre-order. `live` is the name of the layout whose
/// template is the live tree (`"view"` when the live tree is none of them).
package struct MatchReport: Encodable, Hashable, Sendable {
    package struct LayoutRecord: Encodable, Hashable, Sendable {
        package var name: String
        package var file: String
        package var root: String
        package var condition: String
    }

    package struct MatchRecord: Encodable, Hashable, Sendable {
        package var layout: String
        package var template: String
        package var live: String
        package var rule: MatchRule
    }

    package struct UnmatchedRecord: Encodable, Hashable, Sendable {
        package var layout: String
        package var template: String
        package var path: String
        package var identity: String
        package var file: String
        package var line: Int
        package var column: Int
        package var unmatchedDescendants: Int
    }

    package var version = DiagnosticRecord.version
    package var mode: MatchingMode
    package var live: String
    package var layouts: [LayoutRecord]
    package var matches: [MatchRecord]
    package var unmatched: [UnmatchedRecord]
    package var diagnostics: [DiagnosticRecord]

    /// `diagnostics` are those to report besides the result's own (the importers' and the layout finder's).
    package init(result: MatchResult, diagnostics extra: [Diagnostic] = []) {
        let design = result.design
        mode = result.mode
        live = design.liveLayoutName?.rawValue ?? "view"
        layouts = design.layouts.map { LayoutRecord(name: $0.name.rawValue, file: $0.file, root: $0.rootID.rawValue, condition: $0.condition.description) }
        matches = result.tables.filter { $0.layoutName != design.liveLayoutName }.flatMap { table in
            table.entries.map { MatchRecord(layout: table.layoutName.rawValue, template: $0.templateID.rawValue, live: $0.liveID.rawValue, rule: $0.rule) }
        }
        unmatched = result.unmatched.map { view in
            UnmatchedRecord(layout: view.layoutName.rawValue, template: view.templateID.rawValue, path: view.path, identity: view.identity.distinguishingText,
                            file: view.location?.file ?? "", line: view.location?.line ?? 0, column: view.location?.column ?? 0,
                            unmatchedDescendants: view.unmatchedDescendants)
        }
        diagnostics = (extra + result.diagnostics).map(DiagnosticRecord.init)
    }
}

extension MatchReport {
    /// The report of `result` as `JSONEncoder` (pretty, sorted keys, slashes unescaped)
    /// writes a ``MatchReport``, byte for byte, handed to `sink` piece by piece as it is written:
    /// the rows of a large table are never all held as records, nor as one string.
    package static func writeJSON(result: MatchResult, diagnostics extra: [Diagnostic] = [],
                                  sink: @escaping ([UInt8]) -> Void) {
        let design = result.design
        var json = PrettyJSONWriter(sink: sink)
        json.beginObject()
        json.key("diagnostics")
        json.beginArray()
        for diagnostic in extra + result.diagnostics { write(diagnostic, to: &json) }
        json.endArray()
        json.key("layouts")
        json.beginArray()
        for layout in design.layouts {
            json.element()
            json.beginObject()
            json.key("condition"); json.string(layout.condition.description)
            json.key("file"); json.string(layout.file)
            json.key("name"); json.string(layout.name.rawValue)
            json.key("root"); json.string(layout.rootID.rawValue)
            json.endObject()
        }
        json.endArray()
        json.key("live"); json.string(design.liveLayoutName?.rawValue ?? "view")
        json.key("matches")
        json.beginArray()
        for table in result.tables where table.layoutName != design.liveLayoutName {
            for entry in table.entries {
                json.element()
                json.beginObject()
                json.key("layout"); json.string(table.layoutName.rawValue)
                json.key("live"); json.string(entry.liveID.rawValue)
                json.key("rule"); json.string(entry.rule.rawValue)
                json.key("template"); json.string(entry.templateID.rawValue)
                json.endObject()
            }
        }
        json.endArray()
        json.key("mode"); json.string(result.mode.rawValue)
        json.key("unmatched")
        json.beginArray()
        for view in result.unmatched {
            json.element()
            json.beginObject()
            json.key("column"); json.integer(view.location?.column ?? 0)
            json.key("file"); json.string(view.location?.file ?? "")
            json.key("identity"); json.string(view.identity.distinguishingText)
            json.key("layout"); json.string(view.layoutName.rawValue)
            json.key("line"); json.integer(view.location?.line ?? 0)
            json.key("path"); json.string(view.path)
            json.key("template"); json.string(view.templateID.rawValue)
            json.key("unmatchedDescendants"); json.integer(view.unmatchedDescendants)
            json.endObject()
        }
        json.endArray()
        json.key("version"); json.integer(DiagnosticRecord.version)
        json.endObject()
        json.finish()
    }

    /// A diagnostic as ``DiagnosticRecord`` encodes it.
    private static func write(_ diagnostic: Diagnostic, to json: inout PrettyJSONWriter) {
        json.element()
        json.beginObject()
        writePosition(diagnostic.location, layout: diagnostic.subject?.layout, to: &json)
        json.key("message"); json.string(diagnostic.message)
        json.key("notes")
        json.beginArray()
        for note in diagnostic.notes {
            json.element()
            json.beginObject()
            writePosition(note.location, to: &json)
            json.key("message"); json.string(note.message)
            json.endObject()
        }
        json.endArray()
        json.key("rule"); json.string(diagnostic.rule.rawValue)
        json.key("severity"); json.string(diagnostic.severity.rawValue)
        if let view = diagnostic.subject?.view { json.key("view"); json.string(view.rawValue) }
        json.endObject()
    }

    /// `column`, `file` and `line`, each `null` where the location does not say it (no location,
    /// or a whole file's), and between them in key order a diagnostic subject's `layout`.
    private static func writePosition(_ location: SourceLocation?, layout: LayoutName? = nil, to json: inout PrettyJSONWriter) {
        json.key("column")
        if let column = location?.column { json.integer(column) } else { json.null() }
        json.key("file")
        if let location { json.string(location.file) } else { json.null() }
        if let layout { json.key("layout"); json.string(layout.rawValue) }
        json.key("line")
        if let line = location?.line { json.integer(line) } else { json.null() }
    }
}

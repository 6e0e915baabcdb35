/// What `template-apply match --format json` prints (version 1):
///
///     {"version": 1, "mode": "default", "live": "portrait",
///      "layouts": [{"name", "file", "root", "condition"}],
///      "matches": [{"layout", "template", "live", "rule"}],
///      "unmatched": [{"layout", "template", "path", "identity", "file", "line", "column", "unmatchedDescendants"}],
///      "diagnostics": [{"severity", "file", "line", "column", "rule", "message", "notes"}]}
///
/// `matches` is the final table of every layout other than the live one, one entry per live view
/// that receives attributes, in the live tree's pre-order. `live` is the name of the layout whose
/// template is the live tree (`"view"` when the live tree is none of them).
public struct MatchReport: Encodable, Hashable, Sendable {
    public struct LayoutRecord: Encodable, Hashable, Sendable {
        public var name: String
        public var file: String
        public var root: String
        public var condition: String
    }

    public struct MatchRecord: Encodable, Hashable, Sendable {
        public var layout: String
        public var template: String
        public var live: String
        public var rule: MatchRule
    }

    public struct UnmatchedRecord: Encodable, Hashable, Sendable {
        public var layout: String
        public var template: String
        public var path: String
        public var identity: String
        public var file: String
        public var line: Int
        public var column: Int
        public var unmatchedDescendants: Int
    }

    public var version = 1
    public var mode: MatchingMode
    public var live: String
    public var layouts: [LayoutRecord]
    public var matches: [MatchRecord]
    public var unmatched: [UnmatchedRecord]
    public var diagnostics: [DiagnosticRecord]

    /// `diagnostics` are those to report besides the result's own (the importers' and the layout finder's).
    public init(set: LayoutSet, result: MatchResult, diagnostics extra: [Diagnostic] = []) {
        mode = result.mode
        live = set.liveLayoutName ?? "view"
        layouts = set.layouts.map { LayoutRecord(name: $0.name, file: $0.file, root: $0.rootID, condition: $0.condition.description) }
        matches = result.tables.filter { $0.layoutName != set.liveLayoutName }.flatMap { table in
            table.entries.map { MatchRecord(layout: table.layoutName, template: $0.templateID, live: $0.liveID, rule: $0.rule) }
        }
        unmatched = result.unmatched.map { view in
            UnmatchedRecord(layout: view.layoutName, template: view.templateID, path: view.path, identity: view.identity,
                            file: view.location?.file ?? "", line: view.location?.line ?? 0, column: view.location?.column ?? 0,
                            unmatchedDescendants: view.unmatchedDescendants)
        }
        diagnostics = (extra + result.diagnostics).map(DiagnosticRecord.init)
    }
}

import LayoutAdaptive
import LayoutCore

extension ScenarioContainer.Step {
    /// The action `text` for a container of `kind`, as the command line spells it: `flip`,
    /// `finishFlip`, `showDetail:NAME`, `pushDetail:NAME`, `popDetail`, `setCollapsed:true|false`,
    /// `setPreferredDisplayMode:MODE`, `setPreferredSplitBehavior:BEHAVIOR`.
    ///
    /// - Throws: ``/LayoutCore/DiagnosticError`` (``/LayoutCore/RuleID/invalidValue``) naming the actions `kind` takes when
    ///   `text` is not one of them or its argument is missing or wrong.
    package init(action text: String, for kind: ContainerKind) throws(DiagnosticError) {
        let parts = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        let name = String(parts[0])
        let argument = parts.count > 1 ? String(parts[1]) : nil
        func fail(_ message: String) -> DiagnosticError {
            DiagnosticError(.error(.invalidValue, message, at: nil))
        }
        func required() throws(DiagnosticError) -> String {
            guard let argument, !argument.isEmpty else { throw fail("action \(name) needs an argument: \(name):VALUE") }
            return argument
        }
        func noArgument() throws(DiagnosticError) {
            if argument != nil { throw fail("action \(name) takes no argument") }
        }
        func enumeration<Value: RawRepresentable & CaseIterable>(_ type: Value.Type) throws(DiagnosticError) -> Value where Value.RawValue == String {
            let raw = try required()
            guard let value = Value(rawValue: raw) else {
                throw fail("'\(raw)' is not a value of \(name) (\(Value.allCases.map(\.rawValue).joined(separator: ", ")))")
            }
            return value
        }
        switch (kind, name) {
        case (.splitOrFlip, "flip"): try noArgument(); self = .splitOrFlip(.flip)
        case (.splitOrFlip, "finishFlip"): try noArgument(); self = .splitOrFlip(.finishFlip)
        case (.indexDetail, "showDetail"), (.indexDetail, "pushDetail"):
            let view = try required()
            guard view != IndexDetail.StackEntry.rootName, view != IndexDetail.StackEntry.indexName else {
                throw fail("a detail cannot be called \"root\" or \"index\" (reserved)")
            }
            self = .indexDetail(name == "showDetail" ? .showDetail(view) : .pushDetail(view))
        case (.indexDetail, "popDetail"): try noArgument(); self = .indexDetail(.popDetail)
        case (.indexDetail, "setCollapsed"):
            switch try required() {
            case "true": self = .indexDetail(.setCollapsed(true))
            case "false": self = .indexDetail(.setCollapsed(false))
            case let other: throw fail("'\(other)' is neither true nor false (setCollapsed)")
            }
        case (.splitView, "setPreferredDisplayMode"):
            self = .splitView(.setPreferredDisplayMode(try enumeration(SplitView.DisplayMode.self)))
        case (.splitView, "setPreferredSplitBehavior"):
            self = .splitView(.setPreferredSplitBehavior(try enumeration(SplitView.Behavior.self)))
        default:
            throw fail("unknown action '\(name)' for a \(kind.rawValue) container (expected \(ScenarioContainer.Step.actionNames(for: kind).joined(separator: ", ")))")
        }
    }

    /// The actions a container of `kind` takes, as ``init(action:for:)`` spells them.
    package static func actionNames(for kind: ContainerKind) -> [String] {
        switch kind {
        case .splitOrFlip: ["flip", "finishFlip"]
        case .indexDetail: ["showDetail:NAME", "pushDetail:NAME", "popDetail", "setCollapsed:true|false"]
        case .splitView: ["setPreferredDisplayMode:MODE", "setPreferredSplitBehavior:BEHAVIOR"]
        }
    }
}

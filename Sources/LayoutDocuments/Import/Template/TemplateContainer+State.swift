import LayoutAdaptive
import LayoutCore

extension TemplateContainer {
    /// The container's state machine in its initial state, configured by ``options``.
    ///
    /// - Throws: ``/LayoutCore/DiagnosticError`` (rule ``/LayoutCore/RuleID/invalidValue``, at ``location``) for an option
    ///   the kind does not take or a value of the wrong kind; the reader reports the same errors.
    package func initialState() throws(DiagnosticError) -> ScenarioContainer {
        var errors: [Diagnostic] = []
        let state = TemplateContainerOptionReader.state(of: self, errors: &errors)
        guard let state, errors.isEmpty else { throw DiagnosticError(errors) }
        return state
    }
}

/// Reads a container's option attributes into its configured state machine; every fault is an
/// error at the container's element, and all are reported together.
enum TemplateContainerOptionReader {
    private typealias Names = TemplateFormatNames

    static func state(of container: TemplateContainer, errors: inout [Diagnostic]) -> ScenarioContainer? {
        var reader = Reader(options: container.options, location: container.location, element: Names.container)
        let allowed = Set(Names.containerOptions(for: container.kind))
        for name in container.options.keys.map(\.rawValue).sorted() where !allowed.contains(name) {
            reader.errors.append(.error(.invalidValue, "a \(container.kind.rawValue) <\(Names.container)> has no attribute '\(TerminalText.shortened(name))' (it takes \(Names.containerOptions(for: container.kind).joined(separator: ", ")))", at: container.location))
        }
        let state: ScenarioContainer
        switch container.kind {
        case .splitOrFlip:
            state = .splitOrFlip(SplitOrFlip(animatesFlips: reader.flag(Names.animatesFlips) ?? true))
        case .indexDetail:
            state = .indexDetail(IndexDetail(axis: reader.enumeration(Names.axis) ?? .horizontal,
                                             detailFraction: reader.number(Names.detailFraction, in: 0...1) ?? 0.66,
                                             isCollapsed: reader.flag(Names.isCollapsed) ?? false,
                                             expandsAutomatically: reader.flag(Names.expandsAutomatically) ?? false))
        case .splitView:
            let defaults = SplitView.ColumnWidths()
            let widths = SplitView.ColumnWidths(
                primaryFraction: reader.number(Names.primaryFraction, in: 0...1) ?? defaults.primaryFraction,
                minimumPrimary: reader.number(Names.minimumPrimary, in: 0...Double.greatestFiniteMagnitude) ?? defaults.minimumPrimary,
                maximumPrimary: reader.number(Names.maximumPrimary, in: 0...Double.greatestFiniteMagnitude) ?? defaults.maximumPrimary,
                supplementaryFraction: reader.number(Names.supplementaryFraction, in: 0...1) ?? defaults.supplementaryFraction,
                minimumSupplementary: reader.number(Names.minimumSupplementary, in: 0...Double.greatestFiniteMagnitude) ?? defaults.minimumSupplementary,
                maximumSupplementary: reader.number(Names.maximumSupplementary, in: 0...Double.greatestFiniteMagnitude) ?? defaults.maximumSupplementary,
                minimumSecondaryWidth: reader.number(Names.minimumSecondary, in: 0...Double.greatestFiniteMagnitude) ?? defaults.minimumSecondaryWidth)
            state = .splitView(SplitView(style: reader.enumeration(Names.style) ?? .doubleColumn,
                                         preferredDisplayMode: reader.enumeration(Names.preferredDisplayMode) ?? .automatic,
                                         preferredSplitBehavior: reader.enumeration(Names.preferredSplitBehavior) ?? .automatic,
                                         columnWidths: widths,
                                         delegateHandlesCollapse: reader.flag(Names.delegateHandlesCollapse) ?? false))
        }
        errors += reader.errors
        return reader.errors.isEmpty ? state : nil
    }

    /// The children a configured container needs besides ``ContainerKind/requiredChildren``.
    static func extraRequiredChildren(of state: ScenarioContainer) -> [String] {
        if case .splitView(let splitView) = state, splitView.style == .tripleColumn {
            return [SplitView.Column.supplementary.rawValue]
        }
        return []
    }

    /// Whether `name` may be a child of the configured container.
    static func allows(child name: String, in state: ScenarioContainer, kind: ContainerKind) -> Bool {
        if case .splitView(let splitView) = state, splitView.style == .doubleColumn {
            return name != SplitView.Column.supplementary.rawValue && kind.allowedChildren?.contains(name) != false
        }
        return kind.allowedChildren?.contains(name) ?? true
    }

    private struct Reader {
        let options: [TemplateContainer.Option: String]
        let location: SourceLocation?
        let element: String
        var errors: [Diagnostic] = []

        init(options: [TemplateContainer.Option: String], location: SourceLocation?, element: String) {
            self.options = options
            self.location = location
            self.element = element
        }

        mutating func flag(_ name: String) -> Bool? {
            guard let raw = options[TemplateContainer.Option(name)] else { return nil }
            let at = location ?? SourceLocation(file: "")
            return AttributeValueParser.flag(raw, yes: Names.yes, no: Names.no, attribute: name, element: element, at: at, errors: &errors)
        }

        mutating func number(_ name: String, in range: ClosedRange<Double>) -> Double? {
            guard let raw = options[TemplateContainer.Option(name)] else { return nil }
            let at = location ?? SourceLocation(file: "")
            guard let value = AttributeValueParser.finiteNumber(raw, attribute: name, element: element, at: at, errors: &errors) else { return nil }
            guard range.contains(value) else {
                let expected = range.upperBound == .greatestFiniteMagnitude ? "a length (0 or more)"
                    : "between \(Rect.format(range.lowerBound)) and \(Rect.format(range.upperBound))"
                errors.append(.error(.invalidValue, "\(name) \(raw) is not \(expected)", at: location))
                return nil
            }
            return value
        }

        mutating func enumeration<Value: RawRepresentable & CaseIterable>(_ name: String) -> Value? where Value.RawValue == String {
            guard let raw = options[TemplateContainer.Option(name)] else { return nil }
            if let value = Value(rawValue: raw) { return value }
            let allowed = Value.allCases.map(\.rawValue).joined(separator: ", ")
            errors.append(.error(.invalidValue, "'\(TerminalText.shortened(raw))' is not a value of \(name) (\(allowed))", at: location))
            return nil
        }
    }
}

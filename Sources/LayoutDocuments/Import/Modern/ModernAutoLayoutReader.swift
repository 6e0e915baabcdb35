import LayoutCore
import LayoutXML

/// Reads the Auto Layout elements and attributes of the modern format into the model's values:
/// constraints and their variations, layout guides, layout margins, and a view's priorities,
/// flags and stack arrangement. Pure functions of one element each, called by ``ModernIBImporter``
/// where the element stands.
///
/// Nothing it does not understand passes silently: an unknown attribute value, an unreadable
/// number or an attribute it does not read on a constraint is a warning at the element, and a
/// constraint it cannot read is left out of the model with that warning.
enum ModernAutoLayoutReader {
    private typealias Names = ModernIBNames

    /// The constraint an element describes, `owner` standing in for a missing `firstItem`.
    static func constraint(_ element: XMLStartElement, owner: String, at: SourceLocation, warnings: inout [Diagnostic]) -> LayoutConstraint? {
        let attributes = element.attributes
        let id = attributes[Names.id]
        let name = id.map { "constraint '\(TerminalText.shortened($0))'" } ?? "a constraint"
        for (attribute, _) in attributes where !known.contains(attribute) {
            warnings.append(.warning(.ignoredContent, "\(name): attribute '\(TerminalText.shortened(attribute))' is not read by the layout engine", at: at))
        }
        guard let firstName = attributes[Names.firstAttribute] else {
            warnings.append(.warning(.invalidValue, "\(name) has no \(Names.firstAttribute); it is left out of the layout", at: at))
            return nil
        }
        guard let first = LayoutAttribute(interfaceBuilderName: firstName) else {
            warnings.append(.warning(.invalidValue, "\(name): '\(TerminalText.shortened(firstName))' is not a layout attribute; it is left out of the layout", at: at))
            return nil
        }
        let secondItem = attributes[Names.secondItem]
        var second: LayoutAttribute?
        if let secondName = attributes[Names.secondAttribute] {
            guard let attribute = LayoutAttribute(interfaceBuilderName: secondName) else {
                warnings.append(.warning(.invalidValue, "\(name): '\(TerminalText.shortened(secondName))' is not a layout attribute; it is left out of the layout", at: at))
                return nil
            }
            second = attribute
        }
        if secondItem != nil, second == nil {
            warnings.append(.warning(.invalidValue, "\(name) names a \(Names.secondItem) without a \(Names.secondAttribute); it is left out of the layout", at: at))
            return nil
        }
        // A second attribute without a second item relates to the owner (as `firstItem` does).
        let secondResolved = second == nil ? nil : (secondItem ?? owner)
        var relation = LayoutConstraint.Relation.equal
        if let raw = attributes[Names.relation] {
            guard let value = LayoutConstraint.Relation(rawValue: raw) else {
                warnings.append(.warning(.invalidValue, "\(name): '\(TerminalText.shortened(raw))' is not a relation; it is left out of the layout", at: at))
                return nil
            }
            relation = value
        }
        var multiplier = 1.0
        if let raw = attributes[Names.multiplier] {
            guard let value = Self.multiplier(raw) else {
                warnings.append(.warning(.invalidValue, "\(name): multiplier '\(TerminalText.shortened(raw))' is not a number, a:b or a/b; it is left out of the layout", at: at))
                return nil
            }
            multiplier = value
        }
        guard let constant = number(attributes[Names.constant], default: 0, what: "constant", of: name, at: at, warnings: &warnings),
              let priority = number(attributes[Names.priority], default: 1000, what: "priority", of: name, at: at, warnings: &warnings)
        else { return nil }
        return LayoutConstraint(
            id: id,
            firstItem: ViewID(attributes[Names.firstItem] ?? owner),
            firstAttribute: first,
            relation: relation,
            secondItem: secondResolved.map(ViewID.init),
            secondAttribute: second,
            multiplier: multiplier,
            constant: constant,
            priority: Float(min(max(priority, 1), 1000)),
            isPlaceholder: attributes.value(Names.placeholderText, equals: Names.yes),
            location: at
        )
    }

    private static let known: Set<String> = Names.constraintAttributesWithoutLayout.union([
        Names.firstItem, Names.firstAttribute, Names.secondItem, Names.secondAttribute, Names.relation,
        Names.multiplier, Names.constant, Names.priority,
    ])

    /// A multiplier as Interface Builder writes it: a number, `a:b` or `a/b` (an aspect ratio).
    static func multiplier(_ raw: String) -> Double? {
        for separator in [":", "/"] where raw.contains(separator) {
            let parts = raw.split(separator: Character(separator), maxSplits: 1)
            guard parts.count == 2, let numerator = AttributeValueParser.plainNumber(parts[0]),
                  let denominator = AttributeValueParser.plainNumber(parts[1]), denominator != 0 else { return nil }
            return numerator / denominator
        }
        return AttributeValueParser.plainNumber(raw)
    }

    /// A constraint's `<variation key="..." constant="..." priority="..."/>`.
    static func constraintVariation(_ element: XMLStartElement, of constraint: LayoutConstraint, at: SourceLocation, warnings: inout [Diagnostic]) -> LayoutConstraint.Variation? {
        let attributes = element.attributes
        let name = constraint.id.map { "constraint '\(TerminalText.shortened($0))'" } ?? "a constraint"
        guard let key = attributes[Names.key] else {
            warnings.append(.warning(.invalidValue, "a variation of \(name) has no key; it is not read", at: at))
            return nil
        }
        var variation = LayoutConstraint.Variation(traits: SizeClassTraits(key))
        for (attribute, raw) in attributes {
            switch attribute {
            case Names.key: continue
            case Names.constant:
                guard let value = AttributeValueParser.plainNumber(raw) else {
                    warnings.append(.warning(.invalidValue, "\(name): variation constant '\(TerminalText.shortened(raw))' is not a number; it is not read", at: at))
                    continue
                }
                variation.constant = value
            case Names.priority:
                guard let value = AttributeValueParser.plainNumber(raw) else {
                    warnings.append(.warning(.invalidValue, "\(name): variation priority '\(TerminalText.shortened(raw))' is not a number; it is not read", at: at))
                    continue
                }
                variation.priority = Float(min(max(value, 1), 1000))
            default:
                warnings.append(.warning(.ignoredContent, "\(name): variation '\(TerminalText.shortened(key))' changes '\(TerminalText.shortened(attribute))', which the layout engine does not read", at: at))
            }
        }
        return variation
    }

    /// A `<viewLayoutGuide key="...">` (a view's) or `<viewControllerLayoutGuide type="...">` (a controller's).
    static func guide(_ element: XMLStartElement, at: SourceLocation, warnings: inout [Diagnostic]) -> LayoutGuide? {
        let attributes = element.attributes
        guard let id = attributes[Names.id] else { return nil }
        let kind: LayoutGuide.Kind?
        let raw: String?
        if element.name == Names.viewControllerLayoutGuide {
            raw = attributes[Names.type]
            kind = raw == Names.guideTop ? .topLayoutGuide : raw == Names.guideBottom ? .bottomLayoutGuide : nil
        } else {
            raw = attributes[Names.key]
            kind = raw.flatMap(LayoutGuide.Kind.init(rawValue:)).flatMap { [.safeArea, .contentLayoutGuide, .frameLayoutGuide].contains($0) ? $0 : nil }
        }
        guard let kind else {
            warnings.append(.warning(.ignoredContent, "layout guide '\(TerminalText.shortened(id))' of kind '\(TerminalText.shortened(raw ?? ""))' is not known to the layout engine; constraints on it are left out", at: at))
            return nil
        }
        return LayoutGuide(id: id, kind: kind, location: at)
    }

    /// `<edgeInsets key="layoutMargins">` or `<directionalEdgeInsets key="directionalLayoutMargins">`.
    static func margins(_ element: XMLStartElement, at: SourceLocation, warnings: inout [Diagnostic]) -> EdgeInsets? {
        let attributes = element.attributes
        let directional = element.name == Names.directionalEdgeInsets
        let names = directional
            ? [Names.insetTop, Names.insetLeading, Names.insetBottom, Names.insetTrailing]
            : [Names.insetTop, Names.insetLeft, Names.insetBottom, Names.insetRight]
        var values: [Double] = []
        for name in names {
            guard let value = number(attributes[name], default: 0, what: "layout margin \(name)", of: "a view", at: at, warnings: &warnings) else { return nil }
            values.append(value)
        }
        return EdgeInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
    }

    /// The Auto Layout attributes of a view's start tag (``ModernIBWord`` lookups: every view
    /// element passes here).
    static func viewProperties(_ element: XMLStartElement, isStackView: Bool, at: SourceLocation, warnings: inout [Diagnostic]) -> ViewAutoLayout {
        typealias Word = ModernIBWord
        let attributes = element.attributes
        var result = ViewAutoLayout()
        func flag(_ word: Word) -> Bool? {
            if attributes.value(word: word.rawValue, equalsWord: Word.yes.rawValue) { return true }
            if attributes.value(word: word.rawValue, equalsWord: Word.no.rawValue) { return false }
            if let raw = attributes[word: word.rawValue] {
                warnings.append(.warning(.invalidValue, "\(word.name) '\(TerminalText.shortened(raw))' is neither YES nor NO; read as the default", at: at))
            }
            return nil
        }
        func priority(_ word: Word, _ fallback: Float) -> Float {
            guard let raw = attributes[word: word.rawValue] else { return fallback }
            guard let value = AttributeValueParser.plainNumber(raw) else {
                warnings.append(.warning(.invalidValue, "\(word.name) '\(TerminalText.shortened(raw))' is not a number; read as \(Int(fallback))", at: at))
                return fallback
            }
            return Float(min(max(value, 1), 1000))
        }
        result.translatesAutoresizingMask = flag(.translatesAutoresizingMask)
        result.horizontalHugging = priority(.horizontalHuggingPriority, 250)
        result.verticalHugging = priority(.verticalHuggingPriority, 250)
        result.horizontalCompressionResistance = priority(.horizontalCompressionResistancePriority, 750)
        result.verticalCompressionResistance = priority(.verticalCompressionResistancePriority, 750)
        result.isMisplaced = flag(.misplaced) ?? false
        result.isAmbiguous = flag(.ambiguous) ?? false
        if let raw = attributes[word: Word.verifyAmbiguity.rawValue] {
            if let value = ViewAutoLayout.AmbiguityVerification(rawValue: raw) {
                result.ambiguityVerification = value
            } else {
                warnings.append(.warning(.invalidValue, "verifyAmbiguity '\(TerminalText.shortened(raw))' is not known; read as always", at: at))
            }
        }
        result.preservesSuperviewLayoutMargins = flag(.preservesSuperviewLayoutMargins) ?? false
        result.insetsLayoutMarginsFromSafeArea = flag(.insetsLayoutMarginsFromSafeArea) ?? true
        if isStackView {
            var stack = ViewAutoLayout.StackViewProperties()
            func choice<Value: RawRepresentable<String>>(_ word: Word, _ fallback: Value) -> Value {
                guard let raw = attributes[word: word.rawValue] else { return fallback }
                guard let value = Value(rawValue: raw) else {
                    warnings.append(.warning(.invalidValue, "stack view \(word.name) '\(TerminalText.shortened(raw))' is not known; read as \(fallback.rawValue)", at: at))
                    return fallback
                }
                return value
            }
            stack.axis = choice(.axis, stack.axis)
            stack.distribution = choice(.distribution, stack.distribution)
            stack.alignment = choice(.alignment, stack.alignment)
            if let raw = attributes[word: Word.spacing.rawValue] {
                if let value = AttributeValueParser.plainNumber(raw) {
                    stack.spacing = value
                } else {
                    warnings.append(.warning(.invalidValue, "stack view spacing '\(TerminalText.shortened(raw))' is not a number; read as 0", at: at))
                }
            }
            stack.isBaselineRelativeArrangement = flag(.baselineRelativeArrangement) ?? false
            stack.isLayoutMarginsRelativeArrangement = flag(.layoutMarginsRelativeArrangement) ?? false
            result.stackView = stack
        }
        return result
    }

    private static func number(_ raw: String?, default fallback: Double, what: String, of name: String, at: SourceLocation, warnings: inout [Diagnostic]) -> Double? {
        guard let raw else { return fallback }
        guard let value = AttributeValueParser.plainNumber(raw) else {
            warnings.append(.warning(.invalidValue, "\(name): \(what) '\(TerminalText.shortened(raw))' is not a number; it is left out of the layout", at: at))
            return nil
        }
        return value
    }
}

/// Everything the rules compare, computed once per view so that sibling groups can be hashed by
/// each rule's key instead of scanned.
struct NodeKeys {
    var tag: Int
    /// Targets, events and selectors in a canonical form; `nil` when the view is not a control
    /// with an action, or (reference quirk) when some target has no action for some event bit
    /// that another target uses: the reference then compares `nil` arrays, which never succeeds.
    var referenceActions: String?
    /// The same, with "no action for this target and event" comparing equal (default mode).
    var actions: String?
    var isButton: Bool
    var title: String?
    var image: String?
    var isLabel: Bool
    var text: String?
    var isTextField: Bool
    /// Text and placeholder (either may be missing); `nil` unless the view is a text field.
    var textField: String?
    var textFieldHasContent: Bool
    var className: String
    var userLabel: String?
    /// The sorted distinct selectors of a control's actions.
    var selectors: String?
    /// The normalized name of the owner outlet naming this view, if exactly one does (set with ``setOutlet(_:)``).
    private(set) var outlet: String?
    /// Every identity of the view, computed once: container pairing reads them once per ancestor.
    private(set) var identities: [String] = []

    private static let missing = "\u{0}"
    private static let separator = "\u{1}"

    init(_ node: ViewNode) {
        let viewClass = node.viewClass
        tag = node.tag
        className = viewClass.name
        isButton = viewClass.isKind(of: "UIButton")
        isLabel = viewClass.isKind(of: "UILabel")
        isTextField = viewClass.isKind(of: "UITextField")
        title = isButton ? node.title : nil
        image = node.image
        text = node.text
        userLabel = (node.userLabel?.isEmpty ?? true) ? nil : node.userLabel
        textFieldHasContent = isTextField && (node.text != nil || node.placeholder != nil)
        textField = isTextField ? (node.text ?? NodeKeys.missing) + NodeKeys.separator + (node.placeholder ?? NodeKeys.missing) : nil
        referenceActions = nil
        actions = nil
        selectors = nil
        outlet = nil
        if viewClass.isKind(of: "UIControl"), !node.actions.isEmpty {
            let canonical = NodeKeys.canonicalActions(node.actions)
            referenceActions = canonical.complete ? canonical.key : nil
            actions = canonical.key
            selectors = Array(Set(node.actions.map(\.selector))).sorted().joined(separator: ",")
        }
        identities = computeIdentities()
    }

    mutating func setOutlet(_ name: String?) {
        outlet = name
        identities = computeIdentities()
    }

    /// Per target (sorted), per event bit of the union of all events, the ordered selectors.
    private static func canonicalActions(_ actions: [ControlAction]) -> (key: String, complete: Bool) {
        var allEvents = ControlEvents()
        var targets: [ActionTarget] = []
        for action in actions {
            allEvents.formUnion(action.events)
            if !targets.contains(action.target) { targets.append(action.target) }
        }
        targets.sort { $0.sortKey < $1.sortKey }
        var parts: [String] = []
        var complete = true
        for target in targets {
            for bit in allEvents.bits {
                let selectors = actions.filter { $0.target == target && $0.events.contains(bit) }.map(\.selector)
                if selectors.isEmpty { complete = false }
                parts.append("\(target.sortKey)@\(bit.rawValue)=\(selectors.joined(separator: ","))")
            }
        }
        return (parts.joined(separator: separator), complete)
    }

    /// The key `rule` hashes a sibling group by, in `mode`; `nil` when the rule does not apply.
    func key(_ rule: MatchRule, mode: MatchingMode) -> String? {
        switch rule {
        case .tag: return tag != 0 ? String(tag) : nil
        case .controlActions: return mode == .compatible ? referenceActions : actions
        case .buttonTitle: return isButton ? title : nil
        case .buttonImage:
            guard isButton else { return nil }
            // The reference compares UIImage pointers: two buttons without an image are "the same image".
            return mode == .compatible ? (image ?? NodeKeys.missing) : image
        case .labelText: return isLabel ? text : nil
        case .textField: return textField
        case .imageName: return isButton ? nil : image
        case .userLabel: return userLabel
        case .outlet: return outlet
        case .actionSelector: return selectors
        case .uniqueClass: return className
        case .root, .same, .containerContents, .moved, .siblingOrder, .stored, .variation: return nil
        }
    }

    /// Every identity of the view, each tagged with its kind: what "moved" looks up in the whole
    /// layout and what container pairing counts inside containers. The tag is qualified by class
    /// because small tags repeat across a layout.
    private func computeIdentities() -> [String] {
        var result: [String] = []
        if tag != 0 { result.append("t\(className)#\(tag)") }
        if let actions { result.append("a\(className)#\(actions)") }
        if let title { result.append("b\(title)") }
        if let image { result.append("i\(image)") }
        if isLabel, let text { result.append("l\(text)") }
        if textFieldHasContent, let textField { result.append("f\(textField)") }
        if let userLabel { result.append("u\(className)#\(userLabel)") }
        if let outlet { result.append("o\(outlet)") }
        return result
    }

    /// Everything at once: tells apart views that share one rule's key.
    var signature: String {
        [className, String(tag), title ?? NodeKeys.missing, image ?? NodeKeys.missing, text ?? NodeKeys.missing,
         textField ?? NodeKeys.missing, userLabel ?? NodeKeys.missing, actions ?? NodeKeys.missing, outlet ?? NodeKeys.missing]
            .joined(separator: NodeKeys.separator)
    }

    /// Outlet names that identify views, by view id: normalized (lowercased, `landscape`,
    /// `portrait` and the misspelling `protrait` removed), leaving out outlets naming `excluded` (the tree's
    /// root, which the layout outlets name) and outlet collections (a property that names several views).
    static func outletNames(_ outlets: [Outlet], excludingDestination excluded: String) -> [String: String] {
        var count: [String: Int] = [:]
        for outlet in outlets { count[outlet.property, default: 0] += 1 }
        var result: [String: String] = [:]
        var ambiguous: Set<String> = []
        for outlet in outlets where count[outlet.property] == 1 && outlet.destination != excluded {
            var name = outlet.property.lowercased()
            for word in ["landscape", "portrait", "protrait"] { name = name.replacing(word, with: "") }
            guard !name.isEmpty else { continue }
            if result[outlet.destination] != nil { ambiguous.insert(outlet.destination) }
            result[outlet.destination] = name
        }
        for id in ambiguous { result[id] = nil }
        return result
    }

    /// How the reference's log line and the diagnostics name the view: a quoted text or title,
    /// `tag 3`, a placeholder, an image, a user label, a selector; empty when nothing identifies it.
    static func identityDescription(_ node: ViewNode) -> String {
        if let text = node.text ?? node.title { return "\"\(text)\"" }
        if node.tag != 0 { return "tag \(node.tag)" }
        if let placeholder = node.placeholder { return "placeholder \"\(placeholder)\"" }
        if let image = node.image { return "image \"\(image)\"" }
        if let label = node.userLabel, !label.isEmpty { return "user label \"\(label)\"" }
        if let action = node.actions.first { return "action \(action.selector)" }
        return ""
    }
}

extension ActionTarget {
    /// Orders targets by role first, so File's Owner and First Responder compare across files.
    var sortKey: String {
        switch self {
        case .filesOwner: "\u{0}owner"
        case .firstResponder: "\u{0}responder"
        case .object(let id): id
        }
    }
}

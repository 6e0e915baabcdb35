/// Everything the rules compare, computed once per view so that sibling groups can be hashed by
/// each rule's key instead of scanned. Strings are interned (``KeyInterner``): every key is a
/// small integer, -1 when absent.
struct NodeKeys {
    var tag: Int
    /// The interned ``ViewClass`` (an index into ``KeyInterner/classes``).
    var classID: Int32
    /// The interned class name: what the class rule compares.
    var className: Int32
    /// Targets, events and selectors in a canonical form; -1 when the view is not a control
    /// with an action, or (reference quirk) when some target has no action for some event bit
    /// that another target uses: the reference then compares `nil` arrays, which never succeeds.
    var referenceActions: Int32
    /// The same, with "no action for this target and event" comparing equal (default mode).
    var actions: Int32
    var isButton: Bool
    var title: Int32
    var image: Int32
    var isLabel: Bool
    var text: Int32
    var isTextField: Bool
    /// Text and placeholder (either may be missing); -1 unless the view is a text field.
    var textField: Int32
    var textFieldHasContent: Bool
    var userLabel: Int32
    /// The sorted distinct selectors of a control's actions.
    var selectors: Int32
    /// The normalized name of the owner outlet naming this view, if exactly one does (set with ``setOutlet(_:)``).
    private(set) var outlet: Int32 = -1
    /// The tag's dense id (``KeyInterner/tagID(_:)``), -1 without a tag: what direct-addressed
    /// tables index by, where the tag itself may be any integer.
    private(set) var tagID: Int32 = -1

    /// The compatible mode's key for a button without an image (see ``key(_:mode:)``).
    private static let missingImage = -2

    // No stored arrays or strings: the matchers copy keys out of arrays in their inner loops, and
    // a plain value is copied without reference counting.
    //
    // The view is read through a pointer, field by field: passing it by value copied (and
    // retained) every field of every view, a quarter of keying a tree.
    init(_ view: UnsafePointer<ViewNode>, interner: inout KeyInterner) {
        classID = interner.classID(view.pointee.viewClass)
        let info = interner.classes[Int(classID)]
        tag = view.pointee.tag
        className = info.nameID
        isButton = info.isButton
        isLabel = info.isLabel
        isTextField = info.isTextField
        title = isButton ? interner.id(view.pointee.title) : -1
        image = interner.id(view.pointee.image)
        text = interner.id(view.pointee.text)
        userLabel = (view.pointee.userLabel?.isEmpty ?? true) ? -1 : interner.id(view.pointee.userLabel)
        textFieldHasContent = isTextField && (view.pointee.text != nil || view.pointee.placeholder != nil)
        textField = isTextField ? interner.pairID(text, interner.id(view.pointee.placeholder)) : -1
        referenceActions = -1
        actions = -1
        selectors = -1
        if info.isControl, !view.pointee.actions.isEmpty {
            let canonical = interner.canonicalActions(view.pointee.actions)
            actions = canonical.id
            referenceActions = canonical.complete ? actions : -1
            selectors = canonical.selectors
        }
        if tag != 0 { tagID = interner.tagID(tag) }
    }

    mutating func setOutlet(_ name: Int32) {
        outlet = name
    }

    /// Translates the ids of the interner these keys were made with by `remap` (see
    /// ``KeyInterner/absorb(_:)``).
    mutating func remap(by remap: KeyRemap) {
        classID = remap.classes[Int(classID)]
        className = remap.string(className)
        referenceActions = remap.sequence(referenceActions)
        actions = remap.sequence(actions)
        title = remap.string(title)
        image = remap.string(image)
        text = remap.string(text)
        textField = remap.pair(textField)
        userLabel = remap.string(userLabel)
        selectors = remap.sequence(selectors)
        outlet = remap.string(outlet)
        tagID = remap.tag(tagID)
    }

    /// The keyed rules this view has a default-mode key for, one bit each (``maskBit(_:)``).
    var ruleMask: UInt16 {
        var mask: UInt16 = 0
        if outlet >= 0 { mask |= NodeKeys.maskBit(.outlet) }
        if tag != 0 { mask |= NodeKeys.maskBit(.tag) }
        if actions >= 0 { mask |= NodeKeys.maskBit(.controlActions) }
        if isButton, title >= 0 { mask |= NodeKeys.maskBit(.buttonTitle) }
        if isButton, image >= 0 { mask |= NodeKeys.maskBit(.buttonImage) }
        if isLabel, text >= 0 { mask |= NodeKeys.maskBit(.labelText) }
        if textField >= 0 { mask |= NodeKeys.maskBit(.textField) }
        if !isButton, image >= 0 { mask |= NodeKeys.maskBit(.imageName) }
        if userLabel >= 0 { mask |= NodeKeys.maskBit(.userLabel) }
        if selectors >= 0 { mask |= NodeKeys.maskBit(.actionSelector) }
        return mask
    }

    /// ``ruleMask`` as the template side of a rule sees it: a text field's key counts only when it
    /// has text or a placeholder.
    var templateRuleMask: UInt16 {
        textFieldHasContent ? ruleMask : ruleMask & ~NodeKeys.maskBit(.textField)
    }

    /// The bit of a keyed rule in ``ruleMask``; 0 for rules without a key.
    static func maskBit(_ rule: MatchRule) -> UInt16 {
        switch rule {
        case .outlet: 1 << 0
        case .tag: 1 << 1
        case .controlActions: 1 << 2
        case .buttonTitle: 1 << 3
        case .buttonImage: 1 << 4
        case .labelText: 1 << 5
        case .textField: 1 << 6
        case .imageName: 1 << 7
        case .userLabel: 1 << 8
        case .actionSelector: 1 << 9
        case .uniqueClass, .root, .same, .containerContents, .moved, .siblingOrder, .stored, .variation: 0
        }
    }

    /// The key `rule` hashes a sibling group by, in `mode`; `nil` when the rule does not apply.
    /// Keys of different rules are never compared with each other.
    @inline(__always)
    func key(_ rule: MatchRule, mode: MatchingMode) -> Int? {
        switch rule {
        case .tag: return tag != 0 ? tag : nil
        case .controlActions: return NodeKeys.present(mode == .compatible ? referenceActions : actions)
        case .buttonTitle: return isButton ? NodeKeys.present(title) : nil
        case .buttonImage:
            guard isButton else { return nil }
            // The reference compares UIImage pointers: two buttons without an image are "the same image".
            return mode == .compatible ? (image >= 0 ? Int(image) : NodeKeys.missingImage) : NodeKeys.present(image)
        case .labelText: return isLabel ? NodeKeys.present(text) : nil
        case .textField: return NodeKeys.present(textField)
        case .imageName: return isButton ? nil : NodeKeys.present(image)
        case .userLabel: return NodeKeys.present(userLabel)
        case .outlet: return NodeKeys.present(outlet)
        case .actionSelector: return NodeKeys.present(selectors)
        case .uniqueClass: return Int(className)
        case .root, .same, .containerContents, .moved, .siblingOrder, .stored, .variation: return nil
        }
    }

    @inline(__always)
    private static func present(_ id: Int32) -> Int? { id >= 0 ? Int(id) : nil }

    /// Identity kinds, in the order ``forEachIdentity(_:)`` lists them (the order "moved" tries them in).
    private enum IdentityKind: UInt64 { case tag, actions, title, image, labelText, textField, userLabel, outlet }

    /// Kind in the top bits, then the class where the kind is qualified by class, then the value.
    @inline(__always)
    private static func identity(_ kind: IdentityKind, _ qualifier: Int32, _ value: Int32) -> UInt64 {
        kind.rawValue << 60 | UInt64(UInt32(bitPattern: qualifier) & 0x0FFF_FFFF) << 32 | UInt64(UInt32(bitPattern: value))
    }

    /// Calls `body` with every identity of the view, each tagged with its kind: what "moved"
    /// looks up in the whole layout and what container pairing counts inside containers. The
    /// tag is qualified by class because small tags repeat across a layout. Computed on each
    /// call from the keys (a few comparisons) rather than stored, so that keys stay free of heap
    /// storage; a closure rather than a sequence, so that the loop compiles to straight-line code.
    @inline(__always)
    func forEachIdentity(_ body: (UInt64) -> Void) {
        if tag != 0 { body(NodeKeys.identity(.tag, className, tagID)) }
        if actions >= 0 { body(NodeKeys.identity(.actions, className, actions)) }
        if title >= 0 { body(NodeKeys.identity(.title, 0, title)) }
        if image >= 0 { body(NodeKeys.identity(.image, 0, image)) }
        if isLabel, text >= 0 { body(NodeKeys.identity(.labelText, 0, text)) }
        if textFieldHasContent, textField >= 0 { body(NodeKeys.identity(.textField, 0, textField)) }
        if userLabel >= 0 { body(NodeKeys.identity(.userLabel, className, userLabel)) }
        if outlet >= 0 { body(NodeKeys.identity(.outlet, 0, outlet)) }
    }

    /// Everything at once: tells apart views that share one rule's key.
    var signature: Signature {
        Signature(className: className, tag: tag, title: title, image: image, text: text, textField: textField,
                  userLabel: userLabel, actions: actions, outlet: outlet)
    }

    struct Signature: Hashable {
        var className: Int32
        var tag: Int
        var title: Int32
        var image: Int32
        var text: Int32
        var textField: Int32
        var userLabel: Int32
        var actions: Int32
        var outlet: Int32
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
        // Quoted with escapes: a diagnostic stays one line, and a title from a hostile file cannot
        // send control characters to the terminal that prints it.
        if let text = node.text ?? node.title { return QuotedString.quoted(text) }
        if node.tag != 0 { return "tag \(node.tag)" }
        if let placeholder = node.placeholder { return "placeholder \(QuotedString.quoted(placeholder))" }
        if let image = node.image { return "image \(QuotedString.quoted(image))" }
        if let label = node.userLabel, !label.isEmpty { return "user label \(QuotedString.quoted(label))" }
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

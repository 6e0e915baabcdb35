import LayoutCore
import LayoutDocuments

/// Everything the rules compare, computed once per view so that sibling groups can be hashed by
/// each rule's key (``MatchingRule/key``) instead of scanned. Strings are interned
/// (``KeyInterner``): every key is a small integer, -1 when absent.
package struct NodeKeys {
    /// The interned ``ViewClass`` (an index into ``KeyInterner/classes``).
    var classID: Int32
    /// The interned class name: what the class rules compare.
    var className: Int32
    /// The tag's id (``KeyInterner/tagID(_:)``), -1 without a tag.
    var tagID: Int32 = -1
    /// Targets, events and selectors in a canonical form; -1 when the view is not a control
    /// with an action, or (reference quirk) when some target has no action for some event bit
    /// that another target uses: the reference then compares `nil` arrays, which never succeeds.
    var referenceActions: Int32 = -1
    /// The same, with "no action for this target and event" comparing equal (default mode).
    var actions: Int32 = -1
    var isButton: Bool
    var title: Int32
    var image: Int32
    var isLabel: Bool
    /// The raw text of any view (a label's, a text field's, a text view's).
    var text: Int32
    /// Text and placeholder (either may be missing); -1 unless the view is a text field.
    var textField: Int32
    var textFieldHasContent: Bool
    var userLabel: Int32
    /// The sorted distinct selectors of a control's actions.
    var selectors: Int32 = -1
    /// The normalized name of the owner outlet naming this view, if exactly one does (set by the matcher).
    var outlet: Int32 = -1

    /// What a view not keyed yet holds: no class, no key.
    static var unkeyed: NodeKeys { NodeKeys() }

    private init() {
        classID = -1
        className = -1
        isButton = false
        title = -1
        image = -1
        isLabel = false
        text = -1
        textField = -1
        textFieldHasContent = false
        userLabel = -1
    }

    // No stored arrays or strings: the matchers copy keys out of arrays, and a plain value is
    // copied without reference counting. The view is read in place, through a pointer.
    init(_ view: UnsafePointer<ViewNode>, interner: inout KeyInterner) {
        classID = interner.classID(view.pointee.viewClass)
        let info = interner.classes[Int(classID)]
        className = info.nameID
        isButton = info.traits.contains(.button)
        isLabel = info.traits.contains(.label)
        title = isButton ? interner.id(view.pointee.title) : -1
        image = interner.id(view.pointee.image)
        text = interner.id(view.pointee.text)
        userLabel = (view.pointee.userLabel?.isEmpty ?? true) ? -1 : interner.id(view.pointee.userLabel)
        textFieldHasContent = info.traits.contains(.textField) && (view.pointee.text != nil || view.pointee.placeholder != nil)
        textField = info.traits.contains(.textField) ? interner.pairID(text, interner.id(view.pointee.placeholder)) : -1
        if info.traits.contains(.control), !view.pointee.actions.isEmpty {
            let canonical = interner.canonicalActions(view.pointee.actions)
            actions = canonical.id
            referenceActions = canonical.complete ? actions : -1
            selectors = canonical.selectors
        }
        if view.pointee.tag != 0 { tagID = interner.tagID(view.pointee.tag) }
    }

    /// Outlet names that identify views, by view id: normalized (lowercased, `landscape`,
    /// `portrait` and the misspelling `protrait` removed), leaving out outlets naming `excluded` (the tree's
    /// root, which the layout outlets name) and outlet collections (a property that names several views).
    static func outletNames(_ outlets: [Scene.Outlet], excludingDestination excluded: String) -> [String: String] {
        var count: [String: Int] = [:]
        for outlet in outlets { count[outlet.property, default: 0] += 1 }
        var result: [String: String] = [:]
        var ambiguous: Set<String> = []
        for outlet in outlets where count[outlet.property] == 1 && outlet.destination.rawValue != excluded {
            var name = outlet.property.lowercased()
            for word in ["landscape", "portrait", "protrait"] { name = name.replacing(word, with: "") }
            guard !name.isEmpty else { continue }
            if result[outlet.destination.rawValue] != nil { ambiguous.insert(outlet.destination.rawValue) }
            result[outlet.destination.rawValue] = name
        }
        for id in ambiguous { result[id] = nil }
        return result
    }
}

extension ControlAction.Target {
    /// Orders targets by role first, so File's Owner and First Responder compare across files.
    var sortKey: String {
        switch self {
        case .filesOwner: "\u{0}owner"
        case .firstResponder: "\u{0}responder"
        case .object(let id): id.rawValue
        }
    }
}

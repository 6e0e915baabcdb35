import LayoutCore
import LayoutDocuments

/// One template layout and the live tree, flattened and keyed, as both matchers read them.
struct MatchInputs {
    let layout: Layout
    let template: IndexedTree
    let templateKeys: [NodeKeys]
    let templateRuleKeys: RuleKeys
    let templateIdentities: ViewIdentities
    let live: IndexedTree
    let liveKeys: [NodeKeys]
    let liveRuleKeys: RuleKeys
    let liveIdentities: ViewIdentities
    /// One past the largest identity number of either tree (empty identities in compatible mode).
    let identityCount: Int
    /// The interned classes both trees' keys point into.
    let classes: [ClassInfo]
    /// The template and the live tree come from the same document, so equal ids mean the same view.
    let sameDocument: Bool
    /// The template is the live tree itself (the same flattened tree), so every view is its own match.
    let templateIsLive: Bool

    /// Whether template view `t` IS live view `l` (the reference's pointer comparison).
    @inline(__always)
    func isSame(_ t: Int32, _ l: Int32) -> Bool {
        sameDocument && template.node(t) { templateNode in live.node(l) { $0.pointee.id == templateNode.pointee.id } }
    }

    /// Whether live view `l` may stand for template view `t` under `rule`: the live view must be
    /// kind-of the template's class (tags ignore classes, as in the reference).
    @inline(__always)
    func isCompatible(_ t: Int32, _ l: Int32, rule: MatchRule) -> Bool {
        rule == .tag || classes[Int(liveKeys[Int(l)].classID)].isKind(of: classes[Int(templateKeys[Int(t)].classID)])
    }

    /// `UIView => UIScrollView => UILabel`: ancestor classes from the template root (and above it,
    /// where the template sits inside another view), each followed by ` => `, then the view's class.
    func path(of t: Int32) -> String {
        // Bytes, then one string: every unmatched or ambiguous view has a path.
        var chain: [Int32] = []
        var current = t
        while current >= 0 {
            chain.append(current)
            current = template.parent[Int(current)]
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(24 * (layout.ancestorClasses.count + chain.count))
        for name in layout.ancestorClasses {
            MatchInputs.append(name, to: &bytes)
            MatchInputs.append(" => ", to: &bytes)
        }
        for index in chain.reversed() {
            MatchInputs.append(template.node(index) { $0.pointee.viewClass.name }, to: &bytes)
            if index != t { MatchInputs.append(" => ", to: &bytes) }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The string's UTF-8 bytes in one copy (its `utf8` view as a sequence goes byte by byte).
    private static func append(_ string: String, to bytes: inout [UInt8]) {
        var string = string
        string.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// Whether the reference descends into template view `t`'s subviews.
    @inline(__always)
    func descendsIntoSubviews(ofTemplate t: Int32) -> Bool {
        classes[Int(templateKeys[Int(t)].classID)].traits.contains(.referenceDescends)
    }

    func location(ofTemplate t: Int32) -> SourceLocation {
        template.location(of: t) ?? SourceLocation(file: layout.file)
    }

    /// Template view `t` of this layout, as the diagnostics about it name it.
    func subject(ofTemplate t: Int32) -> Diagnostic.Subject {
        Diagnostic.Subject(layout: layout.name, view: ViewID(template.id(of: t)))
    }

    /// How a live view is named in notes: class and identity.
    func liveDescription(_ l: Int32) -> String {
        live.node(l, MatchInputs.description)
    }

    func templateDescription(_ t: Int32) -> String {
        template.node(t, MatchInputs.description)
    }

    /// `UIButton "Use Face ID"`, `UIView id abc`, after the view's user label (``ViewIdentity``).
    private static func description(_ node: UnsafePointer<ViewNode>) -> String {
        ViewIdentity.described(node, idWhenUnidentified: true)
    }

    /// `text` after the view's user label, when it has one that `text` does not already give.
    static func labelled(_ node: ViewNode, _ text: String) -> String {
        ViewIdentity.labelled(userLabel: node.userLabel, text)
    }

    /// The ambiguous-match warning for template views sharing `how`'s key (`templates`, in sibling
    /// order) and the live views holding it, if any; each side's first ten are named in notes.
    /// `nil` for no template view.
    func ambiguityDiagnostic(_ how: MatchRule, templates: [Int32], lives: [Int32]) -> Diagnostic? {
        guard let first = templates.first else { return nil }
        var notes: [DiagnosticNote] = []
        for t in templates.prefix(10) {
            notes.append(DiagnosticNote(location: template.location(of: t), message: "template candidate \(templateDescription(t))"))
        }
        for l in lives.prefix(10) {
            notes.append(DiagnosticNote(location: live.location(of: l), message: "live candidate \(liveDescription(l))"))
        }
        return .warning(
            .ambiguousMatch,
            lives.isEmpty
                ? "\(templates.count) siblings share the \(how.rawValue) of \(templateDescription(first)) in the \(layout.name) layout (\(path(of: first)))"
                : "\(templates.count) template and \(lives.count) live siblings share the \(how.rawValue) of \(templateDescription(first)) in the \(layout.name) layout (\(path(of: first)))",
            at: location(ofTemplate: first),
            notes: notes,
            subject: subject(ofTemplate: first)
        )
    }

    /// The unmatched-view diagnostic, with notes at live candidates of the same class (at most
    /// three are named; pass a fourth to say there are more).
    func unmatchedDiagnostic(_ t: Int32, descendants: Int, candidates: [Int32]) -> (MatchResult.UnmatchedView, Diagnostic) {
        let path = path(of: t)
        let view = template.node(t) { ViewIdentity($0.pointee) }
        let (id, identity) = (view.id, view.distinguishingText)
        // The message is the reference's log line plus the identity, after the view's user label
        // when it has one (the name its designer gave it); the rest goes in notes.
        let message = template.node(t) { node in
            "couldn't find match for " + MatchInputs.labelled(node.pointee, path + (identity.isEmpty ? "" : " " + identity))
        }
        var context = "in the \(layout.name) layout"
        if descendants > 0 { context += "; the \(descendants) view\(descendants == 1 ? "" : "s") inside it \(descendants == 1 ? "is" : "are") not laid out either" }
        var notes = [DiagnosticNote(location: template.location(of: 0), message: context)]
        notes += candidates.prefix(3).map { l in
            DiagnosticNote(location: live.location(of: l), message: "live candidate of the same class: \(liveDescription(l))")
        }
        if candidates.count > 3 {
            notes.append(DiagnosticNote(location: live.location(of: candidates[3]), message: "and more live candidates of the same class"))
        }
        let location = location(ofTemplate: t)
        return (
            MatchResult.UnmatchedView(layoutName: layout.name, templateID: id, path: path, identity: view,
                          location: location, unmatchedDescendants: descendants),
            .warning(.unmatchedView, message, at: location, notes: notes, subject: subject(ofTemplate: t))
        )
    }

}

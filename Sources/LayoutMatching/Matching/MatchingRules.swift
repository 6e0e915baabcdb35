import LayoutCore

/// Every matching rule, declared once, in the order the matchers try them: the single list the
/// keyed passes, the repeated-key report, the reference's order, the identities that "moved" views
/// and containers are found by, and the documentation (``documentationTable``) are derived from.
///
/// Adding a rule is one declaration here, its ``MatchRule`` case, and the tests for it; a rule with
/// a key needs no code elsewhere. A class: the matchers walk the table for every view, and a
/// reference is cheaper to hand around than ten fields and three closures.
final class MatchingRule: Sendable {
    /// When a rule runs.
    enum Stage: String, Sendable {
        /// Within one sibling group, as soon as its parents are paired, in table order.
        case siblings = "sibling group"
        /// Over the whole layout, once the sibling groups are done.
        case layout = "whole layout"
        /// Last, within each sibling group still holding unpaired views: it pairs only views that
        /// nothing else paired, so adding it never changes an earlier pair.
        case featureless = "featureless views"
    }

    /// How much a pair made by the rule rests on.
    enum Strength: String, Sendable {
        /// A value the designer chose to tell the view apart (a tag, a title, a text).
        case identity
        /// What is left when no identity decides (a class, a position, a shape).
        case fallback
        /// An attribute many views share by accident (a colour), used only where it is unique.
        case weak
    }

    /// Which identity a keyed rule's key is, for the whole-layout lookups (``ViewIdentities``):
    /// ``rank`` orders a view's identities, and a key ``qualifiedByClass`` counts only within one class.
    struct Identity: Sendable {
        var rank: UInt64
        var qualifiedByClass: Bool
        /// Whether one layout's view commonly holds the key alone (an outlet: the owner names the
        /// live view, seldom its counterparts), so that a view holding it is still featureless to
        /// a view without it.
        var oneSided = false
    }

    /// Where a keyed rule's key comes from.
    enum KeySource: Sendable {
        /// The view's own attributes, read for every view when its tree is keyed: the key (an
        /// interned id), `nil` where the rule does not apply to the view.
        case attributes(@Sendable (NodeKeys) -> Int32?)
        /// The view with its subtree, made only for the views the featureless rules reach.
        case subtree(FeaturelessKeys.Kind)
    }

    let rule: MatchRule
    /// The rule's position among ``MatchRule``'s cases: where ``RuleKeys`` keeps its keys.
    let index: Int
    let stage: Stage
    let strength: Strength
    /// What the rule reads, for the documentation.
    let reads: String
    /// The default mode's key of a view; `nil` for the rules that pair by something other than one key.
    let key: KeySource?
    /// Whether a template view's key counts (a text field's only with text or a placeholder);
    /// `nil` when it always does.
    let templateApplies: (@Sendable (NodeKeys) -> Bool)?
    /// The key as an identity of the view, where it is one.
    let identity: Identity?
    /// Siblings of a template layout repeating this key are reported even when another identity
    /// told them apart.
    let reportsRepeatedKeys: Bool
    /// Siblings sharing this key are normal (a keypad's digits all call `digitPressed:`): a tie is
    /// reported, a resolved share is not.
    let sharesAreNormal: Bool
    /// The reference's key for the rule (compatible mode), for its keyed rules after the tag.
    let referenceKey: (@Sendable (NodeKeys) -> Int?)?

    init(_ rule: MatchRule, _ stage: Stage, _ strength: Strength, reads: String,
         key: (@Sendable (NodeKeys) -> Int32?)? = nil, subtreeKey: FeaturelessKeys.Kind? = nil,
         templateApplies: (@Sendable (NodeKeys) -> Bool)? = nil,
         identity: Identity? = nil, reportsRepeatedKeys: Bool = false, sharesAreNormal: Bool = false,
         referenceKey: (@Sendable (NodeKeys) -> Int?)? = nil) {
        self.rule = rule
        index = MatchRule.allCases.firstIndex(of: rule) ?? 0
        self.stage = stage
        self.strength = strength
        self.reads = reads
        self.key = key.map(KeySource.attributes) ?? subtreeKey.map(KeySource.subtree)
        self.templateApplies = templateApplies
        self.identity = identity
        self.reportsRepeatedKeys = reportsRepeatedKeys
        self.sharesAreNormal = sharesAreNormal
        self.referenceKey = referenceKey
    }
}

extension MatchingRule {
    private static func present(_ id: Int32) -> Int32? { id >= 0 ? id : nil }

    /// The default mode's rules in order; the reference's six are the ones with a ``referenceKey``,
    /// ``MatchRule/tag`` and ``MatchRule/uniqueClass``, in the same order.
    static let all: [MatchingRule] = [
        MatchingRule(.outlet, .siblings, .identity, reads: "the owner outlet naming the view (`portrait`/`landscape` left out of the name)",
                     key: { present($0.outlet) }, identity: Identity(rank: 7, qualifiedByClass: false, oneSided: true)),
        MatchingRule(.tag, .siblings, .identity, reads: "a non-zero tag, whatever the class",
                     key: { present($0.tagID) }, identity: Identity(rank: 0, qualifiedByClass: true), reportsRepeatedKeys: true),
        MatchingRule(.controlActions, .siblings, .identity, reads: "a control's targets, events and action selectors",
                     key: { present($0.actions) }, identity: Identity(rank: 1, qualifiedByClass: true), sharesAreNormal: true,
                     referenceKey: { $0.referenceActions >= 0 ? Int($0.referenceActions) : nil }),
        MatchingRule(.buttonTitle, .siblings, .identity, reads: "a button's normal-state title",
                     key: { $0.isButton ? present($0.title) : nil }, identity: Identity(rank: 2, qualifiedByClass: false),
                     reportsRepeatedKeys: true, referenceKey: { $0.isButton && $0.title >= 0 ? Int($0.title) : nil }),
        MatchingRule(.buttonImage, .siblings, .identity, reads: "a button's normal-state image, by resource name",
                     key: { $0.isButton ? present($0.image) : nil }, identity: Identity(rank: 3, qualifiedByClass: false),
                     reportsRepeatedKeys: true,
                     // The reference compares UIImage pointers: two buttons without an image show "the same image".
                     referenceKey: { $0.isButton ? ($0.image >= 0 ? Int($0.image) : -2) : nil }),
        MatchingRule(.labelText, .siblings, .identity, reads: "a label's text",
                     key: { $0.isLabel ? present($0.text) : nil }, identity: Identity(rank: 4, qualifiedByClass: false),
                     reportsRepeatedKeys: true, referenceKey: { $0.isLabel && $0.text >= 0 ? Int($0.text) : nil }),
        MatchingRule(.textField, .siblings, .identity, reads: "a text field's text and placeholder (the template's needs one of them)",
                     key: { present($0.textField) }, templateApplies: { $0.textFieldHasContent },
                     identity: Identity(rank: 5, qualifiedByClass: false), reportsRepeatedKeys: true,
                     referenceKey: { $0.textField >= 0 ? Int($0.textField) : nil }),
        MatchingRule(.uniqueClass, .siblings, .fallback, reads: "the class, when one free sibling on each side has it and no other live sibling does"),
        MatchingRule(.imageName, .siblings, .identity, reads: "the image of a view that is not a button (an image view), by resource name",
                     key: { $0.isButton ? nil : present($0.image) }, identity: Identity(rank: 3, qualifiedByClass: false),
                     reportsRepeatedKeys: true),
        MatchingRule(.userLabel, .siblings, .identity, reads: "Interface Builder's user label (`userLabel`, legacy `objectName`)",
                     key: { present($0.userLabel) }, identity: Identity(rank: 6, qualifiedByClass: true)),
        MatchingRule(.actionSelector, .siblings, .identity, reads: "the set of a control's action selectors, when targets or events differ",
                     key: { present($0.selectors) }, sharesAreNormal: true),
        MatchingRule(.containerContents, .siblings, .fallback, reads: "the identities inside untagged containers (mutual best Dice similarity >= 0.5)"),
        MatchingRule(.moved, .layout, .identity, reads: "an identity unique in the whole layout and the whole live tree, under any parent"),
        MatchingRule(.siblingOrder, .layout, .fallback, reads: "sibling order, for views sharing a key, when the layout keeps sibling order"),
        MatchingRule(.visualIdentity, .featureless, .weak, reads: "class, background colour, content mode, image and background image",
                     subtreeKey: .appearance),
        MatchingRule(.subtreeShape, .featureless, .weak, reads: "class and appearance of an unidentified view and, as a multiset, its subviews' shapes",
                     subtreeKey: .shape),
        MatchingRule(.onlyOneLeft, .featureless, .fallback, reads: "the class, when one free sibling on each side has it"),
        MatchingRule(.interchangeable, .featureless, .fallback, reads: "equal shapes, paired in document order (either pairing looks the same)"),
    ]

    /// The identities of a view, in rank order (what "moved" tries first).
    static let identities: [MatchingRule] = all.filter { $0.identity != nil }.sorted { ($0.identity?.rank ?? 0) < ($1.identity?.rank ?? 0) }

    /// The rules of the sibling groups, in order.
    static let siblingRules: [MatchingRule] = all.filter { $0.stage == .siblings }

    /// The featureless rules, in order.
    static let featurelessRules: [MatchingRule] = all.filter { $0.stage == .featureless }

    /// The rules whose repeated keys among template siblings are reported.
    static let repeatedKeyRules: [MatchingRule] = all.filter(\.reportsRepeatedKeys)

    /// The reference's keyed rules after the tag, in its order.
    static let referenceKeyed: [MatchingRule] = all.filter { $0.referenceKey != nil }

    /// The declaration of `rule`.
    static func declaration(of rule: MatchRule) -> MatchingRule? {
        all.first { $0.rule == rule }
    }

    /// The table as Markdown, one row per rule in order: what the DocC catalog's rule list must say.
    static var documentationTable: String {
        var lines = ["| rule | stage | strength | reads |", "|---|---|---|---|"]
        for rule in all {
            lines.append("| `\(rule.rule.rawValue)` | \(rule.stage.rawValue) | \(rule.strength.rawValue) | \(rule.reads) |")
        }
        return lines.joined(separator: "\n")
    }
}

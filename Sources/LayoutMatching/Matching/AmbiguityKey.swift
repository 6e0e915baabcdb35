import LayoutCore

/// What one ambiguity warning is about: a rule's key shared among the children of one template
/// parent. The default matcher reports each at most once, whether the keyed rules met it or the
/// repeated-sibling report (``DuplicateSiblingReport``) did.
struct AmbiguityKey: Hashable, Sendable {
    var rule: MatchRule
    var parent: Int32
    var key: Int
}

import LayoutCore

/// How template views are paired with live views, and how a layout is applied.
public enum MatchingMode: String, Hashable, Sendable, Encodable, CaseIterable {
    /// TPMultiLayoutViewController's algorithm, rule by rule and quirk by quirk: first hit per
    /// rule (the last sibling for tags), several template views may land on one live view (the
    /// last write wins), an unmatched view's subtree is skipped, no descent into the subviews of
    /// sliders, switches, text fields and the like; apply stops at hidden views.
    case compatible
    /// One-to-one per layout, ambiguity reported, images by name, user labels and selectors as
    /// identities, containers paired through their contents, moved views found, whole-tree apply.
    case `default`
}

import LayoutCore

/// What paired a template view with a live view. The raw values are the CLI's JSON `rule` strings.
public enum MatchRule: String, Hashable, Sendable, Encodable, CaseIterable {
    // The reference's rules, tried in this order for each template view.
    /// Equal non-zero tag.
    case tag
    /// Equal targets, events and action selectors (UIControl).
    case controlActions
    /// Equal normal-state title (UIButton).
    case buttonTitle
    /// Same normal-state image (UIButton).
    case buttonImage
    /// Equal text (UILabel).
    case labelText
    /// Equal text and placeholder (UITextField).
    case textField
    /// The only sibling of exactly this class.
    case uniqueClass
    /// The template root, paired with the live root.
    case root
    /// The template view IS the live view (the same view of the same document).
    case same

    // Default mode only.
    /// The same owner outlet names the view in both layouts (`portrait`/`landscape` ignored in the name).
    case outlet
    /// Equal image resource name on a view that is not a button (an image view).
    case imageName
    /// Equal Interface Builder user label (`userLabel`, legacy `objectName`).
    case userLabel
    /// The same set of action selectors when targets or events differ.
    case actionSelector
    /// An untagged container paired through the identified views inside it.
    case containerContents
    /// A view whose identity is unique in the whole layout, found under another parent.
    case moved
    /// Views sharing a key, paired in sibling order because the layout keeps sibling order.
    case siblingOrder
    /// The only unpaired sibling with this class, background colour, content mode and images
    /// (a weak key: used only where it is unique on both sides).
    case visualIdentity
    /// An unidentified view whose class, appearance and subviews' shapes are unique among the
    /// unpaired siblings on both sides.
    case subtreeShape
    /// The only unpaired sibling of its class on both sides, under paired parents.
    case onlyOneLeft
    /// One of several siblings that look the same, paired in document order.
    case interchangeable

    // Layouts that need no matching.
    /// Attributes stored by live view id in the native template format.
    case stored
    /// A size-class frame variation of the live view itself.
    case variation
}

import LayoutCore

/// Which element directly inside an open view is open, so that its own children (a `<string>` title,
/// an `<action>`, a variation's `<rect>`) are read for the right purpose.
enum ModernViewChild {
    case other
    case normalState
    case configuration
    case connections
    /// `<attributedString key="attributedText">`, whose fragments make up the text.
    case attributedText
    /// A `<variation key="...">` with its trait key.
    case variation(String)
    /// A variation's `<mask key="subviews">`, whose `<include>`/`<exclude>` children name subviews.
    case subviewMask(String)
    /// The view's `<constraints>`, whose `<constraint>` children (and their variations) are read.
    case constraints
    /// The view's `<layoutGuides>`.
    case layoutGuides
    /// A variation's `<mask key="constraints">`, whose `<include>`/`<exclude>` children name constraints.
    case constraintMask(String)
}

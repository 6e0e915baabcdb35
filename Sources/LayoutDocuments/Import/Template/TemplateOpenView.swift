import LayoutCore

/// A `<view>` of a template file whose element is open.
struct TemplateOpenView {
    var node: ViewNode
    /// Layouts this view already gave attributes for, so a second `<attributes>` for one is an error.
    var layoutsSeen: Set<Int> = []
    var hasSubviews = false
}

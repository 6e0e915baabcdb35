import LayoutTemplates

extension ViewNode {
    /// This view and its subviews without the appearance that only matching reads (background
    /// colour, content mode, background image): each Interface Builder format spells it its own
    /// way, and the template format does not keep it, so documents compared across formats or
    /// through the template format leave it out.
    public func withoutAppearance() -> ViewNode {
        var copy = self
        copy.backgroundColor = nil
        copy.contentMode = nil
        copy.backgroundImage = nil
        // The font size (read for Auto Layout's baselines) is appearance too.
        copy.autoLayout.fontSize = nil
        copy.subviews = subviews.map { $0.withoutAppearance() }
        return copy
    }
}

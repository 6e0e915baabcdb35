import LayoutCore

/// A layout guide a constraint may name as an item: a view's `<viewLayoutGuide>` or a
/// controller's `<viewControllerLayoutGuide>`.
package struct LayoutGuide: Hashable, Sendable, Encodable {
    /// Which guide it is.
    package enum Kind: String, Hashable, Sendable, Encodable, CaseIterable {
        /// The view's safe area (`key="safeArea"`).
        case safeArea
        /// A scroll view's content (`key="contentLayoutGuide"`).
        case contentLayoutGuide
        /// A scroll view's frame (`key="frameLayoutGuide"`).
        case frameLayoutGuide
        /// The controller's top layout guide (`type="top"`): the bottom of the bars above the content.
        case topLayoutGuide
        /// The controller's bottom layout guide (`type="bottom"`): the top of the bars below it.
        case bottomLayoutGuide
    }

    /// The guide's id, as constraints name it.
    package var id: String
    /// Which guide it is.
    package var kind: Kind
    /// Where its element starts.
    package var location: SourceLocation?

    /// A guide of `kind` called `id`.
    package init(id: String, kind: Kind, location: SourceLocation? = nil) {
        self.id = id
        self.kind = kind
        self.location = location
    }
}

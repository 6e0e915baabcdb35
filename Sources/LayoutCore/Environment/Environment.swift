/// Everything a layout or an adaptive container can depend on: the interface orientation, the
/// container's size, its size classes and its layout direction.
///
/// Size classes are inputs, never guessed from the width: an 844 pt wide phone in landscape is
/// compact while a 736 pt one is regular.
public struct Environment: Hashable, Sendable, Encodable {
    /// The interface orientation.
    public var orientation: InterfaceOrientation
    /// The size of the container the layout fills, in points (zero when unknown).
    public var size: Size
    /// The horizontal size class, as UIKit reports it for the container.
    public var horizontalSizeClass: SizeClass
    /// The vertical size class, as UIKit reports it for the container.
    public var verticalSizeClass: SizeClass
    /// Whether the interface reads left to right or right to left.
    public var layoutDirection: Environment.LayoutDirection

    /// An environment; every trait not given is portrait, zero-sized, unspecified or left to right.
    public init(
        orientation: InterfaceOrientation = .portrait,
        size: Size = .zero,
        horizontalSizeClass: SizeClass = .unspecified,
        verticalSizeClass: SizeClass = .unspecified,
        layoutDirection: Environment.LayoutDirection = .leftToRight
    ) {
        self.orientation = orientation
        self.size = size
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.layoutDirection = layoutDirection
    }
}

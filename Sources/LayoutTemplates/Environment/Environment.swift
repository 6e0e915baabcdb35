/// Everything a layout or an adaptive container can depend on: the interface orientation, the
/// container's size, its size classes and its layout direction.
///
/// Size classes are inputs, never guessed from the width: an 844 pt wide phone in landscape is
/// compact while a 736 pt one is regular.
public struct Environment: Hashable, Sendable, Codable {
    public var orientation: InterfaceOrientation
    public var size: Size
    public var horizontalSizeClass: SizeClass
    public var verticalSizeClass: SizeClass
    public var layoutDirection: LayoutDirection

    public init(
        orientation: InterfaceOrientation = .portrait,
        size: Size = .zero,
        horizontalSizeClass: SizeClass = .unspecified,
        verticalSizeClass: SizeClass = .unspecified,
        layoutDirection: LayoutDirection = .leftToRight
    ) {
        self.orientation = orientation
        self.size = size
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.layoutDirection = layoutDirection
    }
}

/// A known device: its screen in portrait and the facts that decide its size classes.
public struct Device: Hashable, Sendable, Encodable {
    /// The name a scenario uses (`"iPad Air"`), unique in the catalog.
    public package(set) var name: String
    /// Phone or pad: which size-class rules apply.
    public package(set) var family: Device.Family
    /// The full screen in portrait, in points.
    package var portraitSize: Size
    /// A Plus/Max-class phone: regular width in landscape.
    package var isRegularWidthInLandscape: Bool
    /// A 12.9-inch-class iPad: regular width in the 1/2 landscape split too.
    package var isLargePad: Bool

    /// A device; the flags default to an ordinary phone or pad.
    package init(name: String, family: Device.Family, portraitSize: Size,
                isRegularWidthInLandscape: Bool = false, isLargePad: Bool = false) {
        self.name = name
        self.family = family
        self.portraitSize = portraitSize
        self.isRegularWidthInLandscape = isRegularWidthInLandscape
        self.isLargePad = isLargePad
    }

    /// The full screen in `orientation`.
    package func screenSize(_ orientation: InterfaceOrientation) -> Size {
        orientation.isPortrait ? portraitSize : Size(width: portraitSize.height, height: portraitSize.width)
    }

    /// The environment of an app on this device, with the size classes UIKit gives it:
    /// - iPad full screen: regular/regular. iPad Split View: height always regular; width regular
    ///   only in the 2/3 landscape split (and the 1/2 landscape split of a 12.9-inch iPad), compact
    ///   in 1/3, 1/2 and Slide Over.
    /// - iPhone portrait: compact/regular; landscape compact/compact, except Plus/Max-class phones
    ///   (regular/compact).
    ///
    /// Split View widths are nominal: the screen width times the fraction, rounded down (real
    /// splits leave room for a divider and snap to set widths, a few points off); Slide Over is
    /// 320 pt wide and full height. Returns `nil` for multitasking on a phone, which has none.
    package func environment(orientation: InterfaceOrientation, multitasking: Device.Multitasking = .fullScreen,
                            layoutDirection: Environment.LayoutDirection = .leftToRight) -> Environment? {
        let screen = screenSize(orientation)
        let size: Size
        let horizontal: SizeClass
        let vertical: SizeClass
        switch (family, multitasking) {
        case (_, .fullScreen):
            return fullScreenEnvironment(orientation: orientation, layoutDirection: layoutDirection)
        case (.phone, _):
            return nil
        case (.pad, .split(let fraction)):
            size = Size(width: (screen.width * fraction.value).rounded(.down), height: screen.height)
            let regular = orientation.isLandscape
                && (fraction == .twoThirds || (fraction == .oneHalf && isLargePad))
            (horizontal, vertical) = (regular ? .regular : .compact, .regular)
        case (.pad, .slideOver):
            size = Size(width: Device.Multitasking.slideOverWidth, height: screen.height)
            (horizontal, vertical) = (.compact, .regular)
        }
        return Environment(orientation: orientation, size: size, horizontalSizeClass: horizontal,
                           verticalSizeClass: vertical, layoutDirection: layoutDirection)
    }

    /// The environment of a full-screen app on this device, which every device has (see
    /// ``environment(orientation:multitasking:layoutDirection:)`` for the size classes).
    package func fullScreenEnvironment(orientation: InterfaceOrientation, layoutDirection: Environment.LayoutDirection) -> Environment {
        let horizontal: SizeClass
        let vertical: SizeClass
        switch family {
        case .phone where orientation.isPortrait:
            (horizontal, vertical) = (.compact, .regular)
        case .phone:
            (horizontal, vertical) = (isRegularWidthInLandscape ? .regular : .compact, .compact)
        case .pad:
            (horizontal, vertical) = (.regular, .regular)
        }
        return Environment(orientation: orientation, size: screenSize(orientation), horizontalSizeClass: horizontal,
                           verticalSizeClass: vertical, layoutDirection: layoutDirection)
    }
}

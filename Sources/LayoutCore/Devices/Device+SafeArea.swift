extension Device {
    /// Whether the phone has a sensor housing (a notch or island) and a home indicator instead
    /// of a home button: every phone 812 pt tall or taller.
    package var hasSensorHousing: Bool {
        family == .phone && portraitSize.height >= 812
    }

    /// Whether the iPad has a home indicator instead of a home button (every pad but the 9.7-inch
    /// class): a 24-pt status bar and a 20-pt home indicator.
    var hasHomeIndicator: Bool {
        family == .pad && portraitSize.width != 768
    }

    /// The safe area insets of a full-screen app in `orientation`, with the status bar shown
    /// where the device shows it:
    /// - phones without a sensor housing: a 20-pt status bar in portrait, none in landscape;
    /// - phones with one: 44 pt at the top and 34 at the bottom in portrait; 44 at each side and
    ///   21 at the bottom in landscape;
    /// - iPads: a 20-pt status bar (24 with a home indicator, plus 20 at the bottom) in both
    ///   orientations.
    ///
    /// Returned as (top, left, bottom, right).
    package func safeAreaInsets(_ orientation: InterfaceOrientation) -> (top: Double, left: Double, bottom: Double, right: Double) {
        switch family {
        case .phone where hasSensorHousing:
            return orientation.isPortrait ? (44, 0, 34, 0) : (0, 44, 21, 44)
        case .phone:
            return orientation.isPortrait ? (20, 0, 0, 0) : (0, 0, 0, 0)
        case .pad:
            return hasHomeIndicator ? (24, 0, 20, 0) : (20, 0, 0, 0)
        }
    }
}

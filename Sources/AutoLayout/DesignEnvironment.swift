import LayoutCore
import LayoutDocuments

/// What one design is laid out in: its root's frame, the safe area and bars around it, its size
/// classes, and the defaults of the SDK the document was saved with.
struct DesignEnvironment: Equatable {
    /// The root's frame in the window.
    var rootFrame: Rect
    /// The root's safe area insets.
    var safeArea: EdgeInsets
    /// The top layout guide's length (status and navigation bars) and the bottom one's.
    var topGuide: Double
    var bottomGuide: Double
    var horizontal: SizeClass
    var vertical: SizeClass
    /// A controller root's layout margin at each side: 16 pt, 20 pt in regular width and on
    /// phones 414 pt wide or wider.
    var rootSideMargin: Double
    /// A table cell's content view margins: 11/16 (20 on wide screens) pt from the iOS 11 SDK, 15 pt
    /// above and below from the iOS 26 SDK, 8 before iOS 11.
    var cellContentMargins: EdgeInsets
    var isControllerRoot: Bool

    /// The environment of `root` at `target`.
    static func of(_ root: ViewNode, in scene: Scene, document: Document, isControllerRoot: Bool, target: AutoLayoutEngine.Target) -> DesignEnvironment {
        let stored = root.frame
        let isStoryboard = document.format == .storyboard
        let metrics = scene.metrics
        var rootFrame = Rect(x: 0, y: 0, width: stored.width, height: stored.height)
        var screenInsets = EdgeInsets.zero
        var horizontal = SizeClass.compact
        var vertical = SizeClass.regular
        var isPortrait = stored.height >= stored.width
        var isPhone = true
        // Whether the saved root is shorter than the screen by the status bar and a top bar: it
        // was laid out below an opaque bar, which then covers none of it.
        var isBelowTopBar = false
        // The narrow side of the screen: phones 414 pt wide in portrait get wider margins.
        var portraitWidth = min(stored.width, stored.height)
        switch target {
        case .device(let device, let orientation):
            isPortrait = orientation.isPortrait
            isPhone = device.family == .phone
            portraitWidth = device.portraitSize.width
            let environment = Environment(device: device, orientation: orientation)
            horizontal = environment.horizontalSizeClass
            vertical = environment.verticalSizeClass
            let insets = device.safeAreaInsets(orientation)
            screenInsets = EdgeInsets(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
            if isControllerRoot, !metrics.isEmbedded {
                let screen = environment.size
                // Below an opaque bar the root begins where the bar ends on this screen, which is
                // not where it ends on the screen the document was saved on: the stored offset
                // stands only where no opaque bar sets it.
                let top = stored.y > 0 && !metrics.hasOpaqueTopBar ? stored.y : 0
                rootFrame = Rect(x: 0, y: top, width: screen.width, height: screen.height - top)
            } else {
                // No screen sizes it: it has the frame its most specific frame variation gives
                // these size classes, as Interface Builder's canvas shows it there.
                rootFrame = Self.frame(of: root, horizontal: horizontal, vertical: vertical)
            }
        case .saved:
            rootFrame = Rect(x: stored.x, y: stored.y, width: stored.width, height: stored.height)
            if let saved = document.savedDevice {
                isPortrait = !saved.isLandscape
                isPhone = !saved.isPad
            }
            let housing = document.savedDevice?.screen?.hasSensorHousing ?? false
            if let screen = document.savedDevice?.screen?.size { portraitWidth = min(screen.width, screen.height) }
            if isPhone {
                let wide = (document.savedDevice?.screen?.size.width ?? stored.width) >= 736
                horizontal = isPortrait ? .compact : (wide ? .regular : .compact)
                vertical = isPortrait ? .regular : .compact
                if housing {
                    screenInsets = isPortrait ? EdgeInsets(top: 44, bottom: 34) : EdgeInsets(top: 0, left: 44, bottom: 21, right: 44)
                } else {
                    screenInsets = EdgeInsets(top: isPortrait ? 20 : 0)
                }
            } else {
                (horizontal, vertical) = (.regular, .regular)
                screenInsets = EdgeInsets(top: 20)
            }
            let screen = document.savedDevice?.screen?.size
            let fillsScreen = screen.map { $0.width == stored.width && $0.height == stored.height } ?? true
            if isControllerRoot, let screen {
                isBelowTopBar = stored.height <= screen.height - screenInsets.top - (isPhone && !isPortrait ? 32 : 44)
            }
            if isControllerRoot, document.usesSafeAreas, let screen, stored.height < screen.height {
                // A root shorter than the screen sits below the status bar (under bars, in a
                // sheet): no inset covers its top.
                screenInsets.top = 0
            }
            if isControllerRoot, metrics.isFreeform || !fillsScreen {
                // A free-form canvas (or a form sheet's) has the size classes of its size.
                horizontal = stored.width >= 736 ? .regular : .compact
                vertical = stored.height > 414 ? .regular : .compact
            }
            if document.savedDevice == nil {
                // Saved before Xcode 8's "View as": the canvas is any width, any height (a
                // size-class document's 600x600 square), where only base variations hold.
                (horizontal, vertical) = (.unspecified, .unspecified)
            }
        }
        // A .xib simulates no status bar unless it says so; a storyboard's controllers do.
        if case .saved = target, !(metrics.hasStatusBar ?? isStoryboard), screenInsets.top <= 20 { screenInsets.top = 0 }
        var safe = EdgeInsets.zero
        var topGuide = 0.0
        var bottomGuide = 0.0
        if isControllerRoot, !metrics.isEmbedded {
            let barHeight = isPhone && !isPortrait ? 32.0 : 44.0
            // Below an opaque bar the root begins where the bar ends: nothing covers it.
            let covered = isBelowTopBar ? 0 : screenInsets.top + (metrics.hasTopBar ? barHeight : 0)
            if case .device = target, metrics.hasOpaqueTopBar, rootFrame.y < covered {
                rootFrame = Rect(x: rootFrame.x, y: covered, width: rootFrame.width, height: rootFrame.height - (covered - rootFrame.y))
            }
            let top = metrics.hasOpaqueTopBar ? 0 : covered - rootFrame.y
            let bottom = screenInsets.bottom + (metrics.hasBottomBar ? (isPhone && !isPortrait ? 32 : 49) : 0)
            safe = EdgeInsets(top: max(top, 0), left: screenInsets.left, bottom: bottom, right: screenInsets.right)
            topGuide = safe.top
            bottomGuide = safe.bottom
        }
        let toolsVersion = document.toolsVersion.flatMap { Double($0.split(separator: ".").first ?? "") } ?? 0
        // Measured: 20 on phones 414 pt wide, 16 elsewhere (iPads included).
        let cellSide = isPhone && portraitWidth >= 414 ? 20.0 : 16.0
        // A cell's content view centres a line of text in the SDK's default row: 11 pt above and
        // below in 44-pt rows, 15 pt in the 52-pt rows of the iOS 26 SDK (Xcode 26, tools 24000).
        let cellTop = toolsVersion >= 24000 ? 15.0 : 11.0
        return DesignEnvironment(
            rootFrame: rootFrame,
            safeArea: safe,
            topGuide: topGuide,
            bottomGuide: bottomGuide,
            horizontal: horizontal,
            vertical: vertical,
            rootSideMargin: DesignInsets.rootSideMargin(portraitWidth: portraitWidth, horizontal: horizontal),
            cellContentMargins: toolsVersion >= 13150 ? EdgeInsets(top: cellTop, left: cellSide, bottom: cellTop, right: cellSide) : EdgeInsets(top: 8, left: 8, bottom: 8, right: 8),
            isControllerRoot: isControllerRoot
        )
    }
}

extension DesignEnvironment {
    /// `root`'s frame in the size classes: its most specific frame variation's that holds there,
    /// else its stored frame.
    static func frame(of root: ViewNode, horizontal: SizeClass, vertical: SizeClass) -> Rect {
        root.frameVariations.mostSpecific(horizontal: horizontal, vertical: vertical, traits: \.traits)?.frame ?? root.frame
    }

    /// Whether `other` is this environment but for the root's size.
    func differsOnlyInRootSize(from other: DesignEnvironment) -> Bool {
        var same = other
        same.rootFrame = Rect(x: other.rootFrame.x, y: other.rootFrame.y, width: rootFrame.width, height: rootFrame.height)
        return same == self && rootFrame.x == other.rootFrame.x && rootFrame.y == other.rootFrame.y
    }
}

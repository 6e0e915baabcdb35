import LayoutCore
import LayoutDocuments

/// What UIKit gives a design's views at a target that a drawing of them cannot show: the root's
/// safe area (status bar, simulated bars, a notched screen's insets), a controller root's side
/// margins and a table cell content view's margins. Constraints synthesized from two drawings
/// may relate views to them; the engine lays the written document out with the same rules.
package struct DesignInsets: Sendable, Equatable {
    /// The root's safe-area insets (zero for a root that is no controller's view).
    package var safeArea: EdgeInsets
    /// A controller root's leading and trailing layout margin, measured from its edge (its safe
    /// area's side insets included); 0 for any other root.
    package var rootSideMargin: Double
    /// A table cell content view's layout margins where the document gives it none of its own.
    package var cellContentMargins: EdgeInsets

    /// Insets given as they are.
    package init(safeArea: EdgeInsets, rootSideMargin: Double, cellContentMargins: EdgeInsets) {
        self.safeArea = safeArea
        self.rootSideMargin = rootSideMargin
        self.cellContentMargins = cellContentMargins
    }

    /// The insets of `root`, a root view of `scene` in `document`, at `target`.
    package static func of(_ root: ViewNode, in scene: Scene, document: Document, isControllerRoot: Bool, at target: AutoLayoutEngine.Target) -> DesignInsets {
        let environment = DesignEnvironment.of(root, in: scene, document: document, isControllerRoot: isControllerRoot, target: target)
        return DesignInsets(safeArea: environment.safeArea,
                            rootSideMargin: isControllerRoot ? environment.rootSideMargin + environment.safeArea.left : 0,
                            cellContentMargins: environment.cellContentMargins)
    }

    /// A controller root's side margin on a screen `portraitWidth` wide in portrait, in
    /// `horizontal` width: 16 pt, 20 pt in regular width and on phones 414 pt wide or wider.
    package static func rootSideMargin(portraitWidth: Double, horizontal: SizeClass) -> Double {
        portraitWidth >= 414 || horizontal == .regular ? 20 : 16
    }

    /// The layout margins of `view` when it is a table cell's content view, `width` wide in a cell
    /// `cellWidth` wide: its own, else the SDK's, with a trailing margin of 8 pt beside an
    /// accessory (a content view narrower than its cell); `nil` for any other view.
    package func contentViewMargins(of view: ViewNode, width: Double, cellWidth: Double) -> EdgeInsets? {
        guard view.viewClass.uikitClass == "UITableViewCellContentView" else { return nil }
        return view.autoLayout.layoutMargins ?? Self.contentViewMargins(cellContentMargins, besideAccessory: width < cellWidth)
    }

    /// A content view's margins without margins of its own: a cell with an accessory has a
    /// narrower content view, whose trailing margin is 8.
    static func contentViewMargins(_ margins: EdgeInsets, besideAccessory: Bool) -> EdgeInsets {
        var result = margins
        if besideAccessory { result.right = 8 }
        return result
    }
}

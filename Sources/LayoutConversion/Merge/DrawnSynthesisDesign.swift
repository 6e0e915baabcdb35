import LayoutCore
import LayoutDocuments
import LayoutSynthesis
import AutoLayout

extension SynthesisDesign {
    /// A view's two drawings: its frames in its superview in portrait and in landscape, the
    /// autoresizing mask the designer gave it, and whether both size classes install it (a view
    /// hidden in one layout only is not installed in the other's size class).
    package typealias Drawings = (portrait: Rect, landscape: Rect, autoresizingMask: AutoresizingMask?, isInstalledInBoth: Bool)

    /// The design `merge --auto-layout` synthesizes constraints for: `root`'s views with their two
    /// drawings (a view `drawings` gives none of, or one of negative size, is left out with its
    /// subviews), and what the drawings imply but cannot show, as the AutoLayout engine lays the
    /// written document out on the phone the root is drawn for
    /// (`Device.drawnPhone(_:_:preferring:)` with `device`): the root's safe area in each
    /// orientation (the status bar, the bars the scene's simulated metrics put above and below
    /// it, a notched phone's insets; a relation to it is written to a safe-area guide, which the
    /// merge declares in the header), a controller root's side margins, and a table cell content
    /// view's margins (the SDK's for the document's tools version, 8 pt at the trailing side
    /// beside an accessory). Without the root's scene only a controller root's side margins are
    /// given.
    ///
    /// - Parameters:
    ///   - root: the design's root view.
    ///   - scene: the scene `root` is a root view of, whose simulated metrics give the bars.
    ///   - document: the document of `scene`: its tools version and whether it lays out with
    ///     safe-area guides.
    ///   - device: the phone the merge reproduces (`--device`), taken for a drawing whose size is
    ///     its screen's.
    ///   - isControllerRoot: whether `root` is its controller's view, which has the screen's safe
    ///     area and side margins.
    package static func drawn(_ root: ViewNode, scene: Scene?, document: Document?, device: Device, isControllerRoot: Bool,
                              drawings: (ViewNode) -> Drawings?) -> SynthesisDesign? {
        guard let rootDrawings = drawings(root) else { return nil }
        let orientations: [(InterfaceOrientation, Rect)] = [(.portrait, rootDrawings.portrait), (.landscapeLeft, rootDrawings.landscape)]
        let insets = orientations.map { orientation, frame -> DesignInsets in
            let phone = Device.drawnPhone(frame, orientation, preferring: device)
            if let scene, let document {
                return DesignInsets.of(root, in: scene, document: document, isControllerRoot: isControllerRoot, at: .device(phone, orientation))
            }
            let horizontal = Environment(device: phone, orientation: orientation).horizontalSizeClass
            let side = isControllerRoot ? DesignInsets.rootSideMargin(portraitWidth: phone.portraitSize.width, horizontal: horizontal) : 0
            return DesignInsets(safeArea: .zero, rootSideMargin: side, cellContentMargins: .zero)
        }
        let hasCellMargins = scene != nil && document != nil
        func node(_ view: ViewNode, superview: Drawings?) -> SynthesisDesign.SynthesisView? {
            guard let drawn = drawings(view),
                  min(drawn.portrait.width, drawn.portrait.height, drawn.landscape.width, drawn.landscape.height) >= 0 else { return nil }
            func margins(_ slot: Int) -> EdgeInsets? {
                guard hasCellMargins, let superview else { return nil }
                let (own, cell) = slot == 0 ? (drawn.portrait, superview.portrait) : (drawn.landscape, superview.landscape)
                return insets[slot].contentViewMargins(of: view, width: own.width, cellWidth: cell.width)
            }
            let kind = ViewKind(view)
            var drawnView = SynthesisDesign.SynthesisView(
                id: view.id, portrait: drawn.portrait, landscape: drawn.landscape, autoresizingMask: drawn.autoresizingMask,
                alignmentInsets: kind.alignmentInsets, portraitLayoutMargins: margins(0), landscapeLayoutMargins: margins(1),
                subviewPlacement: SynthesisDesign.SynthesisView.SubviewPlacement(of: view),
                subviews: view.subviews.compactMap { node($0, superview: drawn) })
            drawnView.stackSetsLengths = SynthesisDesign.SynthesisView.SubviewPlacement.lengthsSet(by: view)
            drawnView.isHidden = view.isHidden
            drawnView.isInstalledInBoth = drawn.isInstalledInBoth
            let isStack = view.autoLayout.stackView != nil
            drawnView.lacksContentLength = (!isStack && !kind.hasIntrinsicWidth, !isStack && !kind.hasIntrinsicHeight)
            drawnView.proportionalStackAxis = SynthesisDesign.SynthesisView.SubviewPlacement.proportionalAxis(of: view)
            drawnView.identity = ViewIdentity(view)
            return drawnView
        }
        guard let drawnRoot = node(root, superview: nil) else { return nil }
        var design = SynthesisDesign(root: drawnRoot, portraitSafeArea: insets[0].safeArea, landscapeSafeArea: insets[1].safeArea,
                                     portraitRootMargin: insets[0].rootSideMargin, landscapeRootMargin: insets[1].rootSideMargin)
        design.usesSafeAreas = document?.usesSafeAreas ?? false
        return design
    }
}

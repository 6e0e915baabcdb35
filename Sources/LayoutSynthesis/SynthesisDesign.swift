import LayoutCore
import LayoutDocuments

/// A design drawn twice, the input of ``ConstraintSynthesizer``: one view tree whose every view
/// has a frame in each drawing (portrait, and landscape as the height-compact size class shows it).
public struct SynthesisDesign: Sendable {
    /// The root view; its two frames give the sizes of the two drawings.
    package var root: SynthesisDesign.SynthesisView
    /// Every view of the design by id, the root's subtree walked once.
    package var viewsByID: [String: SynthesisDesign.SynthesisView] {
        var views: [String: SynthesisDesign.SynthesisView] = [:]
        func add(_ view: SynthesisDesign.SynthesisView) {
            views[view.id] = view
            view.subviews.forEach(add)
        }
        add(root)
        return views
    }
    /// The root's safe-area insets in the portrait drawing (zero for a view that is no screen).
    package var portraitSafeArea: EdgeInsets
    /// The root's safe-area insets in the landscape drawing.
    package var landscapeSafeArea: EdgeInsets
    /// The root's leading and trailing layout margin in the portrait drawing, measured from its
    /// edge (safe area included); 0 when the root's subviews are not to be related to its margins.
    package var portraitRootMargin: Double
    /// The root's leading and trailing layout margin in the landscape drawing.
    package var landscapeRootMargin: Double
    /// Whether the design's document lays out with safe-area layout guides (iOS 11 on), where
    /// Interface Builder relates the root's subviews to the safe area at every edge; without
    /// them only the status bar and the bars are kept clear, above and below.
    package var usesSafeAreas = false

    /// A design with its root and the root's safe area and side margins in each drawing.
    ///
    /// - Parameters:
    ///   - root: the root view; its two frames give the sizes of the two drawings.
    ///   - portraitSafeArea: the root's safe-area insets in the portrait drawing (zero for a view
    ///     that is no screen).
    ///   - landscapeSafeArea: the root's safe-area insets in the landscape drawing.
    ///   - portraitRootMargin: the root's leading and trailing layout margin in the portrait
    ///     drawing, measured from its edge (safe area included); 0 when the root's subviews are not
    ///     to be related to its margins.
    ///   - landscapeRootMargin: the root's leading and trailing layout margin in the landscape drawing.
    public init(root: SynthesisDesign.SynthesisView, portraitSafeArea: EdgeInsets = .zero, landscapeSafeArea: EdgeInsets = .zero,
                portraitRootMargin: Double = 0, landscapeRootMargin: Double = 0) {
        self.root = root
        self.portraitSafeArea = portraitSafeArea
        self.landscapeSafeArea = landscapeSafeArea
        self.portraitRootMargin = portraitRootMargin
        self.landscapeRootMargin = landscapeRootMargin
    }
}

extension SynthesisDesign {
    /// One view of a ``SynthesisDesign``: its frames in its superview in both drawings.
    public struct SynthesisView: Sendable {
        /// The view's id (the document's object id).
        package var id: String
        /// Its frame in its superview in the portrait drawing.
        package var portrait: Rect
        /// Its frame in its superview in the landscape drawing.
        package var landscape: Rect
        /// The autoresizing mask the designer gave it, when the document has one: where the drawings
        /// allow several readings, the one the mask states is preferred.
        package var autoresizingMask: AutoresizingMask?
        /// The frame minus the alignment rectangle, which constraints place (a slider's and a
        /// switch's differ from their frames).
        package var alignmentInsets: EdgeInsets
        /// The alignment rectangle in the portrait drawing.
        package var portraitAlignmentRect: Rect { Self.inset(portrait, alignmentInsets) }
        /// The alignment rectangle in the landscape drawing.
        package var landscapeAlignmentRect: Rect { Self.inset(landscape, alignmentInsets) }

        static func inset(_ frame: Rect, _ insets: EdgeInsets) -> Rect {
            Rect(x: frame.x + insets.left, y: frame.y + insets.top,
                 width: frame.width - insets.left - insets.right, height: frame.height - insets.top - insets.bottom)
        }

        /// Its subviews, in document order (which orders, along each axis, the siblings a view may be
        /// related to).
        package var subviews: [SynthesisDesign.SynthesisView]
        /// The document's view it is drawn from, when it is one: what the explanation and the
        /// diagnostics name it by.
        package var identity: ViewIdentity?

        /// How the explanation and the diagnostics name the view: as reports name views
        /// (``ViewIdentity``), or by its id when it is not a document's view.
        package var name: String {
            identity?.description ?? ViewIdentity.description(ofViewWithID: id)
        }
        /// Its layout margins in the portrait drawing, when its subviews may be related to them and
        /// they are not the root's side margins (a table cell's content view's, which follow the phone).
        package var portraitLayoutMargins: EdgeInsets?
        /// Its layout margins in the landscape drawing.
        package var landscapeLayoutMargins: EdgeInsets?
        /// How its subviews are placed.
        package var subviewPlacement: SubviewPlacement
        /// Along which axes nothing in it gives it a length: no intrinsic content size, and no
        /// arranged subviews (a plain view's subviews are placed from it, not sizing it).
        package var lacksContentLength: (horizontal: Bool, vertical: Bool) = (false, false)
        /// Whether both size classes install it: one that a size class leaves out of its
        /// superview (a view hidden in one layout only) takes its constraints with it there, so no
        /// other view is related to it.
        package var isInstalledInBoth = true
        /// Whether it is drawn hidden: a stack view does not arrange a hidden subview, which is
        /// then placed as any other view, at a priority the stack's collapsing of it overrides.
        package var isHidden = false
        /// Along which axes its arrangement, a stack view's, sets its arranged subviews' lengths
        /// (a filling distribution along its axis, a filling alignment across it): there they need
        /// no size relation of their own. Empty for any other view, and for a stack whose axis
        /// changes with the size class.
        package var stackSetsLengths: (horizontal: Bool, vertical: Bool) = (false, false)
        /// The axis along which it, a stack view, shares out its length in proportion to its
        /// arranged subviews' intrinsic lengths; `nil` for any other view.
        package var proportionalStackAxis: SynthesisAxis?

        /// How a view's subviews are placed, which decides what the synthesis may relate them to.
        public enum SubviewPlacement: Sendable, Hashable {
            /// By their constraints: every relation is a candidate.
            case constraints
            /// By the view, a stack view, as its arranged subviews: they get no placing constraints,
            /// only a size relation where the two drawings give them different sizes.
            case stack
            /// By the view itself, a table or collection view or a cell (cells, headers, a content
            /// view): they get no constraints.
            case container
            /// In the view's content, a scroll view: a relation to its end edges sizes the content
            /// instead of placing the subview, so none is offered, and the first subview's far edges
            /// end the content.
            case scrollContent

            /// Along which axes `view`, a stack view, sets its arranged subviews' lengths: along
            /// its axis where it fills equally or proportionally, across it where it aligns to fill.
            package static func lengthsSet(by view: ViewNode) -> (horizontal: Bool, vertical: Bool) {
                guard let stack = view.autoLayout.stackView, view.autoLayout.stackAxisVariations.isEmpty else { return (false, false) }
                let along = stack.distribution == .fillEqually || stack.distribution == .fillProportionally
                let across = stack.alignment == .fill
                return stack.axis == .horizontal ? (along, across) : (across, along)
            }

            /// The axis along which `view`, a stack view whose axis no size class changes, fills
            /// proportionally.
            package static func proportionalAxis(of view: ViewNode) -> SynthesisAxis? {
                guard let stack = view.autoLayout.stackView, view.autoLayout.stackAxisVariations.isEmpty,
                      stack.distribution == .fillProportionally else { return nil }
                return stack.axis == .horizontal ? .horizontal : .vertical
            }

            /// How a document's view places its subviews.
            package init(of view: ViewNode) {
                if view.autoLayout.stackView != nil {
                    self = .stack
                } else if ["UITableView", "UICollectionView", "UITableViewCell", "UICollectionViewCell", "UICollectionReusableView", "UITableViewHeaderFooterView"]
                    .contains(where: { view.viewClass.isKind(of: $0) }) {
                    self = .container
                } else if view.viewClass.isKind(of: "UIScrollView") {
                    self = .scrollContent
                } else {
                    self = .constraints
                }
            }
        }

        /// A view with its two frames.
        ///
        /// - Parameters:
        ///   - id: the view's id (the document's object id).
        ///   - portrait: its frame in its superview in the portrait drawing.
        ///   - landscape: its frame in its superview in the landscape drawing.
        ///   - autoresizingMask: the autoresizing mask the designer gave it, when the document has
        ///     one: where the drawings allow several readings, the one the mask states is preferred.
        ///   - alignmentInsets: the frame minus the alignment rectangle, which constraints place (a
        ///     slider's and a switch's differ from their frames).
        ///   - portraitLayoutMargins: its layout margins in the portrait drawing, when its subviews
        ///     may be related to them and they are not the root's side margins (a table cell's
        ///     content view's, which follow the phone).
        ///   - landscapeLayoutMargins: its layout margins in the landscape drawing.
        ///   - subviewPlacement: how its subviews are placed, which narrows what they may be related to.
        ///   - subviews: its subviews, in document order (which orders, along each axis, the
        ///     siblings a view may be related to).
        public init(id: ViewID, portrait: Rect, landscape: Rect, autoresizingMask: AutoresizingMask? = nil,
                    alignmentInsets: EdgeInsets = .zero, portraitLayoutMargins: EdgeInsets? = nil, landscapeLayoutMargins: EdgeInsets? = nil,
                    subviewPlacement: SubviewPlacement = .constraints, subviews: [SynthesisDesign.SynthesisView] = []) {
            self.id = id.rawValue
            self.portrait = portrait
            self.landscape = landscape
            self.autoresizingMask = autoresizingMask
            self.alignmentInsets = alignmentInsets
            self.portraitLayoutMargins = portraitLayoutMargins
            self.landscapeLayoutMargins = landscapeLayoutMargins
            self.subviewPlacement = subviewPlacement
            self.subviews = subviews
        }
    }
}

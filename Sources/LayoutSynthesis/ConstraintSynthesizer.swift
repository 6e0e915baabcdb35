import LayoutCore
import LayoutDocuments

/// Infers the Auto Layout constraints a designer meant from two drawings of one view tree
/// (portrait, and landscape as the height-compact size class shows it), verified with
/// LayoutSolver before they are returned.
///
/// For each view and each axis, every relation that could set one of its four attributes (start
/// edge, end edge, centre, length) is a candidate: the superview's same edge or centre, the root's
/// safe area (for the root's subviews), a position or size proportional to the superview
/// (multiplier), adjacent spacing to or alignment with one of the siblings placed before the view
/// (the nearest in document order; horizontally those the two drawings give one width come
/// first, then those they stretch; vertically document order; never one that a size class does
/// not install, which takes its constraints with it there), equal sizes with one, a fixed
/// size, the superview's size with an offset, and vertically the view's own aspect ratio (its
/// height a multiple of its width, where the width changes between the drawings). Each candidate has a
/// constant per drawing. The synthesis keeps, per axis, the two candidates on distinct attributes
/// with the lowest total score:
///
/// - a candidate whose constant differs between the drawings costs 10: it needs
///   a `heightClass=compact` variation, so a relation that holds in both drawings always wins;
/// - then simplicity: a superview edge 0, its centre 0.5, a layout margin 0.1 more (the root's
///   sides, or a superview's own margins where the design gives them, as a table cell's content
///   view has; a side margin 0.05 less than the edge where the view lies inside it in both
///   drawings at a distance from it at least as round as from the edge: a multiple of 8 or 10, then
///   of 4 or 5), a safe-area edge 0.25 more (0.35 less, so that it wins over the superview's
///   edge and margins, for a root's subview in a design with safe-area guides that keeps clear of
///   where a screen's insets lie: off both side edges horizontally, below the top inset
///   vertically; a view drawn edge to edge or under the status bar follows the superview), any
///   of these side edges 1.5 more where a sibling
///   placed before the view lies between them in its row in both drawings (the view is placed
///   from its neighbour, not across it), and the superview's width with an offset as much more
///   where one lies on either side, a fixed size or the superview's size with an offset 1, a sibling relation 1.25 (spacing only between
///   views side by side in both drawings; edges or centres aligned at an offset 0.25 more), an
///   aspect ratio 1.5, a proportion 2;
/// - a relation whose constant is 0 in both drawings 0.25 less; a margin or length the
///   autoresizing mask holds fixed 0.3 less; a pair other than both edges or one edge or centre
///   with the length 1 more;
/// - a pair that makes the view's length follow its superview's (both edges from the
///   superview's edges, margins or safe area, or its length with an offset) 2 more where the
///   view is drawn shorter than the superview may shrink on the smallest phone of
///   ``DeviceCatalog`` (the root by the difference between the screens, a view inside it by the
///   share of the root's change it follows): there its length would fall below zero.
///
/// Where the best pair needs a variation along the horizontal axis, a view without subviews whose
/// width grows with its superview's but by less, held by an edge or its centre that holds in both
/// drawings, gets a capped width instead: the other edge at priority
/// 999 where the narrower drawing puts it, and `width <=` the wider drawing's width.
///
/// How the superview places its subviews (``SynthesisDesign/SynthesisView/SubviewPlacement``) narrows this: a
/// stack view's arranged subviews get no placing constraints, only, along an axis where the two
/// drawings give them different sizes, keep a size the stack's changes, or nothing in them gives
/// them a length (a plain view: no intrinsic size, no arranged subviews), and the stack does not
/// set their lengths (by filling equally or proportionally along its axis, by aligning to fill
/// across it), the best size relation of the list above (an equal size
/// with an earlier arranged view 1 less, a share of the stack 1.5 less) at priority 999
/// (the stack's arrangement may override it on another screen, never conflict with it); along the
/// axis of a stack that fills in proportion to intrinsic lengths, once one arranged view keeps
/// its length while the stack's changes, that length is fixed and an arranged view as long as an
/// earlier one in both drawings stays equal to it, both required (the stack shares out the rest);
/// a subview the stack does not arrange, drawn hidden, gets the relations of any view, all at
/// priority 999, which the stack's collapsing of it may override; a table,
/// a collection view or a cell places its subviews and they get none; a scroll view's subviews are
/// offered no relation to its end edges (those size its content), and its first subview's far
/// edges end the content.
///
/// Two equalities per axis that relate a view only to its superview, the safe area and siblings
/// placed before it make a triangular system: never conflicting, never ambiguous (a capped width
/// adds an optional edge, which the required cap may only override). The synthesis still
/// solves the chosen set at both drawn sizes. Where a view is not within half a point of both
/// drawings, the capped lengths among the views missed, then all of them, are given their
/// variations instead (capped lengths yield at priority 999, and relations between views can tie
/// such yields so that the solver settles elsewhere); a view still missed is pinned (its top-left
/// corner and its size, the landscape numbers in variations), with a warning. Only the
/// AutoLayout engine models stack views and intrinsic sizes: `merge --auto-layout` lays out the
/// document it writes with it at both drawn sizes as well.
public enum ConstraintSynthesizer {
    /// The cost of a relation whose constant must change in landscape.
    package static let variationCost = 10.0
    /// How far (in points) a constant may differ between the drawings and still count as one.
    package static let constantTolerance = 0.01
    /// How far (in points) a verified view may be from either drawing.
    package static let verificationTolerance = 0.5
    /// The cost of a pair that gives the view a length below zero on the smallest phone.
    package static let collapseCost = 2.0
    /// The narrowest and the shortest portrait screen of the catalog's phones.
    static let smallestPhone: Size = {
        let phones = DeviceCatalog.devices.filter { $0.family == .phone }.map(\.portraitSize)
        return Size(width: phones.map(\.width).min() ?? 0, height: phones.map(\.height).min() ?? 0)
    }()
    /// How many siblings a view may be related to (keeps the work linear).
    static let siblingWindow = 4
    /// The cost a superview edge adds when a sibling lies between it and the view.
    static let acrossSiblingCost = 1.5
    /// The priority of a relation something else may override: a stack view's arrangement, a cap.
    static let yieldingPriority = 999.0

    /// The constraints that reproduce both drawings of `design`, with their evidence.
    public static func synthesize(_ design: SynthesisDesign) -> SynthesisResult {
        var uncapped: Set<String> = []
        var result = collected(design, uncapped: uncapped)
        var failing = result.mismatches()
        // A capped length yields to its cap at priority 999; where relations between views tie
        // several such yields, the solver may settle elsewhere than the drawings. Those views, and
        // then every capped one, are synthesized again with their variations instead.
        for widen in [false, true] where !failing.isEmpty {
            let capped = Set(result.views.filter { $0.constraints.contains { $0.relation != .equal } }.map(\.id.rawValue))
            let more = widen ? capped : capped.intersection(failing)
            guard !more.isSubset(of: uncapped) else { continue }
            uncapped.formUnion(more)
            result = collected(design, uncapped: uncapped)
            failing = result.mismatches()
        }
        return verified(result, failing: failing, fallbackFor: design)
    }

    /// Every view's chosen constraints, `uncapped` views given a variation where they would be capped.
    private static func collected(_ design: SynthesisDesign, uncapped: Set<String>) -> SynthesisResult {
        var views: [SynthesisResult.SynthesizedView] = []
        collect(design.root, superview: nil, design: design, uncapped: uncapped, into: &views)
        return SynthesisResult(design: design, views: views, diagnostics: [])
    }

    /// The naive conversion, the baseline: each view pinned to its superview's top-left with a
    /// fixed size, the landscape numbers in `heightClass=compact` variations.
    package static func naive(_ design: SynthesisDesign) -> SynthesisResult {
        var views: [SynthesisResult.SynthesizedView] = []
        func walk(_ view: SynthesisDesign.SynthesisView, superview: String?) {
            views.append(SynthesisResult.SynthesizedView(id: ViewID(view.id), superviewID: superview.map(ViewID.init),
                                         constraints: superview == nil ? [] : pins(view), isPinned: superview != nil))
            for subview in view.subviews { walk(subview, superview: view.id) }
        }
        walk(design.root, superview: nil)
        return SynthesisResult(design: design, views: views, diagnostics: [])
    }

    private static func pins(_ view: SynthesisDesign.SynthesisView) -> [SynthesisResult.SynthesizedConstraint] {
        SynthesisAxis.allCases.flatMap { axis -> [SynthesisResult.SynthesizedConstraint] in
            let p = axis.span(view.portraitAlignmentRect), l = axis.span(view.landscapeAlignmentRect)
            return [
                constraint(view.id, axis, Candidate(role: .start, item: .superview, itemRole: .start, multiplier: 1, portraitConstant: p.start, landscapeConstant: l.start, cost: 0, kind: "pinned position")),
                constraint(view.id, axis, Candidate(role: .length, item: .none, itemRole: nil, multiplier: 1, portraitConstant: p.length, landscapeConstant: l.length, cost: 0, kind: "pinned size")),
            ]
        }
    }

    /// Recursion depth is the tree's depth, bounded for read documents by the readers' limit.
    private static func collect(_ view: SynthesisDesign.SynthesisView, superview: SynthesisDesign.SynthesisView?, design: SynthesisDesign, uncapped: Set<String>,
                                into views: inout [SynthesisResult.SynthesizedView]) {
        var constraints: [SynthesisResult.SynthesizedConstraint] = []
        let isArranged = superview?.subviewPlacement == .stack && !view.isHidden
        if let superview, isArranged || superview.subviewPlacement == .container {
            let sizes = superview.subviewPlacement == .stack ? arrangedSizes(view, in: superview) : []
            views.append(SynthesisResult.SynthesizedView(id: ViewID(view.id), superviewID: ViewID(superview.id), constraints: sizes, isPinned: false, isPlacedBySuperview: true))
            for subview in view.subviews { collect(subview, superview: view, design: design, uncapped: uncapped, into: &views) }
            return
        }
        if let superview, let index = superview.subviews.firstIndex(where: { $0.id == view.id }) {
            // A superview's edges are its bounds; a view's and its siblings' are their alignment rectangles.
            let isRootChild = superview.id == design.root.id
            for axis in SynthesisAxis.allCases {
                let earlier = placedBefore(index, in: superview.subviews, axis)
                let context = AxisContext(
                    axis: axis,
                    portrait: axis.span(view.portraitAlignmentRect), landscape: axis.span(view.landscapeAlignmentRect),
                    superPortrait: axis.span(superview.portrait).length, superLandscape: axis.span(superview.landscape).length,
                    safeArea: isRootChild && (design.portraitSafeArea != .zero || design.landscapeSafeArea != .zero) ? (axis.insets(design.portraitSafeArea), axis.insets(design.landscapeSafeArea)) : nil,
                    siblings: earlier.map { ($0.id, axis.span($0.portraitAlignmentRect), axis.span($0.landscapeAlignmentRect)) },
                    flexible: view.autoresizingMask.map { mask in
                        axis == .horizontal
                            ? (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin))
                            : (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin))
                    },
                    margins: margins(of: superview, axis, in: design),
                    superviewScrolls: superview.subviewPlacement == .scrollContent,
                    obstructed: (obstructed(view, by: earlier, in: superview, axis, towardEnd: false), obstructed(view, by: earlier, in: superview, axis, towardEnd: true)),
                    prefersSafeArea: isRootChild && design.usesSafeAreas && keepsClearOfInsets(view, axis, design),
                    ownWidth: axis == .vertical ? (id: view.id, portrait: view.portraitAlignmentRect.width, landscape: view.landscapeAlignmentRect.width) : nil,
                    superviewShrink: shrink(of: superview, axis, in: design))
                let candidates = context.candidates()
                let (pair, avoided) = bestPair(candidates, collapses: context.collapses)
                // A view with subviews keeps the variation: its length set by an optional edge
                // would yield to its subviews' required constraints.
                if pair.contains(where: { !$0.holdsInBoth }), view.subviews.isEmpty, !uncapped.contains(view.id), let capped = cappedLength(context, candidates, id: view.id) {
                    constraints += capped
                } else {
                    var chosen = pair.map { constraint(view.id, axis, $0) }
                    if let avoided { explainAvoidedCollapse(&chosen, avoided: avoided.map { constraint(view.id, axis, $0).equation }) }
                    constraints += chosen
                }
                if superview.subviewPlacement == .scrollContent, index == 0 {
                    // The content ends where the first subview ends: it sizes the scrollable area.
                    constraints.append(SynthesisResult.SynthesizedConstraint(
                        viewID: ViewID(view.id), attribute: Role.end.attribute(axis), item: .scrollContent, itemAttribute: Role.end.attribute(axis),
                        multiplier: 1, constant: 0, compactConstant: nil, evidence: "scroll view content: its first subview's far edge ends the content"))
                }
            }
        }
        if superview?.subviewPlacement == .stack {
            // A hidden subview of a stack view: UIKit collapses it, its relations may yield.
            for index in constraints.indices { constraints[index].priority = min(constraints[index].priority, yieldingPriority) }
        }
        views.append(SynthesisResult.SynthesizedView(id: ViewID(view.id), superviewID: superview.map { ViewID($0.id) }, constraints: constraints, isPinned: false))
        for subview in view.subviews { collect(subview, superview: view, design: design, uncapped: uncapped, into: &views) }
    }

    /// Says, on each chosen constraint that replaced a relation of the `avoided` pair (the one the
    /// collapse cost turned away), which relations it replaced and why.
    private static func explainAvoidedCollapse(_ chosen: inout [SynthesisResult.SynthesizedConstraint], avoided: [String]) {
        let rejected = avoided.filter { equation in !chosen.contains { $0.equation == equation } }
        guard !rejected.isEmpty else { return }
        let because = "; chosen over \(rejected.map { TerminalText.shortened($0) }.joined(separator: ", ")), which would leave the view shorter than zero on the smallest phone"
        for index in chosen.indices where !avoided.contains(chosen[index].equation) { chosen[index].evidence += because }
    }

    /// The siblings a subview may be related to along `axis`, nearest in document order first:
    /// those placed before it. Horizontally, views whose width is the same in both drawings are
    /// placed first (in document order), then those the drawings stretch, so that a view filling
    /// a row between fixed neighbours can be related to each of them; vertically, document order.
    /// Relations only to siblings placed before keep each axis's system triangular.
    static func placedBefore(_ index: Int, in siblings: [SynthesisDesign.SynthesisView], _ axis: SynthesisAxis) -> [SynthesisDesign.SynthesisView] {
        func stretches(_ view: SynthesisDesign.SynthesisView) -> Bool {
            axis == .horizontal && abs(axis.span(view.portraitAlignmentRect).length - axis.span(view.landscapeAlignmentRect).length) > constantTolerance
        }
        let rank = { (position: Int) in (stretches(siblings[position]) ? 1 : 0, position) }
        let own = rank(index)
        var placed: [SynthesisDesign.SynthesisView] = []
        // Outward from the view, a bounded distance: the work stays linear in the siblings.
        for distance in 1...(4 * siblingWindow) where placed.count < siblingWindow {
            for position in [index - distance, index + distance] where siblings.indices.contains(position) && rank(position) < own && siblings[position].isInstalledInBoth {
                placed.append(siblings[position])
            }
        }
        return Array(placed.prefix(siblingWindow))
    }

    /// Whether, in both drawings, one of `siblings` (those the view may be related to) lies wholly
    /// between `view` and its superview's leading (or trailing) edge, in the same row; only
    /// horizontally, where rows stretch with the screen.
    static func obstructed(_ view: SynthesisDesign.SynthesisView, by siblings: [SynthesisDesign.SynthesisView], in superview: SynthesisDesign.SynthesisView, _ axis: SynthesisAxis, towardEnd: Bool) -> Bool {
        guard axis == .horizontal else { return false }
        let across = SynthesisAxis.vertical
        return siblings.contains { sibling in
            return [(view.portraitAlignmentRect, sibling.portraitAlignmentRect, superview.portrait),
                    (view.landscapeAlignmentRect, sibling.landscapeAlignmentRect, superview.landscape)].allSatisfy { own, theirs, container in
                let (a, b) = (axis.span(own), axis.span(theirs))
                let (crossA, crossB) = (across.span(own), across.span(theirs))
                guard b.length > 0, crossB.start < crossA.start + crossA.length, crossA.start < crossB.start + crossB.length else { return false }
                return towardEnd
                    ? b.start >= a.start + a.length && b.start + b.length <= axis.span(container).length
                    : b.start + b.length <= a.start && b.start >= 0
            }
        }
    }

    /// Whether a subview of the root keeps clear of where a screen's insets lie along `axis` in
    /// both drawings, so that it is laid out against the safe area: horizontally, off both side
    /// edges (a view drawn edge to edge spans the screen, as backgrounds, bars and tables do, and a
    /// notched phone's side insets would cut it); vertically, below the top inset (a view reaching
    /// under the status bar is laid out against the superview).
    static func keepsClearOfInsets(_ view: SynthesisDesign.SynthesisView, _ axis: SynthesisAxis, _ design: SynthesisDesign) -> Bool {
        [(view.portraitAlignmentRect, design.root.portrait, design.portraitSafeArea),
         (view.landscapeAlignmentRect, design.root.landscape, design.landscapeSafeArea)].allSatisfy { frame, root, insets in
            let tolerance = verificationTolerance
            switch axis {
            case .horizontal:
                return frame.x >= insets.left + tolerance && frame.x + frame.width <= root.width - insets.right - tolerance
            case .vertical:
                return frame.y >= insets.top - tolerance
            }
        }
    }

    /// An arranged subview's size where the two drawings differ in it: its stack view gives it
    /// the size it is stored with (its intrinsic size, for the engine) unless a relation says
    /// otherwise. The best length relation to the stack view or a fixed size, at priority 999 so
    /// that on another screen the stack's own arrangement wins over it rather than conflicting.
    static func arrangedSizes(_ view: SynthesisDesign.SynthesisView, in stack: SynthesisDesign.SynthesisView) -> [SynthesisResult.SynthesizedConstraint] {
        let position = stack.subviews.firstIndex { $0.id == view.id } ?? 0
        let earlier = stack.subviews[max(0, position - siblingWindow)..<position].reversed().filter(\.isInstalledInBoth)
        return SynthesisAxis.allCases.compactMap { axis in
            let portrait = axis.span(view.portraitAlignmentRect), landscape = axis.span(view.landscapeAlignmentRect)
            // A length the drawings change is related; so is one they keep while the stack's
            // changes: the stack does not stretch that view, so neither does another screen.
            let stackChanges = abs(axis.span(stack.portrait).length - axis.span(stack.landscape).length) > constantTolerance
            let keepsLength = abs(portrait.length - landscape.length) <= constantTolerance
            if stack.proportionalStackAxis == axis {
                return proportionallyStacked(view, axis, earlier: earlier, in: stack)
            }
            // A view nothing inside sizes gets its length even where nothing changes: else the
            // stack has none to give it.
            let lacksLength = axis == .horizontal ? view.lacksContentLength.horizontal : view.lacksContentLength.vertical
            guard !keepsLength || stackChanges || lacksLength,
                  !(axis == .horizontal ? stack.stackSetsLengths.horizontal : stack.stackSetsLengths.vertical) else { return nil }
            let context = AxisContext(axis: axis, portrait: portrait, landscape: landscape,
                                      superPortrait: axis.span(stack.portrait).length, superLandscape: axis.span(stack.landscape).length,
                                      safeArea: nil, siblings: earlier.map { ($0.id, axis.span($0.portraitAlignmentRect), axis.span($0.landscapeAlignmentRect)) },
                                      flexible: nil, margins: nil)
            // A stack shares out its length: an equal size with an earlier arranged view, then a
            // share of the stack, read more naturally there than an offset from its length.
            func preference(_ candidate: Candidate) -> Double {
                candidate.score - (candidate.kind == "equal sizes" ? 1 : 0) - (candidate.kind == "proportional to the superview" ? 1.5 : 0)
            }
            guard let best = context.candidates().filter({ $0.role == .length }).min(by: { preference($0) < preference($1) }) else { return nil }
            var size = constraint(view.id, axis, best)
            size.priority = yieldingPriority
            return size
        }
    }

    /// An arranged subview's length along the axis of a stack that shares out its length in
    /// proportion to intrinsic lengths, where the drawings show a length of the designer's own: one
    /// the stack's growth leaves as it is is fixed, required, so the stack shares out only the
    /// rest; beside such a view, one as long as an earlier arranged view in both drawings is
    /// required to stay so, as the stack shares the rest between them. Elsewhere the stack's own
    /// proportions give what the drawings show.
    static func proportionallyStacked(_ view: SynthesisDesign.SynthesisView, _ axis: SynthesisAxis, earlier: [SynthesisDesign.SynthesisView],
                                      in stack: SynthesisDesign.SynthesisView) -> SynthesisResult.SynthesizedConstraint? {
        func keepsLength(_ view: SynthesisDesign.SynthesisView) -> Bool {
            abs(axis.span(view.portraitAlignmentRect).length - axis.span(view.landscapeAlignmentRect).length) <= constantTolerance
        }
        let portrait = axis.span(view.portraitAlignmentRect), landscape = axis.span(view.landscapeAlignmentRect)
        guard abs(axis.span(stack.portrait).length - axis.span(stack.landscape).length) > constantTolerance,
              stack.subviews.contains(where: { !$0.isHidden && keepsLength($0) }) else { return nil }
        if keepsLength(view) {
            return constraint(view.id, axis, Candidate(role: .length, item: .none, itemRole: nil, multiplier: 1, portraitConstant: portrait.length, landscapeConstant: landscape.length,
                                                      cost: 0, kind: "fixed size in a stack that shares out the rest of its length in proportion"))
        }
        guard let twin = earlier.first(where: { other in
            !other.isHidden && !keepsLength(other)
                && abs(axis.span(other.portraitAlignmentRect).length - portrait.length) <= constantTolerance
                && abs(axis.span(other.landscapeAlignmentRect).length - landscape.length) <= constantTolerance
        }) else { return nil }
        return constraint(view.id, axis, Candidate(role: .length, item: .sibling(ViewID(twin.id)), itemRole: .length, multiplier: 1, portraitConstant: 0, landscapeConstant: 0,
                                                  cost: 0, kind: "equal sizes in a stack that shares out its length in proportion"))
    }

    /// A length that grows with the superview but by less, the view held by one relation that
    /// holds in both drawings (an edge or its centre, to the superview, its margins or the safe
    /// area), read as a capped length: the free edge stretches at priority 999 to where the
    /// drawing with the shorter superview puts it, and the length is at most what the drawing with
    /// the longer superview gives (a centred column with a maximum width). One relation holding in
    /// both drawings is read before a height-compact variation, which is right on the drawn phone only.
    static func cappedLength(_ context: AxisContext, _ candidates: [Candidate], id: String) -> [SynthesisResult.SynthesizedConstraint]? {
        let growth = context.superLandscape - context.superPortrait
        // Widths are capped; heights change with the bars, and a scroll view's content is sized
        // by its subviews rather than sizing them.
        guard context.axis == .horizontal, !context.superviewScrolls, abs(growth) > 1 else { return nil }
        let longerIsLandscape = growth > 0
        let (short, long) = longerIsLandscape ? (context.portrait, context.landscape) : (context.landscape, context.portrait)
        let grows = long.length - short.length
        guard grows > constantTolerance, grows < abs(growth) - constantTolerance else { return nil }
        let placing: [SynthesisResult.SynthesizedConstraint.Item] = [.superview, .margins, .safeArea]
        guard let anchor = candidates.filter({ $0.role != .length && $0.holdsInBoth && $0.multiplier == 1 && $0.itemRole == $0.role && placing.contains($0.item) })
            .min(by: { $0.score < $1.score }) else { return nil }
        let free: Role = anchor.role == .start ? .end : .start
        guard var stretch = candidates.first(where: { $0.role == free && $0.itemRole == free && $0.item == anchor.item && $0.multiplier == 1 }) else { return nil }
        let (shortConstant, longConstant) = longerIsLandscape ? (stretch.portraitConstant, stretch.landscapeConstant) : (stretch.landscapeConstant, stretch.portraitConstant)
        // At the short drawing's constant the free edge must reach past where the long drawing
        // puts it, so that there the cap, not the edge, sets the length.
        // It lies inside the superview there, as a column does.
        guard free == .start ? shortConstant < longConstant - constantTolerance && shortConstant >= 0 : shortConstant > longConstant + constantTolerance && shortConstant <= 0 else { return nil }
        stretch.portraitConstant = shortConstant
        stretch.landscapeConstant = shortConstant
        stretch.kind = "stretching edge"
        let cap = Candidate(role: .length, item: .none, itemRole: nil, multiplier: 1, portraitConstant: long.length, landscapeConstant: long.length, cost: 0, kind: "capped size")
        var edge = constraint(id, context.axis, stretch)
        edge.priority = yieldingPriority
        edge.evidence = "stretching edge: holds in the drawing with the shorter superview; at priority 999 it yields to the cap where the superview is longer"
        var bound = constraint(id, context.axis, cap)
        bound.relation = .lessThanOrEqual
        bound.evidence = "capped size: the length grows by \(SynthesisResult.SynthesizedConstraint.format(grows)) where the superview grows by \(SynthesisResult.SynthesizedConstraint.format(abs(growth))), so it reaches a cap"
        return [constraint(id, context.axis, anchor), edge, bound]
    }

    /// A superview's layout margins along `axis` in each drawing: its own when the design gives
    /// them, else the root's side margins horizontally.
    static func margins(of superview: SynthesisDesign.SynthesisView, _ axis: SynthesisAxis, in design: SynthesisDesign) -> (portrait: (start: Double, end: Double), landscape: (start: Double, end: Double))? {
        if let portrait = superview.portraitLayoutMargins, let landscape = superview.landscapeLayoutMargins {
            return (axis.insets(portrait), axis.insets(landscape))
        }
        guard superview.id == design.root.id, axis == .horizontal else { return nil }
        return ((design.portraitRootMargin, design.portraitRootMargin), (design.landscapeRootMargin, design.landscapeRootMargin))
    }

    /// How much shorter `superview` may be along `axis` on the smallest phone of the catalog
    /// than in each drawing: the root by the difference between the two screens (where the two
    /// drawings show it rotating with the screen), a view inside it by the share of the root's
    /// change between the drawings that it follows.
    static func shrink(of superview: SynthesisDesign.SynthesisView, _ axis: SynthesisAxis, in design: SynthesisDesign) -> (portrait: Double, landscape: Double) {
        let root = design.root
        let rootChange = axis.span(root.portrait).length - axis.span(root.landscape).length
        guard abs(rootChange) > constantTolerance else { return (0, 0) }
        let (portraitScreen, landscapeScreen) = axis == .horizontal
            ? (smallestPhone.width, smallestPhone.height) : (smallestPhone.height, smallestPhone.width)
        let follows = min(1, max(0, (axis.span(superview.portrait).length - axis.span(superview.landscape).length) / rootChange))
        return (follows * max(0, axis.span(root.portrait).length - portraitScreen), follows * max(0, axis.span(root.landscape).length - landscapeScreen))
    }

    /// The two candidates on distinct attributes with the lowest total score (the first listed on a
    /// tie); a pair that `collapses` on the smallest phone costs ``collapseCost`` more. `avoided`
    /// is the pair that would have won without that cost, when it lost for it.
    static func bestPair(_ candidates: [Candidate], collapses: (Candidate, Candidate) -> Bool) -> (pair: [Candidate], avoided: [Candidate]?) {
        var best: (score: Double, pair: [Candidate]) = (.infinity, [])
        var bestUncharged: (score: Double, pair: [Candidate], collapses: Bool) = (.infinity, [], false)
        for i in candidates.indices {
            for j in candidates.indices where j > i && candidates[j].role != candidates[i].role {
                let (a, b) = (candidates[i].role, candidates[j].role)
                let natural = a.isOtherEdge(of: b) || a == .length || b == .length
                let score = candidates[i].score + candidates[j].score + (natural ? 0 : 1)
                let collapsing = collapses(candidates[i], candidates[j])
                if score < bestUncharged.score { bestUncharged = (score, [candidates[i], candidates[j]], collapsing) }
                let charged = score + (collapsing ? collapseCost : 0)
                if charged < best.score { best = (charged, [candidates[i], candidates[j]]) }
            }
        }
        return (best.pair, bestUncharged.collapses ? bestUncharged.pair : nil)
    }

    private static func constraint(_ id: String, _ axis: SynthesisAxis, _ candidate: Candidate) -> SynthesisResult.SynthesizedConstraint {
        let holds = candidate.holdsInBoth
        let constant = tidied(candidate.portraitConstant)
        let evidence = holds
            ? "\(candidate.kind): holds in both layouts"
            : "\(candidate.kind): \(SynthesisResult.SynthesizedConstraint.format(candidate.portraitConstant)) in portrait, \(SynthesisResult.SynthesizedConstraint.format(candidate.landscapeConstant)) in landscape; no relation holds in both, so landscape's constant is a height-compact variation"
        return SynthesisResult.SynthesizedConstraint(
            viewID: ViewID(id), attribute: candidate.role.attribute(axis), item: candidate.item,
            itemAttribute: candidate.item == .margins ? candidate.itemRole?.marginAttribute(axis) : candidate.itemRole?.attribute(candidate.itemAcrossAxis ? axis.other : axis), multiplier: candidate.multiplier,
            constant: constant, compactConstant: holds ? nil : tidied(candidate.landscapeConstant), evidence: evidence)
    }

    /// `value` with the fewest decimals that keep it within a nanopoint: a constant taken from
    /// drawn frames carries the noise of their arithmetic (56.80000000000001 for 56.8), which a
    /// designer would read in the document.
    package static func tidied(_ value: Double) -> Double {
        guard value.isFinite else { return value }
        var scale = 1.0
        for _ in 0...9 {
            let rounded = (value * scale).rounded() / scale
            if abs(rounded - value) <= 1e-9 { return rounded }
            scale *= 10
        }
        return value
    }

    /// The result with every view the solver does not reproduce (`failing`) pinned instead, and warnings.
    private static func verified(_ result: SynthesisResult, failing: Set<String>, fallbackFor design: SynthesisDesign) -> SynthesisResult {
        var result = result
        guard !failing.isEmpty else { return result }
        let drawn = design.viewsByID
        for position in result.views.indices where failing.contains(result.views[position].id.rawValue) {
            guard let view = drawn[result.views[position].id.rawValue] else { continue }
            result.views[position].constraints = pins(view)
            result.views[position].isPinned = true
            result.diagnostics.append(.warning(
                .notExpressible,
                "the constraints inferred for \(view.name) do not reproduce both drawings within \(verificationTolerance) pt when solved; it is pinned to its superview's top-left with its size instead, the landscape numbers in height-compact variations",
                at: nil))
        }
        for id in result.mismatches() {
            let name = drawn[id]?.name ?? ViewIdentity.description(ofViewWithID: id)
            result.diagnostics.append(.error(.notExpressible, "\(name) is not reproduced by its pinned constraints either", at: nil))
        }
        return result
    }
}

import LayoutCore
import LayoutDocuments

/// A relation that could place one attribute of a view, with its constants in the two drawings
/// and its cost (see ``ConstraintSynthesizer`` for the scoring).
struct Candidate {
    var role: Role
    var item: SynthesisResult.SynthesizedConstraint.Item
    var itemRole: Role?
    var multiplier: Double
    var portraitConstant: Double
    var landscapeConstant: Double
    var cost: Double
    var kind: String
    /// Whether the item's attribute lies on the other axis (a height related to a width).
    var itemAcrossAxis = false

    /// Whether the relation holds with one constant in both drawings.
    var holdsInBoth: Bool { abs(portraitConstant - landscapeConstant) <= ConstraintSynthesizer.constantTolerance }

    /// The score the synthesis minimises: a variation costs more than any relation.
    var score: Double { cost + (holdsInBoth ? 0 : ConstraintSynthesizer.variationCost) }
}

/// What the candidates of one view along one axis are measured against.
struct AxisContext {
    let axis: SynthesisAxis
    /// The view in each drawing.
    let portrait: Span
    let landscape: Span
    /// The superview's length in each drawing.
    let superPortrait: Double
    let superLandscape: Double
    /// The root's safe area along the axis in each drawing, when the superview is the root and the
    /// design has a safe area (along either axis: a phone's side insets are zero where it was drawn).
    let safeArea: (portrait: (start: Double, end: Double), landscape: (start: Double, end: Double))?
    /// The siblings placed before the view that it may be related to, nearest first, with their spans.
    let siblings: [(id: String, portrait: Span, landscape: Span)]
    /// The view's autoresizing mask along the axis: which of start margin, length, end margin are flexible.
    let flexible: (start: Bool, length: Bool, end: Bool)?
    /// The superview's layout margins at the axis's start and end in each drawing, when its
    /// subviews may be related to them.
    let margins: (portrait: (start: Double, end: Double), landscape: (start: Double, end: Double))?
    /// Whether the superview is a scroll view: a relation to its end edge sizes its content
    /// rather than placing the view, so none is offered.
    var superviewScrolls = false
    /// Whether a sibling lies between the view and the superview's start or end edge in both
    /// drawings: the view is then placed from its neighbour rather than across it.
    var obstructed: (start: Bool, end: Bool) = (false, false)
    /// Whether the view is placed from the safe area where the drawings cannot tell it from the
    /// superview's edges and margins: a design with safe-area guides, and a view that keeps clear
    /// of where a screen's insets lie along the axis (one drawn edge to edge, or under the status
    /// bar, is laid out against the superview).
    var prefersSafeArea = false
    /// Vertically, the view's own width in each drawing, which its height may keep a ratio to.
    var ownWidth: (id: String, portrait: Double, landscape: Double)?
    /// How much shorter the superview may be along the axis on the smallest phone than in each
    /// drawing: a view whose length follows the superview's collapses there when its drawn
    /// length is shorter than that.
    var superviewShrink: (portrait: Double, landscape: Double) = (0, 0)

    /// Whether the pair makes the view's length follow the superview's (both edges from its
    /// edges, margins or safe area, or its length with an offset) and the view is drawn shorter
    /// than the superview may shrink: on the smallest phone its length would fall below zero.
    func collapses(_ a: Candidate, _ b: Candidate) -> Bool {
        func fromSuperview(_ candidate: Candidate) -> Bool {
            guard candidate.multiplier == 1, !candidate.itemAcrossAxis else { return false }
            switch candidate.item {
            case .superview, .margins, .safeArea: return candidate.itemRole == candidate.role
            default: return false
            }
        }
        let follows = a.role.isOtherEdge(of: b.role)
            ? fromSuperview(a) && fromSuperview(b)
            : (a.role == .length || b.role == .length) && fromSuperview(a.role == .length ? a : b)
        guard follows else { return false }
        return portrait.length < superviewShrink.portrait - ConstraintSynthesizer.constantTolerance
            || landscape.length < superviewShrink.landscape - ConstraintSynthesizer.constantTolerance
    }

    /// Every candidate relation for every attribute of the view along the axis.
    func candidates() -> [Candidate] {
        var result: [Candidate] = []
        let superPortraitSpan = Span(start: 0, length: superPortrait)
        let superLandscapeSpan = Span(start: 0, length: superLandscape)
        for role in Role.allCases {
            let p = portrait.value(role), l = landscape.value(role)
            if role == .length {
                result.append(Candidate(role: role, item: .none, itemRole: nil, multiplier: 1, portraitConstant: p, landscapeConstant: l,
                                        cost: 1 - maskBonus(fixedLength: true), kind: "fixed size"))
                // A length following the superview's spans the row, across any neighbour in it.
                let acrossSibling = obstructed.start || obstructed.end ? ConstraintSynthesizer.acrossSiblingCost : 0
                result.append(relative(role, to: .superview, itemRole: .length, p, l, superPortraitSpan, superLandscapeSpan, cost: 1 + acrossSibling, kind: "superview's size with an offset"))
                if let aspect = aspectRatio(p, l) { result.append(aspect) }
            } else {
                let acrossSibling = (role == .start && obstructed.start) || (role == .end && obstructed.end)
                let edgeCost = role == .center ? 0.5 : acrossSibling ? ConstraintSynthesizer.acrossSiblingCost : 0
                let bonus = role == .start ? maskBonus(fixedStart: true) : role == .end ? maskBonus(fixedEnd: true) : 0
                if !(superviewScrolls && role == .end) {
                    result.append(relative(role, to: .superview, itemRole: role, p, l, superPortraitSpan, superLandscapeSpan, cost: edgeCost - bonus, kind: role == .center ? "superview centre" : "superview edge"))
                }
                if let safeArea {
                    let sp = Span(start: safeArea.portrait.start, length: superPortrait - safeArea.portrait.start - safeArea.portrait.end)
                    let sl = Span(start: safeArea.landscape.start, length: superLandscape - safeArea.landscape.start - safeArea.landscape.end)
                    result.append(relative(role, to: .safeArea, itemRole: role, p, l, sp, sl, cost: edgeCost + (prefersSafeArea ? -0.35 : 0.25) - bonus, kind: role == .center ? "safe area centre" : "safe area edge"))
                }
                if let margins, margins.portrait != (0, 0) || margins.landscape != (0, 0) {
                    let mp = Span(start: margins.portrait.start, length: superPortrait - margins.portrait.start - margins.portrait.end)
                    let ml = Span(start: margins.landscape.start, length: superLandscape - margins.landscape.start - margins.landscape.end)
                    // A view inside its superview's side margins is placed from them (Interface
                    // Builder constrains to margins by default), so it follows margins another
                    // phone widens; the edge keeps what lies outside them, and what its own
                    // distance states more roundly (a designer types 20, not the margin + 4).
                    var candidate = relative(role, to: .margins, itemRole: role, p, l, mp, ml, cost: edgeCost + 0.1 - bonus, kind: role == .center ? "centre within the margins" : "layout margin")
                    let inward: Double = axis == .vertical ? 0 : role == .start ? 1 : role == .end ? -1 : 0
                    let edgeConstant = p - superPortraitSpan.value(role)
                    if inward != 0, candidate.portraitConstant * inward > 0, candidate.landscapeConstant * inward > 0,
                       Self.roundness(candidate.portraitConstant) >= Self.roundness(edgeConstant) {
                        candidate.cost -= 0.15
                    }
                    result.append(candidate)
                }
            }
            if !(superviewScrolls && (role == .start || role == .end)), let proportional = proportional(role, p, l) { result.append(proportional) }
            for sibling in siblings {
                let related: [(Role, Double, String)] = switch role {
                case .start: [(.end, 1.25, "adjacent spacing"), (.start, 1.25, "aligned edges")]
                case .end: [(.start, 1.25, "adjacent spacing"), (.end, 1.25, "aligned edges")]
                case .center: [(.center, 1.25, "aligned centres")]
                case .length: [(.length, 1.25, "equal sizes")]
                }
                for (itemRole, cost, kind) in related {
                    var candidate = relative(role, to: .sibling(ViewID(sibling.id)), itemRole: itemRole, p, l, sibling.portrait, sibling.landscape, cost: cost, kind: kind)
                    // Spacing counts only between views side by side, in both drawings.
                    if itemRole != role {
                        let sign: Double = role == .start ? 1 : -1
                        guard candidate.portraitConstant * sign >= 0, candidate.landscapeConstant * sign >= 0 else { continue }
                    } else if role != .length, abs(candidate.portraitConstant) > ConstraintSynthesizer.constantTolerance {
                        // Edges or centres aligned at an offset read worse than spacing.
                        candidate.cost += 0.25
                    }
                    result.append(candidate)
                }
            }
        }
        return result
    }

    private func relative(_ role: Role, to item: SynthesisResult.SynthesizedConstraint.Item, itemRole: Role, _ p: Double, _ l: Double,
                          _ refPortrait: Span, _ refLandscape: Span, cost: Double, kind: String) -> Candidate {
        let cp = p - refPortrait.value(itemRole), cl = l - refLandscape.value(itemRole)
        // A relation with a zero constant in both drawings reads most simply.
        let simple = abs(cp) <= ConstraintSynthesizer.constantTolerance && abs(cl) <= ConstraintSynthesizer.constantTolerance ? 0.25 : 0
        return Candidate(role: role, item: item, itemRole: itemRole, multiplier: 1, portraitConstant: cp, landscapeConstant: cl, cost: cost - simple, kind: kind)
    }

    /// `attribute = superview.end × m` (`length × m` for sizes, `center × m` for centres) when
    /// one multiplier gives both drawings.
    private func proportional(_ role: Role, _ p: Double, _ l: Double) -> Candidate? {
        let itemRole: Role = role == .start || role == .end ? .end : role
        let refP = Span(start: 0, length: superPortrait).value(itemRole), refL = Span(start: 0, length: superLandscape).value(itemRole)
        guard refP > 0, refL > 0, p > 0, abs(superPortrait - superLandscape) > 1 else { return nil }
        let multiplier = p / refP
        guard abs(multiplier * refL - l) <= ConstraintSynthesizer.constantTolerance, abs(multiplier - 1) > 1e-6 else { return nil }
        return Candidate(role: role, item: .superview, itemRole: itemRole, multiplier: multiplier, portraitConstant: 0, landscapeConstant: 0, cost: 2, kind: "proportional to the superview")
    }

    /// `height = width × r`, the view's own aspect ratio, when its width changes between the
    /// drawings and one ratio gives both heights (an image or a video keeping its shape).
    private func aspectRatio(_ p: Double, _ l: Double) -> Candidate? {
        guard let own = ownWidth, own.portrait > 0, own.landscape > 0, p > 0,
              abs(own.portrait - own.landscape) > 1 else { return nil }
        let ratio = p / own.portrait
        guard abs(ratio * own.landscape - l) <= ConstraintSynthesizer.constantTolerance else { return nil }
        return Candidate(role: .length, item: .sibling(ViewID(own.id)), itemRole: .length, multiplier: ratio, portraitConstant: 0, landscapeConstant: 0, cost: 1.5, kind: "aspect ratio", itemAcrossAxis: true)
    }

    /// How round a distance is, as designers type them: a multiple of 8 or 10 above a multiple
    /// of 4 or 5, above any other.
    static func roundness(_ value: Double) -> Int {
        let magnitude = abs(value)
        guard magnitude < 1e9, abs(magnitude - magnitude.rounded()) <= ConstraintSynthesizer.constantTolerance else { return 0 }
        let whole = Int(magnitude.rounded())
        if whole % 8 == 0 || whole % 10 == 0 { return 2 }
        return whole % 4 == 0 || whole % 5 == 0 ? 1 : 0
    }

    /// A small preference for what the autoresizing mask states: a fixed margin or length.
    private func maskBonus(fixedStart: Bool = false, fixedLength: Bool = false, fixedEnd: Bool = false) -> Double {
        guard let flexible else { return 0 }
        if fixedStart, !flexible.start { return 0.3 }
        if fixedLength, !flexible.length { return 0.3 }
        if fixedEnd, !flexible.end { return 0.3 }
        return 0
    }
}

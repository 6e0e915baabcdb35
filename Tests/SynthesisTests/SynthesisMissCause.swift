import LayoutTemplates
import LayoutSynthesis

/// Why a written view misses the original design's frame on an unseen phone: the first of these
/// that applies, so that a miss inherited from a superview or a sibling is not counted again
/// under the relation that caused it.
enum SynthesisMissCause: String, CaseIterable {
    case placedBySuperview = "placed by its stack view or container"
    case superviewOff = "its superview's size is off"
    case siblingOff = "related to a sibling that is off"
    case safeArea = "the original and the synthesis differ on the safe area"
    case margins = "the original and the synthesis differ on the superview's margins"
    case inequalities = "the original bounds it by inequalities or optional constraints"
    case other = "another relation"

    /// The original's relations of one view, as the cause needs them.
    struct Original {
        var relatesToSafeArea = false
        var relatesToMargins = false
        var hasInequalities = false

        /// What the document's constraints say of each view: `guides` are the ids of its safe-area
        /// and top and bottom layout guides.
        static func of(_ constraints: [LayoutConstraint], guides: Set<String>) -> [String: Original] {
            var result: [String: Original] = [:]
            for constraint in constraints {
                let first = constraint.firstItem.rawValue, second = constraint.secondItem?.rawValue
                for (item, other) in [(first, second), (second, Optional(first))] {
                    guard let item, !guides.contains(item) else { continue }
                    var entry = result[item] ?? Original()
                    if let other, guides.contains(other) { entry.relatesToSafeArea = true }
                    if constraint.firstAttribute.isMargin || constraint.secondAttribute?.isMargin == true { entry.relatesToMargins = true }
                    if constraint.relation != .equal || constraint.priority < 1000 { entry.hasInequalities = true }
                    result[item] = entry
                }
            }
            return result
        }
    }

    /// The cause for `view`, missed where `off` lists every view missed in the same layout and
    /// `superviewOff` says whether its superview's size is off there.
    static func of(_ view: SynthesisResult.SynthesizedView, superviewOff: Bool, off: Set<String>, original: Original?) -> SynthesisMissCause {
        if view.isPlacedBySuperview { return .placedBySuperview }
        if superviewOff { return .superviewOff }
        let siblings = view.constraints.compactMap { constraint -> String? in
            if case .sibling(let id) = constraint.item { return id.rawValue }
            return nil
        }
        // An aspect ratio names the view itself, which is no sibling.
        if siblings.contains(where: { $0 != view.id.rawValue && off.contains($0) }) { return .siblingOff }
        let original = original ?? Original()
        if original.relatesToSafeArea != view.constraints.contains(where: { $0.item == .safeArea }) { return .safeArea }
        if original.relatesToMargins != view.constraints.contains(where: { $0.item == .margins }) { return .margins }
        return original.hasInequalities ? .inequalities : .other
    }
}

import LayoutCore
import LayoutDocuments

extension SynthesisResult {
    /// One constraint chosen by ``ConstraintSynthesizer``: `view.attribute = item.itemAttribute ×
    /// multiplier + constant`, with the landscape constant where the height-compact size class needs
    /// another, and the evidence for it.
    public struct SynthesizedConstraint: Sendable, Hashable, Encodable {
        /// What a constraint's second item is.
        public enum Item: Sendable, Hashable, Encodable, CustomStringConvertible {
            /// No second item: a constant width or height.
            case none
            /// The view's superview.
            case superview
            /// The safe-area layout guide of the design's root (only for the root's subviews).
            case safeArea
            /// The superview's layout margins (the root's sides, or a superview's own margins where
            /// the design gives them).
            case margins
            /// The content of the superview, a scroll view: a relation to it sizes the scrollable
            /// area and does not place the view.
            case scrollContent
            /// A sibling (a subview of the same superview placed before the view along the axis; see
            /// ``ConstraintSynthesizer``), or the view itself for an aspect ratio (its height to its width).
            case sibling(ViewID)

            /// How the explanation names the item.
            public var description: String {
                switch self {
                case .none: "nothing"
                case .superview: "superview"
                case .scrollContent: "superview.content"
                case .safeArea: "safeArea"
                case .margins: "superview"
                case .sibling(let id): "'\(id)'"
                }
            }
        }

        /// The view the constraint places.
        package var viewID: ViewID
        /// The view's attribute (`leading`, `trailing`, `centerX`, `width`, `top`, `bottom`, `centerY`, `height`).
        public var attribute: LayoutAttribute
        /// The second item.
        public var item: Item
        /// The second item's attribute (`nil` when there is no second item).
        public var itemAttribute: LayoutAttribute?
        /// The multiplier (1 but for proportional positions and sizes).
        public var multiplier: Double
        /// The priority: 1000 (required) but for an arranged subview's size, which its stack view may
        /// override, and for the edge a capped length stretches to until it reaches its cap.
        public var priority: Double = SynthesisResult.SynthesizedConstraint.required
        /// How the attribute relates to the right side: equal, but for a capped length's bound.
        package var relation: LayoutConstraint.Relation = .equal
        /// The priority of a constraint that must hold.
        package static let required = 1000.0
        /// The constant in portrait (and in every height class without a variation).
        public var constant: Double
        /// The constant of the `heightClass=compact` variation, when landscape needs another.
        public var compactConstant: Double?
        /// Why this relation: what it reproduces in each drawing.
        public var evidence: String

        /// The constant in effect in the given height class.
        package func constant(compactHeight: Bool) -> Double {
            compactHeight ? compactConstant ?? constant : constant
        }

        /// The relation as an equation, e.g. `trailing = superview.trailing - 20`.
        package var equation: String { equation(item: item.description) }

        /// The relation as an equation with the second item written `itemName`: the explanation
        /// names a sibling as reports name views.
        package func equation(item itemName: String) -> String {
            let symbol = switch relation {
            case .equal: "="
            case .lessThanOrEqual: "<="
            case .greaterThanOrEqual: ">="
            }
            var text = "\(attribute.rawValue) \(symbol) "
            if let itemAttribute {
                text += "\(itemName).\(itemAttribute.rawValue)"
                if multiplier != 1 { text += " × \(Self.format(multiplier))" }
                if constant != 0 { text += constant < 0 ? " - \(Self.format(-constant))" : " + \(Self.format(constant))" }
            } else {
                text += Self.format(constant)
            }
            if priority != Self.required { text += " @\(Self.format(priority))" }
            if let compactConstant { text += " (compact height: \(Self.format(compactConstant)))" }
            return text
        }

        static func format(_ value: Double) -> String {
            let rounded = (value * 10_000).rounded() / 10_000
            return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
        }

        enum CodingKeys: String, CodingKey {
            case viewID = "view", attribute, relation, item, itemAttribute, multiplier, priority, constant, compactConstant, evidence, equation
        }

        /// Encodes the item by its description and the equation beside the fields; the relation only
        /// where it is not an equality.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(viewID, forKey: .viewID)
            try container.encode(attribute, forKey: .attribute)
            if relation != .equal { try container.encode(relation, forKey: .relation) }
            try container.encode(item.description, forKey: .item)
            try container.encodeIfPresent(itemAttribute, forKey: .itemAttribute)
            try container.encode(multiplier, forKey: .multiplier)
            try container.encode(priority, forKey: .priority)
            try container.encode(constant, forKey: .constant)
            try container.encodeIfPresent(compactConstant, forKey: .compactConstant)
            try container.encode(evidence, forKey: .evidence)
            try container.encode(equation, forKey: .equation)
        }
    }
}

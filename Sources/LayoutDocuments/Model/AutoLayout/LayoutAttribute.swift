/// The attribute of a view or layout guide that a constraint relates, as Interface Builder names
/// it in `firstAttribute`/`secondAttribute` (UIKit's `NSLayoutConstraint.Attribute`).
public enum LayoutAttribute: String, Hashable, Sendable, Encodable, CaseIterable {
    /// The left edge.
    case left
    /// The right edge.
    case right
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom
    /// The leading edge (the left edge left to right).
    case leading
    /// The trailing edge (the right edge left to right).
    case trailing
    /// The width.
    case width
    /// The height.
    case height
    /// The horizontal centre.
    case centerX
    /// The vertical centre.
    case centerY
    /// The first line's baseline.
    case firstBaseline
    /// The last line's baseline (`baseline` in older documents).
    case lastBaseline
    /// The left edge inset by the layout margin.
    case leftMargin
    /// The right edge inset by the layout margin.
    case rightMargin
    /// The top edge inset by the layout margin.
    case topMargin
    /// The bottom edge inset by the layout margin.
    case bottomMargin
    /// The leading edge inset by the layout margin.
    case leadingMargin
    /// The trailing edge inset by the layout margin.
    case trailingMargin
    /// The centre of the margins' rectangle, horizontally.
    case centerXWithinMargins
    /// The centre of the margins' rectangle, vertically.
    case centerYWithinMargins

    /// The attribute Interface Builder spells `name`; older documents write `baseline` for the last
    /// baseline. `nil` for a name UIKit has no attribute for.
    package init?(interfaceBuilderName name: String) {
        if name == "baseline" {
            self = .lastBaseline
        } else {
            self.init(rawValue: name)
        }
    }

    /// Whether the attribute is horizontal (edges, centre and width along x).
    package var isHorizontal: Bool {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin,
             .trailingMargin, .centerXWithinMargins:
            true
        default:
            false
        }
    }

    /// Whether the attribute is a size (width or height) rather than a position.
    package var isSize: Bool { self == .width || self == .height }

    /// Whether the attribute is measured inside the layout margins.
    package var isMargin: Bool {
        switch self {
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
             .centerXWithinMargins, .centerYWithinMargins:
            true
        default:
            false
        }
    }
}

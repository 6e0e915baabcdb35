import LayoutCore
import LayoutDocuments

/// One axis of the synthesis: which attributes name its edges, centre and length, and how a
/// frame and the safe area project onto it. Horizontal and vertical differ only here.
package enum SynthesisAxis: CaseIterable {
    case horizontal, vertical

    /// The four attributes of a view along the axis that a constraint may set, in the order
    /// candidates are listed: start edge, end edge, centre, length.
    var attributes: [LayoutAttribute] {
        switch self {
        case .horizontal: [.leading, .trailing, .centerX, .width]
        case .vertical: [.top, .bottom, .centerY, .height]
        }
    }

    /// The axis across this one.
    var other: SynthesisAxis { self == .horizontal ? .vertical : .horizontal }

    /// The frame's span along the axis: start and length.
    func span(_ frame: Rect) -> Span {
        switch self {
        case .horizontal: Span(start: frame.x, length: frame.width)
        case .vertical: Span(start: frame.y, length: frame.height)
        }
    }

    /// The insets at the axis's start and end.
    func insets(_ insets: EdgeInsets) -> (start: Double, end: Double) {
        switch self {
        case .horizontal: (insets.left, insets.right)
        case .vertical: (insets.top, insets.bottom)
        }
    }
}

/// Where a view lies along one axis: its start and its length.
struct Span: Equatable {
    var start: Double
    var length: Double

    /// The value of `attribute` (by its index in ``SynthesisAxis/attributes``): start, end,
    /// centre or length.
    func value(_ role: Role) -> Double {
        switch role {
        case .start: start
        case .end: start + length
        case .center: start + length / 2
        case .length: length
        }
    }
}

/// An attribute's role along its axis.
enum Role: Int, CaseIterable {
    case start, end, center, length

    /// Whether this role and `other` are the two edges, in either order.
    func isOtherEdge(of other: Role) -> Bool { (self == .start && other == .end) || (self == .end && other == .start) }

    /// The attribute of `axis` with this role.
    func attribute(_ axis: SynthesisAxis) -> LayoutAttribute { axis.attributes[rawValue] }

    /// The margin form of the attribute (`leadingMargin`, `centerXWithinMargins`).
    func marginAttribute(_ axis: SynthesisAxis) -> LayoutAttribute {
        let horizontal: [LayoutAttribute] = [.leadingMargin, .trailingMargin, .centerXWithinMargins, .width]
        let vertical: [LayoutAttribute] = [.topMargin, .bottomMargin, .centerYWithinMargins, .height]
        return (axis == .horizontal ? horizontal : vertical)[rawValue]
    }
}

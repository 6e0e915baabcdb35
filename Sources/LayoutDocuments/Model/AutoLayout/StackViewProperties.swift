extension ViewAutoLayout {
    /// What a `UIStackView` arranges by: Interface Builder's `axis`, `distribution`, `alignment`,
    /// `spacing`, `baselineRelativeArrangement` and `layoutMarginsRelativeArrangement`.
    ///
    /// A stack view's arranged subviews are its subviews, in order.
    package struct StackViewProperties: Hashable, Sendable, Encodable {
        /// The axis views are arranged along.
        package enum Axis: String, Hashable, Sendable, Encodable, CaseIterable {
            /// Side by side (the default).
            case horizontal
            /// One above the other.
            case vertical
        }

        /// How the arranged views share the stack's length.
        package enum Distribution: String, Hashable, Sendable, Encodable, CaseIterable {
            /// One view stretches or shrinks, by hugging and compression resistance (the default).
            case fill
            /// Every view gets the same length.
            case fillEqually
            /// Lengths proportional to the views' intrinsic lengths.
            case fillProportionally
            /// Equal gaps between the views, at least the spacing.
            case equalSpacing
            /// Equal distances between the views' centres.
            case equalCentering
        }

        /// Where the arranged views sit across the axis.
        package enum Alignment: String, Hashable, Sendable, Encodable, CaseIterable {
            /// Stretched across the stack (the default).
            case fill
            /// At the leading edge (vertical stacks) ...
            case leading
            /// ... or the top (horizontal stacks).
            case top
            /// At the trailing edge (vertical stacks) ...
            case trailing
            /// ... or the bottom (horizontal stacks).
            case bottom
            /// Centred across the axis.
            case center
            /// First baselines aligned (horizontal stacks).
            case firstBaseline
            /// Last baselines aligned (horizontal stacks); Interface Builder writes `baseline`.
            case lastBaseline = "baseline"
        }

        /// The axis.
        package var axis: Axis
        /// The distribution.
        package var distribution: Distribution
        /// The alignment.
        package var alignment: Alignment
        /// The spacing between arranged views.
        package var spacing: Double
        /// Whether vertical spacing is measured between baselines.
        package var isBaselineRelativeArrangement: Bool
        /// Whether the views are arranged inside the stack's layout margins.
        package var isLayoutMarginsRelativeArrangement: Bool

        /// A stack view's properties; the defaults are UIKit's.
        package init(axis: Axis = .horizontal, distribution: Distribution = .fill, alignment: Alignment = .fill, spacing: Double = 0,
                    isBaselineRelativeArrangement: Bool = false, isLayoutMarginsRelativeArrangement: Bool = false) {
            self.axis = axis
            self.distribution = distribution
            self.alignment = alignment
            self.spacing = spacing
            self.isBaselineRelativeArrangement = isBaselineRelativeArrangement
            self.isLayoutMarginsRelativeArrangement = isLayoutMarginsRelativeArrangement
        }
    }
}

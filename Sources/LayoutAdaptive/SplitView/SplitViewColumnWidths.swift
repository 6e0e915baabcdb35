import LayoutCore

extension SplitView {
    /// How wide the sidebars of a ``SplitView`` are: a preferred fraction of the container's width
    /// clamped to a minimum and a maximum, as UIKit's `preferredPrimaryColumnWidthFraction`,
    /// `minimumPrimaryColumnWidth` and `maximumPrimaryColumnWidth` (and the supplementary ones).
    ///
    /// The defaults (fraction 0.4, minimum 0, maximum 320) follow the classic split view, whose primary
    /// column is at most 320 pt wide; UIKit's own "automatic dimension" is not documented as numbers.
    /// ``minimumSecondaryWidth`` is this model's definition of "space is short" for tiled modes
    /// (UIKit only says it "may use a different type of interface if there isn't enough space").
    package struct ColumnWidths: Hashable, Sendable, Encodable {
        /// The primary column's preferred share of the container width.
        package var primaryFraction: Double
        /// The primary column's minimum width in points.
        package var minimumPrimary: Double
        /// The primary column's maximum width in points (320 in the classic split view).
        package var maximumPrimary: Double
        /// The supplementary column's preferred share of the container width.
        package var supplementaryFraction: Double
        /// The supplementary column's minimum width in points.
        package var minimumSupplementary: Double
        /// The supplementary column's maximum width in points.
        package var maximumSupplementary: Double
        /// A tiled secondary narrower than this means a sidebar does not fit.
        package var minimumSecondaryWidth: Double

        /// Widths with the classic defaults unless given.
        package init(primaryFraction: Double = 0.4, minimumPrimary: Double = 0, maximumPrimary: Double = 320,
                    supplementaryFraction: Double = 0.4, minimumSupplementary: Double = 0,
                    maximumSupplementary: Double = 320, minimumSecondaryWidth: Double = 320) {
            self.primaryFraction = primaryFraction
            self.minimumPrimary = minimumPrimary
            self.maximumPrimary = maximumPrimary
            self.supplementaryFraction = supplementaryFraction
            self.minimumSupplementary = minimumSupplementary
            self.maximumSupplementary = maximumSupplementary
            self.minimumSecondaryWidth = minimumSecondaryWidth
        }

        /// The primary column's width in a container `width` wide.
        package func primaryWidth(in width: Double) -> Double {
            SplitView.ColumnWidths.resolve(primaryFraction, minimumPrimary, maximumPrimary, width)
        }

        /// The supplementary column's width in a container `width` wide.
        package func supplementaryWidth(in width: Double) -> Double {
            SplitView.ColumnWidths.resolve(supplementaryFraction, minimumSupplementary, maximumSupplementary, width)
        }

        /// fraction × width, raised to the minimum, then lowered to the maximum (the maximum wins when
        /// the two conflict), then limited to 0...width: never negative, never wider than the container.
        private static func resolve(_ fraction: Double, _ minimum: Double, _ maximum: Double, _ width: Double) -> Double {
            let container = Rect.clampedLength(width, limit: .infinity)
            var value = (fraction.isFinite ? fraction : 0) * container
            if !minimum.isNaN { value = max(value, minimum) }
            if !maximum.isNaN { value = min(value, maximum) }
            return Rect.clampedLength(Rect.roundedLength(value), limit: container)
        }
    }
}

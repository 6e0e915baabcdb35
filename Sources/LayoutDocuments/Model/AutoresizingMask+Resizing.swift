import LayoutCore

extension AutoresizingMask {
    /// How a view of `frame` in a superview of `superviewSize` follows a change of its
    /// superview's size, as UIKit's autoresizing does: along each axis, the change is shared by
    /// the flexible parts (left margin, width, right margin; top margin, height, bottom margin)
    /// pro rata to their lengths in `frame` (equally when those lengths are all zero).
    ///
    /// The result is linear in the change: the new x is `frame.x + x × Δwidth`, the new width
    /// `frame.width + width × Δwidth`, and likewise vertically, which is also how a constraint
    /// system states a translated mask.
    package func resizingShares(of frame: Rect, in superviewSize: Size) -> (x: Double, width: Double, y: Double, height: Double) {
        let horizontal = Self.shares(
            lengths: (frame.x, frame.width, superviewSize.width - frame.maxX),
            flexible: (contains(.flexibleLeftMargin), contains(.flexibleWidth), contains(.flexibleRightMargin))
        )
        let vertical = Self.shares(
            lengths: (frame.y, frame.height, superviewSize.height - frame.maxY),
            flexible: (contains(.flexibleTopMargin), contains(.flexibleHeight), contains(.flexibleBottomMargin))
        )
        return (horizontal.origin, horizontal.length, vertical.origin, vertical.length)
    }

    /// `frame` after its superview changed from `oldSize` to `newSize`, each change shared by the
    /// flexible parts pro rata to their lengths in `frame`, as UIKit's autoresizing does.
    package func resized(_ frame: Rect, from oldSize: Size, to newSize: Size) -> Rect {
        let shares = resizingShares(of: frame, in: oldSize)
        let dw = newSize.width - oldSize.width
        let dh = newSize.height - oldSize.height
        return Rect(x: frame.x + shares.x * dw, y: frame.y + shares.y * dh,
                    width: frame.width + shares.width * dw, height: frame.height + shares.height * dh)
    }

    /// The shares of the origin's offset and of the length along one axis.
    private static func shares(lengths: (Double, Double, Double), flexible: (Bool, Bool, Bool)) -> (origin: Double, length: Double) {
        let parts = [(lengths.0, flexible.0), (lengths.1, flexible.1), (lengths.2, flexible.2)]
        let count = parts.filter(\.1).count
        guard count > 0 else { return (0, 0) }
        let total = parts.reduce(0) { $0 + ($1.1 ? max($1.0, 0) : 0) }
        func share(_ part: (Double, Bool)) -> Double {
            guard part.1 else { return 0 }
            return total > 0 ? max(part.0, 0) / total : 1 / Double(count)
        }
        return (share(parts[0]), share(parts[1]))
    }
}

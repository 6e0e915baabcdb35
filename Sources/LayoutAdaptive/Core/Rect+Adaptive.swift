import LayoutCore

extension Rect {
    /// This rectangle mirrored horizontally inside a container `width` wide: how a right-to-left
    /// layout places what a left-to-right one puts at `x`. The new x is rounded like
    /// ``roundedLength(_:)`` so that mirrored fractional columns print as cleanly as the originals.
    func mirrored(inWidth width: Double) -> Rect {
        Rect(x: Rect.roundedLength(width - x - self.width), y: y, width: self.width, height: height)
    }

    /// `value` rounded to a thousandth of a point: lengths derived from fractions (0.66 of 1024)
    /// would otherwise print as 348.15999999999997. A thousandth is far below any display's pixel.
    static func roundedLength(_ value: Double) -> Double {
        (value * 1000).rounded() / 1000
    }

    /// `value` limited to `0...limit`, and 0 for NaN: no child ever gets a negative or undefined
    /// length, whatever the container's size.
    package static func clampedLength(_ value: Double, limit: Double) -> Double {
        let upper = limit.isNaN ? 0 : max(0, limit)
        guard value.isFinite else { return value == .infinity ? upper : 0 }
        return min(max(0, value), upper)
    }
}

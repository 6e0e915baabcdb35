import LayoutCore

extension Rect {
    /// Equal within half a point: frames read from files and converted to root coordinates.
    func isClose(to other: Rect) -> Bool {
        abs(x - other.x) < 0.5 && abs(y - other.y) < 0.5
            && abs(width - other.width) < 0.5 && abs(height - other.height) < 0.5
    }
}

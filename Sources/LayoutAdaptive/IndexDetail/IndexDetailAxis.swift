import LayoutCore

extension IndexDetail {
    /// Along which dimension an ``IndexDetail`` splits its index and detail, and so which size class
    /// collapses it.
    public enum Axis: String, Hashable, Sendable, Encodable, CaseIterable {
        /// Index leading, detail trailing; collapses when the horizontal size class becomes compact.
        case horizontal
        /// Index on top, detail below; collapses when the vertical size class becomes compact.
        case vertical
    }
}

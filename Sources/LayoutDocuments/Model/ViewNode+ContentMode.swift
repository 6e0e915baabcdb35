import LayoutCore

extension ViewNode {
    /// A view's content mode as Interface Builder names it (`center`, `scaleAspectFit`, ...), as
    /// each format writes it: a mode this package does not know (a legacy archive's `mode 17`) is
    /// kept as read, and writers emit exactly that.
    ///
    /// A string literal is one (`let mode: ViewNode.ContentMode = "scaleAspectFit"`); encodes as
    /// the plain string.
    package struct ContentMode: StringIdentifier {
        /// The mode's name as written.
        package let rawValue: String

        /// The mode written `rawValue`.
        package init(_ rawValue: String) { self.rawValue = rawValue }
    }
}

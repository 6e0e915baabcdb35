import LayoutCore

extension Document {
    /// Which file format a ``Document`` was read from.
    public enum Format: String, Hashable, Sendable, Encodable {
        /// Interface Builder's modern `<document version="3.0">` .xib.
        case xib
        /// Interface Builder's modern `<document>` .storyboard (versions 1.1 to 3.0).
        case storyboard
        /// Interface Builder's legacy `<archive version="7.x/8.x">`.
        case legacyArchive
        /// This project's own template format.
        case template
    }
}

import LayoutCore

extension AutoLayoutEngine {
    /// Where a document is laid out: on a device of the catalog in an orientation, or exactly as it
    /// was saved.
    public enum Target: Hashable, Sendable {
        /// A device in an orientation: every controller's root view takes the device's screen, with
        /// its safe area and size classes; any other root view keeps its frame, or the one its most
        /// specific frame variation gives the device's size classes.
        case device(Device, InterfaceOrientation)
        /// The document's own `<device>` and orientation: every root view keeps its stored size, the
        /// safe area is that device's, and the size classes are those of the saved canvas.
        case saved
    }
}

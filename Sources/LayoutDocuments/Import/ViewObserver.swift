import LayoutCore

/// Sees each view of a document as its importer builds it, on the importer's thread: with a
/// large file parsed on a second thread, that is the calling thread while it waits for the
/// parse, so work done here runs beside the parse instead of after it.
///
/// Views open in document order (pre-order) and close once their subviews have closed; a view's
/// node is complete when it closes, but for the installation variations its superview's masks
/// add later and what only the whole scene settles (``viewsChangedAfterClosing()``). An importer
/// that reports no views leaves its observer empty.
package protocol ViewObserver: AnyObject {
    /// A view's element opened at `location`: the next view in pre-order.
    func viewOpened(at location: SourceLocation)
    /// The innermost open view closed, its node complete.
    func viewClosed(_ view: UnsafePointer<ViewNode>)
    /// Views that had closed were changed afterwards (an action target that turned out to be a
    /// placeholder declared later): what the observer made of them may be stale.
    func viewsChangedAfterClosing()
}

extension FormatImporter {
    /// Importers report no views unless they implement it.
    mutating func observeViews(with observer: any ViewObserver) {}
}

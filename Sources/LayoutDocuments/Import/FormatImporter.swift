import LayoutCore
import LayoutXML

/// One file format's importer: consumes the reader's events and builds a ``Document``.
///
/// Importers throw ``DiagnosticError`` from the event methods to stop at the first fatal problem,
/// and return warnings with the result.
protocol FormatImporter: XMLEventHandler {
    init(file: String)

    /// Called once after the last event of a well-formed document.
    mutating func finish() throws(DiagnosticError) -> ImportResult

    /// Reports each view to `observer` as it is built (see ``ViewObserver``); by default nothing.
    mutating func observeViews(with observer: any ViewObserver)
}

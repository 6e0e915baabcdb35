import LayoutCore
import LayoutXML

/// A document and what its importer had to say about it (warnings and notes; errors are thrown).
public struct ImportResult: Hashable, Sendable {
    /// The document read.
    public package(set) var document: Document
    /// Warnings and notes about it, in document order.
    public package(set) var diagnostics: [Diagnostic]

    package init(document: Document, diagnostics: [Diagnostic] = []) {
        self.document = document
        self.diagnostics = diagnostics
    }

    /// Most views one document may hold; a document with more is refused with an
    /// ``/LayoutCore/RuleID/inputLimit`` error. The model costs a few hundred bytes per view, so
    /// without a bound a file of ten million empty `<view/>` elements (70 MB) would take
    /// gigabytes; real documents hold hundreds, and the benchmarks' largest 100,000 per layout.
    package static let maximumViews = 1_000_000
}

extension ImportResult {
    /// Imports the file at `path`, in any format this package reads.
    ///
    /// The root element chooses the importer: `<document>` (Interface Builder's modern .xib and
    /// .storyboard), `<archive>` (the legacy format) or `<layoutTemplate>` (the template format).
    ///
    /// Files of a few megabytes and more are parsed on two threads on a machine with two
    /// processors or more (libxml2 on one, the importer on the other); the result is the same
    /// either way.
    ///
    /// - Throws: ``/LayoutCore/DiagnosticError`` with the first fatal problem, positioned in the file where it has a position.
    public init(contentsOf path: String) throws(DiagnosticError) {
        self = try DocumentImporter.importDocument(file: path, threading: .automatic)
    }

    /// Imports an in-memory document; `path` names it in diagnostics.
    ///
    /// - Throws: ``/LayoutCore/DiagnosticError`` as ``init(contentsOf:)`` does.
    public init(bytes: [UInt8], path: String) throws(DiagnosticError) {
        self = try DocumentImporter.importDocument(bytes: bytes, path: path, threading: .automatic)
    }

    /// ``init(contentsOf:)`` with the parse's threading chosen, for the benchmark and the tests
    /// that compare the serial and the pipelined parse.
    package init(contentsOf path: String, threading: XMLReaderThreading) throws(DiagnosticError) {
        self = try DocumentImporter.importDocument(file: path, threading: threading)
    }

    /// ``init(contentsOf:)`` with `observer` seeing each view as the importer builds it (the modern
    /// format's importer reports its views; the others leave the observer empty).
    package init(contentsOf path: String, observer: any ViewObserver) throws(DiagnosticError) {
        self = try DocumentImporter.importDocument(file: path, threading: .automatic, observer: observer)
    }

    /// The document of `source` (a file, or its bytes read already), with `observer` seeing each
    /// view as ``init(contentsOf:observer:)`` shows them.
    package init(source: DocumentSource, observer: (any ViewObserver)? = nil) throws(DiagnosticError) {
        self = try DocumentImporter.importDocument(source, threading: .automatic, observer: observer)
    }

    /// ``init(bytes:path:)`` with the parse's threading chosen.
    package init(bytes: [UInt8], path: String, threading: XMLReaderThreading) throws(DiagnosticError) {
        self = try DocumentImporter.importDocument(bytes: bytes, path: path, threading: threading)
    }
}

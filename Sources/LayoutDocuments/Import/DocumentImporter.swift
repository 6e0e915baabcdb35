import LayoutCore
import LayoutXML

/// Reads a file in any supported format into a ``Document`` (through
/// ``ImportResult/init(contentsOf:)`` and ``ImportResult/init(bytes:path:)``), within the limits below.
///
/// The root element chooses the importer: `<document>` (Interface Builder's modern .xib and
/// .storyboard), `<archive>` (the legacy format) or `<layoutTemplate>` (the native template format).
package enum DocumentImporter {
    /// Imports the file at `path` (see ``ImportResult/init(contentsOf:)``).
    ///
    /// The file is opened once: the root element is looked for in its first chunk, and the import
    /// goes on from the same open. Only when the first chunk does not show the root element (a
    /// prolog longer than a chunk, or a fault before the root) is the file read as before, the
    /// root found by a parse of its own.
    package static func importDocument(file path: String, threading: XMLReaderThreading, observer: (any ViewObserver)? = nil) throws(DiagnosticError) -> ImportResult {
        if let opened = try? OpenedXMLFile(path: path), let root = rootInHead(of: opened) {
            return try importDocument(root: root, from: .file(path: path), opened: opened, threading: threading, observer: observer)
        }
        return try importDocument(from: .file(path: path), threading: threading, observer: observer)
    }

    /// The root element, when the first chunk of `file` shows it.
    private static func rootInHead(of file: OpenedXMLFile) -> RootElementSniffer.Found? {
        var sniffer = RootElementSniffer()
        do {
            try XMLStreamReader.parse(bytes: file.head, name: file.path, handler: &sniffer, limits: XMLReaderLimits(threading: .serial))
        } catch let found as RootElementSniffer.Found {
            return found
        } catch {
            return nil
        }
        return nil
    }

    /// Imports `source`: the file as ``importDocument(file:threading:observer:)`` imports it, or
    /// bytes read already (see ``DocumentReads``).
    package static func importDocument(_ source: DocumentSource, threading: XMLReaderThreading, observer: (any ViewObserver)? = nil) throws(DiagnosticError) -> ImportResult {
        switch source {
        case .file(let path): try importDocument(file: path, threading: threading, observer: observer)
        case .bytes: try importDocument(from: source, threading: threading, observer: observer)
        }
    }

    /// Imports an in-memory document (see ``ImportResult/init(bytes:path:)``).
    package static func importDocument(bytes: [UInt8], path: String, threading: XMLReaderThreading) throws(DiagnosticError) -> ImportResult {
        try importDocument(from: .bytes(bytes, path: path), threading: threading)
    }

    private static func importDocument(from source: DocumentSource, threading: XMLReaderThreading, observer: (any ViewObserver)? = nil) throws(DiagnosticError) -> ImportResult {
        try importDocument(root: try sniffRoot(source), from: source, threading: threading, observer: observer)
    }

    /// Imports `source`, whose root element is `root`, with the importer of that root; from
    /// `opened` when the file is open already.
    private static func importDocument(root: RootElementSniffer.Found, from source: DocumentSource, opened: OpenedXMLFile? = nil,
                                       threading: XMLReaderThreading, observer: (any ViewObserver)? = nil) throws(DiagnosticError) -> ImportResult {
        switch root.name {
        case ModernIBNames.document:
            return try run(ModernIBImporter.self, from: source, opened: opened, threading: threading, observer: observer)
        case TemplateFormatNames.root:
            return try run(TemplateFormatReader.self, from: source, opened: opened, threading: threading, observer: observer)
        case LegacyIBNames.archiveElement:
            return try run(LegacyIBImporter.self, from: source, opened: opened, threading: threading, observer: observer)
        default:
            throw DiagnosticError(.error(
                .unsupportedDocument,
                "not a document this tool reads: root element <\(root.name)>",
                at: SourceLocation(file: source.path, line: root.position.line, column: root.position.column)
            ))
        }
    }

    /// Imports an in-memory document as ``importDocument(bytes:path:threading:)`` does, while
    /// `observer` sees every start tag of the same parse: a check that reads the document beside
    /// its import costs no second parse.
    package static func importDocument<Observer: XMLStartTagObserver>(bytes: [UInt8], path: String, observing observer: inout Observer) throws(DiagnosticError) -> ImportResult {
        let source = DocumentSource.bytes(bytes, path: path)
        let root = try sniffRoot(source)
        switch root.name {
        case ModernIBNames.document: return try run(ModernIBImporter.self, from: source, observing: &observer)
        case TemplateFormatNames.root: return try run(TemplateFormatReader.self, from: source, observing: &observer)
        case LegacyIBNames.archiveElement: return try run(LegacyIBImporter.self, from: source, observing: &observer)
        default: return try importDocument(from: source, threading: .automatic)
        }
    }

    /// ``run(_:from:threading:observer:)`` with `observer` seeing the parse too.
    private static func run<Importer: FormatImporter, Observer: XMLStartTagObserver>(
        _ type: Importer.Type, from source: DocumentSource, observing observer: inout Observer
    ) throws(DiagnosticError) -> ImportResult {
        var tee = XMLEventTee(handler: Importer(file: source.path), observer: observer)
        defer { observer = tee.observer }
        do {
            try source.parse(with: &tee, threading: .automatic)
        } catch {
            throw capped(diagnosticError(error, path: source.path))
        }
        do {
            return try tee.handler.finish()
        } catch {
            throw capped(error)
        }
    }

    /// Throws an ``/LayoutCore/RuleID/inputLimit`` error when `count` views are more than ``ImportResult/maximumViews``.
    static func checkViewCount(_ count: Int, at location: SourceLocation) throws(DiagnosticError) {
        guard count > ImportResult.maximumViews else { return }
        throw DiagnosticError(.error(.inputLimit, "the document holds more than \(ImportResult.maximumViews) views; refusing to read further (a documented limit)", at: location))
    }

    /// The last diagnostic of a list cut at ``/LayoutCore/DiagnosticError/maximumErrors``.
    static func tooManyErrors(after errors: [Diagnostic]) -> Diagnostic {
        .error(.inputLimit, "too many errors (\(errors.count)); stopping here", at: errors.last?.location)
    }

    /// Cuts a thrown list of diagnostics to ``/LayoutCore/DiagnosticError/maximumErrors``, keeping the first ones.
    static func capped(_ error: DiagnosticError) -> DiagnosticError {
        guard error.diagnostics.count > DiagnosticError.maximumErrors + 1 else { return error }
        let kept = Array(error.diagnostics.prefix(DiagnosticError.maximumErrors))
        return DiagnosticError(kept + [.error(.inputLimit, "too many errors (\(error.diagnostics.count)); only the first \(DiagnosticError.maximumErrors) are shown", at: kept.last?.location)])
    }

    /// Parses only as far as the root element.
    /// The name of `source`'s root element, read from the document's start alone: which kind of
    /// document it is, told before anything is built from it.
    ///
    /// - Throws: ``/LayoutCore/DiagnosticError`` when the start is not well-formed or has no root element.
    package static func rootElementName(of source: DocumentSource) throws(DiagnosticError) -> String {
        try sniffRoot(source).name
    }

    private static func sniffRoot(_ source: DocumentSource) throws(DiagnosticError) -> RootElementSniffer.Found {
        var sniffer = RootElementSniffer()
        do {
            try source.parse(with: &sniffer, threading: .serial)
        } catch let found as RootElementSniffer.Found {
            return found
        } catch {
            throw diagnosticError(error, path: source.path)
        }
        throw DiagnosticError(.error(.malformedXML, "the document has no root element", at: SourceLocation(file: source.path, line: 1, column: 1)))
    }

    /// Parses with a concrete importer type, so its event methods are called without an existential.
    static func run<Importer: FormatImporter>(_ type: Importer.Type, from source: DocumentSource, opened: OpenedXMLFile? = nil,
                                              threading: XMLReaderThreading = .automatic,
                                              observer: (any ViewObserver)? = nil) throws(DiagnosticError) -> ImportResult {
        var importer = Importer(file: source.path)
        if let observer { importer.observeViews(with: observer) }
        do {
            if let opened {
                try opened.parse(handler: &importer, limits: XMLReaderLimits(threading: threading))
            } else {
                try source.parse(with: &importer, threading: threading)
            }
        } catch {
            throw capped(diagnosticError(error, path: source.path))
        }
        do {
            return try importer.finish()
        } catch {
            throw capped(error)
        }
    }

    package static func diagnosticError(_ error: any Error, path: String) -> DiagnosticError {
        switch error {
        case let error as DiagnosticError: error
        case let error as XMLParseError: DiagnosticError(error.diagnostic(file: path))
        default: DiagnosticError(.error(.malformedXML, "\(error)", at: SourceLocation(file: path)))
        }
    }
}

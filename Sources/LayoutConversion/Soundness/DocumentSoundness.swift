import LayoutCore
import LayoutDocuments
import LayoutXML

/// The check every document this package writes (a merge to `.xib`, `.storyboard` or the
/// template format, an upgrade) goes through before it is written: the text must be one the
/// package reads back, whole, within its reader's limits.
///
/// - The text is parsed by the package's own streaming reader with its default limits (depth,
///   attributes per tag, value length): well-formed, no repeated attribute, nothing over a limit.
/// - In an Interface Builder document every `id` is defined once, and every attribute that names
///   an id (``/LayoutDocuments/ModernIBNames/idReferences``) names one the document defines.
/// - The document is imported by the importer its root element chooses, as any input is.
///
/// A failure is a ``DiagnosticError`` naming each cause (the element, the id, the limit) at its
/// line in the text that was to be written; the caller writes nothing.
package enum DocumentSoundness {
    /// Most problems listed in one error: the first ones say what went wrong.
    static let maximumReported = 20

    /// Checks `text`, which is about to be written to `file` (named in the diagnostics).
    ///
    /// - Throws: ``DiagnosticError`` with one error per problem found (at most
    ///   ``maximumReported``), each message starting "the document to be written ...".
    package static func check(_ text: String, file: String) throws(DiagnosticError) {
        let bytes = Array(text.utf8)
        // The ids and references are let go before the import builds its model.
        try scan(bytes, file: file)
        let imported: ImportResult
        do {
            imported = try ImportResult(bytes: bytes, path: file)
        } catch {
            throw DiagnosticError(error.diagnostics.prefix(maximumReported).map(failure))
        }
        let errors = imported.diagnostics.filter { $0.severity == .error }
        if !errors.isEmpty { throw DiagnosticError(errors.prefix(maximumReported).map(failure)) }
    }

    /// A reader's diagnostic about the text to be written, said as the reason it is not written.
    /// The first pass: within the reader's limits, each id defined once, each reference resolving.
    private static func scan(_ bytes: [UInt8], file: String) throws(DiagnosticError) {
        var scanner = Scanner()
        do {
            try XMLStreamReader.parse(bytes: bytes, name: file, handler: &scanner, limits: .default)
        } catch let error as XMLParseError {
            throw DiagnosticError(failure(error.diagnostic(file: file)))
        } catch {
            throw DiagnosticError(.error(.malformedXML, "the document to be written would not read back: \(error)", at: SourceLocation(file: file)))
        }
        let problems = scanner.problems(file: file)
        guard problems.isEmpty else { throw DiagnosticError(Array(problems.prefix(maximumReported))) }
    }

    /// The text has not been written, so a line of it is named in the message, and the
    /// diagnostic stands at the file it was for.
    private static func failure(_ diagnostic: Diagnostic) -> Diagnostic {
        var diagnostic = diagnostic
        diagnostic.severity = .error
        let line = diagnostic.location?.line.map { " at line \($0) of its text" } ?? ""
        diagnostic.message = "the document to be written would not read back\(line) (\(diagnostic.message)); nothing is written"
        diagnostic.location = diagnostic.location.map { SourceLocation(file: $0.file) }
        return diagnostic
    }

    /// Collects the ids an Interface Builder document defines and the references it makes, with
    /// where each stands; bounded by the document's size, never by a tree of it.
    private struct Scanner: XMLEventHandler {
        static let vocabulary = XMLVocabulary(["id"] + ModernIBNames.idReferences.map(\.attribute))
        static var readsEndElementNames: Bool { false }
        static let idWord = 0

        var isInterfaceBuilder = false
        /// Each id with where it was first defined.
        var defined: [String: XMLPosition] = [:]
        /// Ids defined again, with where and on which element.
        var repeated: [(id: String, element: String, position: XMLPosition, first: XMLPosition)] = []
        /// References, checked once every id is known.
        var references: [(attribute: String, element: String, value: String, position: XMLPosition)] = []

        mutating func startElement(_ element: XMLStartElement) throws {
            if element.depth == 1 { isInterfaceBuilder = element.name == ModernIBNames.document }
            guard isInterfaceBuilder, element.attributes.count > 0 else { return }
            if let id = element.attributes[word: Self.idWord] {
                let position = element.position
                if let first = defined[id] {
                    repeated.append((id, element.name, position, first))
                } else {
                    defined[id] = position
                }
            }
            for (offset, reference) in ModernIBNames.idReferences.enumerated() {
                guard let value = element.attributes[word: offset + 1] else { continue }
                let name = element.name
                guard reference.elements?.contains(name) ?? true else { continue }
                references.append((reference.attribute, name, value, element.position))
            }
        }

        mutating func endElement(name: String) throws {}

        func problems(file: String) -> [Diagnostic] {
            let at = SourceLocation(file: file)
            var problems: [Diagnostic] = repeated.map { entry in
                .error(.duplicateID, "the document to be written would define id '\(TerminalText.shortened(entry.id))' twice (on <\(TerminalText.shortened(entry.element))> at line \(entry.position.line) of its text, first at line \(entry.first.line)); nothing is written", at: at)
            }
            for reference in references where defined[reference.value] == nil {
                problems.append(.error(.brokenReference, "the document to be written would have <\(TerminalText.shortened(reference.element))> at line \(reference.position.line) of its text name '\(TerminalText.shortened(reference.value))' in \(reference.attribute), an id it does not define; nothing is written", at: at))
            }
            return problems
        }
    }
}

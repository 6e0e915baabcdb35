import LayoutCore
import LayoutDocuments
import LayoutXML

/// The check every document this package writes (a merge to `.xib`, `.storyboard` or the
/// template format, an upgrade) goes through before it is written: the text must be one the
/// package reads back, whole, within its reader's limits.
///
/// One parse does it all: the importer its root element chooses reads the text as any input is
/// read, by the package's own streaming reader with its default limits (depth, attributes per tag,
/// value length: well-formed, no repeated attribute, nothing over a limit), and beside it a
/// scanner sees every start tag of the same parse: in an Interface Builder document every `id` is
/// defined once, and every attribute that names an id
/// (``/LayoutDocuments/ModernIBNames/idReferences``) names one the document defines.
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
        try check(Array(text.utf8), file: file)
    }

    /// Checks the UTF-8 `bytes` about to be written to `file`, as ``check(_:file:)-(String,_)`` does.
    package static func check(_ bytes: [UInt8], file: String) throws(DiagnosticError) {
        var scanner = Scanner()
        let imported: ImportResult
        do {
            imported = try DocumentImporter.importDocument(bytes: bytes, path: file, observing: &scanner)
        } catch {
            // What the scan found comes first: it names the cause in the writer's terms (the
            // importer's own message about a repeated id or a dangling reference says less).
            let found = scanner.problems(file: file)
            throw DiagnosticError(Array((found + error.diagnostics.map(failure)).prefix(maximumReported)))
        }
        let problems = scanner.problems(file: file)
        guard problems.isEmpty else { throw DiagnosticError(Array(problems.prefix(maximumReported))) }
        let errors = imported.diagnostics.filter { $0.severity == .error }
        if !errors.isEmpty { throw DiagnosticError(errors.prefix(maximumReported).map(failure)) }
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

    /// Collects the ids an Interface Builder document defines and the references that name an id
    /// not defined so far, with where each stands: bounded by the document's ids, never by a tree.
    private struct Scanner: XMLStartTagObserver {
        static let attributeNames = ["id"] + ModernIBNames.idReferences.map(\.attribute)

        var isInterfaceBuilder = false
        /// Each id with the line it was first defined at.
        var defined: [String: Int] = [:]
        /// Ids defined again, with where and on which element.
        var repeated: [(id: String, element: String, line: Int, first: Int)] = []
        /// References to an id not defined before them, checked once every id is known.
        var pending: [(attribute: String, element: String, value: String, line: Int)] = []

        /// Open elements; the document was read to its end when the root has closed.
        var depth = 0
        var isComplete = false

        mutating func endElement() throws {
            depth -= 1
            if depth == 0 { isComplete = true }
        }

        mutating func startElement(_ element: XMLStartElement, firstWord: Int) throws {
            depth = element.depth
            if element.depth == 1 { isInterfaceBuilder = element.name == ModernIBNames.document }
            guard isInterfaceBuilder, element.attributes.count > 0 else { return }
            if let id = element.attributes[word: firstWord] {
                let line = element.position.line
                if let first = defined[id] {
                    repeated.append((id, element.name, line, first))
                } else {
                    defined[id] = line
                }
            }
            for (offset, reference) in ModernIBNames.idReferences.enumerated() {
                guard let value = element.attributes[word: firstWord + offset + 1], defined[value] == nil else { continue }
                let name = element.name
                guard reference.elements?.contains(name) ?? true else { continue }
                pending.append((reference.attribute, name, value, element.position.line))
            }
        }

        func problems(file: String) -> [Diagnostic] {
            let at = SourceLocation(file: file)
            var problems: [Diagnostic] = repeated.map { entry in
                .error(.duplicateID, "the document to be written would define id '\(TerminalText.shortened(entry.id))' twice (on <\(TerminalText.shortened(entry.element))> at line \(entry.line) of its text, first at line \(entry.first)); nothing is written", at: at)
            }
            // A reference may name an id of the part a failed parse never reached.
            for reference in pending where isComplete && defined[reference.value] == nil {
                problems.append(.error(.brokenReference, "the document to be written would have <\(TerminalText.shortened(reference.element))> at line \(reference.line) of its text name '\(TerminalText.shortened(reference.value))' in \(reference.attribute), an id it does not define; nothing is written", at: at))
            }
            return problems
        }
    }
}

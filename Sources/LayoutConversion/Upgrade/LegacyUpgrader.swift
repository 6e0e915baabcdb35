import LayoutCore
import LayoutDocuments
import LayoutXML

/// Upgrades Interface Builder's legacy archives (`<archive>`, 7.x and 8.x) to the modern
/// `<document>` format the way Xcode does (``LegacyUpgrade`` is its result).
package enum LegacyUpgrader {
    package static func upgrade(file path: String) throws(DiagnosticError) -> LegacyUpgrade {
        try upgrade(from: .file(path: path))
    }

    package static func upgrade(bytes: [UInt8], path: String) throws(DiagnosticError) -> LegacyUpgrade {
        try upgrade(from: .bytes(bytes, path: path))
    }

    /// The upgrade of the archive `source` holds (a file, or its bytes read already) as an
    /// ``XMLTree`` with its diagnostics, for code of this package that goes on editing the document
    /// (merging a legacy design).
    package static func tree(from source: DocumentSource) throws(DiagnosticError) -> (tree: XMLTree, diagnostics: [Diagnostic]) {
        let upgrade = try upgrade(from: source)
        return (upgrade.tree, upgrade.diagnostics)
    }

    /// The most bytes of archive one upgrade reads: the import, the archive's object table and the
    /// translated tree together are some four and a half times the input, which this keeps under 1 GB.
    package static let maximumInputBytes = 200_000_000

    private static func upgrade(from source: DocumentSource) throws(DiagnosticError) -> LegacyUpgrade {
        let size: Int
        switch source {
        case .file(let path): size = FileSize.of(path)
        case .bytes(let bytes, _): size = bytes.count
        }
        guard size <= maximumInputBytes else {
            throw DiagnosticError(.error(
                .inputLimit,
                "the archive holds \(size) bytes, more than the \(maximumInputBytes) an upgrade reads (a documented limit, which keeps its memory under 1 GB); split the document",
                at: SourceLocation(file: source.path)))
        }
        let imported: (format: Document.Format, diagnostics: [Diagnostic])
        switch source {
        case .file(let path):
            // One read of the file: the import and the parse that keeps everything both work from
            // its bytes, so the file cannot change between them.
            let bytes: [UInt8]
            do {
                bytes = try OpenedXMLFile(path: path).bytes()
            } catch {
                throw DocumentImporter.diagnosticError(error, path: path)
            }
            return try upgrade(from: .bytes(bytes, path: path))
        case .bytes(let bytes, let path):
            // The importer reads the archive first: it refuses what is not a legacy archive and
            // reports what is broken, at its line.
            // Only its verdict is kept: the model goes before the translation's own parse.
            let result = try ImportResult(bytes: bytes, path: path)
            imported = (result.document.format, result.diagnostics)
        }
        guard imported.format == .legacyArchive else {
            throw DiagnosticError(.error(.unsupportedDocument, "not a legacy Interface Builder archive: only <archive> documents are upgraded", at: SourceLocation(file: source.path)))
        }
        var importer = LegacyIBImporter(file: source.path, keepsEverything: true)
        do {
            try source.parse(with: &importer)
        } catch {
            throw DocumentImporter.diagnosticError(error, path: source.path)
        }
        let archive = importer.archive
        guard let data = archive.dataIndex else {
            throw DiagnosticError(.error(.invalidValue, "the archive has no <data> element", at: SourceLocation(file: source.path)))
        }
        var translator = LegacyTranslator(index: LegacyArchiveIndex(table: archive.table, dataIndex: data), file: source.path, documentType: archive.documentType)
        var tree = translator.document()
        var renumbered = RepeatedIDs.renumber(&tree, file: source.path)
        // The translation builds the document afresh: nothing of the DOCTYPE, its internal
        // subset's comments and instructions included, reaches it.
        if let declaration = importer.documentTypeDeclaration {
            renumbered.append(declaration.droppedWarning(of: "the archive", into: "upgraded", file: source.path))
        }
        let diagnostics = (imported.diagnostics.filter { $0.rule != .ignoredContent } + translator.diagnostics + renumbered).sorted(by: LegacyIBImporter.documentOrder)
        return LegacyUpgrade(tree: tree, diagnostics: diagnostics, file: source.path)
    }
}

/// A legacy archive upgraded to the modern format the way Xcode upgrades it: the document and what
/// the upgrade had to say.
///
/// One translation per archived class, ids kept (an object's objectID becomes its `id`), fonts,
/// colours in their own colour space, button states, text and keyboard traits, every connection of
/// every object, and `<resources>` with the images' last known sizes. What the translation does
/// not carry is an `untranslated-property` warning naming the archived key, the class and the
/// object; nothing is dropped silently. The input is never modified.
public struct LegacyUpgrade: Sendable {
    /// The document, built as a tree and printed by `text()`.
    package var tree: XMLTree
    /// Warnings (`untranslated-property` for each archived key left out) and notes, in
    /// document order.
    public var diagnostics: [Diagnostic]

    /// The archive upgraded, which diagnostics about the upgraded text name.
    package var file: String

    package init(tree: XMLTree, diagnostics: [Diagnostic], file: String) {
        self.tree = tree
        self.diagnostics = diagnostics
        self.file = file
    }

    /// Upgrades the legacy archive at `path`.
    ///
    /// - Throws: ``/LayoutCore/DiagnosticError`` when the file cannot be read, is not a legacy
    ///   archive, or the archive is broken (the importer's errors).
    public init(contentsOf path: String) throws(DiagnosticError) {
        self = try LegacyUpgrader.upgrade(file: path)
    }

    /// Upgrades an in-memory legacy archive; `path` names it in diagnostics.
    ///
    /// - Throws: ``/LayoutCore/DiagnosticError`` as ``init(contentsOf:)`` does.
    package init(bytes: [UInt8], path: String) throws(DiagnosticError) {
        self = try LegacyUpgrader.upgrade(bytes: bytes, path: path)
    }

    /// The document's text, printed the way Interface Builder prints its documents.
    ///
    /// - Throws: ``/LayoutCore/DiagnosticError`` for a value XML 1.0 cannot carry (a control character in a text).
    public func text() throws(DiagnosticError) -> String {
        let text: String
        do {
            text = try XMLTreeWriter.string(from: tree)
        } catch {
            throw DiagnosticError(.error(.invalidValue, "the upgraded document cannot be written: \(error)", at: SourceLocation(file: file)))
        }
        try DocumentSoundness.check(text, file: file)
        return text
    }
}

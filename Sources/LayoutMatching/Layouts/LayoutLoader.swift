import Foundation
import LayoutCore
import LayoutDocuments

/// Reads one or two files and finds their layouts: what `Design(contentsOf:)` (LayoutDiscovery)
/// does once the files are paired by name.
package enum LayoutLoader {
    /// The layouts of exactly `files` (one document holding both layouts, or a portrait file and a
    /// landscape file, in that order), with the importers' and the layout finder's warnings and notes.
    ///
    /// - Throws: ``/LayoutCore/DiagnosticError`` when a file cannot be read, its layouts cannot be found, or
    ///   the same file is given twice (``/LayoutCore/RuleID/layoutComparedWithItself``).
    /// With `keying`, each view is keyed as its document is imported (see ``ViewKeying``); with
    /// `reads`, each file's bytes are read into it and imported from there, for the stages after
    /// the import that read the file again.
    package static func load(files: [String], options: LayoutOptions = LayoutOptions(), keying: ViewKeying? = nil,
                             reads: DocumentReads? = nil) throws(DiagnosticError) -> (design: Design, diagnostics: [Diagnostic]) {
        let (documents, diagnostics) = try importDocuments(files: files, keying: keying, reads: reads)
        let design = try LayoutFinder.findLayouts(in: documents, options: options)
        return (design, diagnostics + design.diagnostics + orientationWarnings(design))
    }

    /// The documents of `files` with their importers' diagnostics: the first half of `load(files:options:)`.
    ///
    /// - Throws: ``DiagnosticError`` when a file cannot be read, or when two of `files` are one file.
    package static func importDocuments(files: [String], keying: ViewKeying? = nil, reads: DocumentReads? = nil) throws(DiagnosticError) -> (documents: [Document], diagnostics: [Diagnostic]) {
        try refuseSameFile(files)
        var documents: [Document] = []
        var diagnostics: [Diagnostic] = []
        for file in files {
            let source: DocumentSource = if let reads { .bytes(try reads.bytes(reading: file), path: file) } else { .file(path: file) }
            keying?.beginDocument()
            let result = try ImportResult(source: source, observer: keying)
            documents.append(result.document)
            diagnostics += result.diagnostics
        }
        return (documents, diagnostics)
    }

    /// A warning when the portrait layout's root is wider than tall while the landscape layout's
    /// is taller than wide: the files or outlets are probably the wrong way round.
    package static func orientationWarnings(_ design: Design) -> [Diagnostic] {
        guard let portrait = design.layout(named: "portrait")?.templateRoot,
              let landscape = design.layout(named: "landscape")?.templateRoot else { return [] }
        let p = portrait.frame, l = landscape.frame
        guard p.width > p.height, l.height > l.width else { return [] }
        return [.warning(
            .swappedOrientations,
            "the portrait layout's root is \(Rect.format(p.width))x\(Rect.format(p.height)), wider than tall, while the landscape layout's is \(Rect.format(l.width))x\(Rect.format(l.height)), taller than wide; are the layouts swapped?",
            at: landscape.location,
            notes: [DiagnosticNote(location: portrait.location, message: "the portrait layout's root")]
        )]
    }

    /// Two paths naming one file (the same path, a link, `./A.xib` and `A.xib`) would compare a
    /// layout with itself, which says nothing.
    private static func refuseSameFile(_ files: [String]) throws(DiagnosticError) {
        guard files.count == 2 else { return }
        let identities = files.map { file -> [AnyHashable]? in
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: file),
                  let device = attributes[.systemNumber], let inode = attributes[.systemFileNumber] else { return nil }
            return [device as? AnyHashable, inode as? AnyHashable].compactMap { $0 }
        }
        guard let first = identities[0], first.count == 2, first == identities[1] else { return }
        throw DiagnosticError(.error(
            .layoutComparedWithItself,
            "\(files[1]) is the same file as \(files[0]): a layout compared with itself; give the portrait file and the landscape file",
            at: SourceLocation(file: files[1])
        ))
    }
}

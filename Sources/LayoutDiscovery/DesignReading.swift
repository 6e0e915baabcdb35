import LayoutCore
import LayoutDocuments
import LayoutMatching

extension NamePairing.DesignFiles {
    /// What a design's files hold, read once and sorted into a kind as `check` sorts documents.
    ///
    /// Kinds are told by what reading reports, so that discovery, `match` and `check` cannot
    /// disagree about where the layouts are: the layout finder's ``/LayoutCore/RuleID/missingLayout``
    /// on a single document with no portrait or landscape outlet is an ordinary single-layout
    /// document; with one of them it is half-connected, and so is a design whose portrait and
    /// landscape outlets name one view; an Interface Builder document the importer refuses as
    /// another platform's (`unsupported-document`) is not iOS; any other
    /// failure is unreadable.
    public struct Reading: Sendable {
        /// What kind of document the files are.
        public enum Kind: String, Hashable, Sendable, CaseIterable {
            /// At least one design with alternative layouts (``Reading/designs``).
            case design
            /// A document without alternative layouts (a cell, a header, a single-layout screen).
            case singleLayout = "single-layout"
            /// One layout named (a portrait outlet, say) and the other missing, or both layout
            /// outlets naming one view: a `half-connected-design` warning.
            case halfConnected = "half-connected"
            /// A document for another platform (macOS, watchOS), skipped with a note.
            case notIOS = "not-ios"
            /// Files that cannot be read, parsed or resolved into layouts: an error.
            case unreadable
        }

        /// The files read: one file, or the portrait file then the landscape file. A file whose
        /// name pairs it with a sibling but which holds both layouts itself is read alone.
        public var files: NamePairing.DesignFiles
        /// What kind of document the files are.
        public var kind: Kind
        /// One design per scene or top-level view controller whose layouts were found, in
        /// document order; each one's ``/LayoutMatching/Design/diagnostics`` say how it was read.
        /// Empty unless ``kind`` is ``Kind/design``.
        public var designs: [Design]
        /// The documents read, in file order; empty when they could not be read.
        public var documents: [Document]
        /// What reading said, in order, not counting what each design says of itself.
        package var parts: [Part]
        /// A sibling the files' names paired with that was not used (the portrait file holds
        /// both layouts itself): a design of its own.
        package var unusedSibling: String?

        /// A piece of what reading said, in order: diagnostics of the files, or a design's.
        package enum Part: Sendable {
            case diagnostics([Diagnostic])
            case design(Int)
        }

        /// Everything reading said, in order: how the files were paired, what the importers and
        /// the layout finder reported, each design's diagnostics, and the warnings and errors of
        /// scenes whose layouts could not be found.
        public var diagnostics: [Diagnostic] {
            parts.flatMap { part -> [Diagnostic] in
                switch part {
                case .diagnostics(let diagnostics): diagnostics
                case .design(let index): designs[index].diagnostics
                }
            }
        }

        /// The severity `check` gives `rule`'s findings when no configuration says otherwise:
        /// the matching problems (a view left unmatched, an ambiguous match, a pair resting on
        /// no identity, a shared live view) are errors, because they fail the build; `nil` for
        /// every other rule, whose findings keep the severity they were made with.
        public static func defaultSeverity(of rule: RuleID) -> Severity? {
            MatchResult.problemRules.contains(rule) ? .error : nil
        }

        package init(files: NamePairing.DesignFiles, kind: Kind, designs: [Design] = [], documents: [Document] = [],
                     parts: [Part], unusedSibling: String? = nil) {
            self.files = files
            self.kind = kind
            self.designs = designs
            self.documents = documents
            self.parts = parts
            self.unusedSibling = unusedSibling
        }
    }

    /// The files read once and sorted into a kind, with every design of every scene; with
    /// `reads`, each file's bytes are read into it and imported from there, for a caller that
    /// works on the files again after sorting them (a folder's merge).
    package func read(options: LayoutOptions = LayoutOptions(), reads: DocumentReads? = nil) -> Reading {
        var files = self
        var reported = pairingNote.map { [$0] } ?? []
        var imported: (documents: [Document], diagnostics: [Diagnostic])
        do {
            imported = try LayoutLoader.importDocuments(files: self.files, reads: reads)
        } catch {
            if Self.isOtherPlatform(error, files: self.files) {
                let skipped = error.diagnostics.map { diagnostic in
                    Diagnostic(severity: .note, location: diagnostic.location, rule: diagnostic.rule, message: "skipped: \(diagnostic.message)")
                }
                return Reading(files: files, kind: .notIOS, parts: [.diagnostics(reported + skipped)])
            }
            return Reading(files: files, kind: .unreadable, parts: [.diagnostics(reported + error.diagnostics)])
        }
        var unusedSibling: String?
        if isPairedByName, imported.documents.count == 2,
           let note = NamePairing.ownLayoutsNote(imported.documents[0], sibling: self.files[1], options: options) {
            // The portrait file holds both layouts itself: it is read as the reference reads it.
            files = NamePairing.DesignFiles(files: [self.files[0]])
            reported = [note]
            unusedSibling = self.files[1]
            imported = ([imported.documents[0]], imported.diagnostics.filter { $0.location?.file != self.files[1] })
        }
        var first: Design
        do {
            first = try LayoutFinder.findLayouts(in: imported.documents, options: options)
        } catch {
            if imported.documents.count == 1, error.diagnostics.allSatisfy({ $0.rule == .missingLayout }) {
                guard let warning = Self.halfConnectedWarning(imported.documents[0], reason: error, options: options) else {
                    return Reading(files: files, kind: .singleLayout, documents: imported.documents, parts: [.diagnostics(reported)],
                                   unusedSibling: unusedSibling)
                }
                return Reading(files: files, kind: .halfConnected, documents: imported.documents, parts: [.diagnostics(reported + [warning])],
                               unusedSibling: unusedSibling)
            }
            return Reading(files: files, kind: .unreadable, documents: imported.documents,
                           parts: [.diagnostics(reported + imported.diagnostics + error.diagnostics)], unusedSibling: unusedSibling)
        }
        if let warning = Self.sameViewWarning(first, options: options) {
            return Reading(files: files, kind: .halfConnected, documents: imported.documents,
                           parts: [.diagnostics(reported + imported.diagnostics + [warning])], unusedSibling: unusedSibling)
        }
        first.diagnostics = reported + imported.diagnostics + first.diagnostics + LayoutLoader.orientationWarnings(first)
        var designs = [first]
        var parts: [Reading.Part] = [.design(0)]
        if imported.documents.count == 1 {
            // Every other scene whose owner names a layout is read as the first one is (a
            // half-connected one warned about), so that a second scene cannot pass unread.
            for other in LayoutFinder.otherDesigns(in: imported.documents[0], besides: first, options: options) {
                switch other.design {
                case .success(var design):
                    design.diagnostics += LayoutLoader.orientationWarnings(design)
                    parts.append(.design(designs.count))
                    designs.append(design)
                case .failure(let error):
                    if error.diagnostics.allSatisfy({ $0.rule == .missingLayout }) {
                        parts.append(.diagnostics(Self.halfConnectedWarning(other.document, reason: error, options: options).map { [$0] } ?? []))
                    } else {
                        parts.append(.diagnostics(error.diagnostics))
                    }
                }
            }
        }
        return Reading(files: files, kind: .design, designs: designs, documents: imported.documents, parts: parts, unusedSibling: unusedSibling)
    }

    /// An Interface Builder file the importer refused as another platform's document; the
    /// template format is this package's own, so a template file it cannot read is an error.
    private static func isOtherPlatform(_ error: DiagnosticError, files: [String]) -> Bool {
        guard let first = error.diagnostics.first, first.rule == .unsupportedDocument, first.severity == .error,
              let file = first.location?.file ?? files.first else { return false }
        return !file.lowercased().hasSuffix(".xml")
    }

    /// The warning for a design whose portrait and landscape layouts are one view of one file (both
    /// outlets name it): it has one layout, and an outlet left from a landscape drawing that is
    /// gone. Matching the view with itself would pass it as a checked two-layout design.
    private static func sameViewWarning(_ design: Design, options: LayoutOptions) -> Diagnostic? {
        guard let portrait = design.layouts.first(where: { $0.name == "portrait" }), let landscape = design.layouts.first(where: { $0.name == "landscape" }),
              portrait.file == landscape.file, portrait.rootID == landscape.rootID else { return nil }
        let outlets = landscape.outlets.filter { $0.destination == landscape.rootID }
        // The landscape layout named by an outlet (not a root id given on purpose, nor a table).
        guard let landscapeOutlet = outlets.first(where: { options.landscapeOutlets.contains($0.property) }) else { return nil }
        let portraitOutlet = outlets.first { options.portraitOutlets.contains($0.property) } ?? outlets.first { $0.property == options.liveOutlet }
        let named = ([portraitOutlet, landscapeOutlet] as [Scene.Outlet?]).compactMap { $0.map { "'\(TerminalText.shortened($0.property))'" } }
        let shown = TerminalText.shortened(landscape.rootID.rawValue, limit: 60)
        return .warning(
            .halfConnectedDesign,
            "the owner's \(named.joined(separator: " and ")) outlet\(named.count == 1 ? "" : "s") name\(named.count == 1 ? "s" : "") view \(shown), the portrait layout's root: a one-layout design with a stale outlet; connect '\(TerminalText.shortened(landscapeOutlet.property))' to a landscape layout, or remove it",
            at: landscapeOutlet.location ?? design.live.location,
            notes: portraitOutlet?.location.map { [DiagnosticNote(location: $0, message: "the portrait outlet names the same view")] } ?? []
        )
    }

    /// The warning for a document whose owner names one layout by outlet while the other cannot be
    /// found, at that outlet; `nil` when it names neither (an ordinary single-layout document).
    private static func halfConnectedWarning(_ document: Document, reason: DiagnosticError, options: LayoutOptions) -> Diagnostic? {
        let names = Set(options.portraitOutlets + options.landscapeOutlets)
        for scene in document.scenes {
            guard let outlet = scene.outlets.first(where: { names.contains($0.property) }) else { continue }
            let other = options.portraitOutlets.contains(outlet.property) ? "landscape" : "portrait"
            let owner = scene.controllerElement == nil ? "the owner" : LayoutFinder.ownerName(of: scene, in: document) ?? "the owner"
            return .warning(
                .halfConnectedDesign,
                "\(owner) has a '\(outlet.property)' outlet but no \(other) layout was found: a half-connected design",
                at: outlet.location ?? scene.location ?? SourceLocation(file: document.file),
                notes: reason.diagnostics.map { DiagnosticNote(location: $0.location, message: $0.message) }
            )
        }
        return nil
    }
}

extension FoundDesigns {
    /// Every design's files read once and sorted into a kind (``NamePairing/DesignFiles/Reading``),
    /// concurrently, in path order. A sibling its name paired with a file that holds
    /// both layouts itself is read as a design of its own, right after that file.
    public func read(options: LayoutOptions = LayoutOptions()) -> [NamePairing.DesignFiles.Reading] {
        Self.readings(of: designs, options: options) { reading, _ in reading }
    }

    /// `transform` of the reading of each of `designs`, as ``read(options:)`` orders them; the
    /// reading is dropped once transformed, so that a folder's documents are not all held at once.
    /// Each design's files are read once: with `keepingBytes`, `transform` is given their bytes
    /// as that reading read them, for a caller that works on the files again (a folder's merge);
    /// else they are let go before it.
    /// Designs of more than `aloneAbove` bytes are read (and transformed) one at a time.
    package static func readings<Result: Sendable>(of designs: [NamePairing.DesignFiles], options: LayoutOptions, keepingBytes: Bool = false,
                                                   aloneAbove: Int = .max,
                                                   _ transform: @escaping @Sendable (NamePairing.DesignFiles.Reading, DocumentReads) -> Result) -> [Result] {
        ParallelWork.results(count: designs.count, runsAlone: { aloneAbove < .max && FileSize.total(of: designs[$0].files) > aloneAbove }) { index -> [Result] in
            let reads = DocumentReads()
            let reading = designs[index].read(options: options, reads: reads)
            // A sibling its pair's reading left unused is a design of its own, read from the same bytes.
            let sibling = reading.unusedSibling.map { NamePairing.DesignFiles(files: [$0]).read(options: options, reads: reads) }
            if !keepingBytes { reads.release() }
            return [transform(reading, reads)] + (sibling.map { [transform($0, reads)] } ?? [])
        }.flatMap { $0 }
    }
}

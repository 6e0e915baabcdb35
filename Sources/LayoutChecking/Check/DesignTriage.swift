import AutoLayout
import LayoutCore
import LayoutDocuments
import LayoutMatching

/// Checks one design: reads it, tells which kind of document it is (``CheckOutcome``), and for a
/// design with alternative layouts matches them and judges the findings.
///
/// Kinds are told by what reading reports, so that this and `match` can never disagree about
/// where the layouts are: the layout finder's ``RuleID/missingLayout`` on a single document with
/// no portrait or landscape outlet is an ordinary single-layout document; with one of them it is
/// half-connected, and so is a design whose portrait and landscape outlets name one view (found,
/// but one layout); an Interface Builder document the importer refuses as another platform's
/// (``RuleID/unsupportedDocument``) is skipped; any other failure could not be checked.
package enum DesignTriage {
    /// The outcome and findings of `design`.
    package static func check(_ paired: NamePairing.DesignFiles, settings: CheckSettings) -> DesignCheck {
        var design = paired
        var reported = design.pairingNote.map { [$0] } ?? []
        var imported: (documents: [Document], diagnostics: [Diagnostic])
        do {
            imported = try LayoutLoader.importDocuments(files: design.files)
        } catch {
            if isOtherPlatform(error, files: design.files) {
                let skipped = error.diagnostics.map { diagnostic in
                    Diagnostic(severity: .note, location: diagnostic.location, rule: diagnostic.rule, message: "skipped: \(diagnostic.message)")
                }
                return finish(design, .notIOS, reported + skipped, set: nil, settings: settings)
            }
            return finish(design, .notChecked, reported + error.diagnostics, set: nil, settings: settings)
        }
        if design.isPairedByName, imported.documents.count == 2,
           let note = NamePairing.ownLayoutsNote(imported.documents[0], sibling: design.files[1], options: settings.options) {
            // The portrait file holds both layouts itself: it is read as the reference reads it.
            design = NamePairing.DesignFiles(files: [design.files[0]])
            reported = [note]
            imported = ([imported.documents[0]], imported.diagnostics.filter { $0.location?.file != paired.files[1] })
        }
        let set: Design
        do {
            set = try LayoutFinder.findLayouts(in: imported.documents, options: settings.options)
        } catch {
            if imported.documents.count == 1, error.diagnostics.allSatisfy({ $0.rule == .missingLayout }) {
                guard let warning = halfConnectedWarning(imported.documents[0], reason: error, options: settings.options) else {
                    return finish(design, .singleLayout, reported + autoLayoutFindings(imported.documents[0]), set: nil, settings: settings)
                }
                return finish(design, .halfConnected, reported + [warning], set: nil, settings: settings)
            }
            return finish(design, .notChecked, reported + imported.diagnostics + error.diagnostics, set: nil, settings: settings)
        }
        if let warning = sameViewWarning(set, options: settings.options) {
            return finish(design, .halfConnected, reported + imported.diagnostics + [warning], set: nil, settings: settings)
        }
        let result = MatchResult(matching: set, mode: settings.mode)
        reported += imported.diagnostics + set.diagnostics + LayoutLoader.orientationWarnings(set) + result.diagnostics
        if imported.documents.count == 1 {
            reported += otherScenes(imported.documents[0], besides: set, settings: settings)
        }
        return finish(design, .passed, reported, set: set, settings: settings)
    }

    /// What checking the document's other designs finds: every scene whose owner names a layout
    /// is checked as the first one is (a half-connected one warned about), so that a second
    /// scene cannot pass the gate unread.
    private static func otherScenes(_ document: Document, besides set: Design, settings: CheckSettings) -> [Diagnostic] {
        LayoutFinder.otherDesigns(in: document, besides: set, options: settings.options).flatMap { other -> [Diagnostic] in
            switch other.design {
            case .success(let design):
                return design.diagnostics + LayoutLoader.orientationWarnings(design) + MatchResult(matching: design, mode: settings.mode).diagnostics
            case .failure(let error):
                if error.diagnostics.allSatisfy({ $0.rule == .missingLayout }) {
                    return halfConnectedWarning(other.document, reason: error, options: settings.options).map { [$0] } ?? []
                }
                return error.diagnostics
            }
        }
    }

    /// Judges `diagnostics`, fingerprints them (by the views' identity paths in `set`, made only
    /// when there is a finding), and makes a passed design one with problems when a finding fails
    /// the gate.
    private static func finish(_ design: NamePairing.DesignFiles, _ outcome: CheckOutcome, _ diagnostics: [Diagnostic],
                               set: Design?, settings: CheckSettings) -> DesignCheck {
        let judged = settings.judged(diagnostics)
        let paths = judged.isEmpty ? nil : set.map(ViewIdentityPaths.init)
        let findings = judged.map { diagnostic in
            let file = diagnostic.location?.file ?? design.files[0]
            let subject = paths?.path(at: diagnostic.location) ?? diagnostic.message
            return Finding(diagnostic: diagnostic, fingerprint: Fingerprint(
                file: FileDiscovery.relativePath(file, to: settings.root), rule: diagnostic.rule, subject: subject))
        }
        return DesignCheck(design: design, outcome: outcome, findings: findings)
    }

    /// What Xcode's layout warnings would say of a document with constraints, laid out at its
    /// saved device: conflicting required constraints, ambiguous views, and stored frames the
    /// constraints do not give (``RuleID/unsatisfiableConstraints``, ``RuleID/ambiguousLayout``,
    /// ``RuleID/misplacedView``). Nothing for a document without constraints.
    private static func autoLayoutFindings(_ document: Document) -> [Diagnostic] {
        guard document.hasConstraints else { return [] }
        let layout = AutoLayoutEngine.layOut(document, at: .saved, checkingAmbiguity: true)
        let conflicted = layout.diagnostics.contains { $0.rule == .unsatisfiableConstraints }
        let findings = layout.diagnostics.filter { [.unsatisfiableConstraints, .ambiguousLayout].contains($0.rule) }
        return findings + (conflicted ? [] : AutoLayoutEngine.misplacedViews(in: layout))
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
    private static func sameViewWarning(_ set: Design, options: LayoutOptions) -> Diagnostic? {
        guard let portrait = set.layouts.first(where: { $0.name == "portrait" }), let landscape = set.layouts.first(where: { $0.name == "landscape" }),
              portrait.file == landscape.file, portrait.rootID == landscape.rootID else { return nil }
        let outlets = landscape.outlets.filter { $0.destination == landscape.rootID.rawValue }
        // The landscape layout named by an outlet (not a root id given on purpose, nor a table).
        guard let landscapeOutlet = outlets.first(where: { options.landscapeOutlets.contains($0.property) }) else { return nil }
        let portraitOutlet = outlets.first { options.portraitOutlets.contains($0.property) } ?? outlets.first { $0.property == options.liveOutlet }
        let named = ([portraitOutlet, landscapeOutlet] as [Outlet?]).compactMap { $0.map { "'\(TerminalText.shortened($0.property))'" } }
        let shown = TerminalText.shortened(landscape.rootID.rawValue, limit: 60)
        return .warning(
            .halfConnectedDesign,
            "the owner's \(named.joined(separator: " and ")) outlet\(named.count == 1 ? "" : "s") name\(named.count == 1 ? "s" : "") view \(shown), the portrait layout's root: a one-layout design with a stale outlet; connect '\(TerminalText.shortened(landscapeOutlet.property))' to a landscape layout, or remove it",
            at: landscapeOutlet.location ?? set.live.location,
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
            return .warning(
                .halfConnectedDesign,
                "the owner has a '\(outlet.property)' outlet but no \(other) layout was found: a half-connected design",
                at: outlet.location ?? scene.location ?? SourceLocation(file: document.file),
                notes: reason.diagnostics.map { DiagnosticNote(location: $0.location, message: $0.message) }
            )
        }
        return nil
    }
}

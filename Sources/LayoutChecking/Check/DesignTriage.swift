import AutoLayout
import LayoutCore
import LayoutDiscovery
import LayoutDocuments
import LayoutMatching

/// Checks one design: its files read and sorted into a kind by discovery
/// (``/LayoutDiscovery/NamePairing/DesignFiles/read(options:)``), and for a design with
/// alternative layouts every scene's layouts matched and the findings judged.
package enum DesignTriage {
    /// The outcome and findings of `design`.
    package static func check(_ design: NamePairing.DesignFiles, settings: CheckSettings) -> DesignCheck {
        check(design.read(options: settings.options), settings: settings)
    }

    /// The outcome and findings of what `reading` found.
    package static func check(_ reading: NamePairing.DesignFiles.Reading, settings: CheckSettings) -> DesignCheck {
        switch reading.kind {
        case .notIOS:
            return finish(reading.files, .notIOS, reading.diagnostics, firstDesign: nil, settings: settings)
        case .unreadable:
            return finish(reading.files, .notChecked, reading.diagnostics, firstDesign: nil, settings: settings)
        case .halfConnected:
            return finish(reading.files, .halfConnected, reading.diagnostics, firstDesign: nil, settings: settings)
        case .singleLayout:
            return finish(reading.files, .singleLayout, reading.diagnostics + autoLayoutFindings(reading.documents[0]), firstDesign: nil, settings: settings)
        case .design:
            let reported = reading.parts.flatMap { part -> [Diagnostic] in
                switch part {
                case .diagnostics(let diagnostics): return diagnostics
                case .design(let index):
                    let design = reading.designs[index]
                    return design.diagnostics + MatchResult(matching: design, mode: settings.mode).diagnostics
                }
            }
            var check = finish(reading.files, .passed, reported, firstDesign: reading.designs[0], settings: settings)
            check.designCount = reading.designs.count
            return check
        }
    }

    /// Judges `diagnostics`, fingerprints them (by the views' identity paths in `firstDesign`, made only
    /// when there is a finding), and makes a passed design one with problems when a finding fails
    /// the gate.
    private static func finish(_ design: NamePairing.DesignFiles, _ outcome: DesignCheck.Outcome, _ diagnostics: [Diagnostic],
                               firstDesign: Design?, settings: CheckSettings) -> DesignCheck {
        let judged = settings.judged(diagnostics)
        let paths = judged.isEmpty ? nil : firstDesign.map(ViewIdentityPaths.init)
        let findings = judged.map { diagnostic in
            let file = diagnostic.location?.file ?? design.files[0]
            // The view a diagnostic names; one that names none (an importer's) by where it is.
            let subject = diagnostic.subject.flatMap { paths?.path(of: $0) } ?? paths?.path(at: diagnostic.location) ?? diagnostic.message
            return DesignCheck.Finding(diagnostic: diagnostic, fingerprint: Fingerprint(
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
}

import Foundation
import LayoutChecking
import LayoutConversion
import LayoutCore
import LayoutDiscovery
import LayoutDocuments
import LayoutMatching

extension TreeConversion {
    /// Converts one document (or design) of the tree and writes it: what each piece of the
    /// parallel work runs. It reads only its own files and writes only its own output.
    struct Writer: Sendable {
        let folder: String
        let destination: Destination
        /// Every input of the run: a mirror never writes over one.
        let inputs: [String]

        /// Where `file`'s conversion goes, or the reason it cannot go anywhere.
        func output(for file: String) -> Result<String, DiagnosticError> {
            switch destination {
            case .inPlace:
                return .success(file)
            case .mirror(let root):
                let relative = FileDiscovery.relativePath(file, to: folder)
                guard !relative.hasPrefix("/"), !relative.hasPrefix("../") else {
                    return .failure(DiagnosticError(.error(.unwritableFile, "outside the folder converted: it has no place in the mirror", at: SourceLocation(file: file))))
                }
                return .success((root as NSString).appendingPathComponent(relative))
            }
        }

        /// The legacy archive `file` upgraded; any other document skipped with the reason.
        func upgrade(_ file: String) -> TreeConversion.ConvertedDocument {
            if MergeTarget(path: file) == .template {
                return TreeConversion.ConvertedDocument(file: file, outcome: .skipped, reason: "the template format: nothing to upgrade")
            }
            let upgrade: LegacyUpgrade
            do {
                upgrade = try LegacyUpgrade(contentsOf: file)
            } catch {
                // A modern document, or another platform's: not an archive to upgrade.
                if let refusal = error.diagnostics.first, refusal.rule == .unsupportedDocument {
                    return TreeConversion.ConvertedDocument(file: file, outcome: .skipped, reason: Self.reason([refusal]))
                }
                return TreeConversion.ConvertedDocument(file: file, outcome: .failed, reason: Self.reason(error.diagnostics), diagnostics: error.diagnostics)
            }
            return write(file: file, diagnostics: upgrade.diagnostics, layouts: nil) { _ throws(DiagnosticError) in (try upgrade.text(), []) }
        }

        /// The design `check` triaged merged into one document at its live file's output, from the
        /// bytes of its files that `reads` holds from the triage's read; each of its files accounted
        /// for (the landscape file as merged into that output).
        func merge(_ check: DesignCheck, reads: DocumentReads, settings: CheckSettings, device: Device) -> [TreeConversion.ConvertedDocument] {
            let files = check.design.files
            let reported = check.findings.map(\.diagnostic)
            let reason: String
            switch check.kind {
            case .passed, .problems:
                return mergeDesign(files, reads: reads, settings: settings, device: device)
            case .singleLayout: reason = "no alternative layouts"
            case .halfConnected: reason = "half-connected: one layout is named and the other is missing"
            case .notIOS: reason = "not an iOS document"
            case .notChecked, .localizedCopy:
                return files.map { TreeConversion.ConvertedDocument(file: $0, outcome: .failed, reason: Self.reason(reported), diagnostics: $0 == files[0] ? reported : []) }
            }
            return files.map { TreeConversion.ConvertedDocument(file: $0, outcome: .skipped, reason: reason, diagnostics: $0 == files[0] ? reported.filter { $0.severity >= .warning } : []) }
        }

        private func mergeDesign(_ files: [String], reads: DocumentReads, settings: CheckSettings, device: Device) -> [TreeConversion.ConvertedDocument] {
            guard let target = MergeTarget(path: files[0]), target != .template else {
                return files.map { TreeConversion.ConvertedDocument(file: $0, outcome: .skipped, reason: "the template format already holds every layout in one document") }
            }
            let result: MatchResult
            do {
                result = try MatchPipeline.run(pairing: files, options: settings.options, mode: settings.mode, reads: reads)
            } catch {
                return files.map { TreeConversion.ConvertedDocument(file: $0, outcome: .failed, reason: Self.reason(error.diagnostics), diagnostics: $0 == files[0] ? error.diagnostics : []) }
            }
            let read = result.design.diagnostics + result.diagnostics
            var merged = [write(file: files[0], diagnostics: read, layouts: settings.options) { output throws(DiagnosticError) in
                let written = try target.text(of: MergedDesign(result, reads: reads), destination: output, device: device)
                return (written.text, written.diagnostics)
            }]
            for landscape in files.dropFirst() {
                merged.append(TreeConversion.ConvertedDocument(file: landscape, outcome: merged[0].outcome,
                                                output: merged[0].output,
                                                reason: "the landscape layout of \((files[0] as NSString).lastPathComponent)"))
            }
            return merged
        }

        /// Writes what `convert` makes of `file` for its output path (the text and what it could
        /// not carry) once it reads back as a document, and with `layouts` (a merge's) as a design
        /// with alternative layouts; the outcome and every diagnostic.
        private func write(file: String, diagnostics: [Diagnostic], layouts: LayoutOptions?,
                           _ convert: (String) throws(DiagnosticError) -> (String, [Diagnostic])) -> TreeConversion.ConvertedDocument {
            let output: String
            switch self.output(for: file) {
            case .success(let path): output = path
            case .failure(let error): return TreeConversion.ConvertedDocument(file: file, outcome: .failed, reason: Self.reason(error.diagnostics), diagnostics: diagnostics + error.diagnostics)
            }
            let text: String
            var reported = diagnostics
            do {
                let converted = try convert(output)
                text = converted.0
                reported += converted.1
                // Every writer's text already passed the soundness check (read back and imported);
                // a merge's must also read back as a design.
                if let layouts { try readBackAsDesign(text, as: output, layouts: layouts) }
            } catch {
                return TreeConversion.ConvertedDocument(file: file, outcome: .refused, reason: Self.reason(error.diagnostics), diagnostics: reported + error.diagnostics)
            }
            do {
                try FileManager.default.createDirectory(atPath: (output as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            } catch {
                let unwritable = Diagnostic.error(.unwritableFile, "cannot create the output's folder: \(error.localizedDescription)", at: SourceLocation(file: output))
                return TreeConversion.ConvertedDocument(file: file, outcome: .failed, reason: Self.reason([unwritable]), diagnostics: reported + [unwritable])
            }
            do {
                try AtomicFileWriter.write(text, to: output, refusingToOverwrite: destination == .inPlace ? [] : inputs)
            } catch {
                return TreeConversion.ConvertedDocument(file: file, outcome: .failed, reason: Self.reason(error.diagnostics), diagnostics: reported + error.diagnostics)
            }
            return TreeConversion.ConvertedDocument(file: file, outcome: .converted, output: output, diagnostics: reported)
        }

        /// A refusal's or failure's reason in a document's line: the first error's first clause
        /// and its rule (the whole message is the diagnostic's, printed with its position).
        static func reason(_ diagnostics: [Diagnostic]) -> String {
            guard let error = diagnostics.first(where: { $0.severity == .error }) ?? diagnostics.first else { return "cannot be read" }
            let clause = error.message.range(of: ": ").map { String(error.message[..<$0.lowerBound]) } ?? error.message
            return "\(clause) [\(error.rule.rawValue)]"
        }

        /// Reads a merge's `text` back as a design with alternative layouts: a merged document
        /// that would not is never written.
        private func readBackAsDesign(_ text: String, as output: String, layouts: LayoutOptions) throws(DiagnosticError) {
            let imported = try ImportResult(bytes: Array(text.utf8), path: output)
            do {
                _ = try LayoutFinder.findLayouts(in: [imported.document], options: layouts)
            } catch {
                throw DiagnosticError(.error(.invalidValue, "the merged document does not read back as a design with alternative layouts", at: SourceLocation(file: output),
                                             notes: error.diagnostics.map { DiagnosticNote(location: $0.location, message: $0.message) }))
            }
        }
    }
}

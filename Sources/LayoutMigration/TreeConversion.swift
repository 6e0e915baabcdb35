import Foundation
import LayoutChecking
import LayoutConversion
import LayoutCore
import LayoutDiscovery
import LayoutDocuments
import LayoutMatching

/// Converts every eligible document of a folder in one run: each legacy archive upgraded, or each
/// two-layout design merged into one size-class document, written as a mirror tree or in place.
///
/// Documents are found as `check` finds them (``/LayoutDiscovery/FoundDesigns``: the same search,
/// name pairing and the configuration's `include` and `exclude`), and for a merge triaged as
/// `check` triages them, so the two can never disagree about which files are designs. Every
/// document found is accounted for in ``documents``: converted, refused, skipped or failed, with
/// the reason. Each output is read back by the package's own reader before it is written; a
/// converted file replaces an existing one atomically and is never written over an input of the
/// run unless the destination is ``Destination/inPlace``.
public struct TreeConversion: Hashable, Sendable {
    /// What is done to the documents.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// Each legacy `<archive>` upgraded to the modern `<document>` (``/LayoutConversion/LegacyUpgrade``).
        case upgrade
        /// Each design with alternative layouts merged into one Interface Builder document of the
        /// live file's kind, its landscape layout a height-compact variation
        /// (``/LayoutConversion/MergedDesign``).
        case merge
    }

    /// Where the converted documents go.
    public enum Destination: Hashable, Sendable {
        /// A mirror of the converted folder: each document at its path relative to the folder,
        /// under this one (created as needed).
        case mirror(String)
        /// Over each converted document itself, atomically. For a two-file design the portrait
        /// file becomes the merged document and the landscape file is left as it is.
        case inPlace
    }

    /// What was done.
    package private(set) var kind: Kind
    /// Where it was written.
    package private(set) var destination: Destination
    /// One per document found, in path order.
    public private(set) var documents: [TreeConversion.ConvertedDocument]
    /// Problems with the folder or the patterns rather than a document (a folder that cannot be
    /// listed, an unusable glob, an output folder that is the folder converted). Each is an error.
    package private(set) var inputDiagnostics: [Diagnostic]

    /// Converts the documents under `folder`.
    ///
    /// - Parameters:
    ///   - kind: upgrade the legacy archives, or merge the two-layout designs.
    ///   - folder: the folder searched, recursively, as `check` searches it; output paths mirror
    ///     paths relative to it.
    ///   - destination: a mirror folder, or in place.
    ///   - settings: where the layouts are and the matching mode (a merge's; ``/LayoutChecking/CheckSettings``
    ///     as `check` takes them); localized copies are each converted.
    ///   - configuration: the configuration file's `include`, `exclude` and `pairs`, as `check` honours them.
    ///   - include: globs a file must match (replacing the configuration's `include`).
    ///   - exclude: globs of files to leave out (added to the configuration's).
    ///   - device: for a merge, the phone whose two orientations the document reproduces.
    public init(_ kind: Kind, folder: String, into destination: Destination, settings: CheckSettings = CheckSettings(),
                configuration: CheckConfiguration? = nil, include: [String] = [], exclude: [String] = [],
                device: Device = DeviceCatalog.defaultDevice) {
        self.kind = kind
        self.destination = destination
        self.documents = []
        self.inputDiagnostics = []
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            inputDiagnostics = [.error(.unreadableFile, "not a folder: a tree conversion converts the documents found in a folder", at: SourceLocation(file: folder))]
            return
        }
        var found = FoundDesigns(under: [folder], include: include, exclude: exclude, configuration: configuration)
        if case .mirror(let output) = destination {
            let target = FileDiscovery.absolutePath(output)
            if target == FileDiscovery.absolutePath(folder) {
                inputDiagnostics = [.error(.overwritesInput, "the output folder is the folder converted: convert in place explicitly instead", at: SourceLocation(file: output))]
                return
            }
            // An output folder inside the converted one holds outputs of an earlier run: never inputs.
            found.designs.removeAll { $0.files.contains { FileDiscovery.absolutePath($0).hasPrefix(target + "/") } }
        }
        inputDiagnostics = found.diagnostics
        let inputs = found.designs.flatMap(\.files)
        let writer = Writer(folder: folder, destination: destination, inputs: inputs)
        switch kind {
        case .upgrade:
            // Two upgrades at once stay under the memory one within its limit keeps to.
            documents = ParallelWork.results(count: inputs.count, runsAlone: { FileSize.total(of: [inputs[$0]]) > LegacyUpgrader.maximumInputBytes / 2 }) {
                writer.upgrade(inputs[$0])
            }
        case .merge:
            // Every localized copy is a document of its own to convert.
            var everyCopy = settings
            everyCopy.reportsEveryLocalization = true
            let merging = everyCopy
            // Each design is triaged as `check` triages it and merged from that one read of its files.
            // Two merges at once stay under the memory one within its limit keeps to.
            documents = FoundDesigns.readings(of: found.designs, options: merging.options, keepingBytes: true,
                                              aloneAbove: MergeTarget.xib.maximumInputBytes / 2) { reading, reads in
                writer.merge(DesignTriage.check(reading, settings: merging), reads: reads, settings: merging, device: device)
            }.flatMap { $0 }
        }
    }

    /// Every diagnostic: the problems with the folder or the patterns rather than a document (a
    /// folder that cannot be listed, an unusable glob, an output folder that is the folder
    /// converted), each an error, then each document's, in path order.
    public var diagnostics: [Diagnostic] { inputDiagnostics + documents.flatMap(\.diagnostics) }

    /// How many documents have `outcome`.
    package func count(_ outcome: TreeConversion.ConvertedDocument.Outcome) -> Int {
        documents.count { $0.outcome == outcome }
    }

    /// The run's status, as `check`'s exit status: ``/LayoutChecking/CheckReport/Status/incomplete`` when a
    /// document or a path could not be read or an output written, else
    /// ``/LayoutChecking/CheckReport/Status/problems`` when a document was refused, else passed.
    public var status: CheckReport.Status {
        if !inputDiagnostics.isEmpty || count(.failed) > 0 { return .incomplete }
        return count(.refused) > 0 ? .problems : .passed
    }

    /// `upgrade: 9 documents: 2 converted, 0 refused, 7 skipped; 3 warnings`, then what failed
    /// and the paths that could not be read when there are any. Only numbers.
    package var summary: String {
        let total = documents.count
        let written = Set(documents.compactMap(\.output)).count
        var line = "\(kind.rawValue): \(total) document\(total == 1 ? "" : "s"): \(count(.converted)) converted"
        if count(.converted) != written { line += " into \(written) file\(written == 1 ? "" : "s")" }
        line += ", \(count(.refused)) refused, \(count(.skipped)) skipped"
        if count(.failed) > 0 { line += ", \(count(.failed)) failed" }
        let warnings = documents.reduce(0) { $0 + $1.warningCount }
        line += "; \(warnings) warning\(warnings == 1 ? "" : "s")"
        if !inputDiagnostics.isEmpty { line += "; \(inputDiagnostics.count) path\(inputDiagnostics.count == 1 ? "" : "s") could not be read" }
        return line
    }

    /// Every document's ``TreeConversion/ConvertedDocument/line``, then ``summary``, each ending in a line feed.
    package var report: String {
        documents.map { $0.line + "\n" }.joined() + summary + "\n"
    }
}

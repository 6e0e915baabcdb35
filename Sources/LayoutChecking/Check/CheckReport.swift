import LayoutCore
import LayoutDiscovery

/// Everything a check found, in a deterministic order: what the reporters render.
public struct CheckReport: Hashable, Sendable {
    /// One per design, sorted by the design's first file.
    public package(set) var designs: [DesignCheck]
    /// Problems with the inputs themselves rather than a design: a path that does not exist, a
    /// folder that cannot be listed. Each is an error.
    package var inputDiagnostics: [Diagnostic]
    /// How many findings the baseline left out.
    package var baselined: Int
    /// The folder file paths are reported relative to.
    package var root: String
    /// The configuration file the settings came from (``CheckSettings/configurationFile``), which
    /// every format names: a configuration changes what fails, so its use is never silent.
    package var configurationFile: String?

    package init(designs: [DesignCheck], inputDiagnostics: [Diagnostic] = [], baselined: Int = 0, root: String = ".",
                 configurationFile: String? = nil) {
        self.designs = designs
        self.inputDiagnostics = inputDiagnostics
        self.baselined = baselined
        self.root = root
        self.configurationFile = configurationFile
    }

    /// The documents read: a two-file design counts two.
    package var documentCount: Int { designs.reduce(0) { $0 + $1.design.files.count } }

    /// How many designs have `outcome`.
    package func count(_ outcome: DesignCheck.Outcome) -> Int {
        designs.reduce(0) { $0 + ($1.outcome == outcome ? 1 : 0) }
    }

    /// The exit status the check stands for.
    public var status: CheckReport.Status {
        if !inputDiagnostics.isEmpty || designs.contains(where: { $0.outcome == .notChecked }) { return .incomplete }
        return designs.contains(where: \.fails) ? .problems : .passed
    }

    /// Every finding, design by design.
    package var findings: [DesignCheck.Finding] { designs.flatMap(\.findings) }

    /// `checked 115 documents: 22 designs passed, 0 with problems; 78 without alternative layouts,
    /// 12 half-connected, 3 not iOS (skipped)`, then what could not be checked or read, the
    /// localized copies reported with another and what the baseline left out when there is any. A
    /// design counts as with problems exactly when a finding of it fails the gate, so that the line
    /// agrees with the exit status. Only numbers: nothing in it comes from an input.
    package var summary: String {
        let documents = documentCount
        var line = "checked \(documents) document\(documents == 1 ? "" : "s"): "
            + "\(DesignCheck.Outcome.passed.counted(count(.passed))), \(DesignCheck.Outcome.problems.counted(count(.problems))); "
            + [DesignCheck.Outcome.singleLayout, .halfConnected, .notIOS].map { $0.counted(count($0)) }.joined(separator: ", ")
        let unchecked = count(.notChecked)
        if unchecked > 0 { line += "; " + DesignCheck.Outcome.notChecked.counted(unchecked) }
        // A path that could not be read (a missing file, a folder that cannot be listed) is not a
        // document: it is counted apart.
        let unread = inputDiagnostics.count
        if unread > 0 { line += "; \(unread) path\(unread == 1 ? "" : "s") could not be read" }
        if count(.localizedCopy) > 0 { line += "; " + DesignCheck.Outcome.localizedCopy.counted(count(.localizedCopy)) }
        if baselined > 0 { line += "; \(baselined) finding\(baselined == 1 ? "" : "s") in the baseline not shown" }
        return line
    }
}

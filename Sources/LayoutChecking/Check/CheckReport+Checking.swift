import LayoutCore
import LayoutMatching

extension CheckReport {
    /// Checks every design, concurrently; the report is in the order of `designs` whatever the
    /// order the work finishes in. Localized copies with the same findings are reported once
    /// (at the `Base.lproj` copy, the others named in notes; unless
    /// ``CheckSettings/reportsEveryLocalization``); then findings in
    /// `baseline` are left out.
    public init(checking designs: [NamePairing.DesignFiles], settings: CheckSettings, baseline: Baseline? = nil,
                inputDiagnostics: [Diagnostic] = []) {
        var checks = ParallelWork.results(count: designs.count) { DesignTriage.check(designs[$0], settings: settings) }
        // A file read from its own outlets leaves the sibling its name paired it with unused: that
        // file is checked as a design of its own, right after it.
        for index in checks.indices.reversed() where designs[index].files.count == 2 && checks[index].design.files.count == 1 {
            let sibling = NamePairing.DesignFiles(files: [designs[index].files[1]])
            checks.insert(DesignTriage.check(sibling, settings: settings), at: index + 1)
        }
        if !settings.reportsEveryLocalization { checks = LocalizedCopies.folded(checks) }
        var baselined = 0
        if let baseline {
            (checks, baselined) = baseline.removingKnown(from: checks)
        }
        self.init(designs: checks, inputDiagnostics: inputDiagnostics, baselined: baselined, root: settings.root,
                  configurationFile: settings.configurationFile)
    }
}

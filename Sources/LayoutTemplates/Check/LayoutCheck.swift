/// `check` as a library call: designs from paths, each triaged and matched on every processor,
/// findings judged and compared with a baseline.
public enum LayoutCheck {
    /// The designs under `paths` (see ``FileDiscovery``), paired by name (``NamePairing``): a file
    /// named explicitly whose partner was not found with it is joined by its sibling on disk.
    public static func designs(under paths: [String], filters: [FileDiscovery.Filter] = []) -> (designs: [NamePairing.DesignFiles], diagnostics: [Diagnostic]) {
        let found = FileDiscovery.files(under: paths, filters: filters)
        var designs = NamePairing.designs(found.files)
        let taken = Set(designs.flatMap(\.files))
        for (index, design) in designs.enumerated() where design.files.count == 1 && found.explicitFiles.contains(design.files[0]) {
            let sibling = NamePairing.design(withSiblingOf: design.files[0])
            if sibling.files.count == 2, sibling.files.allSatisfy({ $0 == design.files[0] || !taken.contains($0) }) {
                designs[index] = sibling
            }
        }
        return (designs.sorted { FileDiscovery.pathOrder($0.files[0], $1.files[0]) }, found.diagnostics)
    }

    /// Checks every design, concurrently; the report is in the order of `designs` whatever the
    /// order the work finishes in. Findings in `baseline` are left out.
    public static func run(_ designs: [NamePairing.DesignFiles], settings: CheckSettings, baseline: Baseline? = nil,
                           inputDiagnostics: [Diagnostic] = []) -> CheckReport {
        var checks = ParallelWork.results(count: designs.count) { DesignTriage.check(designs[$0], settings: settings) }
        var baselined = 0
        if let baseline {
            (checks, baselined) = baseline.removingKnown(from: checks)
        }
        return CheckReport(designs: checks, inputDiagnostics: inputDiagnostics, baselined: baselined, root: settings.root)
    }
}

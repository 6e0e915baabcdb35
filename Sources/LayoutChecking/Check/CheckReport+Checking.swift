import LayoutCore
import LayoutDiscovery
import LayoutMatching

extension CheckReport {
    /// Checks every design, concurrently; the report is in the order of `designs` whatever the
    /// order the work finishes in. Localized copies with the same findings are reported once
    /// (at the `Base.lproj` copy, the others named in notes), unless the settings report every
    /// localization; then findings in `baseline` are left out.
    public init(checking designs: [NamePairing.DesignFiles], settings: CheckSettings, baseline: Baseline? = nil,
                inputDiagnostics: [Diagnostic] = []) {
        // Read and sorted as discovery reads them (a sibling left unused by a file that holds both
        // layouts itself is a design of its own, right after it).
        var checks = FoundDesigns.readings(of: designs, options: settings.options) { reading, _ in DesignTriage.check(reading, settings: settings) }
        if !settings.reportsEveryLocalization { checks = LocalizedCopies.folded(checks) }
        var baselined = 0
        if let baseline {
            (checks, baselined) = baseline.removingKnown(from: checks)
        }
        self.init(designs: checks, inputDiagnostics: inputDiagnostics, baselined: baselined, root: settings.root,
                  configurationFile: settings.configurationFile)
    }
}

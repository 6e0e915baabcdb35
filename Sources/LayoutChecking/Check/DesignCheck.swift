import LayoutCore
import LayoutDiscovery
import LayoutMatching

/// What `check` found in one design: its outcome and what it reports about it.
public struct DesignCheck: Hashable, Sendable {
    /// The files the design was read from.
    public package(set) var design: NamePairing.DesignFiles
    /// What kind of document it is, and whether it passed: ``DesignCheck/Outcome/problems`` for any
    /// design with a finding that fails the gate (a half-connected design under `--strict`, say),
    /// so that the summary counts what the exit status is decided on.
    public package(set) var outcome: DesignCheck.Outcome
    /// What triage made of the document, before its findings were judged.
    package var kind: DesignCheck.Outcome
    /// How many designs (scenes or top-level view controllers with two layouts) were matched.
    package var designCount = 0
    /// For a ``DesignCheck/Outcome/localizedCopy``: the files of the copy its findings are reported at.
    package var reportedWith: [String]?
    /// Every diagnostic reported for the design (notes included), judged by the settings, in the
    /// order they were made; findings in the baseline are already removed.
    public package(set) var findings: [DesignCheck.Finding]

    package init(design: NamePairing.DesignFiles, outcome: DesignCheck.Outcome, findings: [DesignCheck.Finding]) {
        self.design = design
        self.kind = outcome
        self.outcome = outcome
        self.findings = findings
        judge()
    }

    /// Makes ``outcome`` again from ``kind`` and the findings: a design that could not be checked
    /// stays so, as does a localized copy reported with another; any other with a failing finding
    /// has problems, and without one (its failing findings all in the baseline, say) is its kind.
    package mutating func judge() {
        outcome = fails && kind != .notChecked && kind != .localizedCopy ? .problems : kind
    }

    /// Whether a finding fails the gate.
    package var fails: Bool { findings.contains(where: \.fails) }
}

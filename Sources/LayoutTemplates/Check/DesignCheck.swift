/// What `check` found in one design: its outcome and what it reports about it.
public struct DesignCheck: Hashable, Sendable {
    /// The files the design was read from.
    public package(set) var design: NamePairing.DesignFiles
    /// What kind of document it is, and whether it passed.
    public package(set) var outcome: CheckOutcome
    /// Every diagnostic reported for the design (notes included), judged by the settings, in the
    /// order they were made; findings in the baseline are already removed.
    public package(set) var findings: [Finding]

    package init(design: NamePairing.DesignFiles, outcome: CheckOutcome, findings: [Finding]) {
        self.design = design
        self.outcome = outcome
        self.findings = findings
    }

    /// Whether a finding fails the gate.
    public var fails: Bool { findings.contains(where: \.fails) }
}

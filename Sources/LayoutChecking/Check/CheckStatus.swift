import LayoutCore

extension CheckReport {
    /// How a check ended, as its exit status (ESLint's convention; 64 for a usage error is the
    /// command line's own).
    public enum Status: Int32, Hashable, Sendable, CaseIterable {
        /// Every design checked passed (or what failed is in the baseline).
        case passed = 0
        /// At least one design problem fails the gate.
        case problems = 1
        /// Some input could not be checked: unreadable, malformed, a missing path, an invalid
        /// configuration or baseline. It wins over ``problems``: the gate's answer is incomplete.
        case incomplete = 2
    }
}

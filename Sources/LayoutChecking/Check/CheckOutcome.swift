import LayoutCore

extension DesignCheck {
    /// What `check` made of one design: every document it reaches gets exactly one.
    public enum Outcome: String, Hashable, Sendable, Codable, CaseIterable {
        /// A design with alternative layouts whose views all match.
        case passed
        /// A design with alternative layouts and at least one problem that fails the gate.
        case problems
        /// A document without alternative layouts (a cell, a header, a single-layout screen): not a problem.
        case singleLayout = "single-layout"
        /// One layout named (a portrait outlet, say) and the other missing, or both layout outlets
        /// naming one view (one layout and a stale outlet): a
        /// `half-connected-design` warning, which fails the gate only under `--strict`.
        case halfConnected = "half-connected"
        /// A document for another platform (macOS, watchOS): skipped with a note.
        case notIOS = "not-ios"
        /// An input that cannot be read, parsed or resolved into layouts: an error.
        case notChecked = "not-checked"
        /// A copy of a design under another `*.lproj` folder whose findings are those of the copy
        /// they are reported at; a note there names it.
        case localizedCopy = "localized-copy"

        /// How the summary line counts this outcome (`22 designs passed`).
        package func counted(_ count: Int) -> String {
            switch self {
            case .passed: "\(count) design\(count == 1 ? "" : "s") passed"
            case .problems: "\(count) with problems"
            case .singleLayout: "\(count) without alternative layouts"
            case .halfConnected: "\(count) half-connected"
            case .notIOS: "\(count) not iOS (skipped)"
            case .notChecked: "\(count) could not be checked"
            case .localizedCopy: "\(count) localized cop\(count == 1 ? "y" : "ies") reported with another"
            }
        }
    }
}

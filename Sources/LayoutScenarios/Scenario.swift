import LayoutAdaptive
import LayoutCore

/// A container and the steps to replay on it, as read from a scenario file.
///
/// The file format (JSON):
///
///     {"container": "splitOrFlip" | "indexDetail" | "splitView",
///      "options": {...},
///      "steps": [{"environment": {"size": [W, H], "horizontalClass": "regular",
///                                 "verticalClass": "compact", "direction": "rightToLeft"}},
///                {"action": "flip"}, ...]}
///
/// An environment gives `size`, `horizontalClass` and `verticalClass` (`compact`, `regular`,
/// `unspecified`), optionally `direction` (`leftToRight` by default) and `orientation` (by default
/// `landscapeRight` when W > H, else `portrait`); or instead of size and classes a `device` from
/// ``DeviceCatalog`` with `orientation` (`portrait` or `landscape`) and optionally `multitasking`
/// (`fullScreen`, `1/3`, `1/2`, `2/3`, `slideOver`).
///
/// Options and actions by container:
/// - splitOrFlip: options `animatesFlips` (true); actions `flip`, `finishFlip`.
/// - indexDetail: options `axis` (`horizontal`), `detailFraction` (0.66), `isCollapsed` (false),
///   `expandsAutomatically` (false); actions `showDetail`/`pushDetail` with `view` (a name other
///   than `root` and `index`), `popDetail`, `setCollapsed` with `value` (a boolean).
/// - splitView: options `style` (`doubleColumn`), `preferredDisplayMode` (`automatic`),
///   `preferredSplitBehavior` (`automatic`), `preferredPrimaryColumnWidthFraction` (0.4),
///   `minimumPrimaryColumnWidth` (0), `maximumPrimaryColumnWidth` (320), the same three for the
///   supplementary column, `minimumSecondaryColumnWidth` (320), `delegateHandlesCollapse` (false);
///   actions `setPreferredDisplayMode` and `setPreferredSplitBehavior` with `value`.
///
/// Unknown keys are refused, so that a misspelt option never silently takes its default.
package struct Scenario: Hashable, Sendable {
    /// The container in its initial state.
    package var container: ScenarioContainer
    /// The steps, in order.
    package var steps: [ScenarioContainer.Step]

    /// A scenario built in code.
    package init(container: ScenarioContainer, steps: [ScenarioContainer.Step]) {
        self.container = container
        self.steps = steps
    }

    /// Reads a scenario from JSON `bytes`; `file` names it in diagnostics.
    ///
    /// Throws every fault found, each an `invalid-scenario` error at the line and column of the
    /// faulty value whose message starts with the value's JSON path (`steps[3].environment.size`).
    package static func decode(bytes: [UInt8], file: String) throws(DiagnosticError) -> Scenario {
        var decoder = ScenarioDecoder(bytes: bytes, file: file)
        return try decoder.decode()
    }
}

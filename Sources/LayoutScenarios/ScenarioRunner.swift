import LayoutAdaptive
import LayoutCore

/// Replays scenarios: the library side of `template-apply simulate`.
package enum ScenarioRunner {
    /// Reads the scenario in JSON `bytes` (`file` names it in diagnostics) and replays it, within
    /// `limits` (see ``ScenarioReplay``, which streams instead of keeping every step's state).
    package static func run(bytes: [UInt8], file: String, limits: ScenarioLimits = ScenarioLimits()) throws(DiagnosticError) -> ScenarioReport {
        report(try ScenarioReplay(bytes: bytes, file: file, limits: limits))
    }

    /// Reads the scenario file at `path` and replays it; an unreadable file is an
    /// `unreadable-file` error, one larger than `limits` allow an `input-limit` error.
    package static func run(file path: String, limits: ScenarioLimits = ScenarioLimits()) throws(DiagnosticError) -> ScenarioReport {
        report(try ScenarioReplay(file: path, limits: limits))
    }

    private static func report(_ replay: ScenarioReplay) -> ScenarioReport {
        var steps: [ScenarioStepResult] = []
        steps.reserveCapacity(replay.stepCount)
        replay.forEachStep { steps.append($0) }
        return ScenarioReport(container: replay.container, steps: steps)
    }

    /// The state of `container` after step `index`, in the shape `simulate` prints.
    package static func result(_ container: ScenarioContainer, index: Int, step: ScenarioContainer.Step, events: [ScenarioContainer.Event]) -> ScenarioStepResult {
        var result: ScenarioStepResult
        switch container {
        case .splitOrFlip(let container): result = self.result(container, index: index, step: step, events: [])
        case .indexDetail(let container): result = self.result(container, index: index, step: step, events: [])
        case .splitView(let container): result = self.result(container, index: index, step: step, events: [])
        }
        result.events = events.map(\.description)
        return result
    }

    private static func result(_ container: SplitOrFlip, index: Int, step: ScenarioContainer.Step,
                               events: [SplitOrFlip.Event]) -> ScenarioStepResult {
        var result = ScenarioStepResult(index: index, step: step, container: .splitOrFlip(container),
                                        events: events.map(\.description))
        result.displayMode = container.displayMode.rawValue
        result.focus = container.focus.rawValue
        result.flipAvailable = container.flipAvailable
        result.flight = container.flight
        result.queued = container.pending.map { input in
            switch input {
            case .environment: "environment"
            case .flip: "flip"
            }
        }
        return result
    }

    private static func result(_ container: IndexDetail, index: Int, step: ScenarioContainer.Step,
                               events: [IndexDetail.Event]) -> ScenarioStepResult {
        var result = ScenarioStepResult(index: index, step: step, container: .indexDetail(container),
                                        events: events.map(\.description))
        result.isCollapsed = container.isCollapsed
        result.navigationBarHidden = container.isNavigationBarHidden
        return result
    }

    private static func result(_ container: SplitView, index: Int, step: ScenarioContainer.Step,
                               events: [SplitView.Event]) -> ScenarioStepResult {
        var result = ScenarioStepResult(index: index, step: step, container: .splitView(container),
                                        events: events.map(\.description))
        result.isCollapsed = container.isCollapsed
        result.displayMode = container.displayMode?.rawValue
        result.preferredDisplayMode = container.preferredDisplayMode.rawValue
        result.splitBehavior = container.splitBehavior?.rawValue
        result.preferredSplitBehavior = container.preferredSplitBehavior.rawValue
        return result
    }
}

import LayoutAdaptive
import LayoutCore

/// A scenario read and checked, replayed step by step without keeping the states: the streaming
/// side of `template-apply simulate`, whose memory does not grow with the number of steps.
///
/// Creating one reads the file (refused by its size beyond ``ScenarioLimits/maximumBytes``),
/// checks the JSON, decodes every step and replays the container once to check the limits that
/// only a replay can see (queued inputs, stack depth). Every fault is thrown then, so a bad
/// scenario is refused before anything is printed. ``forEachStep(_:)`` then replays it again,
/// decoding each step as it goes and handing over each state as soon as it is computed.
package struct ScenarioReplay: Sendable {
    /// The container's kind (`splitOrFlip`, `indexDetail`, `splitView`).
    package let container: String
    /// How many steps the scenario has.
    package let stepCount: Int

    private let bytes: [UInt8]
    private let file: String
    private let header: ScenarioDecoder.Header

    /// Reads and checks the scenario file at `path`.
    ///
    /// - Throws: ``/LayoutCore/DiagnosticError``: `unreadable-file` when the file cannot be read or is not a
    ///   regular file, `input-limit` when it is larger than `limits` allow, `invalid-scenario` for
    ///   every fault in it.
    package init(file path: String, limits: ScenarioLimits = ScenarioLimits()) throws(DiagnosticError) {
        try self.init(bytes: BoundedFileReader.contents(of: path, limit: limits.maximumBytes, what: "the scenario file"), file: path, limits: limits)
    }

    /// Checks the scenario in JSON `bytes`; `file` names it in diagnostics.
    package init(bytes: [UInt8], file: String, limits: ScenarioLimits = ScenarioLimits()) throws(DiagnosticError) {
        guard bytes.count <= limits.maximumBytes else {
            throw DiagnosticError(BoundedFileReader.tooLarge(file, what: "the scenario file", size: bytes.count, limit: limits.maximumBytes))
        }
        var decoder = ScenarioDecoder(bytes: bytes, file: file)
        let header = try decoder.header(limits: limits)
        var container = header.container
        try decoder.steps(header) { _, step in
            container = container.applying(step).container
            return ScenarioReplay.limitFault(container, limits)
        }
        self.bytes = bytes
        self.file = file
        self.header = header
        self.container = header.container.kind.rawValue
        self.stepCount = header.steps.count
    }

    /// Replays the scenario from the container's initial state, handing `body` the state after
    /// each step as soon as it is computed; nothing of earlier steps is kept.
    package func forEachStep(_ body: (ScenarioStepResult) -> Void) {
        var decoder = ScenarioDecoder(bytes: bytes, file: file)
        var container = header.container
        // The steps were checked when the replay was made: no fault can come up again.
        try? decoder.steps(header) { index, step in
            let transition = container.applying(step)
            container = transition.container
            body(ScenarioRunner.result(container, index: index, step: step, events: transition.events))
            return nil
        }
    }

    /// Replays the scenario and writes its report a step at a time, as `simulate` prints it
    /// (each step's ``ScenarioStepResult/text``, or the JSON report), in memory independent of the
    /// number of steps.
    package func writeReport(_ format: Format, to write: (String) -> Void) {
        ScenarioReport.write(container: container, format: format, steps: forEachStep, to: write)
    }

    /// A limit of `limits` that `container`'s state exceeds, as a message, or `nil`.
    private static func limitFault(_ container: ScenarioContainer, _ limits: ScenarioLimits) -> String? {
        switch container {
        case .splitOrFlip(let splitOrFlip) where splitOrFlip.pending.count > limits.maximumQueuedInputs:
            "more than \(limits.maximumQueuedInputs) inputs wait behind the flip in flight (a finishFlip step replays them)"
        case .indexDetail(let indexDetail) where indexDetail.stack.count > limits.maximumStackDepth:
            "the navigation stack would hold more than \(limits.maximumStackDepth) entries"
        default:
            nil
        }
    }

    /// The two forms `simulate` prints a replay in.
    package enum Format: Sendable {
        /// One block of lines per step, blocks separated by a blank line.
        case text
        /// One JSON document: the container's kind and an array of the steps' states.
        case json
    }
}

/// What replaying a ``Scenario`` gives: the state after every step.
public struct ScenarioReport: Hashable, Sendable {
    /// The container's kind (`splitOrFlip`, `indexDetail`, `splitView`).
    public var container: String
    /// The state after each step, in order.
    public var steps: [ScenarioStepResult]

    /// A report for `container` with `steps`.
    public init(container: String, steps: [ScenarioStepResult]) {
        self.container = container
        self.steps = steps
    }

    /// The stable JSON form: `{"version": 1, "container": ..., "steps": [...]}`.
    public var json: ScenarioJSON {
        .object([ScenarioJSONMember("version", .number(1)),
                 ScenarioJSONMember("container", .string(container)),
                 ScenarioJSONMember("steps", .array(steps.map(\.json)))])
    }

    /// One block of lines per step, blocks separated by a blank line, with a final newline.
    public var text: String {
        "container: \(container)\n\n" + steps.map(\.text).joined(separator: "\n\n") + "\n"
    }
}

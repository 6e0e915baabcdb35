import LayoutAdaptive
import LayoutCore
import LayoutScenarios

/// What `template-apply compose` prints: the result after every step of an ``AdaptiveTemplateTree``.
package struct CompositionReport: Hashable, Sendable {
    /// The container's kind.
    package var container: ContainerKind
    /// Each step's result, in order.
    package var steps: [AdaptiveTemplateTree.CompositionStep]

    /// A report of `steps` for a `container`.
    package init(container: ContainerKind, steps: [AdaptiveTemplateTree.CompositionStep]) {
        self.container = container
        self.steps = steps
    }

    /// The stable JSON form: `{"version": 1, "container": ..., "steps": [...]}`, with a final newline.
    package var json: String {
        ScenarioJSON.object([ScenarioJSONMember("version", .number(1)),
                             ScenarioJSONMember("container", .string(container.rawValue)),
                             ScenarioJSONMember("steps", .array(steps.map(\.json)))]).rendered
    }

    /// One block of lines per step, separated by a blank line, with a final newline.
    package var text: String {
        "container: \(container.rawValue)\n\n" + steps.map(\.text).joined(separator: "\n\n") + "\n"
    }
}

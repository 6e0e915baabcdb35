import LayoutAdaptive
import LayoutCore
import LayoutDocuments

/// What `template-apply compose` prints: the result after every step of an ``AdaptiveTemplateTree``.
public struct CompositionReport: Hashable, Sendable {
    /// The container's kind.
    public package(set) var container: TemplateContainerKind
    /// Each step's result, in order.
    public package(set) var steps: [CompositionStep]

    /// A report of `steps` for a `container`.
    package init(container: TemplateContainerKind, steps: [CompositionStep]) {
        self.container = container
        self.steps = steps
    }

    /// The stable JSON form: `{"version": 1, "container": ..., "steps": [...]}`, with a final newline.
    public var json: String {
        ScenarioJSON.object([ScenarioJSONMember("version", .number(1)),
                             ScenarioJSONMember("container", .string(container.rawValue)),
                             ScenarioJSONMember("steps", .array(steps.map(\.json)))]).rendered
    }

    /// One block of lines per step, separated by a blank line, with a final newline.
    public var text: String {
        "container: \(container.rawValue)\n\n" + steps.map(\.text).joined(separator: "\n\n") + "\n"
    }
}

import LayoutAdaptive
import LayoutCore
import LayoutMatching
import LayoutScenarios

extension AdaptiveTemplateTree {
    /// The result of one step of an ``AdaptiveTemplateTree``: the container's state, then each visible
    /// child with its derived environment, its layout and its views.
    public struct CompositionStep: Hashable, Sendable {
        /// The container's state after the step (mode, focus, frames, stack, events), as `simulate`
        /// reports it.
        package var container: ScenarioStepResult
        /// The visible children, back to front, as the container lists them.
        public var children: [AdaptiveTemplateTree.CompositionStep.Child]
        /// The children with a template that the container does not show; they were not laid out.
        package var hidden: [String]

        /// A step's result.
        package init(container: ScenarioStepResult, children: [AdaptiveTemplateTree.CompositionStep.Child], hidden: [String]) {
            self.container = container
            self.children = children
            self.hidden = hidden
        }

        /// The visible child called `name`.
        package func child(named name: String) -> AdaptiveTemplateTree.CompositionStep.Child? {
            children.first { $0.name == name }
        }

        /// The step as JSON: `step`, `input`, `container` (the container's keys as `simulate` prints
        /// them), `children` and `hidden`.
        package var json: ScenarioJSON {
            var containerMembers: [ScenarioJSONMember] = []
            if case .object(let members) = container.json {
                containerMembers = members.filter { $0.key != "step" && $0.key != "input" }
            }
            return .object([
                ScenarioJSONMember("step", .number(Double(container.index))),
                ScenarioJSONMember("input", .string(container.step.description)),
                ScenarioJSONMember("container", .object(containerMembers)),
                ScenarioJSONMember("children", .array(children.map(AdaptiveTemplateTree.CompositionStep.json))),
                ScenarioJSONMember("hidden", .strings(hidden)),
            ])
        }

        /// The step as text: the container's block as `simulate` prints it, then one line per visible
        /// child with its environment and layout.
        package var text: String {
            var lines = [container.text]
            for child in children {
                let environment = child.environment
                let layout = child.hasTemplate ? (child.layout?.rawValue ?? "no layout holds") : "no template"
                let applied = child.applied ? " (applied)" : ""
                lines.append("  child \(TerminalText.escaped(child.name)): \(environment.size) \(environment.orientation.isPortrait ? "portrait" : "landscape") "
                    + "\(environment.horizontalSizeClass.rawValue)/\(environment.verticalSizeClass.rawValue) -> \(TerminalText.escaped(layout))\(applied)")
            }
            if !hidden.isEmpty { lines.append("  hidden: \(hidden.map { TerminalText.escaped($0) }.joined(separator: ", "))") }
            return lines.joined(separator: "\n")
        }

        private static func json(_ child: AdaptiveTemplateTree.CompositionStep.Child) -> ScenarioJSON {
            let environment = child.environment
            let views: [ScenarioJSON] = ApplyReport.views(of: child.tree).map { view in
                .object([ScenarioJSONMember("id", .string(view.id)),
                         ScenarioJSONMember("class", .string(view.viewClass)),
                         ScenarioJSONMember("frame", .rect(view.frame)),
                         ScenarioJSONMember("bounds", .rect(view.bounds)),
                         ScenarioJSONMember("hidden", .bool(view.hidden)),
                         ScenarioJSONMember("autoresizingMask", .string(view.autoresizingMask.description))])
            }
            return .object([
                ScenarioJSONMember("name", .string(child.name)),
                ScenarioJSONMember("frame", .rect(child.frame)),
                ScenarioJSONMember("environment", .object([
                    ScenarioJSONMember("size", .array([.number(environment.size.width), .number(environment.size.height)])),
                    ScenarioJSONMember("orientation", .string(environment.orientation.rawValue)),
                    ScenarioJSONMember("horizontalClass", .string(environment.horizontalSizeClass.rawValue)),
                    ScenarioJSONMember("verticalClass", .string(environment.verticalSizeClass.rawValue)),
                    ScenarioJSONMember("direction", .string(environment.layoutDirection.rawValue)),
                ])),
                ScenarioJSONMember("hasTemplate", .bool(child.hasTemplate)),
                ScenarioJSONMember("layout", child.layout.map { .string($0.rawValue) } ?? .null),
                ScenarioJSONMember("applied", .bool(child.applied)),
                ScenarioJSONMember("views", .array(views)),
            ])
        }
    }
}

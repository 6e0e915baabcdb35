import LayoutAdaptive
import LayoutCore

/// The state of a scenario's container after one step, in the shape `simulate` prints.
///
/// Only the fields that apply to the container are set (`nil` fields are left out of the JSON):
/// split or flip reports displayMode, focus, flipAvailable and, while a flip is in flight, `flip`
/// and `queued`; index/detail reports isCollapsed, stack and navigationBarHidden; the split view
/// reports isCollapsed, the resolved displayMode and splitBehavior (expanded only), the preferred
/// ones, and the primary's stack.
package struct ScenarioStepResult: Hashable, Sendable {
    /// The step's position in the scenario's `steps`, from 0.
    package var index: Int
    /// The step replayed.
    package var step: ScenarioContainer.Step
    /// The display mode in effect (split or flip; the split view while expanded).
    package var displayMode: String?
    /// The split view's requested display mode.
    package var preferredDisplayMode: String?
    /// The split view's behaviour in effect, while expanded.
    package var splitBehavior: String?
    /// The split view's requested behaviour.
    package var preferredSplitBehavior: String?
    /// The split or flip's focused child.
    package var focus: String?
    /// Whether an index/detail or split view is collapsed.
    package var isCollapsed: Bool?
    /// Visible children back to front with their frames, and the navigation stack if any.
    package var arrangement: ContainerArrangement
    /// Whether the index/detail's navigation bar is hidden.
    package var navigationBarHidden: Bool?
    /// Whether the split or flip offers its "Flip" affordance.
    package var flipAvailable: Bool?
    /// The flip in flight, if any (its begin frames are ``arrangement``'s frames).
    package var flight: SplitOrFlip.Flight?
    /// Inputs held back by a flip in flight, in arrival order (`environment` or `flip`).
    package var queued: [String]?
    /// The container's state after the step: its mode, focus, stack or flip in flight, as the
    /// container's own type (``SplitOrFlip``, ``IndexDetail`` or ``SplitView``) reports them.
    package let container: ScenarioContainer
    /// What the step did, in order.
    package var events: [String]

    /// A result with only the fields every container has; the runner sets the rest.
    package init(index: Int, step: ScenarioContainer.Step, container: ScenarioContainer, events: [String]) {
        self.index = index
        self.step = step
        self.container = container
        self.arrangement = container.arrangement
        self.events = events
    }

    /// The step as a JSON object: step, input, then the container's keys in a fixed order.
    package var json: ScenarioJSON {
        var members = [ScenarioJSONMember("step", .number(Double(index))),
                       ScenarioJSONMember("input", .string(step.description))]
        func add(_ key: String, _ value: ScenarioJSON?) {
            if let value { members.append(ScenarioJSONMember(key, value)) }
        }
        add("displayMode", displayMode.map { .string($0) })
        add("preferredDisplayMode", preferredDisplayMode.map { .string($0) })
        add("splitBehavior", splitBehavior.map { .string($0) })
        add("preferredSplitBehavior", preferredSplitBehavior.map { .string($0) })
        add("focus", focus.map { .string($0) })
        add("isCollapsed", isCollapsed.map { .bool($0) })
        add("frames", ScenarioStepResult.frames(arrangement.children))
        add("visible", .strings(arrangement.visible))
        add("stack", arrangement.stack.map { .strings($0) })
        add("navigationBarHidden", navigationBarHidden.map { .bool($0) })
        add("flipAvailable", flipAvailable.map { .bool($0) })
        add("flip", flight.map { flight in
            .object([ScenarioJSONMember("from", .string(flight.outgoing.rawValue)),
                     ScenarioJSONMember("to", .string(flight.incoming.rawValue)),
                     ScenarioJSONMember("endFrames", ScenarioStepResult.frames(flight.endFrames))])
        })
        add("queued", queued.flatMap { $0.isEmpty ? nil : .strings($0) })
        add("events", events.isEmpty ? nil : .strings(events))
        return .object(members)
    }

    /// The step as text: a header line, then one indented line per fact. Names from the scenario
    /// (views pushed, shown) go through ``/LayoutCore/TerminalText``.
    package var text: String {
        func plain(_ value: String) -> String { TerminalText.escaped(value) }
        var lines = ["step \(index): \(plain(step.description))"]
        var states: [String] = []
        func state(_ key: String, _ value: String?) {
            if let value { states.append("\(key) \(value)") }
        }
        state("displayMode", displayMode)
        state("preferred", preferredDisplayMode)
        state("splitBehavior", splitBehavior)
        state("focus", focus)
        state("isCollapsed", isCollapsed.map(String.init))
        state("flipAvailable", flipAvailable.map(String.init))
        state("navigationBarHidden", navigationBarHidden.map(String.init))
        if !states.isEmpty { lines.append("  " + states.joined(separator: ", ")) }
        let names = arrangement.children.map { plain($0.name) }
        let nameWidth = names.map(\.count).max() ?? 0
        for (child, name) in zip(arrangement.children, names) {
            lines.append("  \(name.padding(to: nameWidth)) \(child.frame)")
        }
        lines.append("  visible: \(arrangement.visible.map(plain).joined(separator: ", "))")
        if let stack = arrangement.stack { lines.append("  stack: [\(stack.map(plain).joined(separator: ", "))]") }
        if let flight {
            let ends = flight.endFrames.map { "\(plain($0.name)) \($0.frame)" }.joined(separator: ", ")
            lines.append("  flip in flight \(flight.outgoing.rawValue) -> \(flight.incoming.rawValue), ends at \(ends)")
        }
        if let queued, !queued.isEmpty { lines.append("  queued: \(queued.joined(separator: ", "))") }
        if !events.isEmpty { lines.append("  events: \(events.map(plain).joined(separator: ", "))") }
        return lines.joined(separator: "\n")
    }

    private static func frames(_ children: [ContainerArrangement.ChildFrame]) -> ScenarioJSON {
        .object(children.map { ScenarioJSONMember($0.name, .rect($0.frame)) })
    }
}

extension String {
    /// This string followed by spaces up to `width` characters, to align text columns.
    fileprivate func padding(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}

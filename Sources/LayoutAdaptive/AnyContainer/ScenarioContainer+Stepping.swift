import LayoutCore

extension ScenarioContainer {
    /// The container after `step`, with the events it caused. A step meant for another
    /// kind of container changes nothing and reports one `ignored` event, so a caller sees it.
    public func applying(_ step: ScenarioContainer.Step) -> AdaptiveTransition<ScenarioContainer> {
        switch (self, step) {
        case (.splitOrFlip(let container), .environment(let environment)):
            let transition = container.applying(environment: environment)
            return ScenarioContainer.Transition(container: .splitOrFlip(transition.container), events: transition.events.map { .splitOrFlip($0) })
        case (.splitOrFlip(let container), .splitOrFlip(let action)):
            let transition = container.applying(action)
            return ScenarioContainer.Transition(container: .splitOrFlip(transition.container), events: transition.events.map { .splitOrFlip($0) })
        case (.indexDetail(let container), .environment(let environment)):
            let transition = container.applying(environment: environment)
            return ScenarioContainer.Transition(container: .indexDetail(transition.container), events: transition.events.map { .indexDetail($0) })
        case (.indexDetail(let container), .indexDetail(let action)):
            let transition = container.applying(action)
            return ScenarioContainer.Transition(container: .indexDetail(transition.container), events: transition.events.map { .indexDetail($0) })
        case (.splitView(let container), .environment(let environment)):
            let transition = container.applying(environment: environment)
            return ScenarioContainer.Transition(container: .splitView(transition.container), events: transition.events.map { .splitView($0) })
        case (.splitView(let container), .splitView(let action)):
            let transition = container.applying(action)
            return ScenarioContainer.Transition(container: .splitView(transition.container), events: transition.events.map { .splitView($0) })
        default:
            return ScenarioContainer.Transition(container: self, events: [.ignored(step, by: kind)])
        }
    }

    /// The container after a new environment: the step ``Step/environment(_:)``.
    public func applying(environment: Environment) -> AdaptiveTransition<ScenarioContainer> {
        applying(.environment(environment))
    }

    /// The visible children with their frames, and the navigation stack when there is one.
    public var arrangement: ContainerArrangement {
        switch self {
        case .splitOrFlip(let container): container.arrangement
        case .indexDetail(let container): container.arrangement
        case .splitView(let container): container.arrangement
        }
    }

    /// The environment the container has applied.
    public var environment: Environment {
        switch self {
        case .splitOrFlip(let container): container.environment
        case .indexDetail(let container): container.environment
        case .splitView(let container): container.environment
        }
    }
}

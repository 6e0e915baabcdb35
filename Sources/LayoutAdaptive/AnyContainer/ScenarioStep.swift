import LayoutCore

extension ScenarioContainer {
    /// One step of a scenario: a new environment, or an action for the scenario's container.
    public enum Step: Hashable, Sendable, CustomStringConvertible {
        /// The container's environment changes.
        case environment(Environment)
        /// An action of a split-or-flip container.
        case splitOrFlip(SplitOrFlip.Action)
        /// An action of an index/detail container.
        case indexDetail(IndexDetail.Action)
        /// An action of a split view.
        case splitView(SplitView.Action)

        /// A one-line summary, as the text report's step header shows it.
        public var description: String {
            switch self {
            case .environment(let environment):
                "environment \(environment.size) \(environment.horizontalSizeClass.rawValue)/"
                    + "\(environment.verticalSizeClass.rawValue) \(environment.layoutDirection.rawValue)"
            case .splitOrFlip(let action):
                action.rawValue
            case .indexDetail(let action):
                switch action {
                case .showDetail(let name): "showDetail \(name)"
                case .pushDetail(let name): "pushDetail \(name)"
                case .popDetail: "popDetail"
                case .setCollapsed(let value): "setCollapsed \(value)"
                }
            case .splitView(let action):
                switch action {
                case .setPreferredDisplayMode(let mode): "setPreferredDisplayMode \(mode.rawValue)"
                case .setPreferredSplitBehavior(let behavior): "setPreferredSplitBehavior \(behavior.rawValue)"
                }
            }
        }
    }
}

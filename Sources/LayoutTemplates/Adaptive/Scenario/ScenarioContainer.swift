/// The container a ``Scenario`` drives, in its initial state with the scenario's options.
public enum ScenarioContainer: Hashable, Sendable {
    case splitOrFlip(SplitOrFlip)
    case indexDetail(IndexDetail)
    case splitView(SplitView)

    /// The name a scenario file uses for this container.
    public var kindName: String {
        switch self {
        case .splitOrFlip: ScenarioContainer.splitOrFlipName
        case .indexDetail: ScenarioContainer.indexDetailName
        case .splitView: ScenarioContainer.splitViewName
        }
    }

    static let splitOrFlipName = "splitOrFlip"
    static let indexDetailName = "indexDetail"
    static let splitViewName = "splitView"
}

import LayoutCore

/// The container a scenario drives, in its initial state with the scenario's options.
public enum ScenarioContainer: Hashable, Sendable {
    /// A split-or-flip container.
    case splitOrFlip(SplitOrFlip)
    /// An index/detail container.
    case indexDetail(IndexDetail)
    /// A platform split view.
    case splitView(SplitView)

    /// The name a scenario file uses for this container.
    package var kindName: String {
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

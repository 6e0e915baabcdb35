import LayoutCore

/// Any of the adaptive containers, in its current state: what a scenario or a template file's
/// container drives step by step. Its actions are ``Step``s, any container's action or a new
/// environment.
public enum ScenarioContainer: AdaptiveContainer {
    /// A split-or-flip container.
    case splitOrFlip(SplitOrFlip)
    /// An index/detail container.
    case indexDetail(IndexDetail)
    /// A platform split view.
    case splitView(SplitView)

    /// Which kind of container it is.
    public var kind: ContainerKind {
        switch self {
        case .splitOrFlip: .splitOrFlip
        case .indexDetail: .indexDetail
        case .splitView: .splitView
        }
    }

    /// What a step did to whichever container a scenario drives.
    public enum Event: Hashable, Sendable, CustomStringConvertible {
        /// An event of a split-or-flip container.
        case splitOrFlip(SplitOrFlip.Event)
        /// An event of an index/detail container.
        case indexDetail(IndexDetail.Event)
        /// An event of a split view.
        case splitView(SplitView.Event)
        /// The step was meant for another kind of container and changed nothing.
        case ignored(ScenarioContainer.Step, by: ContainerKind)

        public var description: String {
            switch self {
            case .splitOrFlip(let event): event.description
            case .indexDetail(let event): event.description
            case .splitView(let event): event.description
            case .ignored(let step, let kind): "ignored (\(step) is not an action of \(kind.rawValue))"
            }
        }
    }
}

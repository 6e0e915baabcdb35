/// A column of a ``SplitView``; its raw value is its name in layouts and stacks.
public enum SplitViewColumn: String, Hashable, Sendable, Codable, CaseIterable {
    case primary
    case supplementary
    case secondary
}

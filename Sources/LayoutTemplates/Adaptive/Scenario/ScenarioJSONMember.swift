/// One member of a ``ScenarioJSON`` object.
public struct ScenarioJSONMember: Hashable, Sendable {
    /// The member's name.
    public var key: String
    /// The member's value.
    public var value: ScenarioJSON

    /// The member `key` with `value`.
    public init(_ key: String, _ value: ScenarioJSON) {
        self.key = key
        self.value = value
    }
}

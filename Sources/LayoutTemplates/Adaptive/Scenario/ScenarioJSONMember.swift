/// One member of a ``ScenarioJSON`` object.
public struct ScenarioJSONMember: Hashable, Sendable {
    public var key: String
    public var value: ScenarioJSON

    public init(_ key: String, _ value: ScenarioJSON) {
        self.key = key
        self.value = value
    }
}

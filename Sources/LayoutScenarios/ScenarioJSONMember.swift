import LayoutCore

/// One member of a ``ScenarioJSON`` object.
package struct ScenarioJSONMember: Hashable, Sendable {
    /// The member's name.
    package var key: String
    /// The member's value.
    package var value: ScenarioJSON

    /// The member `key` with `value`.
    package init(_ key: String, _ value: ScenarioJSON) {
        self.key = key
        self.value = value
    }
}

import LayoutCore

/// A JSON value as read from a scenario, with where it starts (a byte offset into the input) so
/// that a diagnostic can point at the faulty value.
struct ParsedJSON: Sendable {
    /// The shape of a value; object members keep their order.
    indirect enum Kind: Sendable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([ParsedJSON])
        case object([(key: String, value: ParsedJSON)])
    }

    var kind: Kind
    /// Byte offset of the value's first character.
    var offset: Int

    /// The member `key` of an object, or `nil` (also when this is not an object).
    func member(_ key: String) -> ParsedJSON? {
        guard case .object(let members) = kind else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// A word for the type, for messages ("expected a string, found a number").
    var typeName: String {
        switch kind {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

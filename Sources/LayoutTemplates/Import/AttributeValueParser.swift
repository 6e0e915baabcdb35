/// Turns attribute values that must be numbers or flags into values, and bad ones into
/// ``RuleID/invalidValue`` errors at their element: never a silent zero.
///
/// Shared by the importers so that every format reports a bad number the same way.
enum AttributeValueParser {
    /// A finite number (`12`, `20.5`, `-3e2`); `nil` after recording an error when the value is
    /// missing, not a number, or not finite (`NaN`, `1e999`).
    static func finiteNumber(
        _ raw: String?,
        attribute: String,
        element: String,
        at location: SourceLocation,
        errors: inout [Diagnostic]
    ) -> Double? {
        guard let raw else {
            errors.append(.error(.invalidValue, "<\(element)> has no '\(attribute)' attribute", at: location))
            return nil
        }
        guard let value = Double(raw), value.isFinite else {
            errors.append(.error(.invalidValue, "'\(raw)' is not a finite number (attribute '\(attribute)' of <\(element)>)", at: location))
            return nil
        }
        return value
    }

    /// An optional finite number: `nil` without an error when the attribute is absent.
    static func optionalFiniteNumber(
        _ raw: String?,
        attribute: String,
        element: String,
        at location: SourceLocation,
        errors: inout [Diagnostic]
    ) -> Double? {
        guard raw != nil else { return nil }
        return finiteNumber(raw, attribute: attribute, element: element, at: location, errors: &errors)
    }

    /// A whole number such as a tag (`3`, `-1`); `nil` after recording an error for anything else.
    static func integer(
        _ raw: String,
        attribute: String,
        element: String,
        at location: SourceLocation,
        errors: inout [Diagnostic]
    ) -> Int? {
        guard let value = Int(raw) else {
            errors.append(.error(.invalidValue, "'\(raw)' is not an integer (attribute '\(attribute)' of <\(element)>)", at: location))
            return nil
        }
        return value
    }

    /// A two-valued flag spelled `yes`/`no` by the format; `nil` after recording an error otherwise.
    static func flag(
        _ raw: String,
        yes: String,
        no: String,
        attribute: String,
        element: String,
        at location: SourceLocation,
        errors: inout [Diagnostic]
    ) -> Bool? {
        if raw == yes { return true }
        if raw == no { return false }
        errors.append(.error(.invalidValue, "'\(raw)' is neither \(yes) nor \(no) (attribute '\(attribute)' of <\(element)>)", at: location))
        return nil
    }
}

/// Turns attribute values that must be numbers or flags into values, and bad ones into
/// ``RuleID/invalidValue`` errors at their element: never a silent zero.
///
/// Shared by the importers so that every format reports a bad number the same way. The location
/// is an autoclosure: working out an element's line and column costs more than parsing its value,
/// and it is needed only when there is an error to report.
///
/// What is accepted, the same in every format:
/// - numbers: plain decimal notation (`12`, `-20.5`, `3e2`) and finite; `NaN`, `inf`, `1e999`,
///   hex floats and anything else are errors. `-0` is read as 0, so that it never shows up as `-0`
///   in output.
/// - frames: coordinates and sizes at most ``maximumMagnitude`` (1e9 points), width and height not
///   negative (UIKit standardizes a negative size away, and Interface Builder never writes one).
/// - integers (tags): an optional sign and decimal digits that fit in `Int`.
/// - flags: exactly the format's two spellings (`YES`/`NO` in Interface Builder's documents, as it
///   writes them; `true`/`false` in the template format); `yes`, `1` or `True` are errors.
enum AttributeValueParser {
    /// No screen is a billion points wide; beyond this a coordinate is corrupt, and sums of such
    /// values would lose all precision.
    static let maximumMagnitude = 1e9

    /// A finite number (`12`, `20.5`, `-3e2`); `nil` after recording an error when the value is
    /// missing, not a number, or not finite (`NaN`, `1e999`).
    static func finiteNumber(
        _ raw: String?,
        attribute: String,
        element: String,
        at location: @autoclosure () -> SourceLocation,
        errors: inout [Diagnostic]
    ) -> Double? {
        guard let raw else {
            errors.append(.error(.invalidValue, "<\(element)> has no '\(attribute)' attribute", at: location()))
            return nil
        }
        guard let value = plainNumber(raw, maximumMagnitude: .greatestFiniteMagnitude) else {
            errors.append(.error(.invalidValue, "'\(raw)' is not a finite number (attribute '\(attribute)' of <\(element)>)", at: location()))
            return nil
        }
        return value
    }

    /// A plain decimal number within `maximumMagnitude`, with `-0` read as 0; `nil` otherwise.
    /// `Double(_:)` alone would also take `nan`, `inf`, `infinity` and hex floats.
    static func plainNumber<Text: StringProtocol>(_ text: Text, maximumMagnitude: Double = maximumMagnitude) -> Double? {
        guard !text.isEmpty,
              text.utf8.allSatisfy({ ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }),
              let value = Double(String(text)),
              value.isFinite,
              abs(value) <= maximumMagnitude else { return nil }
        return value == 0 ? 0 : value
    }

    /// `frame` when its size is not negative and no coordinate exceeds ``maximumMagnitude``;
    /// `nil` after recording an error otherwise.
    /// The template format, the tool's own, passes `maximumMagnitude: .infinity`: it writes back
    /// whatever finite values a model holds.
    static func checkedFrame(_ frame: Rect, element: String, at location: @autoclosure () -> SourceLocation, maximumMagnitude: Double = maximumMagnitude, errors: inout [Diagnostic]) -> Rect? {
        guard frame.width >= 0, frame.height >= 0 else {
            errors.append(.error(.invalidValue, "a frame of <\(element)> has a negative size (\(frame.width) x \(frame.height))", at: location()))
            return nil
        }
        guard [frame.x, frame.y, frame.width, frame.height].allSatisfy({ abs($0) <= maximumMagnitude }) else {
            errors.append(.error(.invalidValue, "a frame of <\(element)> is out of range: coordinates and sizes are at most 1e9 points", at: location()))
            return nil
        }
        return frame
    }

    /// An optional finite number: `nil` without an error when the attribute is absent.
    static func optionalFiniteNumber(
        _ raw: String?,
        attribute: String,
        element: String,
        at location: @autoclosure () -> SourceLocation,
        errors: inout [Diagnostic]
    ) -> Double? {
        guard raw != nil else { return nil }
        return finiteNumber(raw, attribute: attribute, element: element, at: location(), errors: &errors)
    }

    /// A whole number such as a tag (`3`, `-1`); `nil` after recording an error for anything else.
    static func integer(
        _ raw: String,
        attribute: String,
        element: String,
        at location: @autoclosure () -> SourceLocation,
        errors: inout [Diagnostic]
    ) -> Int? {
        guard let value = Int(raw) else {
            errors.append(.error(.invalidValue, "'\(raw)' is not an integer (attribute '\(attribute)' of <\(element)>)", at: location()))
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
        at location: @autoclosure () -> SourceLocation,
        errors: inout [Diagnostic]
    ) -> Bool? {
        if raw == yes { return true }
        if raw == no { return false }
        errors.append(.error(.invalidValue, "'\(raw)' is neither \(yes) nor \(no) (attribute '\(attribute)' of <\(element)>)", at: location()))
        return nil
    }
}

import LayoutCore

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
package enum AttributeValueParser {
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
            errors.append(.error(.invalidValue, "<\(element)> has no '\(TerminalText.shortened(attribute))' attribute", at: location()))
            return nil
        }
        guard let value = plainNumber(raw, maximumMagnitude: .greatestFiniteMagnitude) else {
            errors.append(.error(.invalidValue, "\(numberFault(raw)) (attribute '\(TerminalText.shortened(attribute))' of <\(element)>)", at: location()))
            return nil
        }
        return value
    }

    /// Why `raw` is not a plain decimal number, said exactly: a hexadecimal number, a number out
    /// of range, a NaN or an infinity, or not a number at all. The value is shortened.
    static func numberFault(_ raw: String) -> String {
        let shown = "'\(TerminalText.shortened(raw, limit: 60))'"
        let trimmed = raw.hasPrefix("-") || raw.hasPrefix("+") ? raw.dropFirst() : Substring(raw)
        if trimmed.lowercased().hasPrefix("0x") {
            return "\(shown) is a hexadecimal number; numbers are written in decimal"
        }
        if let value = Double(raw), value.isInfinite, !trimmed.lowercased().hasPrefix("inf") {
            return "\(shown) is out of range (beyond the largest finite number)"
        }
        return "\(shown) is not a finite number"
    }

    /// Why `raw` is not an integer that fits: out of range, a hexadecimal number, or not an integer.
    static func integerFault(_ raw: String) -> String {
        let shown = "'\(TerminalText.shortened(raw, limit: 60))'"
        let trimmed = raw.hasPrefix("-") || raw.hasPrefix("+") ? raw.dropFirst() : Substring(raw)
        if !trimmed.isEmpty, trimmed.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) {
            return "\(shown) is out of range (integers are between \(Int.min) and \(Int.max))"
        }
        if trimmed.lowercased().hasPrefix("0x") {
            return "\(shown) is a hexadecimal number; integers are written in decimal"
        }
        return "\(shown) is not an integer"
    }

    /// A plain decimal number within `maximumMagnitude`, with `-0` read as 0; `nil` otherwise.
    /// `Double(_:)` alone would also take `nan`, `inf`, `infinity` and hex floats.
    package static func plainNumber<Text: StringProtocol>(_ text: Text, maximumMagnitude: Double = maximumMagnitude) -> Double? {
        guard !text.isEmpty,
              text.utf8.allSatisfy({ ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }),
              let value = Double(String(text)),
              value.isFinite,
              abs(value) <= maximumMagnitude else { return nil }
        return value == 0 ? 0 : value
    }

    /// ``plainNumber(_:maximumMagnitude:)`` of the UTF-8 text in `bytes`, read without making a
    /// `String` in the common case.
    ///
    /// Interface Builder writes coordinates as short decimals (`0.0`, `98.5`, `-20`): for
    /// `[+-]digits[.digits]` whose digits form an integer below 2^53 with at most 22 after the
    /// point, that integer and the power of ten are exact doubles, so one division gives the
    /// correctly rounded value, the same double `Double(_:)` (a correctly rounding `strtod`) gives.
    /// Anything else (exponents, longer digit strings, bad text) takes the `String` path.
    static func plainNumber(bytes: UnsafeBufferPointer<UInt8>, maximumMagnitude: Double = maximumMagnitude) -> Double? {
        var index = 0
        var negative = false
        if let first = bytes.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
            negative = first == UInt8(ascii: "-")
            index = 1
        }
        var mantissa: UInt64 = 0
        var digits = 0
        var fractionDigits = 0
        var seenPoint = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                guard digits < 19 else { return slowNumber(bytes, maximumMagnitude: maximumMagnitude) }
                mantissa = mantissa * 10 + UInt64(byte - UInt8(ascii: "0"))
                digits += 1
                if seenPoint { fractionDigits += 1 }
            } else if byte == UInt8(ascii: "."), !seenPoint {
                seenPoint = true
            } else {
                return slowNumber(bytes, maximumMagnitude: maximumMagnitude)
            }
            index += 1
        }
        guard digits > 0, mantissa <= 1 << 53 else { return slowNumber(bytes, maximumMagnitude: maximumMagnitude) }
        var value = Double(mantissa)
        if fractionDigits > 0 { value /= exactPowersOfTen[fractionDigits] }
        if negative { value = -value }
        guard abs(value) <= maximumMagnitude else { return nil }
        return value == 0 ? 0 : value
    }

    /// 10^0 through 10^22, every one exactly representable as a `Double`.
    private static let exactPowersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    private static func slowNumber(_ bytes: UnsafeBufferPointer<UInt8>, maximumMagnitude: Double) -> Double? {
        plainNumber(String(decoding: bytes, as: UTF8.self), maximumMagnitude: maximumMagnitude)
    }

    /// `Int(_:)` of the UTF-8 text in `bytes`: an optional sign and decimal digits. Up to 18
    /// digits cannot overflow and are read in place; longer or bad text takes the `String` path.
    static func integer(bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = 0
        var negative = false
        if let first = bytes.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
            negative = first == UInt8(ascii: "-")
            index = 1
        }
        let digits = bytes.count - index
        guard digits > 0, digits <= 18 else { return Int(String(decoding: bytes, as: UTF8.self)) }
        var value = 0
        while index < bytes.count {
            let byte = bytes[index]
            guard byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
            index += 1
        }
        return negative ? -value : value
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
            errors.append(.error(.invalidValue, "\(integerFault(raw)) (attribute '\(TerminalText.shortened(attribute))' of <\(element)>)", at: location()))
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
        errors.append(.error(.invalidValue, "'\(TerminalText.shortened(raw, limit: 60))' is neither \(yes) nor \(no) (attribute '\(attribute)' of <\(element)>)", at: location()))
        return nil
    }
}

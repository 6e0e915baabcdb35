/// Parses the textual values of the legacy archive format: frame strings, integers, base64 strings.
///
/// Pure functions; each returns `nil` (or an explained failure) instead of a default, so that a bad
/// value becomes a diagnostic at its line rather than a silent zero.
enum LegacyValueParser {
    /// Coordinates beyond this are corrupt: no screen is a billion points wide, and sums of such
    /// values would lose all precision.
    static let maximumCoordinate = AttributeValueParser.maximumMagnitude

    /// Why an integer could not be read.
    enum IntegerFailure: Error, Equatable {
        case notAnInteger
        case outOfRange
    }

    /// `{{x, y}, {w, h}}`, whitespace anywhere.
    static func parseRect(_ text: String) -> Rect? {
        let compact = removingWhitespace(text)
        guard compact.hasPrefix("{{"), compact.hasSuffix("}}"), compact.count >= 4 else { return nil }
        let inner = compact.dropFirst(2).dropLast(2)
        let halves = inner.split(separator: "},{", omittingEmptySubsequences: false)
        guard halves.count == 2,
              let origin = parsePair(halves[0]),
              let size = parsePair(halves[1]), size.0 >= 0, size.1 >= 0 else { return nil }
        return Rect(x: origin.0, y: origin.1, width: size.0, height: size.1)
    }

    /// `{w, h}`, whitespace anywhere.
    static func parseSize(_ text: String) -> (width: Double, height: Double)? {
        let compact = removingWhitespace(text)
        guard compact.hasPrefix("{"), compact.hasSuffix("}"), compact.count >= 2 else { return nil }
        guard let pair = parsePair(compact.dropFirst().dropLast()), pair.0 >= 0, pair.1 >= 0 else { return nil }
        return (pair.0, pair.1)
    }

    /// A decimal integer that fits in `Int64`.
    static func parseInteger(_ text: String) -> Result<Int64, IntegerFailure> {
        let trimmed = removingWhitespace(text)
        if let value = Int64(trimmed) { return .success(value) }
        let digits = trimmed.first == "-" || trimmed.first == "+" ? trimmed.dropFirst() : Substring(trimmed)
        if !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) { return .failure(.outOfRange) }
        return .failure(.notAnInteger)
    }

    /// Interface Builder's base64: padding optional, and a trailing lone character (which carries
    /// no whole byte) is ignored, as Interface Builder writes one after many strings.
    /// Returns `nil` for characters outside the alphabet or bytes that are not UTF-8.
    static func decodeBase64UTF8(_ text: String) -> String? {
        var bytes: [UInt8] = []
        var accumulator: UInt32 = 0
        var bitCount = 0
        for unit in text.utf8 {
            let sextet: UInt8
            switch unit {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): sextet = unit - UInt8(ascii: "A")
            case UInt8(ascii: "a")...UInt8(ascii: "z"): sextet = unit - UInt8(ascii: "a") + 26
            case UInt8(ascii: "0")...UInt8(ascii: "9"): sextet = unit - UInt8(ascii: "0") + 52
            case UInt8(ascii: "+"): sextet = 62
            case UInt8(ascii: "/"): sextet = 63
            case UInt8(ascii: "="): return String(validating: bytes, as: UTF8.self)
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"): continue
            default: return nil
            }
            accumulator = (accumulator << 6) | UInt32(sextet)
            bitCount += 6
            if bitCount >= 8 {
                bitCount -= 8
                bytes.append(UInt8(truncatingIfNeeded: accumulator >> UInt32(bitCount)))
                accumulator &= (1 << UInt32(bitCount)) - 1
            }
        }
        return String(validating: bytes, as: UTF8.self)
    }

    private static func parsePair(_ text: Substring) -> (Double, Double)? {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, let first = parseCoordinate(parts[0]), let second = parseCoordinate(parts[1]) else {
            return nil
        }
        return (first, second)
    }

    private static func parseCoordinate(_ text: Substring) -> Double? {
        // Only plain decimal notation, the same rule as the other formats.
        AttributeValueParser.plainNumber(text)
    }

    private static func removingWhitespace(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.filter { !$0.properties.isWhitespace }))
    }
}

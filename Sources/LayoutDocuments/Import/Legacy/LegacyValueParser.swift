import LayoutCore

/// Parses the textual values of the legacy archive format: frame strings, integers, base64 strings.
///
/// Pure functions; each returns `nil` (or an explained failure) instead of a default, so that a bad
/// value becomes a diagnostic at its line rather than a silent zero.
package enum LegacyValueParser {
    /// Coordinates beyond this are corrupt: no screen is a billion points wide, and sums of such
    /// values would lose all precision.
    static let maximumCoordinate = AttributeValueParser.maximumMagnitude

    /// Why an integer could not be read.
    package enum IntegerFailure: Error, Equatable {
        case notAnInteger
        case outOfRange
    }

    /// The longest object id read from an object record; Xcode's are 10 characters (`6sv-JD-j8Z`).
    static let maximumObjectIDLength = 64

    /// An object record's id as the id its object keeps: an integer objectID (`123`, `-1`) in
    /// `range`, written in decimal, or an id in Xcode's alphanumeric style (`6sv-JD-j8Z`: ASCII
    /// letters, digits, `-` and `_`, not only punctuation, at most ``maximumObjectIDLength``), which Xcode 4.6 and 5
    /// write in archives and keep when they upgrade one. `nil` for anything else.
    package static func parseObjectID(_ text: String, range: ClosedRange<Int64>) -> String? {
        switch parseInteger(text) {
        case .success(let number): return range.contains(number) ? String(number) : nil
        case .failure(.outOfRange): return nil
        case .failure(.notAnInteger): break
        }
        guard !text.isEmpty, text.utf8.count <= maximumObjectIDLength,
              text.utf8.allSatisfy({ byte in
                  (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                      || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
              }),
              text.utf8.contains(where: { $0 != UInt8(ascii: "-") && $0 != UInt8(ascii: "_") }) else { return nil }
        return text
    }

    /// `{{x, y}, {w, h}}`, whitespace anywhere.
    package static func parseRect(_ text: String) -> Rect? {
        let compact = compactBytes(text)
        let count = compact.count
        guard count >= 4,
              compact[0] == UInt8(ascii: "{"), compact[1] == UInt8(ascii: "{"),
              compact[count - 2] == UInt8(ascii: "}"), compact[count - 1] == UInt8(ascii: "}") else { return nil }
        let inner = compact[2..<count - 2]
        // Exactly one `},{` between the halves.
        var separator: Int?
        var index = inner.startIndex
        while index + 2 < inner.endIndex {
            if inner[index] == UInt8(ascii: "}"), inner[index + 1] == UInt8(ascii: ","), inner[index + 2] == UInt8(ascii: "{") {
                guard separator == nil else { return nil }
                separator = index
                index += 3
            } else {
                index += 1
            }
        }
        guard let separator,
              let origin = parsePair(inner[inner.startIndex..<separator]),
              let size = parsePair(inner[(separator + 3)...]), size.0 >= 0, size.1 >= 0 else { return nil }
        return Rect(x: origin.0, y: origin.1, width: size.0, height: size.1)
    }

    /// `{w, h}`, whitespace anywhere.
    package static func parseSize(_ text: String) -> (width: Double, height: Double)? {
        let compact = compactBytes(text)
        let count = compact.count
        guard count >= 2, compact[0] == UInt8(ascii: "{"), compact[count - 1] == UInt8(ascii: "}") else { return nil }
        guard let pair = parsePair(compact[1..<count - 1]), pair.0 >= 0, pair.1 >= 0 else { return nil }
        return (pair.0, pair.1)
    }

    /// `{dx, dy}`: an offset, whose numbers may be negative (a shadow's).
    package static func parseOffset(_ text: String) -> (width: Double, height: Double)? {
        let compact = compactBytes(text)
        let count = compact.count
        guard count >= 2, compact[0] == UInt8(ascii: "{"), compact[count - 1] == UInt8(ascii: "}") else { return nil }
        return parsePair(compact[1..<count - 1]).map { ($0.0, $0.1) }
    }

    /// A decimal integer that fits in `Int64`.
    package static func parseInteger(_ text: String) -> Result<Int64, IntegerFailure> {
        let trimmed = compactBytes(text)
        if let value = Int64(String(decoding: trimmed, as: UTF8.self)) { return .success(value) }
        let digits = trimmed.first == UInt8(ascii: "-") || trimmed.first == UInt8(ascii: "+") ? trimmed.dropFirst() : trimmed[...]
        if !digits.isEmpty, digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) { return .failure(.outOfRange) }
        return .failure(.notAnInteger)
    }

    /// Interface Builder's base64: padding optional, and a trailing lone character (which carries
    /// no whole byte) is ignored, as Interface Builder writes one after many strings.
    /// Returns `nil` for characters outside the alphabet or bytes that are not UTF-8.
    package static func decodeBase64UTF8(_ text: String) -> String? {
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

    /// Whether base64 `text` goes on after its padding: anything but more `=` and whitespace after
    /// the first `=`, which ``decodeBase64UTF8(_:)`` ignores (as Interface Builder's reader does),
    /// but which no writer puts there.
    static func hasTrailingJunkAfterBase64Padding(_ text: String) -> Bool {
        guard let padding = text.utf8.firstIndex(of: UInt8(ascii: "=")) else { return false }
        return text.utf8[padding...].contains { byte in
            byte != UInt8(ascii: "=") && byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\n")
                && byte != UInt8(ascii: "\r") && byte != UInt8(ascii: "\t")
        }
    }

    /// `a,b`: exactly one comma between two plain numbers.
    private static func parsePair(_ bytes: ArraySlice<UInt8>) -> (Double, Double)? {
        guard let comma = bytes.firstIndex(of: UInt8(ascii: ",")),
              !bytes[(comma + 1)...].contains(UInt8(ascii: ",")),
              let first = parseCoordinate(bytes[..<comma]),
              let second = parseCoordinate(bytes[(comma + 1)...]) else { return nil }
        return (first, second)
    }

    private static func parseCoordinate(_ bytes: ArraySlice<UInt8>) -> Double? {
        // Only plain decimal notation, the same rule as the other formats.
        AttributeValueParser.plainNumber(String(decoding: bytes, as: UTF8.self))
    }

    /// The UTF-8 bytes of `text` without its whitespace. Every legacy value is parsed per view, so
    /// ASCII text (all Interface Builder writes) skips the Unicode property lookup per scalar;
    /// other text keeps the full rule (a no-break space is whitespace too).
    private static func compactBytes(_ text: String) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            if byte >= 0x80 {
                return Array(String(String.UnicodeScalarView(text.unicodeScalars.filter { !$0.properties.isWhitespace })).utf8)
            }
            // ASCII's Unicode whitespace: tab, line feed, vertical tab, form feed, carriage return, space.
            if byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) { continue }
            bytes.append(byte)
        }
        return bytes
    }
}

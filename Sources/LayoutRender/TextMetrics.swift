import LayoutCore

/// Text widths for a monospace font, estimated without a font engine.
///
/// The renderers draw labels in the platform's monospace font, whose advance is about 0.6 em for
/// Latin text; wide (East Asian, emoji) characters count double. The estimate errs wide, so a
/// truncated label fits its box.
enum TextMetrics {
    static let advance = 0.6
    static let ellipsis = "\u{2026}"

    static func width(of text: String, fontSize: Double) -> Double {
        Double(text.reduce(0) { $0 + units(of: $1) }) * advance * fontSize
    }

    /// `text`, or its longest prefix followed by an ellipsis that fits `width`; `nil` when not even
    /// `minimumCharacters` characters (and the ellipsis) fit.
    static func truncate(_ text: String, toWidth width: Double, fontSize: Double, minimumCharacters: Int = 1) -> String? {
        let characters = (width / (advance * fontSize)).rounded(.down)
        // A width that is not a number of characters (infinite, NaN, a zero font size) fits none;
        // a huge one fits any text a file can hold.
        guard characters.isFinite || characters == .infinity else { return nil }
        let available = Int(min(max(characters, -1), Double(Int32.max)))
        var used = 0
        var end = text.startIndex
        var count = 0
        var index = text.startIndex
        // One pass: remember where the prefix that leaves room for an ellipsis ends.
        while index < text.endIndex {
            let units = units(of: text[index])
            if used + units <= available - 1 {
                end = text.index(after: index)
                count += 1
            }
            used += units
            if used > available { break }
            index = text.index(after: index)
        }
        if index == text.endIndex, used <= available { return text }
        guard count >= minimumCharacters, count > 0 else { return nil }
        return String(text[..<end]) + ellipsis
    }

    private static func units(of character: Character) -> Int {
        guard let scalar = character.unicodeScalars.first else { return 1 }
        return scalar.value >= 0x1100 && !(0x2000...0x206F).contains(scalar.value) ? 2 : 1
    }
}

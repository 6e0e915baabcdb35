import LayoutCore

/// A scalar element of a legacy archive as written: its element, raw text and position.
///
/// Kept raw while streaming and interpreted only when the builder knows which property it is, so
/// that a wrong element or a bad value is reported once, at its own line, with what was expected.
package struct LegacyArchiveScalar: Sendable {
    package var element: LegacyIBNames.ScalarElement
    /// The text content, or the `value` attribute of `<integer>`, `<real>` and `<boolean>`.
    package var text: String
    /// `<string type="base64-UTF8">`.
    var isBase64: Bool
    package var position: LegacyPosition

    /// The string value, base64-decoded where the archive encoded it; `nil` when the base64 is broken.
    package var string: String? {
        isBase64 ? LegacyValueParser.decodeBase64UTF8(text) : text
    }
}

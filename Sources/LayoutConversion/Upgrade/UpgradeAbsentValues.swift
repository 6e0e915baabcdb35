/// Attributes that an archive and the modern format read differently when they are absent: the
/// archive leaves out a key whose value is its coder's default, the modern format one whose value
/// is UIKit's. Where the two differ, the archive's absent value is written, and a value equal to
/// the modern format's default is left out, so that the upgraded object behaves as archived.
///
/// A table's separator style is not here: Xcode always writes it, so its absent value (none) is
/// the table's declared default (``ClassTranslators``).
enum UpgradeAbsentValues {
    struct Entry {
        /// The element Xcode writes for the class.
        let element: String
        let attribute: String
        /// The value an archive without the key means.
        let archived: String
        /// The value the modern format means without the attribute.
        let modern: String
    }

    /// - A text field archived without `IBUIAdjustsFontSizeToFit` does not adjust its font size;
    ///   the modern format's text field without `adjustsFontSizeToFit` does.
    /// - A label without `baselineAdjustment` aligns centres in the modern format (Xcode writes
    ///   `alignBaselines` and leaves an archived `alignCenters` out), UIKit's baselines in an archive.
    /// - A bar button item without `style` is bordered in the modern format (Xcode leaves an
    ///   archived bordered style out and writes `plain`), plain in an archive.
    /// - A table's `sectionIndexMinimumDisplayRowCount` is 0 without the attribute in both, and
    ///   Xcode leaves an archived 0 out.
    static let entries = [
        Entry(element: "textField", attribute: "adjustsFontSizeToFit", archived: "NO", modern: "YES"),
        Entry(element: "label", attribute: "baselineAdjustment", archived: "alignBaselines", modern: "alignCenters"),
        Entry(element: "barButtonItem", attribute: "style", archived: "plain", modern: "bordered"),
        Entry(element: "tableView", attribute: "sectionIndexMinimumDisplayRowCount", archived: "0", modern: "0"),
    ]

    /// The attributes of an element `element` with the absent values made explicit.
    static func apply(to element: String, _ attributes: inout [String: String]) {
        for entry in entries where entry.element == element {
            let value = attributes[entry.attribute] ?? entry.archived
            attributes[entry.attribute] = value == entry.modern ? nil : value
        }
    }
}

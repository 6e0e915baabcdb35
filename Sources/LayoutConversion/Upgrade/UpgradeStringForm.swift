import LayoutXML

/// How Xcode writes a text-valued property: as an attribute of the object's element when it is
/// short and one line, else as a `<string key="NAME">` child. Xcode's own upgrades of legacy
/// archives write texts of up to 127 characters as attributes and texts of 131 characters or more
/// as elements, with the archive holding the same text either way, so the form is the text's
/// length alone; 128 is taken as the first length written as an element.
enum UpgradeStringForm {
    /// The first length, in UTF-16 code units (an `NSString`'s length), written as an element.
    static let elementLength = 128

    /// Whether `value` is written as a `<string>` child rather than an attribute.
    static func needsElement(_ value: String) -> Bool {
        value.utf16.count >= elementLength || value.contains("\n") || value.contains("\r")
    }

    /// `<string key="NAME">` holding `value`.
    static func element(_ name: String, _ value: String) -> XMLTree.Element {
        var element = XMLTree.Element("string", ["key": name])
        element.children = [.text(XMLTree.Text(value))]
        return element
    }
}

import LayoutCore

extension TemplateContainer {
    /// The name of a container option as the template format writes it (`animatesFlips`, `axis`,
    /// `style`, ...).
    ///
    /// Kept as written, so that an option the container's kind does not take is reported by
    /// ``TemplateContainer/initialState()`` rather than lost. A string literal is one; encodes as
    /// the plain string, also as a dictionary key; ordered as the strings are.
    package struct Option: StringIdentifier, Comparable, CodingKeyRepresentable {
        /// The option's attribute name.
        package let rawValue: String

        /// The option named `rawValue`.
        package init(_ rawValue: String) { self.rawValue = rawValue }

        /// The option as a dictionary key: encoded, the options are an object keyed by their names.
        package var codingKey: any CodingKey { rawValue.codingKey }

        /// The option a dictionary key spells.
        package init?<T: CodingKey>(codingKey: T) { self.rawValue = codingKey.stringValue }
    }
}

/// A view's id in its document: the `id` attribute of the modern format, or the object id of
/// the legacy format, as written.
///
/// Ids are unique in one document only; the same id in two documents names two different views
/// unless matching pairs them. A string literal is a view id (`let id: ViewID = "abc-12-xyz"`), and
/// so is an interpolated one (`"row-\(index)"`), as ids made in a loop are. Encodes as the plain
/// string, also as a dictionary key; ordered as the strings are, for reports that list ids in a
/// stable order.
public struct ViewID: StringIdentifier, Comparable, CodingKeyRepresentable, ExpressibleByStringInterpolation {
    /// The id as written in the document.
    public let rawValue: String

    /// The view id written `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// The id as a dictionary key: encoded, `[ViewID: T]` is an object keyed by the ids.
    public var codingKey: any CodingKey { rawValue.codingKey }

    /// The id a dictionary key spells.
    public init?<T: CodingKey>(codingKey: T) { self.rawValue = codingKey.stringValue }
}

extension ViewID {
    /// The id the reader gives a view that Interface Builder writes without one, under a key in
    /// its parent (a collection view cell's `<view key="contentView">`): the parent's id and the
    /// key, `YY6-mj-6Xj/contentView`. It cannot clash with Interface Builder's own ids, which
    /// never contain `/`.
    package init(key: String, inParent parent: String) { self.init("\(parent)/\(key)") }

    /// For an id made by ``init(key:inParent:)`` from a parent with an id of its own, the parent's
    /// id and the key.
    package var keyedInParent: (parent: ViewID, key: String)? {
        guard let slash = rawValue.lastIndex(of: "/") else { return nil }
        let parent = rawValue[..<slash], key = rawValue[rawValue.index(after: slash)...]
        guard !parent.isEmpty, !key.isEmpty, !parent.contains("/") else { return nil }
        return (ViewID(String(parent)), String(key))
    }
}

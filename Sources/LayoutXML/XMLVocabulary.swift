/// The element and attribute names a handler tells apart, each known by its position in the list.
///
/// The reader looks each distinct name of a document up here once, when it first meets it, and
/// then hands every element and attribute over with its ``XMLStartElement/word``: a handler can
/// switch over small integers and find attributes by number instead of comparing strings for every
/// element, which matters for documents of hundreds of thousands of elements.
package struct XMLVocabulary: Sendable {
    /// The word of a name the vocabulary does not hold.
    package static let unknownWord = -1

    /// No names: every element and attribute has ``unknownWord``.
    package static let empty = XMLVocabulary([])

    /// The names, in word order.
    package let names: [String]
    private let words: [String: Int32]

    /// The word of `names[i]` is `i`. A name listed twice keeps its first word.
    package init(_ names: [String]) {
        self.names = names
        var words: [String: Int32] = [:]
        for (index, name) in names.enumerated() where words[name] == nil {
            words[name] = Int32(index)
        }
        self.words = words
    }

    /// The word of `name`, or ``unknownWord``.
    package func word(for name: String) -> Int {
        words[name].map(Int.init) ?? XMLVocabulary.unknownWord
    }
}

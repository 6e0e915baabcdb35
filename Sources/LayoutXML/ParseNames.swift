internal import CLibXML2

/// The names of one parse as the handler sees them: each vocabulary word's pointer in libxml2's
/// dictionary, and the numbers and `String`s of the names met so far.
///
/// It belongs to the thread that calls the handler. In a serial parse that is also the thread
/// running libxml2; in a pipelined one (see ``XMLReaderThreading``) libxml2 runs on another thread
/// and never touches this table: the vocabulary is resolved before that thread starts, and the
/// name pointers read later come from recorded events, whose dictionary strings libxml2 never
/// moves or changes while the parser context lives (its dictionary only appends).
///
/// The mutable state is `@exclusivity(unchecked)` for the reason given on ``ParserSession``.
@usableFromInline
final class ParseNames {
    @exclusivity(unchecked) private var interner: NameInterner
    /// Each vocabulary word's name in libxml2's dictionary for this parse (see ``resolveVocabulary(in:)``),
    /// and its length, or -1 for a word holding an `&` (compared as text); the pointer is `nil`
    /// until the parser exists.
    @usableFromInline let wordNames: UnsafeMutablePointer<UnsafePointer<UInt8>?>
    @usableFromInline let wordLengths: UnsafeMutablePointer<Int>
    @usableFromInline let wordCount: Int

    init(vocabulary: XMLVocabulary) {
        interner = NameInterner(vocabulary: vocabulary)
        let names = vocabulary.names
        wordCount = names.count
        wordNames = .allocate(capacity: max(names.count, 1))
        wordNames.initialize(repeating: nil, count: max(names.count, 1))
        wordLengths = .allocate(capacity: max(names.count, 1))
        wordLengths.initialize(repeating: 0, count: max(names.count, 1))
    }

    deinit {
        wordNames.deallocate()
        wordLengths.deallocate()
    }

    /// The handler's vocabulary.
    @usableFromInline var vocabulary: XMLVocabulary { interner.vocabulary }

    /// Puts every vocabulary word into the parser's dictionary, where libxml2 interns each element
    /// and attribute name it reads: the name of an attribute then has a word exactly when its
    /// pointer is that word's pointer, so attributes are found by comparing pointers, and the
    /// reader looks nothing up per attribute.
    func resolveVocabulary(in context: xmlParserCtxtPtr) {
        guard let dictionary = context.pointee.dict else { return }
        for (word, name) in interner.vocabulary.names.enumerated() {
            var name = name
            let length = name.utf8.count
            wordNames[word] = name.withUTF8 { bytes in
                bytes.withMemoryRebound(to: xmlChar.self) { xmlDictLookup(dictionary, $0.baseAddress, Int32(length)) }
            }
            wordLengths[word] = name.utf8.contains(UInt8(ascii: "&")) ? -1 : length
        }
    }

    /// The number and word of the name libxml2 holds at `pointer`.
    @inline(__always)
    func intern(_ pointer: UnsafePointer<UInt8>) -> NameInterner.Name {
        interner.name(for: pointer)
    }

    /// The name with this number, made once in the parse.
    func name(number: Int32) -> String {
        interner.strings[Int(number)]
    }

    /// The name at `pointer` (an attribute's, when a handler iterates them), made once in the parse.
    func name(at pointer: UnsafePointer<UInt8>) -> String {
        name(number: interner.name(for: pointer).number)
    }
}

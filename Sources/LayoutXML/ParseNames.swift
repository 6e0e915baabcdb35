internal import CLibXML2

/// The names of one parse as the handler sees them: the numbers and `String`s of the names met so
/// far, and each vocabulary word's pointer in libxml2's dictionary once the document has used it.
///
/// It belongs to the thread that calls the handler. In a serial parse that is also the thread
/// running libxml2; in a pipelined one (see ``XMLReaderThreading``) libxml2 runs on another thread
/// and never touches this table: the name pointers read here come from recorded events, whose
/// dictionary strings libxml2 never moves or changes while the parser context lives (its
/// dictionary only appends).
///
/// Words are not put into libxml2's dictionary ahead of the parse: a dictionary that outgrows its
/// first 128 buckets hashes every name with its slower full-length key from then on, and the ~100
/// words of an Interface Builder vocabulary on top of a document's own names made it do so, which
/// slowed libxml2 down on large files. A word's pointer is instead taken from the first name
/// libxml2 hands over with that word's text; every attribute name is interned before its element
/// reaches the handler, so a word without a pointer is a word no attribute so far has had.
///
/// The mutable state is `@exclusivity(unchecked)` for the reason given on ``ParserSession``.
@usableFromInline
final class ParseNames {
    @exclusivity(unchecked) private var interner: NameInterner
    /// Each vocabulary word's name in libxml2's dictionary for this parse, `nil` until the
    /// document has used it (see ``intern(_:)``).
    @usableFromInline let wordNames: UnsafeMutablePointer<UnsafePointer<UInt8>?>
    /// Each word's UTF-8 bytes, for comparing attribute values with words in place.
    @usableFromInline let wordBytes: UnsafeMutablePointer<UnsafePointer<UInt8>>
    /// Each word's length in bytes, or -1 for a word holding an `&` (compared as text).
    @usableFromInline let wordLengths: UnsafeMutablePointer<Int>
    @usableFromInline let wordCount: Int
    /// The later words of a name the vocabulary lists more than once, by its first word: they
    /// share its pointer.
    private let repeatedWords: [Int32: [Int32]]
    private let storage: UnsafeMutablePointer<UInt8>

    init(vocabulary: XMLVocabulary) {
        interner = NameInterner(vocabulary: vocabulary)
        let names = vocabulary.names
        let slots = max(names.count, 1)
        wordCount = names.count
        wordNames = .allocate(capacity: slots)
        wordNames.initialize(repeating: nil, count: slots)
        wordLengths = .allocate(capacity: slots)
        wordLengths.initialize(repeating: 0, count: slots)
        storage = .allocate(capacity: max(names.reduce(0) { $0 + $1.utf8.count }, 1))
        wordBytes = .allocate(capacity: slots)
        wordBytes.initialize(repeating: UnsafePointer(storage), count: slots)
        var offset = 0
        var repeated: [Int32: [Int32]] = [:]
        for (word, name) in names.enumerated() {
            let bytes = Array(name.utf8)
            (storage + offset).initialize(from: bytes, count: bytes.count)
            wordBytes[word] = UnsafePointer(storage + offset)
            wordLengths[word] = bytes.contains(UInt8(ascii: "&")) ? -1 : bytes.count
            offset += bytes.count
            let first = vocabulary.word(for: name)
            if first != word { repeated[Int32(first), default: []].append(Int32(word)) }
        }
        repeatedWords = repeated
    }

    deinit {
        wordNames.deallocate()
        wordBytes.deallocate()
        wordLengths.deallocate()
        storage.deallocate()
    }

    /// The handler's vocabulary.
    package var vocabulary: XMLVocabulary { interner.vocabulary }

    /// The number and word of the name libxml2 holds at `pointer`; the first name with a word's
    /// text becomes that word's pointer.
    @inline(__always)
    func intern(_ pointer: UnsafePointer<UInt8>) -> NameInterner.Name {
        let name = interner.name(for: pointer)
        if name.word >= 0, wordNames[Int(name.word)] == nil { resolve(word: name.word, at: pointer) }
        return name
    }

    /// Interns the names of a start tag's attributes, so that lookups by word find them.
    @inline(__always)
    func internNames(of attributes: UnsafeBufferPointer<XMLAttributeEntry>) {
        for entry in attributes { _ = intern(entry.name) }
    }

    @inline(never)
    private func resolve(word: Int32, at pointer: UnsafePointer<UInt8>) {
        wordNames[Int(word)] = pointer
        for later in repeatedWords[word] ?? [] { wordNames[Int(later)] = pointer }
    }

    /// The name with this number, made once in the parse.
    func name(number: Int32) -> String {
        interner.strings[Int(number)]
    }

    /// The name at `pointer` (an attribute's, when a handler iterates them), made once in the parse.
    func name(at pointer: UnsafePointer<UInt8>) -> String {
        name(number: intern(pointer).number)
    }
}

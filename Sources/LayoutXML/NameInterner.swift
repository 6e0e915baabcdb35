/// Gives every distinct element and attribute name of a parse a small number, once.
///
/// libxml2 interns every name in its parser dictionary, so a name's pointer identifies it for the
/// whole parse. An open-addressing table keyed by that pointer, hashed by a multiply-shift of the
/// address, costs a few instructions per lookup where a `Dictionary` would run SipHash on every
/// element and attribute name. The number indexes ``names``, which holds each name's `String`
/// (made only once, and handed out only when a handler asks for it) and its vocabulary word.
struct NameInterner {
    /// One distinct name of the document.
    struct Name {
        let string: String
        let length: Int32
        /// The name's word in the handler's ``XMLVocabulary``.
        let word: Int32
    }

    let vocabulary: XMLVocabulary
    private var keys: [UnsafeRawPointer?] = Array(repeating: nil, count: 64)
    private var numbers: [Int32] = Array(repeating: 0, count: 64)
    private(set) var names: [Name] = []
    private var shift = 58  // 64 - log2(capacity)

    init(vocabulary: XMLVocabulary) {
        self.vocabulary = vocabulary
    }

    /// The number of the name at `pointer`.
    @inline(__always)
    mutating func number(for pointer: UnsafePointer<UInt8>) -> Int32 {
        let key = UnsafeRawPointer(pointer)
        let mask = keys.count - 1
        var slot = Self.slot(key, shift: shift)
        while let existing = keys[slot] {
            if existing == key { return numbers[slot] }
            slot = (slot + 1) & mask
        }
        return insert(key, at: slot)
    }

    @inline(never)
    private mutating func insert(_ key: UnsafeRawPointer, at slot: Int) -> Int32 {
        let string = String(cString: key.assumingMemoryBound(to: UInt8.self))
        let number = Int32(names.count)
        names.append(Name(string: string, length: Int32(string.utf8.count), word: Int32(vocabulary.word(for: string))))
        keys[slot] = key
        numbers[slot] = number
        if names.count * 2 > keys.count { grow() }
        return number
    }

    private static func slot(_ key: UnsafeRawPointer, shift: Int) -> Int {
        Int(truncatingIfNeeded: (UInt64(UInt(bitPattern: key)) &* 0x9E37_79B9_7F4A_7C15) >> UInt64(shift))
    }

    private mutating func grow() {
        let oldKeys = keys
        let oldNumbers = numbers
        keys = Array(repeating: nil, count: oldKeys.count * 2)
        numbers = Array(repeating: 0, count: oldKeys.count * 2)
        shift -= 1
        let mask = keys.count - 1
        for (index, key) in oldKeys.enumerated() {
            guard let key else { continue }
            var slot = Self.slot(key, shift: shift)
            while keys[slot] != nil { slot = (slot + 1) & mask }
            keys[slot] = key
            numbers[slot] = oldNumbers[index]
        }
    }
}

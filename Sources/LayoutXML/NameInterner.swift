/// Gives every distinct element and attribute name of a parse a small number, once.
///
/// libxml2 interns every name in its parser dictionary, so a name's pointer identifies it for the
/// whole parse. An open-addressing table keyed by that pointer, hashed by a multiply-shift of the
/// address, costs a few instructions per lookup where a `Dictionary` would run SipHash on every
/// element name (attributes are matched by pointer, see ``XMLAttributes``). A slot holds what the
/// reader needs per element (the name's number and its vocabulary word), so a lookup touches no
/// `String`; the name's `String` is made once and handed out only when a handler asks for it.
struct NameInterner {
    /// A name as the reader uses it for each element and attribute.
    struct Name {
        /// libxml2's pointer for the name; `nil` marks an empty slot.
        var key: UnsafeRawPointer?
        var number: Int32 = 0
        /// The name's word in the handler's ``XMLVocabulary``.
        var word: Int32 = 0
    }

    let vocabulary: XMLVocabulary
    private var slots: [Name] = Array(repeating: Name(), count: 64)
    /// Each name's string, by number.
    private(set) var strings: [String] = []
    private var shift = 58  // 64 - log2(capacity)

    init(vocabulary: XMLVocabulary) {
        self.vocabulary = vocabulary
    }

    /// The name at `pointer`.
    @inline(__always)
    mutating func name(for pointer: UnsafePointer<UInt8>) -> Name {
        let key = UnsafeRawPointer(pointer)
        let mask = slots.count - 1
        var slot = Self.slot(key, shift: shift)
        while let existing = slots[slot].key {
            if existing == key { return slots[slot] }
            slot = (slot + 1) & mask
        }
        return insert(key, at: slot)
    }

    @inline(never)
    private mutating func insert(_ key: UnsafeRawPointer, at slot: Int) -> Name {
        let string = String(cString: key.assumingMemoryBound(to: UInt8.self))
        let name = Name(key: key, number: Int32(strings.count), word: Int32(vocabulary.word(for: string)))
        strings.append(string)
        slots[slot] = name
        if strings.count * 2 > slots.count { grow() }
        return name
    }

    private static func slot(_ key: UnsafeRawPointer, shift: Int) -> Int {
        Int(truncatingIfNeeded: (UInt64(UInt(bitPattern: key)) &* 0x9E37_79B9_7F4A_7C15) >> UInt64(shift))
    }

    private mutating func grow() {
        let old = slots
        slots = Array(repeating: Name(), count: old.count * 2)
        shift -= 1
        let mask = slots.count - 1
        for name in old {
            guard let key = name.key else { continue }
            var slot = Self.slot(key, shift: shift)
            while slots[slot].key != nil { slot = (slot + 1) & mask }
            slots[slot] = name
        }
    }
}

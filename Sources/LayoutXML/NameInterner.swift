/// Element and attribute names as Swift strings, made once per distinct name.
///
/// libxml2 interns every name in its parser dictionary, so a name's pointer identifies it for the
/// whole parse. An open-addressing table keyed by that pointer, hashed by a multiply-shift of the
/// address, costs a few instructions per lookup where a `Dictionary` would run SipHash on every
/// element and attribute name.
struct NameInterner {
    private var keys: [UnsafeRawPointer?] = Array(repeating: nil, count: 64)
    private var names: [(name: String, length: Int)] = Array(repeating: ("", 0), count: 64)
    private var count = 0
    private var shift = 58  // 64 - log2(capacity)

    /// The name at `pointer` and its length in UTF-8 bytes.
    mutating func name(for pointer: UnsafePointer<UInt8>) -> (name: String, length: Int) {
        let key = UnsafeRawPointer(pointer)
        let mask = keys.count - 1
        var slot = Self.slot(key, shift: shift)
        while let existing = keys[slot] {
            if existing == key { return names[slot] }
            slot = (slot + 1) & mask
        }
        let string = String(cString: pointer)
        let name = (name: string, length: string.utf8.count)
        keys[slot] = key
        names[slot] = name
        count += 1
        if count * 2 > keys.count { grow() }
        return name
    }

    private static func slot(_ key: UnsafeRawPointer, shift: Int) -> Int {
        Int(truncatingIfNeeded: (UInt64(UInt(bitPattern: key)) &* 0x9E37_79B9_7F4A_7C15) >> UInt64(shift))
    }

    private mutating func grow() {
        let oldKeys = keys
        let oldNames = names
        keys = Array(repeating: nil, count: oldKeys.count * 2)
        names = Array(repeating: ("", 0), count: oldKeys.count * 2)
        shift -= 1
        let mask = keys.count - 1
        for (index, key) in oldKeys.enumerated() {
            guard let key else { continue }
            var slot = Self.slot(key, shift: shift)
            while keys[slot] != nil { slot = (slot + 1) & mask }
            keys[slot] = key
            names[slot] = oldNames[index]
        }
    }
}

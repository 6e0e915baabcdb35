/// How the ids of one ``KeyInterner`` translate into another's once merged into it
/// (``KeyInterner/absorb(_:)``): one table per numbering, indexed by the old id.
struct KeyRemap {
    var strings: [Int32] = []
    var classes: [Int32] = []
    var tags: [Int32] = []
    var pairs: [Int32] = []
    var sequences: [Int32] = []

    /// The new id of string `id`; -1 (absent) stays -1.
    @inline(__always)
    func string(_ id: Int32) -> Int32 { id < 0 ? id : strings[Int(id)] }

    @inline(__always)
    func sequence(_ id: Int32) -> Int32 { id < 0 ? id : sequences[Int(id)] }

    @inline(__always)
    func pair(_ id: Int32) -> Int32 { id < 0 ? id : pairs[Int(id)] }

    @inline(__always)
    func tag(_ id: Int32) -> Int32 { id < 0 ? id : tags[Int(id)] }
}

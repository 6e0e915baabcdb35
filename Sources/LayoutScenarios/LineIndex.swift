import LayoutCore

/// Turns byte offsets into 1-based lines and columns (columns count bytes).
enum LineIndex {
    /// The line and column of each of `offsets` in `bytes`, in the order given, from one pass
    /// over the bytes up to the last of them: no table of every line start is kept, which for a
    /// scenario of millions of one-line steps would cost more than the steps.
    static func positions(of offsets: [Int], in bytes: [UInt8]) -> [(line: Int, column: Int)] {
        let order = offsets.indices.sorted { offsets[$0] < offsets[$1] }
        var positions = [(line: Int, column: Int)](repeating: (1, 1), count: offsets.count)
        var line = 1
        var lineStart = 0
        var scanned = 0
        for slot in order {
            let offset = min(max(offsets[slot], 0), bytes.count)
            while scanned < offset {
                if bytes[scanned] == 0x0A {
                    line += 1
                    lineStart = scanned + 1
                }
                scanned += 1
            }
            positions[slot] = (line, offset - lineStart + 1)
        }
        return positions
    }
}

/// Which file names are designs, and the order files are listed in: shared by a folder walk, the
/// pairing of a layout with its sibling file, and everything that reports on several files.
package enum DesignFileName {
    /// The endings of design files: Interface Builder documents and the template format
    /// (compared case-insensitively).
    package static let extensions = [".xib", ".storyboard", ".layouts.xml"]

    /// Whether `name` ends in one of the ``extensions``.
    package static func isDesign(_ name: String) -> Bool {
        isDesign(bytes: Array(name.utf8))
    }

    /// Whether the name `bytes` (in any encoding, UTF-8 or not) ends in one of the
    /// ``extensions``, compared without regard to ASCII case.
    package static func isDesign(bytes: [UInt8]) -> Bool {
        extensions.contains { ending in
            let suffix = Array(ending.utf8)
            return bytes.count > suffix.count && zip(bytes.suffix(suffix.count), suffix).allSatisfy { asciiLowercased($0) == $1 }
        }
    }

    private static func asciiLowercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
    }

    /// Paths in byte order of their components: `A/B.xib` before `A-b.xib`, whatever the locale.
    package static func pathOrder(_ a: String, _ b: String) -> Bool {
        a.split(separator: "/").lexicographicallyPrecedes(b.split(separator: "/")) { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
    }
}

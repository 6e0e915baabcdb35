import Foundation

/// The legacy archives of `../shared/xcode-upgrades` beside the modern documents Xcode wrote when it
/// upgraded them (`legacy/NAME`, `modern/NAME`, and `MANIFEST.tsv` naming each one's commit). Tests
/// that read them are skipped, with a message, when the folder is absent.
public enum XcodeUpgrades {
    /// One pair: the file name and the subject of the commit that upgraded it.
    public struct Pair: Sendable, CustomStringConvertible {
        public var name: String
        public var commitSubject: String
        public var legacyPath: String { root.appendingPathComponent("legacy").appendingPathComponent(name).path }
        public var modernPath: String { root.appendingPathComponent("modern").appendingPathComponent(name).path }
        public var description: String { name }
    }

    /// `../shared/xcode-upgrades`, relative to the package root.
    public static let root: URL = PackagePaths.root
        .appendingPathComponent("..")
        .appendingPathComponent("shared")
        .appendingPathComponent("xcode-upgrades")
        .standardizedFileURL

    /// Whether the pairs are present.
    public static var isAvailable: Bool {
        FileManager.default.fileExists(atPath: root.appendingPathComponent("MANIFEST.tsv").path)
    }

    /// Every pair of the manifest, in its order.
    public static func pairs() throws -> [Pair] {
        let manifest = try String(contentsOf: root.appendingPathComponent("MANIFEST.tsv"), encoding: .utf8)
        let rows = manifest.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
        guard let header = rows.first, let file = header.firstIndex(of: "file"), let subject = header.firstIndex(of: "commit_subject") else { return [] }
        return rows.dropFirst().filter { $0.count > max(file, subject) }.map { Pair(name: $0[file], commitSubject: $0[subject]) }
    }
}

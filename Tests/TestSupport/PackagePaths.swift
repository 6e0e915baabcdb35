import Foundation

/// Where tests find the package's fixtures and the shared corpus, found from this file's path so
/// that tests work from any working directory.
public enum PackagePaths {
    /// The package root: this file is `Tests/TestSupport/PackagePaths.swift`.
    public static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // TestSupport
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    /// `Fixtures/` at the package root.
    public static let fixtures: URL = root.appendingPathComponent("Fixtures")

    /// The path of `relativePath` under `Fixtures/`.
    public static func fixture(_ relativePath: String) -> String {
        fixtures.appendingPathComponent(relativePath).path
    }

    /// The real Interface Builder files in `../shared/corpus`, relative to the package root.
    public static let corpusRoot: URL = root
        .appendingPathComponent("..")
        .appendingPathComponent("shared")
        .appendingPathComponent("corpus")
        .standardizedFileURL

    /// Whether the corpus is present; tests reading it are skipped, with a message, when it is not.
    public static var isCorpusAvailable: Bool {
        FileManager.default.fileExists(atPath: corpusRoot.appendingPathComponent("MANIFEST.tsv").path)
    }

    /// The path of a corpus file from its MANIFEST `local_file` column.
    public static func corpus(_ localFile: String) -> String {
        corpusRoot.appendingPathComponent(localFile).path
    }

    /// Legacy archives beside the documents Xcode wrote when it upgraded them, in
    /// `../shared/xcode-upgrades` (folders `legacy/` and `modern/`), relative to the package root.
    public static let xcodeUpgradesRoot: URL = root
        .appendingPathComponent("..")
        .appendingPathComponent("shared")
        .appendingPathComponent("xcode-upgrades")
        .standardizedFileURL

    /// Whether the upgrade pairs are present; tests reading them are skipped, with a message, when not.
    public static var isXcodeUpgradesAvailable: Bool {
        FileManager.default.fileExists(atPath: xcodeUpgradesRoot.appendingPathComponent("MANIFEST.tsv").path)
    }
}

import Foundation
import TestSupport

/// Folders the check tests work in: copies of fixture trees in fresh temporary folders, so a test
/// can edit files (add a view, write a baseline) without touching `Fixtures/`.
enum CheckFixtures {
    /// `Fixtures/CheckRepo`: a small app repository written for these tests (two-layout designs in
    /// one file and in two files, a single-layout cell, a half-connected design, a macOS xib, a
    /// template file, and broken files in hidden, build and excluded folders that must never be read).
    static let repository = PackagePaths.fixtures.appendingPathComponent("CheckRepo")
    /// `Fixtures/CheckGolden/Designs`: one document of every outcome, for the reporters' golden files.
    static let goldenDesigns = PackagePaths.fixtures.appendingPathComponent("CheckGolden/Designs")
    /// `Fixtures/CheckGolden/Expected`: the golden reports.
    static let goldenExpected = PackagePaths.fixtures.appendingPathComponent("CheckGolden/Expected")

    /// A fresh temporary folder.
    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("check-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// A copy of `source` (hidden files included) in a fresh temporary folder.
    static func copy(_ source: URL) throws -> URL {
        let folder = try temporaryFolder().appendingPathComponent(source.lastPathComponent)
        try FileManager.default.copyItem(at: source, to: folder)
        return folder
    }

    /// Writes `text` to `relativePath` under `folder`, creating folders on the way.
    static func write(_ text: String, to relativePath: String, in folder: URL) throws {
        let url = folder.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    /// The text of `relativePath` under `folder`.
    static func read(_ relativePath: String, in folder: URL) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(relativePath), encoding: .utf8)
    }

    /// Adds a button titled `title` as the last subview of the view whose element has `id="rootID"`
    /// in `relativePath`, and returns the line and column where the new element starts.
    @discardableResult
    static func addButton(_ title: String, toViewWithID rootID: String, in relativePath: String, folder: URL) throws -> (line: Int, column: Int) {
        var lines = try read(relativePath, in: folder).components(separatedBy: "\n")
        guard let start = lines.firstIndex(where: { $0.contains("id=\"\(rootID)\"") }),
              let close = lines[start...].firstIndex(where: { $0.contains("</subviews>") }) else {
            throw CocoaError(.fileReadCorruptFile)
        }
        let indent = String(repeating: " ", count: 16)
        lines.insert(contentsOf: [
            "\(indent)<button buttonType=\"roundedRect\" id=\"added-\(UUID().uuidString.prefix(8))\">",
            "\(indent)    <rect key=\"frame\" x=\"10\" y=\"400\" width=\"100\" height=\"30\"/>",
            "\(indent)    <state key=\"normal\" title=\"\(title)\"/>",
            "\(indent)</button>",
        ], at: close)
        try lines.joined(separator: "\n").write(to: folder.appendingPathComponent(relativePath), atomically: true, encoding: .utf8)
        return (close + 1, indent.count + 1)
    }
}

import Foundation

/// Code that documentation shows and a test runs: the documentation's ```swift blocks and the
/// test's marked region must be the same text, so that the two cannot drift apart.
enum DocumentedCode {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The text of `relativePath` under the package root.
    static func text(_ relativePath: String) throws -> String {
        try String(contentsOf: packageRoot.appendingPathComponent(relativePath), encoding: .utf8)
    }

    /// Every ```swift block of `markdown`, in order, each ending in a line feed.
    static func swiftBlocks(in markdown: String) -> [String] {
        markdown.components(separatedBy: "```swift\n").dropFirst().compactMap {
            $0.components(separatedBy: "```").first
        }
    }

    /// The lines between `// <marker>-BEGIN` and `// <marker>-END` in `source` (a test file),
    /// less the test's own indentation (`indent` spaces).
    static func markedRegion(_ marker: String, in source: String, indent: Int = 8) -> String? {
        let pad = String(repeating: " ", count: indent)
        guard let marked = source.components(separatedBy: "// \(marker)-BEGIN\n").dropFirst().first?
            .components(separatedBy: "\(pad)// \(marker)-END").first else { return nil }
        return marked.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasPrefix(pad) ? String($0.dropFirst(indent)) : String($0) }
            .joined(separator: "\n")
    }
}

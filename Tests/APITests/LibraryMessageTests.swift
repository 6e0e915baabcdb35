import Foundation
import Testing
import TestSupport

/// The libraries say what is wrong and what would fix it in their own terms; a command-line flag
/// belongs to the tool, which adds its own hints, so that a tool of the reader's never tells its
/// user to pass a flag it does not have.
@Suite("Library messages")
struct LibraryMessageTests {
    @Test("no string literal of a shipped library module names a command-line flag")
    func noFlags() throws {
        var found: [String] = []
        for module in PublicAPITests.shippedModules {
            let folder = PackagePaths.root.appendingPathComponent("Sources/\(module)")
            let files = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
            for file in files {
                let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
                where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") && line.contains(/"[^"]*--[a-z][^"]*"/) {
                    found.append("Sources/\(module)/\(file):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))")
                }
            }
        }
        #expect(found.isEmpty, "library strings that name a flag:\n\(found.joined(separator: "\n"))")
    }
}

@testable import LayoutDiscovery
import Foundation
import Testing
import LayoutTemplates

/// The second round of write safety: sets of files replaced together, temporary names within the
/// file system's limit, stale temporary files cleaned, owner and permissions kept without
/// setuid/setgid, temporary files registered for removal on SIGINT/SIGTERM.
@Suite("Atomic file writer: sets, names, stale files, ownership")
struct AtomicFileSetTests {
    private let directory: String

    init() throws {
        directory = NSTemporaryDirectory() + "atomic-set-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    private func path(_ name: String) -> String { directory + "/" + name }
    private func read(_ name: String) -> String? {
        FileManager.default.contents(atPath: path(name)).map { String(decoding: $0, as: UTF8.self) }
    }
    private var entries: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted() }

    @Test("a set is replaced together; when one file fails, none changes and no temporary file is left")
    func setAllOrNothing() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try AtomicFileWriter.write("old document", to: path("a.xib"))
        try AtomicFileWriter.write("old truth", to: path("a.truth.json"))
        #expect(throws: DiagnosticError.self) {
            try AtomicFileWriter.write([path("a.xib"), path("a.truth.json")]) { (index, sink: borrowing AtomicFileWriter.Sink) throws(DiagnosticError) in
                try sink.write("new \(index)")
                // The second file fails half-way: a full disk, say.
                if index == 1 { throw DiagnosticError(.error(.unwritableFile, "no space left on device", at: SourceLocation(file: "a.truth.json"))) }
            }
        }
        #expect(read("a.xib") == "old document")
        #expect(read("a.truth.json") == "old truth")
        #expect(entries == ["a.truth.json", "a.xib"])

        try AtomicFileWriter.write([path("a.xib"), path("a.truth.json")]) { (index, sink: borrowing AtomicFileWriter.Sink) throws(DiagnosticError) in
            try sink.write("new \(index)")
        }
        #expect(read("a.xib") == "new 0")
        #expect(read("a.truth.json") == "new 1")
        #expect(entries == ["a.truth.json", "a.xib"])
        #expect(TemporaryFileRegistry.registeredPaths.allSatisfy { !$0.hasPrefix(directory) })
    }

    @Test("when a rename fails after an earlier one succeeded, the replaced file gets its old contents back")
    func renameFailureRollsBack() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try AtomicFileWriter.write("old document", to: path("a.xib"))
        #expect(throws: DiagnosticError.self) {
            try AtomicFileWriter.write([path("a.xib"), path("a.truth.json")]) { (index, sink: borrowing AtomicFileWriter.Sink) throws(DiagnosticError) in
                try sink.write("new \(index)")
                // Once everything is staged, something takes the second name: a non-empty
                // directory, which no rename can replace. The first file is renamed by then.
                if index == 1 {
                    try? FileManager.default.createDirectory(atPath: path("a.truth.json/inside"), withIntermediateDirectories: true)
                }
            }
        }
        #expect(read("a.xib") == "old document")
        var isDirectory: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: path("a.truth.json"), isDirectory: &isDirectory) && isDirectory.boolValue)
        #expect(entries == ["a.truth.json", "a.xib"])
        #expect(TemporaryFileRegistry.registeredPaths.allSatisfy { !$0.hasPrefix(directory) })
    }

    @Test("the same file twice in a set is refused before anything is written")
    func sameFileTwice() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect(throws: DiagnosticError.self) {
            try AtomicFileWriter.write([path("a.xib"), directory + "/./a.xib"]) { (_, sink: borrowing AtomicFileWriter.Sink) throws(DiagnosticError) in
                try sink.write("x")
            }
        }
        #expect(entries.isEmpty)
    }

    @Test("a legal 249-byte output name is written: the temporary name is cut to 255 bytes")
    func longName() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let name = String(repeating: "n", count: 245) + ".xml"
        try AtomicFileWriter.write("x", to: path(name))
        #expect(read(name) == "x")
        // Multi-byte names are cut at a character boundary.
        let stem = AtomicFileWriter.temporaryStem(for: String(repeating: "é", count: 127))
        #expect(stem.utf8.count + 10 + 1 + 10 + 4 <= AtomicFileWriter.maximumNameBytes)
        #expect(stem.hasSuffix("é.tmp-"))
    }

    @Test("a temporary file left by a process that no longer runs is removed on the next write; a running one's is not")
    func staleTemporaryFiles() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        // A process id that is not running: a child that has ended and been reaped.
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/bin/true")
        try child.run()
        child.waitUntilExit()
        let dead = child.processIdentifier
        let stale = ".out.svg.tmp-\(dead)-abc123"
        let live = ".out.svg.tmp-\(getpid())-def456"
        let unrelated = ".other.svg.tmp-\(dead)-abc123"
        for name in [stale, live, unrelated] {
            _ = FileManager.default.createFile(atPath: path(name), contents: Data("partial".utf8))
        }
        try AtomicFileWriter.write("new", to: path("out.svg"))
        #expect(entries == [live, unrelated, "out.svg"].sorted())
    }

    @Test("an overwritten file keeps its owner and group but loses setuid and setgid", .enabled(if: geteuid() == 0, "needs root to give a file to another user"))
    func ownerAndPrivilegeBits() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let target = path("tool")
        _ = FileManager.default.createFile(atPath: target, contents: Data("old".utf8))
        #expect(chown(target, 4321, 4322) == 0)
        #expect(chmod(target, 0o6755) == 0)
        try AtomicFileWriter.write("new", to: target)
        var status = stat()
        #expect(stat(target, &status) == 0)
        #expect(status.st_uid == 4321 && status.st_gid == 4322)
        #expect(status.st_mode & 0o7777 == 0o755)
        #expect(read("tool") == "new")
    }

    @Test("permission bits other than setuid and setgid are kept (the sticky bit too)")
    func permissionBits() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let target = path("out.txt")
        _ = FileManager.default.createFile(atPath: target, contents: Data("old".utf8))
        #expect(chmod(target, 0o640) == 0)
        try AtomicFileWriter.write("new", to: target)
        var status = stat()
        #expect(stat(target, &status) == 0)
        #expect(status.st_mode & 0o7777 == 0o640)
    }

    @Test("while a file is being written its temporary file is registered for removal on a signal, and forgotten after")
    func registration() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var seen: [String] = []
        try AtomicFileWriter.write(to: path("out.svg")) { (_: borrowing AtomicFileWriter.Sink) throws(DiagnosticError) in
            seen = TemporaryFileRegistry.registeredPaths.filter { $0.hasPrefix(directory) }
        }
        #expect(seen.count == 1)
        #expect(seen.first.map { $0.hasPrefix(path(".out.svg.tmp-\(getpid())-")) } == true)
        #expect(TemporaryFileRegistry.registeredPaths.allSatisfy { !$0.hasPrefix(directory) })
    }
}

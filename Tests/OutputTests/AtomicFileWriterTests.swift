import Foundation
import Testing
import LayoutTemplates

/// A fresh directory per test, so that "no temporary file is left behind" can be checked by listing it.
private struct Scratch {
    let directory: String

    init() throws {
        directory = NSTemporaryDirectory() + "atomic-writer-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    func path(_ name: String) -> String { directory + "/" + name }

    func write(_ name: String, _ text: String) -> String {
        let path = path(name)
        _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
        return path
    }

    func read(_ name: String) -> String? {
        FileManager.default.contents(atPath: path(name)).map { String(decoding: $0, as: UTF8.self) }
    }

    var entries: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
    }

    func remove() { try? FileManager.default.removeItem(atPath: directory) }
}

/// The rule of the error `body` throws, or `nil` when it succeeds (or throws something else).
private func rule(of body: () throws -> Void) -> RuleID? {
    do {
        try body()
        return nil
    } catch let error as DiagnosticError {
        return error.diagnostics.first?.rule
    } catch {
        return nil
    }
}

@Suite("Atomic file writer")
struct AtomicFileWriterTests {
    @Test("a new file gets exactly the bytes and no temporary file is left")
    func createsNewFile() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try AtomicFileWriter.write("hello\n", to: scratch.path("out.svg"))
        #expect(scratch.read("out.svg") == "hello\n")
        #expect(scratch.entries == ["out.svg"])
    }

    @Test("an existing file is replaced whole and keeps its permission bits")
    func replacesExistingFile() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let path = scratch.write("out.xib", String(repeating: "old content ", count: 1000))
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)
        try AtomicFileWriter.write("new", to: path)
        #expect(scratch.read("out.xib") == "new")
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(mode == 0o640)
        #expect(scratch.entries == ["out.xib"])
    }

    @Test("a producer that fails half-way leaves the existing output untouched and no temporary file")
    func failureNeverTruncates() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let path = scratch.write("out.xib", "precious")
        let stop = DiagnosticError(.error(.invalidValue, "stop", at: nil))
        #expect(rule {
            try AtomicFileWriter.write(to: path) { (sink: borrowing AtomicFileWriter.Sink) throws(DiagnosticError) in
                try sink.write("half of the new ")
                throw stop
            }
        } == .invalidValue)
        #expect(scratch.read("out.xib") == "precious")
        #expect(scratch.entries == ["out.xib"])
    }

    @Test("the streaming form writes every piece in order")
    func streamingPieces() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try AtomicFileWriter.write(to: scratch.path("out.txt")) { (sink: borrowing AtomicFileWriter.Sink) throws(DiagnosticError) in
            for index in 0..<1000 { try sink.write("\(index),") }
        }
        #expect(scratch.read("out.txt") == (0..<1000).map { "\($0)," }.joined())
    }

    @Test("writing over an input is refused however the path is spelled", arguments: [
        "same", "dot", "dotdot", "double-slash", "symlink", "hardlink",
    ])
    func refusesInputs(spelling: String) throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let input = scratch.write("a.xib", "the input")
        try FileManager.default.createDirectory(atPath: scratch.path("sub"), withIntermediateDirectories: false)
        let output: String
        switch spelling {
        case "same": output = input
        case "dot": output = scratch.directory + "/./a.xib"
        case "dotdot": output = scratch.directory + "/sub/../a.xib"
        case "double-slash": output = scratch.directory + "//a.xib"
        case "symlink":
            output = scratch.path("link.xib")
            try FileManager.default.createSymbolicLink(atPath: output, withDestinationPath: input)
        default:
            output = scratch.path("hard.xib")
            try FileManager.default.linkItem(atPath: input, toPath: output)
        }
        #expect(rule { try AtomicFileWriter.write("overwritten", to: output, refusingToOverwrite: [input]) } == .overwritesInput)
        #expect(scratch.read("a.xib") == "the input")
        // The input may also be spelled differently from the output: the other way round.
        #expect(rule { try AtomicFileWriter.write("overwritten", to: input, refusingToOverwrite: [output]) } == .overwritesInput)
        #expect(scratch.read("a.xib") == "the input")
    }

    @Test("a new output in the same directory as an input is not mistaken for it")
    func otherFileInSameDirectoryIsAllowed() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let input = scratch.write("a.xib", "the input")
        try AtomicFileWriter.write("merged", to: scratch.path("b.xib"), refusingToOverwrite: [input, scratch.path("missing.xib")])
        #expect(scratch.read("b.xib") == "merged")
        #expect(scratch.read("a.xib") == "the input")
    }

    @Test("a symbolic link as output replaces the file it points to and stays a link")
    func writesThroughSymlink() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let target = scratch.write("target.svg", "old")
        let link = scratch.path("link.svg")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        try AtomicFileWriter.write("new", to: link)
        #expect(scratch.read("target.svg") == "new")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == target)
    }

    @Test("a missing directory, a directory as output and a dangling link are errors that create nothing")
    func unwritableDestinations() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        #expect(rule { try AtomicFileWriter.write("x", to: scratch.path("no/such/dir/out.svg")) } == .unwritableFile)
        try FileManager.default.createDirectory(atPath: scratch.path("dir"), withIntermediateDirectories: false)
        #expect(rule { try AtomicFileWriter.write("x", to: scratch.path("dir")) } == .unwritableFile)
        #expect(rule { try AtomicFileWriter.write("x", to: scratch.path("dir") + "/") } == .unwritableFile)
        try FileManager.default.createSymbolicLink(atPath: scratch.path("dangling"), withDestinationPath: scratch.path("nowhere"))
        #expect(rule { try AtomicFileWriter.write("x", to: scratch.path("dangling")) } == .unwritableFile)
        #expect(rule { try AtomicFileWriter.write("x", to: "") } == .unwritableFile)
        #expect(scratch.entries == ["dangling", "dir"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path("dir")).isEmpty)
    }

    @Test("the diagnostic names the output path and explains the system error")
    func diagnosticText() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let path = scratch.path("no/out.svg")
        do {
            try AtomicFileWriter.write("x", to: path)
            Issue.record("expected an error")
        } catch {
            let rendered = error.diagnostics.map(\.rendered).joined()
            #expect(rendered.hasPrefix(path + ": error: "))
            #expect(rendered.contains("[unwritable-file]"))
        }
    }
}

import Foundation
import LayoutTemplates
import Testing
import TestSupport

/// `check` over folders a hostile repository could hold: every path the walk meets is checked,
/// skipped for a stated reason, or an error that makes the run "could not be checked" (exit 2).
@Suite("Folder walks through check", .enabled(if: TemplateApplyProcess.isAvailable), .timeLimit(.minutes(2)))
struct FolderWalkTests {
    private static let design = (try? String(contentsOf: PackagePaths.fixtures.appendingPathComponent("Example/LoginForm.xib"), encoding: .utf8)) ?? ""

    /// A folder holding the example design (whose unmatched button fails the gate) as `Login.xib`.
    private func folderWithDesign() throws -> HostileFiles {
        let files = try HostileFiles()
        try files.write("Login.xib", FolderWalkTests.design)
        return files
    }

    /// Runs `check` with `arguments` in `folder`, as another user when the tests run as root (root
    /// reads every file, so a permission test would otherwise show nothing).
    private func check(_ arguments: [String], in folder: String, unprivileged: Bool = false) throws -> TemplateApplyProcess.Output {
        let binary = try #require(TemplateApplyProcess.url)
        if unprivileged, geteuid() == 0 {
            let setpriv = URL(fileURLWithPath: "/usr/bin/setpriv")
            return try TemplateApplyProcess.run(["--reuid=65534", "--regid=65534", "--clear-groups", binary.path, "check"] + arguments,
                                                executable: setpriv, timeout: 30, currentDirectory: URL(fileURLWithPath: folder))
        }
        return try TemplateApplyProcess.run(["check"] + arguments, timeout: 30, currentDirectory: URL(fileURLWithPath: folder))
    }

    @Test("a design whose name is not UTF-8: exit 2 and an error naming it with the bytes escaped, not a silent pass")
    func notUTF8() throws {
        let files = try folderWithDesign()
        defer { files.remove() }
        let name = Array("Hidden".utf8) + [0xFF, 0xFE] + Array(".xib".utf8)
        #expect(creat((Array(files.directory.utf8) + [UInt8(ascii: "/")] + name).map { CChar(bitPattern: $0) } + [0], 0o644) >= 0)
        let output = try check(["."], in: files.directory)
        #expect(output.status == 2, "\(output.stderr)")
        #expect(output.stderr.contains("Hidden\\xFF\\xFE.xib: error: cannot check: the path is not valid UTF-8"), "\(output.stderr)")
        #expect(!output.stderr.contains("\u{FFFD}"))
        #expect(output.stdout.hasSuffix("; 1 path could not be read\n"), "\(output.stdout)")
    }

    @Test("a folder that cannot be listed or searched: exit 2, an error with the system's reason, and not counted as a document",
          .enabled(if: geteuid() != 0 || FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv"), "running as root without setpriv: permissions cannot be taken away"))
    func unreadableFolders() throws {
        let files = try folderWithDesign()
        defer {
            chmod(files.path("Locked"), 0o755)
            chmod(files.path("Closed"), 0o755)
            files.remove()
        }
        // The test folder itself must be reachable by the unprivileged user.
        chmod(files.directory, 0o755)
        chmod(files.path("Login.xib"), 0o644)
        for folder in ["Locked", "Closed"] {
            try FileManager.default.createDirectory(atPath: files.path(folder), withIntermediateDirectories: false)
            try files.write(folder + "/Inner.xib", FolderWalkTests.design)
        }
        chmod(files.path("Locked"), 0o000)
        chmod(files.path("Closed"), 0o644)
        let output = try check(["."], in: files.directory, unprivileged: true)
        #expect(output.status == 2, "\(output.stderr)")
        #expect(output.stderr.contains("Locked: error: cannot list the folder: Permission denied [unreadable-file]"), "\(output.stderr)")
        #expect(output.stderr.contains("Closed: error: cannot search the folder: Permission denied [unreadable-file]"), "\(output.stderr)")
        #expect(output.stdout == "checked 1 document: 0 designs passed, 1 with problems; 0 without alternative layouts, 0 half-connected, 0 not iOS (skipped); 2 paths could not be read\n")
    }

    @Test("a design that cannot be read says why (the system's reason)",
          .enabled(if: geteuid() != 0 || FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv"), "running as root without setpriv: permissions cannot be taken away"))
    func unreadableDesign() throws {
        let files = try folderWithDesign()
        defer { files.remove() }
        chmod(files.directory, 0o755)
        chmod(files.path("Login.xib"), 0o000)
        let output = try check(["."], in: files.directory, unprivileged: true)
        #expect(output.status == 2, "\(output.stderr)")
        #expect(output.stderr.contains("Login.xib: error: cannot open file: Permission denied [unreadable-file]"), "\(output.stderr)")
    }

    @Test("a symbolic link loop says so, found in a folder or named; it is not 'no such file'")
    func linkLoop() throws {
        let files = try HostileFiles()
        defer { files.remove() }
        try FileManager.default.createSymbolicLink(atPath: files.path("A.xib"), withDestinationPath: "B.xib")
        try FileManager.default.createSymbolicLink(atPath: files.path("B.xib"), withDestinationPath: "A.xib")
        for arguments in [["."], ["A.xib"]] {
            let output = try check(arguments, in: files.directory)
            #expect(output.status == 2, "\(output.stderr)")
            #expect(output.stderr.contains("A.xib: error: a loop of symbolic links: Too many levels of symbolic links [unreadable-file]"), "\(output.stderr)")
            #expect(!output.stderr.contains("no such file"))
        }
    }

    @Test("one design named relative, with '..', absolute and through a symbolic link is checked and reported once")
    func sameFileManyNames() throws {
        let files = try folderWithDesign()
        defer { files.remove() }
        try FileManager.default.createSymbolicLink(atPath: files.path("Alias.xib"), withDestinationPath: "Login.xib")
        let folderName = URL(fileURLWithPath: files.directory).lastPathComponent
        let output = try check(["Login.xib", "../\(folderName)/Login.xib", files.path("Login.xib"), "Alias.xib", "."], in: files.directory)
        #expect(output.status == 1, "\(output.stderr)")
        #expect(output.stdout == "checked 1 document: 0 designs passed, 1 with problems; 0 without alternative layouts, 0 half-connected, 0 not iOS (skipped)\n")
        let warnings = output.stderr.split(separator: "\n").filter { $0.contains("warning:") }
        #expect(warnings == ["Login.xib:115:25: warning: couldn't find match for UIView => UIView => UIButton \"Use Face ID\" [unmatched-view]"])
    }

    @Test("a design with CR-only line ends is reported where the same design with LF or CR LF is")
    func lineEnds() throws {
        let files = try HostileFiles()
        defer { files.remove() }
        for (name, end) in [("LF", "\n"), ("CR", "\r"), ("CRLF", "\r\n")] {
            try files.write("\(name).xib", FolderWalkTests.design.replacingOccurrences(of: "\n", with: end))
        }
        let output = try check(["."], in: files.directory)
        #expect(output.status == 1, "\(output.stderr)")
        for name in ["LF", "CR", "CRLF"] {
            #expect(output.stderr.contains("\(name).xib:115:25: warning: couldn't find match"), "\(output.stderr)")
            #expect(output.stderr.contains("\(name).xib:88:9: note: in the landscape layout"), "\(output.stderr)")
        }
    }
}

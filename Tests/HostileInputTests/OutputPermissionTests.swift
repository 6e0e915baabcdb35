import Foundation
import Testing
import LayoutTemplates
import LayoutCore
import LayoutChecking
import TestSupport

/// Outputs respect what the user may write, and the configuration search what it may search.
/// The decisions are tested directly; the end-to-end cases need an ordinary user, so they run the
/// tool as `nobody` through `setpriv` when the tests run as root, and are skipped, saying so,
/// otherwise.
@Suite struct OutputPermissionTests {
    typealias Owned = WritePermission.Owned
    static let user: uid_t = 1000
    static let other: uid_t = 1001
    static let folder = Owned(mode: 0o40755, owner: user, group: 100)
    static let sticky = Owned(mode: 0o41777, owner: 0, group: 0)

    @Test("a read-only file is refused to its owner, its group and others; root may replace it")
    func readOnly() {
        let file = Owned(mode: 0o100444, owner: Self.user, group: 100)
        #expect(WritePermission.refusal(file: file, folder: Self.folder, user: Self.user, groups: [100]) != nil)
        #expect(WritePermission.refusal(file: Owned(mode: 0o100464, owner: Self.other, group: 100), folder: Self.folder, user: Self.user, groups: [100]) == nil)
        #expect(WritePermission.refusal(file: Owned(mode: 0o100644, owner: Self.other, group: 100), folder: Self.folder, user: Self.user, groups: [100]) != nil)
        #expect(WritePermission.refusal(file: Owned(mode: 0o100646, owner: Self.other, group: 200), folder: Self.folder, user: Self.user, groups: [100]) == nil)
        #expect(WritePermission.refusal(file: file, folder: Self.folder, user: 0, groups: [0]) == nil)
        #expect(WritePermission.refusal(file: Owned(mode: 0o100644, owner: Self.user, group: 100), folder: Self.folder, user: Self.user, groups: []) == nil)
    }

    @Test("another user's file in a sticky world-writable folder is refused even when its bits allow writing; one's own or the folder owner's is not")
    func stickyFolder() {
        let others = Owned(mode: 0o100666, owner: Self.other, group: 100)
        #expect(WritePermission.refusal(file: others, folder: Self.sticky, user: Self.user, groups: [100]) != nil)
        #expect(WritePermission.refusal(file: Owned(mode: 0o100644, owner: Self.user, group: 100), folder: Self.sticky, user: Self.user, groups: []) == nil)
        #expect(WritePermission.refusal(file: Owned(mode: 0o100666, owner: 0, group: 0), folder: Self.sticky, user: Self.user, groups: []) == nil)
        #expect(WritePermission.refusal(file: others, folder: Owned(mode: 0o40777, owner: 0, group: 0), user: Self.user, groups: []) == nil)
    }

    @Test("only a path that is not there is absent to the configuration search; one it cannot examine is not")
    func configurationAbsence() {
        #expect(CheckConfiguration.isAbsence(ENOENT))
        #expect(CheckConfiguration.isAbsence(ENOTDIR))
        #expect(!CheckConfiguration.isAbsence(EACCES))
        #expect(!CheckConfiguration.isAbsence(ELOOP))
    }

    /// `setpriv`, when the tests run as root and it is installed: the end-to-end cases run the
    /// tool as `nobody` through it.
    static let setpriv: String? = {
        guard geteuid() == 0, TemplateApplyProcess.isAvailable else { return nil }
        return ["/usr/bin/setpriv", "/bin/setpriv"].first { FileManager.default.isExecutableFile(atPath: $0) }
    }()
    static let nobody: uid_t = 65534

    static func runAsNobody(_ arguments: [String], in directory: URL? = nil) throws -> TemplateApplyProcess.Output {
        let setpriv = try #require(Self.setpriv)
        let tool = try #require(TemplateApplyProcess.url).path
        return try TemplateApplyProcess.run(["--reuid=\(nobody)", "--regid=\(nobody)", "--clear-groups", tool] + arguments,
                                            executable: URL(fileURLWithPath: setpriv), currentDirectory: directory)
    }

    @Test("as an ordinary user: a read-only output and another user's file in a sticky folder are not replaced (exit 1, unchanged)",
          .enabled(if: setpriv != nil, "needs root and setpriv to run the tool as an ordinary user: skipped"))
    func ordinaryUserOutputs() throws {
        let directory = try TemporaryDirectory()
        #expect(chmod(directory.path, 0o1777) == 0)
        let readOnly = directory.file("ReadOnly.xib")
        try "old".write(toFile: readOnly, atomically: false, encoding: .utf8)
        #expect(chown(readOnly, Self.nobody, Self.nobody) == 0 && chmod(readOnly, 0o444) == 0)
        let others = directory.file("Others.xib")
        try "old".write(toFile: others, atomically: false, encoding: .utf8)
        #expect(chown(others, 1, 1) == 0 && chmod(others, 0o666) == 0)
        for output in [readOnly, others] {
            let result = try Self.runAsNobody(["merge", PackagePaths.fixture("Example/LoginForm.xib"), "-o", output])
            #expect(result.status == 1, "\(output): \(result.stderr)")
            #expect(result.stderr.contains("[unwritable-file]"), "\(result.stderr)")
            #expect(try String(contentsOfFile: output, encoding: .utf8) == "old")
        }
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasPrefix(".") }
        #expect(leftovers.isEmpty, "\(leftovers)")
    }

    @Test("as an ordinary user: a folder above the checked one that cannot be searched is an error (exit 2), not a missing configuration",
          .enabled(if: setpriv != nil, "needs root and setpriv to run the tool as an ordinary user: skipped"))
    func unsearchableFolder() throws {
        let directory = try TemporaryDirectory()
        let checked = directory.path + "/closed/project"
        try FileManager.default.createDirectory(atPath: checked, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: PackagePaths.fixture("DuplicateIDs/ConstraintReusesViewIDs.xib"), toPath: checked + "/Panel.xib")
        try "strict: true\n".write(toFile: checked + "/.template-apply.yml", atomically: true, encoding: .utf8)
        for path in [directory.path, directory.path + "/closed", checked, checked + "/Panel.xib", checked + "/.template-apply.yml"] {
            #expect(chmod(path, path.hasSuffix("/closed") ? 0o777 : (path.hasSuffix(".xib") || path.hasSuffix(".yml") ? 0o644 : 0o755)) == 0)
        }
        let strict = try Self.runAsNobody(["check", "."], in: URL(fileURLWithPath: checked))
        #expect(strict.status == 1, "\(strict.stderr)")
        // The folder above can no longer be searched; the checked folder is still the current one.
        #expect(chmod(directory.path + "/closed", 0o666) == 0)
        defer { _ = chmod(directory.path + "/closed", 0o777) }
        let result = try Self.runAsNobody(["check", "."], in: URL(fileURLWithPath: checked))
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("Permission denied"), "\(result.stderr)")
    }
}

import Testing
import TestSupport

/// A first argument that names no command is a usage error that names the command meant, not
/// ArgumentParser's "unexpected arguments".
@Suite("template-apply with an unknown command")
struct UnknownCommandTests {
    @Test("a misspelt command gets a did-you-mean and exit status 64", arguments: [
        (["chek", "."], "check"),
        (["mach", "Fixtures/Example/LoginForm.xib"], "match"),
        (["upgrde", "A.xib", "-o", "B.xib"], "upgrade"),
        (["Merge"], "merge"),
    ])
    func misspelt(arguments: [String], meant: String) throws {
        let output = try TemplateApplyProcess.run(arguments)
        #expect(output.status == 64)
        #expect(output.stderr.hasPrefix("Error: unknown command '\(arguments[0])' (did you mean '\(meant)'?)\n"), "\(output.stderr)")
        #expect(!output.stderr.contains("unexpected argument"))
    }

    @Test("a word close to no command lists the commands; a control character in it is escaped")
    func unknown() throws {
        let output = try TemplateApplyProcess.run(["frobnicate\u{1b}[2J", "."])
        #expect(output.status == 64)
        #expect(output.stderr.contains("unknown command 'frobnicate\\u{001B}[2J'; the commands are inspect, match, apply, merge, upgrade, check"), "\(output.stderr)")
        #expect(!output.stderr.contains("\u{1b}"))
    }

    @Test("commands, help, options and no argument at all are left to ArgumentParser", arguments: [
        ["check", "--help"],
        ["help", "check"],
        ["--version"],
        ["devices"],
        [],
    ])
    func known(arguments: [String]) throws {
        let output = try TemplateApplyProcess.run(arguments)
        #expect(output.status == 0, "\(arguments): \(output.stderr)")
        #expect(!output.stderr.contains("unknown command"))
    }
}

import Testing

/// The check-layouts plugin's reading of its arguments, which decides what goes to the log
/// unchanged, what stays off stdout, and which files need the package folder to be writable.
/// (The plugin itself runs only under `swift package`; `Scripts/check-layouts-sample.sh` runs it.)
@Suite("check-layouts plugin: its arguments")
struct CheckInvocationTests {
    @Test("No argument checks the package; arguments are passed to check as they are")
    func arguments() {
        #expect(CheckInvocation([]).arguments == ["check", "."])
        #expect(CheckInvocation(["App", "--strict"]).arguments == ["check", "App", "--strict"])
    }

    @Test("Text passes diagnostics through; a machine format keeps stdout for the report", arguments: [
        ([], true), (["--format", "text"], true), (["--format", "sarif"], false), (["--format=json"], false),
        (["App", "--format", "github"], false), (["--", "--format", "sarif"], true),
    ])
    func format(arguments: [String], isText: Bool) {
        #expect(CheckInvocation(arguments).isText == isText)
    }

    @Test("The files check writes are found in every spelling")
    func writtenFiles() {
        #expect(CheckInvocation(["--format", "sarif", "-o", "out.sarif"]).writtenFiles == ["out.sarif"])
        #expect(CheckInvocation(["--output=a.json", "--write-baseline", "base.json"]).writtenFiles == ["a.json", "base.json"])
        #expect(CheckInvocation(["--baseline", "base.json", "App"]).writtenFiles.isEmpty)
        #expect(CheckInvocation(["-o"]).writtenFiles.isEmpty)
    }

    @Test("The messages name the flag that allows writing and check's own status")
    func messages() {
        #expect(CheckInvocation.permissionMessage(for: "layouts.sarif").contains("--allow-writing-to-package-directory"))
        #expect(CheckInvocation.statusMessage(2) == "template-apply check exited with status 2 (some input could not be checked)")
    }
}

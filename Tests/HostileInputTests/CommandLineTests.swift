import Foundation
import LayoutTemplates
import Testing
import TestSupport

/// The same hostile inputs through the built `template-apply`, as CI runs it: exit status 1, a
/// compiler-style diagnostic on stderr with path:line:col, never a signal, never a hang (the
/// runner kills a run after 60 s and reports it as hung), and nothing read or fetched that the
/// command was not given.
@Suite("Hostile input through the CLI", .timeLimit(.minutes(3)))
struct CommandLineTests {
    @Test("the built binary is found next to the tests")
    func binaryFound() {
        #expect(TemplateApplyProcess.url != nil)
    }

    /// Asserts the common contract and returns the output for further checks.
    @discardableResult
    private func expectRefused(_ arguments: [String], path: String, line: Int? = nil, rule: RuleID? = nil, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> TemplateApplyProcess.Output {
        let output = try TemplateApplyProcess.run(arguments, timeout: 60)
        #expect(!output.hung, "hung: \(arguments)", sourceLocation: sourceLocation)
        #expect(!output.signaled, "ended by a signal: \(output.stderr)", sourceLocation: sourceLocation)
        #expect(output.status == 1, "status \(output.status): \(output.stderr)", sourceLocation: sourceLocation)
        let prefix = line.map { "\(path):\($0):" } ?? "\(path):"
        #expect(output.stderr.hasPrefix(prefix), "\(output.stderr)", sourceLocation: sourceLocation)
        #expect(output.stderr.contains(": error: "), "\(output.stderr)", sourceLocation: sourceLocation)
        if let rule {
            #expect(output.stderr.contains("[\(rule.rawValue)]"), "\(output.stderr)", sourceLocation: sourceLocation)
        }
        return output
    }

    @Test("billion laughs and an external entity: refused, and the secret file's content appears nowhere")
    func entities() throws {
        let files = try HostileFiles()
        defer { files.remove() }
        var declarations = "<!ENTITY l0 \"lol\">"
        for level in 1...9 { declarations += "<!ENTITY l\(level) \"" + String(repeating: "&l\(level - 1);", count: 10) + "\">" }
        let laughs = try files.write("laughs.xib", "<?xml version=\"1.0\"?>\n<!DOCTYPE document [\(declarations)]>\n<document>&l9;</document>")
        try expectRefused(["inspect", laughs], path: laughs, line: 2, rule: .refusedXML)

        let token = "SECRET-\(UUID().uuidString)"
        let secret = try files.write("secret.txt", token)
        let xxe = try files.write("xxe.xib", "<?xml version=\"1.0\"?>\n<!DOCTYPE document [<!ENTITY x SYSTEM \"file://\(secret)\">]>\n<document><objects><label text=\"&x;\"/></objects></document>")
        let dtd = try files.write("dtd.xib", "<?xml version=\"1.0\"?>\n<!DOCTYPE document SYSTEM \"\(secret)\">\n<document/>")
        for path in [xxe, dtd] {
            for format in ["text", "json"] {
                let output = try expectRefused(["inspect", "--format", format, path], path: path, line: 2, rule: .refusedXML)
                #expect(!output.stdout.contains(token) && !output.stderr.contains(token))
            }
        }
    }

    @Test("with strace: the secret file is never opened and no socket is ever created", .enabled(if: Strace.url != nil, "strace is not installed; the loopback-listener test still covers the network"))
    func traced() throws {
        let strace = try #require(Strace.url)
        let binary = try #require(TemplateApplyProcess.url)
        let files = try HostileFiles()
        defer { files.remove() }
        let secret = try files.write("secret.txt", "SECRET")
        let cases = [
            try files.write("xxe.xib", "<!DOCTYPE document [<!ENTITY x SYSTEM \"\(secret)\">]>\n<document>&x;</document>"),
            try files.write("dtd.xib", "<!DOCTYPE document SYSTEM \"\(secret)\">\n<document/>"),
            try files.write("net.xib", "<!DOCTYPE document SYSTEM \"http://127.0.0.1:9/evil.dtd\">\n<document/>"),
            try files.write("net-entity.xib", "<!DOCTYPE document [<!ENTITY % e SYSTEM \"http://127.0.0.1:9/e\"> %e;]>\n<document/>"),
        ]
        for path in cases {
            let trace = files.path("trace-\(UUID().uuidString).txt")
            let output = try TemplateApplyProcess.run(["-f", "-o", trace, "-e", "trace=network,open,openat", binary.path, "inspect", path], executable: strace, timeout: 60)
            #expect(output.status == 1, "\(output.stderr)")
            let log = try String(contentsOfFile: trace, encoding: .utf8)
            #expect(log.contains(path), "the trace did not record opening the input: strace is not tracing")
            #expect(!log.contains(secret), "the secret file was opened for \(path)")
            #expect(!log.contains("socket("), "a socket was created for \(path)")
            #expect(!log.contains("connect("), "a connection was attempted for \(path)")
        }
    }

    @Test("a DOCTYPE naming a network DTD: refused, and the loopback listener sees no connection")
    func network() throws {
        let listener = try #require(LoopbackListener())
        let files = try HostileFiles()
        defer { files.remove() }
        let path = try files.write("net.xib", "<?xml version=\"1.0\"?>\n<!DOCTYPE document SYSTEM \"http://127.0.0.1:\(listener.port)/evil.dtd\">\n<document/>")
        try expectRefused(["inspect", path], path: path, line: 2, rule: .refusedXML)
        #expect(!listener.receivedConnection)
    }

    @Test("broken and hostile files: status 1, one diagnostic with its position, and nothing libxml2 prints on its own", arguments: [
        "deep", "invalid-utf8", "nul", "not-xml", "empty", "truncated", "long-attribute", "many-attributes", "utf16-lie",
    ])
    func brokenFiles(kind: String) throws {
        let files = try HostileFiles()
        defer { files.remove() }
        let path: String
        var line: Int? = 1
        switch kind {
        case "deep": path = try files.write("deep.xib", head: modernHead, repeated: "<view>", count: 1_000_000, tail: ""); line = nil
        case "invalid-utf8": path = try files.write("utf8.xib", Array(modernHead.utf8) + [0xC3, 0x28] + Array(modernTail.utf8)); line = 4
        case "nul": path = try files.write("nul.xib", Array(modernHead.utf8) + [0] + Array(modernTail.utf8)); line = 4
        case "not-xml": path = try files.write("png.xib", [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        case "empty": path = try files.write("empty.xib", [])
        case "truncated": path = try files.write("truncated.xib", String(modernHead.dropLast(20))); line = nil
        case "long-attribute": path = try files.write("long.xib", head: modernHead + "<label text=\"", repeated: "x", count: 2_000_000, tail: "\"/>" + modernTail); line = 4
        case "many-attributes":
            path = try files.write("attributes.xib", modernHead + "<label" + (0..<100_000).map { " a\($0)=\"\($0)\"" }.joined() + "/>" + modernTail)
            line = 4
        default: path = try files.write("lie.xib", "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<document/>"); line = nil
        }
        let output = try expectRefused(["inspect", path], path: path, line: line)
        #expect(output.stderr.split(separator: "\n").count == 1, "more than one line on stderr: \(output.stderr)")
        #expect(output.stdout.isEmpty)
    }

    @Test("devices and FIFOs are refused without reading", arguments: ["/dev/zero", "fifo"])
    func devices(kind: String) throws {
        let files = try HostileFiles()
        defer { files.remove() }
        var path = kind
        if kind == "fifo" {
            path = files.path("fifo.xib")
            #expect(mkfifo(path, 0o600) == 0)
        }
        try expectRefused(["inspect", path], path: path, rule: .unreadableFile)
    }

    @Test("hostile values: status 1 and the diagnostic at the value's line", arguments: ValueTests.variants)
    func values(variant: FixtureVariant) throws {
        let files = try HostileFiles()
        defer { files.remove() }
        let path = try #require(try variant.write(to: files))
        let output = try expectRefused(["inspect", path], path: path, line: variant.line, rule: variant.rule)
        #expect(output.stdout.isEmpty)
    }

    @Test("broken references and duplicate ids: status 1 from inspect", arguments: StructureTests.importErrors)
    func importStructure(variant: FixtureVariant) throws {
        let files = try HostileFiles()
        defer { files.remove() }
        let path = try #require(try variant.write(to: files))
        let output = try TemplateApplyProcess.run(["inspect", path], timeout: 60)
        #expect(output.status == 1 && !output.signaled)
        #expect(output.stderr.contains("\(path):\(variant.line):"), "\(output.stderr)")
        #expect(output.stderr.contains("[broken-reference]"))
    }

    @Test("layouts that are not separate trees: status 1 from match, apply and merge", arguments: StructureTests.layoutErrors)
    func layoutStructure(variant: FixtureVariant) throws {
        let files = try HostileFiles()
        defer { files.remove() }
        let path = try #require(try variant.write(to: files))
        let merged = files.path("merged.layouts.xml")
        for arguments in [["match", path], ["apply", path, "--orientation", "landscapeLeft"], ["merge", path, "-o", merged]] {
            let output = try TemplateApplyProcess.run(arguments, timeout: 60)
            #expect(output.status == 1 && !output.signaled, "\(arguments): \(output.status) \(output.stderr)")
            #expect(output.stderr.contains("\(path):\(variant.line):"), "\(arguments): \(output.stderr)")
            #expect(output.stderr.contains("[broken-reference]"))
        }
        #expect(!FileManager.default.fileExists(atPath: merged))
    }

    /// A small legacy archive around `roots`, as the legacy importer's own tests build them.
    private func legacyArchive(roots: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00">
        <data>
        <array class="NSMutableArray" key="IBDocument.RootObjects" id="1000">
        <object class="IBProxyObject" id="1"><string key="IBProxiedObjectIdentifier">IBFilesOwner</string></object>
        \(roots)
        </array>
        </data>
        </archive>
        """
    }

    @Test("legacy archives: a reference cycle, a view that is its own ancestor, a missing id, a negative size", arguments: [
        ("cycle", #"<object class="IBUIView" id="10"><array key="NSSubviews"><reference ref="10"/></array></object>"#, 6),
        ("ancestor", #"<object class="IBUIView" id="10"><array key="NSSubviews"><object class="IBUIView" id="11"><array key="NSSubviews"><reference ref="10"/></array></object></array></object>"#, 6),
        ("missing", #"<object class="IBUIView" id="10"><array key="NSSubviews"><reference ref="404"/></array></object>"#, 6),
        ("negative size", #"<object class="IBUIView" id="10"><string key="NSFrame">{{0, 0}, {-10, 20}}</string></object>"#, 6),
    ])
    func legacy(name: String, roots: String, line: Int) throws {
        let files = try HostileFiles()
        defer { files.remove() }
        let path = try files.write("legacy.xib", legacyArchive(roots: roots))
        do {
            _ = try ImportResult(contentsOf: path)
            Issue.record("\(name) imported")
        } catch {
            #expect(error.diagnostics.contains { $0.severity == .error && $0.location?.line == line }, "\(error.diagnostics.map(\.rendered))")
        }
        // The archive is minimal, so a warning about what it lacks may come first.
        let output = try TemplateApplyProcess.run(["inspect", path], timeout: 60)
        #expect(output.status == 1 && !output.signaled && !output.hung)
        #expect(output.stderr.split(separator: "\n").contains { $0.hasPrefix("\(path):\(line):") && $0.contains(": error: ") }, "\(output.stderr)")
    }
}

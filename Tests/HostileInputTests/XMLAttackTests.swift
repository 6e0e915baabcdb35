import Foundation
import LayoutTemplates
import LayoutXML
import Testing

/// Entity expansion, external entities and DTDs, and network references: Interface Builder never
/// writes a DTD, so any document type declaration that declares entities or names an external
/// subset is refused before anything is expanded, loaded or fetched.
@Suite("XML attacks", .timeLimit(.minutes(1)))
struct XMLAttackTests {
    @Test("nested entity expansion (billion laughs) is refused at the first declaration")
    func billionLaughs() throws {
        let files = try HostileFiles()
        defer { files.remove() }
        var declarations = "<!ENTITY lol0 \"lol\">"
        for level in 1...9 {
            declarations += "<!ENTITY lol\(level) \"" + String(repeating: "&lol\(level - 1);", count: 10) + "\">"
        }
        let path = try files.write("laughs.xib", """
        <?xml version="1.0"?>
        <!DOCTYPE document [\(declarations)]>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"><objects><label text="&lol9;"/></objects></document>
        """)
        let diagnostic = try #require(importDiagnostic(path))
        #expect(diagnostic.rule == .refusedXML)
        #expect(diagnostic.location?.line == 2)
        #expect(diagnostic.message.contains("entity"))
        #expect(walkError(path)?.kind == .refused)
    }

    @Test("quadratic blow-up (one large entity referenced many times) is refused")
    func quadraticBlowup() throws {
        let files = try HostileFiles()
        defer { files.remove() }
        let path = try files.write(
            "quadratic.xib",
            head: "<?xml version=\"1.0\"?>\n<!DOCTYPE document [<!ENTITY a \"" + String(repeating: "a", count: 100_000) + "\">]>\n<document>",
            repeated: "&a;",
            count: 200_000,
            tail: "</document>\n"
        )
        let diagnostic = try #require(importDiagnostic(path))
        #expect(diagnostic.rule == .refusedXML)
        #expect(diagnostic.location?.line == 2)
    }

    /// Every way an XML document can name another local file; none may be opened or echoed.
    static let localFileReferences: [(name: String, document: @Sendable (String) -> String)] = [
        ("general entity in content", { secret in
            "<!DOCTYPE document [<!ENTITY xxe SYSTEM \"file://\(secret)\">]><document>&xxe;</document>"
        }),
        ("general entity by plain path", { secret in
            "<!DOCTYPE document [<!ENTITY xxe SYSTEM \"\(secret)\">]><document><string key=\"text\">&xxe;</string></document>"
        }),
        ("general entity in an attribute", { secret in
            "<!DOCTYPE document [<!ENTITY xxe SYSTEM \"\(secret)\">]><document title=\"&xxe;\"/>"
        }),
        ("parameter entity", { secret in
            "<!DOCTYPE document [<!ENTITY % xxe SYSTEM \"file://\(secret)\"> %xxe;]><document/>"
        }),
        ("external DTD", { secret in
            "<!DOCTYPE document SYSTEM \"\(secret)\"><document/>"
        }),
        ("public external DTD", { secret in
            "<!DOCTYPE document PUBLIC \"-//Hostile//DTD//EN\" \"file://\(secret)\"><document/>"
        }),
        ("unparsed entity", { secret in
            "<!DOCTYPE document [<!NOTATION n SYSTEM \"x\"><!ENTITY xxe SYSTEM \"\(secret)\" NDATA n>]><document/>"
        }),
    ]

    @Test("an external entity or DTD naming a local file is refused and its content never appears", arguments: 0..<localFileReferences.count)
    func localFileNeverRead(index: Int) throws {
        let files = try HostileFiles()
        defer { files.remove() }
        let token = "SECRET-\(UUID().uuidString)"
        // Shaped so that, if it were loaded as a DTD or an entity, it would define something visible.
        let secret = try files.write("secret.txt", "<!ENTITY leak \"\(token)\">\(token)")
        let reference = Self.localFileReferences[index]
        let path = try files.write("xxe.xib", "<?xml version=\"1.0\"?>\n" + reference.document(secret))
        let diagnostic = try #require(importDiagnostic(path), "\(reference.name) was accepted")
        #expect(diagnostic.rule == .refusedXML, "\(reference.name)")
        #expect(diagnostic.location?.line == 2)
        #expect(!diagnostic.rendered.contains(token))
        #expect(walkError(path)?.kind == .refused)
    }

    @Test("XInclude is not processed: the included file's content never reaches a handler")
    func xincludeIgnored() throws {
        let files = try HostileFiles()
        defer { files.remove() }
        let token = "SECRET-\(UUID().uuidString)"
        let secret = try files.write("secret.txt", token)
        let path = try files.write("xinclude.xml", """
        <a xmlns:xi="http://www.w3.org/2001/XInclude"><xi:include href="\(secret)" parse="text"/></a>
        """)
        struct Recorder: XMLEventHandler {
            var seen = ""
            var wantsText: Bool { true }
            mutating func startElement(_ element: XMLStartElement) throws {
                seen += element.name
                for attribute in element.attributes { seen += attribute.value }
            }
            mutating func text(_ text: String) throws { seen += text }
            mutating func endElement(name: String) throws {}
        }
        var recorder = Recorder()
        try XMLStreamReader.parse(file: path, handler: &recorder)
        #expect(recorder.seen.contains("include"))
        #expect(!recorder.seen.contains(token))
    }

    /// Every way an XML document can name a network resource.
    static let networkReferences: [(name: String, document: @Sendable (UInt16) -> String)] = [
        ("external DTD", { port in "<!DOCTYPE document SYSTEM \"http://127.0.0.1:\(port)/evil.dtd\"><document/>" }),
        ("public DTD", { port in "<!DOCTYPE document PUBLIC \"-//Hostile//EN\" \"http://127.0.0.1:\(port)/evil.dtd\"><document/>" }),
        ("general entity", { port in "<!DOCTYPE document [<!ENTITY e SYSTEM \"http://127.0.0.1:\(port)/e\">]><document>&e;</document>" }),
        ("parameter entity", { port in "<!DOCTYPE document [<!ENTITY % e SYSTEM \"http://127.0.0.1:\(port)/e\"> %e;]><document/>" }),
        ("ftp DTD", { port in "<!DOCTYPE document SYSTEM \"ftp://127.0.0.1:\(port)/evil.dtd\"><document/>" }),
    ]

    @Test("a network reference is refused without any connection attempt", arguments: 0..<networkReferences.count)
    func noNetwork(index: Int) throws {
        let listener = try #require(LoopbackListener(), "cannot listen on 127.0.0.1")
        let files = try HostileFiles()
        defer { files.remove() }
        let reference = Self.networkReferences[index]
        let path = try files.write("network.xib", "<?xml version=\"1.0\"?>\n" + reference.document(listener.port))
        let diagnostic = try #require(importDiagnostic(path), "\(reference.name) was accepted")
        #expect(diagnostic.rule == .refusedXML, "\(reference.name)")
        #expect(walkError(path)?.kind == .refused)
        #expect(!listener.receivedConnection, "\(reference.name) connected to the network")
    }

    @Test("the listener does see a connection when one is made, so the check above can fail")
    func listenerSeesConnections() throws {
        let listener = try #require(LoopbackListener())
        let client = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(client) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = listener.port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(client, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        #expect(connected == 0)
        #expect(listener.receivedConnection)
    }

    @Test("an internal subset without entities (only comments) is still read: the refusal is about what it declares")
    func harmlessDoctype() throws {
        let files = try HostileFiles()
        defer { files.remove() }
        let path = try files.write("doctype.xml", "<!DOCTYPE a [<!-- nothing -->]><a><b/></a>")
        #expect(walkError(path) == nil)
        let elementDeclaration = try files.write("element.xml", "<!DOCTYPE a [<!ELEMENT a ANY>]><a/>")
        #expect(walkError(elementDeclaration) == nil)
    }

    @Test("an attribute default declared in the DTD is refused: it would add attributes the file does not show")
    func attributeDefaultsRefused() throws {
        let files = try HostileFiles()
        defer { files.remove() }
        let path = try files.write("attlist.xml", "<!DOCTYPE a [<!ATTLIST view hidden CDATA \"YES\">]>\n<a><view/></a>")
        let error = try #require(walkError(path))
        #expect(error.kind == .refused)
        #expect(error.message.contains("hidden"))
    }

    @Test("an undeclared entity reference is a well-formedness error at its line")
    func undeclaredEntity() throws {
        let files = try HostileFiles()
        defer { files.remove() }
        let path = try files.write("undeclared.xml", "<a>\n<b>&xxe;</b></a>")
        let error = try #require(walkError(path))
        #expect(error.kind == .malformed)
        #expect(error.position?.line == 2)
    }
}

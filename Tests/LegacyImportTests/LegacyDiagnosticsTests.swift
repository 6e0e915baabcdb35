import Foundation
import Testing
import LayoutTemplates
import TestSupport

/// A small 8.x archive around the given parts, so each test shows only what it is about.
/// Object ids below 100 are free for the tests; File's Owner is `id="1"` (objectID -1).
private func archive(
    type: String = "com.apple.InterfaceBuilder3.CocoaTouch.XIB",
    version: String = "8.00",
    roots: String,
    connections: String = "",
    records: String = "",
    flattened: String = ""
) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <archive type="\(type)" version="\(version)">
    <data>
    <array class="NSMutableArray" key="IBDocument.RootObjects" id="1000">
    <object class="IBProxyObject" id="1"><string key="IBProxiedObjectIdentifier">IBFilesOwner</string></object>
    \(roots)
    </array>
    <object class="IBObjectContainer" key="IBDocument.Objects">
    <array class="NSMutableArray" key="connectionRecords">
    \(connections)
    </array>
    <object class="IBMutableOrderedSet" key="objectRecords">
    <array key="orderedObjects">
    <object class="IBObjectRecord"><int key="objectID">-1</int><reference key="object" ref="1"/></object>
    \(records)
    </array>
    </object>
    <dictionary class="NSMutableDictionary" key="flattenedProperties">
    \(flattened)
    </dictionary>
    </object>
    </data>
    </archive>
    """
}

/// Expects exactly one diagnostic with `rule` and `severity` on the line holding `marker`.
private func expectOne(
    _ diagnostics: [Diagnostic],
    rule: RuleID,
    severity: Severity = .error,
    at marker: String,
    in text: String,
    containing fragment: String,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    let matching = diagnostics.filter { $0.rule == rule && $0.severity == severity }
    #expect(matching.count == 1, "diagnostics: \(diagnostics.map(\.rendered))", sourceLocation: sourceLocation)
    guard let diagnostic = matching.first else { return }
    #expect(diagnostic.location?.line == line(of: marker, in: text), "\(diagnostic.rendered)", sourceLocation: sourceLocation)
    #expect(diagnostic.location?.file == "Test.xib", sourceLocation: sourceLocation)
    #expect(diagnostic.message.contains(fragment), "\(diagnostic.rendered)", sourceLocation: sourceLocation)
}

@Suite struct LegacyReferenceDiagnosticsTests {
    @Test func danglingSubviewReference() {
        let text = archive(roots: """
        <object class="IBUIView" id="10"><array key="NSSubviews">
        <reference ref="404"/>
        </array></object>
        """)
        expectOne(thrownDiagnostics(text), rule: .brokenReference, at: "ref=\"404\"", in: text, containing: "'404'")
    }

    @Test func danglingConnectionDestination() {
        let text = archive(
            roots: #"<object class="IBUIView" id="10"/>"#,
            connections: """
            <object class="IBConnectionRecord"><object class="IBCocoaTouchOutletConnection" key="connection">
            <string key="label">view</string><reference key="source" ref="1"/>
            <reference key="destination" ref="405"/>
            </object></object>
            """
        )
        expectOne(thrownDiagnostics(text), rule: .brokenReference, at: "ref=\"405\"", in: text, containing: "destination refers to id '405'")
    }

    @Test func danglingImageReference() {
        let text = archive(roots: """
        <object class="IBUIImageView" id="10">
        <reference key="IBUIImage" ref="406"/>
        </object>
        """)
        expectOne(thrownDiagnostics(text), rule: .brokenReference, at: "ref=\"406\"", in: text, containing: "IBUIImage")
    }

    @Test("a view listed among its own subviews is a cycle, not a hang")
    func selfCycle() {
        let text = archive(roots: """
        <object class="IBUIView" id="10"><array key="NSSubviews">
        <reference ref="10"/>
        </array></object>
        """)
        expectOne(thrownDiagnostics(text), rule: .brokenReference, at: "<reference ref=\"10\"/>", in: text, containing: "cycle")
    }

    @Test("a cycle through references: the root's grandchild names the root")
    func ancestorCycle() {
        let text = archive(
            roots: """
            <object class="IBUIView" id="10"><array key="NSSubviews"><reference ref="11"/></array></object>
            """,
            records: """
            <object class="IBObjectRecord"><int key="objectID">5</int>
            <object class="IBUIView" key="object" id="11"><array key="NSSubviews">
            <object class="IBUIView" id="12"><array key="NSSubviews">
            <reference ref="10"/>
            </array></object>
            </array></object></object>
            """
        )
        expectOne(thrownDiagnostics(text), rule: .brokenReference, at: "<reference ref=\"10\"/>", in: text, containing: "cycle")
    }

    @Test("a view under two parents is reported once, never copied")
    func sharedSubview() {
        let text = archive(roots: """
        <object class="IBUIView" id="10"><array key="NSSubviews">
        <object class="IBUILabel" id="11"/>
        </array></object>
        <object class="IBUIView" id="20"><array key="NSSubviews">
        <reference ref="11"/>
        </array></object>
        """)
        expectOne(thrownDiagnostics(text), rule: .brokenReference, at: "<reference ref=\"11\"/>", in: text, containing: "appears twice")
    }

    @Test("views that each list the next one twice are not expanded into 2^n copies")
    func exponentialSharing() {
        let levels = 30
        var records = ""
        for index in 1...levels {
            let children = index < levels ? "<reference ref=\"v\(index + 1)\"/><reference ref=\"v\(index + 1)\"/>" : ""
            records += "<object class=\"IBObjectRecord\"><int key=\"objectID\">\(index + 10)</int><object class=\"IBUIView\" key=\"object\" id=\"v\(index)\"><array key=\"NSSubviews\">\(children)</array></object></object>\n"
        }
        let text = archive(roots: #"<object class="IBUIView" id="v0"><array key="NSSubviews"><reference ref="v1"/></array></object>"#, records: records)
        let diagnostics = thrownDiagnostics(text)
        #expect(diagnostics.count == levels - 1)
        #expect(diagnostics.allSatisfy { $0.rule == .brokenReference && $0.message.contains("appears twice") })
    }

    @Test func duplicateID() {
        let text = archive(roots: """
        <object class="IBUIView" id="10"/>
        <object class="IBUILabel" id="10"/>
        """)
        let diagnostics = thrownDiagnostics(text)
        expectOne(diagnostics, rule: .brokenReference, at: "<object class=\"IBUILabel\" id=\"10\"/>", in: text, containing: "defined twice")
        #expect(diagnostics.first?.notes.first?.location?.line == line(of: "<object class=\"IBUIView\" id=\"10\"/>", in: text))
    }

    @Test("a constraint that repeats a view's id is a duplicate-id warning, in either order; references resolve to the view", arguments: [true, false])
    func constraintRepeatsViewID(constraintFirst: Bool) throws {
        let view = #"<object class="IBUIView" id="10"><string key="NSFrame">{{0, 0}, {320, 480}}</string></object>"#
        let constraint = #"<object class="IBNSLayoutConstraint" id="10"/>"#
        let text = archive(
            roots: constraintFirst ? constraint + "\n" + view : view + "\n" + constraint,
            records: #"<object class="IBObjectRecord"><int key="objectID">5</int><reference key="object" ref="10"/><string key="objectName">Panel</string></object>"#
        )
        let result = try importText(text)
        let warnings = result.diagnostics.filter { $0.rule == .duplicateID }
        #expect(warnings.count == 1)
        #expect(warnings.first?.severity == .warning)
        #expect(warnings.first?.location?.line == line(of: constraintFirst ? view : constraint, in: text))
        let root = try #require(result.document.scenes.first?.views.first)
        #expect(root.id == "5")
        #expect(root.frame.width == 320)
    }

    @Test("a reference chain deeper than the view depth limit is refused, not recursed")
    func deepReferenceChain() {
        let count = 2_000
        // Flat in the XML (so the reader's depth limit does not apply), deep through references.
        var records = ""
        for index in 1..<count {
            records += "<object class=\"IBObjectRecord\"><int key=\"objectID\">\(index + 10)</int><object class=\"IBUIView\" key=\"object\" id=\"v\(index)\"><array key=\"NSSubviews\"><reference ref=\"v\(index + 1)\"/></array></object></object>\n"
        }
        records += "<object class=\"IBObjectRecord\"><int key=\"objectID\">\(count + 10)</int><object class=\"IBUIView\" key=\"object\" id=\"v\(count)\"/></object>\n"
        let text = archive(roots: #"<object class="IBUIView" id="v0"><array key="NSSubviews"><reference ref="v1"/></array></object>"#, records: records)
        let diagnostics = thrownDiagnostics(text)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.rule == .inputLimit)
        #expect((diagnostics.first?.location?.line ?? 0) > 0)
    }
}

@Suite struct LegacyValueDiagnosticsTests {
    @Test func nonsenseFrame() {
        let text = archive(roots: """
        <object class="IBUIView" id="10">
        <string key="NSFrame">nonsense</string>
        </object>
        """)
        expectOne(thrownDiagnostics(text), rule: .invalidValue, at: "nonsense", in: text, containing: "NSFrame")
    }

    @Test func nonsenseFrameSize() {
        let text = archive(roots: """
        <object class="IBUIView" id="10">
        <string key="NSFrameSize">{320}</string>
        </object>
        """)
        expectOne(thrownDiagnostics(text), rule: .invalidValue, at: "{320}", in: text, containing: "NSFrameSize")
    }

    @Test func tagThatIsNotANumber() {
        let text = archive(roots: """
        <object class="IBUIButton" id="10">
        <int key="IBUITag">abc</int>
        </object>
        """)
        expectOne(thrownDiagnostics(text), rule: .invalidValue, at: ">abc<", in: text, containing: "must be an integer")
    }

    @Test func boolWhereAnIntBelongs() {
        let text = archive(roots: """
        <object class="IBUIButton" id="10">
        <bool key="IBUITag">YES</bool>
        </object>
        """)
        expectOne(thrownDiagnostics(text), rule: .invalidValue, at: "<bool key=\"IBUITag\">", in: text, containing: "must be an <int>, found <bool>")
    }

    @Test func objectWhereAStringBelongs() {
        let text = archive(roots: """
        <object class="IBUILabel" id="10">
        <object class="NSColor" key="IBUIText"/>
        </object>
        """)
        expectOne(thrownDiagnostics(text), rule: .invalidValue, at: "key=\"IBUIText\"", in: text, containing: "must be a <string>")
    }

    @Test func flagsWrittenAsAString() {
        let text = archive(roots: """
        <object class="IBUIView" id="10">
        <string key="NSvFlags">292</string>
        </object>
        """)
        expectOne(thrownDiagnostics(text), rule: .invalidValue, at: "NSvFlags", in: text, containing: "must be an <int>, found <string>")
    }

    @Test("numbers too large for their property are errors, not wrapped or clamped", arguments: [
        ("<int key=\"IBUITag\">99999999999999999999</int>", "out of range"),
        ("<int key=\"NSvFlags\">4294967296</int>", "out of range"),
        ("<int key=\"NSvFlags\">-2147483649</int>", "out of range"),
        ("<string key=\"NSFrame\">{{1e400, 0}, {10, 10}}</string>", "NSFrame"),
        ("<string key=\"NSFrame\">{{0, 0}, {1e12, 10}}</string>", "NSFrame"),
        ("<string key=\"NSFrame\">{{nan, 0}, {10, 10}}</string>", "NSFrame"),
    ])
    func hugeNumbers(element: String, fragment: String) {
        let text = archive(roots: """
        <object class="IBUIView" id="10">
        \(element)
        </object>
        """)
        expectOne(thrownDiagnostics(text), rule: .invalidValue, at: element, in: text, containing: fragment)
    }

    @Test func eventTypeOutOfRange() {
        let text = archive(
            roots: #"<object class="IBUIButton" id="10"/>"#,
            connections: """
            <object class="IBConnectionRecord"><object class="IBCocoaTouchEventConnection" key="connection">
            <string key="label">tap:</string><reference key="source" ref="10"/><reference key="destination" ref="1"/>
            <int key="IBEventType">40</int>
            </object></object>
            """
        )
        expectOne(thrownDiagnostics(text), rule: .invalidValue, at: ">40<", in: text, containing: "IBEventType")
    }

    @Test func objectIDThatIsNotANumber() {
        let text = archive(
            roots: #"<object class="IBUIView" id="10"/>"#,
            records: """
            <object class="IBObjectRecord">
            <int key="objectID">x</int>
            <reference key="object" ref="10"/></object>
            """
        )
        expectOne(thrownDiagnostics(text), rule: .invalidValue, at: ">x<", in: text, containing: "objectID")
    }

    @Test func brokenBase64() {
        let text = archive(
            roots: #"<object class="IBUIView" id="10"/>"#,
            records: """
            <object class="IBObjectRecord"><int key="objectID">3</int><reference key="object" ref="10"/>
            <string type="base64-UTF8" key="objectName">@@@</string>
            </object>
            """
        )
        expectOne(thrownDiagnostics(text), rule: .invalidValue, at: "@@@", in: text, containing: "base64")
    }

    @Test func mismatchedDictionaryArrays() {
        let text = """
        <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="7.10"><data>
        <object class="NSMutableArray" key="IBDocument.RootObjects"/>
        <object class="IBObjectContainer" key="IBDocument.Objects">
        <object class="NSMutableDictionary" key="flattenedProperties">
        <object class="NSArray" key="dict.sortedKeys"><string>-1.CustomClassName</string><string>2.CustomClassName</string></object>
        <object class="NSMutableArray" key="dict.values"><string>Owner</string></object>
        </object></object></data></archive>
        """
        expectOne(thrownDiagnostics(text), rule: .invalidValue, at: "dict.values", in: text, containing: "has 2 entries")
    }

    @Test func unpairedDictionaryKey() {
        let text = archive(
            roots: #"<object class="IBUIView" id="10"/>"#,
            flattened: """
            <string key="NS.key.0">-1.CustomClassName</string>
            """
        )
        expectOne(thrownDiagnostics(text), rule: .invalidValue, at: "NS.key.0", in: text, containing: "has no NS.object.0")
    }

    @Test("every error of a file is reported at once, in line order")
    func severalErrors() {
        let text = archive(roots: """
        <object class="IBUIView" id="10">
        <string key="NSFrame">nonsense</string>
        <int key="IBUITag">abc</int>
        <array key="NSSubviews"><reference ref="404"/></array>
        </object>
        """)
        let diagnostics = thrownDiagnostics(text)
        #expect(diagnostics.map(\.rule) == [.invalidValue, .invalidValue, .brokenReference])
        let lines = diagnostics.compactMap(\.location?.line)
        #expect(lines == lines.sorted())
        #expect(lines.count == 3)
    }
}

@Suite struct LegacyDocumentDiagnosticsTests {
    @Test("an unknown IBUI class in NSSubviews imports as its UIKit name with a warning")
    func unknownIBUIClass() throws {
        let text = archive(roots: """
        <object class="IBUIView" id="10"><array key="NSSubviews">
        <object class="IBUIFancyDial" id="11"><string key="NSFrame">{{1, 2}, {3, 4}}</string></object>
        </array></object>
        """)
        let result = try importText(text)
        expectOne(result.diagnostics, rule: .unknownClass, severity: .warning, at: "IBUIFancyDial", in: text, containing: "imported as UIFancyDial")
        let dial = try #require(result.document.scenes.first?.views.first?.subviews.first)
        #expect(dial.viewClass == ViewClass("UIFancyDial"))
        #expect(dial.viewClass.isKind(of: "UIView"))
        #expect(dial.frame == Rect(x: 1, y: 2, width: 3, height: 4))
    }

    @Test("any other unknown class in NSSubviews imports as UIView with a warning")
    func unknownOtherClass() throws {
        let text = archive(roots: """
        <object class="IBUIView" id="10"><array key="NSSubviews">
        <object class="ThirdPartyThing" id="11"/>
        </array></object>
        """)
        let result = try importText(text)
        expectOne(result.diagnostics, rule: .unknownClass, severity: .warning, at: "ThirdPartyThing", in: text, containing: "imported as UIView")
        #expect(result.document.scenes.first?.views.first?.subviews.first?.viewClass == ViewClass("UIView"))
    }

    @Test("a known non-view class among subviews imports as UIView with a warning")
    func nonViewClassAmongSubviews() throws {
        let text = archive(roots: """
        <object class="IBUIView" id="10"><array key="NSSubviews">
        <object class="IBUIViewController" id="11"/>
        </array></object>
        """)
        let result = try importText(text)
        expectOne(result.diagnostics, rule: .unknownClass, severity: .warning, at: "IBUIViewController", in: text, containing: "not a view class")
        #expect(result.document.scenes.first?.views.first?.subviews.first?.viewClass == ViewClass("UIView"))
    }

    @Test("a connection without a destination is an error at the connection")
    func connectionWithoutDestination() {
        let text = archive(
            roots: #"<object class="IBUIView" id="10"/>"#,
            connections: """
            <object class="IBConnectionRecord">
            <object class="IBCocoaTouchOutletConnection" key="connection">
            <string key="label">view</string><reference key="source" ref="1"/><nil key="destination"/>
            </object></object>
            """
        )
        expectOne(thrownDiagnostics(text), rule: .brokenReference, at: "IBCocoaTouchOutletConnection", in: text, containing: "has no destination")
    }

    @Test("without IBDocument.Objects, objects keep their archive ids and a warning says what is unknown")
    func missingObjectContainer() throws {
        let text = """
        <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="7.10">
        <data>
        <object class="NSMutableArray" key="IBDocument.RootObjects">
        <object class="IBUIView" id="55"><string key="NSFrameSize">{10, 20}</string></object>
        </object>
        </data></archive>
        """
        let result = try importText(text)
        expectOne(result.diagnostics, rule: .ignoredContent, severity: .warning, at: "<data>", in: text, containing: "IBDocument.Objects")
        #expect(result.document.scenes.first?.views.map(\.id) == ["ref:55"])
        #expect(result.document.scenes.first?.views.first?.frame == Rect(x: 0, y: 0, width: 10, height: 20))
    }

    @Test("a root object of unknown class is a view only if it has view properties")
    func unknownRootObjects() throws {
        let text = archive(roots: """
        <object class="SomeController" id="10"><string key="title">x</string></object>
        <object class="SomeView" id="11"><int key="NSvFlags">292</int></object>
        """)
        let result = try importText(text)
        #expect(result.document.scenes.first?.views.map(\.id) == ["ref:11"])
        expectOne(result.diagnostics, rule: .unknownClass, severity: .warning, at: "SomeView", in: text, containing: "SomeView")
    }

    @Test("a truncated archive is malformed XML at the line where it stops")
    func truncatedArchive() {
        let text = archive(roots: #"<object class="IBUIView" id="10"><string key="NSFrame">{{0, 0}, {1, 1}}</string></object>"#)
        let cut = String(text.prefix(text.count / 2))
        let diagnostics = thrownDiagnostics(cut)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.rule == .malformedXML)
        #expect((diagnostics.first?.location?.line ?? 0) > 1)
    }

    @Test("a truncated real archive fails with a diagnostic, never a crash", .enabled(if: PackagePaths.isCorpusAvailable, "../shared/corpus is absent"))
    func truncatedCorpusArchive() throws {
        let path = PackagePaths.corpus("michaeltyson__TPMultiLayoutViewController/TPMultiLayoutViewControllerTest__en.lproj__TPMultiLayoutViewControllerTestViewController.xib")
        let bytes = try Array(Data(contentsOf: URL(fileURLWithPath: path)))
        for fraction in [0.1, 0.33, 0.5, 0.9, 0.999] {
            let cut = Array(bytes.prefix(Int(Double(bytes.count) * fraction)))
            do {
                _ = try ImportResult(bytes: cut, path: "Cut.xib")
                Issue.record("a truncated archive imported")
            } catch {
                #expect(error.diagnostics.first?.rule == .malformedXML)
                #expect((error.diagnostics.first?.location?.line ?? 0) > 0)
            }
        }
    }

    @Test func macOSArchiveIsRefused() {
        let text = archive(type: "com.apple.InterfaceBuilder3.Cocoa.XIB", roots: "")
        expectOne(thrownDiagnostics(text), rule: .unsupportedDocument, at: "<archive", in: text, containing: "macOS")
    }

    @Test func unknownVersionIsAWarning() throws {
        let text = archive(version: "9.00", roots: #"<object class="IBUIView" id="10"/>"#)
        let result = try importText(text)
        expectOne(result.diagnostics, rule: .unsupportedDocument, severity: .warning, at: "<archive", in: text, containing: "9.00")
        #expect(result.document.viewCount == 1)
    }

    @Test func missingRootObjects() {
        let text = """
        <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="7.10">
        <data>
        </data></archive>
        """
        expectOne(thrownDiagnostics(text), rule: .invalidValue, at: "<data>", in: text, containing: "IBDocument.RootObjects")
    }

    @Test("an event connection without IBEventType (a bar button item's) has no event bits")
    func eventWithoutType() throws {
        let text = archive(
            roots: #"<object class="IBUIButton" id="10"/>"#,
            connections: """
            <object class="IBConnectionRecord"><object class="IBCocoaTouchEventConnection" key="connection">
            <string key="label">tap:</string><reference key="source" ref="10"/><reference key="destination" ref="1"/>
            </object></object>
            """
        )
        let button = try #require(try importText(text).document.scenes.first?.views.first)
        #expect(button.actions == [ControlAction(target: .filesOwner, selector: "tap:", events: [])])
    }
}

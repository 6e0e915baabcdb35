import Foundation
import Testing
import LayoutTemplates
import LayoutXML
import TestSupport

/// `LegacyUpgrader` on the hand-written legacy fixtures: the upgraded document reads back as the
/// same design, keeps every connection with both ends, lists its images with their sizes, and says
/// what it leaves out.
struct LegacyUpgraderTests {
    static let twoLayouts = PackagePaths.fixture("Legacy/TwoLayouts.xib")

    private func upgraded(_ path: String) throws -> (text: String, diagnostics: [Diagnostic]) {
        let upgrade = try LegacyUpgrade(contentsOf: path)
        return (try upgrade.text(), upgrade.diagnostics)
    }

    @Test("a legacy two-layout design upgrades to a document with the same layouts, matched the same way")
    func twoLayoutDesign() throws {
        let (text, _) = try upgraded(Self.twoLayouts)
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let output = directory.file("TwoLayouts.xib")
        try text.write(toFile: output, atomically: true, encoding: .utf8)
        let original = try Design(contentsOf: [Self.twoLayouts])
        let upgraded = try Design(contentsOf: [output])
        #expect(upgraded.layouts.map(\.name) == original.layouts.map(\.name))
        #expect(MatchResult(matching: upgraded).tables == MatchResult(matching: original).tables)
        let back = try ImportResult(contentsOf: output).document.withoutLocationsOrFormat()
        let archived = try ImportResult(contentsOf: Self.twoLayouts).document.withoutLocationsOrFormat()
        #expect(back.scenes.map(\.views) == archived.scenes.map(\.views))
        // Xcode writes outlets by property name; the archive in connection order.
        #expect(back.scenes.map { $0.outlets.sorted { $0.property < $1.property } } == archived.scenes.map { $0.outlets.sorted { $0.property < $1.property } })
    }

    @Test("what Xcode writes: fonts, system colours, states, traits, the text field's delegate, actions, resources with sizes")
    func translatedProperties() throws {
        let (text, _) = try upgraded(Self.twoLayouts)
        for line in [
            #"<placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="SignInViewController">"#,
            #"<placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>"#,
            #"<label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Sign in" textAlignment="center" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" id="2">"#,
            #"<fontDescription key="fontDescription" type="boldSystem" pointSize="17"/>"#,
            #"<color key="textColor" cocoaTouchSystemColor="darkTextColor"/>"#,
            #"<nil key="highlightedColor"/>"#,
            #"<textInputTraits key="textInputTraits" keyboardType="emailAddress" returnKeyType="next"/>"#,
            #"<outlet property="delegate" destination="-1" id="23"/>"#,
            #"<state key="normal" title="Continue" image="arrow.png">"#,
            #"<color key="titleShadowColor" white="0.5" alpha="1" colorSpace="calibratedWhite"/>"#,
            #"<state key="highlighted" title="Continuing"/>"#,
            #"<action selector="signIn:" destination="-1" eventType="touchUpInside" id="24"/>"#,
            #"<color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>"#,
            #"<image name="arrow.png" width="24" height="24"/>"#,
        ] {
            #expect(text.contains(line), "\(line)")
        }
    }

    @Test("every connection is kept, with both ends in the document")
    func connections() throws {
        let (text, _) = try upgraded(Self.twoLayouts)
        let tree = try XMLTree.read(bytes: Array(text.utf8), name: "TwoLayouts.xib")
        var ids: Set<String> = []
        var destinations: [String] = []
        tree.root.forEachElement { element in
            if ["outlet", "action", "outletCollection"].contains(element.name) {
                destinations.append(element[attribute: "destination"] ?? "")
            } else if let id = element[attribute: "id"] {
                ids.insert(id)
            }
        }
        #expect(destinations.count == 5)
        #expect(destinations.allSatisfy(ids.contains))
    }

    @Test("an archived key the translation does not carry is an untranslated-property warning naming the key, the class and the view, at its line")
    func untranslated() throws {
        let (_, diagnostics) = try upgraded(Self.twoLayouts)
        let source = try String(contentsOfFile: Self.twoLayouts, encoding: .utf8)
        let warnings = diagnostics.filter { $0.rule == .untranslatedProperty }
        #expect(warnings.map(\.message) == ["IBUIContentStretch of IBUIButton (object 4) is not translated; the upgraded document leaves it out"])
        #expect(warnings.first?.severity == .warning)
        #expect(warnings.first?.location?.line == line(of: "<string key=\"IBUIContentStretch\">", in: source))
    }

    @Test("a key and a class no declaration knows are reported, and the document still reads back")
    func unknownKeyAndClass() throws {
        let source = try String(contentsOfFile: Self.twoLayouts, encoding: .utf8)
            .replacingOccurrences(of: "<string key=\"IBUIPlaceholder\">Email</string>", with: "<string key=\"IBUIPlaceholder\">Email</string>\n<int key=\"IBUIMadeUpKey\">3</int>")
            .replacingOccurrences(of: "<object class=\"IBUIButton\" id=\"304\">", with: "<object class=\"IBUIStepper\" id=\"304\">")
        let upgrade = try LegacyUpgrade(bytes: Array(source.utf8), path: "Edited.xib")
        #expect(upgrade.diagnostics.contains { $0.rule == .untranslatedProperty && $0.message.hasPrefix("IBUIMadeUpKey of IBUITextField (object 3)") })
        #expect(upgrade.diagnostics.contains { $0.rule == .unknownClass && $0.message.contains("IBUIStepper") })
        let text = try upgrade.text()
        #expect(text.contains("<stepper "))
        let back = try ImportResult(bytes: Array(text.utf8), path: "Upgraded.xib")
        #expect(back.document.viewCount == 8)
    }

    @Test("colours in their colour space, a custom space, labels and custom classes of both record forms, NSMutableString texts", arguments: ["objectID", "id"])
    func recordForms(form: String) throws {
        let (text, _) = try upgraded(PackagePaths.fixture("Legacy/RecordForms-\(form).xib"))
        for line in [
            #"<color key="backgroundColor" red="1" green="0.5" blue="0.25" alpha="1" colorSpace="calibratedRGB"/>"#,
            #"<color key="backgroundColor" white="0.33333333333333331" alpha="1" colorSpace="calibratedWhite"/>"#,
            #"<color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="calibratedWhite"/>"#,
            #"<color key="backgroundColor" red="0.0" green="0.0" blue="1" alpha="0.5" colorSpace="deviceRGB"/>"#,
            #"<color key="backgroundColor" cocoaTouchSystemColor="groupTableViewBackgroundColor"/>"#,
            #"<mutableString key="text">Lorem &amp; ipsum</mutableString>"#,
            #"<mutableString key="text">Dolor sit amet</mutableString>"#,
            #"id="2" userLabel="Title Label" customClass="TitleLabel">"#,
        ] {
            #expect(text.contains(line), "\(line)")
        }
    }

    @Test("edge insets (four archived keys), a shadow offset and accessibility become Xcode's elements")
    func insetsAndAccessibility() throws {
        let source = try String(contentsOfFile: Self.twoLayouts, encoding: .utf8)
            .replacingOccurrences(of: "<string key=\"IBUIHighlightedTitle\">Continuing</string>", with: """
                <string key="IBUIHighlightedTitle">Continuing</string>
                <float key="IBUITitleEdgeInsets.top">1</float>
                <float key="IBUITitleEdgeInsets.left">2</float>
                <float key="IBUITitleEdgeInsets.bottom">3</float>
                <float key="IBUITitleEdgeInsets.right">4</float>
                <object class="IBUIAccessibilityConfiguration" key="IBUIAccessibilityConfiguration">
                    <string key="IBUIAccessibilityLabel">Continue</string>
                    <integer value="1" key="IBUIAccessibilityTraits"/>
                </object>
                """)
            .replacingOccurrences(of: "<string key=\"IBUIText\">Sign in</string>", with: "<string key=\"IBUIText\">Sign in</string><string key=\"IBUIShadowOffset\">{0, -1}</string>")
        let upgrade = try LegacyUpgrade(bytes: Array(source.utf8), path: "Edited.xib")
        let text = try upgrade.text()
        #expect(text.contains(#"<inset key="titleEdgeInsets" minX="2" minY="1" maxX="4" maxY="3"/>"#), "\(text)")
        #expect(text.contains(#"<accessibility key="accessibilityConfiguration" label="Continue">"#))
        #expect(text.contains(#"<accessibilityTraits key="traits" button="YES"/>"#))
        #expect(text.contains(#"<size key="shadowOffset" width="0.0" height="-1"/>"#))
        #expect(!upgrade.diagnostics.contains { $0.message.contains("EdgeInsets") || $0.message.contains("Accessibility") || $0.message.contains("ShadowOffset") })
    }

    @Test("a modern document is not upgraded")
    func modernInput() {
        #expect(throws: DiagnosticError.self) { try LegacyUpgrade(contentsOf: PackagePaths.fixture("Example/LoginForm.xib")) }
    }

    @Test("every legacy archive of ../shared/corpus (skipped when absent) upgrades to a document that reads back with its views",
          .enabled(if: PackagePaths.isCorpusAvailable, "../shared/corpus is absent"))
    func corpus() throws {
        for file in try Corpus.files(format: "legacy-archive") {
            let path = PackagePaths.corpus(file)
            let upgrade = try LegacyUpgrade(contentsOf: path)
            let back = try ImportResult(bytes: Array(try upgrade.text().utf8), path: file)
            // Every view the importer reads from the archive is in the upgrade, with its id; the
            // upgrade also holds views of view controllers, which the archive's importer does not read.
            let original = try ImportResult(contentsOf: path).document
            var upgradedIDs: Set<ViewID> = []
            for root in back.document.scenes.flatMap(\.views) { root.forEachPreOrder { upgradedIDs.insert($0.id) } }
            for root in original.scenes.flatMap(\.views) {
                root.forEachPreOrder { view in
                    #expect(upgradedIDs.contains(view.id) || view.id.rawValue.hasPrefix("ref:"), "\(file): view \(view.id)")
                }
            }
        }
    }

    @Test("every legacy archive of the fixtures upgrades to a document that reads back without an error")
    func fixtures() throws {
        let enumerator = FileManager.default.enumerator(atPath: PackagePaths.fixtures.path)
        var upgraded = 0
        while let relative = enumerator?.nextObject() as? String {
            guard relative.hasSuffix(".xib"), !relative.hasPrefix("Hostile/"), !relative.hasPrefix("Crashers/"), !relative.hasPrefix("FuzzCorpus/") else { continue }
            let path = PackagePaths.fixture(relative)
            guard try String(contentsOfFile: path, encoding: .utf8).contains("<archive"), let upgrade = try? LegacyUpgrade(contentsOf: path) else { continue }
            let back = try ImportResult(bytes: Array(try upgrade.text().utf8), path: relative)
            #expect(!back.diagnostics.contains { $0.severity == .error }, "\(relative)")
            upgraded += 1
        }
        #expect(upgraded >= 10)
    }
}

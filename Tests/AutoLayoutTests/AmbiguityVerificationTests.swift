import Testing
import LayoutTemplates

/// What Interface Builder does not verify is not reported ambiguous: a view whose ambiguity is
/// verified for its position only (`verifyAmbiguity="ignoreSizes"`, a scroll view whose content
/// the app sizes), one never verified (`off`), and a hidden arranged view, which its stack view
/// collapses.
@Suite("Ambiguity that Interface Builder does not verify")
struct AmbiguityVerificationTests {
    /// A scroll view whose content view is pinned to its edges and as wide as it, but given no
    /// height: the content height is open.
    static func scrollDocument(_ setting: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
                        <scrollView \(setting) translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <subviews>
                                <view translatesAutoresizingMaskIntoConstraints="NO" id="content">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="900"/>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="content" firstAttribute="top" secondItem="scroll" secondAttribute="top" id="c1"/>
                                <constraint firstItem="content" firstAttribute="leading" secondItem="scroll" secondAttribute="leading" id="c2"/>
                                <constraint firstAttribute="trailing" secondItem="content" secondAttribute="trailing" id="c3"/>
                                <constraint firstAttribute="bottom" secondItem="content" secondAttribute="bottom" id="c4"/>
                                <constraint firstItem="content" firstAttribute="width" secondItem="scroll" secondAttribute="width" id="c5"/>
                            </constraints>
                        </scrollView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="scroll" firstAttribute="top" secondItem="root" secondAttribute="top" id="r1"/>
                        <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="r2"/>
                        <constraint firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="r3"/>
                        <constraint firstAttribute="bottom" secondItem="scroll" secondAttribute="bottom" id="r4"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """
    }

    static func ambiguousIDs(_ text: String) throws -> [String] {
        let document = try ImportResult(bytes: Array(text.utf8), path: "Scroll.xib").document
        let layout = AutoLayoutEngine.layOut(document, at: .saved, checkingAmbiguity: true)
        return layout.designs.flatMap(\.views).filter { !$0.ambiguousAxes.isEmpty }.map(\.id.rawValue)
    }

    @Test("an ambiguous view's warning names the view as its subject")
    func ambiguitySubject() throws {
        let document = try ImportResult(bytes: Array(Self.scrollDocument("").utf8), path: "Scroll.xib").document
        let layout = AutoLayoutEngine.layOut(document, at: .saved, checkingAmbiguity: true)
        let subjects = layout.diagnostics.filter { $0.rule == .ambiguousLayout }.map(\.subject)
        #expect(subjects == [Diagnostic.Subject(view: "content")])
    }

    @Test("a scroll view verified for positions only leaves its content's height to the app; verified always, it is reported")
    func scrollContent() throws {
        #expect(try Self.ambiguousIDs(Self.scrollDocument("")) == ["content"])
        #expect(try Self.ambiguousIDs(Self.scrollDocument("verifyAmbiguity=\"ignoreSizes\"")).isEmpty)
        // The setting changes what is reported, not where the views land.
        func frames(_ setting: String) throws -> [Rect] {
            let document = try ImportResult(bytes: Array(Self.scrollDocument(setting).utf8), path: "Scroll.xib").document
            return AutoLayoutEngine.layOut(document, at: .saved).designs.flatMap(\.views).map(\.frame)
        }
        #expect(try frames("verifyAmbiguity=\"ignoreSizes\"") == frames(""))
    }

    @Test("a view never verified is not reported")
    func neverVerified() throws {
        let text = Self.scrollDocument("").replacingOccurrences(of: "translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"content\"",
                                                                with: "verifyAmbiguity=\"off\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"content\"")
        #expect(try Self.ambiguousIDs(text).isEmpty)
    }

    @Test("an unknown setting is a warning and read as always")
    func unknownSetting() throws {
        let result = try ImportResult(bytes: Array(Self.scrollDocument("verifyAmbiguity=\"sometimes\"").utf8), path: "Scroll.xib")
        #expect(result.diagnostics.contains { $0.message.contains("verifyAmbiguity 'sometimes' is not known") })
        #expect(try Self.ambiguousIDs(Self.scrollDocument("verifyAmbiguity=\"sometimes\"")) == ["content"])
    }
}

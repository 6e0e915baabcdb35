import Testing
import LayoutCore
import LayoutDocuments
import LayoutSynthesis
import LayoutConversion
import LayoutXML

/// A document placed by synthesized constraints, as `merge --auto-layout` writes them.
@Suite("Documents placed by synthesized constraints")
struct PlacedDocumentTests {
    static func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect { Rect(x: x, y: y, width: w, height: h) }

    /// A root whose subview has a safe-area guide of its own, written before the root's.
    static let document = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useSafeAreas="YES">
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
                        <view contentMode="scaleToFill" id="card">
                            <rect key="frame" x="16" y="20" width="343" height="100"/>
                            <viewLayoutGuide key="safeArea" id="cardGuide"/>
                        </view>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="rootGuide"/>
                </view>
            </objects>
        </document>
        """

    @Test("a relation to the safe area names the root's own guide, not a subview's written before it")
    func rootGuide() throws {
        let design = SynthesisDesign(
            root: SynthesisDesign.SynthesisView(id: "root", portrait: Self.rect(0, 0, 375, 667), landscape: Self.rect(0, 0, 667, 375), subviews: [
                SynthesisDesign.SynthesisView(id: "card", portrait: Self.rect(16, 20, 343, 100), landscape: Self.rect(16, 0, 635, 100)),
            ]),
            portraitSafeArea: EdgeInsets(top: 20), landscapeSafeArea: .zero)
        let result = ConstraintSynthesizer.synthesize(design)
        #expect(result.views.contains { $0.constraints.contains { $0.item == .safeArea } })
        let tree = try XMLTree.read(bytes: Array(Self.document.utf8)).placed(by: result)
        let text = try XMLTreeWriter.string(from: tree)
        #expect(text.contains("secondItem=\"rootGuide\""), "\(text)")
        #expect(!text.contains("secondItem=\"cardGuide\""))
    }
}

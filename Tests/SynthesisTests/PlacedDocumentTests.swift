import Testing
import LayoutCore
import LayoutDocuments
import LayoutSynthesis
import LayoutConversion
import LayoutXML
import AutoLayout

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

    /// A collection view cell whose content view Interface Builder wrote without an id.
    static let cellDocument = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <collectionViewCell contentMode="center" id="cell">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                    <view key="contentView" contentMode="center">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                        <subviews>
                            <view contentMode="scaleToFill" id="badge">
                                <rect key="frame" x="20" y="10" width="160" height="30"/>
                            </view>
                        </subviews>
                    </view>
                </collectionViewCell>
            </objects>
        </document>
        """

    @Test("the subviews of a cell's content view without an id are constrained in the cell, to the cell's edges")
    func idlessContentView() throws {
        let contentView = ViewID(key: ModernIBNames.contentViewKey, inParent: "cell")
        let design = SynthesisDesign(
            root: SynthesisDesign.SynthesisView(id: "cell", portrait: Self.rect(0, 0, 200, 100), landscape: Self.rect(0, 0, 300, 100), subviews: [
                SynthesisDesign.SynthesisView(id: contentView, portrait: Self.rect(0, 0, 200, 100), landscape: Self.rect(0, 0, 300, 100), subviews: [
                    SynthesisDesign.SynthesisView(id: "badge", portrait: Self.rect(20, 10, 160, 30), landscape: Self.rect(20, 10, 260, 30)),
                ]),
            ]),
            portraitSafeArea: .zero, landscapeSafeArea: .zero)
        let result = ConstraintSynthesizer.synthesize(design)
        let tree = try XMLTree.read(bytes: Array(Self.cellDocument.utf8)).placed(by: result)
        let text = try XMLTreeWriter.string(from: tree)
        #expect(text.contains("<constraint firstItem=\"badge\" firstAttribute=\"leading\" secondItem=\"cell\" secondAttribute=\"leading\" constant=\"20\""), "\(text)")
        #expect(text.contains("<constraint firstItem=\"badge\" firstAttribute=\"trailing\" secondItem=\"cell\" secondAttribute=\"trailing\" constant=\"-20\""), "\(text)")
        #expect(text.contains("id=\"badge\" translatesAutoresizingMaskIntoConstraints=\"NO\""), "\(text)")
        let written = try ImportResult(bytes: Array(text.utf8), path: "Cell.xib").document
        let layout = AutoLayoutEngine.layOut(written, at: .saved)
        #expect(layout.diagnostics.isEmpty, "\(layout.diagnostics)")
        #expect(layout.view(id: ViewID("badge"))?.frame == Self.rect(20, 10, 160, 30))
    }
}

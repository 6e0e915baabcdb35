import Testing
import LayoutTemplates

/// A merged size-class document's layouts are variations of the same views: they pair by id, with
/// no matching, so siblings that look alike are not reported as ambiguous there.
@Suite("Size-class layouts pair by id")
struct SizeClassPairingTests {
    /// Three sibling labels with one text in both layouts: the original's matching cannot tell
    /// them apart by text, and says so.
    static let lookAlikes = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner">
                    <connections>
                        <outlet property="view" destination="p-root" id="o-1"/>
                        <outlet property="landscapeView" destination="l-root" id="o-2"/>
                    </connections>
                </placeholder>
                <view contentMode="scaleToFill" id="p-root">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="460"/>
                    <subviews>
                        <label text="value" id="p-a"><rect key="frame" x="20" y="20" width="280" height="21"/></label>
                        <label text="value" id="p-b"><rect key="frame" x="20" y="60" width="280" height="21"/></label>
                        <label text="value" id="p-c"><rect key="frame" x="20" y="100" width="280" height="21"/></label>
                    </subviews>
                </view>
                <view contentMode="scaleToFill" id="l-root">
                    <rect key="frame" x="0.0" y="0.0" width="480" height="300"/>
                    <subviews>
                        <label text="value" id="l-a"><rect key="frame" x="20" y="20" width="140" height="21"/></label>
                        <label text="value" id="l-b"><rect key="frame" x="170" y="20" width="140" height="21"/></label>
                        <label text="value" id="l-c"><rect key="frame" x="320" y="20" width="140" height="21"/></label>
                    </subviews>
                </view>
            </objects>
        </document>
        """

    @Test("matching the merged document reports no ambiguity and pairs every view with itself", arguments: MatchingMode.allCases)
    func mergedDocumentPairsByID(mode: MatchingMode) throws {
        let original = try Design(documents: [ImportResult(bytes: Array(Self.lookAlikes.utf8), path: "LookAlikes.xib").document])
        let originalResult = MatchResult(matching: original, mode: mode)
        if mode == .default {
            #expect(originalResult.diagnostics.contains { $0.rule == .ambiguousMatch })
        }

        let merged = try MergeTarget.xib.text(of: MergedDesign(originalResult), destination: "LookAlikes-merged.xib")
        let design = try Design(documents: [ImportResult(bytes: Array(merged.text.utf8), path: "LookAlikes-merged.xib").document])
        #expect(design.layouts.map(\.name) == ["any", "heightClass=compact"])
        let result = MatchResult(matching: design, mode: mode)
        #expect(!result.diagnostics.contains { $0.rule == .ambiguousMatch }, "\(result.diagnostics.map(\.rendered))")
        #expect(result.unmatched.isEmpty)
        for table in result.tables {
            #expect(table.count == 4)
            #expect(table.entries.allSatisfy { $0.liveID == $0.templateID })
            #expect(result.liveViewsWithoutCounterpart(inLayoutNamed: table.layoutName).isEmpty)
        }

        // Rotated on the phone the merge wrote for, every label takes the frame the original's
        // landscape layout gives it.
        var controller = LayoutController(result)
        controller.update(for: Environment(device: DeviceCatalog.defaultDevice, orientation: .landscapeLeft))
        #expect(controller.selectedName == "heightClass=compact")
        var reference = LayoutController(originalResult)
        reference.update(for: Environment(orientation: .landscapeLeft))
        for id: ViewID in ["p-a", "p-b", "p-c"] {
            #expect(controller.tree.attributes(id: id)?.frame == reference.tree.attributes(id: id)?.frame, "\(id)")
        }
        if mode == .default {
            #expect(controller.tree.attributes(id: "p-c")?.frame == Rect(x: 320, y: 20, width: 140, height: 21))
        }
    }
}

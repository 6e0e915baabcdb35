import Testing
import LayoutTemplates
import TestSupport

/// The constraint model the modern importer reads: constraints with their defaults, multipliers
/// in every spelling, guides, variations, stack views, and what it does not understand.
@Suite("Auto Layout model")
struct AutoLayoutImportTests {
    static func document(_ fixture: String) throws -> Document {
        try ImportResult(contentsOf: PackagePaths.fixture("AutoLayout/" + fixture)).document
    }

    @Test("constraints: firstItem defaults to the owner, ratio multipliers, guides and flags")
    func pins() throws {
        let document = try Self.document("Pins.xib")
        #expect(document.savedDevice == Document.SavedDevice(id: "retina4_7", orientation: .portrait))
        #expect(document.usesSafeAreas)
        let root = try #require(document.scenes.first?.views.first)
        #expect(root.autoLayout.layoutGuides == [LayoutGuide(id: "safe", kind: .safeArea, location: root.autoLayout.layoutGuides.first?.location)])
        let constraints = Dictionary(uniqueKeysWithValues: root.autoLayout.constraints.compactMap { c in c.id.map { ($0, c) } })
        #expect(constraints.count == 8)
        // `<constraint firstAttribute="trailingMargin" secondItem="banner" .../>` in root's list.
        let trailing = try #require(constraints["banner-trailing"])
        #expect(trailing.firstItem == "root" && trailing.firstAttribute == .trailingMargin)
        #expect(trailing.secondItem == "banner" && trailing.secondAttribute == .trailing)
        #expect(constraints["square-width"]?.multiplier == 0.5)
        #expect(constraints["quarter-center"]?.multiplier == 0.5)
        #expect(constraints["square-top"]?.constant == 20)
        #expect(constraints["banner-top"]?.priority == 1000)
        let square = try #require(root.subviews.first { $0.id == "square" })
        #expect(square.autoLayout.constraints.first?.multiplier == 1)
        #expect(square.autoLayout.constraints.first?.firstItem == "square")
        #expect(square.autoLayout.translatesAutoresizingMask == false)
        let masked = try #require(root.subviews.first { $0.id == "masked" })
        #expect(masked.autoLayout.translatesAutoresizingMask == nil)
        // A line for each constraint: the conflicts name them there.
        #expect(constraints["banner-leading"]?.location?.line == 44)
    }

    @Test("constant variations, installation masks and a controller's layout guides")
    func variations() throws {
        let document = try Self.document("Variations.storyboard")
        let scene = try #require(document.scenes.first)
        #expect(scene.metrics.layoutGuides.map(\.kind) == [.topLayoutGuide, .bottomLayoutGuide])
        let root = try #require(scene.views.first)
        let header = try #require(root.subviews.first)
        let height = try #require(header.autoLayout.constraints.first)
        #expect(height.variations == [LayoutConstraint.Variation(traits: "heightClass=compact", constant: 50)])
        #expect(height.resolved(horizontal: .compact, vertical: .compact)?.constant == 50)
        #expect(height.resolved(horizontal: .compact, vertical: .regular)?.constant == 100)
        let regular = try #require(root.autoLayout.constraints.first { $0.id == "header-top-regular" })
        let compact = try #require(root.autoLayout.constraints.first { $0.id == "header-top-compact" })
        #expect(regular.resolved(horizontal: .compact, vertical: .regular) != nil)
        #expect(regular.resolved(horizontal: .compact, vertical: .compact) == nil)
        #expect(compact.resolved(horizontal: .compact, vertical: .regular) == nil)
        #expect(compact.resolved(horizontal: .compact, vertical: .compact) != nil)
    }

    @Test("stack views: axis, distribution, alignment and spacing")
    func stacks() throws {
        let container = try #require(try Self.document("Stacks.xib").scenes.first?.views.first)
        let stacks = Dictionary(uniqueKeysWithValues: container.subviews.map { ($0.id.rawValue, $0.autoLayout.stackView) })
        #expect(stacks["fill"] == ViewAutoLayout.StackViewProperties(spacing: 10))
        #expect(stacks["equally"] == ViewAutoLayout.StackViewProperties(distribution: .fillEqually, spacing: 10))
        #expect(stacks["centering"]??.distribution == .equalCentering)
        #expect(stacks["centered"]??.alignment == .center)
        #expect(stacks["column"] == ViewAutoLayout.StackViewProperties(axis: .vertical, spacing: 5))
    }

    @Test("what the model does not understand is a warning at its line, never silently ignored")
    func notUnderstood() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <objects>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="child">
                                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="child" firstAttribute="diagonal" secondItem="root" secondAttribute="top" id="bad-attribute"/>
                            <constraint firstItem="child" firstAttribute="top" secondItem="root" secondAttribute="top" multiplier="two" id="bad-multiplier"/>
                            <constraint firstItem="child" firstAttribute="top" secondItem="root" secondAttribute="top" wobble="YES" id="odd"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
        let result = try ImportResult(bytes: Array(xml.utf8), path: "Odd.xib")
        let root = try #require(result.document.scenes.first?.views.first)
        #expect(root.autoLayout.constraints.map(\.id) == ["odd"])
        let lines = result.diagnostics.map { $0.location?.line }
        #expect(lines == [12, 13, 14], "\(result.diagnostics)")
        #expect(result.diagnostics.allSatisfy { $0.severity == .warning })
    }
}

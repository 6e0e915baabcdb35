import Testing
import LayoutTemplates

/// Stack views whose arranged views are sized as UIKit sizes them rather than by their stored
/// frames: a fill-proportionally stack shares its length in proportion to the views' intrinsic
/// content sizes, and where those shares cannot all hold, the first arranged views keep theirs.
@Suite("Stack-view distributions by UIKit's rules")
struct StackDistributionTests {
    /// A 375-pt root holding one horizontal stack pinned to its leading, trailing and top edges
    /// (stored 300 wide: misplaced, so the stack is wider when laid out), 40 high.
    static func document(distribution: String, arranged: String, constraints: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
                        <stackView opaque="NO" contentMode="scaleToFill" distribution="\(distribution)" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                            <rect key="frame" x="0.0" y="0.0" width="300" height="40"/>
                            <subviews>
        \(arranged)
                            </subviews>
                            <constraints>
                                <constraint firstAttribute="height" constant="40" id="s1"/>
        \(constraints)
                            </constraints>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" id="r1"/>
                        <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="r2"/>
                        <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" id="r3"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """
    }

    static func layOut(_ text: String) throws -> DocumentLayout {
        let document = try ImportResult(bytes: Array(text.utf8), path: "Stack.xib").document
        return AutoLayoutEngine.layOut(document, at: .saved)
    }

    static func frame(_ layout: DocumentLayout, _ id: String) -> Rect? {
        layout.view(id: ViewID(id))?.frame
    }

    /// A switch stored 51 wide (its alignment rectangle, the intrinsic width the engine
    /// estimates, is 49: the frame has 2 pt of shadow at the trailing side) and a plain view
    /// stored 196 wide share 375 pt as 49 : 196, so the switch's alignment rectangle is 75 wide
    /// (its frame 77) and the view 300, from x = 75. Shares by stored frames (51 : 196) would
    /// give the switch's alignment rectangle 77.4.
    @Test("fillProportionally shares the stack's length by intrinsic content sizes")
    func proportionalToIntrinsicSize() throws {
        let arranged = """
            <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="switch">
                <rect key="frame" x="0.0" y="0.0" width="51" height="40"/>
            </switch>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="plain">
                <rect key="frame" x="49" y="0.0" width="196" height="40"/>
            </view>
        """
        let layout = try Self.layOut(Self.document(distribution: "fillProportionally", arranged: arranged))
        #expect(Self.frame(layout, "stack") == Rect(x: 0, y: 0, width: 375, height: 40))
        #expect(Self.frame(layout, "switch") == Rect(x: 0, y: 0, width: 77, height: 40))
        #expect(Self.frame(layout, "plain") == Rect(x: 75, y: 0, width: 300, height: 40))
    }

    /// Three plain views stored 100 wide each ask for a third of 375 (125) apiece; the first is
    /// required to be 50 wide, so the shares cannot all hold. UIKit ranks the proportional
    /// constraints by index (999, 998, 997): the second keeps its 125 and the third takes the
    /// rest, 200.
    @Test("fillProportionally: where the shares cannot all hold, the earlier arranged views keep theirs")
    func earlierViewsKeepTheirShare() throws {
        let arranged = """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="a">
                <rect key="frame" x="0.0" y="0.0" width="100" height="40"/>
                <constraints>
                    <constraint firstAttribute="width" constant="50" id="a1"/>
                </constraints>
            </view>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="b">
                <rect key="frame" x="100" y="0.0" width="100" height="40"/>
            </view>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="c">
                <rect key="frame" x="200" y="0.0" width="100" height="40"/>
            </view>
        """
        let layout = try Self.layOut(Self.document(distribution: "fillProportionally", arranged: arranged))
        #expect(Self.frame(layout, "a") == Rect(x: 0, y: 0, width: 50, height: 40))
        #expect(Self.frame(layout, "b") == Rect(x: 50, y: 0, width: 125, height: 40))
        #expect(Self.frame(layout, "c") == Rect(x: 175, y: 0, width: 200, height: 40))
    }
}

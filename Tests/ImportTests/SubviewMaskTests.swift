import Testing
import LayoutTemplates

/// Interface Builder's `<mask key="subviews">` inside a view's `<variation>`: which subviews a size
/// class installs, read onto the subviews it names, and what the layouts make of it.
@Suite("Subview masks")
struct SubviewMaskTests {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" useTraitCollections="YES">
            <scenes>
                <scene sceneID="s">
                    <objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <subviews>
                                    <label text="Portrait only" id="a">
                                        <rect key="frame" x="10" y="10" width="100" height="21"/>
                                    </label>
                                    <label text="Landscape only" id="b">
                                        <rect key="frame" x="10" y="40" width="100" height="21"/>
                                    </label>
                                    <label text="Everywhere" id="c">
                                        <rect key="frame" x="10" y="70" width="100" height="21"/>
                                    </label>
                                </subviews>
                                <constraints>
                                    <constraint firstAttribute="height" constant="1" id="k"/>
                                </constraints>
                                <variation key="default">
                                    <mask key="constraints">
                                        <exclude reference="k"/>
                                    </mask>
                                    <mask key="subviews">
                                        <exclude reference="b"/>
                                    </mask>
                                </variation>
                                <variation key="heightClass=compact">
                                    <mask key="subviews">
                                        <exclude reference="a"/>
                                        <include reference="b"/>
                                    </mask>
                                </variation>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test("include and exclude land on the subviews they name; a constraints mask is not read as one")
    func read() throws {
        let document = try ImportResult(bytes: Array(Self.storyboard.utf8), path: "Masks.storyboard").document
        let scene = try #require(document.scenes.first)
        #expect(scene.view(id: "a")?.installationVariations == [ViewNode.InstallationVariation(traits: "heightClass=compact", isInstalled: false)])
        #expect(scene.view(id: "b")?.installationVariations == [
            ViewNode.InstallationVariation(traits: "default", isInstalled: false), ViewNode.InstallationVariation(traits: "heightClass=compact", isInstalled: true),
        ])
        #expect(scene.view(id: "c")?.installationVariations == [])
        #expect(scene.view(id: "root")?.installationVariations == [])
    }

    @Test("a view is hidden where its size class does not install it, and shown where it does")
    func layouts() throws {
        let document = try ImportResult(bytes: Array(Self.storyboard.utf8), path: "Masks.storyboard").document
        let set = try Design(documents: [document])
        #expect(set.layouts.map(\.name) == ["any", "heightClass=compact"])
        #expect(set.live.descendant(id: "b")?.isHidden == true)
        var controller = LayoutController(MatchResult(matching: set, mode: .default))
        let phone = try #require(DeviceCatalog.device(named: "iPhone SE"))
        controller.update(for: try #require(phone.environment(orientation: .landscapeLeft)))
        #expect(controller.tree.attributes(id: "a")?.isHidden == true)
        #expect(controller.tree.attributes(id: "b")?.isHidden == false)
        #expect(controller.tree.attributes(id: "c")?.isHidden == false)
        controller.update(for: try #require(phone.environment(orientation: .portrait)))
        #expect(controller.tree.attributes(id: "a")?.isHidden == false)
        #expect(controller.tree.attributes(id: "b")?.isHidden == true)
    }
}

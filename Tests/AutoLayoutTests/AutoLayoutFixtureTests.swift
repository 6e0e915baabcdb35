import Testing
import LayoutTemplates
import TestSupport

/// The engine on the fixtures of `Fixtures/AutoLayout`, each frame worked out by hand in the
/// comments next to it.
@Suite("Auto Layout fixtures")
struct AutoLayoutFixtureTests {
    static func layOut(_ fixture: String, _ target: AutoLayoutEngine.Target, ambiguity: Bool = false) throws -> DocumentLayout {
        let document = try ImportResult(contentsOf: PackagePaths.fixture("AutoLayout/" + fixture)).document
        return AutoLayoutEngine.layOut(document, at: target, checkingAmbiguity: ambiguity)
    }

    static func device(_ name: String) throws -> Device {
        try #require(DeviceCatalog.device(named: name))
    }

    static func frame(_ layout: DocumentLayout, _ id: String) -> Rect? {
        layout.view(id: ViewID(id))?.frame
    }

    static func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
        Rect(x: x, y: y, width: width, height: height)
    }

    /// Pins.xib on four screens. Root margins are 16 pt at the sides (20 pt on the 896-pt-wide
    /// landscape phone, regular width), inside the safe area: 20 pt of status bar in portrait,
    /// none in landscape, 44 pt each side and 21 at the bottom on the iPhone 11 in landscape.
    /// - banner: leading/trailing margins, top at the safe area, 50 high.
    /// - square: centred, half the root's width, square, 20 below the banner.
    /// - quarter: 40x40, centre at root.centerX × 0.5 (a quarter of the width), 10 above the safe
    ///   area's bottom.
    /// - masked: translates its mask (flexible width, flexible bottom margin): the width follows the root's.
    @Test("edges, margins, safe area, ratio multipliers and masks on phones of four sizes", arguments: [
        ("iPhone SE", InterfaceOrientation.portrait, [
            ("banner", rect(16, 20, 343, 50)), ("square", rect(93.75, 90, 187.5, 187.5)),
            ("quarter", rect(73.75, 617, 40, 40)), ("masked", rect(0, 300, 375, 100)),
        ]),
        ("iPhone 4s", .portrait, [
            ("banner", rect(16, 20, 288, 50)), ("square", rect(80, 90, 160, 160)),
            ("quarter", rect(60, 430, 40, 40)), ("masked", rect(0, 300, 320, 100)),
        ]),
        ("iPhone SE", .landscapeLeft, [
            ("banner", rect(16, 0, 635, 50)), ("square", rect(166.75, 70, 333.5, 333.5)),
            ("quarter", rect(146.75, 325, 40, 40)), ("masked", rect(0, 300, 667, 100)),
        ]),
        ("iPhone 11", .landscapeLeft, [
            ("banner", rect(64, 0, 768, 50)), ("square", rect(224, 70, 448, 448)),
            ("quarter", rect(204, 343, 40, 40)), ("masked", rect(0, 300, 896, 100)),
        ]),
    ])
    func pins(device: String, orientation: InterfaceOrientation, expected: [(String, Rect)]) throws {
        let layout = try Self.layOut("Pins.xib", .device(try Self.device(device), orientation))
        #expect(layout.diagnostics.isEmpty, "\(layout.diagnostics)")
        for (id, frame) in expected {
            #expect(Self.frame(layout, id) == frame, "\(id) on \(device) \(orientation)")
        }
    }

    /// As saved: a .xib simulates no status bar, so the safe area starts at the top.
    @Test("a .xib laid out as saved has no status bar")
    func pinsAsSaved() throws {
        let layout = try Self.layOut("Pins.xib", .saved)
        #expect(Self.frame(layout, "root") == Self.rect(0, 0, 375, 667))
        #expect(Self.frame(layout, "banner") == Self.rect(16, 0, 343, 50))
        #expect(Self.frame(layout, "square") == Self.rect(93.75, 70, 187.5, 187.5))
    }

    /// Stacks.xib: stacks 300 wide and 40 high in a container that keeps its stored size.
    /// - fill, spacing 10: a is 100 wide, b takes the rest: 300 - 110 = 190.
    /// - fillEqually, spacing 10: (300 - 20) / 3 = 93.333 each.
    /// - fillProportionally (stored 75 and 225, 1:3): 75 and 225.
    /// - equalSpacing, three 60-wide views: gaps (300 - 180) / 2 = 60.
    /// - equalCentering, widths 20, 40, 60: centres 10 and 270, the middle one's at 140.
    /// - center alignment: the 20-high view sits at (40 - 20) / 2 = 10.
    /// - vertical, spacing 5, the middle of three 30-high views hidden: the third at 35.
    @Test("every stack-view distribution, centre alignment and a hidden arranged view")
    func stacks() throws {
        let layout = try Self.layOut("Stacks.xib", .saved)
        #expect(layout.diagnostics.isEmpty, "\(layout.diagnostics)")
        let third = 93.333
        let expected: [(String, Rect)] = [
            ("fill-a", Self.rect(0, 0, 100, 40)), ("fill-b", Self.rect(110, 0, 190, 40)),
            ("equally-a", Self.rect(0, 0, third, 40)), ("equally-b", Self.rect(103.333, 0, third, 40)),
            ("equally-c", Self.rect(206.667, 0, third, 40)),
            ("proportionally-a", Self.rect(0, 0, 75, 40)), ("proportionally-b", Self.rect(75, 0, 225, 40)),
            ("spacing-a", Self.rect(0, 0, 60, 40)), ("spacing-b", Self.rect(120, 0, 60, 40)), ("spacing-c", Self.rect(240, 0, 60, 40)),
            ("centering-a", Self.rect(0, 0, 20, 40)), ("centering-b", Self.rect(120, 0, 40, 40)), ("centering-c", Self.rect(240, 0, 60, 40)),
            ("centered-a", Self.rect(0, 10, 100, 20)),
            ("column-a", Self.rect(0, 0, 300, 30)), ("column-c", Self.rect(0, 35, 300, 30)), ("column", Self.rect(0, 300, 300, 65)),
        ]
        for (id, frame) in expected {
            #expect(Self.frame(layout, id) == frame, "\(id)")
        }
    }

    /// Two fixtures on the iPhone SE in both orientations.
    /// - Variations.storyboard: portrait (regular height), the top layout guide is the 20-pt status
    ///   bar, the header 10 below it and 100 high; landscape (compact height), no status bar, the
    ///   compact-height top constraint (4 from the top) and height (50).
    /// - OpaqueBar.storyboard: below an opaque navigation bar the root begins where the bar ends on
    ///   the screen it is laid out on, 64 pt down in portrait (20 of status bar, 44 of bar), 32 in
    ///   landscape (no status bar, the compact bar), whatever offset was stored; `content` fills it.
    @Test("constant and installation variations follow the size class; a root below an opaque bar begins where the bar ends", arguments: [
        ("Variations.storyboard", "header", Self.rect(0, 30, 375, 100), Self.rect(0, 4, 667, 50)),
        ("OpaqueBar.storyboard", "root", Self.rect(0, 64, 375, 603), Self.rect(0, 32, 667, 343)),
        ("OpaqueBar.storyboard", "content", Self.rect(0, 0, 375, 603), Self.rect(0, 0, 667, 343)),
    ])
    func bothOrientations(fixture: String, id: String, portrait: Rect, landscape: Rect) throws {
        let phone = try Self.device("iPhone SE")
        for (orientation, expected) in [(InterfaceOrientation.portrait, portrait), (.landscapeLeft, landscape)] {
            let layout = try Self.layOut(fixture, .device(phone, orientation))
            #expect(layout.diagnostics.isEmpty, "\(layout.diagnostics)")
            #expect(Self.frame(layout, id) == expected, "\(orientation)")
        }
    }

    /// Conflict.xib: `torn` is required to be 100 and 200 wide; `loose` has an origin only;
    /// `prototyped` is named by no constraint.
    @Test("conflicting required constraints are an error naming both; an open frame is ambiguous")
    func conflictAndAmbiguity() throws {
        let layout = try Self.layOut("Conflict.xib", .saved, ambiguity: true)
        let document = try ImportResult(contentsOf: PackagePaths.fixture("AutoLayout/Conflict.xib")).document
        let conflicts = layout.diagnostics.filter { $0.rule == .unsatisfiableConstraints }
        #expect(conflicts.count == 1)
        let conflict = try #require(conflicts.first)
        #expect(conflict.severity == .error)
        let named = [conflict.message] + conflict.notes.map(\.message)
        #expect(named.contains { $0.contains("torn-wide") } && named.contains { $0.contains("torn-narrow") }, "\(conflict.rendered)")
        #expect(conflict.location?.line == 17)
        let torn = try #require(document.scenes.lazy.compactMap { $0.view(id: "torn") }.first)
        #expect(conflict.message.hasPrefix("constraint 'torn-wide' (width of \(ViewIdentity(torn).description)) cannot hold together"), "\(conflict.rendered)")
        #expect(conflict.notes.contains { $0.location?.line == 16 }, "\(conflict.rendered)")
        let ambiguous = layout.diagnostics.filter { $0.rule == .ambiguousLayout }
        #expect(ambiguous.map(\.location?.line) == [21], "\(ambiguous)")
        let loose = try #require(document.scenes.lazy.compactMap { $0.view(id: "loose") }.first)
        #expect(ambiguous.first?.message.hasPrefix("the constraints of \(ViewIdentity(loose).description) leave its horizontal and vertical") == true, "\(ambiguous)")
        #expect(layout.view(id: "loose")?.ambiguousAxes == ["horizontal", "vertical"])
        #expect(layout.view(id: "torn")?.ambiguousAxes == [])
        #expect(layout.view(id: "prototyped")?.ambiguousAxes == [])
        #expect(Self.frame(layout, "prototyped") == Self.rect(120, 60, 40, 20))
    }

    /// A label with a title, constrained 10 pt from its superview's leading edge but stored 40 pt
    /// from it, and an untitled view beside it, constrained and stored alike.
    @Test("a misplaced view's warning names the view as reports name views")
    func misplacedViewIsNamedByItsIdentity() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
                <device id="retina4_7" orientation="portrait" appearance="light"/>
                <objects>
                    <view contentMode="scaleToFill" id="panel">
                        <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                        <subviews>
                            <label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                                <rect key="frame" x="40" y="10" width="50" height="20"/>
                            </label>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="plain">
                                <rect key="frame" x="10" y="50" width="50" height="20"/>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="title" firstAttribute="leading" secondItem="panel" secondAttribute="leading" constant="10" id="c1"/>
                            <constraint firstItem="title" firstAttribute="top" secondItem="panel" secondAttribute="top" constant="10" id="c2"/>
                            <constraint firstItem="title" firstAttribute="width" constant="50" id="c3"/>
                            <constraint firstItem="title" firstAttribute="height" constant="20" id="c4"/>
                            <constraint firstItem="plain" firstAttribute="leading" secondItem="panel" secondAttribute="leading" constant="10" id="c5"/>
                            <constraint firstItem="plain" firstAttribute="top" secondItem="panel" secondAttribute="top" constant="50" id="c6"/>
                            <constraint firstItem="plain" firstAttribute="width" constant="50" id="c7"/>
                            <constraint firstItem="plain" firstAttribute="height" constant="20" id="c8"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
        let document = try ImportResult(bytes: Array(xib.utf8), path: "Misplaced.xib").document
        let title = try #require(document.scenes.lazy.compactMap { $0.view(id: "title") }.first)
        let misplaced = AutoLayoutEngine.misplacedViews(in: AutoLayoutEngine.layOut(document, at: .saved))
        #expect(misplaced.map(\.subject?.view) == [ViewID("title")], "\(misplaced)")
        #expect(ViewIdentity(title).description == #"UILabel "Title""#)
        #expect(misplaced.first?.message.hasPrefix("\(ViewIdentity(title).description) is stored at") == true, "\(misplaced)")
    }

    /// TallCell.xib: a 44-pt cell whose content needs 92 pt, and a view required to be 50 and
    /// 70 wide inside it.
    @Test("a cell's stored height yields no conflict; a conflict among the document's own constraints in a cell is still reported")
    func cellStoredHeightIsNoConflict() throws {
        let layout = try Self.layOut("TallCell.xib", .saved)
        let conflicts = layout.diagnostics.filter { $0.rule == .unsatisfiableConstraints }
        #expect(conflicts.count == 1, "\(conflicts)")
        let named = conflicts.flatMap { [$0.message] + $0.notes.map(\.message) }
        #expect(named.contains { $0.contains("torn-wide") } && named.contains { $0.contains("torn-narrow") }, "\(named)")
        #expect(!named.contains { $0.contains("tall") || $0.contains("stored size") }, "\(named)")
        // The canvas keeps the cell at its stored height.
        #expect(Self.frame(layout, "cell") == Self.rect(0, 0, 320, 44))
        #expect(Self.frame(layout, "content") == Self.rect(0, 0, 320, 44))
    }
}

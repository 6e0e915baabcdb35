import Foundation
import Testing
import LayoutTemplates
import TestSupport

/// The legacy importer on real files from `../shared/corpus` (skipped, with a message, when the
/// folder is absent). The expectations below were read by hand from each file's XML: the object
/// ids are the `IBObjectRecord` objectIDs, frames the `NSFrame`/`NSFrameSize` strings, masks the low
/// six bits of `NSvFlags`, hidden its bit 31.
@Suite(.enabled(if: PackagePaths.isCorpusAvailable, "../shared/corpus is absent"))
struct LegacyCorpusTests {
    private static let tpSample = "michaeltyson__TPMultiLayoutViewController/TPMultiLayoutViewControllerTest__en.lproj__TPMultiLayoutViewControllerTestViewController.xib"

    private func scene(_ file: String) throws -> Scene {
        let result = try importFile(PackagePaths.corpus(file))
        #expect(result.document.format == .legacyArchive)
        #expect(!result.diagnostics.contains { $0.severity == .error })
        return try #require(result.document.scenes.first)
    }

    @Test("every legacy-archive file of the manifest imports, with unique view ids")
    func everyLegacyFileImports() throws {
        let files = try Corpus.files(format: "legacy-archive")
        #expect(files.count >= 31)
        for file in files {
            do {
                let result = try ImportResult(contentsOf: PackagePaths.corpus(file))
                #expect(result.document.scenes.count == 1, "\(file)")
                #expect(result.document.viewCount > 0, "\(file)")
                #expect(!result.diagnostics.contains { $0.severity != .note }, "\(file): \(result.diagnostics.map(\.rendered))")
                var ids: Set<ViewID> = []
                var duplicates: [ViewID] = []
                for root in result.document.scenes.flatMap(\.views) {
                    root.forEachPreOrder { if !ids.insert($0.id).inserted { duplicates.append($0.id) } }
                }
                #expect(duplicates.isEmpty, "\(file): \(duplicates)")
            } catch {
                Issue.record("\(file): \(error)")
            }
        }
    }

    @Test("TPMultiLayoutViewController sample: outlets, 8 subviews per root, Label 1, masks, slider actions")
    func tpMultiLayoutSample() throws {
        let scene = try scene(Self.tpSample)
        #expect(scene.ownerID == "-1")
        #expect(scene.ownerClass == "TPMultiLayoutViewControllerTestViewController")
        #expect(scene.outlets.map(\.property) == ["view", "portraitView", "landscapeView", "sliderLabel"])
        let portraitID = try #require(scene.outlet(named: "portraitView")?.destination)
        let landscapeID = try #require(scene.outlet(named: "landscapeView")?.destination)
        #expect(scene.outlet(named: "view")?.destination == portraitID)
        #expect(portraitID != landscapeID)
        let portrait = try #require(scene.view(id: portraitID))
        let landscape = try #require(scene.view(id: landscapeID))
        #expect(scene.views.map(\.id) == [portraitID, landscapeID])
        #expect(portrait.frame == Rect(x: 0, y: 20, width: 320, height: 460))
        #expect(landscape.frame == Rect(x: 0, y: 20, width: 480, height: 300))
        #expect(portrait.autoresizingMask == [.flexibleWidth, .flexibleHeight])

        for (root, labelFrame) in [(portrait, Rect(x: 29, y: 20, width: 57, height: 21)), (landscape, Rect(x: 23, y: 27, width: 57, height: 21))] {
            #expect(root.subviews.count == 8)
            #expect(root.subviews.map(\.viewClass.uikitClass) == ["UILabel", "UITextField", "UILabel", "UITextField", "UIButton", "UIButton", "UISlider", "UILabel"])
            #expect(root.subviews.allSatisfy { $0.autoresizingMask.rawValue == 36 && !$0.isHidden && $0.subviews.isEmpty })
            let label1 = try #require(root.subviews.first { $0.text == "Label 1" })
            #expect(label1.frame == labelFrame)
            #expect(label1.bounds == Rect(x: 0, y: 0, width: 57, height: 21))
            #expect(root.subviews.compactMap(\.title) == ["A", "B"])
            #expect(root.subviews.compactMap(\.text) == ["Label 1", "Text 1", "Label 2", "Text 2", "Label"])
            let slider = try #require(root.subviews.first { $0.viewClass.uikitClass == "UISlider" })
            #expect(slider.actions == [ControlAction(target: .filesOwner, selector: "updateSliderLabel:", events: .valueChanged)])
            #expect(root.subviews.filter { !$0.actions.isEmpty }.count == 1)
        }
        #expect(portrait.subviews.map(\.id) == ["9", "10", "11", "12", "13", "14", "15", "16"])
        #expect(landscape.subviews[4].frame == Rect(x: 20, y: 121, width: 180, height: 70))
        #expect(scene.outlet(named: "sliderLabel")?.destination == "16")
    }

    @Test("ioctocat IssueForm.xib (7.10): table cells, empty texts, placeholder, hidden spinner, footer")
    func issueForm() throws {
        let scene = try scene("dennisreimann__ioctocat/IBFiles__IssueForm.xib")
        #expect(scene.ownerClass == "IssueFormController")
        #expect(scene.outlets.map { "\($0.property)=\($0.destination)" } == [
            "view=4", "bodyCell=8", "bodyField=6", "saveButton=10", "tableFooterView=11",
            "titleCell=7", "titleField=9", "activityView=21",
        ])
        // Root objects in order: the table view, two cells, the footer view.
        #expect(scene.views.map(\.id) == ["4", "7", "8", "11"])
        #expect(scene.views.map(\.viewClass.uikitClass) == ["UITableView", "UITableViewCell", "UITableViewCell", "UIView"])
        #expect(scene.views[0].frame == Rect(x: 0, y: 64, width: 320, height: 367))
        #expect(scene.views[0].autoresizingMask.rawValue == 18)
        #expect(scene.views[1].frame == Rect(x: 0, y: 0, width: 320, height: 44))
        #expect(scene.views[2].frame == Rect(x: 0, y: 0, width: 320, height: 100))
        // A cell's content view has no object record: it keeps its archive id.
        let titleContent = try #require(scene.views[1].subviews.first)
        #expect(titleContent.id == "ref:183091893")
        #expect(titleContent.viewClass.uikitClass == "UITableViewCellContentView")
        #expect(titleContent.autoresizingMask == [])
        let titleField = try #require(scene.view(id: "9"))
        #expect(titleField.frame == Rect(x: 10, y: 6, width: 300, height: 31))
        #expect(titleField.autoresizingMask == .flexibleWidth)
        // An empty IBUIText is no text, as in the document Xcode writes when it upgrades the archive.
        #expect(titleField.text == nil)
        #expect(titleField.placeholder == "Title")
        let bodyField = try #require(scene.view(id: "6"))
        #expect(bodyField.viewClass.uikitClass == "UITextView")
        #expect(bodyField.frame == Rect(x: 2, y: 2, width: 316, height: 95))
        let footer = scene.views[3]
        #expect(footer.userLabel == "View")
        #expect(footer.frame == Rect(x: 0, y: 0, width: 320, height: 47))
        #expect(footer.autoresizingMask.rawValue == 34)
        let save = try #require(scene.view(id: "10"))
        #expect(save.title == "Save issue")
        #expect(save.actions == [ControlAction(target: .filesOwner, selector: "saveIssue:", events: .touchUpInside)])
        let spinner = try #require(scene.view(id: "21"))
        #expect(spinner.isHidden)
        #expect(spinner.autoresizingMask.rawValue == 36)
        #expect(spinner.frame == Rect(x: 77, y: 13, width: 20, height: 20))
    }

    @Test("changeViewAnimation ViewController.xib (8.00): outlet collections, four tapped buttons")
    func swapView() throws {
        let scene = try scene("MichaelDu__changeViewAnimation/swapView__ViewController.xib")
        #expect(scene.ownerClass == "ViewController")
        #expect(scene.outlets.map { "\($0.property)=\($0.destination)" } == [
            "view=1", "portrait=1", "landscape=4", "fools=28", "fools=7", "bars=31", "bars=10",
        ])
        #expect(scene.views.map(\.id) == ["1", "4"])
        #expect(scene.views[1].frame == Rect(x: 0, y: 20, width: 480, height: 300))
        let expected: [(id: String, title: String, frame: Rect)] = [
            ("7", "Foo", Rect(x: 98, y: 20, width: 125, height: 125)),
            ("10", "Bar", Rect(x: 98, y: 316, width: 125, height: 125)),
            ("28", "Foo", Rect(x: 20, y: 88, width: 125, height: 125)),
            ("31", "Bar", Rect(x: 335, y: 88, width: 125, height: 125)),
        ]
        let buttons = scene.views.flatMap(\.subviews)
        #expect(buttons.map(\.id.rawValue) == expected.map(\.id))
        for (button, want) in zip(buttons, expected) {
            #expect(button.title == want.title)
            #expect(button.frame == want.frame)
            #expect(button.autoresizingMask.rawValue == 36)
            // IBEventType 7 = touchUpInside (1 << 6).
            #expect(button.actions == [ControlAction(target: .filesOwner, selector: "buttonTapped:", events: .touchUpInside)])
        }
    }

    @Test("TeachYourSelfiOS MyCell.xib (8.00): a cell, its content view, tagged label and image view")
    func myCell() throws {
        let scene = try scene("hendyou__TeachYourSelfiOS/CustomTableCell__CustomTableCell__MyCell.xib")
        #expect(scene.ownerClass == nil)
        #expect(scene.outlets.isEmpty)
        let cell = try #require(scene.views.first)
        #expect(scene.views.count == 1)
        #expect(cell.viewClass.uikitClass == "UITableViewCell")
        #expect(cell.frame == Rect(x: 0, y: 0, width: 320, height: 80))
        #expect(cell.autoresizingMask.rawValue == 36)
        let content = try #require(cell.subviews.first)
        #expect(content.frame == Rect(x: 0, y: 0, width: 320, height: 79))
        #expect(content.subviews.map(\.tag) == [201, 202])
        #expect(content.subviews.map(\.viewClass.uikitClass) == ["UILabel", "UIImageView"])
        #expect(content.subviews[0].text == "Label")
        #expect(content.subviews[0].frame == Rect(x: 20, y: 29, width: 112, height: 21))
        #expect(content.subviews[1].frame == Rect(x: 140, y: 14, width: 160, height: 52))
        #expect(content.subviews[1].image == nil)
    }

    @Test("onebusaway OBALockView.xib (7.03): ten digit buttons in archive order, one action each")
    func lockView() throws {
        let result = try importFile(PackagePaths.corpus("OneBusAway__onebusaway-iphone/Resources__OBALockView.xib"))
        #expect(result.document.version == "7.03")
        let scene = try #require(result.document.scenes.first)
        #expect(scene.ownerClass == "OBALockViewController")
        #expect(scene.outlets.count == 11)
        #expect(scene.outlet(named: "button0")?.destination == "19")
        let root = try #require(scene.views.first)
        #expect(root.frame == Rect(x: 0, y: 0, width: 320, height: 460))
        #expect(root.autoresizingMask.rawValue == 36)
        #expect(root.subviews.compactMap(\.title) == ["1", "3", "2", "4", "6", "5", "7", "9", "8", "0"])
        #expect(root.subviews.allSatisfy { $0.autoresizingMask.rawValue == 34 && $0.frame.width == 80 && $0.frame.height == 80 })
        #expect(root.subviews.allSatisfy { $0.actions == [ControlAction(target: .filesOwner, selector: "onButtonClick:", events: .touchUpInside)] })
        #expect(root.subviews.first?.frame == Rect(x: 20, y: 20, width: 80, height: 80))
        #expect(root.subviews.last?.frame == Rect(x: 120, y: 320, width: 80, height: 80))
    }

    @Test("Rotation First.xib (7.10): user labels from objectName, a fractional frame")
    func rotationFirst() throws {
        let scene = try scene("Morpheu5__Rotation/Rotation__First.xib")
        #expect(scene.ownerClass == "FirstViewController")
        #expect(scene.outlets.map { "\($0.property)=\($0.destination)" } == ["view=1", "landscapeView=6", "portraitView=1"])
        #expect(scene.views.map(\.userLabel) == ["Portrait", "Landscape"])
        #expect(scene.views.map(\.frame) == [Rect(x: 0, y: 64, width: 320, height: 416), Rect(x: 0, y: 64, width: 480, height: 256)])
        #expect(scene.views[0].subviews.map(\.text) == ["FirstPortrait", nil])
        #expect(scene.views[1].subviews.map(\.text) == ["FirstLandscape", nil])
        let button = try #require(scene.view(id: "10"))
        #expect(button.frame == Rect(x: 59.719, y: 290, width: 200, height: 29))
        #expect(button.title == "Go Forth")
        #expect(button.actions == [ControlAction(target: .filesOwner, selector: "goToSecond:", events: .touchUpInside)])
    }

    @Test("CoconutKit OrientationClonerViewControllerPortrait.xib (iPad 7.10): a custom text field class, full masks")
    func coconutKitPortrait() throws {
        let result = try importFile(PackagePaths.corpus("defagos__CoconutKit/CoconutKit-demo__Sources__Demos__Common__OrientationClonerViewController__OrientationClonerViewControllerPortrait.xib"))
        #expect(result.document.documentType == "com.apple.InterfaceBuilder3.CocoaTouch.iPad.XIB")
        let scene = try #require(result.document.scenes.first)
        #expect(scene.ownerClass == "OrientationClonerViewController")
        let root = try #require(scene.views.first)
        #expect(root.id == "2")
        #expect(root.frame == Rect(x: 0, y: 0, width: 400, height: 500))
        #expect(root.autoresizingMask == .all)
        let scroll = try #require(root.subviews.first)
        #expect(scroll.id == "14")
        #expect(scroll.viewClass.uikitClass == "UIScrollView")
        #expect(scroll.subviews.map(\.id) == ["3", "12"])
        #expect(scroll.subviews[0].text == "OrientationClonerViewController (portrait)")
        #expect(scroll.subviews[0].frame == Rect(x: 20, y: 239, width: 360, height: 21))
        let field = scroll.subviews[1]
        #expect(field.viewClass == ViewClass("UITextField", customClass: "HLSTextField"))
        #expect(field.viewClass.isKind(of: "UIControl"))
        #expect(field.autoresizingMask.rawValue == 47)
        #expect(field.frame == Rect(x: 88, y: 131, width: 224, height: 31))
        #expect(scene.outlet(named: "textField")?.destination == "12")
    }
}

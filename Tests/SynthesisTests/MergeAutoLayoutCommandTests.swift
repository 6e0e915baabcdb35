import Foundation
import Testing
import LayoutTemplates
import TestSupport
import LayoutConversion
import LayoutSynthesis

/// `template-apply merge --auto-layout` end to end: the document and the explanation it writes.
@Suite("merge --auto-layout command", .enabled(if: TemplateApplyProcess.isAvailable, "the template-apply executable was not built"))
struct MergeAutoLayoutCommandTests {
    @Test("writes a document placed by constraints that the package reads back, and the explanation as JSON")
    func writesDocumentAndExplanation() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let output = directory.file("LoginForm.xib"), explanation = directory.file("why.json")
        let run = try TemplateApplyProcess.run(["merge", PackagePaths.fixture("Example/LoginForm.xib"), "-o", output, "--auto-layout", "--explanation", explanation])
        #expect(run.status == 0, "\(run.stderr)")
        let document = try ImportResult(contentsOf: output).document
        let views = document.scenes.flatMap(\.views)
        #expect(views.contains { !$0.autoLayout.constraints.isEmpty })
        var every: [ViewNode] = []
        for view in views { view.forEachPreOrder { every.append($0) } }
        #expect(every.allSatisfy { $0.frameVariations.isEmpty }, "no frame variations")
        let placed = Set(every.filter { $0.autoLayout.translatesAutoresizingMask == false }.map(\.id.rawValue))
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: explanation))) as? [String: Any]
        let explained = try #require(json?["views"] as? [[String: Any]])
        #expect(Set(explained.compactMap { $0["id"] as? String }) == placed)
        #expect(explained.allSatisfy { ($0["constraints"] as? [[String: Any]])?.count == 4 })
        // Each view is named as reports name views.
        let names = Dictionary(uniqueKeysWithValues: every.map { ($0.id.rawValue, ViewIdentity($0).description) })
        #expect(explained.allSatisfy { view in (view["id"] as? String).flatMap { names[$0] } == view["name"] as? String }, "\(explained)")
    }

    @Test("a .xib design written as a storyboard is placed by the same constraints as the .xib")
    func storyboardOfXib() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let xib = directory.file("LoginForm.xib"), storyboard = directory.file("LoginForm.storyboard")
        let runs = try [xib, storyboard].map { try TemplateApplyProcess.run(["merge", PackagePaths.fixture("Example/LoginForm.xib"), "-o", $0, "--auto-layout"]) }
        for run in runs {
            #expect(run.status == 0, "\(run.stderr)")
            #expect(!run.stderr.contains("not where it is drawn"), "\(run.stderr)")
        }
        func constraints(_ file: String) throws -> [String] {
            var views: [ViewNode] = []
            for root in try ImportResult(contentsOf: file).document.scenes.flatMap(\.views) { root.forEachPreOrder { views.append($0) } }
            #expect(views.allSatisfy { $0.frameVariations.isEmpty }, "no frame variations in \(file)")
            return views.flatMap(\.autoLayout.constraints).map { "\($0.firstItem.rawValue).\($0.firstAttribute) \($0.secondItem?.rawValue ?? "-").\($0.secondAttribute.map { "\($0)" } ?? "-") \($0.constant)" }.sorted()
        }
        let fromXib = try constraints(xib)
        #expect(!fromXib.isEmpty)
        #expect(try constraints(storyboard) == fromXib)
    }

    @Test("another scene's own conflicting constraints neither block nor fail the merge of a scene placed by constraints")
    func otherScenesConflicts() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let fixture = try String(contentsOfFile: PackagePaths.fixture("Modern/SceneWithLandscapeView.storyboard"), encoding: .utf8)
        let conflicting = """
                <scene sceneID="S3">
                    <objects>
                        <viewController id="VC3" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="R3">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="torn">
                                        <rect key="frame" x="0.0" y="0.0" width="100" height="50"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="100" id="W1"/>
                                            <constraint firstAttribute="width" constant="200" id="W2"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="torn" firstAttribute="leading" secondItem="R3" secondAttribute="leading" id="L3"/>
                                    <constraint firstItem="torn" firstAttribute="top" secondItem="R3" secondAttribute="top" id="T3"/>
                                    <constraint firstItem="torn" firstAttribute="height" constant="50" id="H3"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        """
        let design = directory.file("Scenes.storyboard")
        try fixture.replacingOccurrences(of: "    </scenes>", with: conflicting).write(toFile: design, atomically: true, encoding: .utf8)
        let run = try TemplateApplyProcess.run(["merge", design, "-o", directory.file("Out.storyboard"), "--auto-layout"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(!run.stderr.contains("conflict"), "\(run.stderr)")
    }

    @Test("refuses the template format and --explanation without --auto-layout")
    func refusals() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let template = try TemplateApplyProcess.run(["merge", PackagePaths.fixture("Example/LoginForm.xib"), "-o", directory.file("Out.layouts.xml"), "--auto-layout"])
        #expect(template.status != 0 && template.stderr.contains("the template format has no constraints"))
        let explanation = try TemplateApplyProcess.run(["merge", PackagePaths.fixture("Example/LoginForm.xib"), "--explanation", directory.file("why.txt")])
        #expect(explanation.status != 0 && explanation.stderr.contains("--explanation needs --auto-layout"))
    }

    @Test("a design over the Auto Layout merge's size limit is refused before it is read, with the frames merge's larger limit in a note")
    func oversizedDesignRefused() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        // Sparse: its size passes the limit whatever is on disk, and it is never read.
        let input = directory.file("Large.xib"), output = directory.file("Out.xib")
        #expect(FileManager.default.createFile(atPath: input, contents: Data("<document/>".utf8)))
        #expect(truncate(input, off_t(MergeTarget.maximumAutoLayoutInputBytes + 1)) == 0)
        let run = try TemplateApplyProcess.run(["merge", input, "-o", output, "--auto-layout"])
        #expect(run.status == 1, "\(run.stderr)")
        #expect(run.stderr.contains("Large.xib: error: the design's documents hold 70000001 bytes, more than the 70000000 a merge placed by Auto Layout reads"), "\(run.stderr)")
        #expect(run.stderr.contains("note: without --auto-layout, merge reads up to 135000000 bytes"), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    @Test("an explanation over the input, over the document, or in a missing folder is refused before any work, and nothing is written")
    func explanationRefusedFirst() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let input = directory.file("LoginForm.xib"), output = directory.file("Out.xib")
        try FileManager.default.copyItem(atPath: PackagePaths.fixture("Example/LoginForm.xib"), toPath: input)
        let original = try Data(contentsOf: URL(fileURLWithPath: input))
        for (explanation, status, message) in [
            (input, Int32(1), "refusing to write over the input"),
            (output, 1, "the same file is named twice among the outputs"),
            (directory.file("missing/why.json"), 64, "there is no folder"),
        ] {
            let run = try TemplateApplyProcess.run(["merge", input, "-o", output, "--auto-layout", "--explanation", explanation])
            #expect(run.status == status, "\(explanation): \(run.stderr)")
            #expect(run.stderr.contains(message), "\(run.stderr)")
            // Refused before the design is read: no diagnostic of the merge, and no file.
            #expect(!run.stderr.contains("size classes need Auto Layout"), "\(run.stderr)")
            #expect(!FileManager.default.fileExists(atPath: output))
            #expect(try Data(contentsOf: URL(fileURLWithPath: input)) == original)
        }
    }

    @Test("without an output or --to, the document placed by constraints goes to stdout as the kind of the design's file")
    func standardOutput() throws {
        for fixture in ["Example/LoginForm.xib", "Merge/LandscapeSegues.storyboard"] {
            let run = try TemplateApplyProcess.run(["merge", PackagePaths.fixture(fixture), "--auto-layout"])
            #expect(run.status == 0, "\(run.stderr)")
            let document = try ImportResult(bytes: Array(run.stdout.utf8), path: "stdout").document
            #expect(document.format == (fixture.hasSuffix(".xib") ? .xib : .storyboard))
            #expect(document.hasConstraints)
        }
    }
}

/// The AutoLayout engine's check of a written document, which `merge --auto-layout` runs before
/// it writes: a view off its drawing is a warning, a conflict an error.
@Suite("merge --auto-layout engine verification")
struct AutoLayoutVerificationTests {
    @Test("a view the engine places away from its drawing is a warning; conflicting constraints are an error")
    func catchesWhatTheSynthesisSolverCannot() throws {
        let set = try Design(contentsOf: [PackagePaths.fixture("Example/LoginForm.xib")])
        let design = MergedDesign(MatchResult(matching: set, mode: .default))
        let (written, synthesis) = try MergeTarget.xib.autoLayoutText(of: design, destination: "Out.xib")
        let at = SourceLocation(file: "Out.xib")
        #expect(AutoLayoutVerification.diagnostics(of: written.text, file: "Out.xib", synthesis: synthesis, device: DeviceCatalog.defaultDevice, at: at).isEmpty)

        var moved = synthesis
        let first = try #require(moved.design.root.subviews.first)
        moved.design.root.subviews[0].portrait.x += 30
        let warnings = AutoLayoutVerification.diagnostics(of: written.text, file: "Out.xib", synthesis: moved, device: DeviceCatalog.defaultDevice, at: at)
        #expect(warnings.contains { $0.severity == .warning && $0.message.contains("places \(first.name) at") && $0.message.contains("portrait") })

        let sized = try #require(synthesis.views.first { view in view.constraints.contains { $0.attribute == .width && $0.item == .none } })
        let marker = "<constraints>"
        let range = try #require(written.text.range(of: marker))
        let conflicting = written.text.replacingCharacters(in: range, with: marker + "<constraint firstItem=\"\(sized.id)\" firstAttribute=\"width\" constant=\"12345\" id=\"zzz-zz-zzz\"/>")
        let errors = AutoLayoutVerification.diagnostics(of: conflicting, file: "Out.xib", synthesis: synthesis, device: DeviceCatalog.defaultDevice, at: at)
        #expect(errors.contains { $0.severity == .error && $0.rule == .unsatisfiableConstraints })
    }
}

/// What `merge --auto-layout` derives for a drawn design from its document, which the drawings
/// cannot show.
@Suite("merge --auto-layout: what a drawn design implies")
struct DrawnDesignInsetsTests {
    @Test("a controller root gets the phone's safe area in each orientation; a relation to it is written to a safe-area guide the header declares")
    func safeAreaFromTheDocument() throws {
        let set = try Design(contentsOf: [PackagePaths.fixture("Merge/HiddenAndTargets.xib")])
        let design = MergedDesign(MatchResult(matching: set, mode: .default))
        let (written, synthesis) = try MergeTarget.xib.autoLayoutText(of: design, destination: "Out.xib")
        // The status bar covers the portrait drawing's top, and is hidden in landscape.
        #expect(synthesis.design.portraitSafeArea.top == 20 && synthesis.design.landscapeSafeArea.top == 0)
        // A label 40 pt below the status bar in portrait and 40 pt below the top in landscape.
        let buffering = try #require(synthesis.views.first { $0.id.rawValue == "p-buffering" })
        #expect(buffering.constraints.contains { $0.attribute == .top && $0.item == .safeArea && $0.constant == 40 && $0.compactConstant == nil })
        let document = try ImportResult(bytes: Array(written.text.utf8), path: "Out.xib").document
        #expect(document.usesSafeAreas)
        let root = try #require(document.scenes.flatMap(\.views).first { $0.id.rawValue == synthesis.design.root.id })
        let guide = try #require(root.autoLayout.layoutGuides.first { $0.kind == .safeArea })
        #expect(root.autoLayout.constraints.contains { $0.firstItem.rawValue == "p-buffering" && $0.secondItem?.rawValue == guide.id })
    }
}


import Foundation
import Testing
import LayoutTemplates
import LayoutSynthesis
import LayoutConversion
import AutoLayout
import LayoutXML
import TestSupport

/// The corpus's Auto Layout screens as two drawn layouts: each controller's screen solved by the
/// AutoLayout engine on a 375x667 iPhone in portrait and landscape, those frames taken as the two
/// drawings, constraints synthesized from them, then both the synthesized constraints and the
/// naive conversion compared with the original design solved on three other phones in both
/// orientations (frames in the superview, within 1 pt).
@Suite("Synthesis on the corpus's Auto Layout screens", .enabled(if: PackagePaths.isCorpusAvailable, "../shared/corpus is absent: the synthesis benchmark on Auto Layout screens is skipped"))
struct AutoLayoutScreenTests {
    static let drawnOn = "iPhone SE"
    static let unseen = ["iPhone SE (1st generation)", "iPhone 8 Plus", "iPhone 11"]

    /// A share as the benchmark tables print it: the percentage and the count.
    static func percent(_ part: Int, _ whole: Int) -> String {
        String(format: "%.1f%% (%d)", whole == 0 ? 0 : Double(part) * 100 / Double(whole), part)
    }

    /// The design `merge --auto-layout` would synthesize for one controller screen drawn as its
    /// two layouts: the frames the engine gives them, and what the real path derives from the
    /// document around them (safe area, side margins, cells' content view margins). A drawing
    /// from constraints has no designer's autoresizing masks.
    static func drawing(portrait: DocumentLayout.DesignLayout, landscape: DocumentLayout.DesignLayout, document: Document, nodes: [String: ViewNode], device: Device) -> SynthesisDesign? {
        let portraitFrames = Dictionary(portrait.views.map { ($0.id.rawValue, $0.frame) }, uniquingKeysWith: { first, _ in first })
        let landscapeFrames = Dictionary(landscape.views.map { ($0.id.rawValue, $0.frame) }, uniquingKeysWith: { first, _ in first })
        guard let root = nodes[portrait.rootID.rawValue] else { return nil }
        let scene = document.scenes.first { scene in scene.views.contains { $0.id == root.id } }
        return SynthesisDesign.drawn(root, scene: scene, document: document, device: device, isControllerRoot: portrait.isControllerView) { view in
            guard let p = portraitFrames[view.id.rawValue], let l = landscapeFrames[view.id.rawValue] else { return nil }
            return (p, l, nil, true)
        }
    }

    /// Where the written documents put the views, against the drawings and the original design.
    struct Tally {
        var views = 0, reproduced = 0, conflicts = 0
        var compared: [Int], right: [Int]
        var off: [String] = []
        /// Per configuration, the misses by cause.
        var causes: [[SynthesisMissCause: Int]]
        init(slots: Int) { compared = Array(repeating: 0, count: slots); right = compared; causes = Array(repeating: [:], count: slots) }
    }

    /// The corpus document with each controller screen placed by `conversion`'s constraints,
    /// written, read back and laid out by the AutoLayout engine at the drawn phone and at the
    /// unseen ones; every frame compared in its superview, within 0.5 pt of the drawings and
    /// 1 pt of the original design.
    static func measure(_ file: String, drawnOn: Device, unseen: [Device], _ conversion: (SynthesisDesign) -> SynthesisResult,
                        into tally: inout Tally, results: inout [SynthesisResult]) throws {
        let orientations: [InterfaceOrientation] = [.portrait, .landscapeLeft]
        let path = PackagePaths.corpus(file)
        let document = try ImportResult(contentsOf: path).document
        let portrait = AutoLayoutEngine.layOut(document, at: .device(drawnOn, .portrait))
        let landscape = AutoLayoutEngine.layOut(document, at: .device(drawnOn, .landscapeLeft))
        var tree = try XMLTree.read(file: path)
        var synthesized: [String: SynthesisResult] = [:]
        var nodes: [String: ViewNode] = [:]
        func collect(_ node: ViewNode) {
            nodes[node.id.rawValue] = node
            node.subviews.forEach(collect)
        }
        document.scenes.flatMap(\.views).forEach(collect)
        let guides = Set((nodes.values.flatMap(\.autoLayout.layoutGuides) + document.scenes.flatMap(\.metrics.layoutGuides))
            .filter { [.safeArea, .topLayoutGuide, .bottomLayoutGuide].contains($0.kind) }.map(\.id))
        let original = SynthesisMissCause.Original.of(nodes.values.flatMap(\.autoLayout.constraints), guides: guides)
        for (index, design) in portrait.designs.enumerated() where design.isControllerView {
            guard index < landscape.designs.count,
                  let drawing = Self.drawing(portrait: design, landscape: landscape.designs[index], document: document, nodes: nodes, device: drawnOn) else { continue }
            let result = conversion(drawing)
            synthesized[drawing.root.id] = result
            results.append(result)
            tree = tree.placed(by: result)
        }
        guard !synthesized.isEmpty else { return }
        let text = try XMLTreeWriter.string(from: tree)
        try DocumentSoundness.check(text, file: (file as NSString).lastPathComponent)
        let written = try ImportResult(bytes: Array(text.utf8), path: (file as NSString).lastPathComponent).document
        func compare(_ layout: DocumentLayout, with expected: (String, String) -> Rect?, tolerance: Double, count: (Bool) -> Void, label: String, slot: Int? = nil) {
            tally.conflicts += layout.diagnostics.filter { $0.rule == .unsatisfiableConstraints }.count
            for design in layout.designs {
                guard let result = synthesized[design.rootID.rawValue] else { continue }
                let ids = Set(result.views.dropFirst().map(\.id))
                let written = Dictionary(design.views.map { ($0.id.rawValue, $0.frame) }, uniquingKeysWith: { first, _ in first })
                var missed: [SynthesisResult.SynthesizedView] = []
                var off: Set<String> = []
                for view in design.views where ids.contains(view.id) {
                    guard let frame = expected(design.rootID.rawValue, view.id.rawValue) else { continue }
                    let right = SynthesisResult.distance(frame, view.frame) <= tolerance
                    count(right)
                    if !right {
                        off.insert(view.id.rawValue)
                        if let synthesizedView = result.views.first(where: { $0.id == view.id }) { missed.append(synthesizedView) }
                        if tally.off.count < 20000 { tally.off.append("\(file) \(view.id.rawValue) \(label): written \(view.frame), expected \(frame)") }
                    }
                }
                guard let slot else { continue }
                for view in missed {
                    let superviewOff = view.superviewID.map { id in
                        guard let drawn = written[id.rawValue], let frame = expected(design.rootID.rawValue, id.rawValue) else { return false }
                        return abs(drawn.width - frame.width) > tolerance || abs(drawn.height - frame.height) > tolerance
                    } ?? false
                    let cause = SynthesisMissCause.of(view, superviewOff: superviewOff, off: off, original: original[view.id.rawValue])
                    tally.causes[slot][cause, default: 0] += 1
                    if tally.off.count < 20000 { tally.off.append("cause \(file) \(view.id.rawValue) in \(view.superviewID?.rawValue ?? "-") \(label): \(cause.rawValue); \(view.constraints.map(\.equation).joined(separator: ", "))") }
                }
            }
        }
        for (orientation, drawnLayout) in [(InterfaceOrientation.portrait, portrait), (.landscapeLeft, landscape)] {
            let layout = AutoLayoutEngine.layOut(written, at: .device(drawnOn, orientation))
            compare(layout, with: { root, id in drawnLayout.designs.first { $0.rootID.rawValue == root }?.views.first { $0.id.rawValue == id }?.frame },
                    tolerance: 0.5, count: { right in tally.views += 1; if right { tally.reproduced += 1 } }, label: "drawn \(orientation)")
        }
        for (slot, (device, orientation)) in unseen.flatMap({ device in orientations.map { (device, $0) } }).enumerated() {
            let original = AutoLayoutEngine.layOut(document, at: .device(device, orientation))
            let layout = AutoLayoutEngine.layOut(written, at: .device(device, orientation))
            compare(layout, with: { root, id in original.designs.first { $0.rootID.rawValue == root }?.views.first { $0.id.rawValue == id }?.frame },
                    tolerance: 1, count: { right in tally.compared[slot] += 1; if right { tally.right[slot] += 1 } }, label: "\(device.name) \(orientation)", slot: slot)
        }
    }

    @Test("the written documents reproduce both drawings and place more views right on unseen phones than the naive conversion")
    func unseenPhones() throws {
        let drawnOn = try #require(DeviceCatalog.device(named: Self.drawnOn))
        let unseen = try Self.unseen.map { try #require(DeviceCatalog.device(named: $0)) }
        let orientations: [InterfaceOrientation] = [.portrait, .landscapeLeft]
        var ours = Tally(slots: unseen.count * 2), naive = ours
        var results: [SynthesisResult] = [], naiveResults: [SynthesisResult] = []
        for file in try AutoLayoutCorpus.documents() {
            try Self.measure(file, drawnOn: drawnOn, unseen: unseen, ConstraintSynthesizer.synthesize, into: &ours, results: &results)
            try Self.measure(file, drawnOn: drawnOn, unseen: unseen, ConstraintSynthesizer.naive, into: &naive, results: &naiveResults)
        }
        let percent = Self.percent
        let views = results.reduce(0) { $0 + $1.views.count - 1 }
        let pinned = results.reduce(0) { $0 + $1.views.filter(\.isPinned).count }
        let withVariation = results.reduce(0) { $0 + $1.views.filter { $0.constraints.contains { $0.compactConstant != nil } }.count }
        print("synthesis on Auto Layout screens drawn at 375x667, written, read back and laid out by the AutoLayout engine: \(views) views; frames within 0.5 pt of the two drawings: synthesized \(percent(ours.reproduced, ours.views)), naive \(percent(naive.reproduced, naive.views)) of \(ours.views); unsatisfiable-constraint diagnostics: synthesized \(ours.conflicts), naive \(naive.conflicts); pinned after failed verification \(pinned); with a compact-height variation \(withVariation)")
        print("| configuration | views | synthesized within 1 pt | naive within 1 pt |")
        print("|---|---|---|---|")
        for slot in ours.compared.indices {
            let device = unseen[slot / 2], size = device.screenSize(orientations[slot % 2])
            print("| \(Int(size.width))x\(Int(size.height)) | \(ours.compared[slot]) | \(percent(ours.right[slot], ours.compared[slot])) | \(percent(naive.right[slot], naive.compared[slot])) |")
        }
        let total = ours.compared.reduce(0, +)
        print("| all six | \(total) | \(percent(ours.right.reduce(0, +), total)) | \(percent(naive.right.reduce(0, +), naive.compared.reduce(0, +))) |")
        let sizes = ours.compared.indices.map { slot in
            let size = unseen[slot / 2].screenSize(orientations[slot % 2])
            return "\(Int(size.width))x\(Int(size.height))"
        }
        print("| synthesized misses by cause | " + sizes.joined(separator: " | ") + " | all six |")
        print("|---|" + String(repeating: "---|", count: sizes.count + 1))
        for cause in SynthesisMissCause.allCases {
            let counts = ours.causes.map { $0[cause] ?? 0 }
            print("| \(cause.rawValue) | " + counts.map(String.init).joined(separator: " | ") + " | \(counts.reduce(0, +)) |")
        }
        if ProcessInfo.processInfo.environment["SYNTHESIS_OFF"] != nil { for line in ours.off { print("  off: \(line)") } }
        // The corpus's screens give 892 views with both drawings (views the original squeezes to a
        // negative size cannot be drawn).
        #expect(views == 892)
        #expect(ours.conflicts == 0)
        // Floors at the counts measured: of the 1784 drawn frames, and per configuration in the
        // order of the table.
        #expect(ours.reproduced >= 1784, "\(ours.off.filter { $0.contains("drawn") }.prefix(10))")
        let floors = [872, 868, 801, 791, 796, 690]
        for slot in ours.compared.indices {
            #expect(ours.right[slot] >= floors[slot], "slot \(slot): \(ours.right[slot]) of \(ours.compared[slot])")
            #expect(ours.right[slot] > naive.right[slot])
        }
    }
}

import Testing
import LayoutTemplates
import TestSupport

/// Laying a document out at several targets in turn (a root resized through the solver's edit
/// variables where only its size changes) gives what laying it out at each target anew gives.
@Suite("Auto Layout re-solved at several targets", .enabled(if: PackagePaths.isCorpusAvailable, "../shared/corpus is absent: the re-solve test is skipped"))
struct ResizeTests {
    @Test("frames and diagnostics at each target equal a fresh layout's, on every Auto Layout document of the corpus")
    func sameAsFresh() throws {
        let names = ["iPhone SE", "iPhone SE (1st generation)", "iPhone SE", "iPhone 8 Plus", "iPhone 8 Plus"]
        let orientations: [InterfaceOrientation] = [.landscapeLeft, .landscapeLeft, .landscapeLeft, .portrait, .landscapeLeft]
        let targets = try zip(names, orientations).map { name, orientation in
            AutoLayoutEngine.Target.device(try #require(DeviceCatalog.device(named: name)), orientation)
        }
        var views = 0
        for file in try AutoLayoutCorpus.documents() {
            let document = try ImportResult(contentsOf: PackagePaths.corpus(file)).document
            let inTurn = AutoLayoutEngine.layOut(document, at: targets)
            for (target, layout) in zip(targets, inTurn) {
                let fresh = AutoLayoutEngine.layOut(document, at: target)
                #expect(layout.designs.count == fresh.designs.count, "\(file)")
                for (mine, theirs) in zip(layout.designs, fresh.designs) {
                    for (a, b) in zip(mine.views, theirs.views) {
                        views += 1
                        let close = abs(a.frame.x - b.frame.x) <= 0.001 && abs(a.frame.y - b.frame.y) <= 0.001
                            && abs(a.frame.width - b.frame.width) <= 0.001 && abs(a.frame.height - b.frame.height) <= 0.001
                        #expect(a.id == b.id && close, "\(file) \(a.id.rawValue): \(a.frame) re-solved, \(b.frame) fresh")
                    }
                }
                #expect(layout.diagnostics.map(\.message) == fresh.diagnostics.map(\.message), "\(file)")
            }
        }
        #expect(views > 4_000)
    }
}

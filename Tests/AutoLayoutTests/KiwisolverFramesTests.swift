import Testing
import LayoutTemplates
import TestSupport

/// The engine against kiwisolver, an independent Cassowary: `Fixtures/AutoLayout/kiwisolver-frames.tsv`
/// holds the frames kiwisolver found for the engine's own constraint systems of the fixtures, at
/// three notch-less configurations (`template-dev crosscheck-solver Fixtures/AutoLayout/*.xib
/// Fixtures/AutoLayout/*.storyboard --record Fixtures/AutoLayout/kiwisolver-frames.tsv`).
@Suite("Auto Layout beside kiwisolver's stored frames")
struct KiwisolverFramesTests {
    @Test("every fixture view lands where kiwisolver put it, on iPhone SE in landscape and iPhone 8 Plus both ways")
    func fixturesAgree() throws {
        let text = try String(contentsOfFile: PackagePaths.fixture("AutoLayout/kiwisolver-frames.tsv"), encoding: .utf8)
        var layouts: [String: DocumentLayout] = [:]
        var compared = 0
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t").map(String.init)
            try #require(fields.count == 7, "\(line)")
            let configuration = fields[0].split(separator: ":").map(String.init)
            let device = try #require(DeviceCatalog.device(named: configuration[0]))
            let orientation: InterfaceOrientation = configuration[1] == "portrait" ? .portrait : .landscapeLeft
            let key = fields[0] + fields[1]
            if layouts[key] == nil {
                let path = PackagePaths.fixture(String(fields[1].dropFirst("Fixtures/".count)))
                layouts[key] = AutoLayoutEngine.layOut(try ImportResult(contentsOf: path).document, at: .device(device, orientation))
            }
            let frame = try #require(layouts[key]?.view(id: ViewID(fields[2]))?.frame, "\(fields[2]) in \(fields[1])")
            let values = fields[3...].compactMap(Double.init)
            try #require(values.count == 4)
            let theirs = Rect(x: values[0], y: values[1], width: values[2], height: values[3])
            #expect(abs(frame.x - theirs.x) <= 0.01 && abs(frame.y - theirs.y) <= 0.01
                    && abs(frame.width - theirs.width) <= 0.01 && abs(frame.height - theirs.height) <= 0.01,
                    "\(fields[0]) \(fields[1]) \(fields[2]): engine \(frame), kiwisolver \(theirs)")
            compared += 1
        }
        #expect(compared == 123)
    }
}

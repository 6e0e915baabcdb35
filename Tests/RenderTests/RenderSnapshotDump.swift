import Foundation
import LayoutTemplates
import Testing
import TestSupport

/// Writes the sample pictures to `$RENDER_DUMP_DIR` for a person to look at; does nothing (and says
/// so) without it. Not a check: the checks are in the other suites.
@Suite("Sample pictures for eyes")
struct RenderSnapshotDump {
    static let directory = ProcessInfo.processInfo.environment["RENDER_DUMP_DIR"]

    @Test("write the sample SVG and HTML", .enabled(if: directory != nil, "set RENDER_DUMP_DIR to write the sample pictures"))
    func dump() throws {
        let directory = try #require(RenderSnapshotDump.directory)
        let drawing = SampleDrawings.pair
        try SVGRenderer().render(drawing).write(toFile: directory + "/sample.svg", atomically: true, encoding: .utf8)
        try HTMLReportRenderer().render(drawing).write(toFile: directory + "/sample.html", atomically: true, encoding: .utf8)
        #expect(FileManager.default.fileExists(atPath: directory + "/sample.html"))
    }
}

extension RenderSnapshotDump {
    /// Reads `../shared/corpus`: every portrait/landscape pair, matched and drawn, as SVG and HTML.
    @Test("draw the corpus's pairs", .enabled(if: directory != nil && PackagePaths.isCorpusAvailable, "set RENDER_DUMP_DIR (and have ../shared/corpus) to write the corpus pictures"))
    func dumpCorpusPairs() throws {
        let directory = try #require(RenderSnapshotDump.directory)
        for pair in CorpusPairs.all {
            let drawing = try CorpusPairs.drawing(pair).drawing
            let name = directory + "/" + pair.description.replacingOccurrences(of: " + ", with: "+")
            try SVGRenderer().render(drawing).write(toFile: name + ".svg", atomically: true, encoding: .utf8)
            try HTMLReportRenderer().render(drawing).write(toFile: name + ".html", atomically: true, encoding: .utf8)
        }
    }
}

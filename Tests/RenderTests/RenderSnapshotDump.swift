import Foundation
import LayoutTemplates
import Testing

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
    /// Reads `../shared/corpus` (the files MANIFEST.tsv marks as having a portrait/landscape pair)
    /// and draws every top-level view of each as its own layout, without matching: a look at real
    /// geometry and labels.
    @Test("draw the corpus's top-level views unmatched", .enabled(if: directory != nil, "set RENDER_DUMP_DIR to write the corpus pictures"))
    func dumpCorpusGeometry() throws {
        let directory = try #require(RenderSnapshotDump.directory)
        let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("shared/corpus")
        let manifest = try String(contentsOf: corpus.appendingPathComponent("MANIFEST.tsv"), encoding: .utf8)
        for line in manifest.split(separator: "\n").dropFirst() {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count > 6, fields[6] == "yes" else { continue }
            let path = corpus.appendingPathComponent(String(fields[0])).path
            guard let result = try? DocumentImporter.importDocument(file: path) else { continue }
            var layouts: [DrawnLayout] = []
            for scene in result.document.scenes {
                for root in scene.views {
                    var keys: [String: String] = [:]
                    root.forEachPreOrder { keys[$0.id] = $0.id }
                    layouts.append(DrawnLayout(name: root.userLabel ?? root.id, root: root, matchKeys: keys))
                }
            }
            let name = String(fields[0]).replacingOccurrences(of: "/", with: "_")
            try SVGRenderer().render(LayoutDrawing(title: String(fields[0]), layouts: layouts)).write(toFile: directory + "/" + name + ".svg", atomically: true, encoding: .utf8)
        }
    }
}

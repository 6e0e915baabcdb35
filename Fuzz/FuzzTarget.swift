#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What one fuzz input goes through. `FUZZ_TARGET` picks the entry point (`Fuzz/run.sh` sets it):
/// - `importers` (the default): every entry point that reads untrusted bytes, then the layout
///   finder and both matchers on whatever imports;
/// - `render`: the same import, then the drawing of every layout as SVG and HTML;
/// - `simulate`: the bytes as a scenario, replayed and written as text and JSON.
enum FuzzTarget {
    static let selected = FuzzTargetName(environment: getenv("FUZZ_TARGET").map { String(cString: $0) })

    static func run(_ bytes: [UInt8]) {
        switch selected {
        case .importers: importers(bytes)
        case .render: render(bytes)
        case .simulate: simulate(bytes)
        }
    }

    private static func importers(_ bytes: [UInt8]) {
        guard let (set, _) = importAndFind(bytes) else { return }
        for mode in [MatchingMode.default, .compatible] {
            let match = Matcher.match(set, mode: mode)
            _ = match.diagnostics.map(\.rendered)
        }
    }

    private static func render(_ bytes: [UInt8]) {
        guard let (set, _) = importAndFind(bytes) else { return }
        let result = Matcher.match(set, mode: .default)
        let drawing = LayoutDrawing(title: "fuzz", set: set, result: result, layoutNames: nil)
        for picture in [SVGRenderer().render(drawing), HTMLReportRenderer().render(drawing)] {
            // Coordinates are written by `Rect.format`; a non-finite one would read "inf" or "nan".
            if picture.contains("=\"inf") || picture.contains("=\"-inf") || picture.contains("nan\"") {
                fuzzFailure("a non-finite coordinate in the picture")
            }
        }
    }

    private static func simulate(_ bytes: [UInt8]) {
        let replay: ScenarioReplay
        do {
            replay = try ScenarioReplay(bytes: bytes, file: "fuzz.json")
        } catch {
            if error.diagnostics.isEmpty { fuzzFailure("a DiagnosticError without diagnostics") }
            checkPlain(error.diagnostics.map(\.rendered).joined(separator: "\n"))
            return
        }
        var text = ""
        replay.writeReport(.text) { text += $0 }
        checkPlain(text)
        var json = ""
        replay.writeReport(.json) { json += $0 }
        if json.contains(": null") || json.contains(" null,") || json.contains("[null") {
            fuzzFailure("a length that is not a finite number in the JSON report")
        }
    }

    /// Text output never carries a character a terminal would act on, other than line ends.
    private static func checkPlain(_ text: String) {
        if text.unicodeScalars.contains(where: { $0 != "\n" && TerminalText.needsEscape($0) }) {
            fuzzFailure("a raw control character in text output")
        }
    }

    /// The document imported (serial and pipelined must agree) and its layouts found; `nil` when
    /// either fails, after checking the failure carries diagnostics.
    private static func importAndFind(_ bytes: [UInt8]) -> (LayoutSet, ImportResult)? {
        // Differential: libxml2 on a second thread must give exactly what the serial parse gives.
        let serial = Result { () throws(DiagnosticError) in try DocumentImporter.importDocument(bytes: bytes, path: "fuzz.xib", threading: .serial) }
        let pipelined = Result { () throws(DiagnosticError) in try DocumentImporter.importDocument(bytes: bytes, path: "fuzz.xib", threading: .pipelined) }
        if serial != pipelined { fuzzFailure("the pipelined import differs from the serial one") }
        let result: ImportResult
        do {
            result = try serial.get()
        } catch {
            // Every error must carry at least one diagnostic and render.
            if error.diagnostics.isEmpty { fuzzFailure("a DiagnosticError without diagnostics") }
            _ = error.description
            return nil
        }
        // Walk the whole result so that a broken value (a cycle, a dangling index) shows.
        var views = 0
        for scene in result.document.scenes {
            for view in scene.views { view.forEachPreOrder { _ in views += 1 } }
        }
        _ = result.diagnostics.map(\.rendered)
        do {
            return (try LayoutFinder.findLayouts(in: [result.document]), result)
        } catch {
            if error.diagnostics.isEmpty { fuzzFailure("LayoutFinder threw no diagnostics") }
            return nil
        }
    }

    /// Turns a broken invariant into a crash that libFuzzer records (only in the fuzz build).
    static func fuzzFailure(_ message: String) -> Never {
        fatalError("fuzz invariant broken: \(message)")
    }
}

/// The entry points `FUZZ_TARGET` can name.
enum FuzzTargetName: String {
    case importers
    case render
    case simulate

    init(environment value: String?) {
        self = value.flatMap(FuzzTargetName.init(rawValue:)) ?? .importers
    }
}

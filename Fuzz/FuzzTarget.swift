@testable import LayoutAdaptive
@testable import LayoutChecking
@testable import LayoutConversion
@testable import LayoutCore
@testable import LayoutDocuments
@testable import LayoutMatching
@testable import LayoutRender
@testable import LayoutScenarios
@testable import LayoutTemplates
import LayoutXML
import Yams

/// What one fuzz input goes through, by target (the fuzz build reads it from `FUZZ_TARGET`, which
/// `Fuzz/run.sh` sets; FuzzTests runs every target on its seeds):
/// - `importers` (the default): every entry point that reads untrusted bytes, then the layout
///   finder and both matchers on whatever imports;
/// - `render`: the same import, then the drawing of every layout as SVG and HTML;
/// - `simulate`: the bytes as a scenario, replayed and written as text and JSON;
/// - `configuration`: the bytes as a `check` configuration file, its patterns then matched, and
///   the nesting bound compared with the depth the YAML library builds;
/// - `baseline`: the bytes as a baseline file, written back and read again;
/// - `glob`: the first line a pattern, each other line a path, matched, and compared with a plain
///   backtracking matcher of the documented semantics where both are short enough for it;
/// - `conversion`: the same import, then `upgrade` of a legacy archive and `merge` of a design to
///   every target: each either fails with diagnostics or gives a sound document (read back
///   within the reader's limits, each id defined once, imported without error).
enum FuzzTarget {
    /// Runs `bytes` through `target`; throws the first invariant it finds broken.
    static func run(_ bytes: [UInt8], as target: FuzzTargetName) throws(FuzzInvariantBroken) {
        switch target {
        case .importers: try importers(bytes)
        case .render: try render(bytes)
        case .simulate: try simulate(bytes)
        case .configuration: try configuration(bytes)
        case .baseline: try baseline(bytes)
        case .glob: try glob(bytes)
        case .conversion: try conversion(bytes)
        }
    }

    private static func conversion(_ bytes: [UInt8]) throws(FuzzInvariantBroken) {
        if let upgrade = try? LegacyUpgrade(bytes: bytes, path: "fuzz.xib") {
            do {
                try checkSound(try upgrade.text(), file: "fuzz-upgraded.xib")
            } catch let error as DiagnosticError {
                if error.diagnostics.isEmpty { throw FuzzInvariantBroken("an upgrade failed without diagnostics") }
            } catch let error as FuzzInvariantBroken {
                throw error
            } catch {
                throw FuzzInvariantBroken("an unexpected error: \(error)")
            }
        }
        guard let (set, _) = try importAndFind(bytes) else { return }
        let design = MergedDesign(MatchResult(matching: set, mode: .default))
        for (target, file) in [(MergeTarget.xib, "fuzz-merged.xib"), (.storyboard, "fuzz-merged.storyboard"), (.template, "fuzz-merged.layouts.xml")] {
            let merged: MergeTarget.MergedText
            do {
                merged = try target.text(of: design, destination: file)
            } catch {
                if error.diagnostics.isEmpty { throw FuzzInvariantBroken("a merge failed without diagnostics") }
                continue
            }
            try checkSound(merged.text, file: file)
        }
    }

    /// The harness's own soundness test of a written document, apart from the library's: the
    /// text parses within the default limits, defines each id once, and imports without error.
    private static func checkSound(_ text: String, file: String) throws(FuzzInvariantBroken) {
        let bytes = Array(text.utf8)
        guard let tree = try? XMLTree.read(bytes: bytes) else { throw FuzzInvariantBroken("\(file): a written document does not read back") }
        if tree.root.name == "document" {
            var ids: Set<String> = []
            var repeated = false
            tree.root.forEachElement { element in
                if let id = element[attribute: "id"], !ids.insert(id).inserted { repeated = true }
            }
            if repeated { throw FuzzInvariantBroken("\(file): a written document defines an id twice") }
        }
        guard let imported = try? ImportResult(bytes: bytes, path: file), !imported.diagnostics.contains(where: { $0.severity == .error }) else {
            throw FuzzInvariantBroken("\(file): a written document does not import")
        }
    }

    private static func configuration(_ bytes: [UInt8]) throws(FuzzInvariantBroken) {
        let text = String(decoding: bytes, as: UTF8.self)
        // The nesting bound must never fall below the depth the YAML library builds (composed
        // only where the bound allows it: an unsound bound then shows as a stack overflow).
        if YAMLNestingBound.firstExcess(in: text, limit: 200) == nil, let node = try? Yams.compose(yaml: text) {
            let depth = yamlDepth(node)
            if depth > 0, YAMLNestingBound.firstExcess(in: text, limit: depth - 1) == nil {
                throw FuzzInvariantBroken("the nesting bound is below the YAML's depth \(depth)")
            }
        }
        let configuration: CheckConfiguration
        do {
            configuration = try CheckConfiguration.parse(text, file: "fuzz.yml")
        } catch {
            if error.diagnostics.isEmpty { throw FuzzInvariantBroken("a DiagnosticError without diagnostics") }
            if error.diagnostics.contains(where: { $0.location?.file != "fuzz.yml" || $0.location?.line == 0 }) {
                throw FuzzInvariantBroken("a configuration error not at a position in the file")
            }
            try checkPlain(error.diagnostics.map(\.rendered).joined(separator: "\n"))
            return
        }
        if configuration.include.contains(where: { $0.pattern.isEmpty }) || configuration.exclude.contains(where: \.matchesEveryPath) {
            throw FuzzInvariantBroken("a configuration that leaves out every file was accepted")
        }
        let filter = configuration.filter
        for path in ["A.xib", "App/Pods/B.xib", "a/b/c/d/e/f/g/h/i/j/k/l/m/n/o/p/q/r/s/t/u/v/w/x/y/z.storyboard"] {
            _ = filter.accepts(path)
        }
        _ = CheckSettings(configuration: configuration)
    }

    private static func yamlDepth(_ node: Node) -> Int {
        switch node {
        case .scalar: 0
        case .sequence(let sequence): 1 + (sequence.map(yamlDepth).max() ?? 0)
        case .mapping(let mapping): 1 + (mapping.map { max(yamlDepth($0.key), yamlDepth($0.value)) }.max() ?? 0)
        }
    }

    private static func baseline(_ bytes: [UInt8]) throws(FuzzInvariantBroken) {
        let baseline: Baseline
        do {
            baseline = try Baseline.parse(String(decoding: bytes, as: UTF8.self), file: "fuzz.json")
        } catch {
            if error.diagnostics.isEmpty { throw FuzzInvariantBroken("a DiagnosticError without diagnostics") }
            try checkPlain(error.diagnostics.map(\.rendered).joined(separator: "\n"))
            return
        }
        // What it writes, it reads back as the same baseline.
        guard let again = try? Baseline.parse(baseline.json) else { throw FuzzInvariantBroken("a baseline's own JSON does not read back") }
        if again != baseline { throw FuzzInvariantBroken("a baseline read back differs") }
    }

    private static func glob(_ bytes: [UInt8]) throws(FuzzInvariantBroken) {
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let text = lines.first else { return }
        let pattern = GlobPattern(text)
        _ = GlobPattern.problem(with: text, excluding: true)
        let everything = pattern.matchesEveryPath
        for path in lines.dropFirst() {
            let matched = pattern.matches(path)
            if everything, !path.split(separator: "/").isEmpty, !matched { throw FuzzInvariantBroken("a pattern said to match every path missed one") }
            // The backtracking reference is exponential in the number of `*`: only where it stays small.
            if text.unicodeScalars.count <= 24, text.unicodeScalars.count(where: { $0 == "*" }) <= 3, path.unicodeScalars.count <= 32,
               matched != ReferenceGlob.matches(text, path) {
                throw FuzzInvariantBroken("the glob automaton and the reference disagree")
            }
        }
    }

    private static func importers(_ bytes: [UInt8]) throws(FuzzInvariantBroken) {
        guard let (set, _) = try importAndFind(bytes) else { return }
        for mode in [MatchingMode.default, .compatible] {
            let match = MatchResult(matching: set, mode: mode)
            _ = match.diagnostics.map(\.rendered)
        }
    }

    private static func render(_ bytes: [UInt8]) throws(FuzzInvariantBroken) {
        guard let (set, _) = try importAndFind(bytes) else { return }
        let result = MatchResult(matching: set, mode: .default)
        let drawing = LayoutDrawing(title: "fuzz", result: result, layoutNames: nil)
        for picture in [SVGRenderer().render(drawing), HTMLReportRenderer().render(drawing)] {
            // Coordinates are written by `Rect.format`; a non-finite one would read "inf" or "nan".
            if picture.contains("=\"inf") || picture.contains("=\"-inf") || picture.contains("nan\"") {
                throw FuzzInvariantBroken("a non-finite coordinate in the picture")
            }
        }
    }

    private static func simulate(_ bytes: [UInt8]) throws(FuzzInvariantBroken) {
        let replay: ScenarioReplay
        do {
            replay = try ScenarioReplay(bytes: bytes, file: "fuzz.json")
        } catch {
            if error.diagnostics.isEmpty { throw FuzzInvariantBroken("a DiagnosticError without diagnostics") }
            try checkPlain(error.diagnostics.map(\.rendered).joined(separator: "\n"))
            return
        }
        var text = ""
        replay.writeReport(.text) { text += $0 }
        try checkPlain(text)
        var json = ""
        replay.writeReport(.json) { json += $0 }
        if json.contains(": null") || json.contains(" null,") || json.contains("[null") {
            throw FuzzInvariantBroken("a length that is not a finite number in the JSON report")
        }
    }

    /// Text output never carries a character a terminal would act on, other than line ends.
    private static func checkPlain(_ text: String) throws(FuzzInvariantBroken) {
        if text.unicodeScalars.contains(where: { $0 != "\n" && TerminalText.needsEscape($0) }) {
            throw FuzzInvariantBroken("a raw control character in text output")
        }
    }

    /// The document imported (serial and pipelined must agree) and its layouts found; `nil` when
    /// either fails, after checking the failure carries diagnostics.
    private static func importAndFind(_ bytes: [UInt8]) throws(FuzzInvariantBroken) -> (Design, ImportResult)? {
        // Differential: libxml2 on a second thread must give exactly what the serial parse gives.
        let serial = Result { () throws(DiagnosticError) in try ImportResult(bytes: bytes, path: "fuzz.xib", threading: .serial) }
        let pipelined = Result { () throws(DiagnosticError) in try ImportResult(bytes: bytes, path: "fuzz.xib", threading: .pipelined) }
        if serial != pipelined { throw FuzzInvariantBroken("the pipelined import differs from the serial one") }
        let result: ImportResult
        do {
            result = try serial.get()
        } catch {
            // Every error must carry at least one diagnostic and render.
            if error.diagnostics.isEmpty { throw FuzzInvariantBroken("a DiagnosticError without diagnostics") }
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
            return (try Design(documents: [result.document]), result)
        } catch {
            if error.diagnostics.isEmpty { throw FuzzInvariantBroken("LayoutFinder threw no diagnostics") }
            return nil
        }
    }
}

/// An invariant an input broke: the fuzz build turns it into a crash that libFuzzer records, the
/// seed replay test into a failure.
struct FuzzInvariantBroken: Error {
    let message: String

    init(_ message: String) {
        self.message = message
    }
}

/// The entry points `FUZZ_TARGET` can name.
enum FuzzTargetName: String, CaseIterable {
    case importers
    case render
    case simulate
    case configuration
    case baseline
    case glob
    case conversion

    /// The folders, relative to the package, whose files seed this target: `Fuzz/run.sh` starts the
    /// fuzzer from them (and, for the importers, from any corpus beside the package), and
    /// FuzzTests runs every file in them through the target.
    var seedFolders: [String] {
        switch self {
        case .importers, .render, .conversion: ["Fixtures"]
        case .simulate: ["Fixtures/Scenarios"]
        case .configuration, .baseline, .glob: ["Fuzz/Seeds/\(rawValue)"]
        }
    }

    init(environment value: String?) {
        self = value.flatMap(FuzzTargetName.init(rawValue:)) ?? .importers
    }
}

/// The documented glob semantics spelt out directly, by recursion that backtracks (exponential in
/// the number of `*` and `**`): the fuzzer's reference for the automaton on short inputs.
enum ReferenceGlob {
    static func matches(_ pattern: String, _ relativePath: String) -> Bool {
        var text = Substring(pattern)
        while text.hasPrefix("./") { text = text.dropFirst(2) }
        let anchored = text.hasPrefix("/") || text.dropLast(text.hasSuffix("/") ? 1 : 0).contains("/")
        var parts = text.split(separator: "/", omittingEmptySubsequences: true)
        if !anchored { parts.insert("**", at: 0) }
        let path = relativePath.split(separator: "/", omittingEmptySubsequences: true)
        return (1...max(path.count, 1)).contains { match(parts[...], path.prefix($0)) }
    }

    private static func match(_ pattern: ArraySlice<Substring>, _ path: ArraySlice<Substring>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == "**" {
            let rest = pattern.dropFirst()
            return path.indices.contains { match(rest, path[$0...]) } || match(rest, path[path.endIndex...])
        }
        guard let component = path.first, matchName(Array(first.unicodeScalars)[...], Array(component.unicodeScalars)[...]) else { return false }
        return match(pattern.dropFirst(), path.dropFirst())
    }

    private static func matchName(_ pattern: ArraySlice<Unicode.Scalar>, _ name: ArraySlice<Unicode.Scalar>) -> Bool {
        guard let first = pattern.first else { return name.isEmpty }
        switch first {
        case "*":
            let rest = pattern.dropFirst()
            return (name.startIndex...name.endIndex).contains { matchName(rest, name[$0...]) }
        case "?":
            return !name.isEmpty && matchName(pattern.dropFirst(), name.dropFirst())
        default:
            return name.first == first && matchName(pattern.dropFirst(), name.dropFirst())
        }
    }
}

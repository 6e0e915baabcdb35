import ArgumentParser
import LayoutTemplates

/// `--matching`: the CLI's spelling of ``MatchingMode``.
enum MatchingModeArgument: String, ExpressibleByArgument, CaseIterable {
    case `default`
    case compatible

    var mode: MatchingMode { self == .compatible ? .compatible : .default }
}

/// The options every layout command shares: the matching mode and where the layouts are.
struct LayoutArguments: ParsableArguments {
    @Option(help: "Matching mode: default (one-to-one, containers by contents, whole-tree apply; the default) or compatible (TPMultiLayoutViewController exactly).")
    var matching: MatchingModeArgument?

    @Option(name: .customLong("portrait-outlet"), help: "The owner's outlet naming the portrait layout (default: portraitView, portraitVeiw, protraitView, portrait).")
    var portraitOutlet: String?

    @Option(name: .customLong("landscape-outlet"), help: "The owner's outlet naming the landscape layout (default: landscapeView, landscape).")
    var landscapeOutlet: String?

    @Option(name: .customLong("portrait-id"), help: "The portrait layout's root view id (overrides outlets).")
    var portraitID: String?

    @Option(name: .customLong("landscape-id"), help: "The landscape layout's root view id (overrides outlets).")
    var landscapeID: String?

    var options: LayoutOptions {
        LayoutOptions(
            portraitOutlets: portraitOutlet.map { [$0] } ?? LayoutOptions.defaultPortraitOutlets,
            landscapeOutlets: landscapeOutlet.map { [$0] } ?? LayoutOptions.defaultLandscapeOutlets,
            portraitID: portraitID.map { ViewID($0) },
            landscapeID: landscapeID.map { ViewID($0) }
        )
    }

    var mode: MatchingMode { matching?.mode ?? .default }

    /// Reads the design of `files` (paired by name as `Design(contentsOf:)` pairs
    /// them), matches its layouts; on failure prints the diagnostics and throws exit status 1.
    /// With `reads`, the files' bytes are read into it once, for a command that reads the
    /// documents again (merge).
    func load(_ files: [String], format: OutputFormat = .text, reads: DocumentReads? = nil) throws -> MatchResult {
        do {
            return try MatchPipeline.run(pairing: files, options: options, mode: mode, reads: reads)
        } catch {
            throw DiagnosticPrinter.fail(error, format: format)
        }
    }
}

extension LayoutArguments {
    /// What a layout command reads: a design with layouts, matched, or one hierarchy laid out by
    /// Auto Layout (a single document with constraints and no second layout).
    enum Loaded {
        case matched(MatchResult)
        case autoLayout(ImportResult)
    }

    /// ``load(_:format:)``, except that a single document whose layouts cannot be found but which
    /// holds constraints is returned, imported, for ``AutoLayoutEngine``.
    func loadOrAutoLayout(_ files: [String], format: OutputFormat = .text) throws -> Loaded {
        do {
            return .matched(try MatchPipeline.run(pairing: files, options: options, mode: mode))
        } catch {
            if files.count == 1, error.diagnostics.contains(where: { $0.rule == .missingLayout }),
               let imported = try? ImportResult(contentsOf: files[0]), imported.document.hasConstraints {
                return .autoLayout(imported)
            }
            throw DiagnosticPrinter.fail(error, format: format)
        }
    }
}

/// Validates the `FILE [LANDSCAPE_FILE]` pair of positional arguments.
func designFiles(_ file: String, _ landscapeFile: String?) -> [String] {
    [file] + (landscapeFile.map { [$0] } ?? [])
}

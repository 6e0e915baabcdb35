import ArgumentParser
import Foundation
import LayoutTemplates
import TemplateGenerator

/// `template-dev generate`: writes a synthetic two-layout document and its ground truth.
struct Generate: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Write a synthetic two-layout Interface Builder document and its ground truth.",
        discussion: """
        Writes OUT (both layouts in one file: File's Owner outlets portraitView and landscapeView) \
        and OUT's ground truth beside it as NAME.truth.json: which portrait view is which \
        landscape view, and which views only one layout has. The same options and seed always \
        give byte-identical files.
        """
    )

    @Option(name: .long, help: "Views in each layout, roots included.")
    var views: Int

    @Option(name: .long, help: "Levels below the root.")
    var depth: Int = GeneratorOptions().maximumDepth

    @Option(name: .long, help: "Children per container on average.")
    var fanOut: Int = GeneratorOptions().fanOut

    @Option(name: .long, help: "Seed of the document's pseudo-random generator.")
    var seed: UInt64 = GeneratorOptions().seed

    @Option(name: .customLong("document-format"), help: "Interface Builder format: modern (document 3.0) or legacy (archive 8.00); bench's --document-format.")
    var documentFormat: GeneratedFormat = .modern

    /// The older spelling of `--document-format`, still read: `--format` is every other
    /// command's output format (text or json).
    @Option(name: .customLong("format"), help: .hidden)
    var olderFormatSpelling: GeneratedFormat?

    private var format: GeneratedFormat { olderFormatSpelling ?? documentFormat }

    @Flag(name: .long, help: "One root with all other views as its children (ignores --depth and --fan-out).")
    var wide = false

    @Option(name: .long, help: "Fraction of the views that are featureless decorations (empty, image or coloured views), 0 to 0.5.")
    var featurelessFraction: Double = GeneratorOptions().featurelessFraction

    @Option(name: .long, help: "Fraction of the non-root views, featureless decorations aside, with a tag (unique among their siblings unless repeated on purpose), 0 to 1.")
    var tagFraction: Double = GeneratorOptions().tagFraction

    @Option(name: .long, help: "Fraction of tags and identifying keys that repeat an earlier sibling's, so that a matcher must report ambiguity, 0 to 1.")
    var duplicateFraction: Double = GeneratorOptions().duplicateFraction

    @Option(name: .shortAndLong, help: "The document to write, e.g. Synthetic.xib.")
    var output: String

    func run() throws {
        let options = GeneratorOptions(
            viewsPerLayout: views,
            maximumDepth: depth,
            fanOut: fanOut,
            seed: seed,
            format: format,
            wide: wide,
            tagFraction: tagFraction,
            duplicateFraction: duplicateFraction,
            featurelessFraction: featurelessFraction
        )
        do {
            let truth = try SyntheticDocumentGenerator.generate(options, to: output)
            print("wrote \(TerminalText.escaped(output)): \(format.rawValue) format, \(views) views per layout, \(truth.pairs.count) in both layouts, \(truth.portraitOnly.count) portrait-only, \(truth.landscapeOnly.count) landscape-only")
            print("wrote \(TerminalText.escaped(GroundTruth.path(forDocument: output)))")
        } catch {
            FileHandle.standardError.write(Data("error: \(TerminalText.escaped("\(error)", limit: nil))\n".utf8))
            throw ExitCode(1)
        }
    }
}

extension GeneratedFormat: ExpressibleByArgument {}

import ArgumentParser
import LayoutComposition
import LayoutScenarios
import LayoutTemplates

/// `template-apply compose FILE --size WxH ...`: lays out a template file whose content is an
/// adaptive container, then each visible child's template in the child's own environment.
struct Compose: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compose",
        abstract: "Lay out an adaptive container of templates (a template file with a <container>) in an environment, then apply to each visible child the layout its own size selects.",
        discussion: """
            Step 0 applies the environment; each --action is one more step, in order. A child's \
            environment is its frame's size, landscape when wider than tall, horizontally compact \
            when narrower than the container (else the container's class), vertically compact when \
            shorter (else the container's class). Hidden children are not laid out.
            """
    )

    @Argument(help: "The template file (*.layouts.xml) holding a <container>.")
    var file: String

    @Option(help: "The container's size in points, WIDTHxHEIGHT (e.g. 1024x768).")
    var size: SizeArgument

    @Option(name: .customLong("horizontal-class"), help: "The container's horizontal size class.")
    var horizontalClass: SizeClassArgument

    @Option(name: .customLong("vertical-class"), help: "The container's vertical size class.")
    var verticalClass: SizeClassArgument

    @Option(help: "The layout direction.")
    var direction: LayoutDirectionArgument = .leftToRight

    @Option(help: "The interface orientation (default: landscapeRight when wider than tall, else portrait).")
    var orientation: InterfaceOrientationArgument?

    @Option(name: .customLong("action"), help: "An action after the environment, repeatable: flip, finishFlip, showDetail:NAME, pushDetail:NAME, popDetail, setCollapsed:true|false, setPreferredDisplayMode:MODE, setPreferredSplitBehavior:BEHAVIOR.")
    var actions: [String] = []

    @Option(help: "Matching mode for each child's layouts: default or compatible.")
    var matching: MatchingModeArgument = .default

    @Option(help: "Output format: text or json.")
    var format: OutputFormat = .text

    @Option(name: .shortAndLong, help: "Write to this file (atomically) instead of stdout; never over an input.")
    var output: String?

    func run() throws {
        var tree: AdaptiveTemplateTree
        var steps: [ScenarioContainer.Step] = []
        do {
            tree = try AdaptiveTemplateTree(contentsOf: file, mode: matching.mode)
            DiagnosticPrinter.printToStandardError(tree.diagnostics)
            for action in actions {
                steps.append(try ScenarioContainer.Step(action: action, for: tree.kind))
            }
        } catch {
            throw DiagnosticPrinter.fail(error, format: format)
        }
        let landscape = size.size.width > size.size.height
        let environment = Environment(
            orientation: orientation?.orientation ?? (landscape ? .landscapeRight : .portrait),
            size: size.size,
            horizontalSizeClass: horizontalClass.sizeClass,
            verticalSizeClass: verticalClass.sizeClass,
            layoutDirection: direction.direction
        )
        var results = [tree.apply(environment: environment)]
        for step in steps {
            results.append(tree.apply(step))
        }
        let report = CompositionReport(container: tree.kind, steps: results)
        try OutputWriter.emit(format == .json ? report.json : report.text, to: output, inputs: [file])
    }
}

/// `--size WxH`: a finite, non-negative width and height of at most a billion points (as in a
/// scenario: lengths near the largest double would overflow when summed).
struct SizeArgument: ExpressibleByArgument {
    var size: Size

    init?(argument: String) {
        let parts = argument.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
              width.isFinite, height.isFinite, width >= 0, height >= 0,
              width <= ScenarioLimits.maximumLength, height <= ScenarioLimits.maximumLength else { return nil }
        size = Size(width: width, height: height)
    }
}

/// `--horizontal-class` and `--vertical-class`: the CLI's spelling of ``SizeClass``.
enum SizeClassArgument: String, ExpressibleByArgument, CaseIterable {
    case compact
    case regular
    case unspecified

    var sizeClass: SizeClass { SizeClass(rawValue: rawValue) ?? .unspecified }
}

/// `--direction`: the CLI's spelling of ``Environment/LayoutDirection``.
enum LayoutDirectionArgument: String, ExpressibleByArgument, CaseIterable {
    case leftToRight
    case rightToLeft

    var direction: Environment.LayoutDirection { Environment.LayoutDirection(rawValue: rawValue) ?? .leftToRight }
}

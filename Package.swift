// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "LayoutTemplates",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "LayoutTemplates", targets: ["LayoutTemplates"]),
        .library(name: "LayoutChecking", targets: ["LayoutChecking"]),
        .library(name: "LayoutMigration", targets: ["LayoutMigration"]),
        .library(name: "LayoutSolver", targets: ["LayoutSolver"]),
        .executable(name: "template-apply", targets: ["template-apply"]),
        .plugin(name: "CheckLayouts", targets: ["CheckLayouts"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // `swift package generate-documentation`: builds the DocC catalog (no code of ours uses it).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
        // The `check` configuration file (.template-apply.yml), read with positions for its errors.
        .package(url: "https://github.com/jpsim/Yams", from: "5.0.1"),
    ],
    targets: [
        // libxml2 through pkg-config; only LayoutXML imports it.
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
        ),
        // glibc's allocator settings, for the command-line tool's process (Linux only).
        .systemLibrary(name: "CMalloc"),
        // The streaming XML reader: the one place that knows libxml2's C API.
        .target(
            name: "LayoutXML",
            dependencies: ["CLibXML2"]
        ),
        // The base every other module stands on: geometry, environments and devices, diagnostics
        // and their rule list, the one escaper, and bounded reading and atomic writing of files.
        .target(name: "LayoutCore"),
        // The adaptive containers (split or flip, index/detail, the platform split view): pure state
        // machines over environments, one kind enum, and the steps any of them takes.
        .target(name: "LayoutAdaptive", dependencies: ["LayoutCore"]),
        // `simulate`'s scenario files: the JSON format and its reader, the replay within limits,
        // and the reports. Only the tools and the composition of templates use it.
        .target(name: "LayoutScenarios", dependencies: ["LayoutCore", "LayoutAdaptive"]),
        // Cassowary, the incremental constraint solver behind Auto Layout: no views, no dependencies.
        .target(name: "LayoutSolver"),
        // The document model and the importers that build it: Interface Builder's modern and legacy
        // formats and the template format, read through LayoutXML.
        .target(name: "LayoutDocuments", dependencies: ["LayoutCore", "LayoutAdaptive", "LayoutXML"]),
        // The headless Auto Layout engine: a document's constraints, autoresizing masks and stack
        // views at a device, solved by LayoutSolver into frames, conflicts and ambiguity.
        .target(name: "AutoLayout", dependencies: ["LayoutCore", "LayoutDocuments", "LayoutSolver"]),
        // Constraints inferred from two drawings of a design, verified with LayoutSolver.
        .target(name: "LayoutSynthesis", dependencies: ["LayoutCore", "LayoutDocuments", "LayoutSolver"]),
        // Layouts of a design, matching them to the live layout, the live tree, and the reports.
        .target(name: "LayoutMatching", dependencies: ["LayoutCore", "LayoutDocuments"]),
        // Finding designs: the design files under folders, paired by name, each read once and
        // sorted into a kind with one design per scene; what `check` and the tools find with.
        .target(name: "LayoutDiscovery", dependencies: ["LayoutCore", "LayoutDocuments", "LayoutMatching"]),
        // Drawing a matched design's layouts as SVG and an HTML report.
        .target(name: "LayoutRender", dependencies: ["LayoutCore", "LayoutDocuments", "LayoutMatching", "AutoLayout"]),
        // Conversion into Interface Builder documents: merging two layouts into one size-class
        // document by editing the designer's own, and upgrading legacy archives as Xcode does.
        .target(name: "LayoutConversion", dependencies: ["LayoutCore", "LayoutDocuments", "LayoutMatching", "LayoutXML", "LayoutSynthesis", "AutoLayout"]),
        // The CI gate: finding designs in a tree, the configuration file (Yams), the baseline,
        // and the reporters (text, JSON, SARIF, JUnit, annotations).
        .target(
            name: "LayoutChecking",
            dependencies: ["LayoutCore", "LayoutDocuments", "LayoutMatching", "LayoutDiscovery", "AutoLayout", .product(name: "Yams", package: "Yams")]
        ),
        // Converting a whole tree in one run: every legacy archive upgraded or every two-layout
        // design merged, found and triaged as `check` finds them, with an account of every document.
        .target(
            name: "LayoutMigration",
            dependencies: ["LayoutCore", "LayoutDocuments", "LayoutMatching", "LayoutDiscovery", "LayoutConversion", "LayoutChecking"]
        ),
        // Templates inside adaptive containers: each visible child laid out in the environment its
        // frame derives, step by step (`compose`).
        .target(
            name: "LayoutComposition",
            dependencies: ["LayoutCore", "LayoutAdaptive", "LayoutScenarios", "LayoutDocuments", "LayoutMatching"]
        ),
        // The library most callers import: re-exports the modules above but the CI gate (so it
        // does not link Yams); nothing of its own.
        .target(
            name: "LayoutTemplates",
            dependencies: ["LayoutCore", "LayoutAdaptive", "LayoutDocuments", "LayoutMatching", "LayoutDiscovery", "LayoutRender", "LayoutConversion", "AutoLayout", "LayoutSolver", "LayoutSynthesis", "LayoutComposition"]
        ),
        // Synthetic two-layout documents with ground truth, for accuracy tests and benchmarks.
        .target(
            name: "TemplateGenerator",
            dependencies: ["LayoutTemplates"]
        ),
        // The benchmark: phases timed against a raw libxml2 pass on generated inputs.
        .target(
            name: "LayoutBenchmarks",
            dependencies: ["LayoutTemplates", "LayoutXML", "LayoutSolver", "TemplateGenerator"]
        ),
        // What the package's executables do to their own process: signal cleanup of the outputs
        // being written. Not a product.
        .target(name: "ToolSupport", dependencies: ["LayoutCore", "LayoutDiscovery"]),
        // The command-line tool: parses flags, calls the library, prints and exits.
        .executableTarget(
            name: "template-apply",
            dependencies: [
                "LayoutTemplates",
                "LayoutChecking",
                "LayoutMigration",
                "LayoutScenarios",
                "LayoutComposition",
                "ToolSupport",
                "CMalloc",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The development tool, not a product: `generate` and `bench` (which times the sibling
        // `template-apply` executable).
        .executableTarget(
            name: "template-dev",
            dependencies: [
                "LayoutTemplates",
                "LayoutChecking",
                "TemplateGenerator",
                "LayoutBenchmarks",
                "LayoutXML",
                "ToolSupport",
                "CMalloc",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // `swift package check-layouts [PATH...]`: runs `template-apply check` on the package's folder.
        .plugin(
            name: "CheckLayouts",
            capability: .command(
                intent: .custom(verb: "check-layouts", description: "Check the package's Interface Builder designs with template-apply check."),
                permissions: []
            ),
            dependencies: ["template-apply"]
        ),
        // Helpers shared by the test targets: package paths, a view-tree builder, the CLI runner.
        .target(name: "TestSupport", dependencies: ["LayoutTemplates"], path: "Tests/TestSupport"),
        // The pipelined-parse equivalence tests also read a generated document; the XML tree's
        // round trip reads the fixtures and the corpus, found through TestSupport.
        .testTarget(name: "LayoutXMLTests", dependencies: ["TestSupport", "LayoutXML", "TemplateGenerator"]),
        // Compiles and runs the README's snippet and the Getting Started article's code as a
        // caller's code would be: with member import visibility, so a public signature that
        // names a type of a module the caller cannot import fails to compile here.
        .testTarget(
            name: "ReadmeTests",
            dependencies: ["LayoutTemplates"],
            swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]
        ),
        // The solver on its own: classic Cassowary cases, edits, conflicts, ambiguity, hostile numbers.
        .testTarget(name: "LayoutSolverTests", dependencies: ["LayoutSolver"]),
        .testTarget(name: "ModelTests", dependencies: ["LayoutTemplates"]),
        // The Auto Layout engine: hand-worked fixtures and the corpus's stored frames.
        .testTarget(name: "AutoLayoutTests", dependencies: ["TestSupport", "LayoutTemplates", "LayoutDocuments"]),
        // Constraint synthesis: hand-drawn designs, the fixtures' and corpus's two-layout designs,
        // and the corpus's Auto Layout screens redrawn at two sizes and compared on other phones.
        .testTarget(name: "SynthesisTests", dependencies: ["TestSupport", "LayoutTemplates", "LayoutCore", "LayoutDocuments", "AutoLayout", "LayoutSynthesis", "LayoutConversion", "LayoutXML", "TemplateGenerator", "template-apply"]),
        // The public API pinned in a reviewed file, every declaration documented and curated; it
        // reads the symbol graphs of the modules these dependencies make `swift test` build.
        .testTarget(name: "APITests", dependencies: ["TestSupport", "LayoutTemplates", "LayoutChecking", "LayoutMigration", "LayoutSolver"], exclude: ["PublicAPI"]),
        // Matching rules, quirks and default-mode improvements; the accuracy test generates its input.
        .testTarget(name: "MatchingTests", dependencies: ["TestSupport", "LayoutTemplates", "LayoutDocuments", "LayoutMatching", "TemplateGenerator"]),
        .testTarget(name: "LiveTests", dependencies: ["TestSupport", "LayoutTemplates", "LayoutXML"]),
        .testTarget(name: "ImportTests", dependencies: ["TestSupport", "LayoutTemplates", "LayoutDocuments", "LayoutXML", "TemplateGenerator"]),
        // End-to-end: runs the built executable; the dependency makes `swift test` build it first.
        .testTarget(name: "CLITests", dependencies: ["TestSupport", "LayoutBenchmarks", "template-apply", "template-dev"]),
        .testTarget(name: "LegacyImportTests", dependencies: ["TestSupport", "LayoutTemplates", "LayoutDocuments", "LayoutXML"]),
        .testTarget(name: "OutputTests", dependencies: ["LayoutTemplates", "LayoutDiscovery"]),
        // Hostile and broken input: attacks, sizes, shapes; large inputs are generated at test time.
        // The CLI cases run the built executable; the dependency makes `swift test` build it first.
        .testTarget(name: "HostileInputTests", dependencies: ["TestSupport", "LayoutTemplates", "LayoutCore", "LayoutRender", "LayoutXML", "LayoutChecking", "LayoutScenarios", "TemplateGenerator", "template-apply", "template-dev"]),
        // Depends on the executable so that `swift test` builds the `template-apply` its CLI tests run.
        .testTarget(name: "AdaptiveTests", dependencies: ["TestSupport", "LayoutTemplates", "LayoutScenarios", "template-apply"]),
        .testTarget(name: "GeneratorTests", dependencies: ["TestSupport", "TemplateGenerator", "LayoutTemplates", "LayoutXML"]),
        .testTarget(name: "RenderTests", dependencies: ["TestSupport", "LayoutTemplates", "LayoutXML"]),
        .testTarget(name: "BenchmarkTests", dependencies: ["LayoutBenchmarks", "TemplateGenerator"]),
        // Containers of templates: the format's <container>, the child environment rule,
        // AdaptiveTemplateTree, and `compose` end to end (hence the executable dependency).
        .testTarget(name: "CompositionTests", dependencies: ["TestSupport", "LayoutTemplates", "template-apply"]),
        // `check`: discovery, pairing by name, triage, configuration, baseline, reporters;
        // the CLI cases run the built executable (hence the dependency).
        .testTarget(name: "CheckTests", dependencies: ["TestSupport", "LayoutTemplates", "LayoutChecking", "template-apply", .product(name: "Yams", package: "Yams")]),
        // Converting a whole tree (upgrade and merge over folders): the library call on fixture
        // trees and the corpus, and the CLI end to end (hence the executable dependency).
        .testTarget(name: "MigrationTests", dependencies: ["TestSupport", "LayoutTemplates", "LayoutChecking", "LayoutMigration", "template-apply"]),
        // The fuzz harness (Fuzz/FuzzTarget.swift, a link to it) compiled as a test's code and run
        // on every target's seeds.
        .testTarget(
            name: "FuzzTests",
            dependencies: ["TestSupport", "LayoutTemplates", "LayoutAdaptive", "LayoutChecking", "LayoutConversion", "LayoutCore", "LayoutDocuments", "LayoutMatching", "LayoutRender", "LayoutScenarios", "LayoutXML", .product(name: "Yams", package: "Yams")]
        ),
        // Each command reads each input once, counted where input files are opened.
        .testTarget(name: "ReadOnceTests", dependencies: ["TestSupport", "LayoutTemplates", "LayoutChecking", "LayoutMigration", "LayoutXML"]),
        // The check-layouts plugin's reading of its arguments: the plugin's own CheckInvocation.swift
        // (a link to it), which imports nothing of SwiftPM's plugin API, compiled as a test's code.
        .testTarget(name: "PluginTests"),
    ],
    swiftLanguageModes: [.v6]
)

import LayoutCore
import LayoutDiscovery

extension CheckReport {
    /// The formats `check` reports in: the one list `--format` and its help are made from.
    public enum Format: String, Hashable, Sendable, CaseIterable {
        /// Compiler-style lines (`TextCheckReporter`).
        case text
        /// Versioned JSON (`JSONCheckReporter`).
        case json
        /// SARIF 2.1.0 (`SARIFReporter`).
        case sarif
        /// JUnit XML (`JUnitReporter`).
        case junit
        /// GitHub Actions workflow commands (`GitHubReporter`).
        case github

        /// What the format is, for `--format`'s help.
        package var summary: String {
            switch self {
            case .text: "compiler-style lines and a summary (the default)"
            case .json: "the report as versioned JSON"
            case .sarif: "SARIF 2.1.0, for code scanning"
            case .junit: "JUnit XML, one test case per design"
            case .github: "GitHub Actions workflow commands (annotations)"
            }
        }

        /// `report` in this format: the whole document a file or a CI system receives.
        public func render(_ report: CheckReport, tool: CheckReport.ToolDescription) -> String {
            switch self {
            case .text: TextCheckReporter.render(report)
            case .json: JSONCheckReporter.render(report)
            case .sarif: SARIFReporter.render(report, tool: tool)
            case .junit: JUnitReporter.render(report)
            case .github: GitHubReporter.render(report)
            }
        }
    }
}

extension CheckReport {
    /// The tool a report names as its producer.
    public struct ToolDescription: Hashable, Sendable {
        /// `template-apply`.
        package var name: String
        /// The tool's version.
        package var version: String
        /// Where to read about the tool.
        package var informationURI: String?

        /// A tool called `name` at `version`.
        public init(name: String, version: String, informationURI: String? = nil) {
            self.name = name
            self.version = version
            self.informationURI = informationURI
        }
    }
}

extension CheckReport {
    /// Every diagnostic of the report in order: the note naming the configuration file, the
    /// inputs' errors, then each design's findings.
    var allDiagnostics: [Diagnostic] {
        (configurationNote.map { [$0] } ?? []) + inputDiagnostics + designs.flatMap { $0.findings.map(\.diagnostic) }
    }

    /// `FILE: note: settings read from this configuration file`, when one was.
    var configurationNote: Diagnostic? {
        configurationFile.map { file in
            Diagnostic(severity: .note, location: SourceLocation(file: reportedPath(file)), rule: .usedConfiguration,
                       message: "settings read from this configuration file")
        }
    }

    /// `path` as reports name it: relative to ``root`` when inside it.
    func reportedPath(_ path: String) -> String {
        FileDiscovery.relativePath(path, to: root)
    }
}

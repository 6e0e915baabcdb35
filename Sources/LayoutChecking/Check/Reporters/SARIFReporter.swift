import Foundation
import LayoutCore
import LayoutDiscovery

/// The `sarif` format: SARIF 2.1.0, what GitHub code scanning and other CI systems read.
///
/// Message texts and fingerprints go through ``TerminalText``, as the text and `github` formats'
/// do, so that no control, bidirectional or line-separator character from an input reaches the page
/// that shows them. Only files inside the report's root folder are given relative to `SRCROOT`, as
/// below: a file outside it is an absolute `file:` URI.
///
/// One run; `tool.driver.rules` lists every rule of ``/LayoutCore/RuleID`` with its description and each
/// result points at its rule by id and index. File locations are relative URIs with the
/// `uriBaseId` `SRCROOT`, which `originalUriBaseIds` resolves to the report's root folder; a
/// position is a `region` with `startLine` and `startColumn`; a diagnostic's subject is a logical
/// location beside it (the view as an `element` named by its id, qualified by its layout: `landscape/abc`,
/// or a layout alone as a `namespace`); notes are `relatedLocations`. Each
/// result carries its baseline fingerprint as a partial fingerprint. The configuration file read,
/// if any, is the run's `properties.configuration`.
///
/// Results are the findings only (warnings and errors, at the severity the gate gave them); what
/// is only a note (a document skipped as another platform's, two files paired by name, the
/// default device) is not a finding, and goes to the invocation's `toolExecutionNotifications`,
/// which code scanning does not turn into alerts.
package enum SARIFReporter {
    static let schema = "https://json.schemastore.org/sarif-2.1.0.json"
    static let rootBase = "SRCROOT"

    struct Log: Encodable {
        var schema = SARIFReporter.schema
        var version = "2.1.0"
        var runs: [Run]

        enum CodingKeys: String, CodingKey { case schema = "$schema", version, runs }
    }

    struct Run: Encodable {
        var tool: Tool
        var originalUriBaseIds: [String: ArtifactLocation]
        var invocations: [Invocation]
        var results: [Result]
        var properties: RunProperties?
    }

    struct RunProperties: Encodable {
        /// The configuration file's path, as reports name files.
        var configuration: String
    }

    struct Tool: Encodable { var driver: Driver }

    struct Driver: Encodable {
        var name: String
        var version: String
        var informationUri: String?
        var rules: [Rule]
    }

    struct Rule: Encodable {
        var id: String
        var shortDescription: Message
    }

    struct Invocation: Encodable {
        var executionSuccessful: Bool
        var exitCode: Int32
        var toolExecutionNotifications: [Notification]?
    }

    struct Notification: Encodable {
        var level: String
        var message: Message
        var locations: [Location]?
        var associatedRule: RuleReference?
    }

    struct RuleReference: Encodable {
        var id: String
        var index: Int?
    }

    struct Message: Encodable {
        var text: String

        init(text: String) { self.text = text }

        /// A message that holds text from an input, escaped as ``TerminalText`` escapes it.
        init(inputText: String) { text = TerminalText.escaped(inputText, limit: nil) }
    }

    struct ArtifactLocation: Encodable {
        var uri: String
        var uriBaseId: String?
    }

    struct Region: Encodable {
        var startLine: Int
        var startColumn: Int?
    }

    struct PhysicalLocation: Encodable {
        var artifactLocation: ArtifactLocation
        var region: Region?
    }

    struct Location: Encodable {
        var id: Int?
        var physicalLocation: PhysicalLocation?
        var logicalLocations: [LogicalLocation]?
        var message: Message?
    }

    struct LogicalLocation: Encodable {
        var name: String
        var fullyQualifiedName: String
        var kind: String

        /// The view a subject names, qualified by its layout, or the layout alone; `nil` for a
        /// subject that names neither. Ids and names are an input's text, escaped.
        init?(_ subject: Diagnostic.Subject) {
            let layout = subject.layout.map { TerminalText.escaped($0.rawValue, limit: nil) }
            if let view = subject.view.map({ TerminalText.escaped($0.rawValue, limit: nil) }) {
                (name, kind) = (view, "element")
                fullyQualifiedName = layout.map { $0 + "/" + view } ?? view
            } else if let layout {
                (name, fullyQualifiedName, kind) = (layout, layout, "namespace")
            } else {
                return nil
            }
        }
    }

    struct Result: Encodable {
        var ruleId: String
        var ruleIndex: Int?
        var level: String
        var message: Message
        var locations: [Location]
        var relatedLocations: [Location]?
        var partialFingerprints: [String: String]
    }

    /// `report` as a SARIF 2.1.0 log produced by `tool`.
    package static func render(_ report: CheckReport, tool: CheckReport.ToolDescription) -> String {
        let rules = RuleID.builtIn
        var ruleIndex: [RuleID: Int] = [:]
        for (index, rule) in rules.enumerated() { ruleIndex[rule] = index }
        let root = FileDiscovery.absolutePath(report.root)
        let findings = report.inputDiagnostics.map { DesignCheck.Finding(diagnostic: $0, fingerprint: Fingerprint(
            file: report.reportedPath($0.location?.file ?? ""), rule: $0.rule, subject: $0.message)) } + report.findings
        let notifications = findings.filter { $0.diagnostic.severity < .warning }.map { finding in
            let diagnostic = finding.diagnostic
            return Notification(
                level: diagnostic.severity.rawValue, message: Message(inputText: diagnostic.message),
                locations: location(of: diagnostic, report: report).map { [$0] },
                associatedRule: RuleReference(id: diagnostic.rule.rawValue, index: ruleIndex[diagnostic.rule]))
        }
        let results = findings.filter { $0.diagnostic.severity >= .warning }.map { finding -> Result in
            let diagnostic = finding.diagnostic
            let related = diagnostic.notes.enumerated().map { index, note in
                Location(id: index + 1, physicalLocation: note.location.map { physical($0, report: report) }, message: Message(inputText: note.message))
            }
            let fingerprint = finding.fingerprint
            return Result(
                ruleId: diagnostic.rule.rawValue,
                ruleIndex: ruleIndex[diagnostic.rule],
                level: diagnostic.severity.rawValue,
                message: Message(inputText: diagnostic.message),
                locations: location(of: diagnostic, report: report).map { [$0] } ?? [],
                relatedLocations: related.isEmpty ? nil : related,
                // Escaped like the texts: a viewer may show it, and a name without such characters is unchanged.
                partialFingerprints: ["layoutFinding/v1": TerminalText.escaped("\(fingerprint.file)|\(fingerprint.rule)|\(fingerprint.subject)", limit: nil)]
            )
        }
        let log = Log(runs: [Run(
            tool: Tool(driver: Driver(name: tool.name, version: tool.version, informationUri: tool.informationURI,
                                      rules: rules.map { Rule(id: $0.rawValue, shortDescription: Message(text: $0.summary)) })),
            originalUriBaseIds: [rootBase: ArtifactLocation(uri: fileURI(root.hasSuffix("/") ? root : root + "/"), uriBaseId: nil)],
            invocations: [Invocation(executionSuccessful: report.status != .incomplete, exitCode: report.status.rawValue,
                                     toolExecutionNotifications: notifications.isEmpty ? nil : notifications)],
            results: results,
            properties: report.configurationFile.map { RunProperties(configuration: report.reportedPath($0)) }
        )])
        // Only strings and numbers: encoding cannot fail.
        return (try? PrettyJSONWriter.text(of: log)) ?? "\n"
    }

    /// Where `diagnostic` is: its file position and its subject, either of them alone; `nil` for neither.
    static func location(of diagnostic: Diagnostic, report: CheckReport) -> Location? {
        let logical = diagnostic.subject.flatMap(LogicalLocation.init)
        guard diagnostic.location != nil || logical != nil else { return nil }
        return Location(physicalLocation: diagnostic.location.map { physical($0, report: report) }, logicalLocations: logical.map { [$0] })
    }

    /// A file position: relative to `SRCROOT` inside the root, an absolute `file:` URI outside it.
    static func physical(_ location: SourceLocation, report: CheckReport) -> PhysicalLocation {
        let absolute = FileDiscovery.absolutePath(location.file)
        let root = FileDiscovery.absolutePath(report.root)
        let prefix = root.hasSuffix("/") ? root : root + "/"
        let artifact = absolute.hasPrefix(prefix)
            ? ArtifactLocation(uri: percentEncoded(String(absolute.dropFirst(prefix.count))), uriBaseId: rootBase)
            : ArtifactLocation(uri: fileURI(absolute), uriBaseId: nil)
        // A whole-file location has no region: SARIF leaves it out rather than say line 0.
        let region = location.line.map { Region(startLine: $0, startColumn: location.column) }
        return PhysicalLocation(artifactLocation: artifact, region: region)
    }

    static func fileURI(_ absolutePath: String) -> String {
        "file://" + percentEncoded(absolutePath)
    }

    /// A path as a URI reference: every byte but the unreserved ones and `/` percent-encoded.
    static func percentEncoded(_ path: String) -> String {
        var output = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                output.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                output += "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            }
        }
        return output
    }
}

import Foundation
import LayoutCore
import LayoutDiscovery
import LayoutDocuments
import LayoutMatching

/// The `json` format: `{"version": 2, "status", "summary", "inputDiagnostics", "designs"}`, each
/// design with its files, outcome and diagnostics (in ``DiagnosticRecord``'s shape, each with its
/// baseline fingerprint; a localized copy names the files it is reported with, `reportedWith`), and
/// `"configuration"`, the configuration file's path, when one was read. Keys are sorted, so the
/// output is stable.
package enum JSONCheckReporter {
    /// The format version: a change that is not an addition raises it. It is
    /// ``DiagnosticRecord/version``: 2 since findings carry the severity the gate gave them.
    package static let version = DiagnosticRecord.version

    struct Document: Encodable {
        var version: Int
        var status: Int32
        var summary: [String: Int]
        var inputDiagnostics: [DiagnosticRecord]
        var designs: [Design]
        var configuration: String?
    }

    struct Design: Encodable {
        var files: [String]
        var pairedByName: Bool
        var outcome: String
        /// For a localized copy: the files of the copy its findings are reported at.
        var reportedWith: [String]?
        var diagnostics: [Record]
    }

    struct Record: Encodable {
        var diagnostic: DiagnosticRecord
        var fingerprint: Fingerprint

        func encode(to encoder: any Encoder) throws {
            try diagnostic.encode(to: encoder)
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(fingerprint, forKey: .fingerprint)
        }

        enum CodingKeys: String, CodingKey { case fingerprint }
    }

    /// `report` as pretty, key-sorted JSON.
    package static func render(_ report: CheckReport) -> String {
        var summary = Dictionary(uniqueKeysWithValues: DesignCheck.Outcome.allCases.map { ($0.rawValue, report.count($0)) })
        summary["documents"] = report.documentCount
        summary["baselined"] = report.baselined
        let document = Document(
            version: version,
            status: report.status.rawValue,
            summary: summary,
            inputDiagnostics: report.inputDiagnostics.map(DiagnosticRecord.init),
            designs: report.designs.map { check in
                Design(files: check.design.files, pairedByName: check.design.isPairedByName, outcome: check.outcome.rawValue,
                       reportedWith: check.reportedWith, diagnostics: check.findings.map { Record(diagnostic: DiagnosticRecord($0.diagnostic), fingerprint: $0.fingerprint) })
            },
            configuration: report.configurationFile.map(report.reportedPath)
        )
        // Only strings and integers: encoding cannot fail.
        return (try? PrettyJSONWriter.text(of: document)) ?? "\n"
    }
}

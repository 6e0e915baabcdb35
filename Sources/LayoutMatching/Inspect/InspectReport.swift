import LayoutCore
import LayoutDocuments

/// What `template-apply inspect --format json` prints: a document and its importer's diagnostics,
/// or only the diagnostics when the import failed; also what every command prints in JSON mode
/// when it fails (`{"version": 2, "document": null, "diagnostics": [...]}`).
///
/// A public interface: ``version`` changes whenever a field changes meaning or disappears.
/// Diagnostics have the one shape every JSON output gives them (``DiagnosticRecord``).
package struct InspectReport: Hashable, Sendable, Encodable {
    /// The JSON shape's version: ``DiagnosticRecord/version``.
    package var version: Int
    package var document: Document?
    package var diagnostics: [Diagnostic]

    package static let currentVersion = DiagnosticRecord.version

    package init(document: Document?, diagnostics: [Diagnostic]) {
        self.version = InspectReport.currentVersion
        self.document = document
        self.diagnostics = diagnostics
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(version, forKey: .version)
        try container.encode(document, forKey: .document)
        try container.encode(diagnostics.map(DiagnosticRecord.init), forKey: .diagnostics)
    }

    enum CodingKeys: String, CodingKey { case version, document, diagnostics }
}

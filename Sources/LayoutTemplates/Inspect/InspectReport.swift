/// What `template-apply inspect --format json` prints: a document and its importer's diagnostics,
/// or only the diagnostics when the import failed.
///
/// A public interface: ``version`` changes whenever a field changes meaning or disappears.
package struct InspectReport: Hashable, Sendable, Codable {
    /// The JSON shape's version; `1`.
    package var version: Int
    package var document: Document?
    package var diagnostics: [Diagnostic]

    package static let currentVersion = 1

    package init(document: Document?, diagnostics: [Diagnostic]) {
        self.version = InspectReport.currentVersion
        self.document = document
        self.diagnostics = diagnostics
    }
}

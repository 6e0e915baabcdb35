/// What `template-apply inspect --format json` prints: a document and its importer's diagnostics,
/// or only the diagnostics when the import failed.
///
/// A public interface: ``version`` changes whenever a field changes meaning or disappears.
public struct InspectReport: Hashable, Sendable, Codable {
    /// The JSON shape's version; `1`.
    public var version: Int
    public var document: Document?
    public var diagnostics: [Diagnostic]

    public static let currentVersion = 1

    public init(document: Document?, diagnostics: [Diagnostic]) {
        self.version = InspectReport.currentVersion
        self.document = document
        self.diagnostics = diagnostics
    }
}

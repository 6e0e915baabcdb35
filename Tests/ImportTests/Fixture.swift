import Foundation
import LayoutTemplates
import TestSupport

/// Files under `Fixtures/` at the package root, found from this source file's path.
enum Fixture {
    static func path(_ relative: String) -> String {
        PackagePaths.fixture(relative)
    }

    /// Imports a fixture; a failure is reported with its diagnostics.
    static func document(_ relative: String) throws -> Document {
        try ImportResult(contentsOf: path(relative)).document
    }

    /// The diagnostics of a fixture that must fail to import, or `[]` if it imported.
    static func errors(_ relative: String) -> [Diagnostic] {
        errors(importing: path(relative))
    }

    static func errors(importing path: String) -> [Diagnostic] {
        do {
            _ = try ImportResult(contentsOf: path)
            return []
        } catch {
            return error.diagnostics
        }
    }
}

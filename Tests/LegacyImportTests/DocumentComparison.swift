import LayoutTemplates
import TestSupport

/// Comparisons that ignore where things were read, so documents from different files (or formats)
/// can be compared as values.
extension Document {
    /// This document with every source location removed and `file` cleared.
    func withoutLocations() -> Document {
        var copy = self
        copy.file = ""
        copy.scenes = scenes.map { scene in
            var scene = scene
            scene.location = nil
            scene.outlets = scene.outlets.map { outlet in
                var outlet = outlet
                outlet.location = nil
                return outlet
            }
            scene.views = scene.views.map { $0.withoutLocations() }
            return scene
        }
        return copy
    }

    /// Also clears what tells formats apart: `format`, `version` and `documentType`.
    func withoutLocationsOrFormat() -> Document {
        var copy = withoutLocations()
        copy.format = .template
        copy.version = nil
        copy.documentType = nil
        // What the modern format's header says of the save: the tools, the device, safe areas.
        copy.toolsVersion = nil
        copy.savedDevice = nil
        copy.usesSafeAreas = false
        return copy
    }
}

extension ViewNode {
    func withoutLocations() -> ViewNode {
        var copy = self
        copy.location = nil
        // Appearance is spelled by each format its own way (see `withoutAppearance()`).
        copy = copy.withoutAppearance()
        copy.subviews = subviews.map { $0.withoutLocations() }
        return copy
    }
}

/// Imports a file, recording the thrown diagnostics as a failure value the test can print.
func importFile(_ path: String) throws -> ImportResult {
    try ImportResult(contentsOf: path)
}

/// Imports in-memory XML; `name` stands in for the path in diagnostics.
func importText(_ text: String, name: String = "Test.xib") throws(DiagnosticError) -> ImportResult {
    try ImportResult(bytes: Array(text.utf8), path: name)
}

/// The diagnostics an import throws, or `[]` when it succeeds.
func thrownDiagnostics(_ text: String) -> [Diagnostic] {
    do {
        _ = try importText(text)
        return []
    } catch {
        return error.diagnostics
    }
}

/// The 1-based line of the first line of `text` containing `marker`.
func line(of marker: String, in text: String) -> Int? {
    var number = 0
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
        number += 1
        if line.contains(marker) { return number }
    }
    return nil
}

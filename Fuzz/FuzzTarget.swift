/// What one fuzz input goes through: every entry point that reads untrusted bytes.
enum FuzzTarget {
    static func run(_ bytes: [UInt8]) {
        do {
            let result = try DocumentImporter.importDocument(bytes: bytes, path: "fuzz.xib")
            // Walk the whole result so that lazily broken values (a cycle, a dangling index) show.
            var views = 0
            for scene in result.document.scenes {
                for view in scene.views { view.forEachPreOrder { _ in views += 1 } }
            }
            _ = result.diagnostics.map(\.rendered)
        } catch {
            // Every error must be renderable and carry at least one diagnostic.
            if error.diagnostics.isEmpty { fuzzFailure("a DiagnosticError without diagnostics") }
            _ = error.description
        }
    }

    /// Turns a broken invariant into a crash that libFuzzer records (only in the fuzz build).
    static func fuzzFailure(_ message: String) -> Never {
        fatalError("fuzz invariant broken: \(message)")
    }
}

/// What one fuzz input goes through: every entry point that reads untrusted bytes, then the layout
/// finder and both matchers on whatever imports.
enum FuzzTarget {
    static func run(_ bytes: [UInt8]) {
        // Differential: libxml2 on a second thread must give exactly what the serial parse gives.
        let serial = Result { () throws(DiagnosticError) in try DocumentImporter.importDocument(bytes: bytes, path: "fuzz.xib", threading: .serial) }
        let pipelined = Result { () throws(DiagnosticError) in try DocumentImporter.importDocument(bytes: bytes, path: "fuzz.xib", threading: .pipelined) }
        if serial != pipelined { fuzzFailure("the pipelined import differs from the serial one") }
        let result: ImportResult
        do {
            result = try serial.get()
        } catch {
            // Every error must carry at least one diagnostic and render.
            if error.diagnostics.isEmpty { fuzzFailure("a DiagnosticError without diagnostics") }
            _ = error.description
            return
        }
        // Walk the whole result so that a broken value (a cycle, a dangling index) shows.
        var views = 0
        for scene in result.document.scenes {
            for view in scene.views { view.forEachPreOrder { _ in views += 1 } }
        }
        _ = result.diagnostics.map(\.rendered)

        let set: LayoutSet
        do {
            set = try LayoutFinder.findLayouts(in: [result.document])
        } catch {
            if error.diagnostics.isEmpty { fuzzFailure("LayoutFinder threw no diagnostics") }
            return
        }
        for mode in [MatchingMode.default, .compatible] {
            let match = Matcher.match(set, mode: mode)
            _ = match.diagnostics.map(\.rendered)
        }
    }

    /// Turns a broken invariant into a crash that libFuzzer records (only in the fuzz build).
    static func fuzzFailure(_ message: String) -> Never {
        fatalError("fuzz invariant broken: \(message)")
    }
}

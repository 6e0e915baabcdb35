/// Reads one or two files and finds their layouts: what every layout command starts with.
public enum LayoutLoader {
    /// The layouts of `files` (one document holding both layouts, or a portrait file and a
    /// landscape file), with the importers' and the layout finder's warnings and notes.
    ///
    /// - Throws: ``DiagnosticError`` when a file cannot be read or its layouts cannot be found.
    public static func load(files: [String], options: LayoutOptions = LayoutOptions()) throws(DiagnosticError) -> (set: LayoutSet, diagnostics: [Diagnostic]) {
        var documents: [Document] = []
        var diagnostics: [Diagnostic] = []
        for file in files {
            let result = try DocumentImporter.importDocument(file: file)
            documents.append(result.document)
            diagnostics += result.diagnostics
        }
        let set = try LayoutFinder.findLayouts(in: documents, options: options)
        return (set, diagnostics + set.diagnostics)
    }
}

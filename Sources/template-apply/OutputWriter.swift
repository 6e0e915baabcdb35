import ArgumentParser
import Foundation
import LayoutTemplates

/// Where a command's main output goes: stdout, or a file written atomically (never an input).
enum OutputWriter {
    static func emit(_ text: String, to path: String?, inputs: [String]) throws {
        guard let path else {
            print(text, terminator: text.hasSuffix("\n") ? "" : "\n")
            return
        }
        do {
            try AtomicFileWriter.write(text, to: path, refusingToOverwrite: inputs)
        } catch {
            throw DiagnosticPrinter.fail(error, format: .text)
        }
    }

    /// Outputs that belong together (a document and its explanation), as UTF-8 bytes already made,
    /// which are not copied again: those with a path are written together, all or none
    /// (``AtomicFileWriter``), then those without go to stdout.
    static func emit(together outputs: [(bytes: [UInt8], path: String?)], inputs: [String]) throws {
        let files = outputs.compactMap { output in output.path.map { (bytes: output.bytes, path: $0) } }
        if !files.isEmpty {
            do {
                try AtomicFileWriter.write(files.map(\.path), refusingToOverwrite: inputs) { (index, sink: borrowing AtomicFileWriter.Sink) throws(DiagnosticError) in
                    try sink.write(files[index].bytes)
                }
            } catch {
                throw DiagnosticPrinter.fail(error, format: .text)
            }
        }
        for output in outputs where output.path == nil { try emit(String(decoding: output.bytes, as: UTF8.self), to: nil, inputs: inputs) }
    }

    /// Why `path` cannot receive an output, as far as its folder tells before any work: the folder
    /// is missing or is no folder. `nil` when it is one (whether it may be written is known only
    /// when writing).
    static func folderProblem(of path: String) -> String? {
        let folder = (path as NSString).deletingLastPathComponent
        var isDirectory: ObjCBool = false
        let shown = TerminalText.shortened(folder.isEmpty ? "." : folder)
        guard FileManager.default.fileExists(atPath: folder.isEmpty ? "." : folder, isDirectory: &isDirectory) else {
            return "cannot write '\(TerminalText.shortened(path))': there is no folder '\(shown)'"
        }
        return isDirectory.boolValue ? nil : "cannot write '\(TerminalText.shortened(path))': '\(shown)' is not a folder"
    }
}

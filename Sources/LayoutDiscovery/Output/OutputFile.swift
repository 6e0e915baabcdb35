import LayoutCore
import LayoutMatching

/// Writing a tool's output the way the command-line tool writes its own: atomically, and never
/// over a file the run read.
///
/// The text goes to a new temporary file in the destination's folder, is flushed to disk, and
/// only then replaces the destination, so a reader never sees half a file and a failed write
/// leaves an existing destination exactly as it was. The destination is compared with the inputs
/// by real path and by file identity (device and inode): `./A.xib`, `dir/../A.xib`, a symbolic
/// link and a hard link to an input are all refused before anything is written. A destination
/// that is a symbolic link to another file has that file replaced and the link kept.
public enum OutputFile {
    /// Replaces (or creates) the file at `path` with the UTF-8 bytes of `text`, refusing to write
    /// over any of `inputs`.
    ///
    /// - Throws: ``/LayoutCore/DiagnosticError`` with rule `overwrites-input`
    ///   when `path` is one of `inputs`, or `unwritable-file` when it cannot be
    ///   written; the destination is then unchanged.
    package static func write(_ text: String, to path: String, refusingToOverwrite inputs: [String]) throws(DiagnosticError) {
        try AtomicFileWriter.write(text, to: path, refusingToOverwrite: inputs)
    }

    /// Replaces (or creates) the file at `path` with the UTF-8 bytes of `text`, refusing to write
    /// over the files `design` was read from: the document holding its live tree and the document
    /// of each of its layouts (for a two-file design, the portrait file and the landscape file).
    ///
    /// - Throws: ``/LayoutCore/DiagnosticError`` with rule `overwrites-input` when `path` is one
    ///   of those files, or `unwritable-file` when it cannot be written; the destination is then
    ///   unchanged.
    public static func write(_ text: String, to path: String, besides design: Design) throws(DiagnosticError) {
        try write(text, to: path, refusingToOverwrite: design.inputFiles)
    }
}

extension Design {
    /// The files the design was read from, each once, the live tree's first: one document, or a
    /// portrait file and a landscape file. `OutputFile.write(_:to:besides:)` never writes over them.
    package var inputFiles: [String] {
        var files = [liveFile]
        for layout in layouts where !files.contains(layout.file) { files.append(layout.file) }
        return files
    }
}

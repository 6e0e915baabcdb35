import Foundation
import LayoutXML
import TemplateGenerator

/// Counts the instructions of `template-apply match FILE` under callgrind, one count per thread
/// (`--separate-threads=yes`) with the calling thread split at the end of the parse
/// (``parseEnd``), and of the raw libxml2 pass over the same generated document.
///
/// The child runs with `SWIFT_DETERMINISTIC_HASHING=1`: the standard library's tables are seeded
/// per process otherwise, and their collisions, hence their probes, would differ from run to run
/// (by about 0.05% of the calling thread's count at 10k; seeded, two runs differ by 0.002%).
///
/// Callgrind runs a copy of the executable without its debug information (`objcopy
/// --strip-debug`, when `objcopy` is on the `PATH`): valgrind 3.19 gives up on the DWARF 5 that
/// Swift writes, and the symbol table alone names the functions. The instructions executed are
/// the same.
public enum InstructionCounter {
    /// `valgrind` on the `PATH`, or `nil`.
    public static func valgrind() -> String? {
        tool("valgrind")
    }

    /// `name` on the `PATH`, or `nil`.
    private static func tool(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = "\(directory)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// A copy of `executable` without debug information, in `directory`; `executable` itself when
    /// `objcopy` is not on the `PATH`.
    public static func withoutDebugInformation(_ executable: String, in directory: String) throws(BenchmarkError) -> String {
        guard let objcopy = tool("objcopy") else { return executable }
        let copy = directory + "/" + URL(fileURLWithPath: executable).lastPathComponent
        let outcome = try ChildProcess.run([objcopy, "--strip-debug", executable, copy])
        guard outcome.exitStatus == 0 else { throw BenchmarkError("objcopy --strip-debug \(executable) failed (status \(outcome.exitStatus))") }
        return copy
    }

    /// The tools the counts depend on besides the build: valgrind's and libxml2's versions.
    public static func environment(valgrind: String) -> String {
        let version = (try? ChildProcess.output(of: [valgrind, "--version"]))?.trimmingCharacters(in: .whitespacesAndNewlines) ?? "valgrind (version unknown)"
        return "\(version), libxml2 \(LibxmlVersion.dotted)"
    }

    /// The function whose return ends a pipelined parse on the calling thread (its mangled name,
    /// as callgrind's `--dump-after` matches it): `PipelinedParse.run(handler:...)`. A rename
    /// leaves the run unsplit, and the check then reports the split count as missing.
    public static let parseEnd = "*9LayoutXML14PipelinedParseO3run7handler*"

    /// The function `count-elements` runs, the only one counted in it (`--toggle-collect`), so that
    /// the raw pass's count leaves start-up out as the critical path does.
    public static let rawPassFunction = "*9LayoutXML17XMLElementCounterO13countElements*"

    /// The raw pass over `file`, the work ``count(_:seed:executable:rawPass:valgrind:directory:)``
    /// counts for the ratio: libxml2's SAX2 push parser counting elements.
    public static func rawPass(file: String) throws(BenchmarkError) -> Int {
        do {
            return try XMLElementCounter.countElements(file: file)
        } catch {
            throw BenchmarkError("\(file): \(error)")
        }
    }

    /// Generates `benchmarkCase`'s document (modern format) into `directory`, runs `executable
    /// match` on it under callgrind, then `rawPass` (a command that runs ``rawPass(file:)`` on the
    /// file it is given last), and returns the counts; both executables as
    /// ``withoutDebugInformation(_:in:)`` made them. The document and the callgrind files are
    /// removed afterwards.
    ///
    /// - Throws: ``BenchmarkError`` when the document cannot be generated, callgrind, `match` or
    ///   the raw pass fails, or the output files do not hold one or two threads' totals.
    public static func count(_ benchmarkCase: BenchmarkCase, seed: UInt64, executable: String, rawPass: [String], valgrind: String,
                             directory: String) throws(BenchmarkError) -> InstructionCounts {
        let document = directory + "/instructions-\(benchmarkCase.name).xib"
        let outputs = directory + "/callgrind-\(benchmarkCase.name)"
        do {
            try SyntheticDocumentGenerator.generate(benchmarkCase.generatorOptions(seed: seed, format: .modern), to: document)
            try FileManager.default.createDirectory(atPath: outputs, withIntermediateDirectories: true)
        } catch {
            throw BenchmarkError("cannot generate \(document): \(error)")
        }
        defer {
            try? FileManager.default.removeItem(atPath: document)
            try? FileManager.default.removeItem(atPath: GroundTruth.path(forDocument: document))
            try? FileManager.default.removeItem(atPath: outputs)
        }
        let matchOutputs = outputs + "/match"
        try callgrind(valgrind, ["--separate-threads=yes", "--dump-after=\(parseEnd)"], [executable, "match", document],
                      writing: matchOutputs, what: "\(benchmarkCase.name): \(executable) match")
        let rawOutputs = outputs + "/raw"
        try callgrind(valgrind, ["--collect-atstart=no", "--toggle-collect=\(rawPassFunction)"], rawPass + [document],
                      writing: rawOutputs, what: "\(benchmarkCase.name): the raw pass")
        // `--separate-threads=yes` names each file NAME-TT (a thread's last part) or NAME.P-TT (an
        // earlier part); callgrind also leaves NAME itself, empty.
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: outputs)) ?? []).filter { $0.hasPrefix("match") && $0.contains("-") }.sorted()
        let contents = files.compactMap { name in (try? String(contentsOfFile: outputs + "/" + name, encoding: .utf8)).map { (name: name, contents: $0) } }
        guard contents.count == files.count, var counts = InstructionCounts(callgrindFiles: contents) else {
            throw BenchmarkError("\(benchmarkCase.name): callgrind wrote \(files.count) output file(s) (\(files.joined(separator: ", "))), not the parts of a one- or two-thread run")
        }
        guard let rawText = try? String(contentsOfFile: rawOutputs, encoding: .utf8), let raw = InstructionCounts.total(ofCallgrindOutput: rawText) else {
            throw BenchmarkError("\(benchmarkCase.name): callgrind wrote no total for the raw pass")
        }
        counts.rawPass = raw
        return counts
    }

    /// Runs `command` under callgrind with `options`, its output files named `output`, and throws
    /// when it fails.
    private static func callgrind(_ valgrind: String, _ options: [String], _ command: [String], writing output: String, what: String) throws(BenchmarkError) {
        let outcome = try ChildProcess.run(["/usr/bin/env", "SWIFT_DETERMINISTIC_HASHING=1", valgrind, "--tool=callgrind"] + options
                                           + ["--callgrind-out-file=\(output)"] + command)
        guard outcome.exitStatus == 0 else {
            throw BenchmarkError("\(what) under valgrind --tool=callgrind exited with status \(outcome.exitStatus)")
        }
    }
}

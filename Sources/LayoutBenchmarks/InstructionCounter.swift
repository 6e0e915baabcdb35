import Foundation
import LayoutXML
import TemplateGenerator

/// Counts the instructions of `template-apply match FILE` under callgrind, one count per thread
/// (`--separate-threads=yes`), on a case's generated document.
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

    /// Generates `benchmarkCase`'s document (modern format) into `directory`, runs `executable
    /// match` on it under callgrind (`executable` as ``withoutDebugInformation(_:in:)`` made it), and returns the two threads' counts; the document and the
    /// callgrind files are removed afterwards.
    ///
    /// - Throws: ``BenchmarkError`` when the document cannot be generated, callgrind or `match`
    ///   fails, or its output files do not hold one or two threads' totals.
    public static func count(_ benchmarkCase: BenchmarkCase, seed: UInt64, executable: String, valgrind: String, directory: String) throws(BenchmarkError) -> InstructionCounts {
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
        let outcome = try ChildProcess.run([
            "/usr/bin/env", "SWIFT_DETERMINISTIC_HASHING=1",
            valgrind, "--tool=callgrind", "--separate-threads=yes", "--callgrind-out-file=\(outputs)/callgrind.out",
            executable, "match", document,
        ])
        guard outcome.exitStatus == 0 else {
            throw BenchmarkError("\(benchmarkCase.name): valgrind --tool=callgrind \(executable) match exited with status \(outcome.exitStatus)")
        }
        // One file per thread, `callgrind.out-01` (the calling thread), `-02`, ...; callgrind also
        // leaves the base name itself, empty.
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: outputs)) ?? []).filter { $0.hasPrefix("callgrind.out-") }.sorted()
        let texts = files.compactMap { try? String(contentsOfFile: outputs + "/" + $0, encoding: .utf8) }
        guard texts.count == files.count, let counts = InstructionCounts(callgrindOutputs: texts) else {
            throw BenchmarkError("\(benchmarkCase.name): callgrind wrote \(files.count) output file(s) (\(files.joined(separator: ", "))), not one per thread of a one- or two-thread run")
        }
        return counts
    }
}

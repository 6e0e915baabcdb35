import Foundation
import LayoutCore
import LayoutDiscovery

/// The findings a team accepts for now: `check --write-baseline` records them, and
/// `check --baseline` reports only findings that are not in it.
///
/// Findings are compared by fingerprint (file, rule, the view's identity path), never by line,
/// so a baseline survives edits elsewhere in its files. A fingerprint recorded twice accepts two
/// findings with it; a third is new. The file is versioned JSON, sorted so that it diffs well:
/// `{"version": 1, "findings": [{"file": ..., "rule": ..., "view": ...}]}`.
public struct Baseline: Hashable, Sendable {
    /// The format version this reads and writes.
    package static let version = 1

    /// How many findings of each fingerprint are accepted.
    package var counts: [Fingerprint: Int]

    /// A baseline accepting `counts` findings of each fingerprint (none by default).
    package init(counts: [Fingerprint: Int] = [:]) {
        self.counts = counts
    }

    /// The findings of `report` that can fail the gate (warnings and errors).
    public init(recording report: CheckReport) {
        var counts: [Fingerprint: Int] = [:]
        for finding in report.findings where finding.diagnostic.severity >= .warning {
            counts[finding.fingerprint, default: 0] += 1
        }
        self.counts = counts
    }

    /// `checks` without the findings the baseline accepts, each design's outcome made again (a
    /// design whose failing findings are all accepted passes), and how many were left out.
    package func removingKnown(from checks: [DesignCheck]) -> ([DesignCheck], Int) {
        var remaining = counts
        var removed = 0
        let kept = checks.map { check -> DesignCheck in
            var check = check
            check.findings.removeAll { finding in
                guard finding.diagnostic.severity >= .warning, let left = remaining[finding.fingerprint], left > 0 else { return false }
                remaining[finding.fingerprint] = left - 1
                removed += 1
                return true
            }
            check.judge()
            return check
        }
        return (kept, removed)
    }

    // MARK: The file

    private struct Entry: Codable {
        var file: String
        var rule: String
        var view: String
    }

    private struct File: Codable {
        var version: Int
        var findings: [Entry]
    }

    /// The baseline as its JSON text.
    public var json: String {
        let entries = counts.keys.sorted().flatMap { fingerprint in
            Array(repeating: Entry(file: fingerprint.file, rule: fingerprint.rule, view: fingerprint.subject), count: counts[fingerprint] ?? 0)
        }
        return (try? PrettyJSONWriter.text(of: File(version: Baseline.version, findings: entries))) ?? "\n"
    }

    /// The largest baseline file read, in bytes: some 150,000 findings.
    package static let maximumFileBytes = 16 << 20

    /// Reads a baseline file.
    ///
    /// - Throws: ``/LayoutCore/DiagnosticError`` (`invalid-baseline`, `unreadable-file`, or
    ///   `input-limit` beyond `maximumFileBytes` (16 MiB)) when it cannot be read, is not a
    ///   baseline, or is of another version.
    public static func read(file path: String) throws(DiagnosticError) -> Baseline {
        let bytes = try BoundedFileReader.contents(of: path, limit: maximumFileBytes, what: "the baseline file")
        return try parse(String(decoding: bytes, as: UTF8.self), file: path)
    }

    /// Reads a baseline's JSON text; `file` names it in diagnostics.
    ///
    /// - Throws: ``DiagnosticError`` (``RuleID/invalidBaseline``) when it is not a baseline or is of another version.
    package static func parse(_ text: String, file: String = "<baseline>") throws(DiagnosticError) -> Baseline {
        let at = SourceLocation(file: file)
        let decoded: File
        do {
            decoded = try JSONDecoder().decode(File.self, from: Data(text.utf8))
        } catch {
            throw DiagnosticError(.error(.invalidBaseline, "not a baseline file (expected {\"version\": \(version), \"findings\": [...]})", at: at))
        }
        guard decoded.version == version else {
            throw DiagnosticError(.error(.invalidBaseline, "baseline version \(decoded.version); this tool reads version \(version)", at: at))
        }
        var counts: [Fingerprint: Int] = [:]
        for entry in decoded.findings {
            counts[Fingerprint(file: entry.file, ruleName: entry.rule, subject: entry.view), default: 0] += 1
        }
        return Baseline(counts: counts)
    }
}

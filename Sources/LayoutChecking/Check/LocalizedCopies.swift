import LayoutCore
import LayoutDiscovery

/// Designs drawn once and localized: files of the same name under several `*.lproj` folders
/// (`Base.lproj/Login.xib`, `fr.lproj/Login.xib`). A problem in the design is in every copy, and
/// reporting it once per language makes one problem read as three or four.
///
/// Copies whose findings are the same (the same rules, severities, messages and positions, paths
/// aside) are reported once, at the `Base.lproj` copy or else the first in path order; each of
/// its warnings and errors gets a note at the same place in every other copy, which becomes a
/// ``DesignCheck/Outcome/localizedCopy`` with no findings of its own. A copy whose findings differ (a
/// translation that moved a button) is reported on its own. Copies with only notes are left as
/// they are: there is nothing to repeat.
package enum LocalizedCopies {
    /// `checks` (in path order) with each group of localized copies with the same findings folded
    /// into one.
    package static func folded(_ checks: [DesignCheck]) -> [DesignCheck] {
        var groups: [[String]: [Int]] = [:]
        var order: [[String]] = []
        for (index, check) in checks.enumerated() {
            guard let key = generalized(check.design.files) else { continue }
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(index)
        }
        var folded = checks
        for key in order {
            guard let members = groups[key], members.count > 1 else { continue }
            let representative = members.first { isBase(checks[$0].design.files[0]) } ?? members[0]
            guard checks[representative].findings.contains(where: { $0.diagnostic.severity >= .warning }) else { continue }
            let signature = self.signature(of: checks[representative])
            let copies = members.filter { $0 != representative && self.signature(of: checks[$0]) == signature }
            guard !copies.isEmpty else { continue }
            for (findingIndex, finding) in checks[representative].findings.enumerated() where finding.diagnostic.severity >= .warning {
                for copy in copies {
                    let location = finding.diagnostic.location.map { moved($0, from: checks[representative].design.files, to: checks[copy].design.files) }
                    folded[representative].findings[findingIndex].diagnostic.notes.append(DiagnosticNote(
                        location: location ?? SourceLocation(file: checks[copy].design.files[0]),
                        message: "the same in this localized copy"))
                }
            }
            for copy in copies {
                folded[copy].findings = []
                folded[copy].kind = .localizedCopy
                folded[copy].reportedWith = checks[representative].design.files
                folded[copy].judge()
            }
        }
        return folded
    }

    /// The files with their `*.lproj` folder made one placeholder, or `nil` when a file is in no
    /// such folder.
    static func generalized(_ files: [String]) -> [String]? {
        var result: [String] = []
        for file in files {
            guard let general = generalized(file) else { return nil }
            result.append(general)
        }
        return result
    }

    private static func generalized(_ file: String) -> String? {
        var components = file.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard let index = components.dropLast().lastIndex(where: { $0.lowercased().hasSuffix(".lproj") }) else { return nil }
        components[index] = "*.lproj"
        return components.joined(separator: "/")
    }

    private static func isBase(_ file: String) -> Bool {
        file.split(separator: "/").dropLast().contains { $0.lowercased() == "base.lproj" }
    }

    /// `location` in the copy: the file at the same place in `copy` as it has in `files`.
    private static func moved(_ location: SourceLocation, from files: [String], to copy: [String]) -> SourceLocation {
        var moved = location
        if let index = files.firstIndex(of: location.file), index < copy.count { moved.file = copy[index] }
        return moved
    }

    /// What two copies must share to be reported once: the kind, and every finding with the
    /// copy's paths made general (in locations and in messages, which name files).
    private static func signature(of check: DesignCheck) -> [String] {
        let files = check.design.files
        let general = generalized(files) ?? files
        func plain(_ text: String) -> String {
            var text = text
            for (file, general) in zip(files, general) { text = text.replacing(file, with: general) }
            return text
        }
        func place(_ location: SourceLocation?) -> String {
            guard let location else { return "-" }
            return "\(plain(location.file)):\(location.line ?? 0):\(location.column ?? 0)"
        }
        return [check.kind.rawValue] + check.findings.map { finding in
            let diagnostic = finding.diagnostic
            return ([diagnostic.severity.rawValue, diagnostic.rule.rawValue, place(diagnostic.location), plain(diagnostic.message)]
                + diagnostic.notes.flatMap { [place($0.location), plain($0.message)] }).joined(separator: "\u{0}")
        }
    }
}

/// The "did you mean" of an unknown name: the known name it is closest to, when it is close
/// enough to be a misspelling rather than another word.
package enum Suggestion {
    /// The name among `candidates` nearest to `name` by edit distance, ignoring case; `nil` when
    /// none is within a third of the longer name's length (at least two edits).
    package static func closest(to name: String, among candidates: [String]) -> String? {
        let typed = Array(name.lowercased())
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let known = Array(candidate.lowercased())
            let distance = editDistance(typed, known)
            guard distance <= max(2, max(typed.count, known.count) / 3) else { continue }
            if best.map({ distance < $0.distance }) ?? true { best = (candidate, distance) }
        }
        return best?.name
    }

    /// Levenshtein distance: insertions, deletions and substitutions, one row at a time. The one
    /// distance every "did you mean" of the package is measured by.
    package static func editDistance<Element: Equatable>(_ a: [Element], _ b: [Element]) -> Int {
        guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}

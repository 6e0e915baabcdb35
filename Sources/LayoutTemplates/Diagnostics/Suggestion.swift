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

    /// Levenshtein distance: insertions, deletions and substitutions.
    private static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        guard !a.isEmpty else { return b.count }
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1] + [Int](repeating: 0, count: b.count)
            for (j, y) in b.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}

/// The view id a mistyped one was probably meant to be, for a "did you mean" note.
///
/// Only where that is cheap: the search gives up on documents of more than ``maximumViews``
/// views and on ids longer than ``maximumLength`` characters, where comparing with every id would
/// cost more than the note is worth.
enum SimilarID {
    static let maximumViews = 20_000
    static let maximumLength = 64

    /// The id of a view in `document` closest to `id` (the same but for case, else within an
    /// edit distance of a third of its length, at least 2), the first in document order among
    /// equally close ones; `nil` when none is close or the search would not be cheap.
    static func closest(to id: String, in document: Document) -> String? {
        let wanted = Array(id.unicodeScalars)
        guard wanted.count <= maximumLength else { return nil }
        var ids: [String] = []
        for scene in document.scenes {
            for root in scene.views {
                root.forEachPreOrderInPlace { node in
                    if ids.count <= maximumViews { ids.append(node.pointee.id) }
                }
            }
        }
        guard ids.count <= maximumViews else { return nil }
        if let sameButCase = ids.first(where: { $0.lowercased() == id.lowercased() }) { return sameButCase }
        let cutoff = max(2, wanted.count / 3)
        var best: (id: String, distance: Int)?
        for candidate in ids {
            let scalars = Array(candidate.unicodeScalars)
            guard abs(scalars.count - wanted.count) <= cutoff else { continue }
            let distance = editDistance(wanted, scalars)
            if distance <= cutoff, distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        return best?.id
    }

    /// Levenshtein distance: insertions, deletions and substitutions, one row at a time.
    private static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
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

import LayoutCore
import LayoutDocuments

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
                    if ids.count <= maximumViews { ids.append(node.pointee.id.rawValue) }
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
            let distance = Suggestion.editDistance(wanted, scalars)
            if distance <= cutoff, distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        return best?.id
    }
}

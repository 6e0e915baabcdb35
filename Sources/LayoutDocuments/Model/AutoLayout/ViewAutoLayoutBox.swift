/// A view's ``ViewAutoLayout`` behind one reference, so that a ``ViewNode`` of a document without
/// constraints stays as small as it was (trees are walked and copied by the million).
final class ViewAutoLayoutBox: Hashable, Sendable, Encodable {
    let value: ViewAutoLayout

    init(_ value: ViewAutoLayout) {
        self.value = value
    }

    static func == (lhs: ViewAutoLayoutBox, rhs: ViewAutoLayoutBox) -> Bool {
        lhs === rhs || lhs.value == rhs.value
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(value)
    }

    func encode(to encoder: any Encoder) throws {
        try value.encode(to: encoder)
    }
}

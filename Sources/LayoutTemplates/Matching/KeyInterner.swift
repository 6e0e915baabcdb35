/// Numbers every string a rule compares, once per `Matcher.match` call, so that rules hash and
/// compare small integers instead of strings: the live tree and every template layout share one
/// interner, so equal strings get equal ids across trees.
struct KeyInterner {
    private var ids: [String: Int32] = [:]
    private var tagIDs: [Int: Int32] = [:]
    private var classIDs: [ViewClass: Int32] = [:]
    /// Each distinct view class met so far, by class id.
    private(set) var classes: [ClassInfo] = []

    /// The id of `string`; ids start at 0.
    mutating func id(_ string: String) -> Int32 {
        if let existing = ids[string] { return existing }
        let new = Int32(ids.count)
        ids[string] = new
        return new
    }

    /// The id of `string`, or -1 for `nil`.
    mutating func id(_ string: String?) -> Int32 {
        guard let string else { return -1 }
        return id(string)
    }

    /// The id of a tag value (its own numbering, for packing into identities).
    mutating func tagID(_ tag: Int) -> Int32 {
        if let existing = tagIDs[tag] { return existing }
        let new = Int32(tagIDs.count)
        tagIDs[tag] = new
        return new
    }

    /// The class id of `viewClass`, computing its ``ClassInfo`` on first sight.
    mutating func classID(_ viewClass: ViewClass) -> Int32 {
        if let existing = classIDs[viewClass] { return existing }
        let new = Int32(classes.count)
        classIDs[viewClass] = new
        var chain: [Int32] = []
        // isKind(of: UIKit class) walks the UIKit superclass chain: record it once as name ids.
        for name in UIKitClassTree.ancestry(of: viewClass.uikitClass) { chain.append(id(name)) }
        classes.append(ClassInfo(
            nameID: id(viewClass.name),
            customID: id(viewClass.customClass),
            uikitChain: chain,
            isButton: viewClass.isKind(of: "UIButton"),
            isLabel: viewClass.isKind(of: "UILabel"),
            isTextField: viewClass.isKind(of: "UITextField"),
            isControl: viewClass.isKind(of: "UIControl"),
            descendsIntoSubviews: viewClass.referenceDescendsIntoSubviews
        ))
        return new
    }
}

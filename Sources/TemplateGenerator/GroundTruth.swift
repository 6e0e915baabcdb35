/// Which view of the portrait layout is which view of the landscape layout, written beside a
/// synthetic document as `<name>.truth.json`.
///
/// Ids are the modern `id` attribute or the legacy object id (for legacy documents the `id`
/// attribute and the object record's `objectID` are the same number).
public struct GroundTruth: Codable, Hashable, Sendable {
    /// The JSON shape's version.
    public var version: Int
    public var format: GeneratedFormat
    public var viewsPerLayout: Int
    public var seed: UInt64
    public var portraitRoot: String
    public var landscapeRoot: String
    /// Every view present in both layouts, the roots included, in the portrait layout's pre-order.
    public var pairs: [Pair]
    /// Views only the portrait layout has.
    public var portraitOnly: [String]
    /// Views only the landscape layout has.
    public var landscapeOnly: [String]
    /// Views whose tag, text, title, placeholder, image or selector deliberately repeats a
    /// sibling's, with that sibling: a matcher should report these as ambiguous. Each id is the
    /// portrait copy's, or the landscape copy's for a landscape-only view.
    public var ambiguous: [String]
    /// Groups of featureless sibling decorations that look the same in the written format (the
    /// same class, colour, image and subviews), by portrait id: any pairing within a group lays
    /// the design out the same. `nil` when the document has no such group.
    public var interchangeable: [[String]]?

    public init(
        version: Int = 1,
        format: GeneratedFormat,
        viewsPerLayout: Int,
        seed: UInt64,
        portraitRoot: String,
        landscapeRoot: String,
        pairs: [Pair],
        portraitOnly: [String],
        landscapeOnly: [String],
        ambiguous: [String],
        interchangeable: [[String]]? = nil
    ) {
        self.version = version
        self.format = format
        self.viewsPerLayout = viewsPerLayout
        self.seed = seed
        self.portraitRoot = portraitRoot
        self.landscapeRoot = landscapeRoot
        self.pairs = pairs
        self.portraitOnly = portraitOnly
        self.landscapeOnly = landscapeOnly
        self.ambiguous = ambiguous
        self.interchangeable = interchangeable
    }

    /// The ground-truth path for a document path: `Foo.xib` -> `Foo.truth.json`.
    public static func path(forDocument path: String) -> String {
        var base = Substring(path)
        if let dot = base.lastIndex(of: "."), !base[dot...].contains("/") {
            base = base[..<dot]
        }
        return base + ".truth.json"
    }
}

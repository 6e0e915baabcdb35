/// What synthetic two-layout document to generate.
///
/// Every fraction is a probability per view, drawn from the document's own PRNG, so the same
/// options always give the same document.
public struct GeneratorOptions: Sendable, Hashable {
    /// Views in each layout, roots included; both layouts have exactly this many.
    public var viewsPerLayout: Int
    /// Levels below the root: a view at depth `maximumDepth` is never a container.
    public var maximumDepth: Int
    /// Children per container on average (each container draws from `fanOut/2 ... fanOut*3/2`).
    public var fanOut: Int
    public var seed: UInt64
    public var format: GeneratedFormat
    /// One root with `viewsPerLayout - 1` leaf children, ignoring depth and fan-out: the shape in
    /// which per-sibling scanning would be quadratic.
    public var wide: Bool
    /// Fraction of each layout's views that the other layout lacks (whole small subtrees).
    public var singleLayoutFraction: Double
    /// Fraction of the non-root views, featureless decorations aside, with a non-zero tag (unique
    /// among their siblings unless repeated on purpose, ``duplicateFraction``).
    public var tagFraction: Double
    /// Fraction of tags and of identifying keys (texts, titles, images, selectors) that deliberately
    /// repeat an earlier sibling's, so that a matcher must report ambiguity.
    public var duplicateFraction: Double
    /// Fraction of shared views whose hidden flag differs between the layouts.
    public var hiddenChangeFraction: Double
    /// Fraction of each layout's views that are featureless decorations, in both layouts: empty
    /// untagged views, containers of them, image views showing one of a few shared images, views
    /// told apart only by their background colour. None carries a tag, text, title or action.
    public var featurelessFraction: Double

    public init(
        viewsPerLayout: Int = 1_000,
        maximumDepth: Int = 8,
        fanOut: Int = 8,
        seed: UInt64 = 1,
        format: GeneratedFormat = .modern,
        wide: Bool = false,
        singleLayoutFraction: Double = 0.02,
        tagFraction: Double = 0.25,
        duplicateFraction: Double = 0.01,
        hiddenChangeFraction: Double = 0.05,
        featurelessFraction: Double = 0
    ) {
        self.viewsPerLayout = viewsPerLayout
        self.maximumDepth = maximumDepth
        self.fanOut = fanOut
        self.seed = seed
        self.format = format
        self.wide = wide
        self.singleLayoutFraction = singleLayoutFraction
        self.tagFraction = tagFraction
        self.duplicateFraction = duplicateFraction
        self.hiddenChangeFraction = hiddenChangeFraction
        self.featurelessFraction = featurelessFraction
    }

    /// The deepest view nesting accepted: each view level costs two XML levels and libxml2
    /// refuses documents nested deeper than 256.
    public static let depthLimit = 100

    /// Largest `viewsPerLayout` accepted; ids and counters stay well inside 32 bits.
    public static let viewLimit = 50_000_000

    /// Every problem with these options, as messages naming the option; empty when they are usable.
    public var problems: [String] {
        var problems: [String] = []
        if viewsPerLayout < 1 || viewsPerLayout > Self.viewLimit {
            problems.append("views per layout must be between 1 and \(Self.viewLimit), not \(viewsPerLayout)")
        }
        if maximumDepth < 1 || maximumDepth > Self.depthLimit {
            problems.append("maximum depth must be between 1 and \(Self.depthLimit), not \(maximumDepth)")
        }
        if fanOut < 1 || fanOut > 100_000 {
            problems.append("fan-out must be between 1 and 100000, not \(fanOut)")
        }
        for (name, value, limit) in [
            ("single-layout fraction", singleLayoutFraction, 0.5),
            ("tag fraction", tagFraction, 1.0),
            ("duplicate fraction", duplicateFraction, 1.0),
            ("hidden-change fraction", hiddenChangeFraction, 1.0),
            ("featureless fraction", featurelessFraction, 0.5),
        ] where !(value >= 0 && value <= limit) {
            problems.append("\(name) must be between 0 and \(limit), not \(value)")
        }
        return problems
    }
}

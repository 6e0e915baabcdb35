import TemplateGenerator

/// One input size of the benchmark: a generated two-layout document.
public struct BenchmarkCase: Sendable, Hashable, Codable {
    /// How reports name the case, e.g. `10k`, `wide-10k` or `100k-tagged`.
    public var name: String
    /// Views in each of the document's two layouts, roots included.
    public var viewsPerLayout: Int
    /// One parent holding every other view (see ``GeneratorOptions/wide``).
    public var wide: Bool
    /// Every view but the root tagged, none repeating a sibling's tag, text, title, image or
    /// action (``GeneratorOptions/tagFraction`` 1, ``GeneratorOptions/duplicateFraction`` 0). On
    /// such a document the compatible mode lays out nearly the views the default mode does, almost
    /// all paired alike, so the two modes are compared on nearly the same output. On the deep
    /// untagged cases the compatible mode gives up on every untagged container it cannot tell
    /// from its siblings, and on the views inside it: it lays out the live layout's own views
    /// (each its own template) and few of the other layout's.
    public var tagged: Bool

    /// A case of `viewsPerLayout` views in each layout, named `name` in reports.
    public init(name: String, viewsPerLayout: Int, wide: Bool = false, tagged: Bool = false) {
        self.name = name
        self.viewsPerLayout = viewsPerLayout
        self.wide = wide
        self.tagged = tagged
    }

    /// 1k views per layout.
    public static let small = BenchmarkCase(name: "1k", viewsPerLayout: 1_000)
    /// 10k views per layout: the base of the per-view scaling targets.
    public static let medium = BenchmarkCase(name: "10k", viewsPerLayout: 10_000)
    /// 100k views per layout (about 210 MB of XML): the case most targets are judged on.
    public static let large = BenchmarkCase(name: "100k", viewsPerLayout: 100_000)
    /// One parent with 10k children (10,001 views per layout, the root included).
    public static let wideMedium = BenchmarkCase(name: "wide-10k", viewsPerLayout: 10_001, wide: true)
    /// 100k views per layout, every view but the root tagged (``tagged``): the matching modes are
    /// compared on it.
    public static let largeTagged = BenchmarkCase(name: "100k-tagged", viewsPerLayout: 100_000, tagged: true)

    /// The cases `bench` runs unless told otherwise: the sizes its targets name, and the tagged case its
    /// comparison of the modes is judged on.
    public static let standard: [BenchmarkCase] = [small, medium, large, wideMedium, largeTagged]

    /// Whether `other` generates the same document (names aside: `100K` and `100000` are `100k`).
    public func isSameDocument(as other: BenchmarkCase) -> Bool {
        viewsPerLayout == other.viewsPerLayout && wide == other.wide && tagged == other.tagged
    }

    /// The names ``init(name:)`` takes, for the CLI's help and errors.
    package static let nameHelp = "\(standard.map(\.name).joined(separator: ", ")), or any [wide-]N[k|m][-tagged]: N, N thousand or N million views per layout, wide- for one parent with that many children, -tagged for every view but the root tagged"

    private enum CodingKeys: String, CodingKey {
        case name, viewsPerLayout, wide, tagged
    }

    /// Reads reports written before ``tagged`` existed as untagged cases.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        viewsPerLayout = try container.decode(Int.self, forKey: .viewsPerLayout)
        wide = try container.decode(Bool.self, forKey: .wide)
        tagged = try container.decodeIfPresent(Bool.self, forKey: .tagged) ?? false
    }
}

extension BenchmarkCase {
    /// Parses a case name, in any letter case: `1k`, `10k`, `2500`, `1m` (views per layout),
    /// `wide-10k` (one parent with that many children, so one view more per layout), `100k-tagged`
    /// (every view but the root tagged, ``tagged``), or both prefixes. The name is kept in lower case. `nil`
    /// for anything else.
    public init?(name: String) {
        let name = name.lowercased()
        var rest = Substring(name)
        let wide = rest.hasPrefix("wide-")
        if wide { rest = rest.dropFirst(5) }
        let tagged = rest.hasSuffix("-tagged")
        if tagged { rest = rest.dropLast(7) }
        var multiplier = 1
        if rest.hasSuffix("k") {
            multiplier = 1_000
            rest = rest.dropLast()
        } else if rest.hasSuffix("m") {
            multiplier = 1_000_000
            rest = rest.dropLast()
        }
        guard let count = Int(rest), count > 0, count <= GeneratorOptions.viewLimit / multiplier else { return nil }
        let views = count * multiplier
        self.init(name: name, viewsPerLayout: wide ? views + 1 : views, wide: wide, tagged: tagged)
    }

    /// The generator's options for this case.
    func generatorOptions(seed: UInt64, format: GeneratedFormat) -> GeneratorOptions {
        var options = GeneratorOptions(viewsPerLayout: viewsPerLayout, seed: seed, format: format, wide: wide)
        if tagged {
            options.tagFraction = 1
            options.duplicateFraction = 0
        }
        return options
    }
}

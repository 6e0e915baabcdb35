import TemplateGenerator

/// One input size of the benchmark: a generated two-layout document.
public struct BenchmarkCase: Sendable, Hashable, Codable {
    /// How reports name the case, e.g. `10k`, `wide-10k` or `100k-tagged`.
    public var name: String
    public var viewsPerLayout: Int
    /// One parent holding every other view (see ``GeneratorOptions/wide``).
    public var wide: Bool
    /// Every view but the root tagged, no tag repeated among siblings
    /// (``GeneratorOptions/tagFraction`` 1, ``GeneratorOptions/duplicateFraction`` 0). On such a
    /// document the reference's rules lay out nearly the views the default mode's do, almost all
    /// paired alike (only views moved to another parent can differ), so the two modes are timed
    /// doing the same work. On the other cases the compatible mode gives up on every untagged container it
    /// cannot tell from its siblings, with the views inside it, and so lays out half the table
    /// entries the default mode makes.
    public var tagged: Bool

    public init(name: String, viewsPerLayout: Int, wide: Bool = false, tagged: Bool = false) {
        self.name = name
        self.viewsPerLayout = viewsPerLayout
        self.wide = wide
        self.tagged = tagged
    }

    /// The sizes issue 5 asks for: 1k, 10k and 100k views per layout, and one parent with 10k
    /// children (10,001 views per layout, the root included); and 100k with every view tagged,
    /// on which the two matching modes are compared.
    public static let standard: [BenchmarkCase] = [
        BenchmarkCase(name: "1k", viewsPerLayout: 1_000),
        BenchmarkCase(name: "10k", viewsPerLayout: 10_000),
        BenchmarkCase(name: "100k", viewsPerLayout: 100_000),
        BenchmarkCase(name: "wide-10k", viewsPerLayout: 10_001, wide: true),
        BenchmarkCase(name: "100k-tagged", viewsPerLayout: 100_000, tagged: true),
    ]

    /// The names ``init(name:)`` takes, as the CLI's help and errors list them.
    public static let namePatterns = "N, Nk or Nm views per layout, wide-Nk (one parent with Nk children), Nk-tagged (every view tagged)"

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
    /// Parses a case name: `1k`, `10k`, `2500`, `1m` (views per layout), `wide-10k` (one parent
    /// with that many children, so one view more per layout) or `100k-tagged` (every view
    /// tagged, ``tagged``). `nil` for anything else.
    public init?(name: String) {
        var rest = Substring(name.lowercased())
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

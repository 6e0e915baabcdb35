import TemplateGenerator

/// One input size of the benchmark: a generated two-layout document.
public struct BenchmarkCase: Sendable, Hashable, Codable {
    /// How reports name the case, e.g. `10k` or `wide-10k`.
    public var name: String
    public var viewsPerLayout: Int
    /// One parent holding every other view (see ``GeneratorOptions/wide``).
    public var wide: Bool

    public init(name: String, viewsPerLayout: Int, wide: Bool = false) {
        self.name = name
        self.viewsPerLayout = viewsPerLayout
        self.wide = wide
    }

    /// The sizes issue 5 asks for: 1k, 10k and 100k views per layout, and one parent with 10k
    /// children (10,001 views per layout, the root included).
    public static let standard: [BenchmarkCase] = [
        BenchmarkCase(name: "1k", viewsPerLayout: 1_000),
        BenchmarkCase(name: "10k", viewsPerLayout: 10_000),
        BenchmarkCase(name: "100k", viewsPerLayout: 100_000),
        BenchmarkCase(name: "wide-10k", viewsPerLayout: 10_001, wide: true),
    ]
}

extension BenchmarkCase {
    /// Parses a case name: `1k`, `10k`, `2500`, `1m` (views per layout), or `wide-10k` (one parent
    /// with that many children, so one view more per layout). `nil` for anything else.
    public init?(name: String) {
        var rest = Substring(name.lowercased())
        let wide = rest.hasPrefix("wide-")
        if wide { rest = rest.dropFirst(5) }
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
        self.init(name: name, viewsPerLayout: wide ? views + 1 : views, wide: wide)
    }
}

/// The size classes a variation applies to, as Interface Builder writes them in a `<variation key="...">`:
/// `default` for the base size class (any width, any height), else one or two `axis=class` terms
/// joined by `-`, such as `widthClass=compact` or `heightClass=regular-widthClass=compact`.
///
/// Kept as written: two spellings are the same traits only when they are equal strings, as in
/// Interface Builder. A string literal is a trait key (`view.isInstalled(traits: "heightClass=compact")`).
/// Encodes as the plain string. Not ordered: Interface Builder writes `default` first, then the
/// others in no order of their own.
public struct SizeClassTraits: StringIdentifier {
    /// The trait key as written.
    public let rawValue: String

    /// The traits written `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// The base size class, `default`: any width, any height.
    package static let base: SizeClassTraits = "default"

    /// The size classes the key names, as the condition of a layout: `widthClass=compact` holds
    /// where the horizontal size class is compact, `heightClass=regular` where the vertical one is
    /// regular, and terms joined by `-` hold together. `nil` for the base key, `default`, and for
    /// a key with a term that is not `widthClass=` or `heightClass=` with `compact` or `regular`.
    public var condition: LayoutCondition? {
        var condition = LayoutCondition()
        var sawTerm = false
        for term in rawValue.split(separator: "-") {
            let parts = term.split(separator: "=", maxSplits: 1)
            guard parts.count == 2, let sizeClass = SizeClass(rawValue: String(parts[1])), sizeClass != .unspecified else {
                return nil
            }
            switch parts[0] {
            case "widthClass": condition.horizontalSizeClass = sizeClass
            case "heightClass": condition.verticalSizeClass = sizeClass
            default: return nil
            }
            sawTerm = true
        }
        return sawTerm ? condition : nil
    }
}

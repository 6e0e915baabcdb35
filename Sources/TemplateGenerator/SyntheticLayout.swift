/// One of the two layouts of a synthetic document.
enum SyntheticLayout: Int, Sendable, CaseIterable {
    case portrait = 0
    case landscape = 1
}

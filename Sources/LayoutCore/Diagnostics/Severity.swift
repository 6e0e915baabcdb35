/// How serious a ``Diagnostic`` is, as a compiler grades it.
public enum Severity: String, Hashable, Sendable, Encodable, Comparable, CaseIterable {
    /// Information that helps read another diagnostic; never a problem on its own.
    case note
    /// Something is probably wrong but a result was produced.
    case warning
    /// The operation could not produce a (correct) result.
    case error

    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        lhs.rank < rhs.rank
    }

    private var rank: Int {
        switch self {
        case .note: 0
        case .warning: 1
        case .error: 2
        }
    }
}

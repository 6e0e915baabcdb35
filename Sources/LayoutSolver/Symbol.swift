/// What a symbol of the tableau stands for (Badros, Borning and Stuckey's classification).
enum SymbolKind: UInt8 {
    /// A caller's variable: unrestricted in sign.
    case external
    /// The slack of an inequality (`>= 0`), or the artificial variable of phase one.
    case slack
    /// The error of an optional constraint (`>= 0`), weighted in the objective.
    case error
    /// The marker of a required equality: always zero, never enters the basis.
    case dummy

    /// Whether the symbol is restricted to be non-negative.
    var isRestricted: Bool {
        if case .external = self { return false }
        return true
    }

    /// Whether the symbol is a dummy (fixed at zero).
    var isDummy: Bool {
        if case .dummy = self { return true }
        return false
    }
}

/// Coefficients and constants closer to zero than this are zero: the tableau's rounding noise.
let nearZero = 1.0e-8

extension Double {
    /// Whether the value is within the tableau's rounding noise of zero.
    var isNearZero: Bool { abs(self) < nearZero }
}

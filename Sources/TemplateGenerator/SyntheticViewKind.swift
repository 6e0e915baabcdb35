/// The UIKit class a synthetic view is declared as; both writers map it to their own names.
enum SyntheticViewKind: UInt8, Sendable {
    case container
    case label
    case button
    case textField
    case slider
    case toggle
    case segmentedControl
    case imageView

    /// Controls whose identity is their value-changed action.
    var hasValueChangedAction: Bool {
        self == .slider || self == .toggle || self == .segmentedControl
    }
}

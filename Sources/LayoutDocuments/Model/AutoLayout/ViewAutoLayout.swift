import LayoutCore

/// What Auto Layout reads of one view: the constraints its `<constraints>` holds, its layout
/// guides, how it resists and hugs, whether it translates its autoresizing mask, its layout
/// margins, a stack view's arrangement, and Interface Builder's own verdicts on its frame.
///
/// Every field defaults to what UIKit gives a view that says nothing.
public struct ViewAutoLayout: Hashable, Sendable, Encodable {
    /// The constraints in the view's `<constraints>` (installed on it; they may relate other views).
    public package(set) var constraints: [LayoutConstraint]
    /// The view's layout guides (safe area, a scroll view's content and frame guides).
    package var layoutGuides: [LayoutGuide]
    /// `translatesAutoresizingMaskIntoConstraints` as written; `nil` when not written.
    public package(set) var translatesAutoresizingMask: Bool?
    /// Content hugging priority, horizontal (default 250).
    package var horizontalHugging: Float
    /// Content hugging priority, vertical (default 250).
    package var verticalHugging: Float
    /// Compression resistance priority, horizontal (default 750).
    package var horizontalCompressionResistance: Float
    /// Compression resistance priority, vertical (default 750).
    package var verticalCompressionResistance: Float
    /// Explicit layout margins (`<edgeInsets key="layoutMargins">` or the directional form), or `nil`.
    package var layoutMargins: EdgeInsets?
    /// Whether ``layoutMargins`` are directional (leading/trailing).
    package var hasDirectionalLayoutMargins: Bool
    /// `preservesSuperviewLayoutMargins`.
    package var preservesSuperviewLayoutMargins: Bool
    /// `insetsLayoutMarginsFromSafeArea` (default `true`).
    package var insetsLayoutMarginsFromSafeArea: Bool
    /// A stack view's arrangement; `nil` for any other view.
    package var stackView: ViewAutoLayout.StackViewProperties?
    /// Size-class overrides of a stack view's axis (`<variation key="..." axis="vertical"/>`).
    package var stackAxisVariations: [SizeClassTraits: ViewAutoLayout.StackViewProperties.Axis]
    /// The point size of the view's font (`<fontDescription pointSize="...">`), for its baselines.
    package var fontSize: Double?
    /// Interface Builder marked the stored frame as not the solved one (`misplaced="YES"`).
    package var isMisplaced: Bool
    /// Interface Builder marked the view's layout ambiguous (`ambiguous="YES"`).
    package var isAmbiguous: Bool
    /// What Interface Builder verifies of the view's ambiguity (`verifyAmbiguity`).
    package var ambiguityVerification: AmbiguityVerification

    /// Interface Builder's "Ambiguity" setting of a view.
    package enum AmbiguityVerification: String, Hashable, Sendable, Encodable {
        /// Always verify (the default).
        case always
        /// Verify the position only (`ignoreSizes`): the view's size, and a scroll view's content
        /// size, are left to the app.
        case ignoreSizes
        /// Never verify (`off`).
        case off
    }

    /// Properties of a view; the defaults are UIKit's.
    package init(
        constraints: [LayoutConstraint] = [],
        layoutGuides: [LayoutGuide] = [],
        translatesAutoresizingMask: Bool? = nil,
        horizontalHugging: Float = 250,
        verticalHugging: Float = 250,
        horizontalCompressionResistance: Float = 750,
        verticalCompressionResistance: Float = 750,
        layoutMargins: EdgeInsets? = nil,
        hasDirectionalLayoutMargins: Bool = false,
        preservesSuperviewLayoutMargins: Bool = false,
        insetsLayoutMarginsFromSafeArea: Bool = true,
        stackView: ViewAutoLayout.StackViewProperties? = nil,
        stackAxisVariations: [SizeClassTraits: ViewAutoLayout.StackViewProperties.Axis] = [:],
        fontSize: Double? = nil,
        isMisplaced: Bool = false,
        isAmbiguous: Bool = false,
        ambiguityVerification: AmbiguityVerification = .always
    ) {
        self.constraints = constraints
        self.layoutGuides = layoutGuides
        self.translatesAutoresizingMask = translatesAutoresizingMask
        self.horizontalHugging = horizontalHugging
        self.verticalHugging = verticalHugging
        self.horizontalCompressionResistance = horizontalCompressionResistance
        self.verticalCompressionResistance = verticalCompressionResistance
        self.layoutMargins = layoutMargins
        self.hasDirectionalLayoutMargins = hasDirectionalLayoutMargins
        self.preservesSuperviewLayoutMargins = preservesSuperviewLayoutMargins
        self.insetsLayoutMarginsFromSafeArea = insetsLayoutMarginsFromSafeArea
        self.stackView = stackView
        self.stackAxisVariations = stackAxisVariations
        self.fontSize = fontSize
        self.isMisplaced = isMisplaced
        self.isAmbiguous = isAmbiguous
        self.ambiguityVerification = ambiguityVerification
    }

    /// What a view that says nothing about Auto Layout has.
    package static let none = ViewAutoLayout()
}

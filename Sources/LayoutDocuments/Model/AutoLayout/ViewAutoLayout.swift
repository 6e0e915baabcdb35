import LayoutCore

/// What Auto Layout reads of one view: the constraints its `<constraints>` holds, its layout
/// guides, how it resists and hugs, whether it translates its autoresizing mask, its layout
/// margins, a stack view's arrangement, and Interface Builder's own verdicts on its frame.
///
/// Every field defaults to what UIKit gives a view that says nothing.
public struct ViewAutoLayout: Hashable, Sendable, Encodable {
    /// The constraints in the view's `<constraints>` (installed on it; they may relate other views).
    public var constraints: [LayoutConstraint]
    /// The view's layout guides (safe area, a scroll view's content and frame guides).
    public var layoutGuides: [LayoutGuide]
    /// `translatesAutoresizingMaskIntoConstraints` as written; `nil` when not written.
    public var translatesAutoresizingMask: Bool?
    /// Content hugging priority, horizontal (default 250).
    public var horizontalHugging: Float
    /// Content hugging priority, vertical (default 250).
    public var verticalHugging: Float
    /// Compression resistance priority, horizontal (default 750).
    public var horizontalCompressionResistance: Float
    /// Compression resistance priority, vertical (default 750).
    public var verticalCompressionResistance: Float
    /// Explicit layout margins (`<edgeInsets key="layoutMargins">` or the directional form), or `nil`.
    public var layoutMargins: EdgeInsets?
    /// Whether ``layoutMargins`` are directional (leading/trailing).
    public var hasDirectionalLayoutMargins: Bool
    /// `preservesSuperviewLayoutMargins`.
    public var preservesSuperviewLayoutMargins: Bool
    /// `insetsLayoutMarginsFromSafeArea` (default `true`).
    public var insetsLayoutMarginsFromSafeArea: Bool
    /// A stack view's arrangement; `nil` for any other view.
    public var stackView: ViewAutoLayout.StackViewProperties?
    /// Size-class overrides of a stack view's axis (`<variation key="..." axis="vertical"/>`).
    public var stackAxisVariations: [SizeClassTraits: ViewAutoLayout.StackViewProperties.Axis]
    /// The point size of the view's font (`<fontDescription pointSize="...">`), for its baselines.
    public var fontSize: Double?
    /// Interface Builder marked the stored frame as not the solved one (`misplaced="YES"`).
    public var isMisplaced: Bool
    /// Interface Builder marked the view's layout ambiguous (`ambiguous="YES"`).
    public var isAmbiguous: Bool
    /// What Interface Builder verifies of the view's ambiguity (`verifyAmbiguity`).
    public var ambiguityVerification: AmbiguityVerification

    /// Interface Builder's "Ambiguity" setting of a view.
    public enum AmbiguityVerification: String, Hashable, Sendable, Encodable {
        /// Always verify (the default).
        case always
        /// Verify the position only (`ignoreSizes`): the view's size, and a scroll view's content
        /// size, are left to the app.
        case ignoreSizes
        /// Never verify (`off`).
        case off
    }

    /// Properties of a view; the defaults are UIKit's.
    public init(
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
    public static let none = ViewAutoLayout()
}

import LayoutCore
import LayoutDocuments

/// How to find a document's layouts when they are not where convention puts them.
///
/// By default the portrait template is the owner's outlet named one of ``defaultPortraitOutlets``
/// and the landscape template the outlet named one of ``defaultLandscapeOutlets``: the spellings
/// real projects use, misspellings included (`portraitVeiw`, `protraitView`), because the
/// reference only ever saw the properties, never their names.
public struct LayoutOptions: Hashable, Sendable {
    /// `portraitView`, `portraitVeiw`, `protraitView`, `portrait`: every spelling seen in the corpus.
    public static let defaultPortraitOutlets = ["portraitView", "portraitVeiw", "protraitView", "portrait"]
    /// `landscapeView`, `landscape`.
    public static let defaultLandscapeOutlets = ["landscapeView", "landscape"]

    /// Outlet names tried in order for the portrait template.
    package var portraitOutlets: [String]
    /// Outlet names tried in order for the landscape template.
    package var landscapeOutlets: [String]
    /// The outlet naming the live tree (UIViewController's `view`).
    package var liveOutlet: String
    /// The portrait template's root view id; overrides the outlets.
    package var portraitID: ViewID?
    /// The landscape template's root view id; overrides the outlets.
    package var landscapeID: ViewID?
    /// Whether Interface Builder size-class frame variations become extra layouts.
    package var includesFrameVariations: Bool

    /// Options; each one not given takes its default.
    ///
    /// - Parameters:
    ///   - portraitOutlets: outlet names tried in order for the portrait template.
    ///   - landscapeOutlets: outlet names tried in order for the landscape template.
    ///   - liveOutlet: the outlet naming the live tree (UIViewController's `view`).
    ///   - portraitID: the portrait template's root view id; overrides the outlets.
    ///   - landscapeID: the landscape template's root view id; overrides the outlets.
    ///   - includesFrameVariations: whether Interface Builder size-class frame variations become
    ///     extra layouts.
    public init(
        portraitOutlets: [String] = LayoutOptions.defaultPortraitOutlets,
        landscapeOutlets: [String] = LayoutOptions.defaultLandscapeOutlets,
        liveOutlet: String = "view",
        portraitID: ViewID? = nil,
        landscapeID: ViewID? = nil,
        includesFrameVariations: Bool = true
    ) {
        self.portraitOutlets = portraitOutlets
        self.landscapeOutlets = landscapeOutlets
        self.liveOutlet = liveOutlet
        self.portraitID = portraitID
        self.landscapeID = landscapeID
        self.includesFrameVariations = includesFrameVariations
    }
}

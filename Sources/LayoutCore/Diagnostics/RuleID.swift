/// The stable identifier of what a diagnostic is about, printed as `[rule-id]`.
///
/// Tools filter on these; a rule id never changes meaning once published. The package's own rules
/// are the static members, listed once in ``builtIn``: SARIF's `tool.driver.rules` and the names a
/// configuration file or `--rule` may use come from it, in this order. A tool's own rule is a
/// `RuleID` too (``init(_:summary:)``), so that its findings are ``Diagnostic`` values that render,
/// escape and encode like the package's.
///
/// Two rule ids are equal when their ids are; an id is encoded as its string.
public struct RuleID: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The id as printed, `unmatched-view` say: lowercase words joined by hyphens.
    public let rawValue: String
    /// One sentence on what the rule's findings are about (SARIF's short description).
    public let summary: String

    /// A rule named `id` (printed as `[id]`), whose findings are about `summary`.
    ///
    /// A tool's own ids should not be those of ``builtIn`` rules: a finding is told apart by its id only.
    public init(_ id: String, summary: String) {
        rawValue = id
        self.summary = summary
    }

    // MARK: Reading files

    /// The file could not be opened or read.
    package static let unreadableFile = RuleID("unreadable-file", summary: "The file could not be opened or read.")
    /// The bytes are not well-formed XML.
    package static let malformedXML = RuleID("malformed-xml", summary: "The bytes are not well-formed XML.")
    /// Well-formed XML with a construct that is refused (a DTD, an entity declaration).
    package static let refusedXML = RuleID("refused-xml", summary: "Well-formed XML with a refused construct (a DTD, an entity declaration).")
    /// A reader limit (depth, value length) was exceeded.
    package static let inputLimit = RuleID("input-limit", summary: "A reader limit (depth, value length, view count) was exceeded.")
    /// The XML is not a document type this package reads (macOS, watchOS, an unknown root).
    package static let unsupportedDocument = RuleID("unsupported-document", summary: "Not a document type this tool reads (macOS, watchOS, an unknown root element).")
    /// A value that cannot be what its property needs (a tag that is not an integer, a frame of text).
    package static let invalidValue = RuleID("invalid-value", summary: "A value that cannot be what its property needs.")
    /// A reference to an id the document does not define, or a cycle of references.
    package static let brokenReference = RuleID("broken-reference", summary: "A reference to an id the document does not define, or a cycle of references.")
    /// An id defined twice where every reference still resolves to one object (a constraint
    /// repeating a view's id, say): the document is read.
    package static let duplicateID = RuleID("duplicate-id", summary: "An id defined twice where every reference still resolves to one object.")
    /// An element a format does not define at that place (a template file of a later version, a typo).
    package static let unknownElement = RuleID("unknown-element", summary: "An element the format does not define at that place.")
    /// An object of a class the importer does not know, read as the nearest class it does.
    package static let unknownClass = RuleID("unknown-class", summary: "An object of a class the importer does not know, read as the nearest class it does.")
    /// Something an importer skipped on purpose, said so that nothing is lost silently.
    package static let ignoredContent = RuleID("ignored-content", summary: "Something the importer skipped on purpose.")

    // MARK: Writing files

    /// An output file could not be written; an existing file of that name is left unchanged.
    package static let unwritableFile = RuleID("unwritable-file", summary: "An output file could not be written.")
    /// The output path is one of the inputs (by real path or file identity), so writing is refused.
    package static let overwritesInput = RuleID("overwrites-input", summary: "The output path is one of the inputs.")

    // MARK: Matching

    /// A template view with no counterpart in the live tree.
    public static let unmatchedView = RuleID("unmatched-view", summary: "A view of one layout has no counterpart in the live tree.")
    /// Several candidates share the key that identifies a view.
    public static let ambiguousMatch = RuleID("ambiguous-match", summary: "Several candidates share the key that identifies a view.")
    /// The layouts could not be found in the document.
    public static let missingLayout = RuleID("missing-layout", summary: "The layouts could not be found in the document.")
    /// A view matched under another parent than its template's (default mode), said so that a
    /// re-parented view is never a surprise.
    public static let movedView = RuleID("moved-view", summary: "A view matched under another parent than its template's.")
    /// A pair made only on the reference's rule that two buttons without an image show the same
    /// image (default mode keeps the reference's pick so that no view loses its layout, and says so).
    public static let weakMatch = RuleID("weak-match", summary: "A pair made only because neither button has an image.")
    /// Several template views landed on one live view and the last one wins (compatible mode).
    package static let sharedLiveView = RuleID("shared-live-view", summary: "Several template views landed on one live view (compatible mode).")
    /// A control's action with no control event: it is kept, but no touch or value change fires it.
    package static let actionWithoutEvents = RuleID("action-without-events", summary: "A control's action has no control event, so nothing fires it.")
    /// Siblings that look the same (equal subtree shapes) were paired in document order: any other
    /// pairing would look the same (default mode; a note, not a problem for `check`).
    public static let interchangeableViews = RuleID("interchangeable-views", summary: "Look-alike siblings were paired in document order; any other pairing would look the same.")

    // MARK: Merging

    /// Something of a design that the merged document's format cannot express, and what the
    /// merge wrote instead (or, as an error, a design the format cannot hold at all).
    package static let notExpressible = RuleID("not-expressible", summary: "Something of a design that the merged document's format cannot express.")
    /// An archived key of a legacy archive that the translation to the modern format does not
    /// carry: the message names the key, the class and the object, and its value is left out.
    package static let untranslatedProperty = RuleID("untranslated-property", summary: "An archived key of a legacy archive that the upgrade to the modern format does not carry.")

    // MARK: Checking designs

    /// A design with one layout named (a portrait outlet, say) and the other missing: probably
    /// a layout that was disconnected. `check` fails on it only under `--strict`.
    package static let halfConnectedDesign = RuleID("half-connected-design", summary: "One layout is named (an outlet) but the other is missing.")
    /// The portrait layout's root is wider than tall while the landscape layout's is taller than
    /// wide: the two files or outlets are probably swapped.
    package static let swappedOrientations = RuleID("swapped-orientations", summary: "The portrait root is wider than tall and the landscape root taller than wide.")
    /// The same file (or view) given as both layouts: there is nothing to compare.
    package static let layoutComparedWithItself = RuleID("layout-compared-with-itself", summary: "The same file was given as both layouts.")
    /// Two files put together as one design because their names say portrait and landscape.
    package static let pairedByName = RuleID("paired-by-name", summary: "Two files were read as one design because their names pair.")
    /// A design whose layouts depend on size classes, read as the default device sees it because
    /// no device was named (``DeviceCatalog/defaultDevice``).
    package static let defaultDevice = RuleID("default-device", summary: "A size-class design was read as the default device sees it, no device being named.")
    /// A configuration file that cannot be used: unreadable, not YAML, an unknown key or a bad value.
    package static let invalidConfiguration = RuleID("invalid-configuration", summary: "The configuration file cannot be used.")
    /// A baseline file that cannot be used.
    package static let invalidBaseline = RuleID("invalid-baseline", summary: "The baseline file cannot be used.")
    /// A note naming the configuration file whose settings a check used.
    package static let usedConfiguration = RuleID("used-configuration", summary: "The configuration file whose settings the check used.")

    // MARK: Auto Layout

    /// Required constraints that cannot all hold: UIKit breaks one of them at run time.
    public static let unsatisfiableConstraints = RuleID("unsatisfiable-constraints", summary: "Required constraints that cannot all hold; UIKit breaks one at run time.")
    /// A view whose constraints leave its frame open along an axis.
    public static let ambiguousLayout = RuleID("ambiguous-layout", summary: "A view whose constraints leave its frame open along an axis.")
    /// A stored frame more than 1 pt from the frame its constraints give at the saved device.
    public static let misplacedView = RuleID("misplaced-view", summary: "A stored frame differs from the frame its constraints give at the saved device.")

    // MARK: Adaptive containers

    /// A scenario for `simulate` that cannot be replayed (not JSON, an unknown container or action,
    /// a missing or negative size, a value of the wrong type); the message starts with its JSON path.
    package static let invalidScenario = RuleID("invalid-scenario", summary: "An adaptive container scenario that cannot be replayed.")

    /// The package's own rules, in the order reports list them.
    public static let builtIn: [RuleID] = [
        .unreadableFile,
        .malformedXML,
        .refusedXML,
        .inputLimit,
        .unsupportedDocument,
        .invalidValue,
        .brokenReference,
        .duplicateID,
        .unknownElement,
        .unknownClass,
        .ignoredContent,
        .unwritableFile,
        .overwritesInput,
        .unmatchedView,
        .ambiguousMatch,
        .missingLayout,
        .movedView,
        .weakMatch,
        .sharedLiveView,
        .actionWithoutEvents,
        .interchangeableViews,
        .notExpressible,
        .untranslatedProperty,
        .halfConnectedDesign,
        .swappedOrientations,
        .layoutComparedWithItself,
        .pairedByName,
        .defaultDevice,
        .invalidConfiguration,
        .invalidBaseline,
        .usedConfiguration,
        .unsatisfiableConstraints,
        .ambiguousLayout,
        .misplacedView,
        .invalidScenario,
    ]

    /// The built-in rule whose id is `id`, or `nil` when there is none.
    package static func builtIn(id: String) -> RuleID? {
        builtIn.first { $0.rawValue == id }
    }

    /// The id as printed, `unmatched-view` say.
    public var description: String { rawValue }

    public static func == (lhs: RuleID, rhs: RuleID) -> Bool { lhs.rawValue == rhs.rawValue }

    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }

    /// Encoded as its id, a string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// The rule an encoded id names: a built-in rule with its summary, else a rule with no summary.
    public init(from decoder: any Decoder) throws {
        let id = try decoder.singleValueContainer().decode(String.self)
        self = RuleID.builtIn(id: id) ?? RuleID(id, summary: "")
    }

    /// The rule id closest to a misspelt `name`, or `nil` when none is close.
    package static func closest(to name: String) -> String? {
        Suggestion.closest(to: name, among: builtIn.map(\.rawValue))
    }
}

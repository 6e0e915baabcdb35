/// The stable identifier of what a diagnostic is about, printed as `[rule-id]`.
///
/// Tools filter on these; a rule id never changes meaning once published. The cases are the one
/// list of rules: SARIF's `tool.driver.rules` and the names a configuration file or `--rule`
/// may use come from `allCases`, in this order.
public enum RuleID: String, CaseIterable, Hashable, Sendable, Codable, CustomStringConvertible {
    // MARK: Reading files

    /// The file could not be opened or read.
    case unreadableFile = "unreadable-file"
    /// The bytes are not well-formed XML.
    case malformedXML = "malformed-xml"
    /// Well-formed XML with a construct that is refused (a DTD, an entity declaration).
    case refusedXML = "refused-xml"
    /// A reader limit (depth, value length) was exceeded.
    case inputLimit = "input-limit"
    /// The XML is not a document type this package reads (macOS, watchOS, an unknown root).
    case unsupportedDocument = "unsupported-document"
    /// A value that cannot be what its property needs (a tag that is not an integer, a frame of text).
    case invalidValue = "invalid-value"
    /// A reference to an id the document does not define, or a cycle of references.
    case brokenReference = "broken-reference"
    /// An id defined twice where every reference still resolves to one object (a constraint
    /// repeating a view's id, say): the document is read.
    case duplicateID = "duplicate-id"
    /// An element a format does not define at that place (a template file of a later version, a typo).
    case unknownElement = "unknown-element"
    /// An object of a class the importer does not know, read as the nearest class it does.
    case unknownClass = "unknown-class"
    /// Something an importer skipped on purpose, said so that nothing is lost silently.
    case ignoredContent = "ignored-content"

    // MARK: Writing files

    /// An output file could not be written; an existing file of that name is left unchanged.
    case unwritableFile = "unwritable-file"
    /// The output path is one of the inputs (by real path or file identity), so writing is refused.
    case overwritesInput = "overwrites-input"

    // MARK: Matching

    /// A template view with no counterpart in the live tree.
    case unmatchedView = "unmatched-view"
    /// Several candidates share the key that identifies a view.
    case ambiguousMatch = "ambiguous-match"
    /// The layouts could not be found in the document.
    case missingLayout = "missing-layout"
    /// A view matched under another parent than its template's (default mode), said so that a
    /// re-parented view is never a surprise.
    case movedView = "moved-view"
    /// A pair made only on the reference's rule that two buttons without an image show the same
    /// image (default mode keeps the reference's pick so that no view loses its layout, and says so).
    case weakMatch = "weak-match"
    /// Several template views landed on one live view and the last one wins (compatible mode).
    case sharedLiveView = "shared-live-view"
    /// A control's action with no control event: it is kept, but no touch or value change fires it.
    case actionWithoutEvents = "action-without-events"
    /// Siblings that look the same (equal subtree shapes) were paired in document order: any other
    /// pairing would look the same (default mode; a note, not a problem for `check`).
    case interchangeableViews = "interchangeable-views"

    // MARK: Merging

    /// Something of a design that the merged document's format cannot express, and what the
    /// merge wrote instead (or, as an error, a design the format cannot hold at all).
    case notExpressible = "not-expressible"
    /// An archived key of a legacy archive that the translation to the modern format does not
    /// carry: the message names the key, the class and the object, and its value is left out.
    case untranslatedProperty = "untranslated-property"

    // MARK: Checking designs

    /// A design with one layout named (a portrait outlet, say) and the other missing: probably
    /// a layout that was disconnected. `check` fails on it only under `--strict`.
    case halfConnectedDesign = "half-connected-design"
    /// The portrait layout's root is wider than tall while the landscape layout's is taller than
    /// wide: the two files or outlets are probably swapped.
    case swappedOrientations = "swapped-orientations"
    /// The same file (or view) given as both layouts: there is nothing to compare.
    case layoutComparedWithItself = "layout-compared-with-itself"
    /// Two files put together as one design because their names say portrait and landscape.
    case pairedByName = "paired-by-name"
    /// A design whose layouts depend on size classes, read as the default device sees it because
    /// no device was named (``DeviceCatalog/defaultDevice``).
    case defaultDevice = "default-device"
    /// A configuration file that cannot be used: unreadable, not YAML, an unknown key or a bad value.
    case invalidConfiguration = "invalid-configuration"
    /// A baseline file that cannot be used.
    case invalidBaseline = "invalid-baseline"
    /// A note naming the configuration file whose settings a check used.
    case usedConfiguration = "used-configuration"

    // MARK: Auto Layout

    /// Required constraints that cannot all hold: UIKit breaks one of them at run time.
    case unsatisfiableConstraints = "unsatisfiable-constraints"
    /// A view whose constraints leave its frame open along an axis.
    case ambiguousLayout = "ambiguous-layout"
    /// A stored frame more than 1 pt from the frame its constraints give at the saved device.
    case misplacedView = "misplaced-view"

    // MARK: Adaptive containers

    /// A scenario for `simulate` that cannot be replayed (not JSON, an unknown container or action,
    /// a missing or negative size, a value of the wrong type); the message starts with its JSON path.
    case invalidScenario = "invalid-scenario"

    /// The id as printed, `unmatched-view` say.
    public var description: String { rawValue }

    /// One sentence on what the rule's findings are about (SARIF's short description).
    public var summary: String {
        switch self {
        case .unreadableFile: "The file could not be opened or read."
        case .malformedXML: "The bytes are not well-formed XML."
        case .refusedXML: "Well-formed XML with a refused construct (a DTD, an entity declaration)."
        case .inputLimit: "A reader limit (depth, value length, view count) was exceeded."
        case .unsupportedDocument: "Not a document type this tool reads (macOS, watchOS, an unknown root element)."
        case .invalidValue: "A value that cannot be what its property needs."
        case .brokenReference: "A reference to an id the document does not define, or a cycle of references."
        case .duplicateID: "An id defined twice where every reference still resolves to one object."
        case .unknownElement: "An element the format does not define at that place."
        case .unknownClass: "An object of a class the importer does not know, read as the nearest class it does."
        case .ignoredContent: "Something the importer skipped on purpose."
        case .unwritableFile: "An output file could not be written."
        case .overwritesInput: "The output path is one of the inputs."
        case .unmatchedView: "A view of one layout has no counterpart in the live tree."
        case .ambiguousMatch: "Several candidates share the key that identifies a view."
        case .missingLayout: "The layouts could not be found in the document."
        case .movedView: "A view matched under another parent than its template's."
        case .weakMatch: "A pair made only because neither button has an image."
        case .sharedLiveView: "Several template views landed on one live view (compatible mode)."
        case .actionWithoutEvents: "A control's action has no control event, so nothing fires it."
        case .interchangeableViews: "Look-alike siblings were paired in document order; any other pairing would look the same."
        case .notExpressible: "Something of a design that the merged document's format cannot express."
        case .untranslatedProperty: "An archived key of a legacy archive that the upgrade to the modern format does not carry."
        case .halfConnectedDesign: "One layout is named (an outlet) but the other is missing."
        case .swappedOrientations: "The portrait root is wider than tall and the landscape root taller than wide."
        case .layoutComparedWithItself: "The same file was given as both layouts."
        case .pairedByName: "Two files were read as one design because their names pair."
        case .defaultDevice: "A size-class design was read as the default device sees it, no device being named."
        case .invalidConfiguration: "The configuration file cannot be used."
        case .invalidBaseline: "The baseline file cannot be used."
        case .usedConfiguration: "The configuration file whose settings the check used."
        case .unsatisfiableConstraints: "Required constraints that cannot all hold; UIKit breaks one at run time."
        case .ambiguousLayout: "A view whose constraints leave its frame open along an axis."
        case .misplacedView: "A stored frame differs from the frame its constraints give at the saved device."
        case .invalidScenario: "An adaptive container scenario that cannot be replayed."
        }
    }

    /// The rule id closest to a misspelt `name`, or `nil` when none is close.
    package static func closest(to name: String) -> String? {
        Suggestion.closest(to: name, among: allCases.map(\.rawValue))
    }
}

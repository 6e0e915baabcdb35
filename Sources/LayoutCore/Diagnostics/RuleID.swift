/// The stable identifier of what a diagnostic is about, printed as `[rule-id]`.
///
/// Tools filter on these; a rule id never changes meaning once published.
public struct RuleID: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible, ExpressibleByStringLiteral {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    /// The rule id spelled `rawValue`.
    package init(_ rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }

    public var description: String { rawValue }

    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    // MARK: Reading files

    /// The file could not be opened or read.
    public static let unreadableFile: RuleID = "unreadable-file"
    /// The bytes are not well-formed XML.
    public static let malformedXML: RuleID = "malformed-xml"
    /// Well-formed XML with a construct that is refused (a DTD, an entity declaration).
    public static let refusedXML: RuleID = "refused-xml"
    /// A reader limit (depth, value length) was exceeded.
    public static let inputLimit: RuleID = "input-limit"
    /// The XML is not a document type this package reads (macOS, watchOS, an unknown root).
    public static let unsupportedDocument: RuleID = "unsupported-document"
    /// A value that cannot be what its property needs (a tag that is not an integer, a frame of text).
    public static let invalidValue: RuleID = "invalid-value"
    /// A reference to an id the document does not define, or a cycle of references.
    public static let brokenReference: RuleID = "broken-reference"
    /// An id defined twice where every reference still resolves to one object (a constraint
    /// repeating a view's id, say): the document is read.
    public static let duplicateID: RuleID = "duplicate-id"
    /// An element a format does not define at that place (a template file of a later version, a typo).
    public static let unknownElement: RuleID = "unknown-element"
    /// An object of a class the importer does not know, read as the nearest class it does.
    public static let unknownClass: RuleID = "unknown-class"
    /// Something an importer skipped on purpose, said so that nothing is lost silently.
    public static let ignoredContent: RuleID = "ignored-content"

    // MARK: Writing files

    /// An output file could not be written; an existing file of that name is left unchanged.
    public static let unwritableFile: RuleID = "unwritable-file"
    /// The output path is one of the inputs (by real path or file identity), so writing is refused.
    public static let overwritesInput: RuleID = "overwrites-input"

    // MARK: Matching

    /// A template view with no counterpart in the live tree.
    public static let unmatchedView: RuleID = "unmatched-view"
    /// Several candidates share the key that identifies a view.
    public static let ambiguousMatch: RuleID = "ambiguous-match"
    /// The layouts could not be found in the document.
    public static let missingLayout: RuleID = "missing-layout"
    /// A view matched under another parent than its template's (default mode), said so that a
    /// re-parented view is never a surprise.
    public static let movedView: RuleID = "moved-view"
    /// A pair made only on the reference's rule that two buttons without an image show the same
    /// image (default mode keeps the reference's pick so that no view loses its layout, and says so).
    public static let weakMatch: RuleID = "weak-match"
    /// Siblings that look the same (equal subtree shapes) were paired in document order: any other
    /// pairing would look the same (default mode; a note, not a problem for `check`).
    public static let interchangeableViews: RuleID = "interchangeable-views"
    /// Several template views landed on one live view and the last one wins (compatible mode).
    public static let sharedLiveView: RuleID = "shared-live-view"
    /// A control's action with no control event: it is kept, but no touch or value change fires it.
    public static let actionWithoutEvents: RuleID = "action-without-events"

    // MARK: Checking designs

    /// A design with one layout named (a portrait outlet, say) and the other missing: probably
    /// a layout that was disconnected. `check` fails on it only under `--strict`.
    public static let halfConnectedDesign: RuleID = "half-connected-design"
    /// The portrait layout's root is wider than tall while the landscape layout's is taller than
    /// wide: the two files or outlets are probably swapped.
    public static let swappedOrientations: RuleID = "swapped-orientations"
    /// The same file (or view) given as both layouts: there is nothing to compare.
    public static let layoutComparedWithItself: RuleID = "layout-compared-with-itself"
    /// Two files put together as one design because their names say portrait and landscape.
    public static let pairedByName: RuleID = "paired-by-name"
    /// A design whose layouts depend on size classes, read as the default device sees it because
    /// no device was named (``DeviceCatalog/defaultDevice``).
    public static let defaultDevice: RuleID = "default-device"
    /// A configuration file that cannot be used: unreadable, not YAML, an unknown key or a bad value.
    public static let invalidConfiguration: RuleID = "invalid-configuration"
    /// A baseline file that cannot be used.
    public static let invalidBaseline: RuleID = "invalid-baseline"
    /// A note naming the configuration file whose settings a check used.
    public static let usedConfiguration: RuleID = "used-configuration"

    // MARK: Merging

    /// Something of a design that the merged document's format cannot express, and what the
    /// merge wrote instead (or, as an error, a design the format cannot hold at all).
    public static let notExpressible: RuleID = "not-expressible"
    /// An archived key of a legacy archive that the translation to the modern format does not
    /// carry: the message names the key, the class and the object, and its value is left out.
    public static let untranslatedProperty: RuleID = "untranslated-property"

    // MARK: Adaptive containers

    /// A scenario for `simulate` that cannot be replayed (not JSON, an unknown container or action,
    /// a missing or negative size, a value of the wrong type); the message starts with its JSON path.
    public static let invalidScenario: RuleID = "invalid-scenario"
}

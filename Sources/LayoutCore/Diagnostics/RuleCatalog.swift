/// Every rule this package reports, with a one-line description: what SARIF's `tool.driver.rules`
/// lists and what a configuration file may name.
package enum RuleCatalog {
    /// A rule and what it is about.
    package struct Entry: Hashable, Sendable {
        /// The rule's id.
        package var rule: RuleID
        /// One sentence on what its findings are about.
        package var summary: String
    }

    /// In the order of ``RuleID``'s declarations.
    package static let entries: [Entry] = [
        Entry(rule: .unreadableFile, summary: "The file could not be opened or read."),
        Entry(rule: .malformedXML, summary: "The bytes are not well-formed XML."),
        Entry(rule: .refusedXML, summary: "Well-formed XML with a refused construct (a DTD, an entity declaration)."),
        Entry(rule: .inputLimit, summary: "A reader limit (depth, value length, view count) was exceeded."),
        Entry(rule: .unsupportedDocument, summary: "Not a document type this tool reads (macOS, watchOS, an unknown root element)."),
        Entry(rule: .invalidValue, summary: "A value that cannot be what its property needs."),
        Entry(rule: .brokenReference, summary: "A reference to an id the document does not define, or a cycle of references."),
        Entry(rule: .duplicateID, summary: "An id defined twice where every reference still resolves to one object."),
        Entry(rule: .unknownElement, summary: "An element the format does not define at that place."),
        Entry(rule: .unknownClass, summary: "An object of a class the importer does not know, read as the nearest class it does."),
        Entry(rule: .ignoredContent, summary: "Something the importer skipped on purpose."),
        Entry(rule: .unwritableFile, summary: "An output file could not be written."),
        Entry(rule: .overwritesInput, summary: "The output path is one of the inputs."),
        Entry(rule: .unmatchedView, summary: "A view of one layout has no counterpart in the live tree."),
        Entry(rule: .ambiguousMatch, summary: "Several candidates share the key that identifies a view."),
        Entry(rule: .missingLayout, summary: "The layouts could not be found in the document."),
        Entry(rule: .movedView, summary: "A view matched under another parent than its template's."),
        Entry(rule: .weakMatch, summary: "A pair made only because neither button has an image."),
        Entry(rule: .sharedLiveView, summary: "Several template views landed on one live view (compatible mode)."),
        Entry(rule: .actionWithoutEvents, summary: "A control's action has no control event, so nothing fires it."),
        Entry(rule: .interchangeableViews, summary: "Look-alike siblings were paired in document order; any other pairing would look the same."),
        Entry(rule: .notExpressible, summary: "Something of a design that the merged document's format cannot express."),
        Entry(rule: .untranslatedProperty, summary: "An archived key of a legacy archive that the upgrade to the modern format does not carry."),
        Entry(rule: .halfConnectedDesign, summary: "One layout is named (an outlet) but the other is missing."),
        Entry(rule: .swappedOrientations, summary: "The portrait root is wider than tall and the landscape root taller than wide."),
        Entry(rule: .layoutComparedWithItself, summary: "The same file was given as both layouts."),
        Entry(rule: .pairedByName, summary: "Two files were read as one design because their names pair."),
        Entry(rule: .defaultDevice, summary: "A size-class design was read as the default device sees it, no device being named."),
        Entry(rule: .invalidConfiguration, summary: "The configuration file cannot be used."),
        Entry(rule: .invalidBaseline, summary: "The baseline file cannot be used."),
        Entry(rule: .usedConfiguration, summary: "The configuration file whose settings the check used."),
        Entry(rule: .invalidScenario, summary: "An adaptive container scenario that cannot be replayed."),
    ]

    /// The rule spelled `name`, or `nil` for a rule not in the catalog.
    package static func rule(named name: String) -> RuleID? {
        entries.first { $0.rule.rawValue == name }?.rule
    }

    /// The rule id closest to a misspelt `name`, or `nil` when none is close.
    package static func closest(to name: String) -> String? {
        Suggestion.closest(to: name, among: entries.map(\.rule.rawValue))
    }

    /// The description of `rule`, or `nil` for a rule not in the catalog.
    package static func summary(of rule: RuleID) -> String? {
        entries.first { $0.rule == rule }?.summary
    }
}

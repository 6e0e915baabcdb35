import LayoutDocuments

/// Interface Builder's own bookkeeping in an archive's `flattenedProperties`: entries that record
/// the editor's state, not the design, which Xcode does not write when it upgrades and which
/// `upgrade` skips without a warning. This is the one list; every other entry that the
/// translation does not carry is an `untranslated-property` warning.
enum UpgradeBookkeeping {
    /// Entries skipped whatever their value:
    /// - `IBPluginDependency`: the plug-in that edits the object (the document's `<plugIn>` says it);
    /// - `IBViewMetadataTranslatesAutoresizingMaskIntoConstraints` in an archive without Auto
    ///   Layout, where no constraints are made (with Auto Layout it is translated);
    /// - the inspectors' selections: `IUISegmentedControlInspectorSelectedSegmentMetadataKey`,
    ///   `IBUIButtonInspectorSelectedStateConfigurationMetadataKey`,
    ///   `IBUIButtonInspectorSelectedEdgeInsetMetadataKey` (which state or inset the inspector
    ///   showed last);
    /// - the editor's window and canvas: `IBLastUsedUIStatusBarStylesToTargetRuntimesMap`,
    ///   `IBEditorWindowLastContentRect`, `IBFrame`.
    static let keys: Set<String> = [
        "IBPluginDependency", "IBViewMetadataTranslatesAutoresizingMaskIntoConstraints",
        "IUISegmentedControlInspectorSelectedSegmentMetadataKey", "IBUIButtonInspectorSelectedStateConfigurationMetadataKey",
        "IBUIButtonInspectorSelectedEdgeInsetMetadataKey",
        "IBLastUsedUIStatusBarStylesToTargetRuntimesMap", "IBEditorWindowLastContentRect", "IBFrame",
    ]

    /// Entries skipped when they hold nothing: an empty list of a view's gesture recognizers
    /// (the recognizers themselves are connections, written as such).
    static let keysSkippedWhenEmpty: Set<String> = ["IBNSViewMetadataGestureRecognizers"]

    /// Whether the entry `name` with `value` is bookkeeping that carries no design.
    static func carriesNoDesign(_ name: String, _ value: LegacyArchiveValue, in index: LegacyArchiveIndex) -> Bool {
        if keys.contains(name) { return true }
        guard keysSkippedWhenEmpty.contains(name) else { return false }
        switch index.table.resolve(value) {
        case .null: return true
        case .object(let list): return index.table[list].items.isEmpty && index.table[list].members.allSatisfy { $0.key == "EncodedWithXMLCoder" }
        default: return false
        }
    }
}

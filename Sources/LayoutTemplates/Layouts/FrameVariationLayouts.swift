/// Turns Interface Builder's size-class frame variations of the live tree into extra layouts.
///
/// `<variation key="widthClass=compact">` gives some views another frame when the horizontal size
/// class is compact. Each distinct trait key becomes one layout named after the key, whose
/// condition is the key's size classes and whose table gives EVERY live view its attributes: the
/// variation frame where the view has one, its own base attributes otherwise (so that switching
/// from one variation to another never leaves a view with the previous variation's frame).
public enum FrameVariationLayouts {
    /// The condition a trait key expresses: `widthClass=compact` -> horizontal compact,
    /// `heightClass=regular` -> vertical regular, components joined by `-`; `nil` for a key with an
    /// unknown component.
    public static func condition(forTraitKey key: String) -> LayoutCondition? {
        var condition = LayoutCondition()
        var sawComponent = false
        for component in key.split(separator: "-") {
            let parts = component.split(separator: "=", maxSplits: 1)
            guard parts.count == 2, let sizeClass = SizeClass(rawValue: String(parts[1])), sizeClass != .unspecified else {
                return nil
            }
            switch parts[0] {
            case "widthClass": condition.horizontalSizeClass = sizeClass
            case "heightClass": condition.verticalSizeClass = sizeClass
            default: return nil
            }
            sawComponent = true
        }
        return sawComponent ? condition : nil
    }

    /// One layout per distinct trait key in `live`, in order of first appearance (pre-order), plus
    /// a warning for each key that cannot be read as size classes.
    public static func layouts(for live: ViewNode, file: String) -> (layouts: [Layout], diagnostics: [Diagnostic]) {
        var keys: [String] = []
        var firstLocation: [String: SourceLocation?] = [:]
        live.forEachPreOrderInPlace { node in
            guard !node.pointee.frameVariations.isEmpty else { return }
            for variation in node.pointee.frameVariations where firstLocation[variation.traits] == nil {
                keys.append(variation.traits)
                firstLocation[variation.traits] = node.pointee.location
            }
        }
        guard !keys.isEmpty else { return ([], []) }
        var layouts: [Layout] = []
        var diagnostics: [Diagnostic] = []
        for key in keys {
            guard let condition = condition(forTraitKey: key) else {
                diagnostics.append(.warning(
                    .invalidValue,
                    "size-class variation '\(key)' is not widthClass=/heightClass= compact or regular; it is not made a layout",
                    at: firstLocation[key] ?? nil
                ))
                continue
            }
            var table: [String: LayoutAttributes] = [:]
            live.forEachPreOrder { node in
                var attributes = node.attributes
                if let variation = node.frameVariations.first(where: { $0.traits == key }) {
                    attributes.frame = variation.frame
                    attributes.bounds = variation.frame.boundsForFrame
                }
                table[node.id] = attributes
            }
            layouts.append(Layout(name: key, condition: condition, file: file, rootID: live.id,
                                  content: .attributes(table, rule: .variation)))
        }
        return (layouts, diagnostics)
    }
}

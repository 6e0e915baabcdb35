import LayoutCore
import LayoutDocuments

/// Turns Interface Builder's size-class frame variations of the live tree into extra layouts.
///
/// `<variation key="widthClass=compact">` gives some views another frame when the horizontal size
/// class is compact. Each distinct trait key becomes one layout named after the key, whose
/// condition is the key's size classes and whose table gives EVERY live view its attributes: the
/// variation frame where the view has one, its own base attributes otherwise (so that switching
/// from one variation to another never leaves a view with the previous variation's frame).
package enum FrameVariationLayouts {
    /// One layout per distinct trait key in `live` (frame variations and installation variations
    /// but the base `default`), in order of first appearance (pre-order), plus a warning for each key
    /// that cannot be read as size classes. A view the key does not install is hidden in its layout.
    package static func layouts(for live: ViewNode, file: String) -> (layouts: [Layout], diagnostics: [Diagnostic]) {
        var keys: [SizeClassTraits] = []
        var firstLocation: [SizeClassTraits: SourceLocation?] = [:]
        live.forEachPreOrderInPlace { node in
            guard !node.pointee.frameVariations.isEmpty || !node.pointee.installationVariations.isEmpty else { return }
            let traits = node.pointee.frameVariations.map(\.traits) + node.pointee.installationVariations.map(\.traits)
            for key in traits where key != SizeClassTraits.base && firstLocation[key] == nil {
                keys.append(key)
                firstLocation[key] = node.pointee.location
            }
        }
        guard !keys.isEmpty else { return ([], []) }
        var layouts: [Layout] = []
        var diagnostics: [Diagnostic] = []
        for key in keys {
            guard let condition = key.condition else {
                diagnostics.append(.warning(
                    .invalidValue,
                    "size-class variation '\(key)' is not widthClass=/heightClass= compact or regular; it is not made a layout",
                    at: firstLocation[key] ?? nil
                ))
                continue
            }
            layouts.append(Layout(name: LayoutName(key.rawValue), condition: condition, file: file, rootID: live.id,
                                  content: .attributes(table(for: live, traits: key), rule: .variation)))
        }
        return (layouts, diagnostics)
    }

    /// The live tree as the base size class shows it: a view its superview's `default` mask does
    /// not install is hidden. The variation layouts are made from the tree as drawn (``layouts(for:file:)``),
    /// where such a view keeps its own flag for the size classes that do install it.
    package static func baseTree(_ live: ViewNode) -> ViewNode {
        var excludes = false
        live.forEachPreOrderInPlace { node in
            if !excludes, !node.pointee.installationVariations.isEmpty,
               !node.pointee.isInstalled(traits: SizeClassTraits.base) { excludes = true }
        }
        guard excludes else { return live }
        var root = live
        hideUninstalled(&root)
        return root
    }

    /// Recursion depth is the tree's depth, bounded for read documents by the readers' limit.
    private static func hideUninstalled(_ node: inout ViewNode) {
        if !node.isInstalled(traits: SizeClassTraits.base) { node.attributes.isHidden = true }
        for index in node.subviews.indices { hideUninstalled(&node.subviews[index]) }
    }

    /// Every view's attributes in the size class of `traits`: its variation frame where it has
    /// one (so that switching from one variation to another never leaves a view with the previous
    /// variation's frame), hidden where that size class does not install it.
    private static func table(for live: ViewNode, traits: SizeClassTraits) -> [ViewID: LayoutAttributes] {
        var table: [ViewID: LayoutAttributes] = [:]
        live.forEachPreOrder { node in
            var attributes = node.attributes
            if let variation = node.frameVariations.first(where: { $0.traits == traits }) {
                attributes.frame = variation.frame
                attributes.bounds = variation.frame.boundsForFrame
            }
            if !node.isInstalled(traits: traits) { attributes.isHidden = true }
            table[node.id] = attributes
        }
        return table
    }
}

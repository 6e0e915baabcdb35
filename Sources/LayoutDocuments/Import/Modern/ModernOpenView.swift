import LayoutCore

/// A view whose element is open: what its child elements have said so far. (Its node is kept
/// beside it, in the importer's `openNodes`.)
struct ModernOpenView {
    /// The XML depth of the view's element; its properties are its children at `depth + 1`.
    let depth: Int
    var isButton: Bool
    var isHidden: Bool
    var frame: Rect = .zero
    /// Whether a frame element was read: a subview's frame inset may need this view's size.
    var hasFrame = false
    var mask: AutoresizingMask = []
    var child: ModernViewChild = .other
    var stateTitle: String?
    var stateImage: String?
    var configurationTitle: String?
    var configurationImage: String?
    /// The fragments of `<attributedString key="attributedText">`, joined: what `text` returns
    /// for a label whose text is styled. Used when the view has no plain `text`.
    var attributedText: String?
    /// The subviews its `subviews` masks name, by id, resolved when the view closes (the masks
    /// follow the subviews in the file).
    var subviewInstallations: [(id: String, variation: ViewNode.InstallationVariation)] = []
    /// The view's Auto Layout properties read so far.
    var autoLayout = ViewAutoLayout.none
    /// The constraints its variations' `constraints` masks install or not, by id, resolved when
    /// the view closes (the masks follow the constraints in the file).
    var constraintInstallations: [(id: String, variation: LayoutConstraint.Variation)] = []

    /// Finishes the view's node: layout attributes and the button's normal-state title and
    /// image, where a `<state key="normal">` wins over a newer Xcode's `<buttonConfiguration>`
    /// (both describe the same title; the state is what UIKit reads for classic buttons).
    func finish(_ node: inout ViewNode) {
        node.attributes = LayoutAttributes(frame: frame, isHidden: isHidden, autoresizingMask: mask)
        if node.text == nil { node.text = attributedText }
        if !subviewInstallations.isEmpty {
            var indexByID: [String: Int] = [:]
            for (index, subview) in node.subviews.enumerated() where indexByID[subview.id.rawValue] == nil { indexByID[subview.id.rawValue] = index }
            for (id, variation) in subviewInstallations {
                if let index = indexByID[id] { node.subviews[index].installationVariations.append(variation) }
            }
        }
        if !constraintInstallations.isEmpty {
            var indexByID: [String: Int] = [:]
            for (index, constraint) in autoLayout.constraints.enumerated() {
                if let id = constraint.id, indexByID[id] == nil { indexByID[id] = index }
            }
            var layout = autoLayout
            for (id, variation) in constraintInstallations {
                if let index = indexByID[id] { layout.constraints[index].variations.append(variation) }
            }
            node.autoLayout = layout
        } else if autoLayout != .none {
            node.autoLayout = autoLayout
        }
        if isButton {
            node.title = stateTitle ?? configurationTitle
            node.image = stateImage ?? configurationImage
        }
    }
}

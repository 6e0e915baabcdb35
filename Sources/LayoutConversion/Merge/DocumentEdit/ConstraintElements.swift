import AutoLayout
import LayoutCore
import LayoutDocuments
import LayoutSynthesis
import LayoutXML

/// The edits that place a merged document's views by synthesized constraints instead of frame
/// variations, each written where Xcode writes it.
extension XMLTree.Element {
    /// The id of the safe-area guide of this element, a root view's: its own
    /// `<viewLayoutGuide key="safeArea">`, added when it has none.
    mutating func safeAreaGuideID(generator: inout IBIDGenerator) -> String {
        if let id = firstElement(named: Names.viewLayoutGuide, key: LayoutGuide.Kind.safeArea.rawValue)?[attribute: Names.id] { return id }
        let id = generator.make("\(self[attribute: Names.id] ?? "root").safeArea")
        append(Element(Names.viewLayoutGuide, [Names.key: LayoutGuide.Kind.safeArea.rawValue, Names.id: id]))
        return id
    }

    /// `<constraint>` elements for `constraints`, with ids from `generator` (unique in the document),
    /// the height-compact constant as a `<variation>`.
    /// A relation to the safe area names `safeAreaGuideID` when the root has that guide.
    static func constraints(_ constraints: [SynthesisResult.SynthesizedConstraint], superviewID: String, rootID: String?,
                            safeAreaGuideID: String? = nil,
                            generator: inout IBIDGenerator, taken: inout Set<String>) -> [Element] {
        constraints.map { constraint in
            var attributes: [XMLTree.Attribute] = [
                XMLTree.Attribute(Names.firstItem, constraint.viewID.rawValue),
                XMLTree.Attribute(Names.firstAttribute, constraint.attribute.rawValue),
            ]
            let second: String? = switch constraint.item {
            case .none: nil
            case .superview, .margins, .scrollContent: superviewID
            // Without a guide, the root's edges are what a guide of no insets would give.
            case .safeArea: safeAreaGuideID ?? rootID ?? superviewID
            case .sibling(let id): id.rawValue
            }
            if constraint.relation != .equal {
                attributes.append(XMLTree.Attribute(Names.relation, constraint.relation.rawValue))
            }
            if let second, let itemAttribute = constraint.itemAttribute {
                attributes.append(XMLTree.Attribute(Names.secondItem, second))
                attributes.append(XMLTree.Attribute(Names.secondAttribute, itemAttribute.rawValue))
            }
            if constraint.multiplier != 1 {
                attributes.append(XMLTree.Attribute(Names.multiplier, InterfaceBuilderWriter.number(constraint.multiplier)))
            }
            if constraint.constant != 0 {
                attributes.append(XMLTree.Attribute(Names.constant, InterfaceBuilderWriter.number(constraint.constant)))
            }
            if constraint.priority != SynthesisResult.SynthesizedConstraint.required {
                attributes.append(XMLTree.Attribute(Names.priority, InterfaceBuilderWriter.number(constraint.priority)))
            }
            let id = generator.make("\(constraint.viewID).\(constraint.attribute.rawValue)")
            taken.insert(id)
            attributes.append(XMLTree.Attribute(Names.id, id))
            var element = Element(Names.constraint, attributes: attributes)
            if let compact = constraint.compactConstant {
                element.append(Element(Names.variation, [Names.key: InterfaceBuilderMerger.landscapeTraits.rawValue, Names.constant: InterfaceBuilderWriter.number(compact)]))
            }
            return element
        }
    }

    /// Appends constraints to the view's `<constraints>`, made before its variations and
    /// connections when it has none.
    mutating func addConstraints(_ constraints: [Element]) {
        guard !constraints.isEmpty else { return }
        if let index = indexOfElement(named: Names.constraints), case .element(var existing) = children[index] {
            for constraint in constraints { existing.append(constraint) }
            children[index] = .element(existing)
            return
        }
        var element = Element(Names.constraints)
        for constraint in constraints { element.append(constraint) }
        let before = children.firstIndex { $0.element.map { $0.name == Names.variation || $0.name == Names.connections } ?? false }
        children.insert(.element(element), at: before ?? children.count)
    }

    /// Replaces the view's `<rect key="frame">` (or adds one first).
    mutating func setFrame(_ frame: Rect) {
        if let index = children.firstIndex(where: { $0.element?.isFrame ?? false }) {
            children[index] = .element(Element.frame(frame))
        } else {
            children.insert(.element(Element.frame(frame)), at: 0)
        }
    }
}

extension XMLTree {
    /// The document with the views of `synthesis` placed by its constraints alone, written as
    /// `merge --auto-layout` writes them: every constraint under the design's root and every
    /// size-class variation of one taken out first, each view given its portrait frame and
    /// `translatesAutoresizingMaskIntoConstraints="NO"`, relations to the safe area naming the
    /// root's `<viewLayoutGuide key="safeArea">` (added when the root has none), and the outlets
    /// to the constraints taken out removed with them. This turns an Auto
    /// Layout screen into the document its two drawings synthesize to, so that the package's own
    /// reader and engine, not the synthesis, say where its views go.
    package func placed(by synthesis: SynthesisResult) -> XMLTree {
        typealias Names = ModernIBNames
        var tree = self
        var generator = IBIDGenerator()
        var taken: Set<String> = []
        tree.root.forEachElement { element in
            if let id = element[attribute: Names.id] { generator.reserve(id); taken.insert(id) }
        }
        let drawn = synthesis.design.viewsByID
        let (placedBy, unplaced) = synthesis.constraintsBySuperview(definedIDs: taken)
        let byContainer = Set(synthesis.views.filter(\.isPlacedBySuperview).map(\.id.rawValue))
        let rootID = synthesis.design.root.id
        var removed: Set<String> = []
        tree.root.transformElements { element in
            guard element[attribute: Names.id] == rootID else { return }
            // The root's own guide, a child of its element: a subview's guide, which comes first in
            // document order (subviews precede the root's guide), stands for that subview's area.
            let guideID = element.safeAreaGuideID(generator: &generator)
            element.forEachElement { child in
                if child.name == Names.constraint, let id = child[attribute: Names.id] { removed.insert(id) }
            }
            element.removeDescendants { $0.name == Names.constraints }
            element.transformElements { view in
                if view.name == Names.variation {
                    view.children.removeAll { $0.element.map { $0.name == Names.mask && $0[attribute: Names.key] == Names.constraintsKey } ?? false }
                }
                guard let id = view[attribute: Names.id], let drawing = drawn[id] else { return }
                view.setFrame(drawing.portrait)
                if id != rootID, !byContainer.contains(id), !unplaced.contains(id) { view[attribute: Names.translatesAutoresizingMask] = Names.no }
                if let constraints = placedBy[id] {
                    view.addConstraints(Element.constraints(constraints, superviewID: id, rootID: rootID, safeAreaGuideID: guideID,
                                                            generator: &generator, taken: &taken))
                }
            }
            // A view's variation left empty by the constraint masks taken out goes too (a
            // constraint's own variation is empty but for its constant).
            element.removeDescendants { $0.name == Names.variation && $0.attributes.count == 1 && $0.children.allSatisfy { $0.element == nil } }
        }
        tree.root.removeDescendants { element in
            (element.name == Names.outlet || element.name == Names.outletCollection) && element[attribute: Names.destination].map(removed.contains) == true
        }
        return tree
    }
}

extension SynthesisResult {
    /// The constraints to write in each view (Interface Builder keeps a view's constraints in its
    /// superview), and the views left as they are. A cell's content view the document gives no id
    /// (a collection view cell's `<view key="contentView">`) fills its cell, so its subviews'
    /// constraints are written in the cell and name the cell's edges, as Interface Builder writes
    /// them; not its margins, which are the cell's own. Any other view without an id cannot be
    /// named by a constraint, so it, and a view whose constraints would name it, keeps its
    /// autoresizing placement.
    func constraintsBySuperview(definedIDs defined: Set<String>) -> (placedBy: [String: [SynthesisResult.SynthesizedConstraint]], unplaced: Set<String>) {
        var placedBy: [String: [SynthesisResult.SynthesizedConstraint]] = [:]
        var unplaced: Set<String> = []
        for view in views {
            guard let superviewID = view.superviewID?.rawValue else { continue }
            let host = defined.contains(superviewID) ? superviewID : view.superviewID?.keyedInParent.flatMap { keyed in
                keyed.key == ModernIBNames.contentViewKey && defined.contains(keyed.parent.rawValue) ? keyed.parent.rawValue : nil
            }
            let nameable = defined.contains(view.id.rawValue) && view.constraints.allSatisfy { constraint in
                switch constraint.item {
                case .none: true
                case .sibling(let id): defined.contains(id.rawValue)
                case .superview: host != nil
                case .margins, .safeArea, .scrollContent: host == superviewID
                }
            }
            if nameable, let host { placedBy[host, default: []] += view.constraints } else { unplaced.insert(view.id.rawValue) }
        }
        return (placedBy, unplaced)
    }
}

extension InterfaceBuilderMerger.Plan {
    /// The live views with their frames in the phone's two orientations and their autoresizing
    /// masks, for ``ConstraintSynthesizer``, with what the live document's scene implies around
    /// them (``SynthesisDesign/drawn(_:scene:document:device:isControllerRoot:drawings:)``).
    func synthesisDesign(of live: ViewNode, scene: Scene?, document: Document?, device: Device, isControllerRoot: Bool) -> SynthesisDesign? {
        SynthesisDesign.drawn(live, scene: scene, document: document, device: device, isControllerRoot: isControllerRoot) { view in
            guard let portrait = base.attributes(id: view.id), let landscape = compact.attributes(id: view.id) else { return nil }
            return (portrait.frame, landscape.frame, portrait.autoresizingMask, portrait.isHidden == landscape.isHidden)
        }
    }
}

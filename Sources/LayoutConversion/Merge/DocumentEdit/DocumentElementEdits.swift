import LayoutCore
import LayoutDocuments
import LayoutXML

/// The edits ``LiveDocumentMerger`` makes to one element of an Interface Builder document, each
/// putting what it adds where Xcode puts it.
extension XMLTree.Element {
    typealias Names = ModernIBNames
    typealias Element = XMLTree.Element

    /// Whether this element or one under it has the id `id`.
    func contains(id: String) -> Bool {
        var found = false
        forEachElement { element in
            if !found, element[attribute: Names.id] == id { found = true }
        }
        return found
    }

    /// Whether this element or one under it has the id `id`, an element inside a view controller
    /// nested in this one excepted: a container controller does not own its children's views.
    func ownsElement(id: String) -> Bool {
        if self[attribute: Names.id] == id { return true }
        return elements.contains { !$0.name.hasSuffix(Names.controllerSuffix) && $0.ownsElement(id: id) }
    }

    /// Whether the element is a view's frame: `<rect key="frame">`, or Xcode 8's
    /// `<frame key="frameInset">`, which the merge replaces with the frame it read.
    var isFrame: Bool {
        (name == Names.rect && self[attribute: Names.key] == Names.frameKey)
            || (name == Names.frame && self[attribute: Names.key] == Names.frameInsetKey)
    }

    /// Removes the frames and subview masks of the view's variations (the merge writes its own),
    /// and the variations left empty; constraint masks and anything else stay.
    mutating func removeSizeClassLayout() {
        guard children.contains(where: { $0.element?.name == Names.variation }) else { return }
        children = children.compactMap { node in
            guard var variation = node.element, variation.name == Names.variation else { return node }
            variation.children.removeAll { child in
                guard let element = child.element else { return false }
                return element.isFrame || (element.name == Names.mask && element[attribute: Names.key] == Names.subviewsKey)
            }
            return variation.children.isEmpty ? nil : .element(variation)
        }
    }

    /// Appends views to the view's `<subviews>`, made after its frame and autoresizing mask when
    /// it has none.
    mutating func addSubviews(_ views: [Element]) {
        if let index = indexOfElement(named: Names.subviews) {
            guard case .element(var subviews) = children[index] else { return }
            for view in views { subviews.append(view) }
            children[index] = .element(subviews)
            return
        }
        var subviews = Element(Names.subviews)
        for view in views { subviews.append(view) }
        let after = children.lastIndex { $0.element.map { Names.beforeSubviews.contains($0.name) } ?? false }
        children.insert(.element(subviews), at: after.map { $0 + 1 } ?? 0)
    }

    /// Adds the view's frame variations and its subviews' installation, one `<variation>` per
    /// trait key (`default` first), into a variation of that key the view still has or a new one
    /// after its other variations.
    mutating func addVariations(frames: [(traits: SizeClassTraits, frame: Rect)], masks: [(traits: SizeClassTraits, id: String, installed: Bool)],
                                attributes: [(traits: SizeClassTraits, attribute: XMLTree.Attribute)] = []) {
        var keys: [SizeClassTraits] = []
        for key in frames.map(\.traits) + masks.map(\.traits) + attributes.map(\.traits) where !keys.contains(key) { keys.append(key) }
        keys.sort { ($0 == SizeClassTraits.base ? 0 : 1) < ($1 == SizeClassTraits.base ? 0 : 1) }
        for key in keys {
            var content: [XMLTree.Node] = []
            let frame = frames.first { $0.traits == key }?.frame
            if let frame { content.append(.element(Element.frame(frame))) }
            let entries = masks.filter { $0.traits == key }
            if !entries.isEmpty {
                var mask = Element(Names.mask, [Names.key: Names.subviewsKey])
                for entry in entries {
                    mask.append(Element(entry.installed ? Names.include : Names.exclude, [Names.reference: entry.id]))
                }
                content.append(.element(mask))
            }
            let set = attributes.filter { $0.traits == key }.map(\.attribute)
            if let index = children.firstIndex(where: { $0.element.map { $0.name == Names.variation && $0[attribute: Names.key] == key.rawValue } ?? false }),
               case .element(var variation) = children[index] {
                for attribute in set { variation[attribute: attribute.name] = attribute.value }
                variation.children.insert(contentsOf: content, at: 0)
                if frame != nil, variation[attribute: Names.fixedFrame] == nil { variation[attribute: Names.fixedFrame] = Names.yes }
                children[index] = .element(variation)
                continue
            }
            var variation = Element(Names.variation, [Names.key: key.rawValue])
            for attribute in set { variation[attribute: attribute.name] = attribute.value }
            if frame != nil { variation[attribute: Names.fixedFrame] = Names.yes }
            variation.children = content
            let lastVariation = children.lastIndex { $0.element?.name == Names.variation }
            let firstAfter = children.firstIndex { $0.element.map { Names.afterVariations.contains($0.name) } ?? false }
            children.insert(.element(variation), at: lastVariation.map { $0 + 1 } ?? firstAfter ?? children.count)
        }
    }

    /// `<rect key="frame" .../>` as Xcode writes it.
    static func frame(_ frame: Rect) -> Element {
        Element(Names.rect, [
            Names.key: Names.frameKey, Names.x: InterfaceBuilderWriter.number(frame.x), Names.y: InterfaceBuilderWriter.number(frame.y),
            Names.width: InterfaceBuilderWriter.number(frame.width), Names.height: InterfaceBuilderWriter.number(frame.height),
        ])
    }

    /// What became of a connection offered to an object.
    enum ConnectionAddition {
        /// Added, with this id.
        case added(String)
        /// An equal connection is there already.
        case present
        /// The object connects the outlet's property elsewhere, or its trigger to another segue;
        /// the warning says which stays.
        case conflict(Diagnostic)
    }

    /// Adds connections to the object's `<connections>` (made before its canvas location when it
    /// has none), each unless an equal one is there or was added before it. An outlet whose
    /// property the object already connects elsewhere is not added, nor a segue whose trigger
    /// (a view fires one segue per trigger) starts another segue. A connection's id is kept
    /// unless the document uses it, else made in Xcode's style. The object's connections are
    /// keyed once, so that offering many costs one look-up each.
    mutating func addConnections(_ offered: [(connection: Element, file: String)], ownerID: String,
                                 generator: inout IBIDGenerator, taken: inout Set<String>) -> [ConnectionAddition] {
        let index: Int
        if let existing = indexOfElement(named: Names.connections) {
            index = existing
        } else {
            let point = children.firstIndex { $0.element?.name == Names.point }
            index = point ?? children.count
            children.insert(.element(Element(Names.connections)), at: index)
        }
        guard case .element(var connections) = children[index] else { return offered.map { _ in .present } }
        // An outlet by its property (with its destination); any other by what makes two equal.
        var outlets: [String: String?] = [:]
        var segues: [String: Element] = [:]
        var others: Set<[String?]> = []
        func remember(_ connection: Element) {
            if connection.name == Names.outlet {
                let property = connection[attribute: Names.property] ?? ""
                if outlets[property] == nil { outlets[property] = .some(connection[attribute: Names.destination]) }
            } else if let trigger = Self.segueTrigger(connection) {
                if segues[trigger] == nil { segues[trigger] = connection }
            } else {
                others.insert(Self.connectionKey(connection))
            }
        }
        for existing in connections.elements { remember(existing) }
        var results: [ConnectionAddition] = []
        for (connection, file) in offered {
            if connection.name == Names.outlet, let kept = outlets[connection[attribute: Names.property] ?? ""] {
                let destination = connection[attribute: Names.destination]
                if kept == destination {
                    results.append(.present)
                    continue
                }
                let at = connection.location(in: file)
                let property = TerminalText.shortened(connection[attribute: Names.property] ?? "")
                let shownKept = TerminalText.shortened(kept ?? "")
                results.append(.conflict(.warning(.notExpressible, "outlet '\(property)' of '\(TerminalText.shortened(ownerID))' names '\(shownKept)' in the live layout and '\(TerminalText.shortened(destination ?? ""))' in the other; the merged document keeps '\(shownKept)'", at: at)))
                continue
            }
            if let trigger = Self.segueTrigger(connection), let kept = segues[trigger] {
                if Self.sameSegue(kept, connection) {
                    results.append(.present)
                    continue
                }
                let at = connection.location(in: file)
                let offeredName = LiveDocumentMerger.describe(connection)
                let lost = connection[attribute: Names.identifier].map {
                    "code that looks for segue '\(TerminalText.shortened($0))' (in prepare(for:sender:) or shouldPerformSegue) never sees it from this view; look for the live one's there instead"
                } ?? "the other layout's destination is no longer reached from this view"
                results.append(.conflict(.warning(.notExpressible, "'\(TerminalText.shortened(ownerID))' fires \(LiveDocumentMerger.describe(kept)) in the live layout and \(offeredName) in the other; a view fires one segue per trigger, so the merged document keeps the live one, and \(lost)", at: at)))
                continue
            }
            if connection.name != Names.outlet, others.contains(Self.connectionKey(connection)) {
                results.append(.present)
                continue
            }
            var copy = connection
            let id: String
            if let kept = connection[attribute: Names.id], !taken.contains(kept) {
                id = kept
                generator.reserve(id)
            } else {
                id = generator.make("\(ownerID).\(LiveDocumentMerger.describe(connection))")
                copy[attribute: Names.id] = id
            }
            taken.insert(id)
            connections.append(copy)
            remember(copy)
            results.append(.added(id))
        }
        children[index] = .element(connections)
        return results
    }

    /// The trigger of a segue a view fires (`action` when not given; a table cell's `selection`
    /// or `accessoryAction`); `nil` for any other connection, and for the segues that do not
    /// fire (a relationship, an embedding), which are keyed as other connections.
    private static func segueTrigger(_ connection: Element) -> String? {
        guard connection.name == Names.segue, connection[attribute: Names.relationship] == nil,
              connection[attribute: Names.segueKind] != Names.embedSegueKind,
              connection[attribute: Names.segueKind] != Names.relationship else { return nil }
        return connection[attribute: Names.segueTrigger] ?? Names.actionSegueTrigger
    }

    /// Whether two segues are the same but for their ids.
    private static func sameSegue(_ one: Element, _ other: Element) -> Bool {
        let significant = { (segue: Element) in segue.attributes.filter { $0.name != Names.id }.sorted { $0.name < $1.name } }
        return significant(one) == significant(other)
    }

    /// What makes two connections other than outlets the same: an action's selector, destination
    /// and event; a segue's destination, property and kind.
    private static func connectionKey(_ connection: Element) -> [String?] {
        if connection.name == Names.action {
            return [connection.name, connection[attribute: Names.selector], connection[attribute: Names.destination], connection[attribute: Names.eventType]]
        }
        return [connection.name, connection[attribute: Names.destination], connection[attribute: Names.property], connection[attribute: Names.segueKind]]
    }

    /// Sets `useTraitCollections="YES"` on the document, after the header attributes Xcode writes
    /// before it.
    mutating func requireTraitCollections() {
        if self[attribute: Names.useTraitCollections] != nil {
            self[attribute: Names.useTraitCollections] = Names.yes
            return
        }
        let after = attributes.lastIndex { Names.headerAttributesBeforeTraitCollections.contains($0.name) }
        attributes.insert(XMLTree.Attribute(Names.useTraitCollections, Names.yes), at: after.map { $0 + 1 } ?? attributes.count)
    }

    /// Declares safe-area layout guides (`useSafeAreas="YES"`, after `useTraitCollections`), which
    /// Interface Builder reads a view's `<viewLayoutGuide key="safeArea">` with.
    mutating func requireSafeAreas() {
        guard self[attribute: "useSafeAreas"] != Names.yes else { return }
        if self[attribute: "useSafeAreas"] != nil {
            self[attribute: "useSafeAreas"] = Names.yes
            return
        }
        let after = attributes.firstIndex { $0.name == Names.useTraitCollections }
        attributes.insert(XMLTree.Attribute("useSafeAreas", Names.yes), at: after.map { $0 + 1 } ?? attributes.count)
    }

    /// Adds to the document's `<resources>` (made after `<objects>` or `<scenes>`) each resource
    /// of `extra` it does not name yet.
    mutating func addResources(_ extra: [Element]) {
        let index: Int
        if let existing = indexOfElement(named: Names.resources) {
            index = existing
        } else {
            let after = children.lastIndex { $0.element.map { $0.name == Names.objects || $0.name == Names.scenes } ?? false }
            index = after.map { $0 + 1 } ?? children.count
            children.insert(.element(Element(Names.resources)), at: index)
        }
        guard case .element(var resources) = children[index] else { return }
        var named = Set(resources.elements.map { [$0.name, $0[attribute: Names.name] ?? ""] })
        for resource in extra where named.insert([resource.name, resource[attribute: Names.name] ?? ""]).inserted {
            resources.append(resource)
        }
        children[index] = .element(resources)
    }
}

import LayoutCore

/// Writes a ``Document`` in the native template format (`*.layouts.xml`).
///
/// Pure and deterministic: the same document always gives the same bytes (layouts in their order,
/// views in pre-order, attributes in a fixed order, numbers as Interface Builder writes them), so
/// written files diff well and reading them back with ``ImportResult/init(contentsOf:)`` gives the same model.
///
/// The format holds one hierarchy, so the document must have exactly one scene with exactly one
/// top-level view, and at least one layout. A view's own attributes are not written separately:
/// they are the first layout's entry for it (written from the view when the layout has none).
/// What the format cannot carry is an error rather than silently lost: size-class frame
/// variations (convert them to layouts first), a view whose own attributes differ from the first
/// layout's entry, a reference to an id that is no view of the hierarchy, a duplicate id or layout
/// name, and control characters other than tab, line feed and carriage return, which XML 1.0 cannot
/// hold. A document with a ``Document/container`` is written as that container, each child by the
/// same rules as a document (one hierarchy, at least one layout); the container's options must be
/// ones its kind takes, with valid values, and every child it needs must be present. The scene's
/// id and owner id are not written; actions keep their File's Owner and First
/// Responder targets by role.
package enum TemplateFormatWriter {
    private typealias Names = TemplateFormatNames

    /// The document as template-format text, ending in a newline.
    ///
    /// - Throws: ``/LayoutCore/DiagnosticError`` listing everything the format cannot represent.
    package static func string(from document: Document) throws(DiagnosticError) -> String {
        var writer = Writer(document: document)
        return try writer.write()
    }

    /// The document as UTF-8 bytes of ``string(from:)``.
    package static func bytes(from document: Document) throws(DiagnosticError) -> [UInt8] {
        Array(try string(from: document).utf8)
    }

    /// One run: the output and the problems found on the way.
    private struct Writer {
        let document: Document
        var output = ""
        var errors: [Diagnostic] = []
        var viewIDs: Set<String> = []
        var externalIDs: Set<String> = []

        init(document: Document) {
            self.document = document
        }

        var documentLocation: SourceLocation { SourceLocation(file: document.file) }

        mutating func write() throws(DiagnosticError) -> String {
            output += "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            output += "<\(Names.root)"
            attribute(Names.version, Names.currentVersion)
            if let container = document.container {
                guard document.scenes.isEmpty, document.layouts.isEmpty else {
                    throw DiagnosticError(.error(.invalidValue, "a template with a container holds nothing else: this document also has \(document.scenes.count) scenes and \(document.layouts.count) layouts", at: documentLocation))
                }
                output += ">\n"
                writeContainer(container)
            } else {
                let (scene, root) = try checkedTemplate()
                if let ownerClass = scene.ownerClass { attribute(Names.ownerClass, ownerClass) }
                output += ">\n"
                writeTemplate(scene: scene, root: root, level: 1)
            }
            output += "</\(Names.root)>\n"
            if !errors.isEmpty { throw DiagnosticError(errors) }
            return output
        }

        /// The single scene and its single top-level view, which the format requires.
        func checkedTemplate() throws(DiagnosticError) -> (Scene, ViewNode) {
            guard document.scenes.count == 1, let scene = document.scenes.first, scene.views.count == 1, let root = scene.views.first else {
                let views = document.scenes.map(\.views.count).reduce(0, +)
                throw DiagnosticError(.error(.invalidValue, "a template holds one hierarchy: this document has \(document.scenes.count) scenes and \(views) top-level views", at: documentLocation))
            }
            guard !document.layouts.isEmpty else {
                throw DiagnosticError(.error(.missingLayout, "a template needs at least one layout", at: documentLocation))
            }
            return (scene, root)
        }

        /// Layouts, hierarchy and outlets, indented `level` steps: a document's content or a child's.
        mutating func writeTemplate(scene: Scene, root: ViewNode, level: Int) {
            let pad = String(repeating: "    ", count: level)
            root.forEachPreOrder { view in
                if view.id.rawValue.isEmpty || !viewIDs.insert(view.id.rawValue).inserted {
                    errors.append(.error(.invalidValue, "view id '\(TerminalText.shortened(view.id))' is empty or used twice", at: view.location))
                }
            }
            for id in scene.externalObjectIDs where id.isEmpty || viewIDs.contains(id) || !externalIDs.insert(id).inserted {
                errors.append(.error(.invalidValue, "external object id '\(TerminalText.shortened(id))' is empty or used twice", at: documentLocation))
            }
            var layoutNames: Set<String> = []
            for layout in document.layouts {
                if layout.name.rawValue.isEmpty || !layoutNames.insert(layout.name.rawValue).inserted {
                    errors.append(.error(.invalidValue, "layout name '\(TerminalText.shortened(layout.name))' is empty or used twice", at: documentLocation))
                }
                writeLayout(layout, pad: pad)
            }
            output += "\(pad)<\(Names.hierarchy)>\n"
            writeView(root, level: level + 1)
            output += "\(pad)</\(Names.hierarchy)>\n"
            for outlet in scene.outlets {
                if !viewIDs.contains(outlet.destination.rawValue), !externalIDs.contains(outlet.destination.rawValue) {
                    errors.append(.error(.brokenReference, "outlet '\(TerminalText.shortened(outlet.property))' names '\(TerminalText.shortened(outlet.destination.rawValue))', which is no view of the hierarchy nor an external object", at: outlet.location))
                }
                output += "\(pad)<\(Names.outlet)"
                attribute(Names.property, outlet.property)
                attribute(Names.destination, outlet.destination.rawValue)
                output += "/>\n"
            }
            for id in scene.externalObjectIDs {
                output += "\(pad)<\(Names.externalObject)"
                attribute(Names.id, id)
                output += "/>\n"
            }
        }

        /// The container, its options in a fixed order, then each child as a template of its own.
        mutating func writeContainer(_ container: TemplateContainer) {
            output += "    <\(Names.container)"
            attribute(Names.kind, container.kind.rawValue)
            let state = TemplateContainerOptionReader.state(of: container, errors: &errors)
            for name in Names.containerOptions(for: container.kind) {
                if let value = container.options[TemplateContainer.Option(name)] { attribute(name, value) }
            }
            output += ">\n"
            var names: Set<String> = []
            for child in container.children {
                if child.name.isEmpty || !names.insert(child.name).inserted {
                    errors.append(.error(.invalidValue, "child name '\(TerminalText.shortened(child.name))' is empty or used twice", at: child.location ?? documentLocation))
                } else if let state, !TemplateContainerOptionReader.allows(child: child.name, in: state, kind: container.kind) {
                    errors.append(.error(.invalidValue, "a \(container.kind.rawValue) container has no child '\(TerminalText.shortened(child.name))'", at: child.location ?? documentLocation))
                }
                output += "        <\(Names.child)"
                attribute(Names.name, child.name)
                var writer = Writer(document: child.document)
                do {
                    let (scene, root) = try writer.checkedTemplate()
                    if let ownerClass = scene.ownerClass { attribute(Names.ownerClass, ownerClass) }
                    output += ">\n"
                    writer.writeTemplate(scene: scene, root: root, level: 3)
                    output += writer.output
                    errors += writer.errors
                } catch {
                    output += ">\n"
                    errors += error.diagnostics
                }
                output += "        </\(Names.child)>\n"
            }
            let required = container.kind.requiredChildren + (state.map(TemplateContainerOptionReader.extraRequiredChildren) ?? [])
            for name in required where !names.contains(name) {
                errors.append(.error(.missingLayout, "a \(container.kind.rawValue) container needs a child '\(TerminalText.shortened(name))'", at: container.location ?? documentLocation))
            }
            output += "    </\(Names.container)>\n"
        }

        mutating func writeLayout(_ layout: TemplateLayout, pad: String) {
            let condition = layout.condition
            output += "\(pad)<\(Names.layout)"
            attribute(Names.name, layout.name.rawValue)
            if let value = condition.orientation { attribute(Names.orientation, value.rawValue) }
            if let value = condition.horizontalSizeClass { attribute(Names.horizontalSizeClass, value.rawValue) }
            if let value = condition.verticalSizeClass { attribute(Names.verticalSizeClass, value.rawValue) }
            if let value = condition.minimumWidth { number(Names.minWidth, value) }
            if let value = condition.maximumWidth { number(Names.maxWidth, value) }
            if let value = condition.minimumHeight { number(Names.minHeight, value) }
            if let value = condition.maximumHeight { number(Names.maxHeight, value) }
            output += "/>\n"
        }

        /// Recursion depth is the tree's depth, bounded for read documents by the reader's limit.
        mutating func writeView(_ view: ViewNode, level: Int) {
            let pad = String(repeating: "    ", count: level)
            output += "\(pad)<\(Names.view)"
            attribute(Names.id, view.id.rawValue)
            attribute(Names.viewClass, view.viewClass.uikitClass)
            if let custom = view.viewClass.customClass { attribute(Names.customClass, custom) }
            if view.tag != 0 { attribute(Names.tag, String(view.tag)) }
            if let value = view.title { attribute(Names.title, value) }
            if let value = view.image { attribute(Names.image, value) }
            if let value = view.text { attribute(Names.text, value) }
            if let value = view.placeholder { attribute(Names.placeholder, value) }
            if let value = view.userLabel { attribute(Names.userLabel, value) }
            output += ">\n"
            if !view.frameVariations.isEmpty {
                errors.append(.error(.invalidValue, "view '\(TerminalText.shortened(view.id))' has size-class frame variations, which a template expresses as layouts; convert them first", at: view.location))
            }
            for (index, layout) in document.layouts.enumerated() {
                var attributes = layout.attributes[view.id]
                if index == 0 {
                    if let entry = attributes, entry != view.attributes {
                        errors.append(.error(.invalidValue, "view '\(TerminalText.shortened(view.id))' has attributes that differ from its entry in the first layout '\(TerminalText.shortened(layout.name))'; a template gives every view the first layout's attributes", at: view.location))
                    }
                    attributes = attributes ?? view.attributes
                }
                if let attributes { writeAttributes(attributes, layout: layout.name.rawValue, pad: pad + "    ") }
            }
            for action in view.actions {
                writeAction(action, view: view, pad: pad + "    ")
            }
            if !view.subviews.isEmpty {
                output += "\(pad)    <\(Names.subviews)>\n"
                for subview in view.subviews {
                    writeView(subview, level: level + 2)
                }
                output += "\(pad)    </\(Names.subviews)>\n"
            }
            output += "\(pad)</\(Names.view)>\n"
        }

        mutating func writeAttributes(_ attributes: LayoutAttributes, layout: String, pad: String) {
            output += "\(pad)<\(Names.attributes)"
            attribute(Names.layoutReference, layout)
            attribute(Names.frame, TemplateFormatWriter.rectText(attributes.frame))
            if attributes.bounds != attributes.frame.boundsForFrame {
                attribute(Names.bounds, TemplateFormatWriter.rectText(attributes.bounds))
            }
            if attributes.isHidden { attribute(Names.hidden, Names.yes) }
            if !attributes.autoresizingMask.isEmpty {
                attribute(Names.autoresizingMask, attributes.autoresizingMask.description)
            }
            for rect in [attributes.frame, attributes.bounds] where ![rect.x, rect.y, rect.width, rect.height].allSatisfy(\.isFinite) {
                errors.append(.error(.invalidValue, "\(layout) attributes hold a rectangle that is not finite: \(rect)", at: documentLocation))
            }
            if !AutoresizingMask.all.isSuperset(of: attributes.autoresizingMask) {
                errors.append(.error(.invalidValue, "autoresizing mask \(attributes.autoresizingMask.rawValue) has bits UIKit does not define", at: documentLocation))
            }
            output += "/>\n"
        }

        mutating func writeAction(_ action: ControlAction, view: ViewNode, pad: String) {
            output += "\(pad)<\(Names.action)"
            attribute(Names.selector, action.selector)
            switch action.target {
            case .filesOwner: attribute(Names.target, Names.filesOwnerTarget)
            case .firstResponder: attribute(Names.target, Names.firstResponderTarget)
            case .object(let objectID):
                let id = objectID.rawValue
                if !viewIDs.contains(id), !externalIDs.contains(id) {
                    errors.append(.error(.brokenReference, "action '\(TerminalText.shortened(action.selector))' of view '\(TerminalText.shortened(view.id))' targets '\(TerminalText.shortened(id))', which is no view of the hierarchy nor an external object", at: view.location))
                }
                attribute(Names.targetID, id)
            }
            let names = action.events.bits.map { bit in
                ControlAction.Events.named.first(where: { $0.event == bit })?.name ?? "\(Names.eventBitPrefix)\(bit.rawValue.trailingZeroBitCount)"
            }
            attribute(Names.events, names.joined(separator: " "))
            output += "/>\n"
        }

        mutating func number(_ name: String, _ value: Double) {
            if !value.isFinite {
                errors.append(.error(.invalidValue, "\(name) \(value) is not a finite number", at: documentLocation))
            }
            attribute(name, Rect.format(value))
        }

        /// ` name="value"` with the value escaped so that an XML reader gives back exactly `value`
        /// (see ``XMLEscaper/roundTrip``); a character XML 1.0 cannot carry is an error.
        mutating func attribute(_ name: String, _ value: String) {
            output += " \(name)=\""
            if let scalar = XMLEscaper.roundTrip.append(value, to: &output) {
                let kind = scalar.value == 0xFFFE || scalar.value == 0xFFFF ? "the non-character" : "the control character"
                errors.append(.error(.invalidValue, "attribute \(name) holds \(kind) U+\(String(scalar.value, radix: 16, uppercase: true)), which XML 1.0 cannot carry", at: documentLocation))
            }
            output += "\""
        }
    }

    /// `x y width height`, numbers as Interface Builder writes them (`20.5`, `320`).
    package static func rectText(_ rect: Rect) -> String {
        "\(Rect.format(rect.x)) \(Rect.format(rect.y)) \(Rect.format(rect.width)) \(Rect.format(rect.height))"
    }
}

import LayoutAdaptive
import LayoutCore
import LayoutXML

/// Reads the native template format (`*.layouts.xml`, root `<layoutTemplate version="1">`) into a
/// ``Document`` of format ``Document/Format/template``: one scene holding the single hierarchy, and
/// ``Document/layouts`` with every layout's attribute table keyed by view id. Each view's own
/// ``ViewNode/attributes`` are the first layout's.
///
/// A document may instead hold one `<container>` whose `<child>` elements are each such a template
/// (layouts, a hierarchy, outlets): the document then has ``Document/container`` and no scenes.
/// Each child is read by a nested reader of this type, so a child follows exactly the rules of a
/// document.
///
/// The reader is strict, because these files are written by people and by tools that must agree:
/// an unknown element or attribute, a layout named twice, a view id used twice, a reference to an id
/// that is not a view, a missing attribute set for the first layout, or a value of the wrong kind
/// is an error at its element. Errors are collected and thrown together at the end.
struct TemplateFormatReader: FormatImporter {
    private typealias Names = TemplateFormatNames

    private let file: String
    private var elements: [TemplateElement] = []
    private var ownerClass: String?
    private var hierarchyLocation: SourceLocation?
    private var sawHierarchy = false
    private var layouts: [TemplateLayout] = []
    private var layoutIndex: [String: Int] = [:]
    private var openViews: [TemplateOpenView] = []
    private var root: ViewNode?
    private var viewIDs: Set<String> = []
    private var outlets: [Scene.Outlet] = []
    private var externalObjectIDs: [String] = []
    /// Ids named by actions and outlets, checked once every view is known.
    private var references: [(id: String, what: String, location: SourceLocation)] = []
    private var errors: [Diagnostic] = []
    private var warnings: [Diagnostic] = []
    /// Set when this reader reads one container child (from its `<child>` element on).
    private var childScope: (name: String, location: SourceLocation)?
    /// The reader of the container child being read; every event goes to it until its `</child>`.
    private var nested: [TemplateFormatReader] = []
    private var sawContainer = false
    private var container: TemplateContainer?
    /// The container configured by its options, `nil` when they are bad.
    private var containerState: ScenarioContainer?
    /// Every child name declared, including children with errors (not reported again as missing).
    private var childNames: Set<String> = []

    /// Everything the format holds is in attributes.
    static var textElements: [String]? { [] }

    init(file: String) {
        self.file = file
    }

    /// A reader for the content of the `<child>` element just opened.
    private init(file: String, child name: String, ownerClass: String?, at location: SourceLocation) {
        self.file = file
        self.childScope = (name, location)
        self.ownerClass = ownerClass
        self.elements = [.child]
    }

    // MARK: Events

    mutating func startElement(_ element: XMLStartElement) throws {
        try readElement(element)
        if errors.count >= DiagnosticError.maximumErrors {
            throw DiagnosticError(errors + [DocumentImporter.tooManyErrors(after: errors)])
        }
    }

    private mutating func readElement(_ element: XMLStartElement) throws {
        if !nested.isEmpty {
            try nested[0].startElement(element)
            return
        }
        let at = location(element)
        guard let kind = TemplateElement(name: element.name) else {
            reject(element, at: at)
            return
        }
        if let parent = elements.last {
            guard parent != .skipped else {
                elements.append(.skipped)
                return
            }
            guard parent.allows(kind) else {
                reject(element, at: at)
                return
            }
        } else if kind != .root {
            throw DiagnosticError(.error(.unsupportedDocument, "a template file's root element is <\(Names.root)>, not <\(element.name)>", at: at))
        }
        elements.append(kind)
        checkAttributes(element, kind: kind, at: at)
        switch kind {
        case .root: try readRoot(element, at: at)
        case .layout: readLayout(element, at: at)
        case .hierarchy: readHierarchy(at: at)
        case .view:
            try DocumentImporter.checkViewCount(viewIDs.count + 1, at: at)
            readView(element, at: at)
        case .attributes: readAttributes(element, at: at)
        case .action: readAction(element, at: at)
        case .subviews: readSubviews(at: at)
        case .outlet: readOutlet(element, at: at)
        case .externalObject: readExternalObject(element, at: at)
        case .container: readContainer(element, at: at)
        case .child: readChild(element, at: at)
        case .skipped: break
        }
    }

    mutating func endElement(name: String) throws {
        if !nested.isEmpty {
            try nested[0].endElement(name: name)
            guard nested[0].elements.isEmpty else { return }
            closeChild(nested.removeLast())
        }
        guard let kind = elements.popLast() else { return }
        if kind == .view, let view = openViews.popLast() {
            closeView(view)
        }
    }

    mutating func finish() throws(DiagnosticError) -> ImportResult {
        if sawContainer {
            let document = finishContainer()
            if let document, errors.isEmpty { return ImportResult(document: document, diagnostics: warnings) }
            throw DiagnosticError(errors)
        }
        let document = finishTemplate(scope: "a template file", at: SourceLocation(file: file, line: 1, column: 1))
        if !errors.isEmpty { throw DiagnosticError(errors) }
        return ImportResult(document: document, diagnostics: warnings)
    }

    /// Checks what a template (a document or a container child) must hold once it is read, and
    /// builds it; problems go to ``errors``. `scope` names the template in messages.
    private mutating func finishTemplate(scope: String, at scopeLocation: SourceLocation) -> Document {
        if layouts.isEmpty {
            errors.append(.error(.missingLayout, "\(scope) declares at least one <\(Names.layout)>", at: scopeLocation))
        }
        if !sawHierarchy {
            errors.append(.error(.invalidValue, "\(scope) has one <\(Names.hierarchy)>", at: scopeLocation))
        } else if root == nil, errors.isEmpty {
            errors.append(.error(.invalidValue, "<\(Names.hierarchy)> holds exactly one <\(Names.view)>", at: hierarchyLocation))
        }
        let external = Set(externalObjectIDs)
        for reference in references where !viewIDs.contains(reference.id) && !external.contains(reference.id) {
            errors.append(.error(.brokenReference, "\(reference.what) names '\(TerminalText.shortened(reference.id))', which is not the id of a view or of an <\(Names.externalObject)>", at: reference.location))
        }
        let scene = Scene(ownerClass: ownerClass, outlets: outlets, views: root.map { [$0] } ?? [],
                          externalObjectIDs: externalObjectIDs, location: hierarchyLocation)
        return Document(
            file: file,
            format: .template,
            version: Names.currentVersion,
            scenes: [scene],
            layouts: layouts
        )
    }

    /// The container document, after checking that it holds nothing besides the container and
    /// that every child the container needs is declared.
    private mutating func finishContainer() -> Document? {
        guard let container else { return nil }
        if sawHierarchy || !layouts.isEmpty || !outlets.isEmpty || ownerClass != nil {
            errors.append(.error(.invalidValue, "a template file with a <\(Names.container)> holds nothing else: layouts, the hierarchy, outlets and ownerClass belong to each <\(Names.child)>", at: container.location))
        }
        let required = container.kind.requiredChildren + (containerState.map(TemplateContainerOptionReader.extraRequiredChildren) ?? [])
        for name in required where !childNames.contains(name) {
            errors.append(.error(.missingLayout, "a \(container.kind.rawValue) <\(Names.container)> needs a <\(Names.child) \(Names.name)=\"\(name)\">", at: container.location))
        }
        return Document(file: file, format: .template, version: Names.currentVersion, container: container)
    }

    // MARK: Elements

    private mutating func readContainer(_ element: XMLStartElement, at: SourceLocation) {
        guard !sawContainer else {
            errors.append(.error(.invalidValue, "a template file has only one <\(Names.container)>", at: at))
            elements[elements.count - 1] = .skipped
            return
        }
        sawContainer = true
        let kinds = ContainerKind.allCases.map(\.rawValue).joined(separator: ", ")
        guard let raw = element.attributes[Names.kind] else {
            errors.append(.error(.invalidValue, "<\(Names.container)> needs a \(Names.kind) (\(kinds))", at: at))
            elements[elements.count - 1] = .skipped
            return
        }
        guard let kind = ContainerKind(rawValue: raw) else {
            errors.append(.error(.invalidValue, "'\(TerminalText.shortened(raw))' is not a container kind (\(kinds))", at: at))
            elements[elements.count - 1] = .skipped
            return
        }
        var options: [TemplateContainer.Option: String] = [:]
        for attribute in element.attributes where attribute.name != Names.kind {
            options[TemplateContainer.Option(attribute.name)] = attribute.value
        }
        let container = TemplateContainer(kind: kind, options: options, location: at)
        containerState = TemplateContainerOptionReader.state(of: container, errors: &errors)
        self.container = container
    }

    private mutating func readChild(_ element: XMLStartElement, at: SourceLocation) {
        let name = element.attributes[Names.name] ?? ""
        if name.isEmpty {
            errors.append(.error(.invalidValue, "<\(Names.child)> needs a name", at: at))
        } else if !childNames.insert(name).inserted {
            errors.append(.error(.invalidValue, "child '\(TerminalText.shortened(name))' is declared twice", at: at))
        } else if let container, let containerState,
                  !TemplateContainerOptionReader.allows(child: name, in: containerState, kind: container.kind) {
            errors.append(.error(.invalidValue, "a \(container.kind.rawValue) <\(Names.container)> has no child '\(TerminalText.shortened(name))'", at: at))
        }
        nested.append(TemplateFormatReader(file: file, child: name, ownerClass: element.attributes[Names.ownerClass], at: at))
    }

    /// Finishes the child `reader` has read; a child with errors is reported and left out.
    private mutating func closeChild(_ reader: TemplateFormatReader) {
        var reader = reader
        guard let scope = reader.childScope else { return }
        let document = reader.finishTemplate(scope: "child '\(scope.name)'", at: scope.location)
        errors += reader.errors
        warnings += reader.warnings
        if reader.errors.isEmpty, !scope.name.isEmpty {
            container?.children.append(TemplateContainer.Child(name: scope.name, document: document, location: scope.location))
        }
    }

    private mutating func reject(_ element: XMLStartElement, at: SourceLocation) {
        let place = elements.last.map { "inside <\(name(of: $0))>" } ?? "as the root"
        errors.append(.error(.unknownElement, "<\(element.name)> is not allowed \(place) in template format version \(Names.currentVersion)", at: at))
        elements.append(.skipped)
    }

    private mutating func checkAttributes(_ element: XMLStartElement, kind: TemplateElement, at: SourceLocation) {
        guard let allowed = Names.allowedAttributes[element.name] else { return }
        for attribute in element.attributes where !allowed.contains(attribute.name) {
            errors.append(.error(.invalidValue, "<\(element.name)> has no attribute '\(TerminalText.shortened(attribute.name))'", at: at))
        }
    }

    private mutating func readRoot(_ element: XMLStartElement, at: SourceLocation) throws {
        let version = element.attributes[Names.version]
        guard version == Names.currentVersion else {
            let found = version.map { "version \($0)" } ?? "no version"
            throw DiagnosticError(.error(.unsupportedDocument, "template file has \(found); this reader reads version \(Names.currentVersion)", at: at))
        }
        ownerClass = element.attributes[Names.ownerClass]
    }

    private mutating func readLayout(_ element: XMLStartElement, at: SourceLocation) {
        let attributes = element.attributes
        guard !sawHierarchy else {
            errors.append(.error(.invalidValue, "layouts are declared before <\(Names.hierarchy)>", at: at))
            return
        }
        guard let name = attributes[Names.name], !name.isEmpty else {
            errors.append(.error(.invalidValue, "<\(Names.layout)> needs a name", at: at))
            return
        }
        guard layoutIndex[name] == nil else {
            errors.append(.error(.invalidValue, "layout '\(TerminalText.shortened(name))' is declared twice", at: at))
            return
        }
        var condition = LayoutCondition()
        if let raw = attributes[Names.orientation] {
            condition.orientation = enumValue(raw, Names.orientation, at: at)
        }
        if let raw = attributes[Names.horizontalSizeClass] {
            condition.horizontalSizeClass = enumValue(raw, Names.horizontalSizeClass, at: at)
        }
        if let raw = attributes[Names.verticalSizeClass] {
            condition.verticalSizeClass = enumValue(raw, Names.verticalSizeClass, at: at)
        }
        condition.minimumWidth = optionalNumber(attributes[Names.minWidth], Names.minWidth, at: at)
        condition.maximumWidth = optionalNumber(attributes[Names.maxWidth], Names.maxWidth, at: at)
        condition.minimumHeight = optionalNumber(attributes[Names.minHeight], Names.minHeight, at: at)
        condition.maximumHeight = optionalNumber(attributes[Names.maxHeight], Names.maxHeight, at: at)
        if let contradiction = condition.contradiction {
            warnings.append(.warning(.invalidValue, "layout '\(TerminalText.shortened(name, limit: 60))' can never be selected: its condition never holds (\(contradiction))", at: at))
        }
        layoutIndex[name] = layouts.count
        layouts.append(TemplateLayout(name: LayoutName(name), condition: condition))
    }

    private mutating func readHierarchy(at: SourceLocation) {
        if sawHierarchy {
            errors.append(.error(.invalidValue, "a template file has only one <\(Names.hierarchy)>", at: at))
        }
        sawHierarchy = true
        hierarchyLocation = hierarchyLocation ?? at
    }

    private mutating func readView(_ element: XMLStartElement, at: SourceLocation) {
        let attributes = element.attributes
        if elements.count >= 2, elements[elements.count - 2] == .hierarchy, root != nil {
            errors.append(.error(.invalidValue, "<\(Names.hierarchy)> holds exactly one <\(Names.view)>", at: at))
        }
        let id = attributes[Names.id] ?? ""
        if id.isEmpty {
            errors.append(.error(.invalidValue, "<\(Names.view)> needs an id", at: at))
        } else if !viewIDs.insert(id).inserted {
            errors.append(.error(.invalidValue, "view id '\(TerminalText.shortened(id))' is used twice", at: at))
        }
        let className = attributes[Names.viewClass] ?? ""
        if className.isEmpty {
            errors.append(.error(.invalidValue, "<\(Names.view)> needs a class (a UIKit class such as UIButton)", at: at))
        }
        var node = ViewNode(id: ViewID(id), viewClass: ViewClass(className, customClass: attributes[Names.customClass]), location: at)
        if let raw = attributes[Names.tag] {
            node.tag = AttributeValueParser.integer(raw, attribute: Names.tag, element: Names.view, at: at, errors: &errors) ?? 0
        }
        node.title = attributes[Names.title]
        node.image = attributes[Names.image]
        node.text = attributes[Names.text]
        node.placeholder = attributes[Names.placeholder]
        node.userLabel = attributes[Names.userLabel]
        openViews.append(TemplateOpenView(node: node))
    }

    private mutating func closeView(_ view: TemplateOpenView) {
        var node = view.node
        if let first = layouts.first {
            if let attributes = layouts[0].attributes[node.id] {
                node.attributes = attributes
            } else if !node.id.rawValue.isEmpty, !view.layoutsSeen.contains(0) {
                // (An entry that was present but invalid has been reported already.)
                errors.append(.error(.missingLayout, "view '\(TerminalText.shortened(node.id))' has no <\(Names.attributes)> for the first layout '\(TerminalText.shortened(first.name))', which gives every view its own attributes", at: node.location))
            }
        }
        if openViews.isEmpty {
            if root == nil { root = node }
        } else {
            openViews[openViews.count - 1].node.subviews.append(node)
        }
    }

    private mutating func readAttributes(_ element: XMLStartElement, at: SourceLocation) {
        let attributes = element.attributes
        guard !openViews.isEmpty else { return }
        let viewIndex = openViews.count - 1
        guard let name = attributes[Names.layoutReference] else {
            errors.append(.error(.invalidValue, "<\(Names.attributes)> needs the name of a layout", at: at))
            return
        }
        guard let index = layoutIndex[name] else {
            errors.append(.error(.brokenReference, "layout '\(TerminalText.shortened(name))' is not declared", at: at))
            return
        }
        guard openViews[viewIndex].layoutsSeen.insert(index).inserted else {
            errors.append(.error(.invalidValue, "view '\(TerminalText.shortened(openViews[viewIndex].node.id))' has two <\(Names.attributes)> for layout '\(TerminalText.shortened(name))'", at: at))
            return
        }
        guard let frame = rect(attributes[Names.frame], Names.frame, at: at, required: true) else { return }
        let bounds = rect(attributes[Names.bounds], Names.bounds, at: at, required: false)
        var isHidden = false
        if let raw = attributes[Names.hidden] {
            isHidden = AttributeValueParser.flag(raw, yes: Names.yes, no: Names.no, attribute: Names.hidden, element: Names.attributes, at: at, errors: &errors) ?? false
        }
        var mask: AutoresizingMask = []
        if let raw = attributes[Names.autoresizingMask] {
            for word in raw.split(whereSeparator: \.isWhitespace) {
                if let flag = Names.autoresizingFlags.first(where: { $0.name == word })?.flag {
                    mask.insert(flag)
                } else {
                    errors.append(.error(.invalidValue, "'\(TerminalText.shortened(word))' is not an autoresizing flag (\(Names.autoresizingFlags.map(\.name).joined(separator: ", ")))", at: at))
                }
            }
        }
        let id = openViews[viewIndex].node.id
        layouts[index].attributes[id] = LayoutAttributes(frame: frame, bounds: bounds, isHidden: isHidden, autoresizingMask: mask)
    }

    private mutating func readAction(_ element: XMLStartElement, at: SourceLocation) {
        let attributes = element.attributes
        guard !openViews.isEmpty else { return }
        guard let selector = attributes[Names.selector], !selector.isEmpty else {
            errors.append(.error(.invalidValue, "<\(Names.action)> needs a selector", at: at))
            return
        }
        let target: ControlAction.Target
        switch (attributes[Names.target], attributes[Names.targetID]) {
        case (Names.filesOwnerTarget?, nil): target = .filesOwner
        case (Names.firstResponderTarget?, nil): target = .firstResponder
        case (nil, let id?):
            target = .object(id: ViewID(id))
            references.append((id, "action '\(selector)'", at))
        case (let other?, nil):
            errors.append(.error(.invalidValue, "'\(TerminalText.shortened(other))' is not an action target (\(Names.filesOwnerTarget) or \(Names.firstResponderTarget); name a view with \(Names.targetID))", at: at))
            return
        default:
            errors.append(.error(.invalidValue, "<\(Names.action)> has exactly one of '\(Names.target)' and '\(Names.targetID)'", at: at))
            return
        }
        var events: ControlAction.Events = []
        for word in (attributes[Names.events] ?? "").split(whereSeparator: \.isWhitespace) {
            if let event = TemplateFormatReader.event(named: String(word)) {
                events.insert(event)
            } else {
                errors.append(.error(.invalidValue, "'\(TerminalText.shortened(word))' is not a UIKit control event", at: at))
            }
        }
        if events.isEmpty {
            warnings.append(.warning(.actionWithoutEvents, "action '\(TerminalText.shortened(selector))' has no events: no control event fires it", at: at))
        }
        openViews[openViews.count - 1].node.actions.append(ControlAction(target: target, selector: selector, events: events))
    }

    private mutating func readSubviews(at: SourceLocation) {
        guard !openViews.isEmpty else { return }
        if openViews[openViews.count - 1].hasSubviews {
            errors.append(.error(.invalidValue, "a view has one <\(Names.subviews)>", at: at))
        }
        openViews[openViews.count - 1].hasSubviews = true
    }

    private mutating func readOutlet(_ element: XMLStartElement, at: SourceLocation) {
        guard let property = element.attributes[Names.property], let destination = element.attributes[Names.destination] else {
            errors.append(.error(.invalidValue, "<\(Names.outlet)> needs a property and a destination", at: at))
            return
        }
        outlets.append(Scene.Outlet(property: property, destination: ViewID(destination), location: at))
        references.append((destination, "outlet '\(property)'", at))
    }

    private mutating func readExternalObject(_ element: XMLStartElement, at: SourceLocation) {
        guard let id = element.attributes[Names.id], !id.isEmpty else {
            errors.append(.error(.invalidValue, "<\(Names.externalObject)> needs an id", at: at))
            return
        }
        if viewIDs.contains(id) || externalObjectIDs.contains(id) {
            errors.append(.error(.invalidValue, "id '\(id)' is used twice", at: at))
            return
        }
        externalObjectIDs.append(id)
    }

    // MARK: Values

    /// A named event, or `bitN` for a bit UIKit gives no name.
    static func event(named name: String) -> ControlAction.Events? {
        if let event = ControlAction.Events(name: name) { return event }
        guard name.hasPrefix(Names.eventBitPrefix), let bit = UInt32(name.dropFirst(Names.eventBitPrefix.count)), bit < 32 else { return nil }
        return ControlAction.Events(rawValue: 1 << bit)
    }

    private mutating func rect(_ raw: String?, _ attribute: String, at: SourceLocation, required: Bool) -> Rect? {
        guard let raw else {
            if required { errors.append(.error(.invalidValue, "<\(Names.attributes)> needs a \(attribute) (\"x y width height\")", at: at)) }
            return nil
        }
        let words = raw.split(whereSeparator: \.isWhitespace)
        guard words.count == 4 else {
            errors.append(.error(.invalidValue, "\(attribute) '\(TerminalText.shortened(raw))' is not four numbers \"x y width height\"", at: at))
            return nil
        }
        var numbers: [Double] = []
        for word in words {
            guard let number = AttributeValueParser.finiteNumber(String(word), attribute: attribute, element: Names.attributes, at: at, errors: &errors) else { return nil }
            numbers.append(number)
        }
        return AttributeValueParser.checkedFrame(Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]), element: Names.attributes, at: at, maximumMagnitude: .infinity, errors: &errors)
    }

    private mutating func optionalNumber(_ raw: String?, _ attribute: String, at: SourceLocation) -> Double? {
        AttributeValueParser.optionalFiniteNumber(raw, attribute: attribute, element: Names.layout, at: at, errors: &errors)
    }

    private mutating func enumValue<Value: RawRepresentable & CaseIterable>(_ raw: String, _ attribute: String, at: SourceLocation) -> Value? where Value.RawValue == String {
        if let value = Value(rawValue: raw) { return value }
        let allowed = Value.allCases.map(\.rawValue).joined(separator: ", ")
        errors.append(.error(.invalidValue, "'\(TerminalText.shortened(raw))' is not a value of \(attribute) (\(allowed))", at: at))
        return nil
    }

    private func name(of kind: TemplateElement) -> String {
        switch kind {
        case .root: Names.root
        case .layout: Names.layout
        case .hierarchy: Names.hierarchy
        case .view: Names.view
        case .attributes: Names.attributes
        case .action: Names.action
        case .subviews: Names.subviews
        case .outlet: Names.outlet
        case .externalObject: Names.externalObject
        case .container: Names.container
        case .child: Names.child
        case .skipped: "?"
        }
    }

    private func location(_ element: XMLStartElement) -> SourceLocation {
        SourceLocation(file: file, line: element.position.line, column: element.position.column)
    }
}

import LayoutCore
import LayoutDocuments
import LayoutXML

/// Translates a legacy archive's object table into the modern document Xcode writes when it
/// upgrades the archive, as an ``XMLTree``: every root object and view through its class's
/// ``ClassTranslator``, ids kept (an object's objectID becomes its `id`, as Xcode does), every
/// connection on its source object, and `<resources>` with the images' last known sizes.
///
/// An archived key that no rule carries is an ``RuleID/untranslatedProperty`` warning naming the
/// key, the class and the object; nothing is dropped silently.
struct LegacyTranslator {
    typealias Element = XMLTree.Element

    let index: LegacyArchiveIndex
    let file: String
    let documentType: String?
    private(set) var diagnostics: [Diagnostic] = []
    private var ids = IBIDGenerator()
    private var generatedIDs: [Int: String] = [:]
    private var imageNames: [String] = []
    /// The archived connection ids written so far, and the objects' ids, which a connection's
    /// own id must not repeat.
    private var writtenConnectionIDs: Set<String> = []
    private lazy var objectIDSet = Set(index.objectIDs.values)
    /// ``imageNames`` as a set, so that recording a name stays constant time.
    private var recordedImageNames: Set<String> = []
    private var written: Set<Int> = []
    private var writtenConnections = 0
    private var connectionsBySource: [Int: [LegacyArchiveIndex.Connection]] = [:]
    /// Views that are a bar button item's custom view: Xcode writes them inside the item only.
    private var barItemViews: Set<Int> = []
    private var table: LegacyObjectTable { index.table }
    /// Whether the archive lays its views out with Auto Layout.
    private var usesAutoLayout: Bool { index.header[LegacyArchiveIndex.useAutolayoutKey] == "YES" }

    /// The text-valued attributes that documents read from a `<string>` child as well, and that
    /// are written as one when long (``UpgradeStringForm``).
    static let textElementKeys: Set<String> = ["text", "placeholder"]

    /// How many elements deep under `<objects>` an object's element may stand: what is written
    /// must read back within the reader's depth, and an object's own children (a frame, a
    /// state's colour, its connections) go a few levels further. Depth counts elements, not
    /// objects: a subview stands two below its superview (inside `<subviews>`).
    static let maximumDepth = XMLReaderLimits.default.maximumDepth - 12

    init(index: LegacyArchiveIndex, file: String, documentType: String?) {
        self.index = index
        self.file = file
        self.documentType = documentType
        for id in index.objectIDs.values { ids.reserve(id) }
        for object in index.table.objects.indices {
            if let view = index.table.memberObject("IBUICustomView", of: object) { barItemViews.insert(view) }
        }
        for connection in index.connections {
            connectionsBySource[connection.source, default: []].append(connection)
            if let id = connection.connectionID { ids.reserve(id) }
        }
    }

    // MARK: The document

    mutating func document() -> XMLTree {
        let isPad = documentType?.contains(".iPad.") ?? false
        // The tools that write this format (``UpgradeHeader``), not those that saved the archive.
        var root = Element(Names.document, attributes: [
            .init("type", documentType ?? "com.apple.InterfaceBuilder3.CocoaTouch.XIB"),
            .init("version", "3.0"),
        ])
        root[attribute: "toolsVersion"] = UpgradeHeader.toolsVersion
        root[attribute: "systemVersion"] = UpgradeHeader.systemVersion
        root[attribute: "targetRuntime"] = isPad ? "iOS.CocoaTouch.iPad" : "iOS.CocoaTouch"
        root[attribute: "propertyAccessControl"] = "none"
        if usesAutoLayout { root[attribute: "useAutolayout"] = "YES" }
        var dependencies = Element("dependencies")
        if let target = index.header["IBDocument.SystemTarget"] {
            dependencies.append(Element("deployment", ["defaultVersion": target, "identifier": "iOS"]))
        }
        var plugIn = Element("plugIn", ["identifier": "com.apple.InterfaceBuilder.IBCocoaTouchPlugin"])
        plugIn[attribute: "version"] = UpgradeHeader.pluginVersion
        dependencies.append(plugIn)
        root.append(dependencies)
        var objects = Element(Names.objects)
        for object in index.roots {
            if let element = element(object, key: nil, depth: 0) { objects.append(element) }
        }
        root.append(objects)
        if !imageNames.isEmpty {
            var resources = Element("resources")
            for name in imageNames {
                var image = Element("image", ["name": name])
                if let size = index.imageSizes[name].flatMap(LegacyValueParser.parseSize) {
                    image[attribute: "width"] = InterfaceBuilderWriter.number(size.width)
                    image[attribute: "height"] = InterfaceBuilderWriter.number(size.height)
                }
                resources.append(image)
            }
            root.append(resources)
        }
        reportUnwrittenConnections()
        return XMLTree(declaration: XMLDeclaration(version: "1.0", encoding: "UTF-8", standalone: false), root: root)
    }

    // MARK: Objects

    /// The element of archived object `object`, `nil` for an object that is no part of the
    /// design (an array the archiver wrote among the root objects) or was written already.
    private mutating func element(_ object: Int, key: String?, depth: Int) -> Element? {
        let archived = table[object]
        guard let translator = translator(for: object) else { return nil }
        guard depth < LegacyTranslator.maximumDepth else {
            lost(object, translator: translator, why: "it would be written more than \(LegacyTranslator.maximumDepth) elements deep, beyond the \(XMLReaderLimits.default.maximumDepth) levels documents are read to; it is left out with everything it holds")
            return nil
        }
        guard written.insert(object).inserted else {
            // A root the archive also holds inside another object is written there once; any
            // other second reach is a cycle or an object shared by two parents.
            if depth > 0 { lost(object, translator: translator, why: "it is reached again from another object (a cycle of references, or two parents); it is written once, where it was reached first") }
            return nil
        }
        var output = Output()
        for (name, value) in translator.defaults { output.attributes[name] = value }
        if translator.kind == .view { output.viewFlags(0) }
        let repeated = repeatedKeys(of: object, translator: translator)
        for (index, member) in archived.members.enumerated() where repeated[member.key] == nil || repeated[member.key] == index {
            apply(member, of: object, translator: translator, depth: depth, to: &output)
        }
        var element = Element(translator.element, position: Self.position(archived.position))
        if let key { element.attributes.append(.init(Names.key, key)) }
        let id = identifier(object)
        output.attributes[Names.id] = id
        if let label = index.userLabels[object] { output.attributes[Names.userLabel] = label }
        if translator.kind == .proxy, let proxy = table.scalarString(LegacyIBNames.proxiedObjectIdentifierKey, of: object) {
            output.attributes[Names.placeholderIdentifier] = proxy
            if proxy == LegacyIBNames.firstResponderIdentifier { output.attributes[Names.customClass] = "UIResponder" }
        }
        if let custom = index.customClass(object), custom != translator.uikitClass { output.attributes[Names.customClass] = custom }
        let flattened = flattenedProperties(of: object, translator: translator)
        for (name, value) in flattened.attributes { output.attributes[name] = value }
        omitUIKitDefaults(translator, &output)
        UpgradeAbsentValues.apply(to: translator.element, &output.attributes)
        element.attributes += UpgradeOrder.attributes(output.attributes)
        var children = output.children
        if !output.states.isEmpty {
            for state in UpgradeOrder.states {
                guard var stateElement = output.states[state] else { continue }
                stateElement.attributes.insert(.init(Names.key, state), at: 0)
                children.append(stateElement)
            }
        }
        children += flattened.children
        if let connections = connections(of: object) { children.append(connections) }
        element.children = UpgradeOrder.children(children).map { .element($0) }
        return element
    }

    /// What one object's members become, gathered before the element is put in order.
    private struct Output {
        var attributes: [String: String] = [:]
        var children: [Element] = []
        var states: [String: Element] = [:]

        mutating func viewFlags(_ flags: UInt32) {
            children.removeAll { $0.name == "autoresizingMask" }
            var mask = Element("autoresizingMask", ["key": "autoresizingMask"])
            for (bit, name) in UpgradeOrder.maskFlags.enumerated() where flags & (1 << UInt32(bit)) != 0 {
                mask.attributes.append(.init(name, "YES"))
            }
            children.append(mask)
            attributes["hidden"] = flags & 0x8000_0000 != 0 ? "YES" : nil
        }
    }

    private mutating func translator(for object: Int) -> ClassTranslator? {
        let className = table[object].className
        if let known = ClassTranslators.byClass[className] { return known }
        let isView = LegacyIBNames.viewClasses[className] != nil || LegacyIBNames.viewMarkerKeys.contains { table[object].member($0) != nil }
        guard isView else {
            if table[object].element == LegacyIBNames.arrayElement || className.hasPrefix("NS") { return nil }
            diagnostics.append(.warning(.unknownClass, "no translation is declared for class \(className); it is written as a <customObject>", at: at(table[object].position)))
            return ClassTranslators.byClass["IBUICustomObject"]
        }
        var generic = ClassTranslators.byClass["IBUIView"] ?? ClassTranslator(className, element: "view", uikitClass: "UIView", rules: [])
        let uikit = LegacyIBNames.viewClasses[className] ?? "UIView"
        let element = className.hasPrefix("IBUI") && className.count > 4 ? String(className.dropFirst(4).prefix(1).lowercased() + className.dropFirst(5)) : "view"
        diagnostics.append(.warning(.unknownClass, "no translation is declared for class \(className); it is written as <\(element)> with the properties every view has", at: at(table[object].position)))
        generic.archivedClass = className
        generic.element = element
        generic.uikitClass = uikit
        return generic
    }

    // MARK: Members

    private mutating func apply(_ member: LegacyArchiveMember, of object: Int, translator: ClassTranslator, depth: Int, to output: inout Output) {
        guard let rule = translator.rules[member.key] else {
            untranslated(member, of: object, translator: translator)
            return
        }
        let resolved = table.resolve(member.value)
        switch rule {
        case .notWritten:
            break
        case .attribute(let name, let conversion):
            guard case .scalar(let scalar) = resolved, let value = convert(scalar, conversion) else {
                untranslated(member, of: object, translator: translator, why: "its value cannot be read as \(name)")
                return
            }
            if case .string = conversion, Self.textElementKeys.contains(name), UpgradeStringForm.needsElement(value) {
                output.children.append(UpgradeStringForm.element(name, value))
            } else {
                output.attributes[name] = value
            }
        case .color(let name):
            if let color = colorElement(resolved, key: name) {
                output.children.append(color)
            } else {
                untranslated(member, of: object, translator: translator, why: "it is not a colour the modern format holds")
            }
        case .font:
            if case .object(let font) = resolved, let element = fontElement(font) {
                output.children.append(element)
            } else {
                untranslated(member, of: object, translator: translator, why: "it is not a font description")
            }
        case .image(let name):
            guard let image = imageName(resolved) else {
                untranslated(member, of: object, translator: translator, why: "it is not an image resource")
                return
            }
            output.attributes[name] = image
        case .text:
            text(resolved, member: member, of: object, translator: translator, to: &output)
        case .textInputTraits:
            guard case .object(let traits) = resolved else { return }
            var element = Element("textInputTraits", ["key": "textInputTraits"])
            var attributes: [String: String] = [:]
            for trait in table[traits].members {
                if case .notWritten? = ClassTranslators.textInputTraitRules[trait.key] { continue }
                guard case .attribute(let name, let conversion)? = ClassTranslators.textInputTraitRules[trait.key],
                      case .scalar(let scalar) = table.resolve(trait.value), let value = convert(scalar, conversion) else {
                    untranslated(trait, of: object, translator: translator, why: "a text input trait the translation does not carry")
                    continue
                }
                attributes[name] = value
            }
            element.attributes += UpgradeOrder.attributes(attributes)
            output.children.append(element)
        case .state(let state, let part):
            var element = output.states[state] ?? Element("state")
            switch part {
            case .title:
                guard let title = string(resolved) else { return untranslated(member, of: object, translator: translator, why: "it is not a text") }
                element[attribute: "title"] = title
            case .image, .backgroundImage:
                guard let image = imageName(resolved) else { return untranslated(member, of: object, translator: translator, why: "it is not an image resource") }
                element[attribute: part.attributeName] = image
            case .color(let key):
                guard let color = colorElement(resolved, key: key) else { return untranslated(member, of: object, translator: translator, why: "it is not a colour the modern format holds") }
                element.append(color)
            }
            output.states[state] = element
        case .size(let name):
            guard case .scalar(let scalar) = resolved, let size = LegacyValueParser.parseOffset(scalar.text) else {
                return untranslated(member, of: object, translator: translator, why: "it is not an offset")
            }
            output.children.append(Element("size", ["key": name, "width": InterfaceBuilderWriter.number(size.width), "height": InterfaceBuilderWriter.number(size.height)]))
        case .inset(let name):
            // Written once, from all four sides, when the first of them is met.
            guard !output.children.contains(where: { $0.name == "inset" && $0[attribute: Names.key] == name }),
                  let dot = member.key.lastIndex(of: ".") else { return }
            let base = member.key[..<dot]
            let sides = ["top", "left", "bottom", "right"].map { side in
                table.scalarString("\(base).\(side)", of: object).flatMap { AttributeValueParser.plainNumber($0) } ?? 0
            }
            output.children.append(Element("inset", ["key": name, "minX": InterfaceBuilderWriter.number(sides[1]), "minY": InterfaceBuilderWriter.number(sides[0]),
                                                     "maxX": InterfaceBuilderWriter.number(sides[3]), "maxY": InterfaceBuilderWriter.number(sides[2])]))
        case .accessibility:
            guard case .object(let configuration) = resolved else { return }
            var element = Element("accessibility", ["key": "accessibilityConfiguration"])
            for item in table[configuration].members {
                let value = table.resolve(item.value)
                switch item.key {
                case "IBUIAccessibilityLabel", "IBUIAccessibilityHint", "IBUIAccessibilityIdentifier":
                    // An empty text is written: a label set to nothing silences the default one.
                    if let text = string(value) {
                        element[attribute: ["IBUIAccessibilityLabel": "label", "IBUIAccessibilityHint": "hint", "IBUIAccessibilityIdentifier": "identifier"][item.key] ?? item.key] = text
                    }
                case "IBUIAccessibilityTraits":
                    guard case .scalar(let scalar) = value, let bits = UInt64(scalar.text.trimmingCharacters(in: .whitespaces)) else {
                        untranslated(item, of: object, translator: translator, why: "it is not a trait mask")
                        continue
                    }
                    // Traits set to none are written as such: they replace the class's own.
                    var traits = Element("accessibilityTraits", ["key": "traits"])
                    if bits == 0 { traits[attribute: "none"] = "YES" }
                    for (bit, name) in UpgradeOrder.accessibilityTraits.enumerated() where bits & (1 << UInt64(bit)) != 0 {
                        traits[attribute: name] = "YES"
                    }
                    element.append(traits)
                case "IBUIIsAccessibilityElement":
                    if case .scalar(let scalar) = value { element.append(Element("bool", ["key": "isElement", "value": scalar.text == "YES" || scalar.text == "1" ? "YES" : "NO"])) }
                default:
                    untranslated(item, of: object, translator: translator, why: "an accessibility setting the translation does not carry")
                }
            }
            if !element.children.isEmpty || element.attributes.count > 1 { output.children.append(element) }
        case .structure:
            structure(member, resolved: resolved, of: object, translator: translator, depth: depth, to: &output)
        }
    }

    private mutating func structure(_ member: LegacyArchiveMember, resolved: LegacyObjectTable.Resolved, of object: Int,
                                    translator: ClassTranslator, depth: Int, to output: inout Output) {
        switch member.key {
        case LegacyIBNames.frameKey, LegacyIBNames.frameSizeKey:
            guard case .scalar(let scalar) = resolved else { return }
            let rect = member.key == LegacyIBNames.frameKey ? LegacyValueParser.parseRect(scalar.text)
                : LegacyValueParser.parseSize(scalar.text).map { Rect(x: 0, y: 0, width: $0.width, height: $0.height) }
            guard let rect else { return untranslated(member, of: object, translator: translator, why: "it is not a frame") }
            output.children.removeAll { $0.name == "rect" && $0[attribute: Names.key] == "frame" }
            output.children.append(Element("rect", ["key": "frame", "x": InterfaceBuilderWriter.number(rect.x), "y": InterfaceBuilderWriter.number(rect.y),
                                                    "width": InterfaceBuilderWriter.number(rect.width), "height": InterfaceBuilderWriter.number(rect.height)]))
        case LegacyIBNames.viewFlagsKey:
            guard case .scalar(let scalar) = resolved, case .success(let flags) = LegacyValueParser.parseInteger(scalar.text) else {
                return untranslated(member, of: object, translator: translator, why: "it is not an integer")
            }
            output.viewFlags(UInt32(truncatingIfNeeded: flags))
        case LegacyIBNames.subviewsKey:
            guard case .object(let array) = resolved else { return }
            let contentView = table.memberObject(LegacyIBNames.cellContentViewKey, of: object)
            var subviews = Element("subviews")
            for item in subviewItems(array) {
                guard let child = index.object(item) else {
                    missing(item, in: member, of: object, translator: translator)
                    continue
                }
                guard !barItemViews.contains(child) else { continue }
                if child == contentView {
                    if var content = element(child, key: "contentView", depth: depth + 1) {
                        content.name = "tableViewCellContentView"
                        // Its clear background is UIKit's default, which Xcode does not write.
                        content.children.removeAll { node in
                            guard let color = node.element else { return false }
                            return color.name == "color" && color[attribute: "key"] == "backgroundColor" && color[attribute: "alpha"] == LegacyColor.xcodeNumber(0)
                        }
                        output.children.append(content)
                    }
                } else if let element = element(child, key: nil, depth: depth + 2) {
                    subviews.append(element)
                }
            }
            if !subviews.children.isEmpty { output.children.append(subviews) }
        case "IBUIItems":
            guard case .object(let array) = resolved else { return }
            var items = Element("items")
            for item in table[array].items {
                guard let child = index.object(item) else {
                    missing(item, in: member, of: object, translator: translator)
                    continue
                }
                if let element = element(child, key: nil, depth: depth + 2) { items.append(element) }
            }
            output.children.append(items)
        case "IBUIViewControllers":
            guard case .object(let array) = resolved else { return }
            var controllers = Element("viewControllers")
            for item in table[array].items {
                guard let child = index.object(item) else {
                    missing(item, in: member, of: object, translator: translator)
                    continue
                }
                if let element = element(child, key: nil, depth: depth + 2) { controllers.append(element) }
            }
            output.children.append(controllers)
        case "IBUICustomView", "IBUIView", "IBUILeftBarButtonItem", "IBUIRightBarButtonItem", "IBUINavigationBar", "IBUINavigationItem", "IBUIToolbar", "IBUIBackBarButtonItem":
            guard case .object(let child) = resolved else { return }
            let key = ["IBUICustomView": "customView", "IBUIView": "view", "IBUILeftBarButtonItem": "leftBarButtonItem",
                       "IBUIRightBarButtonItem": "rightBarButtonItem", "IBUINavigationBar": "navigationBar", "IBUINavigationItem": "navigationItem",
                       "IBUIToolbar": "toolbar", "IBUIBackBarButtonItem": "backBarButtonItem"][member.key] ?? member.key
            if let element = element(child, key: key, depth: depth + 1) { output.children.append(element) }
        case let key where UpgradeOrder.simulatedMetricsKeys[key] != nil:
            // A screen chosen as the destination is the document's default screen, which Xcode
            // does not write on the view.
            if case .object(let metrics) = resolved, table[metrics].className == "IBUIScreenMetrics" { return }
            guard let element = simulatedMetrics(resolved, key: key) else {
                return untranslated(member, of: object, translator: translator, why: "simulated metrics of a kind the translation does not carry")
            }
            output.children.append(element)
        case "preferredMaxLayoutWidth":
            // An automatic width, which Xcode does not write, leaves the archived one unused; so
            // does a document without Auto Layout, where no intrinsic size is asked for.
            guard usesAutoLayout, table.scalarString("useAutomaticPreferredMaxLayoutWidth", of: object) != "YES" else { return }
            guard case .scalar(let scalar) = resolved, let value = convert(scalar, .number) else {
                return untranslated(member, of: object, translator: translator, why: "it is not a number")
            }
            output.attributes["preferredMaxLayoutWidth"] = value
        case "IBUIDataDetectorTypes":
            guard case .scalar(let scalar) = resolved, let bits = Int64(scalar.text.trimmingCharacters(in: .whitespaces)) else {
                return untranslated(member, of: object, translator: translator, why: "it is not a detector mask")
            }
            // UIKit's default (phone numbers in a web view, nothing in a text view) is not written.
            guard bits != (translator.element == "webView" ? 1 : 0) else { return }
            var element = Element("dataDetectorType", ["key": "dataDetectorTypes"])
            for (bit, name) in UpgradeOrder.dataDetectors.enumerated() where bits & (1 << Int64(bit)) != 0 { element[attribute: name] = "YES" }
            output.children.append(element)
        case "IBUIDetectsPhoneNumbers":
            // An archive from before detector types: the flag alone says them.
            guard table[object].member("IBUIDataDetectorTypes") == nil else { return }
            guard case .scalar(let scalar) = resolved, let detects = convert(scalar, .bool) else {
                return untranslated(member, of: object, translator: translator, why: "it is not a flag")
            }
            if detects == "NO" { output.children.append(Element("dataDetectorType", ["key": "dataDetectorTypes"])) }
        case "IBUIFont":
            // An archive from before font descriptions: the NSFont, Helvetica being the system font.
            guard table[object].member("IBUIFontDescription") == nil else { return }
            guard case .object(let font) = resolved, let name = table.scalarString("NSName", of: font),
                  let sizeText = table.scalarString("NSSize", of: font), let size = AttributeValueParser.plainNumber(sizeText) else {
                return untranslated(member, of: object, translator: translator, why: "it is not a font")
            }
            var element = Element("fontDescription", ["key": "fontDescription"])
            if let type = UpgradeOrder.systemFontNames[name] {
                element[attribute: "type"] = type
            } else {
                element[attribute: "name"] = name
            }
            element[attribute: "pointSize"] = InterfaceBuilderWriter.number(size)
            output.children.append(element)
        case "IBScopeButtonTitles":
            guard case .object(let titles) = resolved else {
                return untranslated(member, of: object, translator: translator, why: "it is not a list of titles")
            }
            var scopes = Element("scopeButtonTitles")
            for title in table[titles].items {
                guard let text = string(table.resolve(title)) else { continue }
                var element = Element("string")
                element.children = [.text(XMLTree.Text(text))]
                scopes.append(element)
            }
            if !scopes.children.isEmpty { output.children.append(scopes) }
        case "IBSegmentTitles":
            guard case .object(let titles) = resolved else { return }
            var segments = Element("segments")
            let images = table.memberObject("IBSegmentImages", of: object).map { table[$0].items } ?? []
            let widths = table.memberObject("IBSegmentWidths", of: object).map { table[$0].items } ?? []
            for (position, title) in table[titles].items.enumerated() {
                var segment = Element("segment")
                if let text = string(table.resolve(title)) { segment[attribute: "title"] = text }
                if position < images.count, let image = imageName(table.resolve(images[position])) { segment[attribute: "image"] = image }
                if position < widths.count, case .scalar(let width) = table.resolve(widths[position]),
                   let value = Double(width.text), value != 0 { segment[attribute: "width"] = InterfaceBuilderWriter.number(value) }
                segments.append(segment)
            }
            output.children.append(segments)
        default:
            // Read with another member (segment counts, widths, images, states, offsets; the
            // cell's content view; a proxy's identifier).
            break
        }
    }

    /// Interface Builder's simulated metrics (status bar, bars, orientation, a freeform size).
    private func simulatedMetrics(_ resolved: LegacyObjectTable.Resolved, key: String) -> Element? {
        guard let modernKey = UpgradeOrder.simulatedMetricsKeys[key] else { return nil }
        if case .null = resolved { return Element("nil", ["key": modernKey]) }
        guard case .object(let metrics) = resolved else { return nil }
        switch table[metrics].className {
        case "IBUISimulatedStatusBarMetrics":
            var element = Element("simulatedStatusBarMetrics", ["key": modernKey])
            if let style = table.scalarString("IBUIStatusBarStyle", of: metrics).flatMap({ Int64($0) }), style != 0 {
                guard let name = UpgradeOrder.statusBarStyles[style] else { return nil }
                element[attribute: "statusBarStyle"] = name
            }
            return element
        case "IBUISimulatedNavigationBarMetrics":
            var element = Element("simulatedNavigationBarMetrics", ["key": modernKey])
            if let prompted = table.scalarString("IBUIPrompted", of: metrics) { element[attribute: "prompted"] = prompted == "YES" ? "YES" : "NO" }
            return element
        case "IBUISimulatedTabBarMetrics": return Element("simulatedTabBarMetrics", ["key": modernKey])
        case "IBUISimulatedToolbarMetrics": return Element("simulatedToolbarMetrics", ["key": modernKey])
        case "IBUISimulatedOrientationMetrics":
            guard let raw = table.scalarString("IBUIInterfaceOrientation", of: metrics).flatMap({ Int64($0) }),
                  let orientation = UpgradeOrder.orientations[raw] else { return nil }
            return Element("simulatedOrientationMetrics", ["key": modernKey, "orientation": orientation])
        case "IBUISimulatedSizeMetrics" where table.scalarString("IBUISimulatedSizeMetricsClass", of: metrics) == "IBUISimulatedFreeformSizeMetricsSentinel":
            return Element("freeformSimulatedSizeMetrics", ["key": modernKey])
        default:
            return nil
        }
    }

    /// The items of `NSSubviews`: an array's items, or a dictionary's values in order.
    private func subviewItems(_ array: Int) -> [LegacyArchiveValue] {
        let container = table[array]
        if !container.items.isEmpty || container.element != LegacyIBNames.dictionaryElement { return container.items }
        return container.members.compactMap { $0.key.hasPrefix(LegacyIBNames.nsKeyPrefix) ? nil : $0.value }
    }

    private mutating func text(_ resolved: LegacyObjectTable.Resolved, member: LegacyArchiveMember, of object: Int,
                               translator: ClassTranslator, to output: inout Output) {
        var mutable = false
        var value: String?
        switch resolved {
        case .scalar: value = string(resolved)
        case .object(let string) where LegacyIBNames.stringClasses.contains(table[string].className):
            mutable = true
            if case .scalar(let bytes)? = table.member(LegacyIBNames.stringBytesKey, of: string) {
                value = bytes.element == .bytes ? LegacyValueParser.decodeBase64UTF8(bytes.text) : bytes.string
            } else {
                value = ""
            }
        case .null: return
        default: break
        }
        guard let value else { return untranslated(member, of: object, translator: translator, why: "it is not a text") }
        // An empty text is UIKit's default, which Xcode does not write.
        guard !value.isEmpty else { return }
        if mutable {
            var element = Element("mutableString", ["key": "text"])
            element.children = [.text(XMLTree.Text(value))]
            output.children.append(element)
        } else if translator.element == "textView" || UpgradeStringForm.needsElement(value) {
            output.children.append(UpgradeStringForm.element("text", value))
        } else {
            output.attributes["text"] = value
        }
    }

    // MARK: Values

    private func convert(_ scalar: LegacyArchiveScalar, _ conversion: UpgradeValue) -> String? {
        switch conversion {
        case .string:
            return scalar.string
        case .bool:
            switch scalar.text.trimmingCharacters(in: .whitespaces) {
            case "YES", "1", "true": return "YES"
            case "NO", "0", "false": return "NO"
            default: return nil
            }
        case .number:
            let text = scalar.text.trimmingCharacters(in: .whitespaces)
            if scalar.element.isInteger, let integer = Int64(text) { return String(integer) }
            guard let number = AttributeValueParser.plainNumber(text) else { return nil }
            // Xcode reads a <float> as a 32-bit float and writes it with 17 digits.
            let value = scalar.element == .float ? Double(Float(number)) : number
            return value == value.rounded() && abs(value) < 1e15 ? InterfaceBuilderWriter.number(value) : LegacyColor.xcodeNumber(value)
        case .enumeration(let cases):
            guard let raw = Int64(scalar.text.trimmingCharacters(in: .whitespaces)) else { return nil }
            return cases[raw]
        }
    }

    private func string(_ resolved: LegacyObjectTable.Resolved) -> String? {
        if case .scalar(let scalar) = resolved { return scalar.string }
        return nil
    }

    private func colorElement(_ resolved: LegacyObjectTable.Resolved, key: String) -> Element? {
        switch resolved {
        case .null:
            return Element("nil", ["key": key])
        case .object(let object):
            guard let color = table.color(object) else { return nil }
            var element = Element("color", ["key": key])
            element.attributes += color.attributes.map { XMLTree.Attribute($0.name, $0.value) }
            return element
        default:
            return nil
        }
    }

    /// `IBUIFontDescription`: a system font by type, or a named font of a family.
    private func fontElement(_ font: Int) -> Element? {
        guard let text = table.scalarString("pointSize", of: font), let size = AttributeValueParser.plainNumber(text) else { return nil }
        var element = Element("fontDescription", ["key": "fontDescription"])
        if let name = table.scalarString("name", of: font) {
            element[attribute: "name"] = name
            if let family = table.scalarString("family", of: font) { element[attribute: "family"] = family }
        } else if let type = table.scalarString("type", of: font).flatMap({ Int64($0) }), let name = UpgradeOrder.fontTypes[type] {
            element[attribute: "type"] = name
        } else {
            return nil
        }
        element[attribute: "pointSize"] = InterfaceBuilderWriter.number(size)
        return element
    }

    /// An `NSCustomResource` image's name, recorded for `<resources>`.
    private mutating func imageName(_ resolved: LegacyObjectTable.Resolved) -> String? {
        guard case .object(let image) = resolved, table[image].className == LegacyIBNames.customResourceClass,
              let name = table.scalarString(LegacyIBNames.resourceNameKey, of: image) else { return nil }
        if recordedImageNames.insert(name).inserted { imageNames.append(name) }
        return name
    }

    /// UIKit's defaults that Xcode leaves out: a rounded-rect button's bold 15-point font, its blue
    /// normal title colour and white highlighted title colour.
    private func omitUIKitDefaults(_ translator: ClassTranslator, _ output: inout Output) {
        // A label archived without a font has UIKit's, which Xcode spells out.
        if translator.element == "label", !output.children.contains(where: { $0.name == "fontDescription" }) {
            output.children.append(Element("fontDescription", ["key": "fontDescription", "type": "system", "pointSize": "17"]))
        }
        // A text field's text is opaque black unless it says otherwise, and Xcode leaves that out.
        if translator.element == "textField" {
            output.children.removeAll { color in
                color.name == "color" && color[attribute: Names.key] == "textColor"
                    && color[attribute: "white"].flatMap(Double.init) == 0 && color[attribute: "alpha"].flatMap(Double.init) == 1
            }
        }
        guard translator.element == "button", output.attributes["buttonType"] == "roundedRect" else { return }
        output.children.removeAll { $0.name == "fontDescription" && $0[attribute: "type"] == "boldSystem" && $0[attribute: "pointSize"] == "15" }
        for (state, defaults) in UpgradeOrder.roundedRectTitleColors {
            guard var element = output.states[state] else { continue }
            element.children.removeAll { child in
                guard let color = child.element, color[attribute: Names.key] == "titleColor" else { return false }
                return defaults.allSatisfy { name, value in color[attribute: name].flatMap { Double($0) }.map { abs($0 - value) < 0.001 } ?? false }
            }
            if element.children.isEmpty, element.attributes.isEmpty { output.states[state] = nil } else { output.states[state] = element }
        }
    }

    /// The object's `flattenedProperties` entries: user-defined runtime attributes become
    /// `<userDefinedRuntimeAttributes>`; editor bookkeeping is not written; anything else is reported.
    private mutating func flattenedProperties(of object: Int, translator: ClassTranslator) -> (children: [Element], attributes: [(String, String)]) {
        guard let objectID = index.objectIDs[object], let properties = index.properties[objectID] else { return ([], []) }
        var runtime = Element("userDefinedRuntimeAttributes")
        var children: [Element] = []
        var attributes: [(String, String)] = []
        for (name, value) in properties {
            switch name {
            case LegacyIBNames.viewConstraintsKey where usesAutoLayout:
                if let constraints = constraintsElement(value, of: object, translator: translator) { children.append(constraints) }
            case LegacyIBNames.translatesAutoresizingMaskKey where usesAutoLayout:
                // The modern format's default is YES, which Xcode does not write.
                if case .scalar(let scalar) = table.resolve(value), convert(scalar, .bool) == "NO" {
                    attributes.append(("translatesAutoresizingMaskIntoConstraints", "NO"))
                }
            case _ where UpgradeBookkeeping.carriesNoDesign(name, value, in: index):
                continue
            case "IBAttributePlaceholdersKey":
                guard let dictionary = index.object(value) else { continue }
                for (_, placeholder) in index.entries(dictionary) {
                    guard let placeholder = index.object(placeholder),
                          case .object(let list)? = table.member("userDefinedRuntimeAttributes", of: placeholder) else { continue }
                    for item in table[list].items {
                        guard let attribute = index.object(item) else { continue }
                        if let element = runtimeAttribute(attribute) {
                            runtime.append(element)
                        } else {
                            diagnostics.append(.warning(.untranslatedProperty, "a user-defined runtime attribute of \(translator.archivedClass) (object \(identifier(object))) is not translated: its type is not one the translation carries", at: at(table[attribute].position)))
                        }
                    }
                }
            default:
                let position = index.object(value).map { table[$0].position } ?? table[object].position
                diagnostics.append(.warning(.untranslatedProperty, "\(TerminalText.shortened(name)) of \(translator.archivedClass) (object \(identifier(object))) is not translated; the upgraded document leaves it out", at: at(position)))
            }
        }
        if !runtime.children.isEmpty { children.append(runtime) }
        return (children, attributes)
    }

    /// The `<constraints>` a view holds, from its list of `IBNSLayoutConstraint`s: each one's ids
    /// kept, the first item left out when it is the holding view, as Xcode writes them; a
    /// constraint that cannot be read is a warning at it.
    private mutating func constraintsElement(_ value: LegacyArchiveValue, of holder: Int, translator: ClassTranslator) -> Element? {
        guard let list = index.object(value) else { return nil }
        var constraints = Element(Names.constraints)
        for item in table[list].items {
            guard let constraint = index.object(item) else { continue }
            if let element = constraintElement(constraint, holder: holder) {
                constraints.append(element)
            } else {
                diagnostics.append(.warning(.untranslatedProperty, "a constraint of \(translator.archivedClass) (object \(identifier(holder))) is not translated: its items or attributes cannot be read; the upgraded document leaves it out", at: at(table[constraint].position)))
            }
        }
        return constraints.children.isEmpty ? nil : constraints
    }

    /// One `IBNSLayoutConstraint` as a `<constraint>`; `nil` when it cannot be read.
    private mutating func constraintElement(_ constraint: Int, holder: Int) -> Element? {
        func number(_ key: String, of object: Int) -> Double? {
            table.scalarString(key, of: object).flatMap { AttributeValueParser.plainNumber($0) }
        }
        guard let first = table.memberObject("firstItem", of: constraint),
              let firstAttribute = number("firstAttribute", of: constraint).flatMap({ LegacyIBNames.layoutAttributes[Int64($0)] }) else { return nil }
        var element = Element(Names.constraint, position: Self.position(table[constraint].position))
        if first != holder { element[attribute: "firstItem"] = identifier(first) }
        element[attribute: "firstAttribute"] = firstAttribute
        switch number("relation", of: constraint) ?? 0 {
        case 0: break
        case -1: element[attribute: "relation"] = "lessThanOrEqual"
        case 1: element[attribute: "relation"] = "greaterThanOrEqual"
        default: return nil
        }
        if let second = table.memberObject("secondItem", of: constraint) {
            guard let secondAttribute = number("secondAttribute", of: constraint).flatMap({ LegacyIBNames.layoutAttributes[Int64($0)] }) else { return nil }
            element[attribute: "secondItem"] = identifier(second)
            element[attribute: "secondAttribute"] = secondAttribute
        }
        if let multiplier = number("multiplier", of: constraint), multiplier != 1 {
            element[attribute: "multiplier"] = InterfaceBuilderWriter.number(multiplier)
        }
        var symbolic = false
        if let constant = table.memberObject("constant", of: constraint) {
            symbolic = table[constant].className == "IBNSLayoutSymbolicConstant"
            if let value = number("value", of: constant), value != 0 { element[attribute: "constant"] = InterfaceBuilderWriter.number(value) }
        }
        if let priority = number("priority", of: constraint), priority != 1000 {
            element[attribute: "priority"] = InterfaceBuilderWriter.number(priority)
        }
        if symbolic { element[attribute: "symbolic"] = Names.yes }
        element[attribute: Names.id] = identifier(constraint)
        return element
    }

    /// `IBUserDefinedRuntimeAttribute`: strings and booleans as attributes, numbers as a value element.
    private func runtimeAttribute(_ attribute: Int) -> Element? {
        guard let keyPath = table.scalarString("keyPath", of: attribute),
              let type = table.scalarString("typeIdentifier", of: attribute)?.split(separator: ".").last.map(String.init) else { return nil }
        let value = table.member("value", of: attribute)
        switch (type, value) {
        case ("string", .scalar(let scalar)?):
            return Element("userDefinedRuntimeAttribute", ["type": "string", "keyPath": keyPath, "value": scalar.string ?? ""])
        case ("boolean", .scalar(let scalar)?):
            return Element("userDefinedRuntimeAttribute", ["type": "boolean", "keyPath": keyPath, "value": scalar.text == "YES" || scalar.text == "1" ? "YES" : "NO"])
        case ("number", .scalar(let scalar)?):
            var element = Element("userDefinedRuntimeAttribute", ["type": "number", "keyPath": keyPath])
            element.append(scalar.element.isInteger ? Element("integer", ["key": "value", "value": scalar.text]) : Element("real", ["key": "value", "value": scalar.text]))
            return element
        default:
            return nil
        }
    }

    // MARK: Ids and connections

    /// The id Xcode gives an object: its objectID, else a new id in Xcode's style.
    private mutating func identifier(_ object: Int) -> String {
        if let id = index.objectIDs[object] { return id }
        if let id = generatedIDs[object] { return id }
        let id = ids.make("\(file)#\(table[object].id ?? "")#\(table[object].position.line):\(table[object].position.column)")
        generatedIDs[object] = id
        return id
    }

    /// The `<connections>` of an object: its outlets, outlet collections and actions.
    private mutating func connections(of object: Int) -> Element? {
        guard let list = connectionsBySource[object], !list.isEmpty else { return nil }
        var element = Element("connections")
        // Xcode writes actions first, then outlets by property name.
        let actions = list.filter { $0.className == LegacyIBNames.eventConnectionClass }
        let others = list.filter { $0.className != LegacyIBNames.eventConnectionClass }.sorted { $0.label < $1.label }
        for connection in actions + others {
            defer { Self.placeLast(in: &element, at: connection.position) }
            let destination = identifier(connection.destination)
            let id = connectionID(connection, of: object, destination: destination)
            switch connection.className {
            case LegacyIBNames.outletConnectionClass:
                element.append(Element("outlet", ["property": connection.label, "destination": destination, "id": id]))
            case LegacyIBNames.outletCollectionConnectionClass:
                var collection = Element("outletCollection", ["property": connection.label, "destination": destination])
                // A view's recognizers are added to the ones it has: Xcode says so.
                if connection.label == "gestureRecognizers" { collection[attribute: "appends"] = "YES" }
                collection[attribute: "id"] = id
                element.append(collection)
            case LegacyIBNames.eventConnectionClass:
                var action = Element("action", ["selector": connection.label, "destination": destination])
                if let type = connection.eventType, type > 0 {
                    guard let event = LegacyIBNames.eventTypes[type], let name = ControlAction.Events.named.first(where: { $0.event == event })?.name else {
                        diagnostics.append(.warning(.untranslatedProperty, "IBEventType \(type) of action '\(TerminalText.shortened(connection.label))' is no control event Xcode names; the action is written without it", at: at(connection.position)))
                        action.attributes.append(.init("id", id))
                        element.append(action)
                        continue
                    }
                    action.attributes.append(.init("eventType", name))
                }
                action.attributes.append(.init("id", id))
                element.append(action)
            default:
                diagnostics.append(.warning(.untranslatedProperty, "connection \(connection.className) '\(TerminalText.shortened(connection.label))' is not translated", at: at(connection.position)))
                continue
            }
            writtenConnections += 1
        }
        return element.children.isEmpty ? nil : element
    }

    /// Connections whose source or destination is no object of the document cannot be written.
    private mutating func reportUnwrittenConnections() {
        for connection in index.connections {
            if !written.contains(connection.source) {
                diagnostics.append(.warning(.untranslatedProperty, "connection '\(TerminalText.shortened(connection.label))' starts at an object the document does not hold (\(table[connection.source].className)); it is left out", at: at(connection.position)))
            } else if !written.contains(connection.destination) {
                diagnostics.append(.warning(.untranslatedProperty, "connection '\(TerminalText.shortened(connection.label))' ends at an object the document does not hold (\(table[connection.destination].className)); its destination id names nothing", at: at(connection.position)))
            }
        }
    }

    // MARK: Diagnostics

    private mutating func untranslated(_ member: LegacyArchiveMember, of object: Int, translator: ClassTranslator, why: String? = nil) {
        let position = self.position(of: member, in: object)
        let what = "\(TerminalText.shortened(member.key)) of \(translator.archivedClass) (object \(identifier(object)))"
        diagnostics.append(.warning(.untranslatedProperty, "\(what) is not translated\(why.map { ": \($0)" } ?? ""); the upgraded document leaves it out", at: at(position)))
    }

    /// Where an archived object or connection stands, kept on the element made from it: what
    /// goes on to edit the upgrade (a merge) reports its findings at the archive's lines.
    private static func position(_ position: LegacyPosition) -> XMLPosition {
        XMLPosition(line: Int(position.line), column: Int(position.column))
    }

    /// Gives the last element of `connections`, when it has no position yet, the archived one.
    private static func placeLast(in connections: inout Element, at position: LegacyPosition) {
        guard let last = connections.children.indices.last, case .element(var element) = connections.children[last], element.position == nil else { return }
        element.position = Self.position(position)
        connections.children[last] = .element(element)
    }

    private func at(_ position: LegacyPosition) -> SourceLocation {
        position.location(in: file)
    }

    /// Where a member of `object` stands: its value's position, or the object's for `<nil>`.
    private func position(of member: LegacyArchiveMember, in object: Int) -> LegacyPosition {
        switch member.value {
        case .object(let index): table[index].position
        case .reference(_, let at): at
        case .scalar(let scalar): scalar.position
        case .null: table[object].position
        }
    }

    /// The keys `object` gives more than once, each with the index of the member that counts (the
    /// last, as the archive's reader keeps); every earlier one is a warning at its line, so that
    /// no value is replaced silently and no element is written twice.
    private mutating func repeatedKeys(of object: Int, translator: ClassTranslator) -> [String: Int] {
        let members = table[object].members
        var last: [String: Int] = [:]
        var seen: Set<String> = []
        var repeated = false
        for (index, member) in members.enumerated() where !member.key.isEmpty {
            if !seen.insert(member.key).inserted { repeated = true }
            last[member.key] = index
        }
        guard repeated else { return [:] }
        var kept: [String: Int] = [:]
        for (index, member) in members.enumerated() where !member.key.isEmpty && last[member.key] != index {
            kept[member.key] = last[member.key]
            diagnostics.append(.warning(.invalidValue, "\(TerminalText.shortened(member.key)) of \(translator.archivedClass) (object \(identifier(object))) is given again later in the object; the upgrade keeps the last value and leaves this one out", at: at(position(of: member, in: object))))
        }
        return kept
    }

    /// The id a connection of `object` is written with: its archived `connectionID`, unless an
    /// object or an earlier connection has that id (then a new one, with a warning at the
    /// connection's record), or a new one when it has none.
    private mutating func connectionID(_ connection: LegacyArchiveIndex.Connection, of object: Int, destination: String) -> String {
        let seed = "\(identifier(object)).\(connection.label).\(destination)"
        guard let archived = connection.connectionID else { return ids.make(seed) }
        let clash = objectIDSet.contains(archived) ? "an object's" : writtenConnectionIDs.contains(archived) ? "another connection's" : nil
        writtenConnectionIDs.insert(archived)
        guard let clash else { return archived }
        let new = ids.make(seed)
        diagnostics.append(.warning(.duplicateID, "connection '\(TerminalText.shortened(connection.label))' of object \(identifier(object)) has id \(TerminalText.shortened(archived)), which is also \(clash); the upgraded document gives it id '\(new)' so that each id is defined once", at: at(connection.position)))
        return new
    }

    /// Says that archived object `object` is not written where it was reached, and why.
    private mutating func lost(_ object: Int, translator: ClassTranslator, why: String) {
        diagnostics.append(.warning(.brokenReference, "\(translator.archivedClass) (object \(identifier(object))): \(why)", at: at(table[object].position)))
    }

    /// Says that an item of a list member names no object (a reference to an id the archive
    /// does not define, or a value that is not an object); the list is written without it.
    private mutating func missing(_ item: LegacyArchiveValue, in member: LegacyArchiveMember, of object: Int, translator: ClassTranslator) {
        let position: LegacyPosition
        let what: String
        switch item {
        case .reference(let id, let at):
            position = at
            what = "names object '\(TerminalText.shortened(id))', which the archive does not define"
        case .scalar(let scalar):
            position = scalar.position
            what = "is not an object"
        case .object(let index):
            position = table[index].position
            what = "is not an object"
        case .null:
            return
        }
        diagnostics.append(.warning(.brokenReference, "an item of \(TerminalText.shortened(member.key)) of \(translator.archivedClass) (object \(identifier(object))) \(what); the upgraded document leaves it out", at: at(position)))
    }

    private typealias Names = ModernIBNames
}

private extension UpgradeRule.ButtonPart {
    var attributeName: String {
        switch self {
        case .title: "title"
        case .image: "image"
        case .backgroundImage: "backgroundImage"
        case .color(let key): key
        }
    }
}

import LayoutCore

/// Turns the object table of a legacy archive into a ``Document``: resolves references, reads the
/// object records (ids, user labels), custom classes, File's Owner and First Responder, outlets and
/// actions, then the view trees of the root objects.
///
/// Every problem becomes a ``Diagnostic`` at its line; errors make the import fail (the caller
/// throws them all at once), warnings and notes travel with the document.
package struct LegacyDocumentBuilder {
    /// Deeper view trees than this are refused: references can chain views far deeper than the XML
    /// nesting limit allows, and the model's value trees are compared recursively.
    package static let maximumViewDepth = 512

    let table: LegacyObjectTable
    let file: String
    private(set) var diagnostics: [Diagnostic] = []

    /// Table index -> `IBObjectRecord` objectID: the id Interface Builder shows, and the one Xcode
    /// keeps when it converts an archive to the modern format.
    private var objectIDs: [Int: String] = [:]
    private var userLabels: [Int: String] = [:]
    private var customClassByObjectID: [String: String] = [:]
    /// The objectIDs of the views that do not translate their masks into constraints, in an
    /// archive that uses Auto Layout.
    private var notTranslatingMask: Set<String> = []
    private var usesAutoLayout = false
    private var filesOwner: Int?
    private var firstResponder: Int?
    private var outlets: [Scene.Outlet] = []
    private var actionsBySource: [Int: [ControlAction]] = [:]
    /// Where each action of `actionsBySource` is archived, in the same order.
    private var actionLocations: [Int: [SourceLocation]] = [:]
    private var ignoredConnections = 0
    private var connectionsLocation: SourceLocation?
    private var placed: Set<Int> = []

    init(table: LegacyObjectTable, file: String) {
        self.table = table
        self.file = file
    }

    /// The document, or `nil` when the archive lacks what a document needs (the errors say what).
    mutating func build(dataIndex: Int?, documentType: String?, version: String?, archiveLocation: SourceLocation?) -> Document? {
        guard let data = dataIndex else {
            diagnostics.append(.error(.invalidValue, "the archive has no <data> element", at: archiveLocation ?? SourceLocation(file: file, line: 1, column: 1)))
            return nil
        }
        usesAutoLayout = table.scalarString(LegacyIBNames.useAutolayoutKey, of: data) == "YES"
        let container = objectMember(LegacyIBNames.objectsKey, of: data, expecting: "an IBObjectContainer")
        if let container {
            readObjectRecords(container)
            readCustomClasses(container)
        } else {
            diagnostics.append(.warning(
                .ignoredContent,
                "the archive has no \(LegacyIBNames.objectsKey): objects get their archive ids, and custom classes, user labels, outlets and actions are unknown",
                at: at(table[data].position)
            ))
        }
        findProxies()
        if let container { readConnections(container) }

        var views: [ViewNode] = []
        if let roots = objectMember(LegacyIBNames.rootObjectsKey, of: data, expecting: "an array") {
            for item in table[roots].items {
                guard let index = itemObject(item) else { continue }
                guard isRootView(index) else { continue }
                if let tree = buildTree(root: index, location: at(table[index].position)) { views.append(tree) }
            }
        } else {
            diagnostics.append(.error(.invalidValue, "the archive has no \(LegacyIBNames.rootObjectsKey)", at: at(table[data].position)))
        }
        noteIgnoredConnections()

        let scene = Scene(
            id: nil,
            ownerID: filesOwner.map(identifier),
            ownerClass: filesOwner.flatMap(customClass),
            outlets: outlets,
            views: views,
            location: filesOwner.map { at(table[$0].position) }
        )
        return Document(file: file, format: .legacyArchive, documentType: documentType, version: version, scenes: [scene])
    }

    // MARK: Object records, custom classes, proxies

    private mutating func readObjectRecords(_ container: Int) {
        guard let recordSet = objectMember(LegacyIBNames.objectRecordsKey, of: container, expecting: "an IBMutableOrderedSet") else { return }
        // 7.x and 8.x wrap the records in `orderedObjects`; accept a bare array too.
        let records = objectMember(LegacyIBNames.orderedObjectsKey, of: recordSet, expecting: "an array") ?? recordSet
        var recordByObjectID: [String: SourceLocation] = [:]
        for item in table[records].items {
            guard let record = itemObject(item) else { continue }
            guard let objectID = recordObjectID(record) else { continue }
            if let earlier = recordByObjectID[objectID] {
                diagnostics.append(.error(
                    .brokenReference,
                    "objectID \(objectID) is used by two object records",
                    at: at(table[record].position),
                    notes: [DiagnosticNote(location: earlier, message: "first used here")]
                ))
                continue
            }
            recordByObjectID[objectID] = at(table[record].position)
            guard let object = objectMember(LegacyIBNames.objectKey, of: record, expecting: "an object") else { continue }
            if objectIDs[object] == nil { objectIDs[object] = objectID }
            if let name = string(LegacyIBNames.objectNameKey, of: record) { userLabels[object] = name }
        }
    }

    /// A record's objectID: `<int key="objectID">` (Interface Builder 3.x), or `<string key="id">`
    /// (Interface Builder 4.x, Xcode 5), which holds the same number as text or, from Xcode 4.6
    /// on, an id in Xcode's alphanumeric style (`6sv-JD-j8Z`), kept as it is.
    private mutating func recordObjectID(_ record: Int) -> String? {
        let range = LegacyIBNames.objectIDRange
        if table[record].member(LegacyIBNames.objectIDKey) != nil {
            return integer(LegacyIBNames.objectIDKey, of: record, range: range).map { String($0) }
        }
        guard let text = string(LegacyIBNames.objectRecordIDKey, of: record) else { return nil }
        guard let id = LegacyValueParser.parseObjectID(text, range: range) else {
            let expected = "an integer objectID (\(range.lowerBound)...\(range.upperBound)) or an id of letters, digits, '-' and '_' (at most \(LegacyValueParser.maximumObjectIDLength))"
            diagnostics.append(badValue(LegacyIBNames.objectRecordIDKey, text, expected: expected, of: record))
            return nil
        }
        return id
    }

    private mutating func readCustomClasses(_ container: Int) {
        guard let properties = objectMember(LegacyIBNames.flattenedPropertiesKey, of: container, expecting: "a dictionary") else { return }
        let maskSuffix = "." + LegacyIBNames.translatesAutoresizingMaskKey
        for entry in dictionaryEntries(properties) {
            if usesAutoLayout, entry.key.hasSuffix(maskSuffix), case .scalar(let flag) = table.resolve(entry.value), flag.text == "NO" {
                notTranslatingMask.insert(String(entry.key.dropLast(maskSuffix.count)))
                continue
            }
            guard entry.key.hasSuffix(LegacyIBNames.customClassNameSuffix) else { continue }
            let objectID = String(entry.key.dropLast(LegacyIBNames.customClassNameSuffix.count))
            guard let name = stringValue(entry.value, key: entry.key, owner: properties) else { continue }
            customClassByObjectID[objectID] = name
        }
    }

    /// A dictionary's entries in any of its three encodings: 7.x parallel `dict.sortedKeys` and
    /// `dict.values` arrays, `NS.key.N` / `NS.object.N` pairs, or 8.x members keyed directly.
    private mutating func dictionaryEntries(_ index: Int) -> [(key: String, value: LegacyArchiveValue)] {
        let object = table[index]
        if object.member(LegacyIBNames.dictSortedKeysKey) != nil || object.member(LegacyIBNames.dictValuesKey) != nil {
            guard let keys = objectMember(LegacyIBNames.dictSortedKeysKey, of: index, expecting: "an array"),
                  let values = objectMember(LegacyIBNames.dictValuesKey, of: index, expecting: "an array") else {
                diagnostics.append(.error(.invalidValue, "a dictionary needs both \(LegacyIBNames.dictSortedKeysKey) and \(LegacyIBNames.dictValuesKey)", at: at(object.position)))
                return []
            }
            let keyItems = table[keys].items
            let valueItems = table[values].items
            guard keyItems.count == valueItems.count else {
                diagnostics.append(.error(
                    .invalidValue,
                    "\(LegacyIBNames.dictSortedKeysKey) has \(keyItems.count) entries but \(LegacyIBNames.dictValuesKey) has \(valueItems.count)",
                    at: at(table[values].position)
                ))
                return []
            }
            var entries: [(key: String, value: LegacyArchiveValue)] = []
            for (keyItem, value) in zip(keyItems, valueItems) {
                guard let key = stringValue(keyItem, key: LegacyIBNames.dictSortedKeysKey, owner: keys) else { continue }
                entries.append((key, value))
            }
            return entries
        }
        // NS.object.N by N, gathered once: pairing by a scan per key would be quadratic.
        var pairedValues: [Substring: LegacyArchiveValue] = [:]
        for member in object.members where member.key.hasPrefix(LegacyIBNames.nsObjectPrefix) {
            pairedValues[member.key.dropFirst(LegacyIBNames.nsObjectPrefix.count)] = member.value
        }
        var entries: [(key: String, value: LegacyArchiveValue)] = []
        for member in object.members {
            let (key, value) = (member.key, member.value)
            if key.hasPrefix(LegacyIBNames.nsKeyPrefix) {
                let suffix = key.dropFirst(LegacyIBNames.nsKeyPrefix.count)
                guard let dictionaryKey = stringValue(value, key: key, owner: index) else { continue }
                guard let paired = pairedValues[suffix] else {
                    diagnostics.append(.error(.invalidValue, "\(key) has no \(LegacyIBNames.nsObjectPrefix)\(suffix)", at: valueLocation(value, owner: index)))
                    continue
                }
                entries.append((dictionaryKey, paired))
            } else if !key.hasPrefix(LegacyIBNames.nsObjectPrefix) {
                entries.append((key, value))
            }
        }
        return entries
    }

    private mutating func findProxies() {
        for index in table.objects.indices where table[index].className == LegacyIBNames.proxyObjectClass {
            switch string(LegacyIBNames.proxiedObjectIdentifierKey, of: index) {
            case LegacyIBNames.filesOwnerIdentifier?: if filesOwner == nil { filesOwner = index }
            case LegacyIBNames.firstResponderIdentifier?: if firstResponder == nil { firstResponder = index }
            default: break
            }
        }
    }

    // MARK: Connections

    private mutating func readConnections(_ container: Int) {
        guard let records = objectMember(LegacyIBNames.connectionRecordsKey, of: container, expecting: "an array") else { return }
        connectionsLocation = at(table[records].position)
        for item in table[records].items {
            guard let record = itemObject(item),
                  let connection = objectMember(LegacyIBNames.connectionKey, of: record, expecting: "a connection") else { continue }
            let className = table[connection].className
            let isOutlet = className == LegacyIBNames.outletConnectionClass || className == LegacyIBNames.outletCollectionConnectionClass
            guard isOutlet || className == LegacyIBNames.eventConnectionClass else {
                ignoredConnections += 1
                continue
            }
            let reported = diagnostics.count
            let label = string(LegacyIBNames.labelKey, of: connection)
            let source = objectMember(LegacyIBNames.sourceKey, of: connection, expecting: "an object")
            let destination = objectMember(LegacyIBNames.destinationKey, of: connection, expecting: "an object")
            guard let label, let source, let destination else {
                // A dangling or mistyped member was reported at its own line already.
                guard diagnostics.count == reported else { continue }
                let missing = [label == nil ? "label" : nil, source == nil ? "source" : nil, destination == nil ? "destination" : nil]
                    .compactMap { $0 }
                diagnostics.append(.error(.brokenReference, "\(className) has no \(missing.joined(separator: ", "))", at: at(table[connection].position)))
                continue
            }
            let location = at(table[connection].position)
            if isOutlet {
                if source == filesOwner {
                    outlets.append(Scene.Outlet(property: label, destination: ViewID(identifier(destination)), location: location))
                } else {
                    ignoredConnections += 1
                }
            } else {
                let eventType = integer(LegacyIBNames.eventTypeKey, of: connection, range: 0...32)
                if table[connection].member(LegacyIBNames.eventTypeKey) != nil, eventType == nil { continue }
                // Absent (or 0) means no event, as for a bar button item's action.
                var events: ControlAction.Events = []
                if let eventType, eventType > 0 {
                    if let named = LegacyIBNames.eventTypes[eventType] {
                        events = named
                    } else {
                        diagnostics.append(.warning(
                            .invalidValue,
                            "\(LegacyIBNames.eventTypeKey) \(eventType) is control event bit \(eventType - 1), which UIKit does not name and Interface Builder never writes; action '\(TerminalText.shortened(label))' is kept without it",
                            at: location
                        ))
                    }
                }
                actionsBySource[source, default: []].append(ControlAction(target: target(destination), selector: label, events: events))
                actionLocations[source, default: []].append(location)
            }
        }
    }

    private func target(_ index: Int) -> ControlAction.Target {
        if index == filesOwner { return .filesOwner }
        if index == firstResponder { return .firstResponder }
        return .object(id: ViewID(identifier(index)))
    }

    private mutating func noteIgnoredConnections() {
        let unplacedActions = actionsBySource.keys.filter { !placed.contains($0) }
        let total = ignoredConnections + unplacedActions.reduce(0) { $0 + (actionsBySource[$1]?.count ?? 0) }
        guard total > 0, let connectionsLocation else { return }
        diagnostics.append(Diagnostic(
            severity: .note,
            location: connectionsLocation,
            rule: .ignoredContent,
            message: "\(total) connection\(total == 1 ? "" : "s") not imported: the model keeps File's Owner's outlets and the actions of views in the trees only"
        ))
    }

    // MARK: Views

    /// Whether a root object is a view: a known view class, or an unknown class with view
    /// properties (frame, flags, subviews). Every object in `NSSubviews` is a view regardless.
    private func isRootView(_ index: Int) -> Bool {
        let object = table[index]
        if LegacyIBNames.viewClasses[object.className] != nil { return true }
        if LegacyIBNames.nonViewClasses.contains(object.className) { return false }
        return LegacyIBNames.viewMarkerKeys.contains { object.member($0) != nil }
    }

    private mutating func viewClass(_ index: Int, parent: Int?) -> ViewClass {
        let className = table[index].className
        let uikitClass: String
        if let parent, table.memberObject(LegacyIBNames.cellContentViewKey, of: parent) == index {
            uikitClass = LegacyIBNames.cellContentViewClass
        } else if let known = LegacyIBNames.viewClasses[className] {
            uikitClass = known
        } else {
            // `IBUIFoo` decodes to `UIFoo` by Interface Builder's naming; anything else (and a
            // known non-view class found among subviews) is read as a plain UIView. Matching
            // treats a UIKit class it does not know as a direct UIView subclass.
            let isNonView = LegacyIBNames.nonViewClasses.contains(className)
            uikitClass = !isNonView && className.hasPrefix("IBUI") && className.count > 4 ? String(className.dropFirst(2)) : "UIView"
            let shown = className.isEmpty ? "an object with no class"
                : isNonView ? "\(className), which is not a view class," : "unknown class \(className)"
            diagnostics.append(.warning(.unknownClass, "\(shown) imported as \(uikitClass)", at: at(table[index].position)))
        }
        let custom = customClass(index)
        return ViewClass(uikitClass, customClass: custom == uikitClass ? nil : custom)
    }

    private func customClass(_ index: Int) -> String? {
        objectIDs[index].flatMap { customClassByObjectID[$0] }
    }

    /// The id a view or outlet destination gets: its objectID, else its archive id, else its position.
    private func identifier(_ index: Int) -> String {
        if let objectID = objectIDs[index] { return objectID }
        let object = table[index]
        if let id = object.id { return "ref:\(id)" }
        return "line:\(object.position.line):\(object.position.column)"
    }

    /// Builds one view tree without recursion; each object is placed once, so a reference cycle or
    /// a view shared by two parents is reported instead of looping or duplicating subtrees.
    private mutating func buildTree(root: Int, location: SourceLocation) -> ViewNode? {
        struct Pending {
            var index: Int
            var node: ViewNode
            var children: [LegacyArchiveValue]
            var next = 0
            var subviews: [ViewNode] = []
        }
        guard claim(root, at: location, parent: nil, onPath: []) else { return nil }
        var onPath: Set<Int> = [root]
        var stack = [Pending(index: root, node: viewNode(root, parent: nil), children: subviewItems(root))]
        while let top = stack.last {
            if top.next < top.children.count {
                let child = top.children[top.next]
                stack[stack.count - 1].next += 1
                guard let index = itemObject(child, owner: top.index, key: LegacyIBNames.subviewsKey) else { continue }
                let childLocation = valueLocation(child, owner: top.index)
                guard claim(index, at: childLocation, parent: top.index, onPath: onPath) else { continue }
                if stack.count >= LegacyDocumentBuilder.maximumViewDepth {
                    diagnostics.append(.error(.inputLimit, "views are nested more than \(LegacyDocumentBuilder.maximumViewDepth) deep", at: childLocation))
                    continue
                }
                onPath.insert(index)
                stack.append(Pending(index: index, node: viewNode(index, parent: top.index), children: subviewItems(index)))
            } else {
                let done = stack.removeLast()
                onPath.remove(done.index)
                var node = done.node
                node.subviews = done.subviews
                if stack.isEmpty { return node }
                stack[stack.count - 1].subviews.append(node)
            }
        }
        return nil
    }

    /// Marks `index` as placed in a tree, or reports why it cannot be.
    private mutating func claim(_ index: Int, at location: SourceLocation, parent: Int?, onPath: Set<Int>) -> Bool {
        let refusal: String? = if onPath.contains(index) {
            "reference cycle: view \(identifier(index)) would be its own subview"
        } else if placed.contains(index) {
            "view \(identifier(index)) appears twice in the view trees; a view has one superview"
        } else {
            nil
        }
        if let refusal {
            diagnostics.append(.error(.brokenReference, refusal, at: location,
                                      notes: [DiagnosticNote(location: at(table[index].position), message: "the view is defined here")]))
            return false
        }
        placed.insert(index)
        return true
    }

    /// The `NSSubviews` of a view: an array's items (7.x `<object class="NSMutableArray">`, 8.x
    /// `<array>`), or a `<dictionary>`'s values in document order.
    private mutating func subviewItems(_ index: Int) -> [LegacyArchiveValue] {
        guard let subviews = objectMember(LegacyIBNames.subviewsKey, of: index, expecting: "an array") else { return [] }
        let container = table[subviews]
        if !container.items.isEmpty || container.element != LegacyIBNames.dictionaryElement { return container.items }
        return container.members.compactMap { member in
            member.key.hasPrefix(LegacyIBNames.nsKeyPrefix) ? nil : member.value
        }
    }

    private mutating func viewNode(_ index: Int, parent: Int?) -> ViewNode {
        let flags = integer(LegacyIBNames.viewFlagsKey, of: index, range: Int64(Int32.min)...Int64(UInt32.max)).map { UInt32(truncatingIfNeeded: $0) } ?? 0
        var frame = Rect.zero
        if let text = string(LegacyIBNames.frameKey, of: index) {
            if let rect = LegacyValueParser.parseRect(text) {
                frame = rect
            } else {
                diagnostics.append(badValue(LegacyIBNames.frameKey, text, expected: "{{x, y}, {width, height}} with finite coordinates and a size that is not negative", of: index))
            }
        } else if let text = string(LegacyIBNames.frameSizeKey, of: index) {
            if let size = LegacyValueParser.parseSize(text) {
                frame = Rect(x: 0, y: 0, width: size.width, height: size.height)
            } else {
                diagnostics.append(badValue(LegacyIBNames.frameSizeKey, text, expected: "{width, height} with finite numbers that are not negative", of: index))
            }
        }
        let tag = integer(LegacyIBNames.tagKey, of: index, range: Int64(Int.min)...Int64(Int.max)).map { Int($0) } ?? 0
        let viewClass = viewClass(index, parent: parent)
        let actions = actionsBySource[index] ?? []
        for (action, location) in zip(actions, actionLocations[index] ?? []) where action.events.isEmpty {
            diagnostics.append(.warning(.actionWithoutEvents, "action '\(TerminalText.shortened(action.selector))' of view \(identifier(index)) has no control event: nothing fires it", at: location))
        }
        var backgroundColor = colorDescription(LegacyIBNames.backgroundColorKey, of: index).map(ViewNode.Color.init)
        if viewClass.uikitClass == LegacyIBNames.cellContentViewClass,
           case .object(let color)? = table.member(LegacyIBNames.backgroundColorKey, of: index), table.color(color)?.isClear == true {
            backgroundColor = nil
        }
        return ViewNode(
            id: ViewID(identifier(index)),
            viewClass: viewClass,
            tag: tag,
            attributes: LayoutAttributes(
                frame: frame,
                isHidden: flags & 0x8000_0000 != 0,
                autoresizingMask: AutoresizingMask(rawValue: flags & AutoresizingMask.all.rawValue)
            ),
            title: string(LegacyIBNames.normalTitleKey, of: index),
            image: imageName(LegacyIBNames.normalImageKey, of: index) ?? imageName(LegacyIBNames.imageKey, of: index),
            text: text(LegacyIBNames.textKey, of: index),
            placeholder: string(LegacyIBNames.placeholderKey, of: index),
            actions: actions,
            userLabel: userLabels[index],
            backgroundColor: backgroundColor,
            contentMode: integer(LegacyIBNames.contentModeKey, of: index, range: 0...Int64(Int32.max)).flatMap { mode in
                // 0, scaleToFill, is what a view has when none is written: read as none.
                mode == 0 ? nil : ViewNode.ContentMode(LegacyIBNames.contentModes.indices.contains(Int(mode)) ? LegacyIBNames.contentModes[Int(mode)] : "mode \(mode)")
            },
            backgroundImage: hintImageName(LegacyIBNames.normalBackgroundImageKey, of: index),
            location: at(table[index].position),
            autoLayout: objectIDs[index].map(notTranslatingMask.contains) == true ? ViewAutoLayout(translatesAutoresizingMask: false) : .none
        )
    }

    /// A colour as ``ViewNode/backgroundColor`` names it, spelled as the modern importer spells the
    /// `<color>` Xcode writes for it (``LegacyColor``), so that a design reads the same from its
    /// archive and from Xcode's upgrade of it. Only a hint for matching: a colour that cannot be
    /// read is no colour, silently (the translator reports it).
    private func colorDescription(_ key: String, of index: Int) -> String? {
        guard case .object(let color)? = table.member(key, of: index) else { return nil }
        return table.color(color)?.modelDescription
    }

    /// A text: a `<string>`, or an `NSMutableString` object whose `NS.bytes` holds the characters
    /// (`<characters>`) or their UTF-8 bytes in base64 (`<bytes>`).
    private mutating func text(_ key: String, of index: Int) -> String? {
        guard case .object(let object)? = table.member(key, of: index), LegacyIBNames.stringClasses.contains(table[object].className) else {
            // An empty text is UIKit's default, which Xcode does not write when it upgrades.
            return string(key, of: index).flatMap { $0.isEmpty ? nil : $0 }
        }
        guard let value = table[object].member(LegacyIBNames.stringBytesKey),
              let scalar = scalarValue(value, key: LegacyIBNames.stringBytesKey, expecting: "<characters> or <bytes>") else { return "" }
        switch scalar.element {
        case .characters, .string:
            return scalar.string
        case .bytes:
            guard let decoded = LegacyValueParser.decodeBase64UTF8(scalar.text) else {
                diagnostics.append(.error(.invalidValue, "\(LegacyIBNames.stringBytesKey) is not valid base64-encoded UTF-8: '\(LegacyDocumentBuilder.excerpt(scalar.text))'", at: at(scalar.position)))
                return nil
            }
            return decoded
        default:
            diagnostics.append(.error(.invalidValue, "\(LegacyIBNames.stringBytesKey) must be <characters> or <bytes>, found <\(scalar.element.rawValue)>", at: at(scalar.position)))
            return nil
        }
    }

    /// An image's resource name: `NSCustomResource`'s `NSResourceName`. Images embedded as data have
    /// no name and are not compared.
    private mutating func imageName(_ key: String, of index: Int) -> String? {
        guard let image = objectMember(key, of: index, expecting: "an image"),
              table[image].className == LegacyIBNames.customResourceClass else { return nil }
        return string(LegacyIBNames.resourceNameKey, of: image)
    }

    /// ``imageName(_:of:)`` for an image read only as a hint for matching: one that cannot be read
    /// is no image, silently.
    private func hintImageName(_ key: String, of index: Int) -> String? {
        guard let member = table[index].member(key), case .object(let image) = table.resolve(member),
              table[image].className == LegacyIBNames.customResourceClass,
              let value = table[image].member(LegacyIBNames.resourceNameKey), case .scalar(let scalar) = table.resolve(value) else { return nil }
        return scalar.string
    }

    // MARK: Typed members

    /// The object a member names; `nil` when absent or `<nil>`, with a diagnostic when it is a
    /// dangling reference or a scalar.
    private mutating func objectMember(_ key: String, of index: Int, expecting what: String) -> Int? {
        guard let value = table[index].member(key) else { return nil }
        switch table.resolve(value) {
        case .object(let target): return target
        case .null: return nil
        case .dangling(let id, let position):
            diagnostics.append(dangling(id, key: key, at: at(position)))
            return nil
        case .scalar(let scalar):
            diagnostics.append(.error(.invalidValue, "\(key) must be \(what), found <\(scalar.element.rawValue)>", at: at(scalar.position)))
            return nil
        }
    }

    /// The object an array item names; scalars and `<nil>` items are skipped.
    private mutating func itemObject(_ value: LegacyArchiveValue, owner: Int? = nil, key: String? = nil) -> Int? {
        switch table.resolve(value) {
        case .object(let target): return target
        case .null: return nil
        case .dangling(let id, let position):
            diagnostics.append(dangling(id, key: key, at: at(position)))
            return nil
        case .scalar(let scalar):
            if let key {
                diagnostics.append(.error(.invalidValue, "\(key) must hold objects, found <\(scalar.element.rawValue)>", at: at(scalar.position)))
            }
            return nil
        }
    }

    private mutating func string(_ key: String, of index: Int) -> String? {
        guard let value = table[index].member(key) else { return nil }
        return stringValue(value, key: key, owner: index)
    }

    private mutating func stringValue(_ value: LegacyArchiveValue, key: String, owner: Int) -> String? {
        guard let scalar = scalarValue(value, key: key, expecting: "a <string>") else { return nil }
        guard scalar.element == .string else {
            diagnostics.append(.error(.invalidValue, "\(key) must be a <string>, found <\(scalar.element.rawValue)>", at: at(scalar.position)))
            return nil
        }
        guard let string = scalar.string else {
            diagnostics.append(.error(.invalidValue, "\(key) is not valid base64-encoded UTF-8: '\(LegacyDocumentBuilder.excerpt(scalar.text))'", at: at(scalar.position)))
            return nil
        }
        if scalar.isBase64, LegacyValueParser.hasTrailingJunkAfterBase64Padding(scalar.text) {
            diagnostics.append(.warning(.invalidValue, "\(key) has characters after its base64 padding, which are ignored: '\(LegacyDocumentBuilder.excerpt(scalar.text))'", at: at(scalar.position)))
        }
        return string
    }

    private mutating func integer(_ key: String, of index: Int, range: ClosedRange<Int64>) -> Int64? {
        guard let value = table[index].member(key),
              let scalar = scalarValue(value, key: key, expecting: "an <int>") else { return nil }
        guard scalar.element.isInteger else {
            diagnostics.append(.error(.invalidValue, "\(key) must be an <int>, found <\(scalar.element.rawValue)>", at: at(scalar.position)))
            return nil
        }
        switch LegacyValueParser.parseInteger(scalar.text) {
        case .success(let number) where range.contains(number):
            return number
        case .success, .failure(.outOfRange):
            diagnostics.append(.error(.invalidValue, "\(key) value \(LegacyDocumentBuilder.excerpt(scalar.text)) is out of range (\(range.lowerBound)...\(range.upperBound))", at: at(scalar.position)))
            return nil
        case .failure(.notAnInteger):
            diagnostics.append(.error(.invalidValue, "\(key) must be an integer, found '\(LegacyDocumentBuilder.excerpt(scalar.text))'", at: at(scalar.position)))
            return nil
        }
    }

    /// The scalar a value resolves to; `nil` for `<nil>`, and `nil` with a diagnostic for a dangling
    /// reference or an object where a scalar (`what`) belongs.
    private mutating func scalarValue(_ value: LegacyArchiveValue, key: String, expecting what: String) -> LegacyArchiveScalar? {
        switch table.resolve(value) {
        case .null:
            return nil
        case .dangling(let id, let position):
            diagnostics.append(dangling(id, key: key, at: at(position)))
            return nil
        case .object(let target):
            diagnostics.append(.error(.invalidValue, "\(key) must be \(what), found <\(table[target].element) class=\"\(table[target].className)\">", at: at(table[target].position)))
            return nil
        case .scalar(let scalar):
            return scalar
        }
    }

    private func badValue(_ key: String, _ text: String, expected: String, of index: Int) -> Diagnostic {
        let location = table[index].member(key).map { valueLocation($0, owner: index) } ?? at(table[index].position)
        return .error(.invalidValue, "\(key) must be \(expected), found '\(LegacyDocumentBuilder.excerpt(text))'", at: location)
    }

    private func at(_ position: LegacyPosition) -> SourceLocation {
        position.location(in: file)
    }

    private func dangling(_ id: String, key: String?, at location: SourceLocation) -> Diagnostic {
        let what = key.map { "\($0) refers" } ?? "a reference refers"
        return .error(.brokenReference, "\(what) to id '\(TerminalText.shortened(id))', which the archive does not define", at: location)
    }

    /// Where a value is written: its own element, or the owner's when it has none.
    private func valueLocation(_ value: LegacyArchiveValue, owner: Int) -> SourceLocation {
        switch value {
        case .object(let index): at(table[index].position)
        case .reference(_, let position): at(position)
        case .scalar(let scalar): at(scalar.position)
        case .null: at(table[owner].position)
        }
    }

    /// Values quoted in messages are cut short: a hostile file must not make a huge diagnostic.
    static func excerpt(_ text: String) -> String {
        text.count <= 60 ? text : String(text.prefix(57)) + "..."
    }
}

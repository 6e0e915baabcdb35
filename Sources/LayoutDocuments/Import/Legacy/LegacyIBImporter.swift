import LayoutCore
import LayoutXML

/// Imports Interface Builder's legacy archive format (`<archive type="...CocoaTouch.XIB"
/// version="7.10">`, 7.03 to 8.00, iPhone and iPad) into the same ``Document`` model as the modern
/// format.
///
/// Streaming: while the file is read it keeps only an object table (each container's class, id,
/// the few scalars the model needs, its keyed members and its items), never an XML tree. Everything
/// else, references included, is resolved in ``finish()`` by ``LegacyDocumentBuilder``, since an
/// archive may refer to an object before defining it.
package struct LegacyIBImporter: FormatImporter {
    private let file: String
    private var table = LegacyObjectTable()
    private var stack: [Frame] = []
    private var documentType: String?
    /// The archive's `<!DOCTYPE>` declaration, which no document written from it carries.
    private var declaredDocumentType: XMLTree.DocumentType?
    private var version: String?
    private var archiveLocation: SourceLocation?
    private var dataIndex: Int?
    private var diagnostics: [Diagnostic] = []

    /// What each open element is to the importer.
    private enum Frame {
        /// The `<archive>` root.
        case archive
        /// A container, by table index.
        case container(Int)
        /// A scalar whose text is being collected.
        case scalar(PendingScalar)
        /// An element the importer does not keep, with everything inside it.
        case skipped
    }

    private struct PendingScalar {
        var parent: Int?
        var key: String?
        var id: String?
        var scalar: LegacyArchiveScalar
        /// `false` when the value came from a `value` attribute.
        var collectsText: Bool
    }

    /// Most container objects one archive may hold: several per view (the view, its subviews
    /// array, its object record), so this allows ``ImportResult/maximumViews`` views.
    static let maximumObjects = 4 * ImportResult.maximumViews

    /// Whether every member is kept, for the translator to the modern format, which must see (and
    /// translate or report) every archived key; the importer keeps only what the model needs.
    private let keepsEverything: Bool

    init(file: String) {
        self.init(file: file, keepsEverything: false)
    }

    package init(file: String, keepsEverything: Bool) {
        self.file = file
        self.keepsEverything = keepsEverything
    }

    /// The whole object table and the archive's header, once the document was read (for a
    /// translator made with `keepsEverything`).
    package var archive: (table: LegacyObjectTable, dataIndex: Int?, documentType: String?, version: String?) {
        (table, dataIndex, documentType, version)
    }

    /// The archive's `<!DOCTYPE>` declaration, `nil` when it has none: an upgrade does not write it
    /// and says so.
    package var documentTypeDeclaration: XMLTree.DocumentType? { declaredDocumentType }

    /// Text only inside a scalar being kept: whitespace between elements is never made a string.
    package var wantsText: Bool {
        if case .scalar(let pending)? = stack.last { return pending.collectsText }
        return false
    }

    /// Only scalar elements collect text.
    package static var textElements: [String]? { LegacyIBNames.ScalarElement.allCases.map(\.rawValue) }

    package static var vocabulary: XMLVocabulary { LegacyIBWord.vocabulary }

    /// The importer tracks which element closes on its own stack.
    package static var readsEndElementNames: Bool { false }

    /// Only the DOCTYPE reaches an importer that reads no markup.
    package mutating func markup(_ markup: XMLMarkup) throws {
        if case .documentType(let name, let position) = markup { declaredDocumentType = XMLTree.DocumentType(name: name, position: position) }
    }

    package mutating func startElement(_ element: XMLStartElement) throws {
        // Working out an element's line and column walks back through libxml2's buffer, so it is
        // done only for the elements that keep a position: skipped ones (most scalars) never do.
        func position() -> LegacyPosition {
            LegacyPosition(line: element.position.line, column: element.position.column)
        }
        guard let parentFrame = stack.last else {
            try beginArchive(element, at: position().location(in: file))
            stack.append(.archive)
            return
        }
        let parent: Int?
        switch parentFrame {
        case .archive: parent = nil
        case .container(let index): parent = index
        case .scalar, .skipped:
            stack.append(.skipped)
            return
        }
        let attributes = element.attributes
        let word = LegacyIBWord(rawValue: element.word)

        guard let parent else {
            // Directly under <archive> only <data> matters.
            guard word == .data, dataIndex == nil else {
                stack.append(.skipped)
                return
            }
            let index = addContainer(LegacyArchiveObject(element: element.name, className: "", id: attributes[word: Word.id], position: position()))
            dataIndex = index
            stack.append(.container(index))
            return
        }
        // The key is read as bytes and becomes a `String` only when the member is kept: most keyed
        // members (fonts, colours, metrics) are dropped.
        let key = attributes.valueBytes(word: Word.key).map { Key(bytes: $0, attributes: attributes) }

        if let word, word.isContainer {
            // Every view is a container object, as are its arrays and records: bounding the table
            // bounds the views and the memory.
            if table.objects.count >= LegacyIBImporter.maximumObjects {
                throw DiagnosticError(.error(.inputLimit, "the archive holds more than \(LegacyIBImporter.maximumObjects) objects; refusing to read further (a documented limit)", at: position().location(in: file)))
            }
            let className = attributes[word: Word.className] ?? defaultClass(of: word)
            let index = addContainer(LegacyArchiveObject(element: element.name, className: className, id: attributes[word: Word.id], position: position()))
            attach(.object(index), key: key, to: parent)
            stack.append(!keepsEverything && LegacyIBNames.opaqueClassTable.existingID(className) != nil ? .skipped : .container(index))
        } else if word == .reference {
            let value: LegacyArchiveValue = attributes[word: Word.ref]
                .map { .reference(id: $0, position: position()) } ?? .null
            attach(value, key: key, to: parent)
            stack.append(.skipped)
        } else if word == .null {
            attach(.null, key: key, to: parent)
            stack.append(.skipped)
        } else if let scalarElement = word?.scalarElement, keepsScalar(key: key, hasID: attributes.contains(word: Word.id)) {
            let attributeValue = attributes[word: Word.value]
            let scalar = LegacyArchiveScalar(
                element: scalarElement,
                text: attributeValue ?? "",
                isBase64: attributes.value(word: Word.type, equals: LegacyIBNames.base64UTF8Type),
                position: position()
            )
            stack.append(.scalar(PendingScalar(parent: parent, key: key?.string, id: attributes[word: Word.id],
                                               scalar: scalar, collectsText: attributeValue == nil)))
        } else {
            stack.append(.skipped)
        }
    }

    /// The vocabulary words of the attributes read.
    private enum Word {
        static let key = LegacyIBWord.key.rawValue
        static let id = LegacyIBWord.id.rawValue
        static let ref = LegacyIBWord.ref.rawValue
        static let className = LegacyIBWord.className.rawValue
        static let value = LegacyIBWord.value.rawValue
        static let type = LegacyIBWord.type.rawValue
        static let version = LegacyIBWord.version.rawValue
    }

    /// An element's `key` attribute: tested as bytes, made a `String` only for a member that is kept.
    private struct Key {
        let bytes: UnsafeBufferPointer<UInt8>
        let attributes: XMLAttributes

        /// The value as text, character references decoded.
        var string: String { attributes[word: Word.key] ?? "" }

        func hasPrefix(_ prefix: String) -> Bool {
            bytes.starts(with: prefix.utf8)
        }

        func hasSuffix(_ suffix: String) -> Bool {
            let count = suffix.utf8.count
            return bytes.count >= count && UnsafeBufferPointer(rebasing: bytes[(bytes.count - count)...]).elementsEqual(suffix.utf8)
        }

        /// Whether the key is one of `table`'s strings.
        func isIn(_ table: StringTable) -> Bool {
            table.existingID(utf8: bytes) != nil
        }
    }

    package mutating func text(_ text: String) throws {
        guard case .scalar(var pending)? = stack.last, pending.collectsText else { return }
        // Taken off the stack first so the string is uniquely referenced and appends in place.
        stack.removeLast()
        pending.scalar.text += text
        stack.append(.scalar(pending))
    }

    package mutating func endElement(name: String) throws {
        guard let frame = stack.popLast() else { return }
        guard case .scalar(let pending) = frame else { return }
        if let id = pending.id, let earlier = table.addScalar(pending.scalar, id: id) {
            diagnostics.append(duplicateID(id, at: pending.scalar.position, earlier: earlier))
        }
        attach(scalar: pending.scalar, key: pending.key, to: pending.parent)
    }

    mutating func finish() throws(DiagnosticError) -> ImportResult {
        var builder = LegacyDocumentBuilder(table: table, file: file)
        let document = builder.build(
            dataIndex: dataIndex,
            documentType: documentType,
            version: version,
            archiveLocation: archiveLocation
        )
        let all = (diagnostics + builder.diagnostics).sorted(by: LegacyIBImporter.documentOrder)
        guard let document, !all.contains(where: { $0.severity == .error }) else {
            throw DiagnosticError(all)
        }
        return ImportResult(document: document, diagnostics: all)
    }

    // MARK: Streaming helpers

    private mutating func beginArchive(_ element: XMLStartElement, at location: SourceLocation) throws {
        archiveLocation = location
        let type = element.attributes[LegacyIBNames.typeAttribute]
        documentType = type
        version = element.attributes[LegacyIBNames.versionAttribute]
        guard let type, type.contains(LegacyIBNames.cocoaTouchTypeMarker) else {
            // Another platform's archive is refused in the words a modern document of it is.
            let message = if let type, type.contains(LegacyIBNames.cocoaTypeMarker), let refusal = ModernIBImporter.refusal(type: type, runtime: nil) {
                refusal
            } else {
                "this is an Interface Builder archive of unknown type \(type.map { "'\($0)'" } ?? "(no type attribute)"); only iOS (CocoaTouch) documents are read"
            }
            throw DiagnosticError(.error(.unsupportedDocument, message, at: location))
        }
        if let version, !LegacyIBNames.knownVersionPrefixes.contains(where: { version.hasPrefix($0) }) {
            diagnostics.append(.warning(
                .unsupportedDocument,
                "archive version \(version) is not one this importer was written for (7.x, 8.x); reading it anyway",
                at: location
            ))
        }
    }

    private mutating func addContainer(_ object: LegacyArchiveObject) -> Int {
        let (index, duplicate) = table.add(object)
        if let duplicate, let id = object.id {
            diagnostics.append(duplicateID(id, at: object.position, earlier: duplicate.earlier, isUnambiguous: duplicate.isUnambiguous))
        }
        return index
    }

    private mutating func attach(_ value: LegacyArchiveValue, key: Key?, to parent: Int) {
        if let key {
            guard keepsMember(key: key, value: value, parent: parent) else { return }
            table.addMember(value, key: key.string, to: parent)
        } else {
            table.appendItem(value, to: parent)
        }
    }

    /// A scalar is attached whatever its key: it was filtered when it opened.
    private mutating func attach(scalar: LegacyArchiveScalar, key: String?, to parent: Int?) {
        guard let parent else { return }
        if let key {
            table.addMember(.scalar(scalar), key: key, to: parent)
        } else {
            table.appendItem(.scalar(scalar), to: parent)
        }
    }

    private func keepsScalar(key: Key?, hasID: Bool) -> Bool {
        // Unkeyed scalars are array items (dictionary keys and values among them) and keep their
        // place; an id may be referenced from a key the importer reads.
        guard let key, !hasID, !keepsEverything else { return true }
        return key.isIn(LegacyIBNames.keptScalarKeyTable)
            || key.hasSuffix(LegacyIBNames.customClassNameSuffix)
            || key.hasSuffix(LegacyIBNames.translatesAutoresizingMaskKey)
            || key.hasPrefix(LegacyIBNames.nsKeyPrefix)
            || key.hasPrefix(LegacyIBNames.nsObjectPrefix)
    }

    /// Whether a keyed member is attached to its owner (scalars were filtered when they opened; an
    /// object or reference under a scalar's key is kept so that the builder can report it). In a
    /// `<dictionary>` the keys are data, so every member stays.
    private func keepsMember(key: Key, value: LegacyArchiveValue, parent: Int) -> Bool {
        if case .scalar = value { return true }
        return keepsEverything || table[parent].element == LegacyIBNames.dictionaryElement
            || key.isIn(LegacyIBNames.keptMemberKeyTable)
            || key.isIn(LegacyIBNames.keptScalarKeyTable)
            || key.hasPrefix(LegacyIBNames.nsKeyPrefix)
            || key.hasPrefix(LegacyIBNames.nsObjectPrefix)
    }

    private func defaultClass(of element: LegacyIBWord) -> String {
        switch element {
        case .array: LegacyIBNames.defaultArrayClass
        case .dictionary: LegacyIBNames.defaultDictionaryClass
        default: ""
        }
    }

    private func duplicateID(_ id: String, at position: LegacyPosition, earlier: LegacyPosition, isUnambiguous: Bool = false) -> Diagnostic {
        let shown = TerminalText.shortened(id, limit: 60)
        let notes = [DiagnosticNote(location: earlier.location(in: file), message: "first defined here")]
        if isUnambiguous {
            return .warning(.duplicateID, "id '\(shown)' is defined twice, once by a constraint; references resolve to the other object",
                            at: position.location(in: file), notes: notes)
        }
        return .error(.brokenReference, "id '\(shown)' is defined twice; references to it would be ambiguous",
                      at: position.location(in: file), notes: notes)
    }

    package static func documentOrder(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
        let left = (lhs.location?.line ?? 0, lhs.location?.column ?? 0)
        let right = (rhs.location?.line ?? 0, rhs.location?.column ?? 0)
        return left < right
    }
}

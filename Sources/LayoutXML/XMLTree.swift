/// A whole XML document as written: its declaration, the comments and processing instructions
/// around its root, and the root element with everything under it, each node with the position it
/// was read at.
///
/// Read with ``read(file:limits:)`` or ``read(bytes:name:limits:)`` (the same streaming libxml2
/// reader as the importers), built from scratch with the initializers, and printed with
/// ``XMLTreeWriter`` the way Interface Builder prints its documents. Indentation is not kept as
/// text: whitespace between the children of an element that holds elements is the writer's to
/// make, so a subtree moved to another depth is indented for where it lands. Everything else is
/// kept: attributes in order, text (entity and character references decoded), comments,
/// processing instructions. A CDATA section, which Interface Builder never writes, is read as
/// text and written escaped; the spelling of a reference (`&gt;` for `>`) is not kept, the
/// writer spells each character as Interface Builder does.
///
/// Two nodes are equal when their content is; where they were read (``Element/position`` and the
/// others) is not compared.
package struct XMLTree: Hashable, Sendable {
    /// The `<?xml ...?>` declaration, or `nil` when the document has none.
    package var declaration: XMLDeclaration?
    /// Comments and processing instructions before the root element.
    package var prolog: [Node]
    /// The root element.
    package var root: Element
    /// Comments and processing instructions after the root element.
    package var epilog: [Node]
    /// How the document's lines end; the writer ends every line so, and every line break in a
    /// text or comment, as libxml2 reads a CR LF pair as one line feed.
    package var lineEnd: LineEnd = .lineFeed
    /// The `<!DOCTYPE>` declaration of the document read, `nil` when it had none. The writer does
    /// not write one back (Interface Builder never writes one, and its internal subset is not
    /// kept): code that writes a read document says so.
    package var droppedDocumentType: DocumentType?

    /// A `<!DOCTYPE>` declaration read: its name and where its `<!` stood.
    package struct DocumentType: Hashable, Sendable {
        /// The name the declaration gives the root element.
        package var name: String
        /// Where the declaration stood, `nil` for one made in code.
        package var position: XMLPosition?

        /// The declaration `<!DOCTYPE name>`, read at `position`.
        package init(name: String, position: XMLPosition? = nil) {
            self.name = name
            self.position = position
        }

        /// Whether the two name the same root element; positions are not compared.
        package static func == (lhs: DocumentType, rhs: DocumentType) -> Bool { lhs.name == rhs.name }

        /// Hashes what ``==`` compares.
        package func hash(into hasher: inout Hasher) { hasher.combine(name) }
    }

    /// The line-end conventions a document can follow.
    package enum LineEnd: String, Hashable, Sendable {
        /// `\n`, as Interface Builder writes.
        case lineFeed = "\n"
        /// `\r\n`, as editors on Windows write.
        case carriageReturnLineFeed = "\r\n"
        /// `\r` alone, as classic Mac OS editors write.
        case carriageReturn = "\r"
    }

    /// A document with `root`, by default with Interface Builder's declaration and nothing around the root.
    package init(declaration: XMLDeclaration? = .interfaceBuilder, prolog: [Node] = [], root: Element, epilog: [Node] = []) {
        self.declaration = declaration
        self.prolog = prolog
        self.root = root
        self.epilog = epilog
    }

    /// One child of an element (or a node around the root).
    package enum Node: Hashable, Sendable {
        /// An element with its subtree.
        case element(Element)
        /// Character data.
        case text(Text)
        /// A comment.
        case comment(Comment)
        /// A processing instruction.
        case processingInstruction(ProcessingInstruction)

        /// The element, when this node is one.
        package var element: Element? {
            if case .element(let element) = self { return element }
            return nil
        }

        /// The element, when this node is one, leaving an empty text in its place: the caller then
        /// holds the element's only reference, so editing it copies nothing. Walks that edit a tree
        /// in place take each child so; a child edited while its parent still held it would have its
        /// arrays copied, and the unedited subtree kept alive beside the edited one until the walk
        /// returned to the top.
        package mutating func takeElement() -> Element? {
            guard case .element(let element) = self else { return nil }
            self = .text(Text(""))
            return element
        }

        /// Where the node was read, `nil` for a node built in code.
        package var position: XMLPosition? {
            switch self {
            case .element(let element): element.position
            case .text(let text): text.position
            case .comment(let comment): comment.position
            case .processingInstruction(let instruction): instruction.position
            }
        }
    }

    /// One attribute: its name and its value (references decoded).
    package struct Attribute: Hashable, Sendable {
        /// The attribute's name, as written.
        package var name: String
        /// The value, with references decoded (the writer escapes it again).
        package var value: String

        /// The attribute `name="value"`.
        package init(_ name: String, _ value: String) {
            self.name = name
            self.value = value
        }
    }

    /// An element: its name, its attributes in order, its children in order.
    package struct Element: Hashable, Sendable {
        /// The element's name, as written.
        package var name: String
        /// The attributes, in document order (the order the writer keeps).
        package var attributes: [Attribute]
        /// The child nodes, in document order; no indentation between elements (see ``XMLTree``).
        package var children: [Node]
        /// Where the start tag's `<` stood, `nil` for an element built in code.
        package var position: XMLPosition?

        /// An element with the given attributes and children.
        package init(_ name: String, attributes: [Attribute] = [], children: [Node] = [], position: XMLPosition? = nil) {
            self.name = name
            self.attributes = attributes
            self.children = children
            self.position = position
        }

        /// An element with attributes given as `(name, value)` pairs, in order.
        package init(_ name: String, _ attributes: KeyValuePairs<String, String>, children: [Node] = []) {
            self.init(name, attributes: attributes.map { Attribute($0.key, $0.value) }, children: children)
        }

        /// The value of the attribute `name`. Setting a value keeps the attribute's place, or
        /// appends it when the element has none; setting `nil` removes it.
        package subscript(attribute name: String) -> String? {
            get { attributes.first { $0.name == name }?.value }
            set {
                let index = attributes.firstIndex { $0.name == name }
                switch (index, newValue) {
                case let (index?, value?): attributes[index].value = value
                case let (index?, nil): attributes.remove(at: index)
                case let (nil, value?): attributes.append(Attribute(name, value))
                case (nil, nil): break
                }
            }
        }

        /// The child elements, in order.
        package var elements: [Element] { children.compactMap(\.element) }

        /// The first child element called `name`, optionally with attribute `key` equal to `key`.
        package func firstElement(named name: String, key: String? = nil) -> Element? {
            children.lazy.compactMap(\.element).first { $0.name == name && (key == nil || $0[attribute: "key"] == key) }
        }

        /// The index in ``children`` of the first child element called `name` (with `key` as its
        /// `key` attribute when given).
        package func indexOfElement(named name: String, key: String? = nil) -> Int? {
            children.firstIndex { $0.element.map { $0.name == name && (key == nil || $0[attribute: "key"] == key) } ?? false }
        }

        /// The text of the element's text children, joined.
        package var text: String {
            children.reduce(into: "") { result, child in
                if case .text(let text) = child { result += text.value }
            }
        }

        /// Appends a child element.
        package mutating func append(_ element: Element) {
            children.append(.element(element))
        }

        /// Calls `body` with this element and every element under it, parents before children.
        /// Recursion depth is the tree's depth, bounded for read documents by the reader's limit.
        package func forEachElement(_ body: (Element) throws -> Void) rethrows {
            try body(self)
            for child in children {
                if case .element(let element) = child { try element.forEachElement(body) }
            }
        }

        /// Removes every element under this one for which `shouldRemove` holds, with its subtree.
        package mutating func removeDescendants(where shouldRemove: (Element) -> Bool) {
            children.removeAll { $0.element.map(shouldRemove) ?? false }
            for index in children.indices {
                guard var element = children[index].takeElement() else { continue }
                element.removeDescendants(where: shouldRemove)
                children[index] = .element(element)
            }
        }

        /// Lets `body` change this element and every element under it, parents before children
        /// (a child that `body` adds to a parent is visited too).
        package mutating func transformElements(_ body: (inout Element) throws -> Void) rethrows {
            try body(&self)
            for index in children.indices {
                guard let element = children[index].takeElement() else { continue }
                var taken = element
                defer { children[index] = .element(taken) }
                try taken.transformElements(body)
            }
        }

        /// Whether the two elements have the same name, attributes and children; positions are not compared.
        package static func == (lhs: Element, rhs: Element) -> Bool {
            lhs.name == rhs.name && lhs.attributes == rhs.attributes && lhs.children == rhs.children
        }

        /// Hashes what ``==`` compares.
        package func hash(into hasher: inout Hasher) {
            hasher.combine(name)
            hasher.combine(attributes)
            hasher.combine(children)
        }
    }

    /// Character data (references decoded).
    package struct Text: Hashable, Sendable {
        /// The text, with references decoded.
        package var value: String
        /// Where the text began, `nil` for text built in code.
        package var position: XMLPosition?

        /// Text with the given value.
        package init(_ value: String, position: XMLPosition? = nil) {
            self.value = value
            self.position = position
        }

        /// Whether the two texts are the same; positions are not compared.
        package static func == (lhs: Text, rhs: Text) -> Bool { lhs.value == rhs.value }
        /// Hashes what ``==`` compares.
        package func hash(into hasher: inout Hasher) { hasher.combine(value) }
    }

    /// A comment: the text between `<!--` and `-->`.
    package struct Comment: Hashable, Sendable {
        /// The comment's text, as written.
        package var value: String
        /// Where the `<!--` stood, `nil` for a comment built in code.
        package var position: XMLPosition?

        /// A comment with the given text (the writer refuses one holding `--`).
        package init(_ value: String, position: XMLPosition? = nil) {
            self.value = value
            self.position = position
        }

        /// Whether the two comments are the same; positions are not compared.
        package static func == (lhs: Comment, rhs: Comment) -> Bool { lhs.value == rhs.value }
        /// Hashes what ``==`` compares.
        package func hash(into hasher: inout Hasher) { hasher.combine(value) }
    }

    /// A processing instruction: `<?target data?>`.
    package struct ProcessingInstruction: Hashable, Sendable {
        /// The instruction's target, the name after `<?`.
        package var target: String
        /// Everything after the target and its white space, up to `?>`.
        package var data: String
        /// Where the `<?` stood, `nil` for an instruction built in code.
        package var position: XMLPosition?

        /// An instruction `<?target data?>`.
        package init(target: String, data: String, position: XMLPosition? = nil) {
            self.target = target
            self.data = data
            self.position = position
        }

        /// Whether the two instructions are the same; positions are not compared.
        package static func == (lhs: ProcessingInstruction, rhs: ProcessingInstruction) -> Bool {
            lhs.target == rhs.target && lhs.data == rhs.data
        }

        /// Hashes what ``==`` compares.
        package func hash(into hasher: inout Hasher) {
            hasher.combine(target)
            hasher.combine(data)
        }
    }
}

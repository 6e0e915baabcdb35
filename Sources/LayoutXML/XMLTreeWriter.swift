/// Prints an ``XMLTree`` the way Interface Builder prints its documents: the declaration on the
/// first line, one element per line indented four spaces per level, attributes in the tree's
/// order in double quotes, `/>` for an element with no children, an element holding only text on
/// one line, and a newline at the end.
///
/// Escaping is Interface Builder's: `&` and `<` always, `"` in attribute values, and tab, line
/// feed and carriage return in attribute values as character references (which attribute-value
/// normalisation would otherwise turn into spaces); `>` and `'` are written as they are, but for
/// the `>` of a `]]>` in text, which XML does not allow there.
///
/// The text is UTF-8, and the declaration says so whatever encoding the document read was in.
/// Lines end as the tree's ``XMLTree/lineEnd`` says.
package enum XMLTreeWriter {
    /// The document's text.
    ///
    /// `capacity`, the bytes the text is expected to take (the size of the document read, say),
    /// is reserved at once: a large text grown by doubling holds its old and new buffers together
    /// at each step, while reserved pages the text does not reach are never touched.
    ///
    /// - Throws: ``XMLTreeWriteError`` for what XML 1.0 cannot carry: a character it does not
    ///   allow, a comment holding `--` or ending in `-`, a processing instruction holding `?>`.
    package static func string(from tree: XMLTree, capacity: Int = 0) throws(XMLTreeWriteError) -> String {
        var printer = Printer()
        printer.output.reserveCapacity(capacity)
        printer.newline = tree.lineEnd.rawValue
        if let declaration = tree.declaration {
            printer.output += "<?xml version=\"\(declaration.version)\""
            if let encoding = declaration.encoding { printer.output += " encoding=\"\(writtenEncoding(declared: encoding))\"" }
            if let standalone = declaration.standalone { printer.output += " standalone=\"\(standalone ? "yes" : "no")\"" }
            printer.output += "?>" + printer.newline
        }
        for node in tree.prolog { try printer.print(node, level: 0, parent: nil) }
        try printer.print(.element(tree.root), level: 0, parent: nil)
        for node in tree.epilog { try printer.print(node, level: 0, parent: nil) }
        return printer.output
    }

    /// The document's text as UTF-8 bytes.
    package static func bytes(from tree: XMLTree) throws(XMLTreeWriteError) -> [UInt8] {
        Array(try string(from: tree).utf8)
    }

    /// One element's text (with its subtree) at `level`, without a trailing newline: for messages
    /// and tests.
    package static func string(from element: XMLTree.Element, level: Int = 0) throws(XMLTreeWriteError) -> String {
        var printer = Printer()
        try printer.print(.element(element), level: level, parent: nil)
        if printer.output.hasSuffix("\n") { printer.output.removeLast() }
        return printer.output
    }

    /// The encoding a declaration names for the text written, which is UTF-8: the declared name
    /// as written when it already says UTF-8 (in any case), else `UTF-8`.
    static func writtenEncoding(declared: String) -> String {
        let name = declared.uppercased()
        return name == "UTF-8" || name == "UTF8" ? declared : "UTF-8"
    }

    private struct Printer {
        var output = ""
        /// How each line ends.
        var newline = "\n"

        /// A node on a line of its own at `level`. Recursion depth is the tree's depth, bounded
        /// for read documents by the reader's limit.
        mutating func print(_ node: XMLTree.Node, level: Int, parent: String?) throws(XMLTreeWriteError) {
            indent(level)
            try inline(node, level: level, parent: parent)
            output += newline
        }

        mutating func inline(_ node: XMLTree.Node, level: Int, parent: String?) throws(XMLTreeWriteError) {
            switch node {
            case .element(let element):
                try print(element, level: level)
            case .text(let text):
                try escape(text.value, inAttribute: false, element: parent ?? "")
            case .comment(let comment):
                if comment.value.contains("--") || comment.value.hasSuffix("-") {
                    throw XMLTreeWriteError(element: parent ?? "", message: "a comment cannot hold '--' or end in '-'")
                }
                try check(comment.value, element: parent ?? "")
                output += "<!--" + lines(comment.value) + "-->"
            case .processingInstruction(let instruction):
                if instruction.data.contains("?>") {
                    throw XMLTreeWriteError(element: parent ?? "", message: "a processing instruction cannot hold '?>'")
                }
                try check(instruction.target + instruction.data, element: parent ?? "")
                output += "<?" + instruction.target + (instruction.data.isEmpty ? "" : " " + lines(instruction.data)) + "?>"
            }
        }

        /// `text` with its line feeds written as the document's line ends.
        func lines(_ text: String) -> String {
            newline == "\n" || !text.contains("\n") ? text : text.replacingLineFeeds(with: newline)
        }

        /// An element, with the id of the innermost object holding what cannot be printed added
        /// to the error.
        mutating func print(_ element: XMLTree.Element, level: Int) throws(XMLTreeWriteError) {
            do {
                try printElement(element, level: level)
            } catch {
                var error = error
                if error.objectID == nil { error.objectID = element[attribute: "id"] }
                throw error
            }
        }

        mutating func printElement(_ element: XMLTree.Element, level: Int) throws(XMLTreeWriteError) {
            output += "<" + element.name
            for attribute in element.attributes {
                output += " " + attribute.name + "=\""
                try escape(attribute.value, inAttribute: true, element: element.name)
                output += "\""
            }
            guard !element.children.isEmpty else {
                output += "/>"
                return
            }
            output += ">"
            var onlyText = true
            var mixed = false
            for child in element.children {
                guard case .text(let text) = child else {
                    onlyText = false
                    continue
                }
                if !text.value.isXMLWhitespace { mixed = true }
            }
            if onlyText || mixed {
                // Text is kept exactly, so an element holding text gets no indentation inside.
                for child in element.children { try inline(child, level: level, parent: element.name) }
            } else {
                output += newline
                for child in element.children { try print(child, level: level + 1, parent: element.name) }
                indent(level)
            }
            output += "</" + element.name + ">"
        }

        mutating func indent(_ level: Int) {
            output += String(repeating: "    ", count: level)
        }

        mutating func escape(_ text: String, inAttribute: Bool, element: String) throws(XMLTreeWriteError) {
            guard text.utf8.contains(where: { $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: "\"") || $0 < 0x20 || $0 == 0xEF || $0 == UInt8(ascii: "]") }) else {
                output += text
                return
            }
            // The two scalars before this one, for `]]>`.
            var previous: (Unicode.Scalar?, Unicode.Scalar?) = (nil, nil)
            for scalar in text.unicodeScalars {
                switch scalar {
                case "&": output += "&amp;"
                case "<": output += "&lt;"
                case ">" where !inAttribute && previous == ("]", "]"): output += "&gt;"
                case "\"" where inAttribute: output += "&quot;"
                case "\t" where inAttribute: output += "&#9;"
                case "\n" where inAttribute: output += "&#10;"
                case "\n": output += newline
                case "\r": output += "&#13;"
                default:
                    guard XMLTreeWriter.isAllowed(scalar) else { throw XMLTreeWriteError(unrepresentable: scalar, element: element) }
                    output.unicodeScalars.append(scalar)
                }
                previous = (previous.1, scalar)
            }
        }

        func check(_ text: String, element: String) throws(XMLTreeWriteError) {
            if let scalar = text.unicodeScalars.first(where: { !XMLTreeWriter.isAllowed($0) }) {
                throw XMLTreeWriteError(unrepresentable: scalar, element: element)
            }
        }
    }

    /// Whether XML 1.0 allows the character.
    static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }
}

/// What ``XMLTreeWriter`` cannot print: something XML 1.0 cannot carry, in the element named.
package struct XMLTreeWriteError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The element whose attribute, text, comment or instruction it is in (empty at the top level).
    package var element: String
    /// What cannot be printed.
    package var message: String
    /// The id of the innermost element with an id around it (the object it belongs to), if any.
    package var objectID: String?

    /// An error about `element`.
    package init(element: String, message: String) {
        self.element = element
        self.message = message
    }

    init(unrepresentable scalar: Unicode.Scalar, element: String) {
        self.init(element: element, message: "character U+\(String(scalar.value, radix: 16, uppercase: true)), which XML 1.0 cannot carry")
    }

    /// The message, after the element's name.
    package var description: String {
        let object = objectID.map { " of object '\($0)'" } ?? ""
        return element.isEmpty ? message : "<\(element)>\(object): \(message)"
    }
}

extension String {
    /// The text with each line feed replaced by `lineEnd`.
    func replacingLineFeeds(with lineEnd: String) -> String {
        var result = ""
        result.reserveCapacity(utf8.count)
        for scalar in unicodeScalars {
            if scalar == "\n" { result += lineEnd } else { result.unicodeScalars.append(scalar) }
        }
        return result
    }
}

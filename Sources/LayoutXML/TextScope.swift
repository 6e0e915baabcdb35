internal import CLibXML2

/// Where character data may reach the handler: anywhere, or only while an element named in its
/// ``XMLEventHandler/textElements`` is open.
///
/// Interface Builder files are indented, so about half of their bytes are whitespace between tags.
/// In a pipelined parse the parsing thread cannot ask the handler whether it wants a piece of text
/// (the handler lives on the other thread), so without a declaration every whitespace run is copied
/// into the event stream only for the replay to drop it. With one, the parsing thread leaves out
/// whatever falls outside the declared elements. The scope is applied in serial parses too, so both
/// modes deliver the same text whatever a handler's ``XMLEventHandler/wantsText`` says.
///
/// Names are compared as pointers into the parser's dictionary, where libxml2 interns every element
/// name it reads: one comparison per declared name and tag, no lookup.
struct TextScope {
    /// The declared names' pointers in the parser's dictionary; `nil` when text may come anywhere.
    private let names: [UnsafePointer<UInt8>]?
    /// Declared elements open now (nested ones counted each).
    private var open = 0

    /// The scope of `elements` in the dictionary of `context`.
    init(elements: [String]?, in context: xmlParserCtxtPtr) {
        guard let elements else {
            names = nil
            return
        }
        guard let dictionary = context.pointee.dict else {
            names = []
            return
        }
        names = elements.compactMap { element in
            var element = element
            let length = Int32(clamping: element.utf8.count)
            return element.withUTF8 { bytes in
                bytes.withMemoryRebound(to: xmlChar.self) { xmlDictLookup(dictionary, $0.baseAddress, length) }
            }
        }
    }

    /// Whether text here may reach the handler.
    @inline(__always)
    var admitsText: Bool { names == nil || open > 0 }

    /// An element named by libxml2's dictionary pointer `name` opens.
    @inline(__always)
    mutating func enter(_ name: UnsafePointer<UInt8>) {
        if let names, names.contains(name) { open += 1 }
    }

    /// An element named by libxml2's dictionary pointer `name` closes.
    @inline(__always)
    mutating func leave(_ name: UnsafePointer<UInt8>) {
        if open > 0, let names, names.contains(name) { open -= 1 }
    }
}

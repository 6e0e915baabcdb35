import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import LayoutDocuments

/// What Xcode stored for each view of a document, read with Foundation's own XML parser rather
/// than the package's importer: the frame in its superview, whether Xcode marked it misplaced
/// or ambiguous, whether it is hidden, and whether its superview is a stack view.
final class StoredFrames: NSObject, XMLParserDelegate {
    struct View {
        var frame: CGRect?
        var isFlagged: Bool
        var isHidden: Bool
        var inStackView: Bool
    }

    private(set) var views: [String: View] = [:]
    private var open: [(id: String?, element: String, depth: Int)] = []
    private var depth = 0

    static func read(_ path: String) -> [String: View] {
        let reader = StoredFrames()
        guard let parser = XMLParser(contentsOf: URL(fileURLWithPath: path)) else { return [:] }
        parser.delegate = reader
        _ = parser.parse()
        return reader.views
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        depth += 1
        if ModernIBNames.viewClasses[elementName] != nil {
            let id = attributes["id"]
            if let id {
                views[id] = View(
                    frame: nil,
                    isFlagged: attributes["misplaced"] == "YES" || attributes["ambiguous"] == "YES",
                    isHidden: attributes["hidden"] == "YES",
                    inStackView: open.last?.element == "stackView"
                )
            }
            open.append((id, elementName, depth))
        } else if elementName == "rect", attributes["key"] == "frame", let last = open.last, last.depth == depth - 1, let id = last.id {
            let number = { (name: String) in Double(attributes[name] ?? "") ?? 0 }
            views[id]?.frame = CGRect(x: number("x"), y: number("y"), width: number("width"), height: number("height"))
        }
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        if let last = open.last, last.depth == depth { open.removeLast() }
        depth -= 1
    }
}

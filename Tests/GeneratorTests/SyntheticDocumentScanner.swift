import LayoutTemplates
import LayoutXML
import TemplateGenerator

/// Reads the views of a generated document straight from XML events, independently of the
/// library's importers, so the generator is checked against its own contract.
struct SyntheticDocumentScanner: XMLEventHandler {
    let format: GeneratedFormat
    private(set) var views: [String: ScannedView] = [:]
    /// Top-level views in document order (portrait root first).
    private(set) var roots: [String] = []
    private(set) var elementCount = 0
    private var open: [(id: String, depth: Int)] = []
    private var capture: (key: String, id: String)?
    private var captured = ""

    static let modernViews: Set<String> = ["view", "label", "button", "textField", "slider", "switch", "segmentedControl", "imageView"]
    static let legacyViews: Set<String> = ["IBUIView", "IBUILabel", "IBUIButton", "IBUITextField", "IBUISlider", "IBUISwitch", "IBUISegmentedControl", "IBUIImageView"]

    init(format: GeneratedFormat) {
        self.format = format
    }

    var wantsText: Bool { format == .legacy }

    mutating func startElement(_ element: XMLStartElement) throws {
        elementCount += 1
        depth = element.depth
        let parent = open.last
        switch format {
        case .modern:
            if Self.modernViews.contains(element.name), let id = element.attributes["id"] {
                var view = ScannedView(id: id, parent: parent?.id, element: element.name, depth: element.depth)
                view.tag = element.attributes["tag"].flatMap { Int($0) } ?? 0
                view.isHidden = element.attributes["hidden"] == "YES"
                add(view)
            } else if element.name == "autoresizingMask", let parent, element.depth == parent.depth + 1 {
                var mask = AutoresizingMask()
                for (name, flag) in ModernIBNames.autoresizingFlags where element.attributes[name] == "YES" { mask.insert(flag) }
                views[parent.id]?.mask = mask
            }
        case .legacy:
            if element.name == "object", let type = element.attributes["class"], Self.legacyViews.contains(type), let id = element.attributes["id"] {
                add(ScannedView(id: id, parent: parent?.id, element: type, depth: element.depth))
            } else if element.name == "int", let parent, element.depth == parent.depth + 1,
                      let key = element.attributes["key"], key == "IBUITag" || key == "NSvFlags" {
                capture = (key, parent.id)
                captured = ""
            }
        }
    }

    private mutating func add(_ view: ScannedView) {
        views[view.id] = view
        if let parent = view.parent {
            views[parent]?.children.append(view.id)
        } else {
            roots.append(view.id)
        }
        open.append((view.id, view.depth))
    }

    mutating func text(_ text: String) throws {
        if capture != nil { captured += text }
    }

    mutating func endElement(name: String) throws {
        defer { depth -= 1 }
        if let (key, id) = capture {
            capture = nil
            let value = Int(captured) ?? 0
            if key == "IBUITag" {
                views[id]?.tag = value
            } else {
                let flags = UInt32(truncatingIfNeeded: value)
                views[id]?.isHidden = flags & 0x8000_0000 != 0
                views[id]?.mask = AutoresizingMask(rawValue: flags & 0x3F)
            }
        }
        if let last = open.last, last.depth == depth { open.removeLast() }
    }

    /// The depth of the innermost open element.
    private var depth = 0

    /// Every view under `root`, root included.
    func subtree(_ root: String) -> [ScannedView] {
        var result: [ScannedView] = []
        var stack = [root]
        while let id = stack.popLast() {
            guard let view = views[id] else { continue }
            result.append(view)
            stack.append(contentsOf: view.children.reversed())
        }
        return result
    }
}

import LayoutTemplates

/// Builds small view trees for matching tests: every view gets a distinct line in a fake file so
/// that diagnostics can be checked by position.
struct TreeBuilder {
    var file = "Test.xib"
    private var line = 0

    init(file: String = "Test.xib") { self.file = file }

    /// A plain `UIView` holding `subviews`.
    mutating func view(_ id: String, _ subviews: [ViewNode]) -> ViewNode {
        view(id, "UIView", subviews)
    }

    mutating func view(
        _ id: String, _ className: String = "UIView", custom: String? = nil, tag: Int = 0,
        frame: Rect = Rect(x: 0, y: 0, width: 10, height: 10), hidden: Bool = false, mask: AutoresizingMask = [],
        title: String? = nil, image: String? = nil, text: String? = nil, placeholder: String? = nil,
        actions: [ControlAction] = [], userLabel: String? = nil, variations: [FrameVariation] = [],
        _ subviews: [ViewNode] = []
    ) -> ViewNode {
        line += 1
        return ViewNode(id: id, viewClass: ViewClass(className, customClass: custom), tag: tag,
                        attributes: LayoutAttributes(frame: frame, isHidden: hidden, autoresizingMask: mask),
                        title: title, image: image, text: text, placeholder: placeholder, actions: actions,
                        userLabel: userLabel, frameVariations: variations,
                        location: SourceLocation(file: file, line: line, column: 9), subviews: subviews)
    }
}

func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect { Rect(x: x, y: y, width: w, height: h) }

func action(_ selector: String, _ events: ControlEvents = .valueChanged, target: ActionTarget = .filesOwner) -> ControlAction {
    ControlAction(target: target, selector: selector, events: events)
}

/// A one-document set: `portrait` is live, `landscape` a template of the same document.
func layoutSet(portrait: ViewNode, landscape: ViewNode, file: String = "Test.xib") -> LayoutSet {
    LayoutSet(live: portrait, liveDocumentIndex: 0, liveFile: file, layouts: [
        Layout(name: "portrait", condition: .portrait, file: file, rootID: portrait.id, content: .tree(root: portrait, documentIndex: 0)),
        Layout(name: "landscape", condition: .landscape, file: file, rootID: landscape.id, content: .tree(root: landscape, documentIndex: 0)),
    ], liveLayoutName: "portrait")
}

/// Live id -> template id of a layout's table.
func pairs(_ result: MatchResult, _ layout: String = "landscape") -> [String: String] {
    var out: [String: String] = [:]
    for entry in result.table(named: layout)?.entries ?? [] { out[entry.liveID] = entry.templateID }
    return out
}

/// Live id -> rule of a layout's table.
func rules(_ result: MatchResult, _ layout: String = "landscape") -> [String: MatchRule] {
    var out: [String: MatchRule] = [:]
    for entry in result.table(named: layout)?.entries ?? [] { out[entry.liveID] = entry.rule }
    return out
}

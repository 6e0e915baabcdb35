import LayoutTemplates

// Free functions rather than a type: the matching and live tests call them bare, as shorthands.

/// A `Rect` from four numbers.
public func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect { Rect(x: x, y: y, width: w, height: h) }

/// A control action on `selector`, sent by `events` to `target`.
public func action(_ selector: String, _ events: ControlAction.Events = .valueChanged, target: ControlAction.Target = .filesOwner) -> ControlAction {
    ControlAction(target: target, selector: selector, events: events)
}

/// A one-document set: `portrait` is live, `landscape` a template of the same document.
public func layoutSet(portrait: ViewNode, landscape: ViewNode, file: String = "Test.xib") -> Design {
    Design(live: portrait, liveDocumentIndex: 0, liveFile: file, layouts: [
        Layout(name: "portrait", condition: .portrait, file: file, rootID: portrait.id, content: .tree(root: portrait, documentIndex: 0)),
        Layout(name: "landscape", condition: .landscape, file: file, rootID: landscape.id, content: .tree(root: landscape, documentIndex: 0)),
    ], liveLayoutName: "portrait")
}

/// Live id -> template id of a layout's table.
public func pairs(_ result: MatchResult, _ layout: LayoutName = "landscape") -> [ViewID: ViewID] {
    var out: [ViewID: ViewID] = [:]
    for entry in result.table(named: layout)?.entries ?? [] { out[entry.liveID] = entry.templateID }
    return out
}

/// Live id -> rule of a layout's table.
public func rules(_ result: MatchResult, _ layout: LayoutName = "landscape") -> [ViewID: MatchRule] {
    var out: [ViewID: MatchRule] = [:]
    for entry in result.table(named: layout)?.entries ?? [] { out[entry.liveID] = entry.rule }
    return out
}

import LayoutTemplates

/// Drawings built by hand, shaped like the corpus's portrait/landscape pairs: a root view with a
/// panel of buttons, a label, a hidden view, and views that exist in one layout only.
enum SampleDrawings {
    static func view(
        _ id: String, _ uikitClass: String, _ x: Double, _ y: Double, _ width: Double, _ height: Double,
        title: String? = nil, text: String? = nil, tag: Int = 0, hidden: Bool = false, userLabel: String? = nil,
        line: Int? = nil, subviews: [ViewNode] = []
    ) -> ViewNode {
        ViewNode(
            id: ViewID(id), viewClass: ViewClass(uikitClass), tag: tag,
            attributes: LayoutAttributes(frame: Rect(x: x, y: y, width: width, height: height), isHidden: hidden),
            title: title, text: text, userLabel: userLabel,
            location: line.map { SourceLocation(file: "Sample.xib", line: $0, column: 5) }, subviews: subviews
        )
    }

    static let portrait = view("root", "UIView", 0, 20, 320, 460, subviews: [
        view("title", "UILabel", 20, 20, 280, 30, text: "Portrait & <friends>"),
        view("panel", "UIView", 20, 80, 280, 200, subviews: [
            view("one", "UIButton", 10, 10, 120, 44, title: "One", tag: 1),
            view("two", "UIButton", 150, 10, 120, 44, title: "Two", tag: 2),
            view("tiny", "UIButton", 10, 150, 12, 12, tag: 9),
        ]),
        view("secret", "UIView", 20, 300, 280, 60, hidden: true),
        view("portraitOnly", "UIImageView", 20, 380, 280, 60),
    ])

    static let landscape = view("lroot", "UIView", 0, 20, 480, 300, subviews: [
        view("ltitle", "UILabel", 20, 10, 440, 30, text: "Portrait & <friends>"),
        view("lpanel", "UIView", 200, 50, 260, 200, subviews: [
            view("lone", "UIButton", 10, 10, 110, 44, title: "One", tag: 1),
            view("ltwo", "UIButton", 140, 10, 110, 44, title: "Two", tag: 2),
            view("ltiny", "UIButton", 10, 150, 12, 12, tag: 9),
        ]),
        view("lsecret", "UIView", 20, 300, 280, 60, hidden: true),
        view("landscapeOnly", "UIButton", 20, 60, 160, 44, title: "Extra"),
    ])

    /// Landscape views keyed by the portrait (live) view they lay out.
    static let landscapeKeys = [
        "lroot": "root", "ltitle": "title", "lpanel": "panel", "lone": "one", "ltwo": "two",
        "ltiny": "tiny", "lsecret": "secret",
    ]

    static var pair: LayoutDrawing {
        let matched = Set(landscapeKeys.values)
        var portraitKeys: [String: String] = [:]
        portrait.forEachPreOrder { if matched.contains($0.id.rawValue) { portraitKeys[$0.id.rawValue] = $0.id.rawValue } }
        let diagnostic = Diagnostic.warning(
            .unmatchedView, "couldn't find match for UIView => UIButton \"Extra\"",
            at: SourceLocation(file: "Landscape.xib", line: 42, column: 9)
        )
        return LayoutDrawing(
            title: "Sample.xib",
            layouts: [
                DrawnLayout(name: "portrait", root: portrait, matchKeys: portraitKeys),
                DrawnLayout(name: "landscape", root: landscape, matchKeys: landscapeKeys),
            ],
            diagnostics: [DrawnDiagnostic(diagnostic, views: [DrawnViewReference(layout: 1, viewID: "landscapeOnly")])]
        )
    }
}

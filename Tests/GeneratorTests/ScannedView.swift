import LayoutTemplates

/// One view as ``SyntheticDocumentScanner`` read it from a generated document.
struct ScannedView {
    let id: String
    let parent: String?
    let element: String
    let depth: Int
    var tag = 0
    var isHidden = false
    var mask = AutoresizingMask()
    var children: [String] = []
}

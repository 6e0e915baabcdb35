import AutoLayout
import LayoutCore
import LayoutDocuments

extension LayoutDrawing {
    /// A drawing of designs laid out by ``AutoLayoutEngine``: one panel per design and layout
    /// (`name` says which device and orientation), every view at its laid-out frame, labelled as
    /// the document's node is. Views keep their ids as match keys, so a view has the same colour
    /// in every panel.
    package init(title: String, document: Document, layouts: [(name: String, layout: DocumentLayout)]) {
        var nodes: [ViewID: ViewNode] = [:]
        for scene in document.scenes {
            for root in scene.views {
                root.forEachPreOrder { node in
                    if nodes[node.id] == nil { nodes[node.id] = node.withoutSubviews }
                }
            }
        }
        var drawn: [DrawnLayout] = []
        for (name, layout) in layouts {
            for design in layout.designs {
                var views: [DrawnView] = []
                var indexByID: [ViewID: Int] = [:]
                for view in design.views {
                    let parent = view.superviewID.flatMap { indexByID[$0] }
                    var frame = view.frame
                    if let parent {
                        frame.x += views[parent].frame.x
                        frame.y += views[parent].frame.y
                    } else {
                        frame.x = 0
                        frame.y = 0
                    }
                    let node = nodes[view.id]
                    indexByID[view.id] = views.count
                    views.append(DrawnView(
                        id: view.id.rawValue,
                        className: node?.viewClass.name ?? "UIView",
                        label: node.flatMap(DrawnView.label(for:)),
                        frame: frame,
                        parent: parent,
                        isHidden: view.isHidden
                    ))
                }
                drawn.append(DrawnLayout(name: "\(design.rootID.rawValue) \(name)", views: views))
            }
        }
        self.init(title: title, layouts: drawn)
    }
}

private extension ViewNode {
    /// The node without its subtree: the drawing's table holds every view once.
    var withoutSubviews: ViewNode {
        var copy = self
        copy.subviews = []
        return copy
    }
}

import LayoutCore

/// Collects one ``Scene`` while its elements stream by: the owner, its outlets, the top-level views,
/// and the ids of the placeholders that action targets are compared with by role.
struct ModernSceneBuilder {
    var id: String?
    var location: SourceLocation?
    /// File's Owner's placeholder id (.xib) or the scene's view controller id (.storyboard).
    var ownerID: String?
    var ownerClass: String?
    var outlets: [Scene.Outlet] = []
    var views: [ViewNode] = []
    /// A storyboard controller's `<view key="view">`: first in ``Scene/views``, and a `view` outlet.
    var rootView: (id: String, location: SourceLocation)?
    var firstResponderIDs: Set<String> = []
    /// What the controller simulates around its root view.
    var metrics = Scene.Metrics()
    /// Action destinations that named no placeholder when they were read; a placeholder declared
    /// later in the file (a storyboard's First Responder follows its controller) fixes them at ``build()``.
    var objectTargets: Set<String> = []

    var isEmpty: Bool {
        id == nil && ownerID == nil && outlets.isEmpty && views.isEmpty && firstResponderIDs.isEmpty
    }

    /// The target an action's `destination` names, by role where it is a placeholder known so far.
    mutating func target(for destination: String) -> ControlAction.Target {
        if destination == ownerID { return .filesOwner }
        if firstResponderIDs.contains(destination) { return .firstResponder }
        objectTargets.insert(destination)
        return .object(id: ViewID(destination))
    }

    /// The scene, and whether views were changed after they closed (their roles resolved late).
    func build() -> (scene: Scene, changedViews: Bool) {
        var views = views
        if let rootView, let index = views.firstIndex(where: { $0.id.rawValue == rootView.id }), index != 0 {
            views.insert(views.remove(at: index), at: 0)
        }
        let late = objectTargets.filter { $0 == ownerID || firstResponderIDs.contains($0) }
        if !late.isEmpty {
            for index in views.indices {
                resolveRoles(&views[index], ids: late)
            }
        }
        var outlets = outlets
        if let rootView {
            outlets.insert(Scene.Outlet(property: ModernIBNames.viewOutletProperty, destination: ViewID(rootView.id), location: rootView.location), at: 0)
        }
        var scene = Scene(id: id.map(ViewID.init), ownerID: ownerID, ownerClass: ownerClass, outlets: outlets, views: views, location: location)
        scene.metrics = metrics
        return (scene, !late.isEmpty)
    }

    /// Rewrites `.object` targets that turned out to be placeholders. Recursion depth is bounded by
    /// the reader's nesting limit.
    private func resolveRoles(_ node: inout ViewNode, ids: Set<String>) {
        for index in node.actions.indices {
            guard case .object(let id) = node.actions[index].target, ids.contains(id.rawValue) else { continue }
            node.actions[index].target = id.rawValue == ownerID ? .filesOwner : .firstResponder
        }
        for index in node.subviews.indices {
            resolveRoles(&node.subviews[index], ids: ids)
        }
    }
}

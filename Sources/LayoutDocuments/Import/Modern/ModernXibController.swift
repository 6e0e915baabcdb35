import LayoutCore

/// A view controller of a .xib, top-level or held by a top-level container, collected while the file streams: its outlets, its
/// `<view key="view">`, the top-level views read inside its element and what it simulates. Its
/// views stay in File's Owner's scene while the file streams (document order, and action targets
/// resolved against the one File's Owner); ``scenes(splitting:controllers:)`` then gives each
/// controller that owns something a scene of its own, as a storyboard gives each scene's
/// controller, so that a design drawn on it is found as a scene's is.
struct ModernXibController {
    var id: String
    var ownerClass: String?
    /// The element name (`viewController`, `tableViewController`).
    var element: String
    var location: SourceLocation
    /// The element name of the controller holding this one; `nil` for a top-level controller.
    var container: String?
    var outlets: [Scene.Outlet] = []
    var rootView: (id: String, location: SourceLocation)?
    /// Top-level views opened inside the controller's element, in document order.
    var viewIDs: [String] = []
    var metrics = Scene.Metrics()

    /// `owner` (File's Owner's scene, holding every top-level view) split into itself and a scene
    /// for each controller with outlets or views of its own. A controller's scene takes the views
    /// read inside its element and the top-level views its outlets name, first come first served,
    /// but for a view that File's Owner's outlets name or reach into: that one stays File's
    /// Owner's, whose design keeps what it had.
    static func scenes(splitting owner: Scene, controllers: [ModernXibController]) -> [Scene] {
        guard !controllers.isEmpty else { return [owner] }
        var topLevel: [String: Int] = [:]
        for (index, view) in owner.views.enumerated() where topLevel[view.id.rawValue] == nil { topLevel[view.id.rawValue] = index }
        let ownerNames = Set(owner.outlets.map(\.destination))
        var claimed = Set<Int>()
        var built: [Scene] = []
        for controller in controllers {
            var wanted: [Int] = []
            for id in controller.viewIDs + controller.outlets.map(\.destination.rawValue) {
                guard let index = topLevel[id], !claimed.contains(index), !wanted.contains(index),
                      !reaches(ownerNames, into: owner.views[index]) else { continue }
                wanted.append(index)
            }
            guard !wanted.isEmpty || !controller.outlets.isEmpty else { continue }
            claimed.formUnion(wanted)
            var views = wanted.sorted().map { owner.views[$0] }
            var outlets = controller.outlets
            if let root = controller.rootView {
                if let index = views.firstIndex(where: { $0.id.rawValue == root.id }), index != 0 { views.insert(views.remove(at: index), at: 0) }
                outlets.insert(Scene.Outlet(property: ModernIBNames.viewOutletProperty, destination: ViewID(root.id), location: root.location), at: 0)
            }
            var scene = Scene(ownerID: controller.id, ownerClass: controller.ownerClass, outlets: outlets, views: views, location: controller.location)
            scene.metrics = controller.metrics
            scene.controllerElement = controller.element
            scene.containerElement = controller.container
            built.append(scene)
        }
        var owner = owner
        owner.views = owner.views.indices.filter { !claimed.contains($0) }.map { owner.views[$0] }
        return [owner] + built
    }

    /// Whether `root` or a view under it is one of `ids`.
    private static func reaches(_ ids: Set<ViewID>, into root: ViewNode) -> Bool {
        guard !ids.isEmpty else { return false }
        return !root.walkPreOrder { node, _ in !ids.contains(node.pointee.id) }
    }
}

import LayoutCore

/// An owner and the views around it: a .xib's File's Owner with the document's top-level views,
/// a .xib's top-level view controller with its own view and the top-level views its outlets name,
/// or one storyboard scene's view controller with its views.
public struct Scene: Hashable, Sendable, Encodable {
    /// The scene id (storyboards) or `nil` (a .xib).
    public package(set) var id: ViewID?
    /// The owner's id: File's Owner's placeholder id, or the scene's view controller id.
    package var ownerID: String?
    /// The owner's class (`customClass` of File's Owner or the view controller), if declared.
    public package(set) var ownerClass: String?
    /// The owner's outlets. A storyboard view controller's `<view key="view">` appears as a
    /// `view` outlet too, so that every format names the live tree the same way.
    public package(set) var outlets: [Scene.Outlet]
    /// The top-level views, in document order; in a storyboard the view controller's own view first.
    public package(set) var views: [ViewNode]
    /// Ids of objects outside the view trees that outlets and actions name (a top-level view
    /// controller, a custom object), kept by the template format so that no connection is lost.
    package var externalObjectIDs: [String]
    /// Where the scene (or, for a .xib, its owner) is declared.
    public package(set) var location: SourceLocation?
    /// What the controller simulates around its root view: bars, layout guides, a free-form size.
    package var metrics: Scene.Metrics = Scene.Metrics()
    /// The element name of a .xib's top-level view controller that owns this scene
    /// (`viewController`, `tableViewController`); `nil` for File's Owner's scene and a
    /// storyboard's scenes, whose owners messages name otherwise.
    package var controllerElement: String?
    /// The element name of the .xib view controller holding this scene's controller (a
    /// navigation controller holding its root); `nil` for a top-level controller's scene and others.
    package var containerElement: String?

    /// A scene with the given owner, outlets and top-level views.
    package init(
        id: ViewID? = nil,
        ownerID: String? = nil,
        ownerClass: String? = nil,
        outlets: [Scene.Outlet] = [],
        views: [ViewNode] = [],
        externalObjectIDs: [String] = [],
        location: SourceLocation? = nil
    ) {
        self.id = id
        self.ownerID = ownerID
        self.ownerClass = ownerClass
        self.outlets = outlets
        self.views = views
        self.externalObjectIDs = externalObjectIDs
        self.location = location
    }

    /// The destination of the first outlet with this property name.
    public func outlet(named property: String) -> Scene.Outlet? {
        outlets.first { $0.property == property }
    }

    /// The view with this id anywhere in the scene's trees.
    public func view(id: ViewID) -> ViewNode? {
        for root in views {
            if let found = root.descendant(id: id) { return found }
        }
        return nil
    }
}

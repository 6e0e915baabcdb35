import LayoutCore
import LayoutDocuments
import LayoutXML

/// A merged .xib design as a storyboard, its elements moved and not rewritten: the live root view
/// (with every attribute and child the designer wrote: fonts, colours, states, constraints) becomes
/// the `<view key="view">` of a view controller of File's Owner's class, in one scene; File's
/// Owner's connections become the controller's (its `view` outlet being the scene's own view);
/// the First Responder and every other top-level object of the .xib join the scene; whatever
/// named File's Owner or the First Responder names the controller or the scene's first responder.
/// The header, dependencies and resources stay.
///
/// So a .storyboard merge of a .xib design carries the designer's own view XML exactly as the
/// .xib merge does, rather than the views' model.
enum XibAsStoryboard {
    typealias Names = ModernIBNames
    typealias Element = XMLTree.Element

    /// The storyboard, or why the .xib cannot become one: its live root is not a top-level view,
    /// or it has no File's Owner.
    static func storyboard(from xib: XMLTree, liveRootID: String) -> Result<XMLTree, Refusal> {
        var tree = xib
        guard let objectsIndex = tree.root.indexOfElement(named: Names.objects),
              case .element(let objects) = tree.root.children[objectsIndex] else { return .failure(Refusal("the .xib has no <objects>")) }
        var ids = IBIDGenerator()
        tree.root.forEachElement { if let id = $0[attribute: Names.id] { ids.reserve(id) } }
        var owner: Element?
        var firstResponder: Element?
        var root: Element?
        var others: [XMLTree.Node] = []
        for node in objects.children {
            guard let element = node.element else { continue }
            switch (element.name, element[attribute: Names.placeholderIdentifier]) {
            case (Names.placeholder, Names.filesOwnerIdentifier?) where owner == nil: owner = element
            case (Names.placeholder, Names.firstResponderIdentifier?) where firstResponder == nil: firstResponder = element
            case _ where element[attribute: Names.id] == liveRootID: root = element
            default: others.append(node)
            }
        }
        guard let owner, let ownerID = owner[attribute: Names.id] else { return .failure(Refusal("the .xib has no File's Owner to become the scene's view controller")) }
        guard var view = root else { return .failure(Refusal("the live root is not a top-level view of the .xib")) }
        let controllerID = ids.make("viewController")
        let responderID = ids.make("firstResponder")
        let oldResponderID = firstResponder?[attribute: Names.id]

        // The view: key="view" first, as Xcode writes it; its canvas point goes to the scene.
        view.attributes.removeAll { $0.name == Names.key }
        view.attributes.insert(XMLTree.Attribute(Names.key, Names.viewKey), at: 0)
        let point = view.children.first { $0.element.map { $0.name == Names.point && $0[attribute: Names.key] == Names.canvasLocationKey } ?? false }
        view.children.removeAll { $0.element.map { $0.name == Names.point && $0[attribute: Names.key] == Names.canvasLocationKey } ?? false }

        var controller = Element(Names.viewControllerElement, attributes: [XMLTree.Attribute(Names.id, controllerID)])
        if let ownerClass = owner[attribute: Names.customClass] { controller.attributes.append(XMLTree.Attribute(Names.customClass, ownerClass)) }
        controller.attributes.append(XMLTree.Attribute(Names.sceneMemberID, Names.viewControllerMember))
        controller.children.append(.element(view))
        if var connections = owner.firstElement(named: Names.connections) {
            connections.children.removeAll { node in
                guard let outlet = node.element else { return false }
                return outlet.name == Names.outlet && outlet[attribute: Names.property] == Names.viewOutletProperty && outlet[attribute: Names.destination] == liveRootID
            }
            if !connections.elements.isEmpty { controller.children.append(.element(connections)) }
        }
        let responder = Element(Names.placeholder, attributes: [
            XMLTree.Attribute(Names.placeholderIdentifier, Names.firstResponderIdentifier), XMLTree.Attribute(Names.id, responderID),
            XMLTree.Attribute(Names.sceneMemberID, Names.firstResponderMember),
        ])
        var sceneObjects = Element(Names.objects)
        sceneObjects.children = [.element(controller), .element(responder)] + others
        var scene = Element(Names.scene, attributes: [XMLTree.Attribute(Names.sceneID, ids.make("scene"))])
        scene.children = [.element(sceneObjects), point ?? .element(Element(Names.point, attributes: [
            XMLTree.Attribute(Names.key, Names.canvasLocationKey), XMLTree.Attribute(Names.x, "0.0"), XMLTree.Attribute(Names.y, "0.0"),
        ]))]
        var scenes = Element(Names.scenes)
        scenes.children = [.element(scene)]
        tree.root.children[objectsIndex] = .element(scenes)

        // What named File's Owner or the First Responder names their scene counterparts.
        var renamed = [ownerID: controllerID]
        if let oldResponderID { renamed[oldResponderID] = responderID }
        tree.root.transformElements { element in
            for index in element.attributes.indices where Names.referenceAttributes.contains(element.attributes[index].name) {
                if let new = renamed[element.attributes[index].value] { element.attributes[index].value = new }
            }
        }
        tree.root[attribute: Names.type] = Names.storyboardType
        tree.root[attribute: Names.initialViewController] = controllerID
        return .success(tree)
    }

    /// Why a .xib cannot become a storyboard.
    struct Refusal: Error {
        var reason: String
        init(_ reason: String) { self.reason = reason }
    }
}

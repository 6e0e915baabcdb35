import LayoutCore
import LayoutDocuments
import LayoutXML

/// Writes a ``Document`` as a modern Interface Builder `.xib` or `.storyboard`
/// (`<document version="3.0" useTraitCollections="YES">`), in Xcode's conventions: four-space
/// indentation, attributes in Xcode's order, File's Owner `-1` and First Responder `-2`, generated
/// ids in Xcode's `abc-de-fgh` style, frame variations inside the view, `subviews` masks on the superview.
///
/// It writes what the importers read (ids, classes, tags, titles, images, texts, placeholders, user
/// labels, frames, hidden flags, autoresizing masks, size-class variations, outlets and actions),
/// so that reading its output gives the same views; nothing else of a view (fonts, colours) is
/// in the model. Pure and deterministic. The document must hold one scene with one top-level view.
package enum InterfaceBuilderWriter {
    private typealias Element = XMLTree.Element
    private typealias Names = ModernIBNames

    /// The document's text, ending in a newline; `document.format` chooses `.storyboard` or `.xib`.
    ///
    /// - Throws: ``DiagnosticError`` for a document without exactly one scene with one top-level
    ///   view, or a value that XML 1.0 cannot carry.
    package static func string(from document: Document) throws(DiagnosticError) -> String {
        try write(document).text
    }

    /// ``string(from:)`` with what the document's format cannot carry of the model: a control
    /// event bit UIKit does not name (left out, a ``RuleID/notExpressible`` warning), an action with
    /// no event (written without `eventType`, an ``RuleID/actionWithoutEvents`` warning).
    package static func write(_ document: Document) throws(DiagnosticError) -> (text: String, diagnostics: [Diagnostic]) {
        guard document.scenes.count == 1, let scene = document.scenes.first, scene.views.count == 1, let root = scene.views.first else {
            throw DiagnosticError(.error(.invalidValue, "an Interface Builder document is written from one scene with one top-level view", at: SourceLocation(file: document.file)))
        }
        var writer = Writer(file: document.file, isStoryboard: document.format == .storyboard)
        writer.write(scene: scene, root: root)
        guard let built = writer.stack.first?.elements.first else {
            throw DiagnosticError(.error(.invalidValue, "an Interface Builder document is written from one scene with one top-level view", at: SourceLocation(file: document.file)))
        }
        do {
            return (try XMLTreeWriter.string(from: XMLTree(root: built)), writer.warnings)
        } catch {
            throw DiagnosticError(.error(.invalidValue, "the document cannot be written: \(error.description)", at: SourceLocation(file: document.file)))
        }
    }

    /// `text` as a comment can hold it: XML forbids `--` inside a comment and `-` at its end.
    static func commentText(_ text: String) -> String {
        var text = text
        while text.contains("--") { text = text.replacingOccurrences(of: "--", with: "- -") }
        if text.hasSuffix("-") { text += " " }
        return text
    }

    private struct Writer {
        let file: String
        let isStoryboard: Bool
        /// The elements open now, outermost first, under a holder whose one child is the document.
        var stack: [Element] = [Element("")]
        var warnings: [Diagnostic] = []
        var ids: IBIDGenerator
        var ownerID = Names.filesOwnerID
        var firstResponderID = Names.firstResponderID

        init(file: String, isStoryboard: Bool) {
            self.file = file
            self.isStoryboard = isStoryboard
            ids = IBIDGenerator()
        }

        mutating func write(scene: Scene, root: ViewNode) {
            root.forEachPreOrder { ids.reserve($0.id.rawValue) }
            scene.externalObjectIDs.forEach { ids.reserve($0) }
            var header: [(String, String)] = [
                (Names.type, isStoryboard ? Names.storyboardType : Names.xibType), (Names.version, Names.currentVersion),
                (Names.toolsVersionAttribute, Names.toolsVersion),
            ]
            header += Names.documentSettings
            var sceneID = ""
            if isStoryboard {
                // A storyboard's scene and controller keep the ids they had; a .xib's File's Owner
                // (always -1) has no scene and gets a controller id of the storyboard's style.
                if let keptScene = scene.id?.rawValue, let keptOwner = scene.ownerID {
                    ids.reserve(keptScene)
                    ids.reserve(keptOwner)
                    sceneID = keptScene
                    ownerID = keptOwner
                } else {
                    sceneID = ids.make("scene")
                    ownerID = ids.make("viewController")
                }
                firstResponderID = ids.make("firstResponder")
                header.append((Names.initialViewController, ownerID))
            }
            open(Names.document, header, level: 0)
            element(Names.device, Names.deviceSettings, level: 1)
            open(Names.dependencies, [], level: 1)
            element(Names.deployment, [(Names.identifier, Names.deploymentIdentifier)], level: 2)
            element(Names.plugIn, [(Names.identifier, Names.pluginIdentifier), (Names.version, Names.pluginVersion)], level: 2)
            element(Names.capability, [(Names.name, Names.xcode8Capability), (Names.minToolsVersion, Names.xcode8ToolsVersion)], level: 2)
            close(Names.dependencies, level: 1)
            if isStoryboard {
                open(Names.scenes, [], level: 1)
                comment(InterfaceBuilderWriter.commentText(scene.ownerClass ?? "View Controller"))
                open(Names.scene, [(Names.sceneID, sceneID)], level: 2)
                open(Names.objects, [], level: 3)
                var controller: [(String, String)] = [(Names.id, ownerID)]
                if let owner = scene.ownerClass { controller.append((Names.customClass, owner)) }
                controller.append((Names.sceneMemberID, Names.viewControllerMember))
                open(Names.viewControllerElement, controller, level: 4)
                writeView(root, level: 5, key: Names.viewKey, topLevel: true)
                writeOutlets(scene.outlets.filter { $0.property != Names.viewOutletProperty || $0.destination.rawValue != root.id.rawValue }, owner: ownerID, level: 5)
                close(Names.viewControllerElement, level: 4)
                element(Names.placeholder, [(Names.placeholderIdentifier, Names.firstResponderIdentifier), (Names.id, firstResponderID),
                                            (Names.sceneMemberID, Names.firstResponderMember)], level: 4)
                writeExternalObjects(scene, level: 4)
                close(Names.objects, level: 3)
                element(Names.point, [(Names.key, Names.canvasLocationKey), (Names.x, "0.0"), (Names.y, "0.0")], level: 3)
                close(Names.scene, level: 2)
                close(Names.scenes, level: 1)
            } else {
                open(Names.objects, [], level: 1)
                var owner: [(String, String)] = [(Names.placeholderIdentifier, Names.filesOwnerIdentifier), (Names.id, ownerID), (Names.userLabel, Names.filesOwnerLabel)]
                if let ownerClass = scene.ownerClass { owner.append((Names.customClass, ownerClass)) }
                if scene.outlets.isEmpty {
                    element(Names.placeholder, owner, level: 2)
                } else {
                    open(Names.placeholder, owner, level: 2)
                    writeOutlets(scene.outlets, owner: ownerID, level: 3)
                    close(Names.placeholder, level: 2)
                }
                element(Names.placeholder, [(Names.placeholderIdentifier, Names.firstResponderIdentifier), (Names.id, firstResponderID),
                                            (Names.customClass, Names.responderClass)], level: 2)
                writeView(root, level: 2, key: nil, topLevel: true)
                writeExternalObjects(scene, level: 2)
                close(Names.objects, level: 1)
            }
            close(Names.document, level: 0)
        }

        mutating func writeOutlets(_ outlets: [Scene.Outlet], owner: String, level: Int) {
            guard !outlets.isEmpty else { return }
            open(Names.connections, [], level: level)
            for outlet in outlets {
                element(Names.outlet, [(Names.property, outlet.property), (Names.destination, outlet.destination.rawValue),
                                       (Names.id, ids.make("\(owner).\(outlet.property)"))], level: level + 1)
            }
            close(Names.connections, level: level)
        }

        mutating func writeExternalObjects(_ scene: Scene, level: Int) {
            for id in scene.externalObjectIDs {
                element(Names.customObjectElement, [(Names.id, id)], level: level)
            }
        }

        /// Recursion depth is the tree's depth, bounded for read documents by the readers' limit.
        /// `topLevel`: the document's view, placed by its container rather than by a fixed frame.
        mutating func writeView(_ view: ViewNode, level: Int, key: String?, topLevel: Bool = false) {
            let (name, knownClass) = InterfaceBuilderWriter.element(for: view.viewClass)
            var attributes: [(String, String)] = []
            if let key { attributes.append((Names.key, key)) }
            if view.isHidden { attributes.append((Names.hidden, Names.yes)) }
            if view.tag != 0 { attributes.append((Names.tag, String(view.tag))) }
            attributes.append((Names.contentMode, view.viewClass.uikitClass == "UILabel" ? Names.labelContentMode : Names.defaultContentMode))
            if !topLevel { attributes.append((Names.fixedFrame, Names.yes)) }
            if let text = view.text { attributes.append((Names.text, text)) }
            if let placeholder = view.placeholder { attributes.append((Names.placeholderText, placeholder)) }
            if name == Names.imageViewElement, let image = view.image { attributes.append((Names.image, image)) }
            attributes.append((Names.id, view.id.rawValue))
            if let label = view.userLabel { attributes.append((Names.userLabel, label)) }
            if let custom = knownClass ? view.viewClass.customClass : view.viewClass.name { attributes.append((Names.customClass, custom)) }
            open(name, attributes, level: level)
            rect(view.frame, level: level + 1)
            if !view.autoresizingMask.isEmpty {
                let flags = Names.autoresizingFlags.filter { view.autoresizingMask.contains($0.flag) }.map { ($0.name, Names.yes) }
                element(Names.autoresizingMask, [(Names.key, Names.autoresizingMask)] + flags, level: level + 1)
            }
            if !view.subviews.isEmpty {
                open(Names.subviews, [], level: level + 1)
                for subview in view.subviews { writeView(subview, level: level + 2, key: nil) }
                close(Names.subviews, level: level + 1)
            }
            if name == Names.buttonElement, view.title != nil || view.image != nil {
                var state: [(String, String)] = [(Names.key, Names.normalStateKey)]
                if let title = view.title { state.append((Names.title, title)) }
                if let image = view.image { state.append((Names.image, image)) }
                element(Names.state, state, level: level + 1)
            }
            writeVariations(view, level: level + 1)
            writeActions(view, level: level + 1)
            if topLevel, !isStoryboard { element(Names.point, [(Names.key, Names.canvasLocationKey), (Names.x, "0.0"), (Names.y, "0.0")], level: level + 1) }
            close(name, level: level)
        }

        /// One `<variation>` per trait key (`default` first): the view's own frame in that size
        /// class, then which of its subviews that size class installs.
        mutating func writeVariations(_ view: ViewNode, level: Int) {
            var keys: [SizeClassTraits] = []
            let masked = view.subviews.flatMap { subview in subview.installationVariations.map { ($0.traits, subview.id.rawValue, $0.isInstalled) } }
            for key in view.frameVariations.map(\.traits) + masked.map(\.0) where !keys.contains(key) { keys.append(key) }
            keys.sort { ($0 == SizeClassTraits.base ? 0 : 1) < ($1 == SizeClassTraits.base ? 0 : 1) }
            for key in keys {
                let frame = view.frameVariations.first { $0.traits == key }?.frame
                var attributes: [(String, String)] = [(Names.key, key.rawValue)]
                if frame != nil { attributes.append((Names.fixedFrame, Names.yes)) }
                open(Names.variation, attributes, level: level)
                if let frame { rect(frame, level: level + 1) }
                let entries = masked.filter { $0.0 == key }
                if !entries.isEmpty {
                    open(Names.mask, [(Names.key, Names.subviewsKey)], level: level + 1)
                    for (_, id, installed) in entries {
                        element(installed ? Names.include : Names.exclude, [(Names.reference, id)], level: level + 2)
                    }
                    close(Names.mask, level: level + 1)
                }
                close(Names.variation, level: level)
            }
        }

        /// One `<action>` per event, as Interface Builder stores them.
        mutating func writeActions(_ view: ViewNode, level: Int) {
            guard !view.actions.isEmpty else { return }
            open(Names.connections, [], level: level)
            for action in view.actions {
                let destination: String
                switch action.target {
                case .filesOwner: destination = ownerID
                case .firstResponder: destination = firstResponderID
                case .object(let id): destination = id.rawValue
                }
                let named = action.events.bits.compactMap { bit in ControlAction.Events.named.first { $0.event == bit }?.name }
                for bit in action.events.bits where !ControlAction.Events.named.contains(where: { $0.event == bit }) {
                    warnings.append(.warning(.notExpressible, "action '\(TerminalText.shortened(action.selector))' of \(ViewIdentity(view)) is sent on control event bit \(bit.rawValue.trailingZeroBitCount), which UIKit does not name and Interface Builder cannot write; it is left out", at: view.location,
                                              subject: Diagnostic.Subject(view: view.id)))
                }
                if named.isEmpty {
                    warnings.append(.warning(.actionWithoutEvents, "action '\(TerminalText.shortened(action.selector))' of \(ViewIdentity(view)) has no control event; it is written without one, and nothing fires it", at: view.location,
                                              subject: Diagnostic.Subject(view: view.id)))
                    element(Names.action, [(Names.selector, action.selector), (Names.destination, destination),
                                           (Names.id, ids.make("\(view.id).\(action.selector)"))], level: level + 1)
                }
                for event in named {
                    element(Names.action, [(Names.selector, action.selector), (Names.destination, destination), (Names.eventType, event),
                                           (Names.id, ids.make("\(view.id).\(action.selector).\(event)"))], level: level + 1)
                }
            }
            close(Names.connections, level: level)
        }

        mutating func rect(_ frame: Rect, level: Int) {
            element(Names.rect, [(Names.key, Names.frameKey), (Names.x, InterfaceBuilderWriter.number(frame.x)), (Names.y, InterfaceBuilderWriter.number(frame.y)),
                                 (Names.width, InterfaceBuilderWriter.number(frame.width)), (Names.height, InterfaceBuilderWriter.number(frame.height))], level: level)
        }

        mutating func open(_ name: String, _ attributes: [(String, String)], level: Int) {
            stack.append(Element(name, attributes: attributes.map { XMLTree.Attribute($0.0, $0.1) }))
        }

        mutating func element(_ name: String, _ attributes: [(String, String)], level: Int) {
            stack[stack.count - 1].append(Element(name, attributes: attributes.map { XMLTree.Attribute($0.0, $0.1) }))
        }

        mutating func close(_ name: String, level: Int) {
            guard stack.count > 1, let closed = stack.popLast() else { return }
            stack[stack.count - 1].append(closed)
        }

        mutating func comment(_ text: String) {
            stack[stack.count - 1].children.append(.comment(XMLTree.Comment(text)))
        }
    }

    /// The element Interface Builder writes for a class, and whether it has one (else `view`, with
    /// the class as its custom class).
    static func element(for viewClass: ViewClass) -> (name: String, known: Bool) {
        if let entry = Names.viewElements.first(where: { $0.uikitClass == viewClass.uikitClass }) { return (entry.element, true) }
        return (Names.viewElements[0].element, false)
    }

    /// A coordinate as Xcode writes it: `0.0` for zero, `320` for whole numbers, `20.5` otherwise.
    static func number(_ value: Double) -> String {
        value == 0 ? "0.0" : Rect.format(value)
    }
}

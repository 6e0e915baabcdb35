import Foundation
import Testing
import LayoutTemplates
import LayoutSynthesis
import AutoLayout
import LayoutXML
import TestSupport

/// The corpus's Auto Layout screens redrawn as the two-layout designs users bring, and merged as
/// they would merge them: each controller's view with its constraints taken out, drawn with the
/// frames the AutoLayout engine gives it on a 375x667 iPhone in portrait, beside a copy drawn in
/// landscape (the controller's or File's Owner's `landscapeView` outlet), merged with
/// `--auto-layout` through the library's merge, and the written document laid out at the drawn
/// size and at the six unseen ones beside the original. ``AutoLayoutScreenTests`` measures the
/// synthesis on the same screens; this measures the whole path a design takes.
@Suite("Redrawn Auto Layout screens merged with --auto-layout", .enabled(if: PackagePaths.isCorpusAvailable, "../shared/corpus is absent: the redrawn screens are skipped"))
struct RedrawnDesignTests {
    typealias Element = XMLTree.Element

    /// The view tree at `root` as a designer draws it without Auto Layout: no constraints, layout
    /// guides or size-class variations (in `compactHeight`, a view's attributes as its
    /// height-compact variation sets them: a stack's axis), each view at its frame in `frames`,
    /// ids renamed by `rename`.
    static func drawing(_ root: Element, frames: [String: Rect], compactHeight: Bool, rename: (String) -> String) -> Element {
        var tree = root
        if compactHeight {
            tree.transformElements { element in
                for variation in element.elements where variation.name == "variation" && variation[attribute: "key"] == "heightClass=compact" {
                    for attribute in variation.attributes where attribute.name != "key" {
                        element.attributes.removeAll { $0.name == attribute.name }
                        element.attributes.append(attribute)
                    }
                }
            }
        }
        tree.removeDescendants { ["constraints", "variation", "viewLayoutGuide", "layoutGuides"].contains($0.name) }
        tree.transformElements { element in
            element.attributes.removeAll { $0.name == "translatesAutoresizingMaskIntoConstraints" }
            guard let id = element[attribute: "id"] else { return }
            element.attributes = element.attributes.map { $0.name == "id" ? XMLTree.Attribute("id", rename(id)) : $0 }
            guard let frame = frames[id], let index = element.children.firstIndex(where: { $0.element.map { $0.name == "rect" && $0[attribute: "key"] == "frame" } ?? false }) else { return }
            element.children[index] = .element(Element("rect", ["key": "frame", "x": "\(frame.x)", "y": "\(frame.y)", "width": "\(frame.width)", "height": "\(frame.height)"]))
        }
        return tree
    }

    /// `document` with the design at `rootID` redrawn in two layouts; `nil` where its owner already
    /// has a landscape outlet.
    static func twoLayoutDesign(_ document: XMLTree, rootID: String, portrait: [String: Rect], landscape: [String: Rect]) -> XMLTree? {
        var root: Element?
        var ownerHasLandscape = false
        document.root.forEachElement { element in
            if element[attribute: "id"] == rootID { root = element }
            if element.name == "outlet", element[attribute: "property"] == "landscapeView" { ownerHasLandscape = true }
        }
        guard let root, !ownerHasLandscape else { return nil }
        var landscapeRoot = drawing(root, frames: landscape, compactHeight: true) { "\($0)-L" }
        landscapeRoot.attributes.removeAll { $0.name == "key" }
        let portraitRoot = drawing(root, frames: portrait, compactHeight: false) { $0 }
        let outlet = Element("outlet", ["property": "landscapeView", "destination": "\(rootID)-L", "id": "\(rootID)-landscape-outlet"])
        func addOutlet(to owner: inout Element) {
            if let index = owner.children.firstIndex(where: { $0.element?.name == "connections" }), case .element(var connections) = owner.children[index] {
                connections.append(outlet)
                owner.children[index] = .element(connections)
            } else {
                owner.append(Element("connections", children: [.element(outlet)]))
            }
        }
        var tree = document
        tree.root.transformElements { element in
            guard element.name == "objects", element.elements.contains(where: { $0[attribute: "id"] == rootID || $0.elements.contains { $0[attribute: "id"] == rootID } }) else { return }
            for index in element.children.indices {
                guard var child = element.children[index].element else { continue }
                if child[attribute: "id"] == rootID {
                    // A .xib's top-level view, its owner File's Owner.
                    child = portraitRoot
                } else if let position = child.children.firstIndex(where: { $0.element?[attribute: "id"] == rootID }) {
                    // A storyboard scene's controller and its view.
                    child.children[position] = .element(portraitRoot)
                    addOutlet(to: &child)
                } else if child[attribute: "placeholderIdentifier"] == "IBFilesOwner" {
                    addOutlet(to: &child)
                }
                element.children[index] = .element(child)
            }
            element.append(landscapeRoot)
        }
        // Outlets to the constraints taken out go with them.
        var ids: Set<String> = []
        tree.root.forEachElement { if let id = $0[attribute: "id"] { ids.insert(id) } }
        tree.root.removeDescendants { ["outlet", "outletCollection"].contains($0.name) && !ids.contains($0[attribute: "destination"] ?? "") }
        return tree
    }

    @Test("the merged documents reproduce both drawings and place the views on unseen phones as the synthesis benchmark does")
    func redrawn() throws {
        let drawnOn = try #require(DeviceCatalog.device(named: AutoLayoutScreenTests.drawnOn))
        let unseen = try AutoLayoutScreenTests.unseen.map { try #require(DeviceCatalog.device(named: $0)) }
        let configurations = unseen.flatMap { device in [InterfaceOrientation.portrait, .landscapeLeft].map { (device, $0) } }
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        var designs = 0, drawnCompared = 0, drawnRight = 0, refused: Set<String> = [], off: [String] = []
        var compared = Array(repeating: 0, count: configurations.count), right = compared
        for file in try AutoLayoutCorpus.documents() {
            let path = PackagePaths.corpus(file)
            let document = try ImportResult(contentsOf: path).document
            // An iPad has no size class for landscape alone: its designs are not merged.
            if document.documentType?.contains(".iPad.") == true { continue }
            let portrait = AutoLayoutEngine.layOut(document, at: .device(drawnOn, .portrait))
            let landscape = AutoLayoutEngine.layOut(document, at: .device(drawnOn, .landscapeLeft))
            let originals = configurations.map { AutoLayoutEngine.layOut(document, at: .device($0.0, $0.1)) }
            let tree = try XMLTree.read(file: path)
            for (index, design) in portrait.designs.enumerated() where design.isControllerView && index < landscape.designs.count {
                let rootID = design.rootID.rawValue
                let drawnViews = design.views + landscape.designs[index].views
                // A view the original squeezes to a negative size cannot be drawn.
                guard drawnViews.allSatisfy({ $0.frame.width >= 0 && $0.frame.height >= 0 }) else { continue }
                let portraitFrames = Dictionary(design.views.map { ($0.id.rawValue, $0.frame) }, uniquingKeysWith: { first, _ in first })
                let landscapeFrames = Dictionary(landscape.designs[index].views.map { ($0.id.rawValue, $0.frame) }, uniquingKeysWith: { first, _ in first })
                guard let redrawn = Self.twoLayoutDesign(tree, rootID: rootID, portrait: portraitFrames, landscape: landscapeFrames) else { continue }
                let kind = (file as NSString).pathExtension
                let name = "\(((file as NSString).lastPathComponent as NSString).deletingPathExtension)-\(rootID).\(kind)"
                let designFile = directory.file(name)
                try XMLTreeWriter.string(from: redrawn).write(toFile: designFile, atomically: true, encoding: .utf8)
                let merged: MergeTarget.MergedText
                do {
                    let target: MergeTarget = kind == "storyboard" ? .storyboard : .xib
                    (merged, _) = try target.autoLayoutText(of: MergedDesign(MatchResult(matching: try Design(contentsOf: [designFile]), mode: .default)), destination: "Out.\(kind)")
                } catch {
                    refused.insert(name)
                    off.append("\(name) refused: \(error.diagnostics.first?.message ?? "")")
                    continue
                }
                designs += 1
                let written = try ImportResult(bytes: Array(merged.text.utf8), path: "Out.\(kind)").document
                let drawnIDs = Set(design.views.dropFirst().map(\.id.rawValue))
                func compare(_ ours: DocumentLayout, _ theirs: DocumentLayout, tolerance: Double, label: String, count: (Bool) -> Void) {
                    guard let mine = ours.designs.first(where: { $0.rootID.rawValue == rootID }), let reference = theirs.designs.first(where: { $0.rootID.rawValue == rootID }) else {
                        off.append("\(name) \(label): the root is not laid out")
                        return
                    }
                    let expected = Dictionary(reference.views.map { ($0.id.rawValue, $0.frame) }, uniquingKeysWith: { first, _ in first })
                    for view in mine.views where drawnIDs.contains(view.id.rawValue) {
                        guard let frame = expected[view.id.rawValue] else { continue }
                        let ok = SynthesisResult.distance(frame, view.frame) <= tolerance
                        count(ok)
                        if !ok { off.append("\(name) \(view.id.rawValue) \(label): written \(view.frame), expected \(frame)") }
                    }
                }
                for (orientation, reference) in [(InterfaceOrientation.portrait, portrait), (.landscapeLeft, landscape)] {
                    compare(AutoLayoutEngine.layOut(written, at: .device(drawnOn, orientation)), reference, tolerance: 0.5, label: "drawn \(orientation)") { ok in
                        drawnCompared += 1
                        if ok { drawnRight += 1 }
                    }
                }
                for (slot, (device, orientation)) in configurations.enumerated() {
                    compare(AutoLayoutEngine.layOut(written, at: .device(device, orientation)), originals[slot], tolerance: 1, label: "\(device.name) \(orientation)") { ok in
                        compared[slot] += 1
                        if ok { right[slot] += 1 }
                    }
                }
            }
        }
        let percent = AutoLayoutScreenTests.percent
        print("redrawn Auto Layout screens merged with --auto-layout: \(designs) designs; frames within 0.5 pt of the two drawings: \(percent(drawnRight, drawnCompared)) of \(drawnCompared)")
        print("| configuration | views | merged within 1 pt |")
        print("|---|---|---|")
        for (slot, (device, orientation)) in configurations.enumerated() {
            let size = device.screenSize(orientation)
            print("| \(Int(size.width))x\(Int(size.height)) | \(compared[slot]) | \(percent(right[slot], compared[slot])) |")
        }
        print("| all six | \(compared.reduce(0, +)) | \(percent(right.reduce(0, +), compared.reduce(0, +))) |")
        if ProcessInfo.processInfo.environment["SYNTHESIS_OFF"] != nil { for line in off { print("  off: \(line)") } }
        #expect(refused.isEmpty, "\(off.filter { $0.contains("refused") })")
        #expect(designs == 49)
        // Every drawn frame, and floors at the counts measured on the unseen phones.
        #expect(drawnRight == drawnCompared, "\(off.filter { $0.contains("drawn") }.prefix(10))")
        let floors = [656, 663, 601, 590, 596, 568]
        for slot in compared.indices { #expect(right[slot] >= floors[slot], "slot \(slot): \(right[slot]) of \(compared[slot])") }
    }
}

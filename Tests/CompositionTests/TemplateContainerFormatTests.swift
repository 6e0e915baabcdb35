import Testing
import LayoutTemplates

/// The template format's `<container>`: the example, the round trip, and bad documents as
/// diagnostics at their line.
@Suite("Template format: containers")
struct TemplateContainerFormatTests {
    typealias F = CompositionFixtures

    /// Locations and file names point into the file each model was read from; compare the rest.
    private func stripped(_ document: Document) -> Document {
        var document = document
        document.file = ""
        for index in document.scenes.indices {
            document.scenes[index].location = nil
            for outlet in document.scenes[index].outlets.indices { document.scenes[index].outlets[outlet].location = nil }
            for view in document.scenes[index].views.indices { strip(&document.scenes[index].views[view]) }
        }
        if var container = document.container {
            container.location = nil
            for index in container.children.indices {
                container.children[index].location = nil
                container.children[index].document = stripped(container.children[index].document)
            }
            document.container = container
        }
        return document
    }

    private func strip(_ view: inout ViewNode) {
        view.location = nil
        for index in view.subviews.indices { strip(&view.subviews[index]) }
    }

    @Test("the example reads into a split-or-flip container whose two children are templates")
    func example() throws {
        let document = try ImportResult(contentsOf: F.mapAndList).document
        #expect(document.format == .template)
        #expect(document.scenes.isEmpty)
        #expect(document.layouts.isEmpty)
        let container = try #require(document.container)
        #expect(container.kind == .splitOrFlip)
        #expect(container.options == ["animatesFlips": "false"])
        #expect(container.children.map(\.name) == ["left", "right"])
        let map = try #require(container.child(named: "left")).document
        #expect(map.layouts.map(\.name) == ["compact", "phone", "landscape"])
        #expect(map.layouts[1].condition == LayoutCondition(horizontalSizeClass: .compact, maximumWidth: 430))
        #expect(map.scenes.first?.ownerClass == "MapViewController")
        #expect(map.scenes.first?.views.map(\.id) == ["mapRoot"])
        #expect(map.scenes.first?.outlets.map(\.property) == ["view", "mapView"])
        #expect(container.child(named: "right")?.document.scenes.first?.ownerClass == "PlaceListViewController")
        #expect(document.viewCount == 9)
        #expect(container.child(named: "left")?.location?.line == 23)
        #expect(try container.initialState() == .splitOrFlip(SplitOrFlip(animatesFlips: false)))
    }

    @Test("read -> write -> read gives an equal model, and writing is deterministic")
    func roundTrip() throws {
        let first = try ImportResult(contentsOf: F.mapAndList).document
        let written = try TemplateFormatWriter.string(from: first)
        let second = try F.read(written, path: "Written.layouts.xml")
        #expect(stripped(second) == stripped(first))
        #expect(try TemplateFormatWriter.string(from: second) == written)
        #expect(written.contains("<container kind=\"splitOrFlip\" animatesFlips=\"false\">"))
        #expect(written.contains("<child name=\"left\" ownerClass=\"MapViewController\">"))
    }

    @Test("every kind with its options round-trips")
    func roundTripEveryKind() throws {
        let documents = [
            F.document(kind: "indexDetail", options: "axis=\"vertical\" detailFraction=\"0.5\" isCollapsed=\"true\" expandsAutomatically=\"true\"",
                       children: [F.child("root", layouts: F.compactOrRegular), F.child("index", layouts: F.compactOrRegular),
                                  F.child("photo", layouts: F.compactOrRegular)]),
            F.document(kind: "splitView", options: "style=\"tripleColumn\" preferredDisplayMode=\"twoBesideSecondary\" maximumPrimaryColumnWidth=\"280\"",
                       children: [F.child("primary", layouts: F.compactOrRegular), F.child("supplementary", layouts: F.compactOrRegular),
                                  F.child("secondary", layouts: F.compactOrRegular)]),
        ]
        for text in documents {
            let first = try F.read(text)
            let written = try TemplateFormatWriter.string(from: first)
            #expect(stripped(try F.read(written)) == stripped(first))
        }
        let indexDetail = try #require(try F.read(documents[0]).container?.initialState())
        #expect(indexDetail == .indexDetail(IndexDetail(axis: .vertical, detailFraction: 0.5, isCollapsed: true, expandsAutomatically: true)))
    }

    @Test("an unknown container kind is an error at the container's line")
    func unknownKind() {
        let errors = F.errors(F.document(kind: "carousel", children: [F.child("left", layouts: F.compactOrRegular)]))
        #expect(errors.count == 1)
        #expect(errors.first?.rule == .invalidValue)
        #expect(errors.first?.location?.line == 3)
        #expect(errors.first?.message.contains("'carousel' is not a container kind") == true)
    }

    @Test("a child without layouts is an error at the child's line")
    func childWithoutLayouts() {
        let bare = """
                <child name="right">
                    <hierarchy>
                        <view id="listRoot" class="UIView"/>
                    </hierarchy>
                </child>
        """
        let errors = F.errors(F.document(kind: "splitOrFlip", children: [F.child("left", layouts: F.compactOrRegular), bare]))
        #expect(errors.map(\.rule) == [.missingLayout])
        #expect(errors.first?.message == "child 'right' declares at least one <layout>")
        // Line 1 declaration, 2 root, 3 container, 4-13 the left child, 14 the right child.
        #expect(errors.first?.location?.line == 14)
    }

    @Test("a missing, unknown or repeated child, a bad option and content beside the container are errors")
    func badContainers() {
        let left = F.child("left", layouts: F.compactOrRegular)
        let missing = F.errors(F.document(kind: "splitOrFlip", children: [left]))
        #expect(missing.map(\.message) == ["a splitOrFlip <container> needs a <child name=\"right\">"])
        #expect(missing.first?.location?.line == 3)

        let unknown = F.errors(F.document(kind: "splitOrFlip", children: [left, F.child("right", layouts: F.compactOrRegular),
                                                                           F.child("middle", layouts: F.compactOrRegular)]))
        #expect(unknown.map(\.message) == ["a splitOrFlip <container> has no child 'middle'"])
        #expect(unknown.first?.location?.line == 24)

        let twice = F.errors(F.document(kind: "splitOrFlip", children: [left, left, F.child("right", layouts: F.compactOrRegular)]))
        #expect(twice.map(\.message) == ["child 'left' is declared twice"])

        let badOption = F.errors(F.document(kind: "indexDetail", options: "detailFraction=\"1.5\" animatesFlips=\"true\"",
                                            children: [F.child("root", layouts: F.compactOrRegular), F.child("index", layouts: F.compactOrRegular)]))
        #expect(badOption.count == 2)
        #expect(badOption.allSatisfy { $0.location?.line == 3 && $0.rule == .invalidValue })

        let doubleColumnSupplementary = F.errors(F.document(kind: "splitView", children: [
            F.child("primary", layouts: F.compactOrRegular), F.child("supplementary", layouts: F.compactOrRegular),
            F.child("secondary", layouts: F.compactOrRegular)]))
        #expect(doubleColumnSupplementary.map(\.message) == ["a splitView <container> has no child 'supplementary'"])

        let beside = """
        <?xml version="1.0" encoding="UTF-8"?>
        <layoutTemplate version="1">
            <layout name="stray"/>
            <container kind="splitOrFlip">
        \(left)
        \(F.child("right", layouts: F.compactOrRegular))
            </container>
        </layoutTemplate>
        """
        let besideErrors = F.errors(beside)
        #expect(besideErrors.count == 1)
        #expect(besideErrors.first?.location?.line == 4)
    }

    @Test("an error inside a child is reported at its own line, and <child> outside a container is rejected")
    func errorsInsideChildren() {
        let broken = F.child("right", layouts: F.compactOrRegular).replacingOccurrences(of: "frame=\"0 0 100 100\"", with: "frame=\"0 0 wide 100\"")
        let errors = F.errors(F.document(kind: "splitOrFlip", children: [F.child("left", layouts: F.compactOrRegular), broken]))
        #expect(errors.map(\.rule) == [.invalidValue], "the bad frame only")
        #expect(errors.first?.location?.line == 19)

        let stray = F.errors("""
        <?xml version="1.0" encoding="UTF-8"?>
        <layoutTemplate version="1">
            <child name="left"/>
        </layoutTemplate>
        """)
        #expect(stray.first?.rule == .unknownElement)
        #expect(stray.first?.location?.line == 3)
    }

    @Test("the writer refuses a container it cannot write faithfully")
    func writerRefusals() throws {
        var document = try ImportResult(contentsOf: F.mapAndList).document
        document.container?.options["axis"] = "vertical"
        document.container?.children.removeLast()
        do {
            _ = try TemplateFormatWriter.string(from: document)
            Issue.record("the writer accepted an option splitOrFlip does not take and a missing child")
        } catch {
            #expect(error.diagnostics.count == 2)
            #expect(error.diagnostics.contains { $0.message.contains("has no attribute 'axis'") })
            #expect(error.diagnostics.contains { $0.message.contains("needs a child 'right'") })
        }
    }
}

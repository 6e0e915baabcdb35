import LayoutCore
import LayoutDocuments
import LayoutMatching
import LayoutSynthesis

/// Turns a ``MergedDesign`` into ONE Interface Builder view hierarchy whose landscape layout is
/// a size-class variation, as Xcode would have drawn the design with trait collections: the live
/// layout's own modern document edited (``LiveDocumentMerger``), or else the document
/// ``InterfaceBuilderWriter`` writes from the views' model; every importer of this package reads
/// either back.
///
/// On an iPhone, portrait is regular height and landscape is compact height for every model
/// (whatever the width class), so:
/// - each view's base attributes are those `apply` gives in portrait on the chosen phone, and a
///   view whose landscape frame differs gets a `heightClass=compact` frame variation;
/// - a view hidden in one orientation only is not installed in that size class (Interface Builder
///   has no hidden variation; its superview's `subviews` mask says it), and is otherwise visible;
/// - a view drawn in one layout only (``MergedDesign/additions``) is installed only in its size class;
/// - what a variation cannot carry (an autoresizing mask or bounds that differ between the
///   orientations, a view that a layout moves to another parent, a root view hidden in one
///   orientation only, layouts neither orientation selects) is a warning naming the view, saying
///   what the document holds instead.
///
/// An iPad is regular width and regular height in both orientations, so its designs cannot be
/// told apart by size classes: they are refused with a message naming the alternatives.
package enum InterfaceBuilderMerger {
    /// The trait key of iPhone landscape: compact height, any width.
    package static let landscapeTraits: SizeClassTraits = "heightClass=compact"

    /// The phone whose two orientations the document's base and variation reproduce.
    package static var defaultDevice: Device { DeviceCatalog.defaultDevice }

    /// The merged design as one Interface Builder document (`format` `.xib` or `.storyboard`),
    /// with warnings on what it could not carry.
    ///
    /// - Throws: ``DiagnosticError`` (rule ``RuleID/notExpressible``) for an iPad design, or a
    ///   `device` that is not a phone.
    package static func document(
        from design: MergedDesign, format: Document.Format, file: String, device: Device = defaultDevice
    ) throws(DiagnosticError) -> (document: Document, diagnostics: [Diagnostic]) {
        let plan = try Plan(design: design, device: device)
        var diagnostics = plan.diagnostics
        for id in design.externalObjectIDs {
            diagnostics.append(.warning(
                .notExpressible,
                "object '\(id)' that outlets or actions name is outside the view hierarchy and its class is not read; the document declares it as a <customObject> with that id, to be given its class in Xcode",
                at: plan.location))
        }
        var root = design.live
        var converter = Converter(base: plan.base, compact: plan.compact, diagnostics: diagnostics)
        converter.convert(&root, isRoot: true)
        for addition in design.additions {
            let (installedInBase, installedInCompact) = plan.installation(of: addition, in: design)
            var view = addition.view
            view.installationVariations = [
                ViewNode.InstallationVariation(traits: SizeClassTraits.base, isInstalled: installedInBase),
                ViewNode.InstallationVariation(traits: landscapeTraits, isInstalled: installedInCompact),
            ].filter { !$0.isInstalled || !installedInBase }
            if !Self.insert(view, under: addition.parentID, in: &root) {
                converter.diagnostics.append(.warning(.notExpressible, "\(ViewIdentity(view)) of the \(addition.layoutName) layout has no parent in the merged hierarchy; it is left out", at: view.location,
                                                               subject: Diagnostic.Subject(layout: LayoutName(addition.layoutName), view: view.id)))
            }
        }
        let scene = Scene(id: design.sceneID.map(ViewID.init), ownerID: design.ownerID, ownerClass: design.ownerClass, outlets: design.outlets,
                          views: [root], externalObjectIDs: design.externalObjectIDs)
        return (Document(file: file, format: format, scenes: [scene]), converter.diagnostics)
    }

    /// What both ways of writing the merged document share: the phone's two environments, every
    /// live view's attributes in each, the layouts each selects, and the design-wide warnings.
    package struct Plan {
        let location: SourceLocation
        let base: LiveTree
        let compact: LiveTree
        let baseLayout: Int?
        let compactLayout: Int?
        let diagnostics: [Diagnostic]

        /// - Throws: ``DiagnosticError`` (rule ``RuleID/notExpressible``) for an iPad design, or a
        ///   `device` that is not a phone.
        package init(design: MergedDesign, device: Device) throws(DiagnosticError) {
            let at = design.live.location ?? SourceLocation(file: design.liveFile)
            location = at
            if let reason = padReason(design) {
                throw DiagnosticError(.error(
                    .notExpressible,
                    "\(reason): an iPad is regular width and regular height in both orientations, so size classes cannot tell its portrait layout from its landscape one; merge it to the template format instead (a .layouts.xml file), or keep one Interface Builder file per orientation",
                    at: at))
            }
            guard device.family == .phone,
                  let portrait = device.environment(orientation: .portrait),
                  let landscape = device.environment(orientation: .landscapeLeft) else {
                throw DiagnosticError(.error(.notExpressible, "\(device.name) is no phone: only a phone's orientations differ in size class", at: at))
            }
            var diagnostics = design.diagnostics
            base = design.state(in: portrait)
            compact = design.state(in: landscape)
            let conditions = design.layouts.map(\.condition)
            baseLayout = LayoutCondition.selectLayout(among: conditions, for: portrait)
            compactLayout = LayoutCondition.selectLayout(among: conditions, for: landscape)
            for (index, layout) in design.layouts.enumerated() where index != baseLayout && index != compactLayout {
                diagnostics.append(.warning(
                    .notExpressible,
                    "layout '\(layout.name)' (\(layout.condition)) is selected in neither orientation of \(device.name); the document holds the layouts that are",
                    at: at))
            }
            // Portrait and landscape layouts and no template: both are the live tree itself.
            let names = Set(design.layouts.map(\.name.rawValue))
            if design.templates.isEmpty, names.contains("portrait"), names.contains("landscape") {
                diagnostics.append(.warning(
                    .notExpressible,
                    "the landscape layout is the live view '\(TerminalText.shortened(design.live.id.rawValue))' itself (both layout outlets name it): a one-layout design with a stale outlet, whose merge holds no variation that its base does not; remove the outlet, or connect it to a drawing of the landscape layout",
                    at: at))
            }
            for moved in design.moves {
                diagnostics.append(Diagnostic(
                    severity: .warning, location: moved.location, rule: .notExpressible,
                    message: "\(moved.message); one hierarchy cannot move a view to another parent, so the view stays under its live parent with that layout's frame",
                    notes: moved.notes))
            }
            self.diagnostics = diagnostics
        }

        /// Whether the size class of each orientation installs a view drawn in one layout only.
        func installation(of addition: MergedDesign.Addition, in design: MergedDesign) -> (base: Bool, compact: Bool) {
            let layout = design.layouts.firstIndex { $0.name.rawValue == addition.layoutName }
            return (layout == baseLayout, layout == compactLayout)
        }

        /// What the two orientations' attributes of one view need that no variation carries.
        /// A view `placedByConstraints` (`merge --auto-layout`) does not translate its mask, so
        /// a mask that differs between the layouts says nothing; without `frameVariations` (a
        /// document placed by synthesized constraints) no view gets one for its own constraints
        /// to override.
        static func warnings(for node: ViewNode, portrait: LayoutAttributes, landscape: LayoutAttributes, isRoot: Bool,
                             placedByConstraints: Bool = false, frameVariations: Bool = true) -> [Diagnostic] {
            let name = ViewIdentity(node).description
            var warnings: [Diagnostic] = []
            if !placedByConstraints, landscape.autoresizingMask != portrait.autoresizingMask {
                warnings.append(.warning(.notExpressible, "\(name) has autoresizing mask \(QuotedString.quoted(portrait.autoresizingMask.description)) in portrait and \(QuotedString.quoted(landscape.autoresizingMask.description)) in landscape, which no size-class variation carries; the document keeps the portrait mask", at: node.location, subject: Diagnostic.Subject(view: node.id)))
            }
            for (orientation, attributes) in [("portrait", portrait), ("landscape", landscape)] where attributes.bounds != attributes.frame.boundsForFrame {
                warnings.append(.warning(.notExpressible, "\(name) has bounds \(attributes.bounds) apart from its frame in \(orientation), which Interface Builder derives from the frame; the document holds the frame only", at: node.location, subject: Diagnostic.Subject(view: node.id)))
            }
            if !isRoot, portrait.isHidden != landscape.isHidden {
                let (layout, sizeClass) = landscape.isHidden ? ("landscape", "compact height") : ("portrait", "regular height")
                warnings.append(.warning(.notExpressible, "\(name) is hidden in the \(layout) layout, so the document does not install it in \(sizeClass) (Interface Builder has no hidden variation): there it is out of its superview, and code that unhides it shows nothing; install it in both and hide it from code if it must appear", at: node.location, subject: Diagnostic.Subject(view: node.id)))
            }
            if !isRoot, frameVariations, landscape.frame != portrait.frame, node.autoLayout.translatesAutoresizingMask == false {
                warnings.append(.warning(.notExpressible, "\(name) is placed by its constraints (translatesAutoresizingMaskIntoConstraints=NO): the landscape frame variation written for it has no effect at run time, where the constraints decide its frame", at: node.location, subject: Diagnostic.Subject(view: node.id)))
            }
            if isRoot, portrait.isHidden != landscape.isHidden {
                warnings.append(.warning(.notExpressible, "\(name) is the root and hidden in \(portrait.isHidden ? "portrait" : "landscape") only; a root view cannot be uninstalled, so the document keeps the portrait flag", at: node.location, subject: Diagnostic.Subject(view: node.id)))
            }
            return warnings
        }
    }

    /// The document as Interface Builder text, ready to be written: the live layout's own
    /// document edited (see ``LiveDocumentMerger``) when it is a modern document of the target's
    /// kind or a .xib written as a storyboard, else written from the views' model (see ``InterfaceBuilderWriter``), with a warning
    /// saying what that leaves out.
    package static func string(
        from design: MergedDesign, format: Document.Format, file: String, device: Device = defaultDevice
    ) throws(DiagnosticError) -> (text: String, diagnostics: [Diagnostic]) {
        let plan = try Plan(design: design, device: device)
        let reason: String
        switch LiveDocumentMerger.merge(design, plan: plan, format: format, device: device) {
        case .merged(let merged):
            if merged.failed { throw DiagnosticError(merged.diagnostics.filter { $0.severity == .error }) }
            return (merged.text, plan.diagnostics + merged.diagnostics)
        case .notApplicable(let why):
            reason = why
        }
        let (document, diagnostics) = try self.document(from: design, format: format, file: file, device: device)
        let regenerated = Diagnostic.warning(
            .notExpressible,
            "\(reason), so the merged document is written from the views' model: ids, classes, frames, hidden flags, autoresizing masks, texts, titles, images, user labels, the owner's outlets and the views' actions; fonts, colours, other states, constraints and the other objects' connections of the input are not carried",
            at: plan.location)
        let written = try InterfaceBuilderWriter.write(document)
        return (written.text, [regenerated] + diagnostics + written.diagnostics)
    }

    /// The document placed by constraints: the live layout's own document edited as
    /// ``string(from:format:file:device:)`` edits it, with constraints synthesized from the
    /// phone's two orientations (``ConstraintSynthesizer``, verified by LayoutSolver) instead of
    /// frame variations, and the synthesis's explanation. The text is then laid out by the
    /// AutoLayout engine at both drawn sizes: a conflict or an ambiguous view is an error, a view
    /// the engine does not put where it is drawn a warning.
    ///
    /// - Throws: ``DiagnosticError`` (rule ``RuleID/notExpressible``) for what ``Plan`` refuses, a
    ///   design whose live views already have constraints, or one whose live document cannot be
    ///   edited (a document written from the views' model would drop what the designer wrote).
    package static func autoLayoutString(
        from design: MergedDesign, format: Document.Format, file: String, device: Device = defaultDevice
    ) throws(DiagnosticError) -> (text: String, diagnostics: [Diagnostic], synthesis: SynthesisResult) {
        let plan = try Plan(design: design, device: device)
        if let placed = firstConstrained(design.live) ?? constrainedInDocument(design) {
            throw DiagnosticError(.error(.notExpressible, "view '\(TerminalText.shortened(placed.id.rawValue))' already has constraints: constraints are synthesized for designs placed by frames and autoresizing masks only", at: placed.location ?? plan.location))
        }
        let isControllerRoot = design.rootIsControllerView(writtenAs: format)
        guard let drawing = plan.synthesisDesign(of: design.live, scene: design.liveScene, document: design.liveDocument, device: device, isControllerRoot: isControllerRoot) else {
            throw DiagnosticError(.error(.notExpressible, "the live root has no layout in one of the phone's orientations", at: plan.location))
        }
        let synthesis = ConstraintSynthesizer.synthesize(drawing)
        let unverified = synthesis.diagnostics.filter { $0.severity == .error }.map { diagnostic in
            var copy = diagnostic
            if copy.location == nil { copy.location = plan.location }
            return copy
        }
        // A set the solver does not confirm is never written.
        if !unverified.isEmpty { throw DiagnosticError(unverified) }
        switch LiveDocumentMerger.merge(design, plan: plan, format: format, synthesis: synthesis) {
        case .merged(let merged):
            if merged.failed { throw DiagnosticError(merged.diagnostics.filter { $0.severity == .error }) }
            let located = synthesis.diagnostics.map { diagnostic in
                var copy = diagnostic
                if copy.location == nil { copy.location = plan.location }
                return copy
            }
            // What the engine finds conflicting or ambiguous is never written.
            let engine = AutoLayoutVerification.diagnostics(of: merged.text, file: file, synthesis: synthesis, device: device, at: plan.location)
            if engine.contains(where: { $0.severity == .error }) { throw DiagnosticError(engine.filter { $0.severity == .error }) }
            return (merged.text, plan.diagnostics + merged.diagnostics + located + engine, synthesis)
        case .notApplicable(let why):
            throw DiagnosticError(.error(.notExpressible, "\(why), so it cannot be edited into a document placed by constraints", at: plan.location))
        }
    }

    /// The first view of the tree with constraints of its own.
    private static func firstConstrained(_ node: ViewNode) -> ViewNode? {
        if !node.autoLayout.constraints.isEmpty { return node }
        for child in node.subviews { if let found = firstConstrained(child) { return found } }
        return nil
    }

    /// The first live view whose element in the document the merge edits holds constraints that
    /// the views' model does not: a legacy archive's, which its upgrade writes.
    private static func constrainedInDocument(_ design: MergedDesign) -> ViewNode? {
        guard case .document(let tree, _) = LiveDocumentMerger.modernDocument(at: design.liveFile, role: "the live file", reads: design.reads) else { return nil }
        var constrained: Set<String> = []
        tree.root.forEachElement { element in
            guard let id = element[attribute: ModernIBNames.id],
                  element.firstElement(named: ModernIBNames.constraints)?.elements.contains(where: { $0.name == ModernIBNames.constraint }) == true else { return }
            constrained.insert(id)
        }
        func first(_ node: ViewNode) -> ViewNode? {
            if constrained.contains(node.id.rawValue) { return node }
            for child in node.subviews { if let found = first(child) { return found } }
            return nil
        }
        return constrained.isEmpty ? nil : first(design.live)
    }

    /// Why the design is an iPad's: its document type, or a live root at least as large in both
    /// directions as the smallest iPad's portrait screen (Xcode 6's 600x600 "any" canvas is not).
    static func padReason(_ design: MergedDesign) -> String? {
        if let type = design.documentType, type.contains(ModernIBNames.padTypeMarker) {
            return "this is an iPad document (\(type))"
        }
        let narrowestPad = DeviceCatalog.devices.filter { $0.family == .pad }.map(\.portraitSize.width).min() ?? .infinity
        let frame = design.live.frame
        if min(frame.width, frame.height) >= narrowestPad {
            return "this design draws its live view \(Rect.format(frame.width))x\(Rect.format(frame.height)), an iPad's size"
        }
        return nil
    }

    private static func insert(_ view: ViewNode, under parentID: String, in node: inout ViewNode) -> Bool {
        if node.id.rawValue == parentID {
            node.subviews.append(view)
            return true
        }
        for index in node.subviews.indices where insert(view, under: parentID, in: &node.subviews[index]) { return true }
        return false
    }

    /// Gives every live view its portrait attributes and its landscape differences as variations.
    private struct Converter {
        let base: LiveTree
        let compact: LiveTree
        var diagnostics: [Diagnostic]

        init(base: LiveTree, compact: LiveTree, diagnostics: [Diagnostic]) {
            self.base = base
            self.compact = compact
            self.diagnostics = diagnostics
        }

        /// Recursion depth is the tree's depth, bounded for read documents by the readers' limit.
        mutating func convert(_ node: inout ViewNode, isRoot: Bool) {
            if let portrait = base.attributes(id: node.id), let landscape = compact.attributes(id: node.id) {
                if !InterfaceBuilderWriter.element(for: node.viewClass).known {
                    diagnostics.append(.warning(.notExpressible, "\(ViewIdentity(node)): class \(node.viewClass.uikitClass) has no Interface Builder element; the document declares a view of custom class \(node.viewClass.name)", at: node.location,
                                               subject: Diagnostic.Subject(view: node.id)))
                }
                diagnostics += Plan.warnings(for: node, portrait: portrait, landscape: landscape, isRoot: isRoot)
                node.attributes = portrait
                node.frameVariations = []
                node.installationVariations = []
                // A variation equal to the base says nothing: never written.
                if landscape.frame != portrait.frame {
                    node.frameVariations = [ViewNode.FrameVariation(traits: landscapeTraits, frame: landscape.frame)]
                }
                if portrait.isHidden != landscape.isHidden, !isRoot {
                    // Visible where installed: Interface Builder varies installation, not the flag.
                    node.attributes.isHidden = false
                    node.installationVariations = portrait.isHidden
                        ? [ViewNode.InstallationVariation(traits: SizeClassTraits.base, isInstalled: false),
                           ViewNode.InstallationVariation(traits: landscapeTraits, isInstalled: true)]
                        : [ViewNode.InstallationVariation(traits: landscapeTraits, isInstalled: false)]
                }
            }
            for index in node.subviews.indices { convert(&node.subviews[index], isRoot: false) }
        }
    }
}

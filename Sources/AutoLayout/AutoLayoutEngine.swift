import LayoutCore
import LayoutDocuments

/// Lays out a document's designs as UIKit would at a device: the headless counterpart of
/// Interface Builder's canvas.
///
/// Each root view is a design (a storyboard scene's controller view, any other top-level view
/// of a scene or .xib). A controller's root view takes the device's screen with its safe area
/// and bars; any other root keeps its stored size. Below the root, a view that translates its
/// autoresizing mask follows it; a view placed by constraints follows the constraints installed
/// in the size classes of the target (the most specific variation wins); a stack view arranges
/// its visible subviews; table rows keep their stored heights across the table's width. Without
/// text measurement a view's stored size stands in for its intrinsic size, and what the
/// constraints leave open stays where Interface Builder drew it.
///
/// ```swift
/// let document = try ImportResult(contentsOf: "Main.storyboard").document
/// let phone = AutoLayoutEngine.layOut(document, at: .device(DeviceCatalog.defaultDevice, .landscapeLeft))
/// for design in phone.designs {
///     for view in design.views { print(view.id, view.frame) }
/// }
/// ```
public enum AutoLayoutEngine {
    /// Lays out every design of `document` at `target`.
    ///
    /// - Parameters:
    ///   - checkingAmbiguity: also find the views whose constraints leave their frame open
    ///     (``DocumentLayout/LaidOutView/ambiguousAxes``, and an `ambiguous-layout` warning each): it costs a
    ///     second pass of the solver over each design.
    /// - Returns: the frames per design, with `unsatisfiable-constraints` errors for required
    ///   constraints that cannot hold together (one of each conflict is left out, as UIKit breaks
    ///   one), and warnings for constraints naming views the design does not have.
    public static func layOut(_ document: Document, at target: AutoLayoutEngine.Target, checkingAmbiguity: Bool = false) -> DocumentLayout {
        var designs: [DocumentLayout.DesignLayout] = []
        var diagnostics: [Diagnostic] = []
        for solved in solvedDesigns(document, at: target, checkingAmbiguity: checkingAmbiguity) {
            designs.append(designLayout(solved, diagnostics: &diagnostics))
        }
        return DocumentLayout(designs: designs, diagnostics: diagnostics)
    }

    /// A solved design's frames, its ambiguity warnings and conflicts appended to `diagnostics`.
    static func designLayout(_ solved: SolvedDesign, diagnostics: inout [Diagnostic]) -> DocumentLayout.DesignLayout {
        let solver = solved.solver
        let ambiguous = solved.ambiguous
        let environment = solver.environment
        let frames = solver.frames()
        var views: [DocumentLayout.LaidOutView] = []
        for (index, entry) in solver.entries.enumerated() {
            let layout = entry.node.autoLayout
            let axes = ambiguous[index].map { $0.sorted() } ?? []
            views.append(DocumentLayout.LaidOutView(
                id: entry.node.id,
                superviewID: entry.parent.map { solver.entries[$0].node.id },
                frame: frames[index],
                storedFrame: entry.node.frame,
                isHidden: entry.node.isHidden,
                placement: entry.placement,
                ambiguousAxes: axes,
                isFlaggedByInterfaceBuilder: layout.isMisplaced || layout.isAmbiguous,
                location: entry.node.location
            ))
            if !axes.isEmpty {
                diagnostics.append(.warning(
                    .ambiguousLayout,
                    "the constraints of \(ViewIdentity.description(of: entry.node)) leave its \(axes.joined(separator: " and ")) position or size open: it lands where the solver's tie-break puts it",
                    at: entry.node.location,
                    subject: Diagnostic.Subject(view: entry.node.id)
                ))
            }
        }
        diagnostics += solver.diagnostics
        return DocumentLayout.DesignLayout(
            root: solved.root,
            sceneID: solved.scene.id?.rawValue,
            isControllerView: environment.isControllerRoot,
            horizontalSizeClass: environment.horizontal,
            verticalSizeClass: environment.vertical,
            views: views
        )
    }

    /// Lays out every design of `document` at each of `targets` in turn, as ``layOut(_:at:checkingAmbiguity:)``
    /// does at each, with the same frames: where a target differs from the one before only in a
    /// root's size (the same size classes, margins and bars, no safe area insets: another phone
    /// of the same kind, an iPad's split-screen widths), the design is not built again; its
    /// root's width and height are edit variables of the solver, which re-solves incrementally
    /// from the previous solution.
    public static func layOut(_ document: Document, at targets: [AutoLayoutEngine.Target]) -> [DocumentLayout] {
        var results = targets.map { _ in DocumentLayout(designs: [], diagnostics: []) }
        for scene in document.scenes {
            let controllerView = scene.outlet(named: "view")?.destination
            for root in scene.views {
                let isControllerRoot = root.id == controllerView
                var current: SolvedDesign?
                for (slot, target) in targets.enumerated() {
                    let environment = DesignEnvironment.of(root, in: scene, document: document, isControllerRoot: isControllerRoot, target: target)
                    if var design = current, design.solver.resize(to: environment) {
                        current = design
                    } else {
                        var design = build(root, in: scene, environment: environment, resizable: true)
                        if !design.solver.holdsRootSize {
                            design = build(root, in: scene, environment: environment, resizable: false)
                        }
                        current = design
                    }
                    if let design = current {
                        results[slot].designs.append(designLayout(design, diagnostics: &results[slot].diagnostics))
                    }
                }
            }
        }
        return results
    }

    private static func build(_ root: ViewNode, in scene: Scene, environment: DesignEnvironment, resizable: Bool) -> SolvedDesign {
        var solver = DesignSolver(root: root, environment: environment)
        if environment.isControllerRoot { solver.registerControllerGuides(scene.metrics.layoutGuides) }
        _ = solver.solve(checkingAmbiguity: false, resizable: resizable)
        return SolvedDesign(scene: scene, root: root, solver: solver, ambiguous: [:])
    }

    /// Each design of `document` built and solved at `target`, in document order.
    static func solvedDesigns(_ document: Document, at target: AutoLayoutEngine.Target, checkingAmbiguity: Bool)
        -> [SolvedDesign] {
        var result: [SolvedDesign] = []
        for scene in document.scenes {
            let controllerView = scene.outlet(named: "view")?.destination
            for root in scene.views {
                let isControllerRoot = root.id == controllerView
                let environment = DesignEnvironment.of(root, in: scene, document: document, isControllerRoot: isControllerRoot, target: target)
                var solver = DesignSolver(root: root, environment: environment)
                if isControllerRoot { solver.registerControllerGuides(scene.metrics.layoutGuides) }
                let ambiguous = solver.solve(checkingAmbiguity: checkingAmbiguity)
                result.append(SolvedDesign(scene: scene, root: root, solver: solver, ambiguous: ambiguous))
            }
        }
        return result
    }

    /// The views whose stored frame is more than `tolerance` points from the frame laid out at
    /// the saved device, Xcode's "frame will be different at run time": a `misplaced-view`
    /// warning each. Views Interface Builder already marks misplaced or ambiguous, hidden views
    /// and views of designs whose constraints conflict are left to those findings.
    public static func misplacedViews(in layout: DocumentLayout, tolerance: Double = 1) -> [Diagnostic] {
        var result: [Diagnostic] = []
        for design in layout.designs {
            var misplaced: [DocumentLayout.LaidOutView] = []
            for view in design.views.dropFirst() where view.placement == .constraints && !view.isFlaggedByInterfaceBuilder && view.ambiguousAxes.isEmpty {
                let stored = view.storedFrame
                let solved = view.frame
                let difference = max(abs(stored.x - solved.x), abs(stored.y - solved.y), abs(stored.width - solved.width), abs(stored.height - solved.height))
                if difference > tolerance { misplaced.append(view) }
            }
            guard !misplaced.isEmpty else { continue }
            let names = design.names(of: Set(misplaced.map(\.id)))
            for view in misplaced {
                let name = names[view.id] ?? ViewIdentity.description(ofViewWithID: view.id.rawValue)
                result.append(.warning(
                    .misplacedView,
                    "\(name) is stored at \(view.storedFrame) but its constraints place it at \(view.frame) on the saved device: its frame will be different at run time",
                    at: view.location,
                    subject: Diagnostic.Subject(view: view.id)
                ))
            }
        }
        return result
    }
}

/// A design built and solved: its scene, its root, the solver with its system, and the views the
/// ambiguity check found open (by index, with their axes).
struct SolvedDesign {
    var scene: Scene
    var root: ViewNode
    var solver: DesignSolver
    var ambiguous: [Int: Set<String>]
}

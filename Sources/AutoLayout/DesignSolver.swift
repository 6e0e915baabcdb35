import LayoutCore
import LayoutDocuments
import LayoutSolver

/// One design's constraint system: a view's alignment rectangle is four solver variables in the
/// root's coordinates (x, y, width, height); its constraints, the translated autoresizing masks,
/// the stack views' arrangements and the intrinsic sizes are added in that order, each with a
/// tag that names it in a conflict.
struct DesignSolver {
    /// One view of the design, flattened in pre-order.
    struct Entry {
        var node: ViewNode
        var parent: Int?
        /// The stored frame in the root's coordinates.
        var storedAbsolute: Rect
        var kind: ViewKind
        var placement: DocumentLayout.LaidOutView.Placement
    }

    /// Where a translated constraint comes from, to name it in a conflict.
    struct Origin {
        /// The rule or the document's constraint that made it.
        enum Kind {
            case rootSize
            case autoresizingMask
            case placeInContainer
            case storedSize
            /// A constraint of the document: its id, and its first item's attribute and guide (when
            /// the first item is a layout guide of the view).
            case constraint(id: String?, attribute: LayoutAttribute, guide: LayoutGuide.Kind?)
            case stackArrangement
            case intrinsicSize
            case storedFrame
            case contentSize
        }

        var kind: Kind
        var location: SourceLocation?
        /// The view (its entry) the constraint or rule belongs to: the subject of a conflict it
        /// takes part in, named only when a conflict is reported.
        var entry: Int
        /// Whether the engine supplied it from a stored frame (a row height, a cell's size, an
        /// intrinsic size) rather than read it from the document or UIKit's own rules: a conflict
        /// that involves one is the estimate's fault, not the document's, and is not reported.
        var isEstimate = false
        /// The constant of a designer's width or height with no second item: the kind UIKit
        /// breaks first when a cell's row height leaves no room.
        var sizeConstant: Double?
    }

    private(set) var environment: DesignEnvironment
    /// Whether the root's width and height are edit variables (strong, added first, before any
    /// optional constraint) rather than required constants: a design solved that way can be
    /// resized by ``resize(to:)`` without being built again.
    private var resizable = false
    let solver = Solver()
    private(set) var entries: [Entry] = []
    /// Each view's installed subviews, in order.
    private var children: [[Int]] = []
    private var indexByID: [String: Int] = [:]
    private var guides: [String: (LayoutGuide.Kind, owner: Int)] = [:]
    private var x: [Variable] = []
    private var y: [Variable] = []
    private var w: [Variable] = []
    private var h: [Variable] = []
    /// A scroll view's content size, made when a constraint first needs it.
    private var contentSize: [Int: (Variable, Variable)] = [:]
    private var origins: [Origin] = []
    /// The solver's handle of each constraint added and held, by tag.
    private var handles: [Int: Solver.ConstraintHandle] = [:]
    /// Each constraint handed to the solver, by tag (held or not: see `handles`).
    private var submitted: [Int: LinearConstraint] = [:]
    /// Every variable made, in order: its place in an exported system.
    private var variables: [Variable] = []
    /// The required sizes a table or collection gives its cells, added once the designer's
    /// constraints are in (as UIKit adds them when it sizes a cell it has loaded).
    private var containerSizes: [(Affine, Affine, Origin)] = []
    /// The views that a constraint active in these size classes names, or that a stack view
    /// arranges: the only ones that can be ambiguous. Interface Builder shows a view that no
    /// constraint names in a size class at its stored frame (`fixedFrame`), and adds fixed
    /// constraints for it at build time, so it warns of nothing there.
    private var constrained: Set<Int> = []
    private(set) var diagnostics: [Diagnostic] = []
    /// The views whose stored size (or content size) is weakly held already.
    private var heldSizes: Set<Int> = []

    init(root: ViewNode, environment: DesignEnvironment) {
        self.environment = environment
        flatten(root)
    }

    // MARK: Building

    private mutating func flatten(_ root: ViewNode) {
        let h = environment.horizontal
        let v = environment.vertical
        var stack: [(ViewNode, Int?, Rect)] = [(root, nil, Rect(x: 0, y: 0, width: root.frame.width, height: root.frame.height))]
        while let (node, parent, absolute) = stack.popLast() {
            let index = entries.count
            let kind = ViewKind(node)
            entries.append(Entry(node: node, parent: parent, storedAbsolute: absolute, kind: kind, placement: .root))
            children.append([])
            if let parent { children[parent].append(index) }
            indexByID[node.id.rawValue] = index
            for guide in node.autoLayout.layoutGuides { guides[guide.id] = (guide.kind, index) }
            let name = node.id.rawValue
            x.append(makeVariable(name + ".x"))
            y.append(makeVariable(name + ".y"))
            w.append(makeVariable(name + ".width"))
            self.h.append(makeVariable(name + ".height"))
            for child in node.subviews.reversed() where Self.isInstalled(child, horizontal: h, vertical: v) {
                let frame = child.frame
                stack.append((child, index, Rect(x: absolute.x + frame.x, y: absolute.y + frame.y, width: frame.width, height: frame.height)))
            }
        }
        for index in entries.indices { entries[index].placement = placement(of: index) }
    }

    private mutating func makeVariable(_ name: String) -> Variable {
        let variable = solver.makeVariable(named: name)
        variables.append(variable)
        return variable
    }

    /// Whether a view is installed in the size classes: the most specific of its installation
    /// variations that holds decides (installed when none does).
    static func isInstalled(_ node: ViewNode, horizontal: SizeClass, vertical: SizeClass) -> Bool {
        node.installationVariations.mostSpecific(horizontal: horizontal, vertical: vertical, traits: \.traits)?.isInstalled ?? true
    }

    private func placement(of index: Int) -> DocumentLayout.LaidOutView.Placement {
        guard let parent = entries[index].parent else { return .root }
        let node = entries[index].node
        let parentNode = entries[parent].node
        if parentNode.autoLayout.stackView != nil { return .constraints }
        if node.autoLayout.translatesAutoresizingMask == false, !isContentView(index) { return .constraints }
        if parentNode.viewClass.isKind(of: "UITableView") || parentNode.viewClass.isKind(of: "UICollectionView") { return .container }
        if isContentView(index) { return .container }
        if node.autoLayout.translatesAutoresizingMask == false { return .constraints }
        return .autoresizingMask
    }

    /// A cell's content view, which fills its cell.
    private func isContentView(_ index: Int) -> Bool {
        guard let parent = entries[index].parent else { return false }
        let node = entries[index].node
        if node.viewClass.uikitClass == "UITableViewCellContentView" { return true }
        let parentNode = entries[parent].node
        return parentNode.viewClass.isKind(of: "UICollectionViewCell") && node.id.keyedInParent?.key == ModernIBNames.contentViewKey
            || (parentNode.viewClass.isKind(of: "UICollectionViewCell") && parentNode.subviews.first?.id == node.id
                && node.frame == parentNode.bounds)
    }

    /// Adds everything and solves; `ambiguity` also asks the solver which views are left open
    /// before the weak hold on the stored frames settles them.
    mutating func solve(checkingAmbiguity: Bool, resizable: Bool = false) -> [Int: Set<String>] {
        self.resizable = resizable
        addRoot()
        for index in entries.indices {
            switch entries[index].placement {
            case .root: break
            case .autoresizingMask: addMask(index)
            case .container: addContainerPlacement(index)
            case .constraints: break
            }
        }
        for index in entries.indices {
            for constraint in entries[index].node.autoLayout.constraints {
                addDocumentConstraint(constraint, owner: index)
            }
        }
        for index in entries.indices where entries[index].node.autoLayout.stackView != nil {
            arrangeStack(index)
        }
        for (lhs, rhs, origin) in containerSizes { addContainerSize(lhs, rhs, origin: origin) }
        for index in entries.indices where entries[index].placement == .constraints {
            addIntrinsicSize(index)
        }
        var ambiguous: [Int: Set<String>] = [:]
        // Sizes Interface Builder is told not to verify ("Verify Position Only") are held before
        // the check, so that what they leave open is not reported; the frames are the same, the
        // weak hold only moves earlier.
        for index in entries.indices where entries[index].node.autoLayout.ambiguityVerification == .ignoreSizes {
            holdSize(index)
        }
        if checkingAmbiguity {
            var owner: [Variable: (Int, String)] = [:]
            var candidates: [Variable] = []
            // A hidden arranged view is the stack view's to place (UIKit collapses it), not its
            // constraints'.
            for index in entries.indices where entries[index].placement == .constraints && constrained.contains(index)
                && entries[index].node.autoLayout.ambiguityVerification != .off && !isHiddenArranged(index) {
                for (variable, axis) in [(x[index], "horizontal"), (w[index], "horizontal"), (y[index], "vertical"), (h[index], "vertical")] {
                    owner[variable] = (index, axis)
                    candidates.append(variable)
                }
            }
            for variable in solver.ambiguousVariables(among: candidates) {
                guard let (index, axis) = owner[variable] else { continue }
                ambiguous[index, default: []].insert(axis)
            }
        }
        addStays()
        return ambiguous
    }

    // MARK: Adding constraints

    private mutating func add(_ lhs: Affine, _ relation: LayoutConstraint.Relation, _ rhs: Affine, priority: Float, origin: Origin, strength given: Strength? = nil) {
        let difference = lhs - rhs
        guard let expression = difference.expression else { return }
        let tag = origins.count
        origins.append(origin)
        let strength = given ?? (priority >= 1000 ? Strength.required : Strength(priority: priority))
        let solverRelation: LinearConstraint.Relation
        switch relation {
        case .equal: solverRelation = .equal
        case .lessThanOrEqual: solverRelation = .lessThanOrEqual
        case .greaterThanOrEqual: solverRelation = .greaterThanOrEqual
        }
        let constraint = LinearConstraint(expression, solverRelation, 0, strength: strength, tag: tag)
        submitted[tag] = constraint
        do {
            handles[tag] = try solver.add(constraint)
        } catch {
            reportConflict(error, adding: tag)
        }
    }

    /// Adds the size a container gives a cell. When the designer's required constraints cannot
    /// take that size, UIKit keeps the size it imposes and breaks one of the designer's
    /// constraints in the conflict instead (`Will attempt to recover by breaking constraint`):
    /// measured on Interface Builder's stored frames, the largest constant width or height of
    /// the conflict, else the first of its constraints added.
    private mutating func addContainerSize(_ lhs: Affine, _ rhs: Affine, origin: Origin) {
        guard let expression = (lhs - rhs).expression else { return }
        while true {
            let tag = origins.count
            origins.append(origin)
            let constraint = LinearConstraint(expression, .equal, 0, strength: .required, tag: tag)
            submitted[tag] = constraint
            do {
                handles[tag] = try solver.add(constraint)
                return
            } catch {
                guard case .unsatisfiable(let conflict) = error else { return }
                let designer = conflict.filter { $0 != tag && $0 >= 0 && $0 < origins.count && !origins[$0].isEstimate && handles[$0] != nil }
                let sizes = designer.filter { origins[$0].sizeConstant != nil }
                let largest = sizes.max { origins[$0].sizeConstant ?? 0 < origins[$1].sizeConstant ?? 0 }
                guard let broken = largest ?? designer.min(), let handle = handles[broken] else { return }
                solver.remove(handle)
                handles[broken] = nil
            }
        }
    }

    private mutating func reportConflict(_ error: Solver.SolverError, adding tag: Int) {
        guard case .unsatisfiable(let conflict) = error else { return }
        let origin = origins[tag]
        if origin.isEstimate || conflict.contains(where: { $0 >= 0 && $0 < origins.count && origins[$0].isEstimate }) { return }
        let others = conflict.filter { $0 != tag && $0 >= 0 && $0 < origins.count }
        let notes = others.map { DiagnosticNote(location: origins[$0].location, message: "conflicts with \(description(of: origins[$0]))") }
        diagnostics.append(.error(
            .unsatisfiableConstraints,
            "\(description(of: origin)) cannot hold together with \(others.count) other required constraint\(others.count == 1 ? "" : "s"); UIKit breaks one of them at run time (left out here)",
            at: origin.location,
            notes: notes,
            subject: Diagnostic.Subject(view: entries[origin.entry].node.id)
        ))
    }

    /// How a conflict names `origin`, with its view named as reports name views (``ViewIdentity``).
    private func description(of origin: Origin) -> String {
        let view = ViewIdentity.description(of: entries[origin.entry].node)
        return switch origin.kind {
        case .rootSize: "the size of the root view \(view)"
        case .autoresizingMask: "the autoresizing mask of \(view)"
        case .placeInContainer: "the place of \(view) in its container"
        case .storedSize: "the stored size of \(view)"
        case .constraint(let id, let attribute, let guide):
            "constraint '\(TerminalText.shortened(id ?? "?"))' (\(attribute.rawValue) of \(guide.map { "the \(Self.name(of: $0)) of " } ?? "")\(view))"
        case .stackArrangement: "the arrangement of \(view)"
        case .intrinsicSize: "the intrinsic size of \(view)"
        case .storedFrame: "the stored frame of \(view)"
        case .contentSize: "the content size of \(view)"
        }
    }

    private static func name(of guide: LayoutGuide.Kind) -> String {
        switch guide {
        case .safeArea: "safe area"
        case .contentLayoutGuide: "content layout guide"
        case .frameLayoutGuide: "frame layout guide"
        case .topLayoutGuide: "top layout guide"
        case .bottomLayoutGuide: "bottom layout guide"
        }
    }

    private mutating func addRoot() {
        let size = environment.rootFrame
        let origin = Origin(kind: .rootSize, location: entries[0].node.location, entry: 0)
        add(Affine(x[0]), .equal, Affine(constant: 0), priority: 1000, origin: origin)
        add(Affine(y[0]), .equal, Affine(constant: 0), priority: 1000, origin: origin)
        if resizable {
            do {
                try solver.addEditVariable(w[0], strength: .strong)
                try solver.addEditVariable(h[0], strength: .strong)
                try solver.suggest(w[0], value: size.width)
                try solver.suggest(h[0], value: size.height)
                return
            } catch {
                resizable = false
            }
        }
        add(Affine(w[0]), .equal, Affine(constant: size.width), priority: 1000, origin: origin)
        add(Affine(h[0]), .equal, Affine(constant: size.height), priority: 1000, origin: origin)
    }

    /// Whether the root has the size its environment asks: false when a required constraint
    /// keeps a resizable root from it, which only a required root size reports as a conflict.
    var holdsRootSize: Bool {
        abs(solver.value(of: w[0]) - environment.rootFrame.width) < 1e-6
            && abs(solver.value(of: h[0]) - environment.rootFrame.height) < 1e-6
    }

    /// Lays the design out again in `other` by suggesting the root's new size to the solver
    /// (the dual simplex from the current solution): possible when the design was solved
    /// resizable and `other` differs from its environment in the root's size only, with no safe
    /// area (whose share of each subview depends on the root's size). Returns false, and leaves
    /// the design as it was, otherwise.
    mutating func resize(to other: DesignEnvironment) -> Bool {
        guard resizable, environment.safeArea == .zero, other.differsOnlyInRootSize(from: environment) else { return false }
        let previous = environment
        do {
            try solver.suggest(w[0], value: other.rootFrame.width)
            try solver.suggest(h[0], value: other.rootFrame.height)
            environment = other
            if holdsRootSize { return true }
            try solver.suggest(w[0], value: previous.rootFrame.width)
            try solver.suggest(h[0], value: previous.rootFrame.height)
        } catch {}
        environment = previous
        return false
    }

    /// The stored frame of a view in its superview, as an alignment rectangle.
    private func storedAlignmentFrame(_ index: Int) -> Rect {
        let frame = entries[index].node.frame
        let insets = entries[index].kind.alignmentInsets
        return Rect(x: frame.x + insets.left, y: frame.y + insets.top,
                    width: frame.width - insets.left - insets.right, height: frame.height - insets.top - insets.bottom)
    }

    private mutating func addMask(_ index: Int) {
        guard let parent = entries[index].parent else { return }
        let node = entries[index].node
        let parentSize = Size(width: entries[parent].node.frame.width, height: entries[parent].node.frame.height)
        let shares = node.autoresizingMask.resizingShares(of: node.frame, in: parentSize)
        let frame = storedAlignmentFrame(index)
        let origin = Origin(kind: .autoresizingMask, location: node.location, entry: index)
        let dw = Affine(w[parent]) - parentSize.width
        let dh = Affine(h[parent]) - parentSize.height
        add(Affine(x[index]) - Affine(x[parent]), .equal, dw * shares.x + frame.x, priority: 1000, origin: origin)
        add(Affine(w[index]), .equal, dw * shares.width + frame.width, priority: 1000, origin: origin)
        add(Affine(y[index]) - Affine(y[parent]), .equal, dh * shares.y + frame.y, priority: 1000, origin: origin)
        add(Affine(h[index]), .equal, dh * shares.height + frame.height, priority: 1000, origin: origin)
    }

    private mutating func addContainerPlacement(_ index: Int) {
        guard let parent = entries[index].parent else { return }
        let node = entries[index].node
        let parentNode = entries[parent].node
        let frame = storedAlignmentFrame(index)
        let origin = Origin(kind: .placeInContainer, location: node.location, entry: index)
        let storedSize = Origin(kind: .storedSize, location: node.location, entry: index, isEstimate: true)
        if isContentView(index) {
            add(Affine(x[index]), .equal, Affine(x[parent]) + frame.x, priority: 1000, origin: origin)
            add(Affine(y[index]), .equal, Affine(y[parent]) + frame.y, priority: 1000, origin: origin)
            // The accessory's width and the separator's height are taken from the stored frames:
            // estimates, like the row height.
            containerSizes.append((Affine(w[index]), Affine(w[parent]) - (parentNode.frame.width - frame.width), storedSize))
            containerSizes.append((Affine(h[index]), Affine(h[parent]) - (parentNode.frame.height - frame.height), storedSize))
        } else if parentNode.viewClass.isKind(of: "UITableView") {
            add(Affine(x[index]), .equal, Affine(x[parent]), priority: 1000, origin: origin)
            add(Affine(w[index]), .equal, Affine(w[parent]), priority: 1000, origin: origin)
            add(Affine(y[index]), .equal, Affine(y[parent]) + frame.y, priority: 1000, origin: origin)
            // The row height as stored, as Interface Builder's canvas holds it.
            containerSizes.append((Affine(h[index]), Affine(constant: frame.height), storedSize))
        } else {
            add(Affine(x[index]), .equal, Affine(x[parent]) + frame.x, priority: 1000, origin: origin)
            add(Affine(y[index]), .equal, Affine(y[parent]) + frame.y, priority: 1000, origin: origin)
            containerSizes.append((Affine(w[index]), Affine(constant: frame.width), storedSize))
            containerSizes.append((Affine(h[index]), Affine(constant: frame.height), storedSize))
        }
    }

    // MARK: The document's constraints

    private enum Item {
        case view(Int)
        case guide(LayoutGuide.Kind, owner: Int)

        var view: Int {
            switch self {
            case .view(let index): index
            case .guide(_, let owner): owner
            }
        }

        var guide: LayoutGuide.Kind? {
            switch self {
            case .view: nil
            case .guide(let kind, _): kind
            }
        }
    }

    private func item(_ id: String) -> Item? {
        if let index = indexByID[id] { return .view(index) }
        if let (kind, owner) = guides[id] { return .guide(kind, owner: owner) }
        return nil
    }

    private mutating func addDocumentConstraint(_ raw: LayoutConstraint, owner: Int) {
        guard let constraint = raw.resolved(horizontal: environment.horizontal, vertical: environment.vertical) else { return }
        let firstItemID = constraint.firstItem.rawValue
        guard let first = item(firstItemID) else {
            noteUnresolved(constraint, firstItemID)
            return
        }
        var second: Item?
        if let secondID = constraint.secondItem?.rawValue {
            guard let resolved = item(secondID) else {
                noteUnresolved(constraint, secondID)
                return
            }
            second = resolved
        }
        let secondView = second?.view
        guard let lhs = attribute(first, constraint.firstAttribute, other: secondView) else { return }
        var rhs = Affine(constant: constraint.constant)
        if let second, let secondAttribute = constraint.secondAttribute {
            guard let value = attribute(second, secondAttribute, other: first.view) else { return }
            if constraint.multiplier != 1, !constraint.firstAttribute.isSize {
                // Positions with a multiplier are measured in the common ancestor's bounds.
                let ancestor = commonAncestor(first.view, second.view)
                let offset = constraint.firstAttribute.isHorizontal ? Affine(x[ancestor]) : Affine(y[ancestor])
                rhs = rhs + (value - offset) * constraint.multiplier + offset
            } else {
                rhs = rhs + value * constraint.multiplier
            }
        }
        let sizeConstant = constraint.secondItem == nil && constraint.firstAttribute.isSize ? constraint.constant : nil
        add(lhs, constraint.relation, rhs, priority: constraint.priority,
            origin: Origin(kind: .constraint(id: constraint.id, attribute: constraint.firstAttribute, guide: first.guide), location: constraint.location, entry: first.view, sizeConstant: sizeConstant))
        constrained.insert(first.view)
        if let secondView { constrained.insert(secondView) }
    }

    /// A controller's top and bottom layout guides, which are kept on its scene, belong to the root.
    mutating func registerControllerGuides(_ list: [LayoutGuide]) {
        for guide in list { guides[guide.id] = (guide.kind, 0) }
    }

    private mutating func noteUnresolved(_ constraint: LayoutConstraint, _ id: String) {
        diagnostics.append(.warning(
            .ignoredContent,
            "constraint '\(TerminalText.shortened(constraint.id ?? "?"))' names '\(TerminalText.shortened(id))', which is not a view or layout guide of this design; it is left out of the layout",
            at: constraint.location
        ))
    }

    private func ancestors(_ index: Int) -> [Int] {
        var chain = [index]
        var current = index
        while let parent = entries[current].parent {
            chain.append(parent)
            current = parent
        }
        return chain
    }

    private func commonAncestor(_ a: Int, _ b: Int) -> Int {
        let mine = Set(ancestors(a))
        return ancestors(b).first { mine.contains($0) } ?? 0
    }

    private func isDescendant(_ index: Int, of ancestor: Int) -> Bool {
        var current = entries[index].parent
        while let parent = current {
            if parent == ancestor { return true }
            current = entries[parent].parent
        }
        return false
    }

    /// The rectangle a layout item stands for, as four forms: x, y, width, height.
    private mutating func rectangle(_ item: Item) -> (Affine, Affine, Affine, Affine) {
        switch item {
        case .view(let index):
            return (Affine(x[index]), Affine(y[index]), Affine(w[index]), Affine(h[index]))
        case .guide(let kind, let owner):
            let frame = (Affine(x[owner]), Affine(y[owner]), Affine(w[owner]), Affine(h[owner]))
            switch kind {
            case .frameLayoutGuide:
                return frame
            case .contentLayoutGuide:
                let (cw, ch) = content(owner)
                return (frame.0, frame.1, Affine(cw), Affine(ch))
            case .safeArea:
                let insets = safeArea(of: owner)
                return (frame.0 + insets.left, frame.1 + insets.top, frame.2 - (insets.left + insets.right), frame.3 - (insets.top + insets.bottom))
            case .topLayoutGuide:
                return (Affine(constant: 0), Affine(constant: 0), frame.2, Affine(constant: environment.topGuide))
            case .bottomLayoutGuide:
                return (Affine(constant: 0), frame.3 - environment.bottomGuide, frame.2, Affine(constant: environment.bottomGuide))
            }
        }
    }

    private mutating func content(_ index: Int) -> (Variable, Variable) {
        if let known = contentSize[index] { return known }
        let name = entries[index].node.id.rawValue
        let pair = (makeVariable(name + ".contentWidth"), makeVariable(name + ".contentHeight"))
        contentSize[index] = pair
        return pair
    }

    /// A view's safe area insets: the root's own; a subview's, where its stored frame overlaps
    /// the root's insets.
    private func safeArea(of index: Int) -> EdgeInsets {
        let root = environment.safeArea
        if index == 0 { return root }
        let frame = entries[index].storedAbsolute
        let rootSize = environment.rootFrame
        return EdgeInsets(
            top: max(0, root.top - frame.y),
            left: max(0, root.left - frame.x),
            bottom: max(0, root.bottom - (rootSize.height - frame.maxY)),
            right: max(0, root.right - (rootSize.width - frame.maxX))
        )
    }

    /// A view's layout margins.
    private func margins(of index: Int) -> EdgeInsets {
        let layout = entries[index].node.autoLayout
        if let explicit = layout.layoutMargins {
            if index == 0, environment.isControllerRoot {
                let safe = environment.safeArea
                return EdgeInsets(top: explicit.top + safe.top, left: explicit.left + safe.left,
                                  bottom: explicit.bottom + safe.bottom, right: explicit.right + safe.right)
            }
            return explicit
        }
        if index == 0, environment.isControllerRoot {
            let safe = environment.safeArea
            let side = environment.rootSideMargin
            return EdgeInsets(top: safe.top, left: safe.left + side, bottom: safe.bottom, right: safe.right + side)
        }
        if let stack = layout.stackView, !stack.isLayoutMarginsRelativeArrangement {
            // Measured: a stack view's margins are zero unless it arranges inside them.
            return .zero
        }
        if entries[index].node.viewClass.uikitClass == "UITableViewCellContentView" {
            let besideAccessory = entries[index].parent.map { entries[index].node.frame.width < entries[$0].node.frame.width } ?? false
            return DesignInsets.contentViewMargins(environment.cellContentMargins, besideAccessory: besideAccessory)
        }
        return EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    }

    /// The form of `attribute` of `item`; `other` is the view on the constraint's other side,
    /// which decides whether a scroll view's edges mean its content.
    private mutating func attribute(_ item: Item, _ attribute: LayoutAttribute, other: Int?) -> Affine? {
        var (left, top, width, height) = rectangle(item)
        if case .view(let index) = item, let other, isDescendant(other, of: index),
           entries[index].node.viewClass.isKind(of: "UIScrollView"), !attribute.isSize,
           attribute != .centerX, attribute != .centerY {
            let (cw, ch) = content(index)
            width = Affine(cw)
            height = Affine(ch)
        }
        let right = left + width
        let bottom = top + height
        let margins: EdgeInsets = attribute.isMargin ? margins(of: item.view) : .zero
        switch attribute {
        case .left, .leading: return left
        case .right, .trailing: return right
        case .top: return top
        case .bottom: return bottom
        case .width: return width
        case .height: return height
        case .centerX: return left + width * 0.5
        case .centerY: return top + height * 0.5
        case .leftMargin, .leadingMargin: return left + margins.left
        case .rightMargin, .trailingMargin: return right - margins.right
        case .topMargin: return top + margins.top
        case .bottomMargin: return bottom - margins.bottom
        case .centerXWithinMargins: return left + margins.left + (width - (margins.left + margins.right)) * 0.5
        case .centerYWithinMargins: return top + margins.top + (height - (margins.top + margins.bottom)) * 0.5
        case .firstBaseline: return baseline(of: item, top: top, height: height, first: true)
        case .lastBaseline: return baseline(of: item, top: top, height: height, first: false)
        }
    }

    /// A baseline: text is vertically centred; the system font's ascender is about 0.95 of its
    /// size and a line about 1.19 of it. A view without text uses its bottom.
    private func baseline(of item: Item, top: Affine, height: Affine, first: Bool) -> Affine {
        guard case .view(let index) = item, entries[index].kind.showsText else { return top + height }
        let size = entries[index].node.autoLayout.fontSize ?? 17
        let line = size * 1.193
        let lines = max(1, (entries[index].node.frame.height / line + 0.05).rounded(.down))
        let firstBaseline = top + height * 0.5 - lines * line * 0.5 + size * 0.952
        return first ? firstBaseline : firstBaseline + (lines - 1) * line
    }

    // MARK: Stack views

    private mutating func arrangeStack(_ index: Int) {
        guard let stack = entries[index].node.autoLayout.stackView else { return }
        var axis = stack.axis
        let axisVariations = entries[index].node.autoLayout.stackAxisVariations
        var best = -1
        for (traits, value) in axisVariations {
            if let specificity = traits.specificity(horizontal: environment.horizontal, vertical: environment.vertical), specificity > best {
                best = specificity
                axis = value
            }
        }
        let items = children[index].filter { !entries[$0].node.isHidden }
        guard !items.isEmpty else { return }
        constrained.formUnion(items)
        let node = entries[index].node
        let origin = Origin(kind: .stackArrangement, location: node.location, entry: index)
        let insets = stack.isLayoutMarginsRelativeArrangement ? margins(of: index) : .zero
        let horizontal = axis == .horizontal
        // Along the axis: (leading, length); across: (top, length).
        func along(_ i: Int) -> (Affine, Affine) { horizontal ? (Affine(x[i]), Affine(w[i])) : (Affine(y[i]), Affine(h[i])) }
        func across(_ i: Int) -> (Affine, Affine) { horizontal ? (Affine(y[i]), Affine(h[i])) : (Affine(x[i]), Affine(w[i])) }
        let (start, length) = along(index)
        let (leadInset, trailInset) = horizontal ? (insets.left, insets.right) : (insets.top, insets.bottom)
        let (crossStart, crossLength) = across(index)
        let (crossLead, crossTrail) = horizontal ? (insets.top, insets.bottom) : (insets.left, insets.right)
        let first = along(items[0])
        let last = along(items[items.count - 1])
        add(first.0, .equal, start + leadInset, priority: 1000, origin: origin)
        add(last.0 + last.1, .equal, start + length - trailInset, priority: 1000, origin: origin)
        for (previous, next) in zip(items, items.dropFirst()) {
            let p = along(previous)
            let n = along(next)
            let gap = n.0 - (p.0 + p.1)
            switch stack.distribution {
            case .fill, .fillEqually, .fillProportionally:
                if stack.isBaselineRelativeArrangement, !horizontal {
                    let pb = baseline(of: .view(previous), top: Affine(y[previous]), height: Affine(h[previous]), first: false)
                    let nb = baseline(of: .view(next), top: Affine(y[next]), height: Affine(h[next]), first: true)
                    add(nb - pb, .equal, Affine(constant: stack.spacing), priority: 1000, origin: origin)
                } else {
                    add(gap, .equal, Affine(constant: stack.spacing), priority: 1000, origin: origin)
                }
            case .equalSpacing, .equalCentering:
                add(gap, .greaterThanOrEqual, Affine(constant: stack.spacing), priority: 1000, origin: origin)
            }
        }
        switch stack.distribution {
        case .fillEqually:
            for item in items.dropFirst() {
                add(along(item).1, .equal, along(items[0]).1, priority: 1000, origin: origin)
            }
        case .fillProportionally:
            let lengths = items.map { proportionalLength(of: $0, horizontal: horizontal) }
            let total = lengths.reduce(0, +)
            if total > 0 {
                let available = length - (leadInset + trailInset) - stack.spacing * Double(items.count - 1)
                for (offset, (item, share)) in zip(items, lengths).enumerated() {
                    // UIKit ranks these by index (999, 998, ...): where they cannot all hold, the
                    // first arranged views keep their share and the later ones give way.
                    let priority = Float(max(999 - offset, 1))
                    add(along(item).1, .equal, available * (share / total), priority: priority, origin: origin)
                }
            }
        case .equalSpacing:
            let gaps = zip(items, items.dropFirst()).map { along($1).0 - (along($0).0 + along($0).1) }
            for gap in gaps.dropFirst() { add(gap, .equal, gaps[0], priority: 1000, origin: origin) }
        case .equalCentering:
            let centres = items.map { along($0).0 + along($0).1 * 0.5 }
            let steps = zip(centres, centres.dropFirst()).map { $1 - $0 }
            for step in steps.dropFirst() { add(step, .equal, steps[0], priority: 999, origin: origin) }
        case .fill:
            break
        }
        for item in items {
            let (itemStart, itemLength) = across(item)
            let top = crossStart + crossLead
            let bottom = crossStart + crossLength - crossTrail
            switch stack.alignment {
            case .fill:
                add(itemStart, .equal, top, priority: 1000, origin: origin)
                add(itemStart + itemLength, .equal, bottom, priority: 1000, origin: origin)
            case .leading, .top:
                add(itemStart, .equal, top, priority: 1000, origin: origin)
                add(itemStart + itemLength, .lessThanOrEqual, bottom, priority: 1000, origin: origin)
            case .trailing, .bottom:
                add(itemStart + itemLength, .equal, bottom, priority: 1000, origin: origin)
                add(itemStart, .greaterThanOrEqual, top, priority: 1000, origin: origin)
            case .center:
                add(itemStart + itemLength * 0.5, .equal, (top + bottom) * 0.5, priority: 1000, origin: origin)
                add(itemStart, .greaterThanOrEqual, top, priority: 1000, origin: origin)
            case .firstBaseline, .lastBaseline:
                add(itemStart, .greaterThanOrEqual, top, priority: 1000, origin: origin)
                add(itemStart + itemLength, .lessThanOrEqual, bottom, priority: 1000, origin: origin)
                if item != items[0], horizontal {
                    let isFirst = stack.alignment == .firstBaseline
                    let mine = baseline(of: .view(item), top: Affine(y[item]), height: Affine(h[item]), first: isFirst)
                    let theirs = baseline(of: .view(items[0]), top: Affine(y[items[0]]), height: Affine(h[items[0]]), first: isFirst)
                    add(mine, .equal, theirs, priority: 1000, origin: origin)
                }
            }
            if stack.alignment != .fill {
                // The stack hugs its tallest (widest) arranged view across the axis.
                add(crossLength - (crossLead + crossTrail), .equal, itemLength, priority: 49, origin: origin)
            }
        }
    }

    /// The length along a fill-proportionally stack's axis that sets a view's share. UIKit takes
    /// the intrinsic content size: the engine's estimate of it (the stored alignment rectangle, as
    /// for hugging) for a view that has one; a view without one has no length of its own to give,
    /// and its stored length stands in.
    private func proportionalLength(of index: Int, horizontal: Bool) -> Double {
        let kind = entries[index].kind
        if horizontal ? kind.hasIntrinsicWidth : kind.hasIntrinsicHeight {
            let frame = storedAlignmentFrame(index)
            return horizontal ? frame.width : frame.height
        }
        return horizontal ? entries[index].node.frame.width : entries[index].node.frame.height
    }

    // MARK: Intrinsic sizes and the weak hold

    /// Without text measurement the stored size stands in for the intrinsic size: hugged at the
    /// hugging priority, resisted at the compression resistance.
    private mutating func addIntrinsicSize(_ index: Int) {
        let entry = entries[index]
        let layout = entry.node.autoLayout
        let frame = storedAlignmentFrame(index)
        let origin = Origin(kind: .intrinsicSize, location: entry.node.location, entry: index, isEstimate: true)
        if entry.kind.hasIntrinsicWidth {
            add(Affine(w[index]), .lessThanOrEqual, Affine(constant: frame.width), priority: layout.horizontalHugging, origin: origin)
            add(Affine(w[index]), .greaterThanOrEqual, Affine(constant: frame.width), priority: layout.horizontalCompressionResistance, origin: origin)
        }
        if entry.kind.hasIntrinsicHeight {
            add(Affine(h[index]), .lessThanOrEqual, Affine(constant: frame.height), priority: layout.verticalHugging, origin: origin)
            add(Affine(h[index]), .greaterThanOrEqual, Affine(constant: frame.height), priority: layout.verticalCompressionResistance, origin: origin)
        }
    }

    /// What the constraints leave open stays where Interface Builder drew it: a hold weaker than
    /// any constraint on every view's stored place in its superview (and a scroll view's content
    /// on its stored size).
    private mutating func addStays() {
        for index in entries.indices.dropFirst() where entries[index].placement == .constraints {
            guard let parent = entries[index].parent else { continue }
            let frame = storedAlignmentFrame(index)
            let origin = Origin(kind: .storedFrame, location: entries[index].node.location, entry: index)
            add(Affine(x[index]) - Affine(x[parent]), .equal, Affine(constant: frame.x), priority: 1, origin: origin, strength: .weak)
            add(Affine(y[index]) - Affine(y[parent]), .equal, Affine(constant: frame.y), priority: 1, origin: origin, strength: .weak)
        }
        for index in entries.indices where !heldSizes.contains(index) { holdSize(index) }
    }

    private func isHiddenArranged(_ index: Int) -> Bool {
        guard entries[index].node.isHidden, let parent = entries[index].parent else { return false }
        return entries[parent].node.autoLayout.stackView != nil
    }

    /// The weak hold on a view's stored size (if constraints place it) and on a scroll view's
    /// content size (its stored size), once.
    private mutating func holdSize(_ index: Int) {
        guard heldSizes.insert(index).inserted else { return }
        let node = entries[index].node
        if index > 0, entries[index].placement == .constraints {
            let frame = storedAlignmentFrame(index)
            let origin = Origin(kind: .storedFrame, location: node.location, entry: index)
            add(Affine(w[index]), .equal, Affine(constant: frame.width), priority: 1, origin: origin, strength: .weak)
            add(Affine(h[index]), .equal, Affine(constant: frame.height), priority: 1, origin: origin, strength: .weak)
        }
        if let (cw, ch) = contentSize[index] {
            let origin = Origin(kind: .contentSize, location: node.location, entry: index)
            add(Affine(cw), .equal, Affine(constant: node.frame.width), priority: 1, origin: origin, strength: .weak)
            add(Affine(ch), .equal, Affine(constant: node.frame.height), priority: 1, origin: origin, strength: .weak)
        }
    }

    // MARK: Reading the solution

    /// The constraints the solver holds, over the variables numbered in the order they were made,
    /// for an independent solver to solve again.
    func system() -> ConstraintSystem {
        var number: [Variable: Int] = [:]
        for (index, variable) in variables.enumerated() { number[variable] = index }
        var rows: [ConstraintSystem.Row] = []
        for tag in submitted.keys.sorted() where handles[tag] != nil {
            guard let constraint = submitted[tag] else { continue }
            var coefficients: [Int: Double] = [:]
            for term in constraint.lhs.terms {
                if let index = number[term.variable] { coefficients[index, default: 0] += term.coefficient }
            }
            for term in constraint.rhs.terms {
                if let index = number[term.variable] { coefficients[index, default: 0] -= term.coefficient }
            }
            let relation: ConstraintSystem.Relation
            switch constraint.relation {
            case .equal: relation = .equal
            case .lessThanOrEqual: relation = .lessThanOrEqual
            case .greaterThanOrEqual: relation = .greaterThanOrEqual
            }
            rows.append(ConstraintSystem.Row(
                terms: coefficients.keys.sorted().compactMap { index in
                    coefficients[index].flatMap { $0 == 0 ? nil : (index, $0) }
                },
                constant: constraint.lhs.constant - constraint.rhs.constant,
                relation: relation,
                priority: constraint.strength.priority
            ))
        }
        let views = entries.indices.map { index in
            ConstraintSystem.View(id: entries[index].node.id.rawValue,
                                  variables: [x[index], y[index], w[index], h[index]].compactMap { number[$0] })
        }
        let solution = variables.map { solver.value(of: $0) }
        return ConstraintSystem(variableCount: variables.count, rows: rows, views: views, solution: solution) { values in
            frames { variable in number[variable].map { values[$0] } ?? .nan }
        }
    }

    /// Every view's frame in its superview, in pre-order.
    func frames() -> [Rect] {
        frames { solver.value(of: $0) }
    }

    /// Every view's frame in its superview, from the variables' values `value` gives.
    func frames(_ value: (Variable) -> Double) -> [Rect] {
        entries.indices.map { index in
            let insets = entries[index].kind.alignmentInsets
            var frame = Rect(
                x: value(x[index]) - insets.left,
                y: value(y[index]) - insets.top,
                width: value(w[index]) + insets.left + insets.right,
                height: value(h[index]) + insets.top + insets.bottom
            )
            if let parent = entries[index].parent {
                let parentInsets = entries[parent].kind.alignmentInsets
                frame.x -= value(x[parent]) - parentInsets.left
                frame.y -= value(y[parent]) - parentInsets.top
            } else {
                frame.x = environment.rootFrame.x
                frame.y = environment.rootFrame.y
            }
            return Rect(x: Self.tidy(frame.x), y: Self.tidy(frame.y), width: Self.tidy(frame.width), height: Self.tidy(frame.height))
        }
    }

    /// Rounded to a thousandth of a point, without a negative zero: the solver's arithmetic
    /// leaves noise in the last digits.
    static func tidy(_ value: Double) -> Double {
        let rounded = (value * 1000).rounded() / 1000
        return rounded == 0 ? 0 : rounded
    }
}

import LayoutAdaptive
import LayoutCore
import LayoutDocuments
import LayoutMatching
import LayoutScenarios

/// An adaptive container whose children are templates, laid out together: the container's state
/// machine and one ``/LayoutMatching/LayoutController`` (one live tree) per child template.
///
/// Every step (a new environment, or an action such as `flip` or `showDetail`) goes to the
/// container first. Then each child the container shows gets the environment ``LayoutCore/Environment/childEnvironment(at:)``
/// derives from its frame, and its controller selects the layout whose condition holds there
/// (the most specific one), applying it only when the selection changes.
/// Children the container does not show are not laid out: they keep their last layout until they
/// are shown again.
///
/// The container positions each child; a child's layout positions the views inside it, in the
/// child's own coordinates. The child's root view is not moved to the child's frame.
public struct AdaptiveTemplateTree: Hashable, Sendable {
    /// The container's kind.
    package let kind: ContainerKind
    /// The container's state machine, in its current state.
    public private(set) var container: ScenarioContainer
    /// The child templates in declaration order.
    package private(set) var children: [AdaptiveTemplateTree.Child]
    /// How many steps have been applied; numbers the next ``AdaptiveTemplateTree/CompositionStep``.
    package private(set) var stepCount = 0
    private let childIndex: [String: Int]

    /// What finding and matching each child's layouts had to say (warnings and notes), after the
    /// importer's for a tree read by ``init(contentsOf:mode:)``.
    public private(set) var diagnostics: [Diagnostic] = []

    /// The tree of a template document with a ``/LayoutDocuments/Document/container``, every child matched in `mode`.
    ///
    /// - Throws: ``/LayoutCore/DiagnosticError`` when the document has no container, the container's options are
    ///   bad, or a child's layouts cannot be found.
    package init(document: Document, mode: MatchingMode = .default) throws(DiagnosticError) {
        guard let template = document.container else {
            throw DiagnosticError(.error(.missingLayout, "the document has no <container>; `compose` lays out a template file whose content is an adaptive container (use `apply` for a single hierarchy)",
                                         at: SourceLocation(file: document.file)))
        }
        let state = try template.initialState()
        var children: [AdaptiveTemplateTree.Child] = []
        var diagnostics: [Diagnostic] = []
        var errors: [Diagnostic] = []
        for child in template.children {
            do {
                let design = try Design(documents: [child.document])
                let result = MatchResult(matching: design, mode: mode)
                diagnostics += design.diagnostics + result.diagnostics
                children.append(AdaptiveTemplateTree.Child(name: child.name, controller: LayoutController(result)))
            } catch {
                errors += error.diagnostics
            }
        }
        if !errors.isEmpty { throw DiagnosticError(errors) }
        self.init(kind: template.kind, container: state, children: children)
        self.diagnostics = diagnostics
    }

    /// Reads the template file at `path` and makes its tree: the container in its initial state,
    /// every child's layouts found and matched in `mode`.
    ///
    /// - Throws: ``/LayoutCore/DiagnosticError`` when the file cannot be read, the document has no container,
    ///   the container's options are bad, or a child's layouts cannot be found.
    public init(contentsOf path: String, mode: MatchingMode = .default) throws(DiagnosticError) {
        let imported = try ImportResult(contentsOf: path)
        try self.init(document: imported.document, mode: mode)
        diagnostics = imported.diagnostics + diagnostics
    }

    /// A tree of `container` in its current state over `children`, whose names are unique.
    package init(kind: ContainerKind, container: ScenarioContainer, children: [AdaptiveTemplateTree.Child]) {
        self.kind = kind
        self.container = container
        self.children = children
        var index: [String: Int] = [:]
        for (position, child) in children.enumerated() where index[child.name] == nil {
            index[child.name] = position
        }
        self.childIndex = index
    }

    /// The child template called `name`.
    package func child(named name: String) -> AdaptiveTemplateTree.Child? {
        childIndex[name].map { children[$0] }
    }

    /// Applies `environment` to the container, then lays out each visible child.
    @discardableResult
    public mutating func apply(environment: Environment) -> AdaptiveTemplateTree.CompositionStep {
        apply(.environment(environment))
    }

    /// Applies `step` (an environment or an action) to the container, then lays out each visible child.
    @discardableResult
    public mutating func apply(_ step: ScenarioContainer.Step) -> AdaptiveTemplateTree.CompositionStep {
        let transition = container.applying(step)
        container = transition.container
        let arrangement = container.arrangement
        let environment = container.environment
        var composed: [AdaptiveTemplateTree.CompositionStep.Child] = []
        var visible: Set<String> = []
        for child in arrangement.children {
            visible.insert(child.name)
            let childEnvironment = environment.childEnvironment(at: child.frame)
            guard let index = childIndex[child.name] else {
                composed.append(AdaptiveTemplateTree.CompositionStep.Child(name: child.name, frame: child.frame, environment: childEnvironment,
                                              hasTemplate: false, layout: nil, applied: false, tree: nil))
                continue
            }
            let applied = children[index].controller.update(for: childEnvironment)
            let controller = children[index].controller
            composed.append(AdaptiveTemplateTree.CompositionStep.Child(name: child.name, frame: child.frame, environment: childEnvironment,
                                          hasTemplate: true, layout: controller.selectedName, applied: applied,
                                          tree: controller.tree))
        }
        let hidden = children.map(\.name).filter { !visible.contains($0) }
        let state = ScenarioRunner.result(container, index: stepCount, step: step, events: transition.events)
        stepCount += 1
        return AdaptiveTemplateTree.CompositionStep(container: state, children: composed, hidden: hidden)
    }
}

/// An incremental linear constraint solver: Cassowary (Badros, Borning and Stuckey, "The
/// Cassowary Linear Arithmetic Constraint Solving Algorithm", 2001), the algorithm behind UIKit's
/// Auto Layout engine.
///
/// Make variables, add required and optional constraints, and read the solution with
/// ``value(of:)``; it is up to date after every ``add(_:)``, ``remove(_:)`` and ``suggest(_:value:)``.
/// Optional constraints are strictly ordered by priority (see ``Strength``). Edit variables
/// (``addEditVariable(_:strength:)``) are values the caller moves, such as a root view's size: each
/// ``suggest(_:value:)`` re-solves incrementally with the dual simplex.
///
/// Results are deterministic: the same calls give the same values in every process. A failed call
/// throws a ``Solver/SolverError`` and leaves the solver as it was.
public final class Solver {
    var tableau = Tableau()
    /// The constraints added, by handle id; nil once removed.
    private var records: [Record?] = []
    /// The constraint each marker symbol belongs to (its handle id).
    private var markerOwners: [Int: Int] = [:]
    /// The variables' names, by symbol.
    private var names: [Int: String] = [:]
    /// The edit variables, by symbol.
    private var edits: [Int: Edit] = [:]
    /// Whether an unsatisfiable constraint's conflict is reduced to a minimal one (off in the
    /// solvers that test candidate subsets).
    private let minimizesConflicts: Bool

    private struct Record {
        var constraint: LinearConstraint
        var markers: ConstraintMarkers
    }

    private struct Edit {
        var handle: Solver.ConstraintHandle
        var markers: ConstraintMarkers
        var value: Double
    }

    /// An empty solver.
    public convenience init() {
        self.init(minimizesConflicts: true)
    }

    init(minimizesConflicts: Bool) {
        self.minimizesConflicts = minimizesConflicts
    }

    private var identity: ObjectIdentifier { ObjectIdentifier(self) }

    /// A new variable, free until constraints fix it (its value is then 0). `name` is for the
    /// caller's diagnostics (``name(of:)``).
    public func makeVariable(named name: String = "") -> Variable {
        let symbol = tableau.makeSymbol(.external)
        if !name.isEmpty { names[symbol] = name }
        return Variable(id: symbol, owner: identity)
    }

    /// The name `variable` was made with ("" if none or if another solver made it).
    public func name(of variable: Variable) -> String {
        owns(variable) ? names[variable.id] ?? "" : ""
    }

    /// Whether this solver made `variable` (only ``makeVariable(named:)`` makes variables, so its
    /// symbol exists).
    private func owns(_ variable: Variable) -> Bool {
        variable.owner == identity
    }

    /// The variable's value in the current solution: the optimum of the required and optional
    /// constraints and edit variables. NaN for a variable another solver made.
    public func value(of variable: Variable) -> Double {
        owns(variable) ? tableau.value(of: variable.id) : .nan
    }

    // MARK: - Constraints

    /// Adds a constraint and re-solves.
    ///
    /// - Throws: ``Solver/SolverError/unsatisfiable(conflict:)`` when a required constraint cannot hold
    ///   with the required ones already added (an optional one always can);
    ///   ``Solver/SolverError/nonFiniteNumber(tag:)``, ``Solver/SolverError/invalidStrength(priority:)`` or
    ///   ``Solver/SolverError/foreignVariable`` for a constraint that cannot be solved. The solver is
    ///   then unchanged.
    @discardableResult
    public func add(_ constraint: LinearConstraint) throws(Solver.SolverError) -> Solver.ConstraintHandle {
        let strength = constraint.strength
        guard strength.isValid else { throw .invalidStrength(priority: strength.priority) }
        // The constraint reads `lhs - rhs (relation) 0`.
        var cells: [(symbol: Int, coefficient: Double)] = []
        cells.reserveCapacity(constraint.lhs.terms.count + constraint.rhs.terms.count)
        var valid = true, foreign = false
        for (side, sign) in [(constraint.lhs, 1.0), (constraint.rhs, -1.0)] {
            valid = valid && side.constant.isFinite
            for term in side.terms {
                valid = valid && term.coefficient.isFinite
                foreign = foreign || !owns(term.variable)
                cells.append((term.variable.id, sign * term.coefficient))
            }
        }
        let constant = constraint.lhs.constant - constraint.rhs.constant
        guard valid, constant.isFinite else { throw .nonFiniteNumber(tag: constraint.tag) }
        guard !foreign else { throw .foreignVariable }
        let outcome = tableau.add(cells: cells, constant: constant, relation: constraint.relation,
                                  priority: strength.isRequired ? nil : strength.priority)
        switch outcome {
        case .unsatisfiable(let certificate):
            throw .unsatisfiable(conflict: conflict(of: constraint, certificate: certificate))
        case .added(let markers):
            let id = records.count
            records.append(Record(constraint: constraint, markers: markers))
            markerOwners[markers.marker] = id
            return Solver.ConstraintHandle(id: id, owner: identity)
        }
    }

    /// Removes a constraint and re-solves. Returns false (and does nothing) for a handle that is
    /// not one of this solver's current constraints or that holds an edit variable (remove that
    /// with ``removeEditVariable(_:)``).
    @discardableResult
    public func remove(_ handle: Solver.ConstraintHandle) -> Bool {
        guard handle.owner == identity, handle.id >= 0, handle.id < records.count,
              let record = records[handle.id],
              !edits.values.contains(where: { $0.handle == handle }) else { return false }
        removeRecord(handle.id, record)
        return true
    }

    private func removeRecord(_ id: Int, _ record: Record) {
        records[id] = nil
        markerOwners[record.markers.marker] = nil
        let strength = record.constraint.strength
        tableau.remove(record.markers, priority: strength.isRequired ? nil : strength.priority)
    }

    /// Whether `handle` is one of this solver's current constraints.
    public func contains(_ handle: Solver.ConstraintHandle) -> Bool {
        handle.owner == identity && handle.id >= 0 && handle.id < records.count && records[handle.id] != nil
    }

    // MARK: - Edit variables

    /// Makes `variable` an edit variable: an optional constraint `variable == value` at
    /// `strength`, whose value ``suggest(_:value:)`` moves. It starts at the variable's current
    /// value.
    ///
    /// - Throws: ``Solver/SolverError/invalidStrength(priority:)`` for a required or invalid strength,
    ///   ``Solver/SolverError/duplicateEditVariable``, ``Solver/SolverError/foreignVariable``.
    public func addEditVariable(_ variable: Variable, strength: Strength) throws(Solver.SolverError) {
        guard owns(variable) else { throw .foreignVariable }
        guard strength.isValid, !strength.isRequired else { throw .invalidStrength(priority: strength.priority) }
        guard edits[variable.id] == nil else { throw .duplicateEditVariable }
        let current = value(of: variable)
        let handle = try add(LinearConstraint(variable, .equal, current, strength: strength))
        guard let record = records[handle.id] else { return }
        edits[variable.id] = Edit(handle: handle, markers: record.markers, value: current)
    }

    /// Stops `variable` being an edit variable (its edit constraint is removed).
    public func removeEditVariable(_ variable: Variable) throws(Solver.SolverError) {
        guard owns(variable) else { throw .foreignVariable }
        guard let edit = edits.removeValue(forKey: variable.id) else { throw .unknownEditVariable }
        if let record = records[edit.handle.id] { removeRecord(edit.handle.id, record) }
    }

    /// Whether `variable` is an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool {
        owns(variable) && edits[variable.id] != nil
    }

    /// Suggests a value for an edit variable and re-solves incrementally (the dual simplex, from
    /// the current solution).
    ///
    /// - Throws: ``Solver/SolverError/unknownEditVariable``, ``Solver/SolverError/nonFiniteValue``,
    ///   ``Solver/SolverError/foreignVariable``.
    public func suggest(_ variable: Variable, value: Double) throws(Solver.SolverError) {
        guard owns(variable) else { throw .foreignVariable }
        guard value.isFinite else { throw .nonFiniteValue }
        guard var edit = edits[variable.id] else { throw .unknownEditVariable }
        let delta = value - edit.value
        edit.value = value
        edits[variable.id] = edit
        tableau.shiftEdit(edit.markers, by: delta)
    }

    // MARK: - Conflicts

    /// The tags of the required constraints that conflict with `constraint`: those whose markers
    /// the infeasibility proof combines, in the order they were added, then `constraint`'s; when
    /// few enough, reduced to a minimal set by dropping each one whose absence leaves the rest in
    /// conflict.
    private func conflict(of constraint: LinearConstraint, certificate: [Int]) -> [Int] {
        var involved = certificate.compactMap { markerOwners[$0] }
            .filter { records[$0]?.constraint.strength.isRequired == true }
        involved = Array(Set(involved)).sorted()
        var members = involved.compactMap { records[$0]?.constraint } + [constraint]
        if minimizesConflicts, members.count <= Self.minimizedConflictLimit, !Self.isSatisfiable(members) {
            var index = 0
            while index < members.count - 1 {
                var without = members
                without.remove(at: index)
                if Self.isSatisfiable(without) { index += 1 } else { members = without }
            }
        }
        var seen: Set<Int> = []
        return members.map(\.tag).filter { seen.insert($0).inserted }
    }

    /// Conflicts longer than this are reported as the proof found them: minimising costs a solve
    /// of the conflict's constraints per member.
    static let minimizedConflictLimit = 48

    /// Whether `constraints` hold together, solved on their own in a new solver.
    private static func isSatisfiable(_ constraints: [LinearConstraint]) -> Bool {
        let probe = Solver(minimizesConflicts: false)
        var variables: [Variable: Variable] = [:]
        for constraint in constraints {
            let terms = constraint.difference.terms.map { term in
                let mapped = variables[term.variable] ?? probe.makeVariable()
                variables[term.variable] = mapped
                return LinearExpression.Term(mapped, coefficient: term.coefficient)
            }
            let expression = LinearExpression(terms: terms, constant: constraint.difference.constant)
            do {
                try probe.add(LinearConstraint(expression, constraint.relation, 0, strength: .required))
            } catch {
                return false
            }
        }
        return true
    }
}

extension Solver {
    /// The variables of `variables` whose value is not unique among the optimal solutions of the
    /// required and optional constraints (what Auto Layout calls an ambiguous layout), in the
    /// given order. A variable no constraint fixes is ambiguous; one made by another solver is
    /// left out.
    ///
    /// Read from the optimal tableau: a variable is unique when its row depends on no parameter
    /// that can move at no cost. Degenerate vertices where several zero rows block each other
    /// can make a unique variable reported ambiguous, never the reverse.
    public func ambiguousVariables(among variables: [Variable]) -> [Variable] {
        let movable = tableau.movableParameters()
        return variables.filter { owns($0) && tableau.isAmbiguous($0.id, movable: movable) }
    }
}

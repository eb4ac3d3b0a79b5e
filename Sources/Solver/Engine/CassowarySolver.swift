/// An incremental Cassowary constraint solver with strict priorities.
///
/// Constraints are linear equalities and inequalities between variables, each with a
/// priority from 1 to 1000 (1000 is required). Required constraints always hold; a required
/// constraint that cannot hold is refused, with the required constraints it conflicts with,
/// and the solver stays exactly as it was. Optional constraints are satisfied from the
/// highest priority down: any number of broken constraints at one priority never outweighs
/// one at a higher priority, and within a priority the sum of errors is minimised.
///
/// ```swift
/// var solver = CassowarySolver()
/// let left = solver.makeVariable(named: "left"), width = solver.makeVariable(named: "width")
/// try solver.add(LinearConstraint(left, .greaterThanOrEqual, 0))
/// try solver.add(LinearConstraint(width, .equal, 50, priority: 750))
/// solver.value(of: width)   // 50
/// ```
///
/// Edit variables (``addEditVariable(_:priority:)``, ``suggestValue(_:for:)``) and changes of
/// a constraint's constant (``setConstant(_:of:)``) re-solve incrementally with the dual
/// simplex; ``remove(_:)`` pivots the constraint out and re-optimizes, without a rebuild.
///
/// Results depend only on the sequence of operations, never on hashing or memory layout.
/// To get the same values whatever order a caller happens to hold its constraints in, add
/// them together with `add(_:)` with an array, which adds them in a canonical order.
public struct CassowarySolver: Sendable {
    var tableau = Tableau()
    /// Every constraint added, as added with its expression normalized; for an edit,
    /// `variable == suggested`.
    var records = ConstraintRecords()
    var variableNames: [String] = []
    /// The record of each edit variable; only looked up, never iterated.
    var editRecords: [Variable: Int] = [:]
    /// Every variable's value, kept up to date by edits (``setConstant(_:of:)``,
    /// ``suggestValue(_:for:)``) from the first edit after the last addition or removal, so
    /// that ``solution()`` after an edit costs what the edit changed; nil after any other
    /// change.
    var keptValues: SolvedValues?

    /// An empty solver: no variables, no constraints.
    public init() {}

    // MARK: Variables

    /// Makes a new variable, with value 0 until constraints say otherwise.
    ///
    /// - Complexity: O(1) amortized.
    public mutating func makeVariable(named name: String = "") -> Variable {
        variableNames.append(name)
        return Variable(id: variableNames.count - 1)
    }

    /// The name given to `makeVariable(named:)`.
    ///
    /// - Complexity: O(1).
    public func name(of variable: Variable) -> String {
        variable.id < variableNames.count ? variableNames[variable.id] : ""
    }

    /// How many variables this solver made.
    public var variableCount: Int { variableNames.count }

    // MARK: Constraints

    /// Adds a constraint and re-solves.
    ///
    /// Throws ``SolverError/unsatisfiableConstraint(_:conflictingWith:)`` when a required
    /// constraint cannot hold with the required constraints already added; the solver is
    /// then exactly as it was before the call.
    ///
    /// - Complexity: O(1) amortized when the constraint mentions a variable no other
    ///   constraint mentions (the common case when a layout is built view by view); otherwise
    ///   proportional to the rows it touches and the simplex pivots it needs.
    @discardableResult
    public mutating func add(_ constraint: LinearConstraint) throws(SolverError) -> ConstraintHandle {
        try validate(constraint)
        return try add(normalized(constraint), as: constraint)
    }

    /// Adds `constraint`, validated and normalized (`normalized`); errors name it as given.
    private mutating func add(_ normalized: LinearConstraint, as constraint: LinearConstraint) throws(SolverError) -> ConstraintHandle {
        let owner = records.count
        keptValues = nil
        let tag: Tableau.Tag
        do {
            tag = try tableau.insert(normalized, owner: Int32(owner))
        } catch {
            throw .unsatisfiableConstraint(constraint, conflictingWith: requiredHandles(error.owners))
        }
        records.append(normalized, isEdit: false, tag: tag)
        return ConstraintHandle(rawValue: owner)
    }

    /// Adds constraints in a canonical order, so that the same set of constraints gives the
    /// same values, bit for bit, whatever order it is passed in.
    ///
    /// The canonical order is by priority (required first, then from high to low), then by
    /// the normalized expression (variables by id, coefficients, constant), then by relation.
    /// It depends on variable ids, so make variables in a canonical order too. A required
    /// constraint that cannot hold is skipped and reported; the others are added.
    ///
    /// - Returns: For each constraint, in the order given, its handle or why it was refused.
    /// - Complexity: O(*n* log *n*) for sorting plus the cost of each single `add(_:)`.
    public mutating func add(_ constraints: [LinearConstraint]) -> [Result<ConstraintHandle, SolverError>] {
        let normalized = constraints.map(normalized)
        let order = Self.canonicalOrder(of: normalized)
        var results = [Result<ConstraintHandle, SolverError>?](repeating: nil, count: constraints.count)
        for index in order {
            do {
                try validate(constraints[index])
                results[index] = .success(try add(normalized[index], as: constraints[index]))
            } catch {
                results[index] = .failure(error)
            }
        }
        return results.map { $0! }
    }

    /// The indices of `normalized` in the canonical order (``canonicalOrder(_:_:)``), the same
    /// constraints in the order given.
    ///
    /// The keys are laid out in flat arrays first and compared there: comparing the constraints
    /// themselves retained and released each one's terms at every comparison.
    ///
    /// - Complexity: O(*n* log *n*) comparisons of O(terms) each.
    static func canonicalOrder(of normalized: [LinearConstraint]) -> [Int] {
        var starts: [Int] = []
        starts.reserveCapacity(normalized.count + 1)
        var variables: [Int] = []
        var coefficients: [Double] = []
        for constraint in normalized {
            starts.append(variables.count)
            for term in constraint.expression.terms {
                variables.append(term.variable.id)
                coefficients.append(term.coefficient)
            }
        }
        starts.append(variables.count)
        let priorities = normalized.map(\.priority)
        let constants = normalized.map(\.expression.constant)
        // Relations by their raw values' order, as `canonicalOrder(_:_:)` compares them.
        let relationRanks = Dictionary(
            uniqueKeysWithValues: LinearConstraint.Relation.allCases.sorted { $0.rawValue < $1.rawValue }.enumerated().map { ($1, $0) })
        let relations = normalized.map { relationRanks[$0.relation]! }
        return starts.withUnsafeBufferPointer { starts in
            variables.withUnsafeBufferPointer { variables in
                coefficients.withUnsafeBufferPointer { coefficients in
                    priorities.withUnsafeBufferPointer { priorities in
                        Array(normalized.indices).sorted { lhs, rhs in
                            if priorities[lhs] != priorities[rhs] { return priorities[lhs] > priorities[rhs] }
                            let left = starts[lhs], right = starts[rhs]
                            let leftCount = starts[lhs + 1] - left, rightCount = starts[rhs + 1] - right
                            for offset in 0..<min(leftCount, rightCount) {
                                let leftVariable = variables[left + offset], rightVariable = variables[right + offset]
                                if leftVariable != rightVariable { return leftVariable < rightVariable }
                                let leftCoefficient = coefficients[left + offset], rightCoefficient = coefficients[right + offset]
                                if leftCoefficient != rightCoefficient { return leftCoefficient < rightCoefficient }
                            }
                            if leftCount != rightCount { return leftCount < rightCount }
                            if constants[lhs] != constants[rhs] { return constants[lhs] < constants[rhs] }
                            if relations[lhs] != relations[rhs] { return relations[lhs] < relations[rhs] }
                            return lhs < rhs
                        }
                    }
                }
            }
        }
    }

    /// Whether `lhs` comes before `rhs` in the canonical order; nil when they are the same.
    static func canonicalOrder(_ lhs: LinearConstraint, _ rhs: LinearConstraint) -> Bool? {
        if lhs.priority != rhs.priority { return lhs.priority > rhs.priority }
        for (left, right) in zip(lhs.expression.terms, rhs.expression.terms) {
            if left.variable != right.variable { return left.variable < right.variable }
            if left.coefficient != right.coefficient { return left.coefficient < right.coefficient }
        }
        if lhs.expression.terms.count != rhs.expression.terms.count {
            return lhs.expression.terms.count < rhs.expression.terms.count
        }
        if lhs.expression.constant != rhs.expression.constant {
            return lhs.expression.constant < rhs.expression.constant
        }
        if lhs.relation != rhs.relation { return lhs.relation.rawValue < rhs.relation.rawValue }
        return nil
    }

    /// Removes a constraint and re-solves incrementally.
    ///
    /// As kiwi's `removeConstraint`: the constraint's errors leave the objective of its
    /// priority level, its marker is pivoted into the basis and its row dropped, and the
    /// primal simplex re-optimizes. The result is optimal for the remaining constraints, as a
    /// fresh solve is; where several solutions are equally good (an ambiguous variable) it
    /// may be another of them, and values can differ from a fresh solve's by rounding.
    ///
    /// - Complexity: proportional to the rows that mention the constraint's marker and
    ///   errors (for the pivot and substitutions), plus the primal pivots the change of
    ///   objective needs: none when the constraint was satisfied without moving anything.
    ///   Not proportional to the size of the system.
    public mutating func remove(_ handle: ConstraintHandle) throws(SolverError) {
        guard records.indices.contains(handle.rawValue), records[handle.rawValue].isActive,
            !records[handle.rawValue].isEdit
        else { throw .unknownConstraint(handle) }
        records[handle.rawValue].isActive = false
        keptValues = nil
        tableau.remove(records[handle.rawValue].tag, priority: records[handle.rawValue].priority)
    }

    /// Changes the constant of a constraint in place, and re-solves incrementally (dual
    /// simplex), as ``suggestValue(_:for:)`` moves an edit variable.
    ///
    /// `constant` is the new constant of the constraint's expression `lhs - rhs`, as
    /// ``constraint(_:)`` shows it: to make `width == 50` (expression `width - 50`) into
    /// `width == 60`, pass -60.
    ///
    /// Throws ``SolverError/unsatisfiableConstraint(_:conflictingWith:)`` when the constraint
    /// is required and cannot hold with its new constant together with the other required
    /// constraints; the solver is then exactly as it was before the call.
    ///
    /// - Complexity: O(rows that mention the constraint's marker) plus the dual simplex
    ///   pivots, none when the change moves the layout without changing which constraints
    ///   win. Not proportional to the size of the system.
    public mutating func setConstant(_ constant: Double, of handle: ConstraintHandle) throws(SolverError) {
        guard records.indices.contains(handle.rawValue), records[handle.rawValue].isActive,
            !records[handle.rawValue].isEdit
        else { throw .unknownConstraint(handle) }
        let record = records[handle.rawValue]
        func changed() -> LinearConstraint {
            var changed = records.constraint(at: handle.rawValue)
            changed.expression.constant = constant
            return changed
        }
        guard constant.isFinite else { throw .nonFiniteNumber(changed()) }
        // The marker's coefficient in the constraint's own row (see `Tableau.insert`):
        // +1 for a slack of `<=` and a required equality's dummy, -1 for a slack of `>=` and
        // an optional equality's positive error.
        let sign: Double =
            switch record.relation {
            case .lessThanOrEqual: 1
            case .greaterThanOrEqual: -1
            case .equal: record.isRequired ? 1 : -1
            }
        let delta = (constant - record.constant) / sign
        tableau.trace = keptValues == nil ? nil : Tableau.EditTrace()
        defer { tableau.trace = nil }
        if record.isRequired {
            do {
                try tableau.applyRequiredChange(marker: record.tag.marker, delta: delta, owner: Int32(handle.rawValue))
            } catch {
                throw .unsatisfiableConstraint(changed(), conflictingWith: requiredHandles(error.owners))
            }
        } else {
            tableau.applyEdit(marker: record.tag.marker, delta: delta)
        }
        records[handle.rawValue].constant = constant
        keepValues()
    }

    /// The constraint behind a handle, as added (expression normalized), if still there.
    ///
    /// - Complexity: O(1).
    public func constraint(_ handle: ConstraintHandle) -> LinearConstraint? {
        guard records.indices.contains(handle.rawValue), records[handle.rawValue].isActive,
            !records[handle.rawValue].isEdit
        else { return nil }
        return records.constraint(at: handle.rawValue)
    }

    /// The handles of the constraints in the solver, in the order they were added.
    ///
    /// - Complexity: O(number of constraints ever added).
    public var constraints: [ConstraintHandle] {
        records.indices.filter { records[$0].isActive && !records[$0].isEdit }.map(ConstraintHandle.init(rawValue:))
    }

    // MARK: Edit variables

    /// Makes `variable` an edit variable: its value follows ``suggestValue(_:for:)`` at
    /// `priority` (1 up to, not including, 1000; 999 is a strong edit). Its first suggested
    /// value is 0.
    ///
    /// - Complexity: that of adding one constraint.
    public mutating func addEditVariable(_ variable: Variable, priority: Float) throws(SolverError) {
        guard variable.id < variableNames.count else { throw .unknownVariable(variable) }
        guard Strength.isValid(priority) && priority < Strength.required else {
            throw .invalidEditPriority(priority)
        }
        guard editRecords[variable] == nil else { throw .duplicateEditVariable(variable) }
        let constraint = LinearConstraint(expression: LinearExpression(variable), relation: .equal, priority: priority)
        let owner = records.count
        keptValues = nil
        // An optional constraint cannot be refused.
        guard let tag = try? tableau.insert(constraint, owner: Int32(owner)) else {
            preconditionFailure("an optional constraint was refused")
        }
        records.append(constraint, isEdit: true, tag: tag)
        editRecords[variable] = owner
    }

    /// Stops `variable` from being an edit variable, and re-solves incrementally.
    ///
    /// - Complexity: that of ``remove(_:)``.
    public mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let record = editRecords.removeValue(forKey: variable) else { throw .unknownEditVariable(variable) }
        records[record].isActive = false
        keptValues = nil
        tableau.remove(records[record].tag, priority: records[record].priority)
    }

    /// Whether `variable` is an edit variable.
    ///
    /// - Complexity: O(1) on average.
    public func isEditVariable(_ variable: Variable) -> Bool { editRecords[variable] != nil }

    /// Asks the edit variable to take `value`, and re-solves incrementally (dual simplex).
    ///
    /// - Complexity: O(rows that mention the edit's error) plus the dual simplex pivots,
    ///   none when the change moves the layout without changing which constraints win.
    public mutating func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard let record = editRecords[variable] else { throw .unknownEditVariable(variable) }
        guard value.isFinite else { throw .nonFiniteValue(value) }
        let delta = value - (-records[record].constant)
        records[record].constant = -value
        tableau.trace = keptValues == nil ? nil : Tableau.EditTrace()
        defer { tableau.trace = nil }
        tableau.applyEdit(marker: records[record].tag.marker, delta: delta)
        keepValues()
    }

    /// Brings ``keptValues`` up to date after the edit ``Tableau/trace`` recorded, or
    /// evaluates them all at the first edit since an addition or removal.
    ///
    /// - Complexity: that of ``Tableau/update(_:after:)``, or O(size of the tableau) at the
    ///   first edit and when the edit moved most of the layout.
    private mutating func keepValues() {
        guard var kept = keptValues.take(), let trace = tableau.trace else {
            keptValues = tableau.evaluateValues(count: variableNames.count, keeping: true)
            return
        }
        if !tableau.update(&kept, after: trace) {
            // The edit moved too much to follow: everything again, in place (no definition
            // was made or dropped, so the map from definitions to variables still holds).
            tableau.evaluate(&kept, mapping: false)
        }
        keptValues = kept
    }

    // MARK: Values

    /// The variable's current value (0 for a variable no constraint mentions).
    ///
    /// - Complexity: proportional to the definitions the variable depends on; to read many
    ///   values, take a ``solution()`` once.
    public func value(of variable: Variable) -> Double {
        guard let symbol = tableau.existingSymbol(for: variable) else { return 0 }
        return tableau.value(of: symbol)
    }

    /// The current value of every variable.
    ///
    /// - Complexity: after an edit (``setConstant(_:of:)``, ``suggestValue(_:for:)``), O(1):
    ///   the edit kept the values up to date, and the solution shares them until the next
    ///   edit, which copies them (O(variables), a copy of contiguous memory). Otherwise
    ///   O(size of the tableau).
    public func solution() -> Solution {
        guard var values = keptValues?.variables else {
            return Solution(values: tableau.variableValues(count: variableNames.count))
        }
        // Variables made since the values were evaluated have no symbol: 0.
        if values.count < variableNames.count {
            values.append(contentsOf: repeatElement(0, count: variableNames.count - values.count))
        }
        return Solution(values: values)
    }

    // MARK: Helpers

    private func validate(_ constraint: LinearConstraint) throws(SolverError) {
        guard Strength.isValid(constraint.priority) else { throw .invalidPriority(constraint.priority) }
        for term in constraint.expression.terms {
            guard term.variable.id >= 0 && term.variable.id < variableNames.count else {
                throw .unknownVariable(term.variable)
            }
            guard term.coefficient.isFinite else { throw .nonFiniteNumber(constraint) }
        }
        guard constraint.expression.constant.isFinite else { throw .nonFiniteNumber(constraint) }
    }

    /// The constraint with its expression normalized: what the solver records and adds.
    private func normalized(_ constraint: LinearConstraint) -> LinearConstraint {
        LinearConstraint(expression: constraint.expression.normalized(), relation: constraint.relation, priority: constraint.priority)
    }

    /// The handles of the active required constraints among `owners`.
    private func requiredHandles(_ owners: [Int32]) -> [ConstraintHandle] {
        owners.compactMap { owner in
            let record = records[Int(owner)]
            return record.isActive && !record.isEdit && record.isRequired
                ? ConstraintHandle(rawValue: Int(owner)) : nil
        }
    }
}

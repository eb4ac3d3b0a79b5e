/// What the solution leaves unsatisfied or undetermined.
extension CassowarySolver {
    /// The optional constraints that the current solution does not satisfy (non-zero
    /// error), in the order they were added. Edit variables are not included.
    ///
    /// - Complexity: O(size of the tableau + terms of all constraints).
    public func unsatisfiedConstraints() -> [ConstraintHandle] {
        unsatisfiedConstraints(in: solution())
    }

    /// ``unsatisfiedConstraints()`` for values already read with ``solution()`` (reading them
    /// evaluates every definition).
    func unsatisfiedConstraints(in values: Solution) -> [ConstraintHandle] {
        records.indices.filter { index in
            let record = records[index]
            return record.isActive && !record.isEdit && !record.isRequired
                && !Tolerance.isNearZero(records.violation(at: index) { values[$0] })
        }.map(ConstraintHandle.init(rawValue:))
    }

    /// Whether the variable's value is not uniquely determined by the constraints: another
    /// solution, as good at every priority level, gives it another value.
    ///
    /// Method: the variable is expanded into the parametric (non-basic) symbols of the
    /// optimal tableau. Every optimal solution is reached by moving parametric symbols away
    /// from zero without raising any level's objective. So the variable is ambiguous when
    /// its expansion has a non-zero coefficient on a parametric symbol that can move that
    /// way: a variable no constraint fixes (free in both directions), or a slack or error
    /// whose objective coefficient is zero at every level and that no basic row stops at
    /// once. This includes two optional constraints of equal priority pulling one variable
    /// different ways, with a free choice between them. Dummy symbols (required
    /// equalities) never move. A variable no constraint mentions is ambiguous.
    ///
    /// Limitation: a degenerate basic row (constant zero) is taken to block a move along a
    /// symbol even when a combination with other symbols could make that move; such a
    /// variable is reported as determined.
    ///
    /// - Complexity: that of expanding the variable (proportional to the definitions it
    ///   depends on), plus the column of each parametric symbol in its expansion.
    public func isAmbiguous(_ variable: Variable) -> Bool {
        guard let symbol = tableau.existingSymbol(for: variable) else { return true }
        var row = Row()
        row.add(1, to: symbol)
        let expansion = tableau.expand(row)
        return expansion.cells.contains { tableau.isFreeToMove($0.symbol) }
    }

    /// Whether each variable is ambiguous, as ``isAmbiguous(_:)`` says, for many variables at
    /// once: each definition's contribution is worked out once and shared.
    ///
    /// - Complexity: O(size of the definitions and basic rows they reach, times the free
    ///   symbols each depends on), where asking ``isAmbiguous(_:)`` of each variable of a chain
    ///   walks the whole chain before it every time.
    public func ambiguity(of variables: [Variable]) -> [Bool] {
        let symbols = variables.map { tableau.existingSymbol(for: $0) }
        let free = tableau.haveFreeComponents(symbols.compactMap { $0 })
        var next = free.makeIterator()
        return symbols.map { symbol in symbol == nil ? true : next.next() ?? true }
    }
}

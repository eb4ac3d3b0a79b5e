/// The primal simplex (after an add) and the dual simplex (after an edit), both with a
/// lexicographic objective: one row per priority level, compared from the highest down.
extension Tableau {
    /// Whether raising the parametric `symbol` would lower the objective: its first
    /// non-zero objective coefficient, from the highest level down, is negative.
    func isLexicographicallyNegative(_ symbol: Symbol, objectives: [Int32]) -> Bool {
        for objective in objectives {
            let coefficient = rows[Int(objective)].coefficient(for: symbol)
            if coefficient != 0 { return coefficient < 0 }
        }
        return false
    }

    /// The lowest-id symbol that may enter the basis to improve the priority levels'
    /// objective (Bland's rule, so the simplex cannot cycle). Only symbols whose objective
    /// coefficients changed since the objective was last optimal can qualify, so only those
    /// are looked at.
    mutating func enteringSymbolForLevels() -> Symbol? {
        let objectives = objectiveRows
        var best: Symbol?
        var kept: [Symbol] = []
        for symbol in dirty {
            if kind(of: symbol) != .dummy && kind(of: symbol) != .external && row(of: symbol) == nil
                && isLexicographicallyNegative(symbol, objectives: objectives)
            {
                kept.append(symbol)
                if best == nil || symbol < best! { best = symbol }
            } else {
                dirtyFlags[Int(symbol.id)] = false
            }
        }
        dirty = kept
        return best
    }

    /// The lowest-id symbol with a negative coefficient in a single objective row (Bland's
    /// rule). Choosing by fewest rows instead was tried: it pivots on worse-conditioned
    /// elements and loses precision on dense random systems.
    func enteringSymbol(forObjective objective: Int32) -> Symbol? {
        rows[Int(objective)].cells.first {
            $0.coefficient < 0 && kind(of: $0.symbol) != .dummy && kind(of: $0.symbol) != .external
        }?.symbol
    }

    /// The basic row that limits how far `entering` can rise: the smallest
    /// `constant / -coefficient` over rows where it has a negative coefficient, ties going
    /// to the lowest basic symbol.
    mutating func leavingRow(for entering: Symbol) -> Int32? {
        var best: Int32?
        var bestRatio = Double.infinity
        var bestBasic = Symbol.invalid
        for index in compactColumn(entering) where roles[Int(index)] == .basic {
            let row = rows[Int(index)]
            let coefficient = row.coefficient(for: entering)
            guard coefficient < 0 else { continue }
            let ratio = -row.constant / coefficient
            if ratio < bestRatio || (ratio == bestRatio && row.basic < bestBasic) {
                best = index
                bestRatio = ratio
                bestBasic = row.basic
            }
        }
        return best
    }

    /// Exchanges the basic symbol of row `index` for `entering`, and substitutes the new
    /// row into every basic and objective row that mentions `entering`.
    ///
    /// - Complexity: O(Σ length of the rows that contain `entering`).
    mutating func pivot(row index: Int32, entering: Symbol) {
        var inserted: [Symbol] = []
        let leaving = rows[Int(index)].basic
        modifyRow(index) { row in
            // Entering out before leaving in: the row keeps its length, and its storage.
            let coefficient = row.remove(entering)
            if row.add(-1, to: leaving) { inserted.append(leaving) }
            row.solve(for: entering, removedCoefficient: coefficient)
        }
        self.index(inserted, in: index)
        setRowOf(leaving, -1)
        setRowOf(entering, index)
        markDirty(leaving)
        substitute(entering, usingRow: index)
    }

    /// Replaces `symbol` by the right-hand side of row `source` in every basic and objective
    /// row. Definition rows keep mentioning `symbol`: they may refer to basic symbols.
    mutating func substitute(_ symbol: Symbol, usingRow source: Int32) {
        let replacement = rows[Int(source)]
        var keep: [Int32] = []
        var inserted: [Symbol] = []
        for index in compactColumn(symbol) where index != source {
            let role = roles[Int(index)]
            guard role == .basic || role == .objective else {
                keep.append(index)
                continue
            }
            inserted.removeAll(keepingCapacity: true)
            let constant = modifyRow(index) { row in
                let coefficient = row.remove(symbol)
                row.add(replacement, times: coefficient, inserted: &inserted)
                return row.constant
            }
            self.index(inserted, in: index)
            if role == .objective {
                for cell in replacement.cells { markDirty(cell.symbol) }
            } else if constant < 0 && !Tolerance.isNearZero(constant) {
                infeasible.append(index)
            }
        }
        columns[Int(symbol.id)] = Column(keep)
    }

    /// Primal simplex on the priority levels' objective.
    ///
    /// - Complexity: each iteration costs one pivot; the number of iterations is small in
    ///   practice (usually zero or one per added constraint).
    mutating func optimize() {
        while let entering = enteringSymbolForLevels() {
            guard let leaving = leavingRow(for: entering) else {
                // The objective is a sum of non-negative errors per level, so it is
                // bounded; getting here means rounding broke an invariant.
                assertionFailure("objective unbounded")
                dirtyFlags[Int(entering.id)] = false
                dirty.removeAll { $0 == entering }
                continue
            }
            pivot(row: leaving, entering: entering)
        }
    }

    /// Primal simplex on a single objective row (the artificial one).
    mutating func optimize(objective: Int32) {
        while let entering = enteringSymbol(forObjective: objective) {
            guard let leaving = leavingRow(for: entering) else {
                assertionFailure("artificial objective unbounded")
                return
            }
            pivot(row: leaving, entering: entering)
        }
    }

    /// Dual simplex: restores feasibility of the rows an edit made negative, keeping the
    /// objective optimal.
    ///
    /// - Complexity: one pivot per iteration; an edit that moves the layout without changing
    ///   which constraints are active needs none.
    mutating func dualOptimize() {
        while let stuck = dualSimplex() {
            // Only a change of a required constraint can leave a row with no way back.
            assertionFailure("dual simplex found no entering symbol")
            infeasible.removeAll { $0 == stuck }
        }
    }

    /// The dual simplex proper: pivots until every row is feasible, and returns nil; or
    /// stops at a negative row that no symbol can raise (the required constraints whose
    /// markers it mentions cannot hold together) and returns it.
    ///
    /// - Complexity: one pivot per iteration.
    mutating func dualSimplex() -> Int32? {
        let objectives = objectiveRows
        while true {
            // The infeasible row with the lowest basic symbol, for a deterministic order.
            var leaving: Int32?
            var remaining: [Int32] = []
            for index in infeasible {
                guard roles[Int(index)] == .basic else { continue }
                let constant = rows[Int(index)].constant
                guard constant < 0 && !Tolerance.isNearZero(constant) else { continue }
                remaining.append(index)
                if leaving == nil || rows[Int(index)].basic < rows[Int(leaving!)].basic { leaving = index }
            }
            infeasible = remaining
            guard let leavingIndex = leaving else { return nil }
            guard let entering = dualEnteringSymbol(row: leavingIndex, objectives: objectives) else {
                return leavingIndex
            }
            pivot(row: leavingIndex, entering: entering)
        }
    }

    /// The symbol with a positive coefficient in the row whose objective-to-coefficient
    /// ratio is lexicographically smallest, ties going to the lowest id.
    func dualEnteringSymbol(row index: Int32, objectives: [Int32]) -> Symbol? {
        var best: Symbol?
        var bestRatios: [Double] = []
        for cell in rows[Int(index)].cells where cell.coefficient > 0 && kind(of: cell.symbol) != .dummy {
            let ratios = objectives.map { rows[Int($0)].coefficient(for: cell.symbol) / cell.coefficient }
            if best == nil || Self.lexicographicallyPrecedes(ratios, bestRatios) {
                best = cell.symbol
                bestRatios = ratios
            }
        }
        return best
    }

    static func lexicographicallyPrecedes(_ lhs: [Double], _ rhs: [Double]) -> Bool {
        for (left, right) in zip(lhs, rhs) where !Tolerance.isNearZero(left - right) {
            return left < right
        }
        return false
    }
}

/// Removing a constraint in place, as kiwi's `removeConstraint` (Badros, Borning and Stuckey,
/// "The Cassowary Linear Arithmetic Constraint Solving Algorithm", 2001, section 4.2).
///
/// Every row is a combination of the constraints' rows, and a constraint's marker appears in
/// no other constraint's row: a row's weight on the constraint is its marker's coefficient.
/// So once the marker is basic, dropping the marker's row leaves rows in which the constraint
/// has weight zero, which is to say the tableau of the other constraints. (Its other error
/// has the same weight, so it goes with it.) Definition rows are not substituted into by
/// pivots; they get the marker's row substituted in before it is dropped.
extension Tableau {
    /// Removes the constraint whose symbols are `tag`, added at `priority`, and re-optimizes.
    ///
    /// 1. Its errors leave the objective of their priority level (subtracting an error's row
    ///    when it is basic).
    /// 2. Its marker is made basic, if it is not, by a pivot in the basic row kiwi would
    ///    choose (`getMarkerLeavingRow`): one that keeps every row feasible. The marker's row
    ///    is substituted into the definitions that mention it, then dropped.
    /// 3. When only definitions mention the marker (the constraint defined a variable), the
    ///    definition evaluated first is solved for the marker and dropped, its variable
    ///    becoming parametric, as kiwi pivots on an external row.
    /// 4. The primal simplex re-optimizes the priority levels.
    ///
    /// Removal cannot make the required constraints infeasible, so it cannot fail.
    ///
    /// - Complexity: O(Σ length of the rows that mention the constraint's symbols) for the
    ///   pivot and substitutions, plus the primal pivots the lower objective needs (none when
    ///   the constraint was satisfied and slack), plus O(*d*) for the *d* definitions that
    ///   mention the marker. Independent of the size of the rest of the tableau.
    mutating func remove(_ tag: Tag, priority: Float) {
        if priority < Strength.required {
            let objective = objectiveRow(for: priority)
            for error in [tag.marker, tag.other] where error.isValid && kind(of: error) == .error {
                removeFromObjective(error, objective: objective)
            }
        }
        eliminate(tag.marker)
        if tag.other.isValid { dropResidue(tag.other) }
        optimize()
        checkInvariants()
    }

    /// Subtracts `error` from `objective`: its row when basic, itself otherwise.
    private mutating func removeFromObjective(_ error: Symbol, objective: Int32) {
        if let index = row(of: error), roles[Int(index)] == .basic {
            let errorRow = rows[Int(index)]
            var inserted: [Symbol] = []
            modifyRow(objective) { $0.add(errorRow, times: -1, inserted: &inserted) }
            self.index(inserted, in: objective)
            for cell in errorRow.cells { markDirty(cell.symbol) }
        } else {
            if modifyRow(objective, { $0.add(-1, to: error) }) { index([error], in: objective) }
            markDirty(error)
        }
    }

    /// Takes `symbol` out of every row, dropping the row it is basic in (after making it
    /// basic) or, when only definitions mention it, the definition evaluated first.
    ///
    /// - Complexity: O(Σ length of the rows that mention `symbol`).
    private mutating func eliminate(_ symbol: Symbol) {
        if row(of: symbol) == nil, let leaving = markerLeavingRow(for: symbol) {
            pivot(row: leaving, entering: symbol)
        }
        if let index = row(of: symbol) {
            precondition(roles[Int(index)] == .basic, "a constraint's marker is never a variable")
            let replacement = rows[Int(index)]
            substituteInDefinitions(symbol, replacement)
            retire(index)
            setRowOf(symbol, -1)
        } else {
            var definitions: [Int32] = []
            for index in compactColumn(symbol) {
                switch roles[Int(index)] {
                case .definition:
                    definitions.append(index)
                case .objective, .basic:
                    // Only a rounding residue: no basic row mentions the symbol, and its own
                    // objective weight was taken out.
                    modifyRow(index) { _ = $0.remove(symbol) }
                case .retired:
                    break
                }
            }
            let positions = self.positions
            if let first = definitions.min(by: {
                positions[Int(rows[Int($0)].basic.id)] < positions[Int(rows[Int($1)].basic.id)]
            }) {
                // variable = constant + a·symbol + rest  →  symbol = (variable − constant − rest) / a.
                var replacement = rows[Int(first)]
                let variable = replacement.basic
                replacement.add(-1, to: variable)
                replacement.solve(for: symbol)
                retire(first)
                setRowOf(variable, -1)
                substituteInDefinitions(symbol, replacement)
            }
        }
        columns[Int(symbol.id)] = []
    }

    /// Takes the constraint's other error out of the rows. It has the same weight as the
    /// marker in every row (±1 times the marker's coefficient), so in exact arithmetic it is
    /// gone with the marker; rounding can leave residues of it, which must not be read as a
    /// free slack. Should it still be basic, it is eliminated as the marker was.
    ///
    /// - Complexity: O(Σ length of the rows that mention `symbol`).
    private mutating func dropResidue(_ symbol: Symbol) {
        if row(of: symbol) != nil {
            eliminate(symbol)
            return
        }
        for index in compactColumn(symbol) {
            modifyRow(index) { _ = $0.remove(symbol) }
        }
        columns[Int(symbol.id)] = []
    }

    /// The basic row in which `marker` should enter so that every row stays feasible
    /// (kiwi's `getMarkerLeavingRow`): among rows where its coefficient is negative, the
    /// smallest `constant / -coefficient`; failing those, among rows where it is positive,
    /// the smallest `constant / coefficient`. Ties go to the lowest basic symbol.
    ///
    /// Before those, the row of a redundant required equality that mentions the marker (a
    /// dummy basic in a row of dummies at zero, so that no constant moves): the redundant
    /// equality takes the removed one's place. Entering anywhere else would substitute slacks
    /// and errors into that row, leaving a dummy basic in a row the simplex can move, which
    /// breaks the redundant equality at the next pivot through it.
    ///
    /// - Complexity: O(*k* log *k*) for the *k* rows that mention `marker`.
    private mutating func markerLeavingRow(for marker: Symbol) -> Int32? {
        var first: Int32?
        var firstRatio = Double.infinity
        var second: Int32?
        var secondRatio = Double.infinity
        var redundant: Int32?
        for index in compactColumn(marker) where roles[Int(index)] == .basic {
            let row = rows[Int(index)]
            if kind(of: row.basic) == .dummy {
                if redundant == nil || row.basic < rows[Int(redundant!)].basic { redundant = index }
                continue
            }
            let coefficient = row.coefficient(for: marker)
            if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if first == nil || ratio < firstRatio || (ratio == firstRatio && row.basic < rows[Int(first!)].basic) {
                    first = index
                    firstRatio = ratio
                }
            } else {
                let ratio = row.constant / coefficient
                if second == nil || ratio < secondRatio || (ratio == secondRatio && row.basic < rows[Int(second!)].basic) {
                    second = index
                    secondRatio = ratio
                }
            }
        }
        return redundant ?? first ?? second
    }

    /// Replaces `symbol` by `replacement` in every definition that mentions it.
    ///
    /// `replacement` only mentions parametric symbols, basic ones, and defined ones evaluated
    /// before every definition that mentions `symbol`, so definitions stay acyclic.
    ///
    /// - Complexity: O(Σ length of the definitions that mention `symbol` + length of
    ///   `replacement` times their number).
    mutating func substituteInDefinitions(_ symbol: Symbol, _ replacement: Row) {
        var inserted: [Symbol] = []
        for index in compactColumn(symbol) where roles[Int(index)] == .definition {
            inserted.removeAll(keepingCapacity: true)
            modifyRow(index) { row in
                let coefficient = row.remove(symbol)
                row.add(replacement, times: coefficient, inserted: &inserted)
            }
            self.index(inserted, in: index)
        }
    }

    /// Drops a row: its index stays, empty and retired.
    private mutating func retire(_ index: Int32) {
        modifyRow(index) { $0 = Row() }
        setRole(.retired, of: index)
    }
}

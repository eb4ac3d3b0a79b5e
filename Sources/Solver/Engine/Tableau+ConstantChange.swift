/// Changing a constraint's constant in place: an edit variable's suggested value, or any
/// constraint's constant (Badros, Borning and Stuckey 2001, section 4.1).
///
/// Every row is a combination of the constraints' rows, and a constraint's marker appears in
/// its own row only, with coefficient *s* (±1). Adding δ·*s* to the constraint's constant is
/// therefore the same as replacing its marker by (marker + δ) everywhere: each row's constant
/// moves by δ times the marker's coefficient in it, and the row where the marker is basic
/// moves by −δ. The objective's coefficients do not change, so the tableau stays optimal, and
/// the dual simplex restores feasibility.
extension Tableau {
    /// Moves the edit constraint whose positive error is `marker` by `delta`, then restores
    /// feasibility with the dual simplex. An optional constraint cannot be refused.
    ///
    /// - Complexity: O(rows mentioning the marker) plus the dual pivots, usually none.
    mutating func applyEdit(marker: Symbol, delta: Double) {
        _ = shiftConstants(marker: marker, delta: delta)
        dualOptimize()
        checkInvariants()
    }

    /// Moves the required constraint owned by `owner`, whose marker is `marker`, by
    /// `delta`, and re-solves with the dual simplex. When the required constraints cannot
    /// hold with the new constant, throws ``Conflict`` and leaves the tableau bit for bit as
    /// it was.
    ///
    /// - Complexity: O(rows mentioning the marker) plus the dual pivots; the journal that
    ///   makes the change undoable costs O(size of the rows it changes).
    mutating func applyRequiredChange(marker: Symbol, delta: Double, owner: Int32) throws(Conflict) {
        beginTransaction()
        recordRows()
        let touched = shiftConstants(marker: marker, delta: delta)
        // A required equality made redundant by others (a dummy basic in a row of dummies)
        // must keep its row at zero.
        var stuck = touched.first { index in
            roles[Int(index)] == .basic && kind(of: rows[Int(index)].basic) == .dummy
                && !Tolerance.isNearZero(rows[Int(index)].constant)
        }
        if stuck == nil { stuck = dualSimplex() }
        if let stuck {
            let row = rows[Int(stuck)]
            var owners = markerOwners(in: row, excluding: owner)
            let basicOwner = self.owner(of: row.basic)
            if kind(of: row.basic) != .error && basicOwner >= 0 && basicOwner != owner && !owners.contains(basicOwner) {
                owners.append(basicOwner)
                owners.sort()
            }
            rollbackTransaction()
            checkInvariants()
            throw Conflict(owners: owners)
        }
        commitTransaction()
        checkInvariants()
    }

    /// Moves every row's constant as replacing `marker` by (marker + `delta`) does, and
    /// queues the basic rows that went negative for the dual simplex.
    ///
    /// - Returns: the basic rows changed.
    /// - Complexity: O(rows mentioning the marker).
    private mutating func shiftConstants(marker: Symbol, delta: Double) -> [Int32] {
        var touched: [Int32] = []
        for index in compactColumn(marker) {
            let role = roles[Int(index)]
            guard role == .basic || role == .definition else { continue }
            let constant = modifyRow(index) { row in
                row.constant += delta * row.coefficient(for: marker)
                return row.constant
            }
            guard role == .basic else { continue }
            touched.append(index)
            if constant < 0 && !Tolerance.isNearZero(constant) { infeasible.append(index) }
        }
        if let index = row(of: marker), roles[Int(index)] == .basic {
            let constant = modifyRow(index) { row in
                row.constant -= delta
                return row.constant
            }
            touched.append(index)
            if constant < 0 && !Tolerance.isNearZero(constant) { infeasible.append(index) }
        }
        return touched
    }
}

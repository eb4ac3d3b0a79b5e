/// Adding a constraint, and moving an edit variable.
extension Tableau {
    /// Adds `constraint` (normalized, its priority valid), owned by `owner`.
    ///
    /// A constraint that mentions a variable no row mentions yet simply *defines* that
    /// variable (no simplex work at all). Otherwise its row is expanded in parametric
    /// symbols and added as kiwi does: with a parametric variable, or one of its own slack
    /// or error symbols, as the subject, else through an artificial variable.
    ///
    /// A required constraint that cannot hold throws ``Conflict`` and leaves the tableau
    /// bit for bit as it was.
    ///
    /// - Complexity: O(1) amortized for a constraint that defines a fresh variable; else
    ///   the expansion plus the simplex pivots it triggers.
    mutating func insert(_ constraint: LinearConstraint, owner: Int32) throws(Conflict) -> Tag {
        beginTransaction()
        do throws(Conflict) {
            let tag = try insertInTransaction(constraint, owner: owner)
            commitTransaction()
            checkInvariants()
            return tag
        } catch {
            rollbackTransaction()
            checkInvariants()
            throw error
        }
    }

    private mutating func insertInTransaction(_ constraint: LinearConstraint, owner: Int32) throws(Conflict) -> Tag {
        var raw = Row(constant: constraint.expression.constant)
        for term in constraint.expression.terms {
            raw.add(term.coefficient, to: symbol(for: term.variable))
        }
        var tag = Tag()
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            tag.marker = makeSymbol(.slack, owner: owner)
            raw.add(sign, to: tag.marker)
            if !constraint.isRequired {
                tag.other = makeSymbol(.error, owner: owner)
                raw.add(-sign, to: tag.other)
                addToObjective(tag.other, priority: constraint.priority)
            }
        case .equal:
            if constraint.isRequired {
                tag.marker = makeSymbol(.dummy, owner: owner)
                raw.add(1, to: tag.marker)
            } else {
                tag.marker = makeSymbol(.error, owner: owner)
                tag.other = makeSymbol(.error, owner: owner)
                raw.add(-1, to: tag.marker)
                raw.add(1, to: tag.other)
                addToObjective(tag.marker, priority: constraint.priority)
                addToObjective(tag.other, priority: constraint.priority)
            }
        }

        // A variable that nothing mentions yet: define it by this row.
        if let fresh = raw.cells.first(where: { kind(of: $0.symbol) == .external && isUnused($0.symbol) }) {
            raw.solve(for: fresh.symbol)
            define(raw, atFront: false)
            return tag
        }

        // A variable already used, but only as a parameter of definitions evaluated after
        // every definition this row mentions: define it by the row as it is (kiwi's choice of
        // a variable as the subject), substituting the row into those definitions. Expanding
        // instead would define it by a row as long as everything it depends on: a view nested
        // n levels deep, centered in its superview, would get a definition of n cells.
        if let subject = unexpandedSubject(of: raw) {
            raw.solve(for: subject)
            substituteInDefinitions(subject, raw)
            define(raw, atFront: false)
            return tag
        }

        // A variable defined by a row that names a parametric variable, the row's only defined
        // symbol: exchange the two (see `exchangeDefinition`) instead of expanding the
        // definition, which would reach every definition above it in a chain.
        if exchangeDefinition(for: raw) { return tag }

        // An expansion through more than `expansionLimit` definitions runs up a chain (in a
        // scroll view's content, every block above): a path to a parametric variable is then
        // looked for further (`deepExchangeDepth`), and only failing one is the row expanded
        // whole. In random shapes of 64,000 views, a label's `height >= 21 @750` at the end
        // of a card reaches the block below through a grid's top, defined from the next block
        // down: six to eight definitions away. Expanded instead, each made a front definition
        // of up to 49,000 cells.
        var row: Row
        if let expansion = expand(raw, expanded: &definitionsExpanded, limit: Self.expansionLimit) {
            row = expansion
        } else if exchangeDefinition(for: raw, depth: Self.deepExchangeDepth, breadth: Self.deepExchangeBreadth) {
            return tag
        } else {
            row = expand(raw, expanded: &definitionsExpanded)
        }
        // A parametric variable: define it by the expanded row. Basic and objective rows
        // never mention variables, so nothing else changes.
        // The one with the largest coefficient, for a stable division; ties to the highest id,
        // the variable used last: the other variables of the row are older, and defining the
        // newest by them keeps chains from forming. In a list whose labels all get the width
        // of their container less its insets (`leading = superview.leading + 16` added after
        // `trailing = superview.trailing - 16`), each label's width is then defined by the
        // first label's; tied to the lowest id, the first label's width was defined by the
        // second's, the second's by the third's, and each new label's expansion walked the
        // whole chain before it cancelled at its end (quadratic; 68% of `check` on a list).
        if let free = row.cells.filter({ kind(of: $0.symbol) == .external })
            .max(by: { abs($0.coefficient) < abs($1.coefficient) || (abs($0.coefficient) == abs($1.coefficient) && $0.symbol < $1.symbol) })
        {
            row.solve(for: free.symbol)
            define(row, atFront: true)
            return tag
        }

        if row.constant < 0 { row.reverseSign() }
        var subject = Symbol.invalid
        if isRestrictedCosted(tag.marker) && row.coefficient(for: tag.marker) < 0 {
            subject = tag.marker
        } else if tag.other.isValid && isRestrictedCosted(tag.other) && row.coefficient(for: tag.other) < 0 {
            subject = tag.other
        }
        if !subject.isValid && row.cells.allSatisfy({ kind(of: $0.symbol) == .dummy }) {
            guard Tolerance.isNearZero(row.constant) else {
                throw Conflict(owners: markerOwners(in: row, excluding: owner))
            }
            subject = tag.marker
        }
        if !subject.isValid && Tolerance.isNearZero(row.constant) {
            // A row through the origin: any slack or error in it can be its subject without
            // moving any other row's constant, so take the one in the fewest rows (least
            // fill-in). This is the pivot the artificial phase would make, minus its cost.
            subject = leastUsedRestrictedSymbol(in: row)
            if subject.isValid && row.coefficient(for: subject) > 0 { row.reverseSign() }
        }
        if subject.isValid {
            row.solve(for: subject)
            let index = appendRow(row, role: .basic)
            substitute(subject, usingRow: index)
            optimize()
            return tag
        }
        try addWithArtificialVariable(row, owner: owner)
        optimize()
        return tag
    }

    /// A parametric variable of `raw` that can be defined by `raw` unexpanded: every
    /// definition that mentions it comes after every definition `raw` mentions. Among those,
    /// the one with the largest coefficient (a stable division), ties to the lowest id.
    ///
    /// - Complexity: O(cells of `raw` + the definitions that mention its parametric variables).
    private func unexpandedSubject(of raw: Row) -> Symbol? {
        var latest = Int32.min
        var candidates: [Row.Cell] = []
        for cell in raw.cells {
            if isDefined(cell.symbol) {
                latest = max(latest, position(of: cell.symbol))
            } else if kind(of: cell.symbol) == .external {
                candidates.append(cell)
            }
        }
        candidates.sort { abs($0.coefficient) > abs($1.coefficient) || (abs($0.coefficient) == abs($1.coefficient) && $0.symbol < $1.symbol) }
        for candidate in candidates {
            let users = rowsContaining(candidate.symbol)
            if users.allSatisfy({ roles[Int($0)] == .definition && position(of: rows[Int($0)].basic) > latest }) {
                return candidate.symbol
            }
        }
        return nil
    }

    /// Whether no live row mentions `symbol` and it is not defined.
    private func isUnused(_ symbol: Symbol) -> Bool {
        guard rowOf[Int(symbol.id)] < 0 else { return false }
        for entry in columns[Int(symbol.id)]
        where Int(entry) < rows.count && roles[Int(entry)] != .retired && rows[Int(entry)].contains(symbol) {
            return false
        }
        return true
    }

    /// A slack or error of `row` to solve for: among those whose coefficient is at least
    /// half the largest one (a well-conditioned division), the one in the fewest rows (least
    /// fill-in), ties going to the lowest id.
    func leastUsedRestrictedSymbol(in row: Row) -> Symbol {
        let candidates = row.cells.filter { isRestrictedCosted($0.symbol) }
        let largest = candidates.map { abs($0.coefficient) }.max() ?? 0
        var best = Symbol.invalid
        var bestCount = Int.max
        for cell in candidates where abs(cell.coefficient) >= largest / 2 {
            let count = columns[Int(cell.symbol.id)].count
            if count < bestCount {
                best = cell.symbol
                bestCount = count
            }
        }
        return best
    }

    func isRestrictedCosted(_ symbol: Symbol) -> Bool {
        symbol.isValid && (kind(of: symbol) == .slack || kind(of: symbol) == .error)
    }

    private mutating func addToObjective(_ error: Symbol, priority: Float) {
        let objective = objectiveRow(for: priority)
        _ = modifyRow(objective) { $0.add(1, to: error) }
        index([error], in: objective)
        markDirty(error)
    }

    /// The owners of the marker symbols (slacks and dummies) in `row`: the constraints whose
    /// combination `row` is.
    func markerOwners(in row: Row, excluding owner: Int32) -> [Int32] {
        var result = row.cells.compactMap { cell -> Int32? in
            let kind = kind(of: cell.symbol)
            let cellOwner = self.owner(of: cell.symbol)
            return (kind == .slack || kind == .dummy) && cellOwner >= 0 && cellOwner != owner ? cellOwner : nil
        }
        result.sort()
        return result.reduce(into: []) { unique, element in
            if unique.last != element { unique.append(element) }
        }
    }

    /// Phase one of the simplex for a row with no usable subject: minimise an artificial
    /// variable equal to the row. It reaches zero exactly when the constraint can hold.
    /// On failure, the optimal artificial row is a combination of the new constraint and
    /// the constraints whose markers it mentions (a Farkas certificate): those are the
    /// conflict.
    private mutating func addWithArtificialVariable(_ row: Row, owner: Int32) throws(Conflict) {
        recordRows()
        let artificial = makeSymbol(.slack, owner: -1)
        var basicRow = row
        basicRow.basic = artificial
        let artificialRow = appendRow(basicRow, role: .basic)
        let objective = appendRow(row, role: .objective)
        optimize(objective: objective)
        let residual = rows[Int(objective)]
        guard Tolerance.isNearZero(residual.constant) else {
            throw Conflict(owners: markerOwners(in: residual, excluding: owner))
        }
        modifyRow(objective) { $0.cells = [] }
        setRole(.retired, of: objective)
        if let index = self.row(of: artificial) {
            assert(index == artificialRow || roles[Int(index)] == .basic)
            let cells = rows[Int(index)].cells
            if let entering = cells.first(where: { isRestrictedCosted($0.symbol) }) ?? cells.first {
                pivot(row: index, entering: entering.symbol)
            } else {
                modifyRow(index) { $0.cells = [] }
                setRole(.retired, of: index)
                setRowOf(artificial, -1)
            }
        }
        for index in compactColumn(artificial) {
            modifyRow(index) { _ = $0.remove(artificial) }
        }
        columns[Int(artificial.id)] = []
    }
}

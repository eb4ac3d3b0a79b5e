/// Reading definitions: a variable's value, and its expansion in parametric symbols.
extension Tableau {
    /// `raw` with every defined and every basic symbol replaced by its row, recursively,
    /// so that only parametric symbols remain.
    ///
    /// Definitions are expanded one at a time, the highest position first, from a heap: a
    /// definition is expanded only after every definition that refers to it, so once all
    /// contributions to its coefficient are in; one whose coefficient has cancelled out
    /// (near zero) is not expanded at all, nor are the definitions it refers to (unless
    /// something else still needs them). So the result does not depend on how definitions
    /// were reached, and the cost is that of the definitions that survive cancellation:
    /// `top₁ == top₀ + height₀ + 8 @600` beside `top₁ >= top₀ + height₀ + 8` expands
    /// `top₁` into `top₀ + height₀ + 8 + slack`, which cancels against the rest at once,
    /// instead of walking every row above.
    ///
    /// - Complexity: O(*k* log *k* + cells visited) for the *k* definitions whose
    ///   coefficients do not cancel: constant for the rows of a chain or of a screen's rows,
    ///   linear in its length for a chain's last view.
    func expand(_ raw: Row) -> Row {
        var expanded = 0
        return expand(raw, expanded: &expanded)
    }

    /// ``expand(_:)``, adding to `expanded` the number of definitions it substitutes.
    func expand(_ raw: Row, expanded: inout Int) -> Row {
        expand(raw, expanded: &expanded, limit: .max)!
    }

    /// ``expand(_:expanded:)``, or nil once it has substituted `limit` definitions and would
    /// substitute another (what it substituted so far is still added to `expanded`).
    func expand(_ raw: Row, expanded: inout Int, limit: Int) -> Row? {
        var substituted = 0
        var constant = raw.constant
        var coefficients = CoefficientTable(capacity: raw.cells.count * 4)
        // The defined symbols met, highest position first (positions negated).
        var heap = PositionHeap()
        let positions = self.positions
        func push(_ symbol: Int32) { heap.push(symbol, key: -positions[Int(symbol)]) }
        func pop() -> Int32 { heap.pop() }
        func accumulate(_ symbol: Symbol, _ value: Double) {
            if coefficients.add(value, to: symbol.id) && isDefined(symbol) { push(symbol.id) }
        }
        for cell in raw.cells { accumulate(cell.symbol, cell.coefficient) }
        while !heap.isEmpty {
            let id = pop()
            guard let factor = coefficients.removeValue(forKey: id), !Tolerance.isNearZero(factor) else { continue }
            guard substituted < limit else { return nil }
            substituted += 1
            expanded += 1
            let definition = rows[Int(rowOf[Int(id)])]
            constant += factor * definition.constant
            for cell in definition.cells { accumulate(cell.symbol, factor * cell.coefficient) }
        }
        // Basic rows are pure, so one level of substitution finishes the job.
        let basics = coefficients.sortedCells().map(\.symbol).filter { isBasic($0) }
        for symbol in basics {
            let factor = coefficients.removeValue(forKey: symbol.id)!
            guard !Tolerance.isNearZero(factor) else { continue }
            let basicRow = rows[Int(rowOf[Int(symbol.id)])]
            constant += factor * basicRow.constant
            for cell in basicRow.cells {
                _ = coefficients.add(factor * cell.coefficient, to: cell.symbol.id)
            }
        }
        var result = Row(constant: constant)
        result.cells = coefficients.sortedCells().filter { !Tolerance.isNearZero($0.coefficient) }
        return result
    }

    /// The value of one symbol.
    ///
    /// A zero is always +0: whether a zero comes out as -0 depends on the order of the
    /// operations that reached it (a row solved for a symbol multiplies its zero constant by
    /// -1), so without this a removal and re-addition could give -0 where a fresh solve gives
    /// +0. Adding +0 changes no other value, bit for bit.
    ///
    /// - Complexity: that of ``expand(_:)`` for the symbol.
    func value(of symbol: Symbol) -> Double {
        var row = Row()
        row.add(1, to: symbol)
        return expand(row).constant + 0
    }

    /// Whether the parametric `symbol` can rise from zero without raising the objective at
    /// any level and without making a basic row negative right away.
    func isFreeToMove(_ symbol: Symbol) -> Bool {
        switch kind(of: symbol) {
        case .external: return true
        case .dummy: return false
        case .slack, .error:
            for objective in objectiveRows where rows[Int(objective)].coefficient(for: symbol) != 0 {
                return false
            }
            for index in rowsContaining(symbol) where roles[Int(index)] == .basic {
                let row = rows[Int(index)]
                let coefficient = row.coefficient(for: symbol)
                if coefficient < 0 && Tolerance.isNearZero(row.constant / -coefficient) { return false }
            }
            return true
        }
    }
}

extension Tableau {
    /// For each symbol, whether its expansion in parametric symbols has a coefficient (not
    /// near zero) on one that is free to move: what ``expand(_:)`` followed by
    /// ``isFreeToMove(_:)`` says of each, computed for all of them at once.
    ///
    /// Only the free symbols' coefficients matter, so each definition's free part is computed
    /// once, from the free parts of the definitions it mentions (lower positions first), and
    /// kept: a chain of n definitions costs O(n) instead of the O(n²) of expanding each of its
    /// variables through all the definitions before it. In a layout with no free symbol every
    /// free part is empty.
    func haveFreeComponents(_ symbols: [Symbol]) -> [Bool] {
        // By symbol id, not in dictionaries: every symbol of a large layout is looked up
        // several times. 0: not known yet, 1: free, 2: not free.
        var freeToMove = [UInt8](repeating: 0, count: kinds.count)
        func isFree(_ symbol: Symbol) -> Bool {
            let known = freeToMove[Int(symbol.id)]
            if known != 0 { return known == 1 }
            let free = isFreeToMove(symbol)
            freeToMove[Int(symbol.id)] = free ? 1 : 2
            return free
        }
        var parts = [[Int32: Double]?](repeating: nil, count: kinds.count)
        /// The free part of a basic row (pure: parametric symbols only).
        func basicPart(_ symbol: Symbol) -> [Int32: Double] {
            if let part = parts[Int(symbol.id)] { return part }
            var part: [Int32: Double] = [:]
            for cell in rows[Int(rowOf[Int(symbol.id)])].cells where isFree(cell.symbol) {
                part[cell.symbol.id, default: 0] += cell.coefficient
            }
            parts[Int(symbol.id)] = part
            return part
        }
        /// The free part of any symbol, its definitions resolved without recursion.
        func part(of root: Symbol) -> [Int32: Double] {
            var stack: [(symbol: Symbol, ready: Bool)] = [(root, false)]
            while let (symbol, ready) = stack.popLast() {
                guard parts[Int(symbol.id)] == nil else { continue }
                guard isDefined(symbol) else {
                    if isBasic(symbol) {
                        _ = basicPart(symbol)
                    } else {
                        parts[Int(symbol.id)] = isFree(symbol) ? [symbol.id: 1] : [:]
                    }
                    continue
                }
                let definition = rows[Int(rowOf[Int(symbol.id)])]
                if !ready {
                    stack.append((symbol, true))
                    for cell in definition.cells where parts[Int(cell.symbol.id)] == nil { stack.append((cell.symbol, false)) }
                    continue
                }
                var part: [Int32: Double] = [:]
                for cell in definition.cells {
                    for (free, coefficient) in parts[Int(cell.symbol.id)] ?? [:] {
                        part[free, default: 0] += cell.coefficient * coefficient
                    }
                }
                parts[Int(symbol.id)] = part
            }
            return parts[Int(root.id)] ?? [:]
        }
        return symbols.map { symbol in part(of: symbol).values.contains { !Tolerance.isNearZero($0) } }
    }
}

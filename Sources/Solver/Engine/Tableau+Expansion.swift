/// Reading definitions: a variable's value, and its expansion in parametric symbols.
extension Tableau {
    /// `raw` with every defined and every basic symbol replaced by its row, recursively,
    /// so that only parametric symbols remain.
    ///
    /// Definitions are expanded once each, from the highest position down, so a definition
    /// is expanded only after every definition that refers to it; the result does not depend
    /// on how the definitions were reached.
    ///
    /// - Complexity: O(*d* log *d* + cells visited) for the *d* definitions reachable from
    ///   `raw`: constant for the rows of a chain, linear in its length for its last view.
    func expand(_ raw: Row) -> Row {
        var reached: [Symbol] = []
        var visited = Set<Int32>()
        var stack = raw.cells.map(\.symbol).filter { isDefined($0) }
        while let symbol = stack.popLast() {
            guard visited.insert(symbol.id).inserted else { continue }
            reached.append(symbol)
            for cell in rows[Int(rowOf[Int(symbol.id)])].cells
            where isDefined(cell.symbol) && !visited.contains(cell.symbol.id) {
                stack.append(cell.symbol)
            }
        }
        // Sorted by position through a local copy of the positions: a closure calling
        // `position(of:)` would capture (and retain) the whole tableau for every comparison.
        let positions = self.positions
        reached.sort { positions[Int($0.id)] > positions[Int($1.id)] }

        var constant = raw.constant
        var coefficients: [Int32: Double] = [:]
        for cell in raw.cells { coefficients[cell.symbol.id, default: 0] += cell.coefficient }
        for symbol in reached {
            guard let factor = coefficients.removeValue(forKey: symbol.id), factor != 0 else { continue }
            let definition = rows[Int(rowOf[Int(symbol.id)])]
            constant += factor * definition.constant
            for cell in definition.cells {
                coefficients[cell.symbol.id, default: 0] += factor * cell.coefficient
            }
        }
        // Basic rows are pure, so one level of substitution finishes the job.
        let basics = coefficients.keys.filter { isBasic(Symbol(id: $0)) }.sorted()
        for id in basics {
            let factor = coefficients.removeValue(forKey: id)!
            let basicRow = rows[Int(rowOf[Int(id)])]
            constant += factor * basicRow.constant
            for cell in basicRow.cells {
                coefficients[cell.symbol.id, default: 0] += factor * cell.coefficient
            }
        }
        var result = Row(constant: constant)
        result.cells = coefficients.keys.sorted().compactMap { id in
            let coefficient = coefficients[id]!
            return Tolerance.isNearZero(coefficient) ? nil : Row.Cell(symbol: Symbol(id: id), coefficient: coefficient)
        }
        return result
    }

    /// The value of every symbol: basic symbols their row's constant, parametric ones zero,
    /// defined ones their definition, evaluated in increasing position order.
    ///
    /// - Complexity: O(number of symbols + cells of all definitions).
    func symbolValues() -> [Double] {
        var values = [Double](repeating: 0, count: kinds.count)
        for index in rows.indices where roles[index] == .basic {
            values[Int(rows[index].basic.id)] = rows[index].constant
        }
        func evaluate(_ symbol: Symbol) {
            let definition = rows[Int(rowOf[Int(symbol.id)])]
            var value = definition.constant
            for cell in definition.cells { value += cell.coefficient * values[Int(cell.symbol.id)] }
            values[Int(symbol.id)] = value
        }
        // A removal can leave a variable undefined (or defined again elsewhere in the lists):
        // an entry counts only while its position still names its place in the list.
        for (index, symbol) in frontDefinitions.enumerated().reversed()
        where isDefined(symbol) && positions[Int(symbol.id)] == -Int32(index + 1) {
            evaluate(symbol)
        }
        for (index, symbol) in backDefinitions.enumerated()
        where isDefined(symbol) && positions[Int(symbol.id)] == Int32(index) {
            evaluate(symbol)
        }
        return values
    }

    /// The value of one symbol.
    ///
    /// - Complexity: that of ``expand(_:)`` for the symbol.
    func value(of symbol: Symbol) -> Double {
        var row = Row()
        row.add(1, to: symbol)
        return expand(row).constant
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
        var freeToMove: [Int32: Bool] = [:]
        func isFree(_ symbol: Symbol) -> Bool {
            if let known = freeToMove[symbol.id] { return known }
            let free = isFreeToMove(symbol)
            freeToMove[symbol.id] = free
            return free
        }
        var parts: [Int32: [Int32: Double]] = [:]
        /// The free part of a basic row (pure: parametric symbols only).
        func basicPart(_ symbol: Symbol) -> [Int32: Double] {
            if let part = parts[symbol.id] { return part }
            var part: [Int32: Double] = [:]
            for cell in rows[Int(rowOf[Int(symbol.id)])].cells where isFree(cell.symbol) {
                part[cell.symbol.id, default: 0] += cell.coefficient
            }
            parts[symbol.id] = part
            return part
        }
        /// The free part of any symbol, its definitions resolved without recursion.
        func part(of root: Symbol) -> [Int32: Double] {
            var stack: [(symbol: Symbol, ready: Bool)] = [(root, false)]
            while let (symbol, ready) = stack.popLast() {
                guard parts[symbol.id] == nil else { continue }
                guard isDefined(symbol) else {
                    if isBasic(symbol) {
                        _ = basicPart(symbol)
                    } else {
                        parts[symbol.id] = isFree(symbol) ? [symbol.id: 1] : [:]
                    }
                    continue
                }
                let definition = rows[Int(rowOf[Int(symbol.id)])]
                if !ready {
                    stack.append((symbol, true))
                    for cell in definition.cells where parts[cell.symbol.id] == nil { stack.append((cell.symbol, false)) }
                    continue
                }
                var part: [Int32: Double] = [:]
                for cell in definition.cells {
                    for (free, coefficient) in parts[cell.symbol.id] ?? [:] {
                        part[free, default: 0] += cell.coefficient * coefficient
                    }
                }
                parts[symbol.id] = part
            }
            return parts[root.id] ?? [:]
        }
        return symbols.map { symbol in part(of: symbol).values.contains { !Tolerance.isNearZero($0) } }
    }
}

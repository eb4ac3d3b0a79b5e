/// Debug-build checks of the invariants stated on ``Tableau``.
extension Tableau {
    /// Checks every invariant in debug builds; does nothing in release builds.
    ///
    /// A full check costs O(size of the tableau). It runs after every mutating operation
    /// while the tableau has at most 256 rows; on larger tableaux after every
    /// `rows / 32`-th operation, so that building a big system in a debug build stays
    /// linear instead of quadratic.
    @inline(__always)
    mutating func checkInvariants() {
        #if DEBUG
        operationsSinceCheck += 1
        if rows.count <= 256 || operationsSinceCheck >= rows.count / 32 {
            operationsSinceCheck = 0
            _checkInvariants()
        }
        #endif
    }

    #if DEBUG
    func _checkInvariants() {
        precondition(rows.count == roles.count)
        let symbolCount = kinds.count
        precondition(rowOf.count == symbolCount && positions.count == symbolCount)
        precondition(columns.count == symbolCount)
        precondition(dirtyFlags.count == symbolCount)
        for (index, stored) in rows.enumerated() {
            let role = roles[index]
            if role == .retired { continue }
            precondition(stored.pending.isEmpty || stored.buffersInsertions, "cells pending in a row that does not buffer")
            var row = stored
            row.cells = stored.sortedCells
            // 1. Sorted, no zeros.
            for (position, cell) in row.cells.enumerated() {
                precondition(cell.symbol.isValid && Int(cell.symbol.id) < symbolCount, "bad symbol")
                precondition(!Tolerance.isNearZero(cell.coefficient), "near-zero coefficient kept")
                if position > 0 { precondition(row.cells[position - 1].symbol < cell.symbol, "cells not sorted") }
            }
            switch role {
            case .basic:
                // 2.
                precondition(kind(of: row.basic) != .external, "variable basic in the simplex")
                precondition(rowOf[Int(row.basic.id)] == Int32(index), "rowOf does not name the basic row")
                // 6. Feasible (the dual simplex leaves none negative).
                precondition(row.constant >= 0 || Tolerance.isNearZero(row.constant), "infeasible row")
                // 7. A redundant required equality: its dummy is basic in a row of dummies, at zero.
                if kind(of: row.basic) == .dummy {
                    precondition(
                        row.cells.allSatisfy { kind(of: $0.symbol) == .dummy } && Tolerance.isNearZero(row.constant),
                        "a dummy is basic in a row that can move it")
                }
                fallthrough
            case .objective:
                // 3. Pure.
                for cell in row.cells {
                    precondition(rowOf[Int(cell.symbol.id)] < 0, "row mentions a basic or defined symbol")
                    precondition(kind(of: cell.symbol) != .external, "simplex row mentions a variable")
                }
            case .definition:
                precondition(kind(of: row.basic) == .external, "definition of a non-variable")
                precondition(rowOf[Int(row.basic.id)] == Int32(index), "rowOf does not name the definition")
                // 4. Acyclic.
                let own = positions[Int(row.basic.id)]
                precondition(placeRange.contains(own) && listed(at: own) == row.basic, "a definition is not listed at its place")
                for cell in row.cells where isDefined(cell.symbol) {
                    precondition(positions[Int(cell.symbol.id)] < own, "definitions out of order")
                }
            case .retired:
                break
            }
        }
        checkColumnIndex()
        for id in 0..<symbolCount where rowOf[id] >= 0 {
            let index = Int(rowOf[id])
            precondition(rows[index].basic.id == Int32(id) && roles[index] != .retired && roles[index] != .objective)
        }
        // 6. Optimal.
        let objectives = objectiveRows
        for objective in objectives {
            for cell in rows[Int(objective)].sortedCells where kind(of: cell.symbol) != .dummy {
                precondition(
                    !isLexicographicallyNegative(cell.symbol, objectives: objectives),
                    "objective not optimal")
            }
        }
    }

    /// Invariant 5, in O(size) with flat arrays: lists the rows of each symbol from the
    /// cells, then checks each against the symbol's column, marked in a stamp array.
    func checkColumnIndex() {
        let symbolCount = kinds.count
        var start = [Int](repeating: 0, count: symbolCount + 1)
        for index in rows.indices where roles[index] != .retired {
            for cell in rows[index].sortedCells { start[Int(cell.symbol.id) + 1] += 1 }
        }
        for symbol in 0..<symbolCount { start[symbol + 1] += start[symbol] }
        var fill = start
        var occurrences = [Int32](repeating: 0, count: start[symbolCount])
        for index in rows.indices where roles[index] != .retired {
            for cell in rows[index].sortedCells {
                occurrences[fill[Int(cell.symbol.id)]] = Int32(index)
                fill[Int(cell.symbol.id)] += 1
            }
        }
        var stamp = [Int32](repeating: -1, count: rows.count)
        for symbol in 0..<symbolCount {
            for row in columns[symbol] where Int(row) < rows.count { stamp[Int(row)] = Int32(symbol) }
            for position in start[symbol]..<start[symbol + 1] {
                precondition(stamp[Int(occurrences[position])] == Int32(symbol), "column index misses a row")
            }
        }
    }
    #endif
}

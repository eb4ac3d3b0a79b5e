/// Transactions: adding a required constraint either succeeds or leaves the tableau
/// exactly as it was, bit for bit.
///
/// Appended symbols, rows and definitions are undone by truncation. Existing rows and
/// symbols are saved the first time a transaction changes them and put back on rollback.
/// Only the artificial-variable phase of an add can fail after it has changed existing
/// rows, so rows are saved only from then on (`recordsRows`); the common adds, which cannot
/// fail once they touch a row, pay nothing for it.
extension Tableau {
    struct Journal: Sendable {
        var symbolCount: Int
        var rowCount: Int
        var frontCount: Int
        var backCount: Int
        var levels: [PriorityLevel]
        var infeasible: [Int32]
        var dirty: [Symbol]
        var newVariables: [Int] = []
        var recordsRows = false
        var savedRows: [(index: Int32, row: Row, role: RowRole)] = []
        var savedRowIndices: Set<Int32> = []
        var savedSymbols: [(symbol: Symbol, row: Int32, position: Int32)] = []
        var savedSymbolIndices: Set<Int32> = []
        var savedColumns: [(symbol: Symbol, column: Column)] = []
        var savedColumnIndices: Set<Int32> = []
        var grownColumns: [Symbol] = []
    }

    mutating func beginTransaction() {
        precondition(journal == nil, "transactions do not nest")
        journal = Journal(
            symbolCount: kinds.count, rowCount: rows.count,
            frontCount: frontDefinitions.count, backCount: backDefinitions.count,
            levels: levels, infeasible: infeasible, dirty: dirty)
    }

    /// From now on, save every existing row before it changes.
    mutating func recordRows() {
        journal?.recordsRows = true
    }

    mutating func commitTransaction() {
        journal = nil
    }

    /// Puts everything back as it was at `beginTransaction()`.
    ///
    /// - Complexity: O(size of what the transaction added or changed).
    mutating func rollbackTransaction() {
        guard let saved = journal else { return }
        journal = nil
        for variable in saved.newVariables { variableSymbols[variable] = .invalid }
        kinds.removeSubrange(saved.symbolCount...)
        rowOf.removeSubrange(saved.symbolCount...)
        positions.removeSubrange(saved.symbolCount...)
        columns.removeSubrange(saved.symbolCount...)
        dirtyFlags.removeSubrange(saved.symbolCount...)
        rows.removeSubrange(saved.rowCount...)
        roles.removeSubrange(saved.rowCount...)
        for entry in saved.savedRows.reversed() {
            rows[Int(entry.index)] = entry.row
            roles[Int(entry.index)] = entry.role
        }
        for symbol in saved.grownColumns where Int(symbol.id) < saved.symbolCount {
            columns[Int(symbol.id)].removeAll { Int($0) >= saved.rowCount }
        }
        for entry in saved.savedColumns.reversed() {
            columns[Int(entry.symbol.id)] = entry.column
        }
        for entry in saved.savedSymbols.reversed() {
            rowOf[Int(entry.symbol.id)] = entry.row
            positions[Int(entry.symbol.id)] = entry.position
        }
        frontDefinitions.removeSubrange(saved.frontCount...)
        backDefinitions.removeSubrange(saved.backCount...)
        levels = saved.levels
        infeasible = saved.infeasible
        for symbol in dirty where Int(symbol.id) < saved.symbolCount { dirtyFlags[Int(symbol.id)] = false }
        for symbol in saved.dirty { dirtyFlags[Int(symbol.id)] = true }
        dirty = saved.dirty
    }

    /// Saves the column of `symbol` before it first changes, while rows are recorded. (The
    /// column index is only an accelerator, but restoring it too makes a refused add leave
    /// the whole tableau identical.) Before rows are recorded, existing columns only ever
    /// grow by rows that the rollback truncates, so truncating their entries is enough.
    @inline(__always)
    mutating func journalColumn(_ symbol: Symbol) {
        guard journal != nil, Int(symbol.id) < journal!.symbolCount else { return }
        if journal!.recordsRows {
            guard journal!.savedColumnIndices.insert(symbol.id).inserted else { return }
            journal!.savedColumns.append((symbol, columns[Int(symbol.id)]))
        } else {
            journal!.grownColumns.append(symbol)
        }
    }

    @inline(__always)
    mutating func journalRow(_ index: Int32) {
        guard journal?.recordsRows == true, Int(index) < journal!.rowCount,
            journal!.savedRowIndices.insert(index).inserted
        else { return }
        journal!.savedRows.append((index, rows[Int(index)], roles[Int(index)]))
    }

    @inline(__always)
    mutating func journalSymbol(_ symbol: Symbol) {
        guard journal != nil, Int(symbol.id) < journal!.symbolCount,
            journal!.savedSymbolIndices.insert(symbol.id).inserted
        else { return }
        journal!.savedSymbols.append((symbol, rowOf[Int(symbol.id)], positions[Int(symbol.id)]))
    }
}

/// A sparse linear form `constant + Σ coefficient·symbol`, as kiwi's `Row`.
///
/// Cells are kept sorted by symbol id in one contiguous array, with no zero coefficients
/// (anything ``Tolerance/isNearZero(_:)`` drops out), so lookups are binary searches and
/// merges are linear.
///
/// A row means `basic = constant + Σ cells` once it belongs to the tableau, and
/// `0 = constant + Σ cells` while a new constraint is being turned into a row.
///
/// A priority level's objective row gains a cell per optional constraint of its level, and
/// the rows substituted into it bring symbols of every age: in a long list each label's
/// constraints put a required equality's marker (an old, low id) into it, in the middle of
/// hundreds of thousands of cells. Such a row ``buffersInsertions``: a symbol new to it goes
/// to a side array, ``pending``, in the order it came (found again through an index by
/// symbol), and the side array is sorted and merged into `cells` in one pass once it holds an
/// eighth of the row: an insertion costs O(1) moves amortized, where a sorted side array of
/// √*n* cells cost O(√*n*) (and its merges O(*n*√*n*) in all: 8% of `check` on a list of
/// 100,000 views). Every coefficient is still the same sums in the same order; only where a
/// cell is stored changes. Code outside `Row` reads such a row through ``coefficient(for:)``,
/// ``contains(_:)`` and ``sortedCells``; every other row has no pending cells.
struct Row: Sendable, Equatable {
    struct Cell: Sendable, Equatable {
        var symbol: Symbol
        var coefficient: Double
    }

    /// The symbol this row defines, or ``Symbol/invalid`` for an objective row.
    var basic: Symbol = .invalid
    /// Whether symbols new to the row go to ``pending`` first (a priority level's objective).
    var buffersInsertions = false
    var constant: Double
    var cells: [Cell] = []
    /// A buffering row's cells not yet merged into `cells`, in the order they came: no zero
    /// coefficients, no symbol that is also in `cells`. Always empty on other rows.
    private(set) var pending: [Cell] = []
    /// Where each symbol of ``pending`` is in it.
    private var pendingIndex: [Int32: Int] = [:]

    /// From this many cells on, ``add(_:to:)`` grows a row by a quarter, not by doubling.
    static let gentleGrowthThreshold = 256

    init(constant: Double = 0) {
        self.constant = constant
    }

    /// An empty row that ``buffersInsertions`` (a priority level's objective).
    static func buffering() -> Row {
        var row = Row()
        row.buffersInsertions = true
        return row
    }

    /// Every cell, sorted by symbol id: `cells` and ``pending`` merged.
    ///
    /// - Complexity: O(1) when nothing is pending, else O(*n*).
    var sortedCells: [Cell] {
        guard !pending.isEmpty else { return cells }
        var row = self
        row.mergePending()
        return row.cells
    }

    /// Where `symbol` is in `cells`, or where it would be inserted.
    ///
    /// - Complexity: O(log *n*).
    func position(of symbol: Symbol) -> (found: Bool, index: Int) {
        Self.position(of: symbol, in: cells)
    }

    private static func position(of symbol: Symbol, in cells: [Cell]) -> (found: Bool, index: Int) {
        var low = 0
        var high = cells.count
        while low < high {
            let middle = (low + high) >> 1
            let id = cells[middle].symbol.id
            if id < symbol.id {
                low = middle + 1
            } else if id > symbol.id {
                high = middle
            } else {
                return (true, middle)
            }
        }
        return (false, low)
    }

    /// The coefficient of `symbol`, 0 when absent.
    ///
    /// - Complexity: O(log *n*).
    func coefficient(for symbol: Symbol) -> Double {
        let (found, index) = position(of: symbol)
        if found { return cells[index].coefficient }
        guard !pending.isEmpty, let slot = pendingIndex[symbol.id] else { return 0 }
        return pending[slot].coefficient
    }

    func contains(_ symbol: Symbol) -> Bool {
        position(of: symbol).found || (!pending.isEmpty && pendingIndex[symbol.id] != nil)
    }

    /// Merges ``pending`` into `cells`, in one pass.
    ///
    /// - Complexity: O(*n*).
    mutating func mergePending() {
        guard !pending.isEmpty else { return }
        let pending = self.pending.sorted { $0.symbol.id < $1.symbol.id }
        var merged: [Cell] = []
        merged.reserveCapacity(cells.count + pending.count + (cells.count + pending.count) / 4)
        var i = 0
        var j = 0
        while i < cells.count || j < pending.count {
            if j == pending.count || (i < cells.count && cells[i].symbol.id < pending[j].symbol.id) {
                merged.append(cells[i])
                i += 1
            } else {
                merged.append(pending[j])
                j += 1
            }
        }
        cells = merged
        self.pending = []
        pendingIndex = [:]
    }

    /// How many cells ``pending`` holds before it is merged: an eighth of the row, so that a
    /// merge's O(*n*) moves are paid by *n*/8 insertions.
    private var pendingLimit: Int {
        max(32, cells.count / 8)
    }

    /// Removes the pending cell in `slot` (the last one takes its place) and returns it.
    private mutating func removePending(at slot: Int) -> Cell {
        let removed = pending[slot]
        pendingIndex[removed.symbol.id] = nil
        let last = pending.removeLast()
        if slot < pending.count {
            pending[slot] = last
            pendingIndex[last.symbol.id] = slot
        }
        return removed
    }

    /// Adds `coefficient·symbol`; returns true when the symbol was not in the row before.
    ///
    /// - Complexity: O(*n*) for the insertion, O(log *n*) when the symbol is present.
    @discardableResult
    mutating func add(_ coefficient: Double, to symbol: Symbol) -> Bool {
        let (found, index) = position(of: symbol)
        if found {
            let sum = cells[index].coefficient + coefficient
            if Tolerance.isNearZero(sum) {
                cells.remove(at: index)
            } else {
                cells[index].coefficient = sum
            }
            return false
        }
        if buffersInsertions {
            if let slot = pendingIndex[symbol.id] {
                let sum = pending[slot].coefficient + coefficient
                if Tolerance.isNearZero(sum) {
                    _ = removePending(at: slot)
                } else {
                    pending[slot].coefficient = sum
                }
                return false
            }
            if Tolerance.isNearZero(coefficient) { return false }
            pendingIndex[symbol.id] = pending.count
            pending.append(Cell(symbol: symbol, coefficient: coefficient))
            if pending.count > pendingLimit { mergePending() }
            return true
        }
        if Tolerance.isNearZero(coefficient) { return false }
        // A long row (an objective, which gains a cell per optional constraint) grows by a
        // quarter instead of doubling: still amortized O(1) a cell, a fifth of the slack.
        if cells.count >= Self.gentleGrowthThreshold && cells.count == cells.capacity {
            cells.reserveCapacity(cells.count + cells.count / 4)
        }
        cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: index)
        return true
    }

    /// Removes `symbol` and returns its coefficient (0 when absent).
    ///
    /// - Complexity: O(*n*).
    @discardableResult
    mutating func remove(_ symbol: Symbol) -> Double {
        let (found, index) = position(of: symbol)
        if found { return cells.remove(at: index).coefficient }
        guard !pending.isEmpty, let slot = pendingIndex[symbol.id] else { return 0 }
        return removePending(at: slot).coefficient
    }

    /// Adds `factor·other`, appending every symbol new to this row to `inserted`.
    ///
    /// - Complexity: O(*m* log *n* + moves) when `other` is much shorter than this row,
    ///   otherwise O(*n* + *m*), for *n* cells here and *m* in `other`.
    mutating func add(_ other: Row, times factor: Double, inserted: inout [Symbol]) {
        assert(other.pending.isEmpty, "only an objective row buffers, and it is never added to another row")
        constant += factor * other.constant
        if other.cells.count * 8 < cells.count + pending.count {
            for cell in other.cells where add(factor * cell.coefficient, to: cell.symbol) {
                inserted.append(cell.symbol)
            }
            return
        }
        mergePending()
        // Two passes over borrowed buffers: the first counts the cells that survive (the sums
        // that do not cancel), so that the merged row is allocated once, at its exact size.
        let merged = cells.withUnsafeBufferPointer { mine in
            other.cells.withUnsafeBufferPointer { theirs in
                var count = 0
                var i = 0
                var j = 0
                while i < mine.count && j < theirs.count {
                    let left = mine[i].symbol.id, right = theirs[j].symbol.id
                    if left < right {
                        count += 1
                        i += 1
                    } else if right < left {
                        if !Tolerance.isNearZero(factor * theirs[j].coefficient) { count += 1 }
                        j += 1
                    } else {
                        if !Tolerance.isNearZero(mine[i].coefficient + factor * theirs[j].coefficient) { count += 1 }
                        i += 1
                        j += 1
                    }
                }
                count += mine.count - i
                while j < theirs.count {
                    if !Tolerance.isNearZero(factor * theirs[j].coefficient) { count += 1 }
                    j += 1
                }
                var merged: [Cell] = []
                merged.reserveCapacity(count)
                i = 0
                j = 0
                while i < mine.count || j < theirs.count {
                    if j == theirs.count || (i < mine.count && mine[i].symbol.id < theirs[j].symbol.id) {
                        merged.append(mine[i])
                        i += 1
                    } else if i == mine.count || theirs[j].symbol.id < mine[i].symbol.id {
                        let value = factor * theirs[j].coefficient
                        if !Tolerance.isNearZero(value) {
                            merged.append(Cell(symbol: theirs[j].symbol, coefficient: value))
                            inserted.append(theirs[j].symbol)
                        }
                        j += 1
                    } else {
                        let value = mine[i].coefficient + factor * theirs[j].coefficient
                        if !Tolerance.isNearZero(value) {
                            merged.append(Cell(symbol: mine[i].symbol, coefficient: value))
                        }
                        i += 1
                        j += 1
                    }
                }
                return merged
            }
        }
        cells = merged
    }

    /// Gives the cells storage of exactly their count, dropping the slack that growth
    /// leaves: a row built by insertions has up to twice the capacity it uses. Rows
    /// outnumber everything else in a large tableau, so the slack would be a third of its
    /// cells' memory. (Merges allocate their exact size, and pivots keep a row's length.)
    ///
    /// - Complexity: O(*n*) when there is slack, else O(1).
    mutating func trimCapacity() {
        mergePending()
        let count = cells.count
        guard cells.capacity > count else { return }
        guard count > 0 else {
            cells = []
            return
        }
        var exact: [Cell] = []
        exact.reserveCapacity(count)
        exact.append(contentsOf: cells)
        cells = exact
    }

    /// Multiplies the row by -1.
    mutating func reverseSign() {
        mergePending()
        constant = -constant
        for index in cells.indices { cells[index].coefficient = -cells[index].coefficient }
    }

    /// Turns `0 = row` into `symbol = …`; `symbol` must be in the row.
    ///
    /// - Complexity: O(*n*).
    mutating func solve(for symbol: Symbol) {
        solve(for: symbol, removedCoefficient: remove(symbol))
    }

    /// Finishes ``solve(for:)`` once `symbol`, whose coefficient was `coefficient`, has been
    /// removed from the row (a pivot removes it before inserting the leaving symbol, so that
    /// the row never outgrows its storage).
    ///
    /// - Complexity: O(*n*).
    mutating func solve(for symbol: Symbol, removedCoefficient coefficient: Double) {
        precondition(coefficient != 0, "solving a row for a symbol it does not contain")
        mergePending()
        let factor = -1 / coefficient
        constant *= factor
        for index in cells.indices { cells[index].coefficient *= factor }
        cells.removeAll { Tolerance.isNearZero($0.coefficient) }
        basic = symbol
    }
}

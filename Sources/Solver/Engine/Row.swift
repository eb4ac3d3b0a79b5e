/// A sparse linear form `constant + Σ coefficient·symbol`, as kiwi's `Row`.
///
/// Cells are kept sorted by symbol id in one contiguous array, with no zero coefficients
/// (anything ``Tolerance/isNearZero(_:)`` drops out), so lookups are binary searches and
/// merges are linear.
///
/// A row means `basic = constant + Σ cells` once it belongs to the tableau, and
/// `0 = constant + Σ cells` while a new constraint is being turned into a row.
struct Row: Sendable, Equatable {
    struct Cell: Sendable, Equatable {
        var symbol: Symbol
        var coefficient: Double
    }

    /// The symbol this row defines, or ``Symbol/invalid`` for an objective row.
    var basic: Symbol = .invalid
    var constant: Double
    var cells: [Cell] = []

    /// From this many cells on, ``add(_:to:)`` grows a row by a quarter, not by doubling.
    static let gentleGrowthThreshold = 256

    init(constant: Double = 0) {
        self.constant = constant
    }

    /// Where `symbol` is, or where it would be inserted.
    ///
    /// - Complexity: O(log *n*).
    func position(of symbol: Symbol) -> (found: Bool, index: Int) {
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
        return found ? cells[index].coefficient : 0
    }

    func contains(_ symbol: Symbol) -> Bool { position(of: symbol).found }

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
        guard found else { return 0 }
        return cells.remove(at: index).coefficient
    }

    /// Adds `factor·other`, appending every symbol new to this row to `inserted`.
    ///
    /// - Complexity: O(*m* log *n* + moves) when `other` is much shorter than this row,
    ///   otherwise O(*n* + *m*), for *n* cells here and *m* in `other`.
    mutating func add(_ other: Row, times factor: Double, inserted: inout [Symbol]) {
        constant += factor * other.constant
        if other.cells.count * 8 < cells.count {
            for cell in other.cells where add(factor * cell.coefficient, to: cell.symbol) {
                inserted.append(cell.symbol)
            }
            return
        }
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
        let factor = -1 / coefficient
        constant *= factor
        for index in cells.indices { cells[index].coefficient *= factor }
        cells.removeAll { Tolerance.isNearZero($0.coefficient) }
        basic = symbol
    }
}

/// Exchanging definitions along a path: a pivot among definitions, which keeps chains of
/// required equalities short.
extension Tableau {
    /// Adds `raw` (`0 = raw`) by exchanging definitions, when it names exactly one defined
    /// variable *d*₀ and nothing else that is defined, and a parametric variable *x* that
    /// `raw` does not name is reached from *d*₀ through a few definitions:
    /// *d*₀'s names *d*₁, …, *d*ₖ's names *x*.
    ///
    /// - *d*₀ is defined by `raw` instead, at the front of the order of evaluation (its row
    ///   names no defined symbol);
    /// - each *d*ᵢ₊₁ (and at the end *x*) is defined by *d*ᵢ's old definition solved for it,
    ///   which names *d*ᵢ instead: the path is reversed.
    ///
    /// The rows say what the old definitions and `raw` said together, and no basic or
    /// objective row changes (they never name variables), so the simplex stays feasible and
    /// optimal. The definitions whose places lie between the lowest and the highest of the
    /// path's (and of those naming *x*) are then sorted again, topologically, each keeping its
    /// old order where it can, and given those places: nothing outside them moves. When that
    /// would be a cycle or more than ``exchangeWindow`` definitions, another path is tried;
    /// failing all, the first path that makes no cycle is taken by moving definitions instead
    /// (`exchangeByMoving`), and failing that, `raw` is expanded.
    ///
    /// A vertical list added as Auto Layout adds it, every view's top pinned below the view
    /// above (`top₁ = top₀ + height₀ + 8`, which defines `height₀ = top₁ − top₀ − 8`) and then
    /// each height's intrinsic size (`height₀ ≥ 21`), so keeps rows of three or four cells:
    /// `height₀ = 21 + slack − error`, `top₁ = top₀ + height₀ + 8` (a path of one). Expanding
    /// `height₀` instead names `top₀`, whose own expansion names every height above it: a
    /// front definition as long as the list, and quadratic time. In cards chained down a
    /// screen the last label's height reaches the next card's top through the label's top and
    /// the card's height (a path of three).
    ///
    /// Paths are searched breadth first up to ``exchangeDepth`` definitions; among those of
    /// the least length, *x* with the largest coefficient (a stable division) first, ties to
    /// the lowest id.
    ///
    /// - Returns: whether `raw` was added.
    /// - Complexity: O(definitions searched, at most a few dozen) + O(*w* log *w*) for the
    ///   *w* ≤ ``exchangeWindow`` places sorted again.
    mutating func exchangeDefinition(for raw: Row, depth: Int = exchangeDepth, breadth: Int = exchangeBreadth) -> Bool {
        var start = Symbol.invalid
        for cell in raw.cells where isDefined(cell.symbol) {
            guard !start.isValid else { return false }
            start = cell.symbol
        }
        guard start.isValid else { return false }

        // Breadth first from d₀ through the defined symbols of each definition.
        var level: [[Symbol]] = [[start]]
        var seen: Set<Int32> = [start.id]
        // Every path found, in the order tried: if none can be sorted again in a window, the
        // first that can be moved (`exchangeByMoving`) is taken.
        var tried: [(path: [Symbol], parametric: Symbol)] = []
        for _ in 0...depth {
            var found: [(path: [Symbol], parametric: Symbol, coefficient: Double)] = []
            var next: [[Symbol]] = []
            for path in level {
                let definition = rows[Int(rowOf[Int(path.last!.id)])]
                for cell in definition.cells where kind(of: cell.symbol) == .external {
                    if isDefined(cell.symbol) {
                        if seen.count < breadth && seen.insert(cell.symbol.id).inserted { next.append(path + [cell.symbol]) }
                    } else if !raw.contains(cell.symbol) {
                        found.append((path, cell.symbol, cell.coefficient))
                    }
                }
            }
            found.sort {
                abs($0.coefficient) > abs($1.coefficient) || (abs($0.coefficient) == abs($1.coefficient) && $0.parametric < $1.parametric)
            }
            for candidate in found where exchange(along: candidate.path, to: candidate.parametric, raw: raw) { return true }
            tried += found.map { ($0.path, $0.parametric) }
            if next.isEmpty { break }
            level = next
        }
        for candidate in tried where exchangeByMoving(along: candidate.path, to: candidate.parametric, raw: raw) { return true }
        return false
    }

    /// How many definitions a path may go through before it reaches a parametric variable.
    static let exchangeDepth = 4
    /// How many definitions the search may meet.
    static let exchangeBreadth = 64
    /// The depth and breadth of the search made again for a row whose expansion would go
    /// through more than ``expansionLimit`` definitions.
    static let deepExchangeDepth = 12
    static let deepExchangeBreadth = 1024
    /// How many definitions an expansion may go through before a deeper search for a path.
    static let expansionLimit = 256
    /// How many definitions in the order of evaluation an exchange may sort again.
    static let exchangeWindow: Int32 = 512

    /// Reverses the path `path` (d₀ … dₖ) to `parametric`, as `exchangeDefinition` says;
    /// false, with nothing changed, when the places cannot be sorted again.
    private mutating func exchange(along path: [Symbol], to parametric: Symbol, raw: Row) -> Bool {
        // The new definitions of d₁ … dₖ and x, each in the row of the one before it.
        let movers = Array(path.dropFirst()) + [parametric]
        let newRows = reversedDefinitions(along: path, to: parametric)
        // The places to sort again: those of the path, down to the lowest definition naming x.
        var low = path.map { position(of: $0) }.min()!
        let high = path.map { position(of: $0) }.max()!
        let pathRows = Set(path.map { rowOf[Int($0.id)] })
        for user in rowsContaining(parametric) where roles[Int(user)] == .definition && !pathRows.contains(user) {
            low = min(low, position(of: rows[Int(user)].basic))
        }
        // At most `exchangeWindow` definitions between (gaps do not count: see `Tableau+Places`).
        let window = Int(Self.exchangeWindow)
        guard high - low < Self.exchangeWindow || definitionCount(from: low, through: high, limit: window) <= window else {
            return false
        }
        var members: [Symbol] = [parametric]
        var places: [Int32] = []
        for place in low...high where holdsDefinition(place) {
            let symbol = listed(at: place)
            places.append(place)
            if symbol != path[0] { members.append(symbol) }
        }
        // Kahn's algorithm on the members, by old place where the order is free (x, which
        // had none, takes d₀'s).
        var index: [Int32: Int] = [:]
        for (offset, symbol) in members.enumerated() { index[symbol.id] = offset }
        func rank(_ symbol: Symbol) -> Int32 { symbol == parametric ? position(of: path.last!) : position(of: symbol) }
        var dependents = [[Int]](repeating: [], count: members.count)
        var waiting = [Int](repeating: 0, count: members.count)
        for (offset, symbol) in members.enumerated() {
            let row = newRows[symbol.id] ?? rows[Int(rowOf[Int(symbol.id)])]
            for cell in row.cells {
                guard let dependency = index[cell.symbol.id], dependency != offset else { continue }
                dependents[dependency].append(offset)
                waiting[offset] += 1
            }
        }
        var ready = (0..<members.count).filter { waiting[$0] == 0 }
        var order: [Symbol] = []
        order.reserveCapacity(members.count)
        while !ready.isEmpty {
            // The ready member of the lowest old place (a handful are ready at once).
            let pick = ready.indices.min { rank(members[ready[$0]]) < rank(members[ready[$1]]) }!
            let offset = ready.remove(at: pick)
            order.append(members[offset])
            for dependent in dependents[offset] {
                waiting[dependent] -= 1
                if waiting[dependent] == 0 { ready.append(dependent) }
            }
        }
        guard order.count == members.count else { return false }

        // Write the reversed path, then d₀'s new definition at the front, then the places.
        writeReversed(path, movers: movers, newRows: newRows, raw: raw)
        for (symbol, place) in zip(order, places) { assign(symbol, to: place) }
        return true
    }

    /// Writes the exchange along `path` (d₀ … dₖ): each dᵢ's row now defines the next mover
    /// (d₁ … dₖ, then x) by `newRows`, and d₀ is defined at the front by `raw` solved for it.
    private mutating func writeReversed(_ path: [Symbol], movers: [Symbol], newRows: [Int32: Row], raw: Row) {
        let rowIndices = path.map { rowOf[Int($0.id)] }
        for (offset, symbol) in path.enumerated() {
            let rowIndex = rowIndices[offset]
            let mover = movers[offset]
            modifyRow(rowIndex) { $0 = newRows[mover.id]! }
            appendToColumn(symbol, rowIndex)
            setRowOf(mover, rowIndex)
        }
        var row = raw
        row.solve(for: path[0])
        define(row, atFront: true)
    }

    /// The new definitions of d₁ … dₖ and x along `path` (d₀ … dₖ), each the definition
    /// before it solved for it, by the new subject's id.
    private func reversedDefinitions(along path: [Symbol], to parametric: Symbol) -> [Int32: Row] {
        let movers = Array(path.dropFirst()) + [parametric]
        var newRows: [Int32: Row] = [:]
        for (index, symbol) in path.enumerated() {
            var row = rows[Int(rowOf[Int(symbol.id)])]
            row.basic = .invalid
            row.add(-1, to: symbol)
            row.solve(for: movers[index])
            newRows[movers[index].id] = row
        }
        return newRows
    }

    /// Reverses the path `path` (d₀ … dₖ) to `parametric` as ``exchange(along:to:raw:)`` does,
    /// when the places between its lowest and highest are too many to sort again: the
    /// definitions are moved instead, each group keeping its own order.
    ///
    /// Let *h* be the place of the latest definition that the new definitions of d₁ … dₖ and x
    /// name (other than the path's own). The definitions that must follow them are those that
    /// name one of them and sit at *h* or before, and, again, those naming one of these at *h*
    /// or before: the set *F*, found by walking users. The path's and *F*'s places become gaps,
    /// and d₁ … dₖ and x (in an order their new definitions allow), then *F* (in its old order),
    /// are put right after *h* (``openGap(after:count:)``; when *h* lies before every place
    /// vacated, where the first of them was). Every other definition keeps its place. Each
    /// definition still follows every definition it names: *F* holds every user at *h* or
    /// before of what moved, and what the moved definitions name sits at *h* or before and
    /// outside *F* (else the exchange would make a cycle, and it is refused). No basic or
    /// objective row changes.
    ///
    /// The order of evaluation this gives is the one laying out every place between the lowest
    /// and the highest involved again gave (those at *h* or before not in *F*, the moved ones,
    /// *F*, those after *h*), without writing them: a grid's cell placed at the front of the
    /// order early on (its top defined by an expanded row naming the grid's top) made that
    /// window as wide as the layout, and each exchange cost what lay between.
    ///
    /// - Returns: false, with nothing changed, when the exchange would make a cycle.
    /// - Complexity: O(the definitions in *F* and their users) + what ``openGap(after:count:)``
    ///   costs, O(log² *n*) amortized.
    private mutating func exchangeByMoving(along path: [Symbol], to parametric: Symbol, raw: Row) -> Bool {
        let start = path[0]
        let movers = Array(path.dropFirst()) + [parametric]
        let newRows = reversedDefinitions(along: path, to: parametric)
        var isMoving = Set(movers.map(\.id))
        isMoving.insert(start.id)
        var high = Int32.min
        for mover in movers {
            for cell in newRows[mover.id]!.cells where !isMoving.contains(cell.symbol.id) && isDefined(cell.symbol) {
                high = max(high, position(of: cell.symbol))
            }
        }
        // F: the users of the moved definitions at `high` or before, and theirs.
        let pathRows = Set(path.map { rowOf[Int($0.id)] })
        var following = Set<Int32>()
        var queue: [Symbol] = []
        for mover in movers {
            for user in rowsContaining(mover) where roles[Int(user)] == .definition && !pathRows.contains(user) {
                let symbol = rows[Int(user)].basic
                if position(of: symbol) <= high && following.insert(symbol.id).inserted { queue.append(symbol) }
            }
        }
        while let symbol = queue.popLast() {
            for user in rowsContaining(symbol) where roles[Int(user)] == .definition {
                // A path's definition naming a member of F: the exchange would make a cycle.
                guard !pathRows.contains(user) else { return false }
                let basic = rows[Int(user)].basic
                if position(of: basic) <= high && following.insert(basic.id).inserted { queue.append(basic) }
            }
        }
        for mover in movers where newRows[mover.id]!.cells.contains(where: { following.contains($0.symbol.id) }) { return false }
        // d₁ … dₖ and x in an order their new definitions allow (a handful: repeated picks).
        var moved: [Symbol] = []
        var remaining = movers
        while !remaining.isEmpty {
            guard
                let next = remaining.firstIndex(where: { mover in
                    !newRows[mover.id]!.cells.contains { cell in cell.symbol != mover && remaining.contains(cell.symbol) }
                })
            else { return false }
            moved.append(remaining.remove(at: next))
        }
        // Only the places of the path and of F change, and the few the gap takes (see
        // `Tableau+Places`): the definitions between stay where they are.
        let pathPlaces = path.map { position(of: $0) }
        let followers = following.map { Symbol(id: $0) }.sorted { position(of: $0) < position(of: $1) }
        let low = min(pathPlaces.min()!, followers.first.map { position(of: $0) } ?? .max)
        for place in pathPlaces { vacate(place) }
        for symbol in followers { vacate(position(of: symbol)) }
        // Right after the definition at `high`, which stays (it is on no path and not in F);
        // when that lies before every place vacated, where the first of them was.
        let gap = openGap(after: high >= low ? high : low - 1, count: moved.count + followers.count)
        writeReversed(path, movers: movers, newRows: newRows, raw: raw)
        for (offset, symbol) in (moved + followers).enumerated() { put(symbol, at: gap + Int32(offset)) }
        return true
    }

    /// Puts the defined `symbol` at `place` in the order of evaluation, journaled.
    private mutating func assign(_ symbol: Symbol, to place: Int32) {
        journalSymbol(symbol)
        put(symbol, at: place)
    }
}

/// Exchanging a variable's definition with a parametric variable it names: a pivot among
/// definitions, which keeps chains of required equalities short.
extension Tableau {
    /// Adds `raw` (`0 = raw`) by exchanging definitions, when it names exactly one defined
    /// variable *d* and nothing else that is defined, and *d*'s definition names a parametric
    /// variable *x* that `raw` does not:
    ///
    /// - *d* is defined by `raw` instead, at the front (its row names no defined symbol);
    /// - *x* is defined by *d*'s old definition solved for it, in *d*'s place in the order of
    ///   evaluation (the row names *d*, now evaluated first, and what *d*'s row named, all
    ///   evaluated before that place). Definitions that name *x* and were evaluated before
    ///   that place move after it, with what depends on them, and what *x* depends on moves
    ///   before them (`reorder`); when that would be a cycle, or would move more than
    ///   ``exchangeReorderLimit`` definitions, the next candidate is tried, and failing all,
    ///   `raw` is expanded as before.
    ///
    /// The two rows say what the old definition and `raw` said together, and no basic or
    /// objective row changes (they never name variables), so the simplex stays feasible and
    /// optimal. A vertical list added as Auto Layout adds it, every view's top pinned below
    /// the view above (`top₁ = top₀ + height₀ + 8`, which defines `height₀ = top₁ − top₀ − 8`)
    /// and then each height's intrinsic size (`height₀ ≥ 21`), so keeps rows of three or four
    /// cells: `height₀ = 21 + slack − error`, `top₁ = top₀ + height₀ + 8`. Expanding
    /// `height₀` instead names `top₀`, whose own expansion names every height above it: a
    /// front definition as long as the list, and quadratic time.
    ///
    /// Among the parametric variables of *d*'s definition, the one with the largest
    /// coefficient (a stable division) is tried first, ties to the lowest id.
    ///
    /// - Returns: whether `raw` was added.
    /// - Complexity: O(cells of `raw` and of *d*'s definition + the definitions that name
    ///   the candidates + the definitions reordered, at most ``exchangeReorderLimit``).
    mutating func exchangeDefinition(for raw: Row) -> Bool {
        var defined = Symbol.invalid
        for cell in raw.cells where isDefined(cell.symbol) {
            guard !defined.isValid else { return false }
            defined = cell.symbol
        }
        guard defined.isValid else { return false }
        let index = rowOf[Int(defined.id)]
        let place = position(of: defined)
        let definition = rows[Int(index)]
        var candidates = definition.cells.filter {
            kind(of: $0.symbol) == .external && !isDefined($0.symbol) && !raw.contains($0.symbol)
        }
        guard !candidates.isEmpty else { return false }
        candidates.sort { abs($0.coefficient) > abs($1.coefficient) || (abs($0.coefficient) == abs($1.coefficient) && $0.symbol < $1.symbol) }
        let dependencies = definition.cells.map(\.symbol).filter { isDefined($0) }

        for candidate in candidates {
            let parametric = candidate.symbol
            // The definitions that name x and come before d's place: after the exchange they
            // must move after x's place.
            var early: [Symbol] = []
            for user in rowsContaining(parametric) where user != index {
                let basic = rows[Int(user)].basic
                if position(of: basic) < place && !early.contains(basic) { early.append(basic) }
            }
            if !early.isEmpty && !canReorder(after: dependencies, place: place, early: early) { continue }

            // d = c + a·x + rest  →  x = (d − c − rest) / a, in d's row and place.
            var exchanged = definition
            exchanged.basic = .invalid
            exchanged.add(-1, to: defined)
            exchanged.solve(for: parametric)
            modifyRow(index) { $0 = exchanged }
            appendToColumn(defined, index)
            setRowOf(parametric, index)
            assign(parametric, to: place)

            var row = raw
            row.solve(for: defined)
            define(row, atFront: true)

            early.sort { position(of: $0) > position(of: $1) }
            for user in early where position(of: user) < position(of: parametric) {
                reorder(before: parametric, after: user)
            }
            return true
        }
        return false
    }

    /// How many definitions an exchange may move in the order of evaluation.
    static let exchangeReorderLimit = 1024

    /// Whether the definitions `early` (before `place`) can move after a definition at
    /// `place` that depends on `dependencies`: nothing `early` leads to (among definitions
    /// before `place`) is among what it depends on, and both sets stay within
    /// ``exchangeReorderLimit``.
    private func canReorder(after dependencies: [Symbol], place: Int32, early: [Symbol]) -> Bool {
        let lowest = early.map { position(of: $0) }.min()!
        guard let forward = reachable(from: early, towardUsers: true, within: lowest..<place),
            let backward = reachable(from: dependencies.filter { position(of: $0) >= lowest }, towardUsers: false, within: lowest..<place)
        else { return false }
        return forward.isDisjoint(with: backward)
    }

    /// The defined symbols reachable from `starts` (included) through the definitions that
    /// name them (`towardUsers`) or that their definitions name, keeping to positions in
    /// `range`; nil past ``exchangeReorderLimit``.
    private func reachable(from starts: [Symbol], towardUsers: Bool, within range: Range<Int32>) -> Set<Int32>? {
        var seen = Set<Int32>()
        var stack = starts.filter { range.contains(position(of: $0)) }
        for symbol in stack { seen.insert(symbol.id) }
        while let symbol = stack.popLast() {
            guard seen.count <= Self.exchangeReorderLimit else { return nil }
            let next: [Symbol] =
                towardUsers
                ? rowsContaining(symbol).compactMap { roles[Int($0)] == .definition ? rows[Int($0)].basic : nil }
                : rows[Int(rowOf[Int(symbol.id)])].cells.map(\.symbol).filter { isDefined($0) }
            for other in next where isDefined(other) && range.contains(position(of: other)) && seen.insert(other.id).inserted {
                stack.append(other)
            }
        }
        return seen
    }

    /// Restores the order of evaluation after `user`, evaluated before `source`, came to
    /// name it (Pearce and Kelly's dynamic topological order, 2006): what `user` leads to
    /// before `source`'s position, and what `source` depends on after `user`'s, share their
    /// positions anew, the second set first, each in its old order.
    private mutating func reorder(before source: Symbol, after user: Symbol) {
        let range = position(of: user)..<(position(of: source) + 1)
        guard let forward = reachable(from: [user], towardUsers: true, within: range),
            let backward = reachable(from: [source], towardUsers: false, within: range)
        else { preconditionFailure("checked by canReorder") }
        let positions = self.positions
        func byPosition(_ ids: Set<Int32>) -> [Symbol] { ids.map { Symbol(id: $0) }.sorted { positions[Int($0.id)] < positions[Int($1.id)] } }
        let moved = byPosition(backward) + byPosition(forward)
        let places = moved.map { position(of: $0) }.sorted()
        for (symbol, place) in zip(moved, places) { assign(symbol, to: place) }
    }

    /// Puts the defined `symbol` at `place` in the order of evaluation.
    private mutating func assign(_ symbol: Symbol, to place: Int32) {
        journalSymbol(symbol)
        positions[Int(symbol.id)] = place
        if place >= 0 {
            backDefinitions[Int(place)] = symbol
        } else {
            frontDefinitions[Int(-place - 1)] = symbol
        }
    }
}

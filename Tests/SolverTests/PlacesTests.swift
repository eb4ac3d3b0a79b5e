import Model
import Testing

@testable import Solver

/// The order of evaluation with gaps (`Tableau+Places.swift`), and the deeper search for a
/// path that keeps a row expanded through a long chain from becoming a definition as long.
@Suite("Places with gaps in the order of evaluation")
struct PlacesTests {
    /// The defined symbols in increasing place.
    static func order(_ tableau: Tableau) -> [Symbol] {
        tableau.placeRange.filter { tableau.holdsDefinition($0) }.map { tableau.listed(at: $0) }
    }

    /// 2,000 variables each fixed to its index by a constraint of its own: definitions that
    /// name nothing, so any order evaluates them. Then 2,000 times a few of them, anywhere, are
    /// taken out and put right after another, as an exchange by moving does.
    @Test("Moved definitions land right after the place asked for, every other keeps its order, and the values stay")
    func movesKeepTheOrder() throws {
        var solver = CassowarySolver()
        let count = 2_000
        let variables = (0..<count).map { solver.makeVariable(named: "v\($0)") }
        for (index, variable) in variables.enumerated() {
            try solver.add(LinearConstraint(variable, .equal, Double(index)))
        }
        var tableau = solver.tableau
        var expected = Self.order(tableau)
        #expect(expected.count == count)
        var generator = SplitMix64(seed: 37)
        for _ in 0..<2_000 {
            let moving = (0..<Int.random(in: 1...6, using: &generator)).map { _ in expected.randomElement(using: &generator)! }
            let moved = moving.reduce(into: [Symbol]()) { unique, symbol in if !unique.contains(symbol) { unique.append(symbol) } }
            var rest = expected.filter { !moved.contains($0) }
            // After a definition that stays, or, for index -1, before every one.
            let after = Int.random(in: -1..<rest.count, using: &generator)
            for symbol in moved { tableau.vacate(tableau.position(of: symbol)) }
            let anchor = after < 0 ? tableau.placeRange.lowerBound - 1 : tableau.position(of: rest[after])
            let gap = tableau.openGap(after: anchor, count: moved.count)
            if after >= 0 { #expect(tableau.position(of: rest[after]) < gap) }
            for (offset, symbol) in moved.enumerated() { tableau.put(symbol, at: gap + Int32(offset)) }
            rest.insert(contentsOf: moved, at: after + 1)
            expected = rest
            #expect(Self.order(tableau) == expected)
        }
        #if DEBUG
        tableau._checkInvariants()
        #endif
        // Gaps cost places, not many: the lists stay within a small multiple of the definitions.
        #expect(tableau.placeRange.count <= 3 * count, "\(tableau.placeRange.count) places for \(count) definitions")
        let values = tableau.variableValues(count: count)
        #expect(values == (0..<count).map(Double.init))
    }

    /// `d = a₅₉₉ + c₆`, where `a₀ … a₅₉₉` is a chain of 600 required equalities and
    /// `c₁ = y + 1 … c₆ = c₅ + 1` reaches the free `y` six definitions away (past the four the
    /// first search goes). `d >= 0 @750` expanded names every `a`'s marker: a definition of
    /// `y` with 600 cells. The deeper search reverses the path to `y` instead, moving the
    /// definitions (the chain lies between, over the 512 places sorted again).
    @Test("A row that would expand through a long chain exchanges a path deeper than four instead, and solves the same")
    func deepPathInsteadOfALongRow() throws {
        var solver = CassowarySolver()
        let y = solver.makeVariable(named: "y")
        let c = (1...6).map { solver.makeVariable(named: "c\($0)") }
        let a = (0..<600).map { solver.makeVariable(named: "a\($0)") }
        let d = solver.makeVariable(named: "d")
        try solver.add(LinearConstraint(c[0], .equal, y + 1))
        for index in 1..<6 { try solver.add(LinearConstraint(c[index], .equal, c[index - 1] + 1)) }
        try solver.add(LinearConstraint(a[0], .equal, 5))
        for index in 1..<600 { try solver.add(LinearConstraint(a[index], .equal, a[index - 1] + 1)) }
        try solver.add(LinearConstraint(d, .equal, a[599] + c[5]))
        try solver.add(LinearConstraint(d, .greaterThanOrEqual, 400, priority: 750))

        let tableau = solver.tableau
        let longest = tableau.rows.indices.filter { tableau.roles[$0] == .definition }.map { tableau.rows[$0].cells.count }.max() ?? 0
        #expect(longest <= 4, "the longest definition has \(longest) cells")
        // y is free: the solve puts d on its bound, and every equality holds.
        #expect(isClose(solver.value(of: d), 400))
        #expect(isClose(solver.value(of: c[5]), solver.value(of: y) + 6))
        #expect(isClose(solver.value(of: d), solver.value(of: a[599]) + solver.value(of: c[5])))
        // Fixing d moves y along the path: the values are determined.
        try solver.add(LinearConstraint(d, .equal, 450))
        #expect(isClose(solver.value(of: y), -160))
        #expect(isClose(solver.value(of: c[5]), -154))
        #expect(isClose(solver.value(of: a[599]), 604))
    }
}

import Testing

@testable import Solver

@Suite("Known answers")
struct KnownAnswerTests {
    @Test("A required equality beats an optional inequality")
    func requiredBeatsOptional() throws {
        var solver = CassowarySolver()
        let v1 = solver.makeVariable(named: "v1")
        let v2 = solver.makeVariable(named: "v2")
        try solver.add(LinearConstraint(v1 + v2, .equal, 0))
        try solver.add(LinearConstraint(v1, .equal, 10))
        let optional = try solver.add(LinearConstraint(v2, .greaterThanOrEqual, 0, priority: 250))
        #expect(isClose(solver.value(of: v1), 10))
        #expect(isClose(solver.value(of: v2), -10))
        #expect(solver.unsatisfiedConstraints() == [optional])
    }

    @Test("The higher of two optional constraints wins")
    func higherOptionalWins() throws {
        var solver = CassowarySolver()
        let v1 = solver.makeVariable(named: "v1")
        let v2 = solver.makeVariable(named: "v2")
        try solver.add(LinearConstraint(v1 + v2, .equal, 0))
        let weaker = try solver.add(LinearConstraint(v1, .greaterThanOrEqual, 10, priority: 500))
        try solver.add(LinearConstraint(v2, .equal, 2, priority: 750))
        #expect(isClose(solver.value(of: v1), -2))
        #expect(isClose(solver.value(of: v2), 2))
        #expect(solver.unsatisfiedConstraints() == [weaker])
    }

    @Test("A midpoint between bounded ends")
    func midpoint() throws {
        var solver = CassowarySolver()
        let left = solver.makeVariable(named: "left")
        let middle = solver.makeVariable(named: "middle")
        let right = solver.makeVariable(named: "right")
        try solver.add(LinearConstraint(middle, .equal, (left + right) / 2))
        try solver.add(LinearConstraint(right, .equal, left + 10))
        try solver.add(LinearConstraint(right, .lessThanOrEqual, 100))
        try solver.add(LinearConstraint(left, .greaterThanOrEqual, 0))
        try solver.add(LinearConstraint(middle, .equal, 45, priority: 250))
        #expect(isClose(solver.value(of: left), 40))
        #expect(isClose(solver.value(of: middle), 45))
        #expect(isClose(solver.value(of: right), 50))
        #expect(solver.unsatisfiedConstraints().isEmpty)
    }

    @Test("An optional constraint that cannot hold is reported, and the required one holds")
    func unsatisfiedOptionalIsReported() throws {
        var solver = CassowarySolver()
        let v = solver.makeVariable(named: "v")
        let required = try solver.add(LinearConstraint(v, .greaterThanOrEqual, 10))
        let optional = try solver.add(LinearConstraint(v, .lessThanOrEqual, -5, priority: 250))
        #expect(isClose(solver.value(of: v), 10))
        #expect(solver.unsatisfiedConstraints() == [optional])
        #expect(!solver.unsatisfiedConstraints().contains(required))
    }

    @Test("The chain workload at 100 views")
    func chainWorkload() throws {
        var solver = CassowarySolver()
        let layout = ChainLayout(views: 100, in: &solver)
        try solver.addEditVariable(layout.x0, priority: 999)
        try solver.suggestValue(0, for: layout.x0)
        for constraint in layout.constraints { try solver.add(constraint) }
        let solution = solver.solution()
        for i in 0..<100 {
            #expect(isClose(solution[layout.lefts[i]], 8 + 58 * Double(i)))
            #expect(isClose(solution[layout.widths[i]], 50))
            #expect(isClose(solution[layout.tops[i]], 0))
            #expect(isClose(solution[layout.heights[i]], 44))
        }
        #expect(solver.unsatisfiedConstraints().isEmpty)
        #if DEBUG
        solver.tableau._checkInvariants()
        #endif
    }

    @Test("Values read one by one match the whole solution")
    func valueMatchesSolution() throws {
        var solver = CassowarySolver()
        let layout = ChainLayout(views: 20, in: &solver)
        for constraint in layout.constraints { try solver.add(constraint) }
        try solver.add(LinearConstraint(layout.lefts[19], .lessThanOrEqual, 500))
        let solution = solver.solution()
        for variable in layout.lefts + layout.widths {
            #expect(isClose(solver.value(of: variable), solution[variable]))
        }
        // x0 is free (no edit variable), so the whole row moves left to meet the bound.
        #expect(isClose(solution[layout.lefts[19]], 500))
    }
}

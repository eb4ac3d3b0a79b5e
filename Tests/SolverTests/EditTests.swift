import Model
import Testing

@testable import Solver

@Suite("Edit variables and removal")
struct EditTests {
    @Test("Suggesting a value moves the chain without rebuilding the tableau")
    func suggestMovesChain() throws {
        var solver = CassowarySolver()
        let layout = ChainLayout(views: 40, in: &solver)
        try solver.addEditVariable(layout.x0, priority: 999)
        for constraint in layout.constraints { try solver.add(constraint) }
        let rowCount = solver.tableau.rows.count
        let symbolCount = solver.tableau.kinds.count
        for x in [100.0, -37.5, 0, 1e6] {
            try solver.suggestValue(x, for: layout.x0)
            let solution = solver.solution()
            #expect(isClose(solution[layout.x0], x))
            #expect(isClose(solution[layout.lefts[39]], x + 8 + 58 * 39))
            #expect(isClose(solution[layout.widths[7]], 50))
        }
        // Incremental: no row or symbol was added by the edits.
        #expect(solver.tableau.rows.count == rowCount)
        #expect(solver.tableau.kinds.count == symbolCount)
    }

    @Test("An edit that hits a required bound is held there by the dual simplex, and released")
    func editAgainstBound() throws {
        var solver = CassowarySolver()
        let x = solver.makeVariable(named: "x")
        let y = solver.makeVariable(named: "y")
        try solver.addEditVariable(x, priority: 999)
        let bound = try solver.add(LinearConstraint(x, .lessThanOrEqual, 100))
        try solver.add(LinearConstraint(y, .equal, x * 2, priority: 500))
        try solver.add(LinearConstraint(y, .lessThanOrEqual, 120))
        try solver.suggestValue(150, for: x)
        #expect(isClose(solver.value(of: x), 100))
        #expect(isClose(solver.value(of: y), 120))
        try solver.suggestValue(50, for: x)
        #expect(isClose(solver.value(of: x), 50))
        #expect(isClose(solver.value(of: y), 100))
        try solver.suggestValue(150, for: x)
        try solver.remove(bound)
        #expect(isClose(solver.value(of: x), 150))
        #expect(isClose(solver.value(of: y), 120))
        try solver.removeEditVariable(x)
        #expect(!solver.isEditVariable(x))
    }

    @Test("Edits give what a fresh solve gives", arguments: [UInt64(1), 2, 3, 4, 5])
    func editsMatchFreshSolve(seed: UInt64) throws {
        var generator = SplitMix64(seed: seed)
        func build(_ x0Value: Double) throws -> (CassowarySolver, ChainLayout, [LinearConstraint]) {
            var solver = CassowarySolver()
            var layout = ChainLayout(views: 12, in: &solver)
            try solver.addEditVariable(layout.x0, priority: 999)
            try solver.suggestValue(x0Value, for: layout.x0)
            // A right edge that squeezes the row once x0 is large enough, and one wide view.
            layout.constraints.append(LinearConstraint(layout.lefts[11] + layout.widths[11], .lessThanOrEqual, 900))
            layout.constraints.append(LinearConstraint(layout.widths[3], .equal, 200, priority: 500))
            for constraint in layout.constraints { try solver.add(constraint) }
            return (solver, layout, layout.constraints)
        }
        /// The sum of errors at each priority: equal for every optimal solution.
        func errors(_ solution: Solution, _ constraints: [LinearConstraint]) -> [Float: Double] {
            var result: [Float: Double] = [:]
            for constraint in constraints where !constraint.isRequired {
                result[constraint.priority, default: 0] += constraint.violation { solution[$0] }
            }
            return result
        }
        var (solver, layout, constraints) = try build(0)
        for _ in 0..<10 {
            let x = Double(Int.random(in: -400...600, using: &generator))
            try solver.suggestValue(x, for: layout.x0)
            let (fresh, _, _) = try build(x)
            let incremental = solver.solution()
            let expected = fresh.solution()
            // Widths squeezed at one priority can be shared out in several optimal ways; the
            // determined values and the errors at each priority must agree.
            for variable in layout.lefts + layout.widths + [layout.x0] where !fresh.isAmbiguous(variable) {
                #expect(
                    isClose(incremental[variable], expected[variable]),
                    "seed \(seed), x0 = \(x), \(solver.name(of: variable))")
            }
            let incrementalErrors = errors(incremental, constraints)
            let expectedErrors = errors(expected, constraints)
            for (priority, error) in expectedErrors {
                #expect(isClose(incrementalErrors[priority] ?? 0, error), "seed \(seed), x0 = \(x), priority \(priority)")
            }
            #expect(isClose(incremental[layout.x0], expected[layout.x0]))
        }
    }

    @Test("Removing a constraint gives what never adding it gives")
    func removeMatchesNeverAdded() throws {
        var solver = CassowarySolver()
        let layout = ChainLayout(views: 10, in: &solver)
        var handles: [ConstraintHandle] = []
        for constraint in layout.constraints { handles.append(try solver.add(constraint)) }
        let squeeze = try solver.add(LinearConstraint(layout.lefts[9], .lessThanOrEqual, 300))
        #expect(isClose(solver.value(of: layout.lefts[9]), 300))
        try solver.remove(squeeze)
        #expect(solver.constraint(squeeze) == nil)
        #expect(isClose(solver.value(of: layout.lefts[9]), 8 + 58 * 9 + solver.value(of: layout.x0)))
        // Remove a width preference: that width drops to its minimum only if something pulls;
        // nothing does, so every other width stays 50.
        try solver.remove(handles[1])
        #expect(isClose(solver.value(of: layout.widths[1]), 50))
        #expect(solver.constraints.count == handles.count - 1)
    }
}

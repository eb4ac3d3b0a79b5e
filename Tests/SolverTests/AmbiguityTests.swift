import Testing

@testable import Solver

@Suite("Ambiguity")
struct AmbiguityTests {
    @Test("x + y == 10 alone leaves x ambiguous; y == 3 settles it")
    func sumThenFixed() throws {
        var solver = CassowarySolver()
        let x = solver.makeVariable(named: "x")
        let y = solver.makeVariable(named: "y")
        try solver.add(LinearConstraint(x + y, .equal, 10))
        #expect(solver.isAmbiguous(x))
        #expect(solver.isAmbiguous(y))
        try solver.add(LinearConstraint(y, .equal, 3))
        #expect(!solver.isAmbiguous(x))
        #expect(!solver.isAmbiguous(y))
        #expect(isClose(solver.value(of: x), 7))
    }

    @Test("Two optional constraints of equal priority pulling apart leave a free choice")
    func equalPrioritiesPullingApart() throws {
        var solver = CassowarySolver()
        let x = solver.makeVariable(named: "x")
        try solver.add(LinearConstraint(x, .equal, 0, priority: 500))
        try solver.add(LinearConstraint(x, .equal, 10, priority: 500))
        #expect(solver.isAmbiguous(x))
        let value = solver.value(of: x)
        #expect(value >= -1e-6 && value <= 10 + 1e-6)
        // A third pull at the same priority makes the median unique.
        try solver.add(LinearConstraint(x, .equal, 4, priority: 500))
        #expect(!solver.isAmbiguous(x))
        #expect(isClose(solver.value(of: x), 4))
    }

    @Test("Different priorities pulling apart are not ambiguous")
    func differentPriorities() throws {
        var solver = CassowarySolver()
        let x = solver.makeVariable(named: "x")
        try solver.add(LinearConstraint(x, .equal, 0, priority: 500))
        try solver.add(LinearConstraint(x, .equal, 10, priority: 501))
        #expect(!solver.isAmbiguous(x))
        #expect(isClose(solver.value(of: x), 10))
    }

    @Test("Only a lower bound, or nothing at all, is ambiguous")
    func boundsOnly() throws {
        var solver = CassowarySolver()
        let x = solver.makeVariable(named: "x")
        let unused = solver.makeVariable(named: "unused")
        try solver.add(LinearConstraint(x, .greaterThanOrEqual, 0))
        #expect(solver.isAmbiguous(x))
        #expect(solver.isAmbiguous(unused))
        try solver.add(LinearConstraint(x, .lessThanOrEqual, 0))
        #expect(!solver.isAmbiguous(x))
    }

    @Test("A fully specified chain is not ambiguous, and is once its origin is free")
    func chain() throws {
        var solver = CassowarySolver()
        let layout = ChainLayout(views: 10, in: &solver)
        for constraint in layout.constraints { try solver.add(constraint) }
        // x0 has no constraint of its own: every left depends on it.
        #expect(solver.isAmbiguous(layout.lefts[9]))
        #expect(!solver.isAmbiguous(layout.widths[9]))
        #expect(!solver.isAmbiguous(layout.heights[0]))
        try solver.add(LinearConstraint(layout.x0, .equal, 0))
        for variable in layout.lefts + layout.widths + layout.tops + layout.heights {
            #expect(!solver.isAmbiguous(variable), "\(solver.name(of: variable))")
        }
    }
}

import Testing

@testable import Solver

@Suite("Strict priorities")
struct StrictPriorityTests {
    @Test(
        "One constraint at a higher priority outweighs a thousand at the next one down",
        arguments: [(Float(251), Float(250)), (751, 750), (1000, 999)])
    func higherPriorityWins(high: Float, low: Float) throws {
        var solver = CassowarySolver()
        let a = solver.makeVariable(named: "a")
        try solver.add(LinearConstraint(a, .equal, 0, priority: high))
        for i in 0..<1000 {
            let b = solver.makeVariable(named: "b\(i)")
            try solver.add(LinearConstraint(b, .equal, a))
            try solver.add(LinearConstraint(b, .equal, 1, priority: low))
        }
        #expect(isClose(solver.value(of: a), 0))
        #expect(solver.unsatisfiedConstraints().count == 1000)
    }

    @Test("The order of adding does not change which priority wins")
    func higherPriorityWinsWhenAddedLast() throws {
        var solver = CassowarySolver()
        let a = solver.makeVariable(named: "a")
        for i in 0..<200 {
            let b = solver.makeVariable(named: "b\(i)")
            try solver.add(LinearConstraint(b, .equal, 1, priority: 250))
            try solver.add(LinearConstraint(b, .equal, a))
        }
        #expect(isClose(solver.value(of: a), 1))
        try solver.add(LinearConstraint(a, .equal, 0, priority: 251))
        #expect(isClose(solver.value(of: a), 0))
    }

    @Test("Within one priority the sum of errors is minimised")
    func sumOfErrorsWithinALevel() throws {
        var solver = CassowarySolver()
        let x = solver.makeVariable(named: "x")
        // |x - 0| + |x - 10| + |x - 30| is smallest at the median, 10.
        try solver.add(LinearConstraint(x, .equal, 0, priority: 500))
        try solver.add(LinearConstraint(x, .equal, 10, priority: 500))
        try solver.add(LinearConstraint(x, .equal, 30, priority: 500))
        #expect(isClose(solver.value(of: x), 10))

        // Two pulls to 100 outweigh one to 0 at the same priority.
        var other = CassowarySolver()
        let y = other.makeVariable(named: "y")
        try other.add(LinearConstraint(y, .equal, 0, priority: 300))
        try other.add(LinearConstraint(y, .equal, 100, priority: 300))
        try other.add(LinearConstraint(y, .equal, 100, priority: 300))
        #expect(isClose(other.value(of: y), 100))
    }

    @Test("Levels are settled from the highest down")
    func threeLevels() throws {
        var solver = CassowarySolver()
        let a = solver.makeVariable(named: "a")
        for _ in 0..<50 { try solver.add(LinearConstraint(a, .equal, -20, priority: 200)) }
        try solver.add(LinearConstraint(a, .equal, 0, priority: 300))
        try solver.add(LinearConstraint(a, .greaterThanOrEqual, 3, priority: 400))
        #expect(isClose(solver.value(of: a), 3))
    }
}

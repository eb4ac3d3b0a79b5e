import Testing

@testable import Solver

@Suite("Transactional adds and conflict explanations")
struct TransactionTests {
    /// A small layout with optional constraints, an edit variable and a bounded variable,
    /// so that refusing an add has pivots to undo.
    func makeSolver() throws -> (CassowarySolver, x: Variable, handles: [String: ConstraintHandle]) {
        var solver = CassowarySolver()
        let x = solver.makeVariable(named: "x")
        let y = solver.makeVariable(named: "y")
        let z = solver.makeVariable(named: "z")
        let edit = solver.makeVariable(named: "edit")
        var handles: [String: ConstraintHandle] = [:]
        try solver.addEditVariable(edit, priority: 999)
        try solver.suggestValue(7, for: edit)
        handles["x>=10"] = try solver.add(LinearConstraint(x, .greaterThanOrEqual, 10))
        handles["x<=20"] = try solver.add(LinearConstraint(x, .lessThanOrEqual, 20))
        handles["x==15@500"] = try solver.add(LinearConstraint(x, .equal, 15, priority: 500))
        handles["y==x+edit"] = try solver.add(LinearConstraint(y, .equal, x + edit))
        handles["z>=y@250"] = try solver.add(LinearConstraint(z, .greaterThanOrEqual, y, priority: 250))
        handles["z<=1"] = try solver.add(LinearConstraint(z, .lessThanOrEqual, 1))
        return (solver, x, handles)
    }

    func bits(_ solver: CassowarySolver) -> [UInt64] {
        let solution = solver.solution()
        return (0..<solver.variableCount).map { solution[Variable(id: $0)].bitPattern }
    }

    @Test("A refused required constraint leaves every value and the tableau bit for bit as they were")
    func refusedAddChangesNothing() throws {
        var (solver, x, handles) = try makeSolver()
        #expect(isClose(solver.value(of: x), 15))
        let valuesBefore = bits(solver)
        let tableauBefore = solver.tableau
        let unsatisfiedBefore = solver.unsatisfiedConstraints()

        // Needs the artificial-variable phase, which pivots before it fails.
        let conflicting = LinearConstraint(x, .equal, 30)
        #expect(throws: SolverError.unsatisfiableConstraint(conflicting, conflictingWith: [handles["x<=20"]!])) {
            try solver.add(conflicting)
        }
        #expect(bits(solver) == valuesBefore)
        #expect(solver.tableau == tableauBefore)
        #expect(solver.unsatisfiedConstraints() == unsatisfiedBefore)
        #expect(solver.constraints.count == handles.count)

        // The solver still works: edits, adds.
        try solver.add(LinearConstraint(x, .equal, 18))
        #expect(isClose(solver.value(of: x), 18))
        let edit = Variable(id: 3)
        try solver.suggestValue(-2, for: edit)
        #expect(isClose(solver.value(of: Variable(id: 1)), 16))
    }

    @Test("A conflict among equalities names the required equalities involved, and only those")
    func equalityConflict() throws {
        var solver = CassowarySolver()
        let a = solver.makeVariable(named: "a")
        let b = solver.makeVariable(named: "b")
        let c = solver.makeVariable(named: "c")
        let unrelated = solver.makeVariable(named: "unrelated")
        let aFixed = try solver.add(LinearConstraint(a, .equal, 10))
        let bFromA = try solver.add(LinearConstraint(b, .equal, a + 5))
        try solver.add(LinearConstraint(unrelated, .equal, 3))
        try solver.add(LinearConstraint(b, .equal, 100, priority: 750))
        try solver.add(LinearConstraint(c, .greaterThanOrEqual, b))
        let before = bits(solver)
        let tableauBefore = solver.tableau
        do {
            try solver.add(LinearConstraint(b, .equal, 20))
            Issue.record("b == 20 should have been refused")
        } catch {
            guard case let .unsatisfiableConstraint(_, conflicts) = error else {
                Issue.record("unexpected error \(error)")
                return
            }
            #expect(conflicts == [aFixed, bFromA])
        }
        #expect(bits(solver) == before)
        #expect(solver.tableau == tableauBefore)
    }

    @Test("A conflict among inequalities names the bounds involved")
    func inequalityConflict() throws {
        var solver = CassowarySolver()
        let x = solver.makeVariable(named: "x")
        let y = solver.makeVariable(named: "y")
        let lower = try solver.add(LinearConstraint(x, .greaterThanOrEqual, 10))
        let gap = try solver.add(LinearConstraint(y, .greaterThanOrEqual, x + 5))
        try solver.add(LinearConstraint(y, .lessThanOrEqual, 1000))
        try solver.add(LinearConstraint(y, .equal, 50, priority: 250))
        let before = bits(solver)
        let tableauBefore = solver.tableau
        let refused = LinearConstraint(y, .lessThanOrEqual, 12)
        #expect(throws: SolverError.unsatisfiableConstraint(refused, conflictingWith: [lower, gap])) {
            try solver.add(refused)
        }
        #expect(bits(solver) == before)
        #expect(solver.tableau == tableauBefore)
        try solver.add(LinearConstraint(y, .lessThanOrEqual, 15))
        #expect(isClose(solver.value(of: y), 15))
        #expect(isClose(solver.value(of: x), 10))
    }

    @Test("Invalid input is refused without changing anything")
    func invalidInput() throws {
        var (solver, x, handles) = try makeSolver()
        let before = bits(solver)
        #expect(throws: SolverError.invalidPriority(0)) {
            try solver.add(LinearConstraint(x, .equal, 1, priority: 0))
        }
        #expect(throws: SolverError.invalidEditPriority(1000)) {
            try solver.addEditVariable(x, priority: 1000)
        }
        #expect(throws: SolverError.unknownEditVariable(x)) { try solver.suggestValue(1, for: x) }
        #expect(throws: SolverError.duplicateEditVariable(Variable(id: 3))) {
            try solver.addEditVariable(Variable(id: 3), priority: 500)
        }
        let removed = handles["z<=1"]!
        try solver.remove(removed)
        #expect(throws: SolverError.unknownConstraint(removed)) { try solver.remove(removed) }
        try solver.add(LinearConstraint(Variable(id: 2), .lessThanOrEqual, 1))
        #expect(bits(solver) == before)
    }
}

import Model
import Testing

@testable import Solver

/// Random small systems, checked against properties every correct solver has: required
/// constraints hold, the error at each priority is the same whatever the order of adding
/// or the path of edits (the optimum of each level is unique even when the solution is
/// not), and a refused add changes nothing.
@Suite("Randomized systems")
struct RandomizedTests {
    static let priorities: [Float] = [1000, 1000, 1000, 750, 500, 500, 250]

    static func randomConstraints(_ variables: [Variable], using generator: inout SplitMix64) -> [LinearConstraint] {
        (0..<18).map { _ in
            var expression = LinearExpression(constant: Double(Int.random(in: -50...50, using: &generator)))
            for _ in 0..<Int.random(in: 1...3, using: &generator) {
                let variable = variables[Int.random(in: 0..<variables.count, using: &generator)]
                let coefficient = Double([-2, -1, -1, 1, 1, 1, 2, 0.5][Int.random(in: 0..<8, using: &generator)])
                expression = expression + coefficient * variable
            }
            let relation = LinearConstraint.Relation.allCases[Int.random(in: 0..<3, using: &generator)]
            let priority = priorities[Int.random(in: 0..<priorities.count, using: &generator)]
            return LinearConstraint(expression: expression, relation: relation, priority: priority)
        }
    }

    /// The sum of errors at each optional priority.
    static func errors(_ solution: Solution, _ constraints: [LinearConstraint]) -> [Float: Double] {
        var result: [Float: Double] = [:]
        for constraint in constraints where !constraint.isRequired {
            result[constraint.priority, default: 0] += constraint.violation { solution[$0] }
        }
        return result
    }

    static func expectSameErrors(_ lhs: [Float: Double], _ rhs: [Float: Double], _ context: String) {
        for priority in Set(lhs.keys).union(rhs.keys) {
            #expect(isClose(lhs[priority] ?? 0, rhs[priority] ?? 0, tolerance: 1e-5), "\(context), priority \(priority)")
        }
    }

    @Test(
        "Required constraints hold, refused adds change nothing, any order gives the same errors",
        arguments: UInt64(1)...60)
    func orderIndependence(seed: UInt64) throws {
        var generator = SplitMix64(seed: seed)
        var solver = CassowarySolver()
        let variables = (0..<6).map { solver.makeVariable(named: "v\($0)") }
        let candidates = Self.randomConstraints(variables, using: &generator)
        var accepted: [LinearConstraint] = []
        for constraint in candidates {
            let before = solver.tableau
            let valuesBefore = solver.solution().values.map(\.bitPattern)
            do {
                try solver.add(constraint)
                accepted.append(constraint)
            } catch {
                #expect(constraint.isRequired, "seed \(seed): an optional constraint was refused")
                #expect(solver.tableau == before, "seed \(seed): a refused add changed the tableau")
                #expect(solver.solution().values.map(\.bitPattern) == valuesBefore, "seed \(seed)")
                // The explanation is a real conflict: without those constraints it would fit.
                if case let .unsatisfiableConstraint(_, conflicts) = error {
                    var check = CassowarySolver()
                    _ = (0..<6).map { check.makeVariable(named: "v\($0)") }
                    for handle in conflicts { try check.add(solver.constraint(handle)!) }
                    #expect(throws: SolverError.self, "seed \(seed): the conflict set does not conflict") {
                        try check.add(constraint)
                    }
                    // And it is minimal: without any one of them the constraint fits.
                    for left in conflicts {
                        var smaller = CassowarySolver()
                        _ = (0..<6).map { smaller.makeVariable(named: "v\($0)") }
                        for handle in conflicts where handle != left { try smaller.add(solver.constraint(handle)!) }
                        #expect(throws: Never.self, "seed \(seed): conflict set not minimal, \(left) is not needed") {
                            try smaller.add(constraint)
                        }
                    }
                }
            }
        }
        // Asking all variables at once says what asking each does.
        #expect(solver.ambiguity(of: variables) == variables.map(solver.isAmbiguous), "seed \(seed)")
        let solution = solver.solution()
        for constraint in accepted where constraint.isRequired {
            #expect(constraint.violation { solution[$0] } < 1e-6, "seed \(seed): required \(constraint) broken")
        }
        for round in 0..<3 {
            var shuffled = accepted
            shuffled.shuffle(using: &generator)
            var other = CassowarySolver()
            _ = (0..<6).map { other.makeVariable(named: "v\($0)") }
            for constraint in shuffled { try other.add(constraint) }
            Self.expectSameErrors(
                Self.errors(solution, accepted), Self.errors(other.solution(), accepted),
                "seed \(seed), round \(round)")
        }
    }

    @Test("Edits reach the same optimum as a fresh solve", arguments: UInt64(100)...140)
    func editsReachOptimum(seed: UInt64) throws {
        var generator = SplitMix64(seed: seed)
        var solver = CassowarySolver()
        let variables = (0..<6).map { solver.makeVariable(named: "v\($0)") }
        let candidates = Self.randomConstraints(variables, using: &generator)
        try solver.addEditVariable(variables[0], priority: 900)
        var accepted: [LinearConstraint] = []
        for constraint in candidates where (try? solver.add(constraint)) != nil {
            accepted.append(constraint)
        }
        for _ in 0..<8 {
            let value = Double(Int.random(in: -100...100, using: &generator))
            try solver.suggestValue(value, for: variables[0])
            var fresh = CassowarySolver()
            _ = (0..<6).map { fresh.makeVariable(named: "v\($0)") }
            try fresh.addEditVariable(variables[0], priority: 900)
            try fresh.suggestValue(value, for: variables[0])
            for constraint in accepted { try fresh.add(constraint) }
            let edit = LinearConstraint(variables[0], .equal, value, priority: 900)
            let incremental = solver.solution()
            for constraint in accepted where constraint.isRequired {
                #expect(constraint.violation { incremental[$0] } < 1e-6, "seed \(seed): required broken after edit")
            }
            Self.expectSameErrors(
                Self.errors(incremental, accepted + [edit]), Self.errors(fresh.solution(), accepted + [edit]),
                "seed \(seed), edit to \(value)")
        }
    }
}

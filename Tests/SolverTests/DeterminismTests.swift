import Model
import Testing

@testable import Solver

@Suite("Determinism")
struct DeterminismTests {
    /// A layout with every kind of constraint, including optional constraints of equal
    /// priority that pull against each other (several optimal vertices) and free variables.
    static func constraints(_ v: [Variable]) -> [LinearConstraint] {
        var result: [LinearConstraint] = []
        for i in 0..<8 {
            let left = v[4 * i], width = v[4 * i + 1], top = v[4 * i + 2], height = v[4 * i + 3]
            result.append(LinearConstraint(width, .greaterThanOrEqual, 10))
            result.append(LinearConstraint(width, .equal, 40 + Double(i), priority: 750))
            result.append(LinearConstraint(height, .greaterThanOrEqual, 0))
            result.append(LinearConstraint(height, .equal, 20, priority: 250))
            result.append(LinearConstraint(height, .equal, 30, priority: 250))
            result.append(LinearConstraint(top, .greaterThanOrEqual, 0))
            if i > 0 {
                let previous = v[4 * (i - 1)]
                result.append(LinearConstraint(left, .equal, previous + v[4 * (i - 1) + 1] + 8))
                result.append(LinearConstraint(top + height, .lessThanOrEqual, v[4 * (i - 1) + 2] + 100, priority: 500))
            } else {
                result.append(LinearConstraint(left, .equal, 0))
            }
        }
        result.append(LinearConstraint(v[4 * 7] + v[4 * 7 + 1], .lessThanOrEqual, 300))
        result.append(LinearConstraint(v[2] + v[6], .equal, 17, priority: 600))
        result.append(LinearConstraint(v[10] - 0.5 * v[14], .greaterThanOrEqual, 3, priority: 600))
        return result
    }

    func solve(order seed: UInt64?) -> [UInt64] {
        var solver = CassowarySolver()
        let variables = (0..<32).map { solver.makeVariable(named: "v\($0)") }
        var list = Self.constraints(variables)
        if let seed {
            var generator = SplitMix64(seed: seed)
            list.shuffle(using: &generator)
        }
        let results = solver.add(list)
        for result in results {
            if case .failure(let error) = result { Issue.record("refused: \(error)") }
        }
        let solution = solver.solution()
        return variables.map { solution[$0].bitPattern }
    }

    @Test("The same constraints in any order give the same values, bit for bit")
    func shuffledOrders() {
        let reference = solve(order: nil)
        for seed in UInt64(1)...40 {
            let values = solve(order: seed)
            #expect(values == reference, "order shuffled with SplitMix64 seed \(seed)")
        }
    }

    @Test("The same operations give the same values, bit for bit")
    func repeatable() throws {
        func run() throws -> [UInt64] {
            var solver = CassowarySolver()
            let layout = ChainLayout(views: 30, in: &solver)
            try solver.addEditVariable(layout.x0, priority: 999)
            for constraint in layout.constraints { try solver.add(constraint) }
            try solver.add(LinearConstraint(layout.lefts[29], .lessThanOrEqual, 1500, priority: 900))
            try solver.suggestValue(123.25, for: layout.x0)
            let solution = solver.solution()
            return (layout.lefts + layout.widths).map { solution[$0].bitPattern }
        }
        #expect(try run() == run())
    }

    @Test("A batch add answers in the order given and reports a refused constraint")
    func batchResults() throws {
        var solver = CassowarySolver()
        let x = solver.makeVariable(named: "x")
        let y = solver.makeVariable(named: "y")
        let results = solver.add([
            LinearConstraint(x, .equal, 5, priority: 250),
            LinearConstraint(x, .lessThanOrEqual, 3),
            LinearConstraint(y, .equal, x + 1),
            LinearConstraint(x, .greaterThanOrEqual, 4),
        ])
        #expect(results.count == 4)
        // Canonical order: required first, then by expression: `x - 4 >= 0` comes before
        // `x - 3 <= 0` (smaller constant), so `x <= 3` is the one refused.
        guard case .failure(.unsatisfiableConstraint(_, let conflicts)) = results[1] else {
            Issue.record("x <= 3 should have been refused: \(results[1])")
            return
        }
        #expect(conflicts == [try results[3].get()])
        #expect(isClose(solver.value(of: x), 5))
        #expect(isClose(solver.value(of: y), 6))
        #expect(solver.unsatisfiedConstraints().isEmpty)
    }

    @Test("The canonical order sorts by the pairwise rule: priority, terms, term count, constant, relation")
    func canonicalOrderFollowsThePairwiseRule() {
        var generator = SplitMix64(seed: 37)
        let variables = (0..<4).map { Variable(id: $0) }
        for _ in 0..<20 {
            // Few variables, constants and coefficients, so that many constraints tie on a prefix.
            let constraints = (0..<200).map { _ in
                var constraint = IncrementalTests.randomConstraint(variables, using: &generator)
                constraint.expression.constant = Double(Int.random(in: -2...2, using: &generator))
                return LinearConstraint(
                    expression: constraint.expression.normalized(), relation: constraint.relation, priority: constraint.priority)
            }
            let pairwise = constraints.indices.sorted { lhs, rhs in
                CassowarySolver.canonicalOrder(constraints[lhs], constraints[rhs]) ?? (lhs < rhs)
            }
            #expect(CassowarySolver.canonicalOrder(of: constraints) == pairwise)
        }
    }
}

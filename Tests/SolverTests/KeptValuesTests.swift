import Model
import Testing

@testable import Solver

/// The values an edit keeps up to date (`SolvedValues`): after each constant change and each
/// suggested value, `solution()` must give exactly what evaluating the whole tableau anew gives,
/// and on layouts whose arithmetic is exact, what a fresh solve gives.
@Suite("Values kept through edits")
struct KeptValuesTests {
    /// The solution's values against the tableau evaluated anew, bit for bit; a description
    /// of the first difference.
    static func difference(_ solver: CassowarySolver) -> String? {
        let kept = solver.solution()
        let anew = solver.tableau.variableValues(count: solver.variableCount)
        guard kept.values.count == anew.count else { return "\(kept.values.count) values, evaluated anew \(anew.count)" }
        for index in anew.indices where kept.values[index].bitPattern != anew[index].bitPattern {
            return "\(solver.name(of: Variable(id: index))) is \(kept.values[index]), evaluated anew \(anew[index])"
        }
        return nil
    }

    /// Random systems of 24 variables whose constraints chain them (coefficients such as 0.5
    /// and 2 make the arithmetic inexact), put through runs of edits with now and then an
    /// addition or a removal, which starts the kept values anew.
    @Test("After every edit of a random system, the solution is the whole tableau evaluated anew, bit for bit")
    func randomSystemsMatchEvaluationAnew() {
        var failures: [String] = []
        var keptReads = 0
        for seed in UInt64(1)...150 {
            var generator = SplitMix64(seed: seed)
            var solver = CassowarySolver()
            let variables = (0..<24).map { solver.makeVariable(named: "v\($0)") }
            try! solver.addEditVariable(variables[0], priority: 900)
            var handles: [ConstraintHandle] = []
            for _ in 0..<40 {
                let constraint = IncrementalTests.randomConstraint(variables, using: &generator)
                if let handle = try? solver.add(constraint) { handles.append(handle) }
            }
            for step in 0..<60 where !handles.isEmpty {
                let choice = Int.random(in: 0..<20, using: &generator)
                if choice < 12 {
                    let handle = handles[Int.random(in: 0..<handles.count, using: &generator)]
                    let constant = Double(Int.random(in: -120...120, using: &generator)) / 2
                    try? solver.setConstant(constant, of: handle)
                } else if choice < 18 {
                    try! solver.suggestValue(Double(Int.random(in: -100...100, using: &generator)), for: variables[0])
                } else if choice == 18 {
                    try! solver.remove(handles.remove(at: Int.random(in: 0..<handles.count, using: &generator)))
                } else if let handle = try? solver.add(IncrementalTests.randomConstraint(variables, using: &generator)) {
                    handles.append(handle)
                }
                if solver.keptValues != nil { keptReads += 1 }
                if let difference = Self.difference(solver) { failures.append("seed \(seed), step \(step): \(difference)") }
            }
        }
        #expect(failures.isEmpty, "\(failures.count) differences; first: \(failures.prefix(5).joined(separator: "; "))")
        #expect(keptReads > 150 * 60 / 2, "most reads come from kept values")
    }

    /// A fresh solver with `count` variables, the edit variable `x0` suggested `suggested`, and
    /// `constraints` added together.
    static func freshSolver(_ constraints: [LinearConstraint], variables count: Int, x0: Variable?, suggested: Double) -> CassowarySolver {
        var solver = CassowarySolver()
        for _ in 0..<count { _ = solver.makeVariable() }
        if let x0 {
            try! solver.addEditVariable(x0, priority: 999)
            try! solver.suggestValue(suggested, for: x0)
        }
        _ = solver.add(constraints)
        return solver
    }

    /// Runs of edits only (constant changes of any constraint, required ones included, and
    /// moves of `x0`), each compared with a fresh solve bit for bit where both find a value
    /// determined, and with the tableau evaluated anew. Whole and half points and coefficients
    /// ±1 keep the arithmetic exact, so any difference is a value not brought up to date.
    static func editsMatchFreshSolve(
        _ start: CassowarySolver, x0: Variable?, suggested start0: Double, seed: UInt64, steps: Int
    ) -> (failures: [String], compared: Int) {
        var solver = start
        var generator = SplitMix64(seed: seed)
        var suggested = start0
        var live = solver.constraints.map { ($0, solver.constraint($0)!) }
        var failures: [String] = []
        var compared = 0
        let count = solver.variableCount
        let variables = (0..<count).map { Variable(id: $0) }
        for step in 0..<steps {
            if let x0, Int.random(in: 0..<4, using: &generator) == 0 {
                suggested += Double(Int.random(in: -60...60, using: &generator))
                try! solver.suggestValue(suggested, for: x0)
            } else {
                let index = Int.random(in: 0..<live.count, using: &generator)
                var changed = live[index].1
                changed.expression.constant += Double(Int.random(in: -40...40, using: &generator)) / 2
                if (try? solver.setConstant(changed.expression.constant, of: live[index].0)) != nil { live[index].1 = changed }
            }
            if let difference = Self.difference(solver) { failures.append("step \(step): \(difference)") }
            let fresh = Self.freshSolver(live.map(\.1), variables: count, x0: x0, suggested: suggested)
            guard fresh.constraints.count == live.count else {
                failures.append("step \(step): a fresh solver refuses constraints the edited one holds")
                break
            }
            let edited = solver.solution(), expected = fresh.solution()
            let ambiguous = zip(solver.ambiguity(of: variables), fresh.ambiguity(of: variables)).map { $0 || $1 }
            for variable in variables where !ambiguous[variable.id] {
                compared += 1
                if edited[variable].bitPattern != expected[variable].bitPattern {
                    failures.append("step \(step): \(solver.name(of: variable)) is \(edited[variable]), fresh \(expected[variable])")
                }
            }
        }
        return (failures, compared)
    }

    @Test(
        "On the WORKLOADS.md shapes, runs of constant changes and edit moves give a fresh solve's values bit for bit",
        arguments: WorkloadLayout.Shape.allCases)
    func workloadShapes(_ shape: WorkloadLayout.Shape) {
        var builder = CassowarySolver()
        let layout = WorkloadLayout(shape, views: 24, in: &builder)
        let start = Self.freshSolver(layout.constraints, variables: builder.variableCount, x0: layout.x0, suggested: layout.suggested)
        var failures: [String] = []
        var compared = 0
        for seed in UInt64(1)...3 {
            let run = Self.editsMatchFreshSolve(start, x0: layout.x0, suggested: layout.suggested, seed: seed, steps: 30)
            failures += run.failures.map { "seed \(seed), \($0)" }
            compared += run.compared
        }
        #expect(failures.isEmpty, "values differ; first: \(failures.prefix(5).joined(separator: "; "))")
        #expect(compared > 3 * 30 * 4 * 24 / 2, "most values are determined")
    }

    @Test(
        "On a generated list and cards, as LayoutSystem builds them, runs of constant changes give a fresh solve's values bit for bit",
        arguments: ["list", "cards"])
    func generatedLayouts(_ shape: String) {
        let project = shape == "list" ? VerticalListTests.list(60) : VerticalListTests.cards(6, labels: 9)
        let (solver, _) = VerticalListTests.solver(for: project)
        let run = Self.editsMatchFreshSolve(solver, x0: nil, suggested: 0, seed: 11, steps: 40)
        #expect(run.failures.isEmpty, "values differ; first: \(run.failures.prefix(5).joined(separator: "; "))")
        #expect(run.compared > 40 * solver.variableCount / 2, "most values are determined")
    }

    @Test("A solution taken before an edit keeps the values it had")
    func solutionIsASnapshot() throws {
        var builder = CassowarySolver()
        let layout = WorkloadLayout(.chain, views: 8, in: &builder)
        var solver = Self.freshSolver(layout.constraints, variables: builder.variableCount, x0: layout.x0, suggested: 0)
        try solver.suggestValue(10, for: layout.x0)
        let before = solver.solution()
        let values = before.values
        try solver.suggestValue(40, for: layout.x0)
        #expect(before.values.map(\.bitPattern) == values.map(\.bitPattern))
        #expect(solver.solution()[layout.x0] == 40)
        #expect(before[layout.x0] == 10)
    }

    @Test("Variables made after an edit read 0, as they do evaluated anew")
    func variablesMadeAfterAnEdit() throws {
        var builder = CassowarySolver()
        let layout = WorkloadLayout(.indep, views: 4, in: &builder)
        var solver = Self.freshSolver(layout.constraints, variables: builder.variableCount, x0: layout.x0, suggested: 0)
        try solver.suggestValue(12, for: layout.x0)
        let late = solver.makeVariable(named: "late")
        #expect(solver.solution()[late] == 0)
        #expect(Self.difference(solver) == nil)
    }
}

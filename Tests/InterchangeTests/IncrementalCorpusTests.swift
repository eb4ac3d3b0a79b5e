import Foundation
import Model
import Testing

@testable import Interchange
@testable import Solver

/// The incremental solver on real layouts: every project of the Interface Builder corpus,
/// solved, then put through seeded random constant edits, removals and re-additions (what
/// `edit --constant` and undo ask of a live layout), against a fresh solve of the same
/// constraints in the canonical order.
///
/// Values are compared within the engine's tolerance, not bit for bit: where a layout's
/// arithmetic is inexact (a multiplier of 0.8, a constant of 8.333, equal widths sharing a
/// length by 7), the incremental tableau rounds differently from a fresh one, by a few units
/// in the last place (docs/performance.md, "Results against a fresh solve"). The WORKLOADS.md
/// shapes, whose arithmetic is exact, are compared bit for bit in `IncrementalTests`.
@Suite("The incremental solver on the Interface Builder corpus")
struct IncrementalCorpusTests {
    /// A fresh solver with `count` variables and `constraints` added together.
    static func freshSolver(_ constraints: [LinearConstraint], variables count: Int) -> CassowarySolver {
        var solver = CassowarySolver()
        for _ in 0..<count { _ = solver.makeVariable() }
        _ = solver.add(constraints)
        return solver
    }

    /// Random steps on one project's solver; returns what went wrong, if anything.
    static func run(_ start: CassowarySolver, seed: UInt64, steps: Int, context: String) -> String? {
        var generator = SplitMix64(seed: seed)
        var solver = start
        var live = solver.constraints.map { ($0, solver.constraint($0)!) }
        var removed: [LinearConstraint] = []
        for step in 0..<steps where !live.isEmpty {
            let choice = Int.random(in: 0..<10, using: &generator)
            // Auto Layout's constants: whole and half points.
            let offset = Double(Int.random(in: -40...40, using: &generator)) / 2
            if choice < 6 {
                let index = Int.random(in: 0..<live.count, using: &generator)
                var changed = live[index].1
                changed.expression.constant += offset
                if (try? solver.setConstant(changed.expression.constant, of: live[index].0)) != nil { live[index].1 = changed }
            } else if choice < 8 || removed.isEmpty {
                let index = Int.random(in: 0..<live.count, using: &generator)
                try! solver.remove(live[index].0)
                removed.append(live.remove(at: index).1)
            } else {
                var constraint = removed.remove(at: Int.random(in: 0..<removed.count, using: &generator))
                if choice == 9 { constraint.expression.constant += offset }
                if let handle = try? solver.add(constraint) { live.append((handle, constraint)) }
            }
            let values = solver.solution()
            if let broken = live.first(where: { $0.1.isRequired && $0.1.violation({ values[$0] }) >= 1e-6 }) {
                return "\(context), step \(step): required \(broken.1) broken by \(broken.1.violation { values[$0] })"
            }
        }
        let constraints = live.map(\.1)
        let fresh = freshSolver(constraints, variables: solver.variableCount)
        guard fresh.constraints.count == constraints.count else {
            return "\(context): a fresh solver refuses constraints the incremental one holds"
        }
        let incremental = solver.solution(), expected = fresh.solution()
        var errors: [Float: (Double, Double)] = [:]
        for constraint in constraints where !constraint.isRequired {
            errors[constraint.priority, default: (0, 0)].0 += constraint.violation { incremental[$0] }
            errors[constraint.priority, default: (0, 0)].1 += constraint.violation { expected[$0] }
        }
        if let (priority, (got, want)) = errors.first(where: { abs($0.value.0 - $0.value.1) >= 1e-8 }) {
            return "\(context): error at priority \(priority) is \(got), fresh \(want)"
        }
        let variables = (0..<solver.variableCount).map { Variable(id: $0) }
        let ambiguous = zip(solver.ambiguity(of: variables), fresh.ambiguity(of: variables)).map { $0 || $1 }
        for variable in variables where !ambiguous[variable.id] && abs(incremental[variable] - expected[variable]) >= 1e-8 {
            return "\(context): \(solver.name(of: variable)) is \(incremental[variable]), fresh \(expected[variable])"
        }
        return nil
    }

    @Test("Random constant edits, removals and re-additions on every corpus layout keep required constraints and give a fresh solve's optimum")
    func matchesFreshSolve() throws {
        var failures: [String] = []
        var projects = 0
        for (documentIndex, url) in try CorpusImportTests.documents().enumerated() {
            let document = try IBDocument(bytes: Array(try Data(contentsOf: url)), file: url.lastPathComponent)
            for (index, project) in DocumentImport(document, fallbackName: "doc").projects.enumerated() {
                var system = LayoutSystem(project: project, environment: LayoutEnvironment(designOf: project))
                _ = system.solve()
                projects += 1
                let seed = UInt64(documentIndex * 1000 + index)
                if let failure = Self.run(system.solver, seed: seed, steps: 20, context: "\(url.lastPathComponent) \(project.name), seed \(seed)") {
                    failures.append(failure)
                }
            }
        }
        #expect(projects > 250)
        #expect(failures.count == 0, "first: \(failures.prefix(3).joined(separator: "; "))")
    }
}

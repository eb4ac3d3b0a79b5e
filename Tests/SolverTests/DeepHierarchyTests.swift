import Model
import Testing

@testable import Solver

/// Views nested deep, each centered in its superview and 2 points narrower: the system of
/// `layoutstore-bench deep N`.
@Suite("Deep hierarchies")
struct DeepHierarchyTests {
    @Test("A view nested 400 levels deep is solved with definitions of a few cells, not one per level")
    func definitionsStayShort() throws {
        let depth = 400
        var solver = CassowarySolver()
        var lefts: [Variable] = [], widths: [Variable] = []
        for level in 0...depth {
            lefts.append(solver.makeVariable(named: "v\(level).x"))
            widths.append(solver.makeVariable(named: "v\(level).width"))
        }
        var constraints = [LinearConstraint(lefts[0], .equal, 0), LinearConstraint(widths[0], .equal, 1000)]
        for level in 1...depth {
            constraints.append(LinearConstraint(lefts[level] + 0.5 * widths[level], .equal, lefts[level - 1] + 0.5 * widths[level - 1]))
            constraints.append(LinearConstraint(widths[level], .equal, widths[level - 1] - 2))
        }
        // In the canonical order, as LayoutSystem adds them: each centering comes before the
        // width that it mentions is fixed by.
        for result in solver.add(constraints) { _ = try result.get() }
        let solution = solver.solution()
        for level in [1, 17, depth] {
            #expect(isClose(solution[lefts[level]], Double(level)))
            #expect(isClose(solution[widths[level]], 1000 - 2 * Double(level)))
        }
        let longest =
            solver.tableau.rows.indices.filter { solver.tableau.roles[$0] != .objective }
            .map { solver.tableau.rows[$0].cells.count }.max() ?? 0
        #expect(longest <= 6, "a row of \(longest) cells: definitions grow with the depth")
        #expect(solver.ambiguity(of: lefts + widths).allSatisfy { !$0 })
    }
}

import Model
@testable import Solver

/// Values within the tests' tolerance.
func isClose(_ actual: Double, _ expected: Double, tolerance: Double = 1e-6) -> Bool {
    abs(actual - expected) < tolerance
}

/// The views of Benchmarks/README.md, as a list of constraints.
struct ChainLayout {
    var x0: Variable
    var lefts: [Variable] = []
    var widths: [Variable] = []
    var tops: [Variable] = []
    var heights: [Variable] = []
    var constraints: [LinearConstraint] = []

    init(views: Int, in solver: inout CassowarySolver) {
        x0 = solver.makeVariable(named: "x0")
        for i in 0..<views {
            lefts.append(solver.makeVariable(named: "v\(i).left"))
            widths.append(solver.makeVariable(named: "v\(i).width"))
            tops.append(solver.makeVariable(named: "v\(i).top"))
            heights.append(solver.makeVariable(named: "v\(i).height"))
        }
        for i in 0..<views {
            constraints.append(LinearConstraint(widths[i], .greaterThanOrEqual, 10))
            constraints.append(LinearConstraint(widths[i], .equal, 50, priority: 750))
            let position = i == 0 ? x0 + 8 : lefts[i - 1] + widths[i - 1] + 8
            constraints.append(LinearConstraint(lefts[i], .equal, position))
            constraints.append(LinearConstraint(tops[i], .equal, 0))
            constraints.append(LinearConstraint(heights[i], .greaterThanOrEqual, 0))
            constraints.append(LinearConstraint(heights[i], .equal, 44, priority: 750))
        }
    }
}

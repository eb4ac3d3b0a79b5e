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

/// The five layouts of `../shared/bench/WORKLOADS.md` (chain, rows, indep, screen, column), as
/// `layoutstore-bench solver` builds them: the edit variable `x0` at a strong priority, and the
/// constraints in the benchmark's order.
struct WorkloadLayout {
    enum Shape: String, CaseIterable, Sendable {
        case chain, rows, indep, screen, column
    }

    var x0: Variable
    /// `x0`'s suggested value in the benchmark.
    var suggested: Double
    var constraints: [LinearConstraint] = []

    init(_ shape: Shape, views n: Int, in solver: inout CassowarySolver) {
        x0 = solver.makeVariable(named: "x0")
        suggested = shape == .screen ? 376 : shape == .column ? 375 : 0
        let lefts = (0..<n).map { solver.makeVariable(named: "v\($0).left") }
        let widths = (0..<n).map { solver.makeVariable(named: "v\($0).width") }
        let tops = (0..<n).map { solver.makeVariable(named: "v\($0).top") }
        let heights = (0..<n).map { solver.makeVariable(named: "v\($0).height") }
        func add(_ constraint: LinearConstraint) { constraints.append(constraint) }
        for i in 0..<n {
            if shape == .column {
                add(LinearConstraint(lefts[i], .equal, 16))
                add(LinearConstraint(lefts[i] + widths[i], .equal, x0 - 16))
                add(LinearConstraint(heights[i], .equal, 44))
                add(LinearConstraint(tops[i], .equal, i == 0 ? LinearExpression(constant: 20) : tops[i - 1] + heights[i - 1] + 8))
                continue
            }
            guard shape == .screen else {
                add(LinearConstraint(widths[i], .greaterThanOrEqual, 10))
                add(LinearConstraint(widths[i], .equal, 50, priority: 750))
                let startsRow = shape == .chain ? i == 0 : shape == .rows ? i % 10 == 0 : true
                add(LinearConstraint(lefts[i], .equal, startsRow ? x0 + 8 : lefts[i - 1] + widths[i - 1] + 8))
                add(LinearConstraint(tops[i], .equal, 0))
                add(LinearConstraint(heights[i], .greaterThanOrEqual, 0))
                add(LinearConstraint(heights[i], .equal, 44, priority: 750))
                continue
            }
            let column = i % 4, row = i / 4
            add(LinearConstraint(widths[i], .greaterThanOrEqual, 20))
            add(LinearConstraint(widths[i], .equal, 80, priority: 250))
            add(LinearConstraint(widths[i], .lessThanOrEqual, 300, priority: 750))
            add(LinearConstraint(heights[i], .greaterThanOrEqual, 30))
            add(LinearConstraint(heights[i], .equal, 44, priority: 750))
            if column == 0 {
                add(LinearConstraint(lefts[i], .equal, 16))
                if row == 0 {
                    add(LinearConstraint(tops[i], .equal, 20))
                } else {
                    let below = tops[i - 4] + heights[i - 4] + 8
                    add(LinearConstraint(tops[i], .greaterThanOrEqual, below))
                    add(LinearConstraint(tops[i], .equal, below, priority: 600))
                }
            } else {
                let after = lefts[i - 1] + widths[i - 1] + 8
                add(LinearConstraint(lefts[i], .greaterThanOrEqual, after))
                add(LinearConstraint(lefts[i], .equal, after, priority: 500))
                add(LinearConstraint(tops[i], .equal, tops[i - 1]))
            }
            if column == 3 {
                add(LinearConstraint(lefts[i] + widths[i], .lessThanOrEqual, x0 - 16))
                add(LinearConstraint(lefts[i] + widths[i], .equal, x0 - 16, priority: 300))
            }
        }
    }
}

// The solver workloads of Benchmarks/README.md, built exactly as kiwi_reference.py
// builds them, timed the same way, printed as one JSON line.

import Solver

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

enum SolverBenchmark {
    enum Scenario: String {
        case chain, rows, indep, screen, column
    }

    /// The edit variable's first suggested value and the other one the edits alternate with.
    static func editValues(_ scenario: Scenario) -> (first: Double, other: Double) {
        switch scenario {
        case .screen: (376, 414)
        case .column: (375, 414)
        case .chain, .rows, .indep: (0, 100)
        }
    }

    /// Priority of the edit variable x0: a strong edit, just below required.
    static let strongEdit: Float = 999
    /// Priority of the width and height preferences.
    static let preferred: Float = 750

    static func run(_ arguments: [String]) -> Bool {
        if arguments.count == 2, arguments[0] == "strict", let n = Int(arguments[1]), n > 0 {
            measureStrictPriorities(n)
            return true
        }
        guard arguments.count == 2, let scenario = Scenario(rawValue: arguments[0]),
            let views = Int(arguments[1]), views > 0
        else { return false }
        measure(scenario, views: views)
        return true
    }

    static func expectedLastLeft(_ scenario: Scenario, views: Int, x0: Double) -> Double {
        switch scenario {
        case .chain: x0 + 8 + 58 * Double(views - 1)
        case .rows: x0 + 8 + 58 * Double((views - 1) % 10)
        case .indep, .screen, .column: x0 + 8
        }
    }

    /// One workload's variables, and the constraint `const_edit_ms` changes.
    struct Layout {
        var x0: Variable
        var lefts: [Variable], widths: [Variable], tops: [Variable], heights: [Variable]
        var edited = ConstraintHandle?.none
        /// The edited constraint's right-hand constant, and its other value.
        var base: Double
        var constraints = 1
    }

    /// Adds the constraints of `scenario` (WORKLOADS.md), in kiwi_reference.py's order.
    static func build(_ scenario: Scenario, _ n: Int, in solver: inout CassowarySolver) throws(SolverError) -> Layout {
        var layout = Layout(
            x0: solver.makeVariable(named: "x0"),
            lefts: (0..<n).map { solver.makeVariable(named: "v\($0).left") },
            widths: (0..<n).map { solver.makeVariable(named: "v\($0).width") },
            tops: (0..<n).map { solver.makeVariable(named: "v\($0).top") },
            heights: (0..<n).map { solver.makeVariable(named: "v\($0).height") },
            base: scenario == .screen ? 16 : scenario == .column ? 44 : 50)
        let (x0, lefts, widths, tops, heights) = (layout.x0, layout.lefts, layout.widths, layout.tops, layout.heights)
        try solver.addEditVariable(x0, priority: strongEdit)
        try solver.suggestValue(editValues(scenario).first, for: x0)
        func add(_ constraint: LinearConstraint) throws(SolverError) {
            try solver.add(constraint)
            layout.constraints += 1
        }
        if scenario == .column {
            // WORKLOADS.md's vertical list: `H:|-16-[vi]-16-|`, `V:|-20-[v0(44)]-8-[v1(44)]-8-…`.
            for i in 0..<n {
                try add(LinearConstraint(lefts[i], .equal, 16))
                try add(LinearConstraint(lefts[i] + widths[i], .equal, x0 - 16))
                let height = try solver.add(LinearConstraint(heights[i], .equal, 44))
                layout.constraints += 1
                if i == 0 { layout.edited = height }
                try add(LinearConstraint(tops[i], .equal, i == 0 ? LinearExpression(constant: 20) : tops[i - 1] + heights[i - 1] + 8))
            }
            return layout
        }
        if scenario == .screen {
            for i in 0..<n {
                let column = i % 4, row = i / 4
                try add(LinearConstraint(widths[i], .greaterThanOrEqual, 20))
                try add(LinearConstraint(widths[i], .equal, 80, priority: 250))
                try add(LinearConstraint(widths[i], .lessThanOrEqual, 300, priority: 750))
                try add(LinearConstraint(heights[i], .greaterThanOrEqual, 30))
                try add(LinearConstraint(heights[i], .equal, 44, priority: 750))
                if column == 0 {
                    let handle = try solver.add(LinearConstraint(lefts[i], .equal, 16))
                    layout.constraints += 1
                    if i == 0 { layout.edited = handle }
                    if row == 0 {
                        try add(LinearConstraint(tops[i], .equal, 20))
                    } else {
                        let below = tops[i - 4] + heights[i - 4] + 8
                        try add(LinearConstraint(tops[i], .greaterThanOrEqual, below))
                        try add(LinearConstraint(tops[i], .equal, below, priority: 600))
                    }
                } else {
                    let after = lefts[i - 1] + widths[i - 1] + 8
                    try add(LinearConstraint(lefts[i], .greaterThanOrEqual, after))
                    try add(LinearConstraint(lefts[i], .equal, after, priority: 500))
                    try add(LinearConstraint(tops[i], .equal, tops[i - 1]))
                }
                if column == 3 {
                    try add(LinearConstraint(lefts[i] + widths[i], .lessThanOrEqual, x0 - 16))
                    try add(LinearConstraint(lefts[i] + widths[i], .equal, x0 - 16, priority: 300))
                }
            }
            return layout
        }
        for i in 0..<n {
            try add(LinearConstraint(widths[i], .greaterThanOrEqual, 10))
            let preference = try solver.add(LinearConstraint(widths[i], .equal, 50, priority: preferred))
            layout.constraints += 1
            if i == 0 { layout.edited = preference }
            let startsRow: Bool
            switch scenario {
            case .chain: startsRow = i == 0
            case .rows: startsRow = i % 10 == 0
            case .indep, .screen, .column: startsRow = true
            }
            let position = startsRow ? x0 + 8 : lefts[i - 1] + widths[i - 1] + 8
            try add(LinearConstraint(lefts[i], .equal, position))
            try add(LinearConstraint(tops[i], .equal, 0))
            try add(LinearConstraint(heights[i], .greaterThanOrEqual, 0))
            try add(LinearConstraint(heights[i], .equal, 44, priority: preferred))
        }
        return layout
    }

    /// Checks the layout at `x0`: the last view's left (chain, rows, indep), the first
    /// row's right edge at `x0 - 16` and, at the screen's first width, its last view at 280
    /// with width 80 (screen), or the last view's top at `20 + 52·(N−1)` (plus the first
    /// height's change from 44) and every width `x0 − 32` (column).
    static func check(_ scenario: Scenario, _ layout: Layout, _ solution: Solution, x0: Double, firstHeight: Double = 44) {
        let n = layout.lefts.count
        if scenario == .column {
            check(solution[layout.tops[n - 1]], 20 + 52 * Double(n - 1) + (n > 1 ? firstHeight - 44 : 0))
            check(solution[layout.widths[n - 1]], x0 - 32)
            return
        }
        if scenario == .screen {
            guard n >= 4 else { return }
            check(solution[layout.lefts[3]] + solution[layout.widths[3]], x0 - 16)
            if x0 == 376 {
                check(solution[layout.lefts[3]], 280)
                check(solution[layout.widths[3]], 80)
            }
        } else {
            check(solution[layout.lefts[n - 1]], expectedLastLeft(scenario, views: n, x0: x0))
        }
    }

    static func measure(_ scenario: Scenario, views n: Int) {
        let start = now()
        var solver = CassowarySolver()
        let layout: Layout
        do {
            layout = try build(scenario, n, in: &solver)
        } catch {
            fatalError("building the \(scenario) layout failed: \(error)")
        }
        let every = layout.lefts + layout.widths + layout.tops + layout.heights
        var solution = solver.solution()
        var checksum = every.reduce(0) { $0 + solution[$1] }
        let buildSolve = now() - start
        let (firstX0, otherX0) = editValues(scenario)
        check(scenario, layout, solution, x0: firstX0)

        var edits: [Double] = []
        for k in 0..<21 {
            let x = k % 2 == 0 ? otherX0 : firstX0
            let editStart = now()
            try! solver.suggestValue(x, for: layout.x0)
            solution = solver.solution()
            checksum += every.reduce(0) { $0 + solution[$1] }
            edits.append(now() - editStart)
            check(scenario, layout, solution, x0: x)
        }
        try! solver.suggestValue(firstX0, for: layout.x0)

        // `width_0 == 50 @750` (`left_0 == 16` in screen, `height_0 == 44` in column) to 60
        // (26, 54), then back, and so on: the constraint's expression is `width_0 - 50`, so its
        // constant becomes -60.
        var constantEdits: [Double] = []
        for k in 0..<11 {
            let value = k % 2 == 0 ? layout.base + 10 : layout.base
            let editStart = now()
            try! solver.setConstant(-value, of: layout.edited!)
            solution = solver.solution()
            checksum += every.reduce(0) { $0 + solution[$1] }
            constantEdits.append(now() - editStart)
            switch scenario {
            case .screen: check(solution[layout.lefts[0]], value)
            case .column:
                check(solution[layout.heights[0]], value)
                check(scenario, layout, solution, x0: firstX0, firstHeight: value)
            case .chain, .rows, .indep: check(solution[layout.widths[0]], value)
            }
        }
        precondition(checksum.isFinite)

        var usage = rusage()
        #if os(Linux)
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        let peakMegabytes = Double(usage.ru_maxrss) / 1024  // KB on Linux
        #else
        getrusage(RUSAGE_SELF, &usage)
        let peakMegabytes = Double(usage.ru_maxrss) / 1024 / 1024  // bytes on macOS
        #endif
        print(
            "{\"engine\": \"layoutstore-solver\", \"scenario\": \"\(scenario.rawValue)\", \"views\": \(n), "
                + "\"constraints\": \(layout.constraints), \"build_solve_ms\": \(rounded(buildSolve * 1e3, 3)), "
                + "\"edit_ms\": \(rounded(median(edits) * 1e3, 4)), "
                + "\"const_edit_ms\": \(rounded(median(constantEdits) * 1e3, 4)), "
                + "\"peak_rss_mb\": \(rounded(peakMegabytes, 1))}")
    }

    /// Not a WORKLOADS.md system: `a == 0 @251` against n pairs `b == a`, `b == 1 @250`,
    /// added in the order that makes every `b == a` need the artificial-variable phase.
    static func measureStrictPriorities(_ n: Int) {
        let start = now()
        var solver = CassowarySolver()
        let a = solver.makeVariable(named: "a")
        do {
            for i in 0..<n {
                let b = solver.makeVariable(named: "b\(i)")
                try solver.add(LinearConstraint(b, .equal, 1, priority: 250))
                try solver.add(LinearConstraint(b, .equal, a))
            }
            try solver.add(LinearConstraint(a, .equal, 0, priority: 251))
        } catch {
            fatalError("\(error)")
        }
        check(solver.value(of: a), 0)
        print(
            "{\"engine\": \"layoutstore-solver\", \"scenario\": \"strict\", \"pairs\": \(n), \"build_solve_ms\": \(rounded((now() - start) * 1e3, 3))}"
        )
    }

    static func check(_ actual: Double, _ expected: Double) {
        guard abs(actual - expected) < 1e-6 else {
            printError("wrong answer: last left is \(actual), expected \(expected)\n")
            exit(1)
        }
    }

    static func rounded(_ value: Double, _ places: Int) -> Double {
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        return (value * scale).rounded() / scale
    }

    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
    }
}

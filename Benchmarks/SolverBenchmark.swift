// The solver workloads of Benchmarks/README.md, built exactly as kiwi_reference.py
// builds them, timed the same way, printed as one JSON line.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Solver

enum SolverBenchmark {
    enum Scenario: String {
        case chain, rows, indep
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
        case .indep: x0 + 8
        }
    }

    static func measure(_ scenario: Scenario, views n: Int) {
        let start = now()
        var solver = CassowarySolver()
        let x0 = solver.makeVariable(named: "x0")
        let lefts = (0..<n).map { solver.makeVariable(named: "v\($0).left") }
        let widths = (0..<n).map { solver.makeVariable(named: "v\($0).width") }
        let tops = (0..<n).map { solver.makeVariable(named: "v\($0).top") }
        let heights = (0..<n).map { solver.makeVariable(named: "v\($0).height") }
        let every = lefts + widths + tops + heights
        var constraints = 1
        do {
            try solver.addEditVariable(x0, priority: strongEdit)
            try solver.suggestValue(0, for: x0)
            for i in 0..<n {
                try solver.add(LinearConstraint(widths[i], .greaterThanOrEqual, 10))
                try solver.add(LinearConstraint(widths[i], .equal, 50, priority: preferred))
                let startsRow: Bool
                switch scenario {
                case .chain: startsRow = i == 0
                case .rows: startsRow = i % 10 == 0
                case .indep: startsRow = true
                }
                let position = startsRow ? x0 + 8 : lefts[i - 1] + widths[i - 1] + 8
                try solver.add(LinearConstraint(lefts[i], .equal, position))
                try solver.add(LinearConstraint(tops[i], .equal, 0))
                try solver.add(LinearConstraint(heights[i], .greaterThanOrEqual, 0))
                try solver.add(LinearConstraint(heights[i], .equal, 44, priority: preferred))
                constraints += 6
            }
        } catch {
            fatalError("building the \(scenario) layout failed: \(error)")
        }
        var solution = solver.solution()
        var checksum = every.reduce(0) { $0 + solution[$1] }
        let buildSolve = now() - start
        check(solution[lefts[n - 1]], expectedLastLeft(scenario, views: n, x0: 0))

        var edits: [Double] = []
        for k in 0..<21 {
            let x: Double = k % 2 == 0 ? 100 : 0
            let editStart = now()
            try! solver.suggestValue(x, for: x0)
            solution = solver.solution()
            checksum += every.reduce(0) { $0 + solution[$1] }
            edits.append(now() - editStart)
            check(solution[lefts[n - 1]], expectedLastLeft(scenario, views: n, x0: x))
        }
        edits.sort()
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
                + "\"constraints\": \(constraints), \"build_solve_ms\": \(rounded(buildSolve * 1e3, 3)), "
                + "\"edit_ms\": \(rounded(edits[edits.count / 2] * 1e3, 4)), "
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
        print("{\"engine\": \"layoutstore-solver\", \"scenario\": \"strict\", \"pairs\": \(n), \"build_solve_ms\": \(rounded((now() - start) * 1e3, 3))}")
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

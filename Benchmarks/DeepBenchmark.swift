import Dispatch
import Model
import Solver

/// `layoutstore-bench deep N`: a view hierarchy N levels deep, each view inset by 1 point on
/// every side from its superview (four required constraints a view), solved through
/// `LayoutSystem`. Prints one JSON line: the solve's time (median of 3) and whether the
/// innermost view is where it must be.
enum DeepBenchmark {
    static func run(_ arguments: [String]) -> Bool {
        guard arguments.count == 1, let depth = Int(arguments[0]), depth > 0 else { return false }
        let side = Double(4 * depth + 100)
        let project = project(depth: depth, side: side)
        let environment = LayoutEnvironment(rootWidth: side, rootHeight: side)
        var times: [Double] = []
        var solution: LayoutSolution?
        for _ in 0..<3 {
            let start = DispatchTime.now().uptimeNanoseconds
            solution = LayoutSystem.solve(project, in: environment)
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        }
        let innermost = project.views[project.views.count - 1].id
        let expected = Rect(x: Double(depth), y: Double(depth), width: side - 2 * Double(depth), height: side - 2 * Double(depth))
        let correct = solution?.absoluteFrames[innermost] == expected && solution?.hasProblems == false
        print(
            "{\"engine\": \"layoutstore-solver\", \"scenario\": \"deep\", \"views\": \(depth + 1), \"solve_ms\": \(Double(Int(median(times) * 1000)) / 1000), \"correct\": \(correct)}"
        )
        return true
    }

    static func project(depth: Int, side: Double) -> Project {
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: side, height: side))
        var project = Project(name: "Deep", views: [root])
        var parent = root
        for level in 1...depth {
            let inset = Double(level)
            var view = View(name: "v\(level)", frame: Rect(x: 1, y: 1, width: side - 2 * inset, height: side - 2 * inset))
            view.parent = parent.id
            project.views.append(view)
            for text in [
                "v\(level).centerX = \(parent.name).centerX", "v\(level).centerY = \(parent.name).centerY",
                "v\(level).width = \(parent.name).width - 2", "v\(level).height = \(parent.name).height - 2",
            ] {
                guard let typed = try? Equation.parse(text), let equation = try? project.resolve(typed.equation) else {
                    fatalError("bad benchmark equation \(text)")
                }
                project.constraints.append(Constraint(equation: equation, priority: .required))
            }
            parent = view
        }
        return project
    }
}

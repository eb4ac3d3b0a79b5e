import Dispatch
import Model
import Solver

/// `layoutstore-bench stack N [PER_STACK]`: N labels in horizontal stack views of PER_STACK
/// (default N: one stack), solved through `LayoutSystem`, against the same layout written with
/// the explicit constraints a stack makes (edges, spacing, fill alignment) on a plain container,
/// in the same run. Prints the median of 5 solves of each, their ratio, and checks that both
/// give the same frames.
enum StackBenchmark {
    static func run(_ arguments: [String]) -> Bool {
        guard let count = arguments.first.flatMap(Int.init), count > 0 else { return false }
        let perStack = arguments.count > 1 ? Int(arguments[1]) ?? count : count
        guard perStack > 0 else { return false }
        let stacked = project(labels: count, perStack: perStack, asStacks: true)
        let explicit = project(labels: count, perStack: perStack, asStacks: false)
        let environment = LayoutEnvironment(rootWidth: 100_000, rootHeight: 100_000)
        let (stackTime, stackSolution) = medianTime { LayoutSystem.solve(stacked, in: environment) }
        let (explicitTime, explicitSolution) = medianTime { LayoutSystem.solve(explicit, in: environment) }
        let same = zip(stacked.views, explicit.views).allSatisfy { stackSolution.frames[$0.id] == explicitSolution.frames[$1.id] }
        print(
            "\(count) labels in stacks of \(perStack): stack views \(format(stackTime)) ms, explicit constraints \(format(explicitTime)) ms, ratio \(format(stackTime / explicitTime))x; same frames: \(same)"
        )
        return true
    }

    /// Rows of labels 40 x 20, 8 apart, one row per group, the rows 30 apart down the root.
    static func project(labels count: Int, perStack: Int, asStacks: Bool) -> Project {
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 100_000, height: 100_000))
        var project = Project(name: "Stacks", views: [root])
        var constraints: [(String, Priority)] = []
        for group in 0..<((count + perStack - 1) / perStack) {
            let members = (group * perStack)..<min(count, (group + 1) * perStack)
            let labels = members.map { index in
                View(name: "l\(index)", kind: .label, intrinsicContentSize: IntrinsicContentSize(width: 40, height: 20))
            }
            var row = View(name: "row\(group)", parent: root.id, index: group, kind: asStacks ? .stackView : .view)
            if asStacks { row.stack = StackView(axis: .horizontal, spacing: .points(8), arrangedSubviews: labels.map(\.id)) }
            project.views.append(row)
            for (position, label) in labels.enumerated() {
                var label = label
                label.parent = row.id
                label.index = position
                project.views.append(label)
            }
            constraints += [("row\(group).leading = root.leading", .required), ("row\(group).top = root.top + \(group * 30)", .required)]
            guard !asStacks else { continue }
            let names = labels.map(\.name)
            constraints.append(("\(names[0]).leading = row\(group).leading", .required))
            constraints.append(("row\(group).trailing = \(names[names.count - 1]).trailing", .required))
            for (previous, next) in zip(names, names.dropFirst()) { constraints.append(("\(next).leading = \(previous).trailing + 8", .required)) }
            for name in names {
                constraints.append(("\(name).top = row\(group).top", .required))
                constraints.append(("row\(group).bottom = \(name).bottom", .required))
            }
        }
        for (text, priority) in constraints {
            guard let typed = try? Equation.parse(text), let equation = try? project.resolve(typed.equation) else {
                fatalError("bad benchmark equation \(text)")
            }
            project.constraints.append(Constraint(equation: equation, priority: priority))
        }
        return project
    }

    /// The median time of 5 runs of `body` (after one to warm up), in milliseconds, and its last solution.
    static func medianTime(_ body: () -> LayoutSolution) -> (Double, LayoutSolution) {
        var times: [Double] = []
        var solution = body()
        for _ in 0..<5 {
            let start = DispatchTime.now().uptimeNanoseconds
            solution = body()
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        }
        return (median(times), solution)
    }

    static func format(_ value: Double) -> String { String(Double(Int(value * 100)) / 100) }
}

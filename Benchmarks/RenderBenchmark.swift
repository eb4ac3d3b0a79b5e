import Dispatch
import Model
import Render
import Solver

/// `layoutstore-bench render N`: a project of N views (cards of ten: a card and nine labels in
/// a row, with spaces, alignments, equal widths and an optional height each), solved once, then
/// drawn as a picture and written as SVG. Prints the median of 5 renders (picture and SVG
/// apart), the solve's time for comparison, and the SVG's size. The goal: under 50 ms at 1,000.
enum RenderBenchmark {
    static func run(_ arguments: [String]) -> Bool {
        guard arguments.count == 1, let count = Int(arguments[0]), count >= 10 else { return false }
        let (project, environment) = project(views: count)
        let solveStart = DispatchTime.now().uptimeNanoseconds
        let layout = SolvedLayout(solving: project, in: environment)
        let solveTime = milliseconds(since: solveStart)
        var pictureTimes: [Double] = [], svgTimes: [Double] = []
        var bytes = 0, elements = 0
        for _ in 0..<6 {
            let start = DispatchTime.now().uptimeNanoseconds
            guard let picture = try? Picture(layout) else { fatalError("the benchmark's picture could not be made") }
            pictureTimes.append(milliseconds(since: start))
            let svgStart = DispatchTime.now().uptimeNanoseconds
            bytes = picture.svg.utf8.count
            svgTimes.append(milliseconds(since: svgStart))
            elements = picture.elements.count
        }
        // The first run warms up; the median of the other five.
        let picture = median(Array(pictureTimes.dropFirst())), svg = median(Array(svgTimes.dropFirst()))
        let problems = layout.solution.hasProblems ? " (the layout has problems!)" : ""
        print(
            "render \(project.views.count) views, \(project.constraints.count) constraints: picture \(format(picture)) ms + SVG \(format(svg)) ms = \(format(picture + svg)) ms (median of 5); solve \(format(solveTime)) ms; \(elements) elements, \(bytes / 1024) KiB of SVG\(problems)"
        )
        return true
    }

    /// Cards of ten views down a phone-wide root: each card pinned to the root's margins, 8 pt
    /// below the previous one, holding nine labels 8 pt apart, tops aligned, equal widths.
    static func project(views count: Int) -> (Project, LayoutEnvironment) {
        let cards = count / 10
        let height = Double(cards) * 44 + 16
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 375, height: height))
        var project = Project(name: "Cards", views: [root])
        var equations: [String] = []
        for card in 0..<cards {
            let name = "card\(card)"
            let top = 8 + Double(card) * 44
            let container = View(name: name, parent: root.id, index: card, frame: Rect(x: 8, y: top, width: 359, height: 36))
            project.views.append(container)
            equations += ["\(name).leading = root.leadingMargin", "\(name).trailing = root.trailingMargin", "\(name).height = 36"]
            equations.append(card == 0 ? "\(name).top = root.top + 8" : "\(name).top = card\(card - 1).bottom + 8")
            for item in 0..<9 {
                let label = "c\(card)l\(item)"
                project.views.append(
                    View(
                        name: label, parent: container.id, index: item, kind: .label,
                        frame: Rect(x: 8 + Double(item) * 39, y: 8, width: 31, height: 20)))
                equations.append(item == 0 ? "\(label).leading = \(name).leading + 8" : "\(label).leading = c\(card)l\(item - 1).trailing + 8")
                equations.append(item == 0 ? "\(label).top = \(name).top + 8" : "\(label).top = c\(card)l0.top")
                equations.append(item == 0 ? "\(label).height = 20 @750" : "\(label).height = c\(card)l0.height")
                if item > 0 { equations.append("\(label).width = c\(card)l0.width") }
            }
            equations.append("\(name).trailing = c\(card)l8.trailing + 8")
        }
        for text in equations {
            guard let typed = try? Equation.parse(text), let equation = try? project.resolve(typed.equation) else {
                fatalError("bad benchmark equation \(text)")
            }
            project.constraints.append(Constraint(equation: equation, priority: typed.priority))
        }
        return (project, LayoutEnvironment(rootWidth: 375, rootHeight: height))
    }

    static func milliseconds(since start: UInt64) -> Double { Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6 }
    static func format(_ value: Double) -> String { String(Double(Int(value * 100)) / 100) }
}

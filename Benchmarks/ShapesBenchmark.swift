import Foundation
import Model
import Solver
import Storage

/// `layoutstore-bench shapes PATH_TO_LAYOUTSTORE [SHAPES [FROM [TO [SEED]]]]`: how `check` grows
/// with the size of a layout, as whole `layoutstore` processes run it, on the shapes of
/// ``ShapeLayouts`` (SHAPES: `list`, `cards`, `random`, comma-separated, or `all`, the default).
///
/// For each shape, from FROM views (1,000) doubling up to TO (100,000; TO itself is the last
/// size): a store holding the layout is made in a child process, then `layoutstore check` runs
/// on it three times. One JSON line a size: the median wall and CPU time, peak memory, and the
/// CPU time's ratio to the size before. Exits 1 when a doubling costs more than 2.5 times the
/// CPU time (a step of another ratio r is allowed 2.5^log2(r)): the way a quadratic path shows
/// before a user meets it. The layouts are complete, so `check` must find no problems.
enum ShapesBenchmark {
    static let runs = 3
    static let allowedDoublingRatio = 2.5

    static func run(_ arguments: [String]) -> Bool {
        // `shapes --build PATH SHAPE VIEWS SEED`: the child process that makes a store (below).
        if arguments.first == "--build", arguments.count == 5, let shape = ShapeLayouts.Shape(rawValue: arguments[2]),
            let views = Int(arguments[3]), let seed = UInt64(arguments[4])
        {
            do {
                let store = try Store(path: arguments[1])
                try store.createProjects([ShapeLayouts.project(shape, views: views, seed: seed)], message: "shapes benchmark")
            } catch {
                FileHandle.standardError.write(Data("layoutstore-bench shapes --build: \(error)\n".utf8))
                exit(1)
            }
            return true
        }
        // `shapes --solve SHAPE VIEWS SEED`: the layout made and solved in this process (the
        // solve that sets its design frames, then one timed), for profiling the solver alone.
        if arguments.first == "--solve", arguments.count == 4, let shape = ShapeLayouts.Shape(rawValue: arguments[1]),
            let views = Int(arguments[2]), let seed = UInt64(arguments[3])
        {
            let start = ContinuousClock.now
            let project = ShapeLayouts.project(shape, views: views, seed: seed)
            let made = ContinuousClock.now
            let solution = LayoutSystem.solve(project, in: LayoutEnvironment(designOf: project))
            let solved = ContinuousClock.now
            print(
                "{\"benchmark\": \"shapes\", \"shape\": \"\(shape.rawValue)\", \"views\": \(project.views.count), "
                    + "\"constraints\": \(project.constraints.count), \"make_ms\": \(milliseconds(made - start)), "
                    + "\"solve_ms\": \(milliseconds(solved - made)), \"problems\": \(solution.problems().count)}")
            return true
        }
        guard let binary = arguments.first, arguments.count <= 5 else { return false }
        let names =
            arguments.count > 1 && arguments[1] != "all"
            ? arguments[1].split(separator: ",").map(String.init) : ShapeLayouts.Shape.allCases.map(\.rawValue)
        let shapes = names.compactMap(ShapeLayouts.Shape.init(rawValue:))
        let from = arguments.count > 2 ? Int(arguments[2]) : 1_000
        let to = arguments.count > 3 ? Int(arguments[3]) : 100_000
        let seed = arguments.count > 4 ? UInt64(arguments[4]) : 1
        guard shapes.count == names.count, !shapes.isEmpty, let from, let to, let seed, from >= 10, to >= from else { return false }
        var sizes: [Int] = []
        var size = from
        while size < to {
            sizes.append(size)
            size *= 2
        }
        sizes.append(to)

        let folder = FileManager.default.temporaryDirectory.appending(path: "layoutstore-shapes-bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        var failures: [String] = []
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for shape in shapes {
                var previous: (views: Int, cpu: Double)?
                for views in sizes {
                    let path = folder.appending(path: "\(shape.rawValue)-\(views).db").path
                    let benchmark = Bundle.main.executablePath ?? CommandLine.arguments[0]
                    _ = try ProcessMeasure.run(benchmark, ["shapes", "--build", path, shape.rawValue, String(views), String(seed)])
                    let measures = try (0..<runs).map { _ in try ProcessMeasure.run(binary, ["--store", path, "check"]) }
                    try? FileManager.default.removeItem(atPath: path)
                    let cpu = median(measures.map(\.cpuMS))
                    var line =
                        "{\"benchmark\": \"shapes\", \"shape\": \"\(shape.rawValue)\", \"views\": \(views), \"seed\": \(seed), "
                        + "\"check_ms\": \(round2(median(measures.map(\.ms)))), \"check_cpu_ms\": \(round2(cpu)), "
                        + "\"check_rss_mb\": \(round2(measures.map(\.maxRSSMB).max() ?? 0))"
                    if let previous {
                        let ratio = cpu / previous.cpu
                        let allowed = pow(allowedDoublingRatio, log2(Double(views) / Double(previous.views)))
                        line += ", \"cpu_ratio\": \(round2(ratio)), \"allowed_ratio\": \(round2(allowed))"
                        if ratio > allowed {
                            failures.append(
                                "\(shape.rawValue): check at \(views) views took \(round2(ratio))x the CPU time at \(previous.views) (allowed \(round2(allowed))x)"
                            )
                        }
                    }
                    print(line + "}")
                    previous = (views, cpu)
                }
            }
        } catch {
            FileHandle.standardError.write(Data("layoutstore-bench shapes: \(error)\n".utf8))
            exit(1)
        }
        if !failures.isEmpty {
            FileHandle.standardError.write(Data(("grows faster than linearly:\n" + failures.joined(separator: "\n") + "\n").utf8))
            exit(1)
        }
        return true
    }

    static func milliseconds(_ duration: Duration) -> Double {
        round2(Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15)
    }

    static func round2(_ value: Double) -> Double { (value * 100).rounded() / 100 }
}

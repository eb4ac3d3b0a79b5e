import Foundation
import Model
import Solver
import Storage

/// `layoutstore-bench shapes PATH_TO_LAYOUTSTORE [--quick] [SHAPES [FROM [TO [SEED]]]]`: how the
/// commands that read a whole layout grow with its size, as whole `layoutstore` processes run
/// them, on the shapes of ``ShapeLayouts`` (SHAPES: `list`, `cards`, `random`, comma-separated, or
/// `all`, the default).
///
/// For each shape, from FROM views (1,000) doubling up to TO (100,000; TO itself is the last
/// size): a store holding the layout is made in a child process, then each of ``commands``
/// (`check`, `render`, `export --xib`) runs on it three times. One JSON line a size: for each
/// command the median wall and CPU time, peak memory, and the CPU time's ratio to the size
/// before. Exits 1 when a doubling costs a command more than 2.5 times the CPU time (a step of
/// another ratio r is allowed 2.5^log2(r)): the way a quadratic path shows before a user meets
/// it. The layouts are complete, so `check` must find no problems. `--quick` runs each command
/// once, from 1,000 to 16,000 views unless FROM and TO say otherwise: about two minutes.
enum ShapesBenchmark {
    static let runs = 3
    static let allowedDoublingRatio = 2.5

    /// A command measured at each size: its name in the output, and its arguments after
    /// `--store PATH` given the folder to write into.
    struct Command: Sendable {
        var name: String
        var arguments: @Sendable (String) -> [String]
        /// Exit codes that mean it ran as it should.
        var exitCodes: Set<Int32> = [0]
    }

    static let commands = [
        Command(name: "check", arguments: { _ in ["check"] }),
        Command(name: "render", arguments: { folder in ["render", "-o", folder + "/render.svg"] }),
        Command(name: "export", arguments: { folder in ["export", "--xib", "-o", folder + "/export.xib"] }),
    ]

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
        var arguments = arguments
        let quick = arguments.count > 1 && arguments[1] == "--quick"
        if quick { arguments.remove(at: 1) }
        guard let binary = arguments.first, arguments.count <= 5 else { return false }
        let names =
            arguments.count > 1 && arguments[1] != "all"
            ? arguments[1].split(separator: ",").map(String.init) : ShapeLayouts.Shape.allCases.map(\.rawValue)
        let shapes = names.compactMap(ShapeLayouts.Shape.init(rawValue:))
        let from = arguments.count > 2 ? Int(arguments[2]) : 1_000
        let to = arguments.count > 3 ? Int(arguments[3]) : quick ? 16_000 : 100_000
        let seed = arguments.count > 4 ? UInt64(arguments[4]) : 1
        guard shapes.count == names.count, !shapes.isEmpty, let from, let to, let seed, from >= 10, to >= from else { return false }
        let runs = quick ? 1 : Self.runs
        let sizes = doublings(from: from, to: to)

        let folder = FileManager.default.temporaryDirectory.appending(path: "layoutstore-shapes-bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        var failures: [String] = []
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for shape in shapes {
                var previous: (views: Int, cpu: [Double])?
                for views in sizes {
                    let path = folder.appending(path: "\(shape.rawValue)-\(views).db").path
                    let benchmark = Bundle.main.executablePath ?? CommandLine.arguments[0]
                    let build = try ProcessMeasure.run(benchmark, ["shapes", "--build", path, shape.rawValue, String(views), String(seed)])
                    var line =
                        "{\"benchmark\": \"shapes\", \"shape\": \"\(shape.rawValue)\", \"views\": \(views), \"seed\": \(seed), "
                        + "\"build_ms\": \(round2(build.ms))"
                    var cpus: [Double] = []
                    for (index, command) in commands.enumerated() {
                        let measures = try (0..<runs).map { _ in
                            try ProcessMeasure.run(binary, ["--store", path] + command.arguments(folder.path), exitCodes: command.exitCodes)
                        }
                        let cpu = median(measures.map(\.cpuMS))
                        cpus.append(cpu)
                        let name = command.name
                        line +=
                            ", \"\(name)_ms\": \(round2(median(measures.map(\.ms)))), \"\(name)_cpu_ms\": \(round2(cpu)), "
                            + "\"\(name)_rss_mb\": \(round2(measures.map(\.maxRSSMB).max() ?? 0))"
                        if let previous {
                            let ratio = cpu / previous.cpu[index]
                            let allowed = allowedRatio(from: previous.views, to: views)
                            line += ", \"\(name)_cpu_ratio\": \(round2(ratio))"
                            if ratio > allowed {
                                failures.append(
                                    "\(shape.rawValue): \(name) at \(views) views took \(round2(ratio))x the CPU time at \(previous.views) "
                                        + "(allowed \(round2(allowed))x)")
                            }
                        }
                    }
                    if let previous {
                        line += ", \"allowed_ratio\": \(round2(allowedRatio(from: previous.views, to: views)))"
                    }
                    try? FileManager.default.removeItem(atPath: path)
                    print(line + "}")
                    previous = (views, cpus)
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

    /// FROM, then each doubling below TO, then TO.
    static func doublings(from: Int, to: Int) -> [Int] {
        var sizes: [Int] = []
        var size = from
        while size < to {
            sizes.append(size)
            size *= 2
        }
        return sizes + [to]
    }

    /// The ratio a step from `from` to `to` views may cost: 2.5 a doubling, 2.5^log2(r) for a step of r.
    static func allowedRatio(from: Int, to: Int) -> Double { pow(allowedDoublingRatio, log2(Double(to) / Double(from))) }

    static func milliseconds(_ duration: Duration) -> Double {
        round2(Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15)
    }

    static func round2(_ value: Double) -> Double { (value * 100).rounded() / 100 }
}

import Foundation
import Model
import Storage

/// `layoutstore-bench add-missing LAYOUTSTORE [PREVIOUS]`: `layoutstore add-missing --all` as a
/// whole process on N views that have design frames and no constraint (rows of four views of
/// 80 × 44 points under the root), at 1,000 to 10,000 views, each run on a fresh copy of the
/// store; the median of 3. With PREVIOUS (another build of `layoutstore`), the same by it in
/// the same run, alternately, and whether both added the same constraints (`list --format
/// equation`). One JSON line a size.
enum AddMissingBenchmark {
    static let sizes = [1_000, 2_000, 5_000, 10_000]
    static let runs = 3

    static func run(_ arguments: [String]) -> Bool {
        if arguments.first == "--build", arguments.count == 3, let views = Int(arguments[2]) {
            do { try Store(path: arguments[1]).createProjects([grid(views: views)], message: "add-missing benchmark") } catch { exit(1) }
            return true
        }
        guard let binary = arguments.first, arguments.count <= 2 else { return false }
        let previous = arguments.count == 2 ? arguments[1] : nil
        do {
            let folder = FileManager.default.temporaryDirectory.appending(path: "layoutstore-add-missing-bench-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            for views in sizes { try measure(binary: binary, previous: previous, views: views, in: folder) }
            return true
        } catch {
            FileHandle.standardError.write(Data("layoutstore-bench add-missing: \(error)\n".utf8))
            exit(1)
        }
    }

    private static func measure(binary: String, previous: String?, views: Int, in folder: URL) throws {
        let original = folder.appending(path: "grid-\(views).db").path
        let benchmark = Bundle.main.executablePath ?? CommandLine.arguments[0]
        _ = try ProcessMeasure.run(benchmark, ["add-missing", "--build", original, String(views)])
        try ScaleBenchmark.checkpoint(original)
        let ours = folder.appending(path: "ours.db").path, theirs = folder.appending(path: "theirs.db").path
        func fresh(_ path: String) throws {
            for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
            try FileManager.default.copyItem(atPath: original, toPath: path)
        }
        var mine: [ProcessMeasure] = [], before: [ProcessMeasure] = []
        for _ in 0..<runs {
            try fresh(ours)
            mine.append(try ProcessMeasure.run(binary, ["--store", ours, "add-missing", "--all"]))
            if let previous {
                try fresh(theirs)
                before.append(try ProcessMeasure.run(previous, ["--store", theirs, "add-missing", "--all"]))
            }
        }
        var result: [String: Any] = ["benchmark": "add_missing", "views": views]
        ScaleBenchmark.report("add_missing", mine, into: &result)
        if let previous {
            ScaleBenchmark.report("previous_add_missing", before, into: &result)
            result["ratio"] = ScaleBenchmark.round2(median(mine.map(\.ms)) / median(before.map(\.ms)))
            // The same equations (the ids are new in each store, and order the listing).
            func equations(_ executable: String, _ store: String) throws -> [Substring] {
                try GitHistoryBenchmark.output(executable, ["--store", store, "list", "--format", "equation"]).split(separator: "\n").sorted()
            }
            result["same_constraints"] = try equations(binary, ours) == equations(previous, theirs)
        }
        print(String(decoding: try JSONSerialization.data(withJSONObject: result, options: [.sortedKeys]), as: UTF8.self))
    }

    /// A root and `count` views of 80 × 44 in rows of four, 8 points apart, with no constraint.
    static func grid(views count: Int) -> Project {
        let rows = (count + 3) / 4
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 375, height: Double(rows) * 52 + 40))
        let views = (0..<count).map { index in
            View(
                name: "cell\(index)", parent: root.id, index: index,
                frame: Rect(x: 16 + Double(index % 4) * 88, y: 20 + Double(index / 4) * 52, width: 80, height: 44))
        }
        return Project(name: "Grid", views: [root] + views)
    }
}

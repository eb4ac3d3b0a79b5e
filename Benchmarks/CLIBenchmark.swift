import Foundation
import Model
import Storage

/// `layoutstore-bench cli LAYOUTSTORE [CONSTRAINTS]`: whole-process times of `layoutstore add`
/// and `layoutstore list` on a project of 2,000 constraints, against the `sqlite3` shell running
/// the equivalent single insert and select on the same store, measured in one run and
/// interleaved so both see the same machine. Prints one JSON line of medians and ratios.
enum CLIBenchmark {
    static let runs = 25

    static func run(_ arguments: [String]) -> Bool {
        guard let binary = arguments.first, arguments.count <= 2 else { return false }
        let count = arguments.count == 2 ? Int(arguments[1]) ?? 0 : 2000
        guard count > 0 else { return false }
        do {
            try measure(binary: binary, constraints: count)
            return true
        } catch {
            FileHandle.standardError.write(Data("layoutstore-bench cli: \(error)\n".utf8))
            exit(1)
        }
    }

    private static func measure(binary: String, constraints count: Int) throws {
        // $LAYOUTSTORE_BENCH_KEEP names a folder to build the store in and keep, for profiling.
        let kept = ProcessInfo.processInfo.environment["LAYOUTSTORE_BENCH_KEEP"].map { URL(filePath: $0) }
        let folder = kept ?? FileManager.default.temporaryDirectory.appending(path: "layoutstore-cli-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { if kept == nil { try? FileManager.default.removeItem(at: folder) } }
        let path = folder.appending(path: "bench.db").path
        let (projectID, firstView) = try buildProject(at: path, constraints: count)

        var add: [Double] = [], insert: [Double] = [], list: [Double] = [], select: [Double] = []
        for run in 0..<runs {
            add.append(try time(binary, ["--store", path, "add", "v\(run % 100).height >= \(run)", "--id", "bench"]))
            let sql = """
                INSERT INTO constraints (id, project_id, identifier, first_item, first_guide, first_attribute, relation,
                multiplier, second_item, second_guide, second_attribute, constant, priority, placeholder, active)
                VALUES ('\(UUID().uuidString.lowercased())', '\(projectID)', 'sqlite-bench', '\(firstView)', NULL, 'height', '>=',
                1, NULL, NULL, NULL, \(run), 1000, 0, 1);
                """
            insert.append(try time("/usr/bin/sqlite3", [path, sql]))
            list.append(try time(binary, ["--store", path, "list"]))
            select.append(try time("/usr/bin/sqlite3", [path, "SELECT * FROM constraints WHERE project_id = '\(projectID)';"]))
        }
        let result: [String: Any] = [
            "benchmark": "cli", "constraints": count, "runs": runs,
            "add_ms": rounded(median(add)), "sqlite3_insert_ms": rounded(median(insert)),
            "add_ratio": rounded(median(add)) / rounded(median(insert)),
            "list_ms": rounded(median(list)), "sqlite3_select_ms": rounded(median(select)),
            "list_ratio": rounded(median(list)) / rounded(median(select)),
        ]
        let json = try JSONSerialization.data(withJSONObject: result, options: [.sortedKeys])
        print(String(decoding: json, as: UTF8.self))
    }

    /// A project of 100 views and `count` constraints between them, written through the library.
    private static func buildProject(at path: String, constraints count: Int) throws -> (ProjectID, ItemID) {
        let store = try Store(path: path)
        _ = try store.createProject(name: "Bench", rootSize: (375, 667), message: "bench")
        let project = try store.resolveProject("Bench")
        let root = try store.state(of: project.id).views[0]
        let views = (0..<100).map { View(name: "v\($0)", parent: root.id, index: $0) }
        _ = try store.commit(project.id, message: "views", edits: views.map(Edit.insertView))
        var edits: [Edit] = []
        for index in 0..<count {
            let view = views[index % views.count], previous = views[(index + 99) % views.count]
            let equation: Equation<ItemID> =
                switch index % 4 {
                case 0: Equation(Anchor(view.id, .leading), .equal, Anchor(previous.id, .trailing), constant: 8)
                case 1: Equation(Anchor(view.id, .width), .greaterThanOrEqual, constant: Double(index % 50))
                case 2: Equation(Anchor(view.id, .top), .equal, Anchor(root.id, .top), constant: Double(index))
                default: Equation(Anchor(view.id, .height), .equal, multiplier: 0.5, Anchor(view.id, .width))
                }
            edits.append(.insertConstraint(Constraint(identifier: "c\(index)", equation: equation)))
            if edits.count == 100 || index == count - 1 {
                _ = try store.commit(project.id, message: "constraints", edits: edits)
                edits = []
            }
        }
        return (project.id, views[0].id)
    }

    /// Milliseconds from starting the process to its exit, its output discarded.
    private static func time(_ executable: String, _ arguments: [String]) throws -> Double {
        try ProcessMeasure.run(executable, arguments).ms
    }

    /// A time in milliseconds to the microsecond, as the JSON line prints it.
    private static func rounded(_ milliseconds: Double) -> Double { (milliseconds * 1000).rounded() / 1000 }
}

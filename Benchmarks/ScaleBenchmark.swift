import Foundation
import GRDB
import Model
import Storage

/// `layoutstore-bench scale LAYOUTSTORE [REVISIONS]`: a big project as whole `layoutstore`
/// processes see it. The project has 1,000 views and is built as REVISIONS (default 1,000)
/// revisions of 100 constraints each (100,000 constraints), every view's 100 constraints in
/// one revision; a small project of 10 views and 100 constraints (one revision) is the yardstick
/// for mutations. Prints one JSON line: the median time of each command (whole process) and
/// its peak resident memory (the child's `ru_maxrss`), the store's size, and the store growth
/// per one-field revision.
///
/// Every view's constraints: a required chain in rows of ten (`leading == previous.trailing + 8`),
/// `width == 50 @750`, a required top per row, `height == 44 @750`, and 96 more that agree with
/// them (required inequalities, optional equalities at priorities 101 to 349).
enum ScaleBenchmark {
    static let views = 1_000
    static let perRevision = 100
    static let runs = 11

    static func run(_ arguments: [String]) -> Bool {
        // `scale --build PATH VIEWS REVISIONS`: the child process that builds a store (below).
        if arguments.first == "--build", arguments.count == 4, let views = Int(arguments[2]), let revisions = Int(arguments[3]) {
            do { try build(at: arguments[1], views: views, revisions: revisions) } catch { exit(1) }
            return true
        }
        guard let binary = arguments.first, arguments.count <= 2 else { return false }
        let revisions = arguments.count == 2 ? Int(arguments[1]) ?? 0 : 1_000
        guard revisions > 0, revisions <= views else { return false }
        do {
            try measure(binary: binary, revisions: revisions)
            return true
        } catch {
            FileHandle.standardError.write(Data("layoutstore-bench scale: \(error)\n".utf8))
            exit(1)
        }
    }

    private static func measure(binary: String, revisions: Int) throws {
        // $LAYOUTSTORE_BENCH_KEEP names a folder to build the stores in and keep, for profiling.
        let kept = ProcessInfo.processInfo.environment["LAYOUTSTORE_BENCH_KEEP"].map { URL(filePath: $0) }
        let folder = kept ?? FileManager.default.temporaryDirectory.appending(path: "layoutstore-scale-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { if kept == nil { try? FileManager.default.removeItem(at: folder) } }
        let big = folder.appending(path: "big.db").path
        let small = folder.appending(path: "small.db").path
        // $LAYOUTSTORE_BENCH_ONLY (for example `diff,list`) runs only those parts.
        let only = ProcessInfo.processInfo.environment["LAYOUTSTORE_BENCH_ONLY"].map { Set($0.split(separator: ",").map(String.init)) }
        func wants(_ part: String) -> Bool { only?.contains(part) ?? true }
        var result: [String: Any] = ["benchmark": "scale", "views": views, "revisions": revisions, "runs": runs]

        if !FileManager.default.fileExists(atPath: big) {
            let start = ContinuousClock.now
            try buildInChild(at: big, views: views, revisions: revisions)
            result["build_s"] = seconds(ContinuousClock.now - start)
        }
        if !FileManager.default.fileExists(atPath: small) { try buildInChild(at: small, views: 10, revisions: 1) }
        try checkpoint(big)
        result["constraints"] = revisions * perRevision
        result["store_mb"] = round2(Double(fileSize(big)) / 1e6)

        // The last revision added 100 constraints (before the mutations below).
        if wants("diff") {
            report("diff", try (0..<runs).map { _ in try ProcessMeasure.run(binary, ["--store", big, "diff", "HEAD~1", "HEAD"]) }, into: &result)
            report(
                "diff_json", try (0..<runs).map { _ in try ProcessMeasure.run(binary, ["--store", big, "diff", "HEAD~1", "HEAD", "--json"]) },
                into: &result)
            report("show_head", try (0..<runs).map { _ in try ProcessMeasure.run(binary, ["--store", big, "diff", "HEAD"]) }, into: &result)
        }

        // Mutations on both projects, interleaved so that both see the same machine.
        var addBig: [ProcessMeasure] = [], addSmall: [ProcessMeasure] = [], editBig: [ProcessMeasure] = [], editSmall: [ProcessMeasure] = []
        for run in 0..<runs where wants("mutation") {
            addBig.append(try ProcessMeasure.run(binary, ["--store", big, "add", "v\(run % 10).height >= \(run)"]))
            addSmall.append(try ProcessMeasure.run(binary, ["--store", small, "add", "v\(run % 10).height >= \(run)"]))
            editBig.append(try ProcessMeasure.run(binary, ["--store", big, "edit", "w0", "--constant", "\(60 + run)"]))
            editSmall.append(try ProcessMeasure.run(binary, ["--store", small, "edit", "w0", "--constant", "\(60 + run)"]))
        }
        if wants("mutation") {
            report("add", addBig, into: &result)
            report("add_small", addSmall, into: &result)
            report("edit", editBig, into: &result)
            report("edit_small", editSmall, into: &result)
            result["add_ratio"] = round2(median(addBig.map(\.ms)) / median(addSmall.map(\.ms)))
            result["edit_ratio"] = round2(median(editBig.map(\.ms)) / median(editSmall.map(\.ms)))
            result["add_cpu_ratio"] = round2(median(addBig.map(\.cpuMS)) / median(addSmall.map(\.cpuMS)))
            result["edit_cpu_ratio"] = round2(median(editBig.map(\.cpuMS)) / median(editSmall.map(\.cpuMS)))
        }

        if wants("list") {
            report("list_json", try (0..<3).map { _ in try ProcessMeasure.run(binary, ["--store", big, "list", "--format", "json"]) }, into: &result)
        }
        if wants("solve") {
            report("solve", try (0..<3).map { _ in try ProcessMeasure.run(binary, ["--store", big, "solve", "--json"]) }, into: &result)
        }
        if wants("verify") { report("verify", try (0..<3).map { _ in try ProcessMeasure.run(binary, ["--store", big, "verify"]) }, into: &result) }

        if wants("size") { result["one_field_revision_bytes"] = try oneFieldRevisionBytes(at: folder.appending(path: "edits.db").path, edits: 2_000) }

        let json = try JSONSerialization.data(withJSONObject: result, options: [.sortedKeys])
        print(String(decoding: json, as: UTF8.self))
    }

    /// A project of `views` views under the root and `revisions` revisions of 100 constraints,
    /// written through the library.
    static func build(at path: String, views count: Int, revisions: Int) throws {
        let store = try Store(path: path)
        _ = try store.createProject(name: "Scale", rootSize: (375, 5_000), message: "scale benchmark")
        let project = try store.resolveProject("Scale")
        let root = try store.state(of: project.id).views[0]
        let views = (0..<count).map { View(name: "v\($0)", parent: root.id, index: $0) }
        _ = try store.commit(project.id, message: "views", edits: views.map(Edit.insertView))
        for revision in 0..<revisions {
            let index = revision % count
            let edits = constraints(of: index, views: views, root: root.id).map(Edit.insertConstraint)
            _ = try store.commit(project.id, message: "constraints of v\(index)", edits: edits)
        }
    }

    /// Builds a store in a process of its own. Linux counts a spawned child's peak memory from
    /// its parent's (`ru_maxrss` keeps the high-water mark of the memory it was spawned from), so
    /// this process stays small: what `time` reports is the command's own.
    static func buildInChild(at path: String, views: Int, revisions: Int) throws {
        let benchmark = Bundle.main.executablePath ?? CommandLine.arguments[0]
        _ = try ProcessMeasure.run(benchmark, ["scale", "--build", path, String(views), String(revisions)])
    }

    /// View `index`'s 100 constraints, all satisfiable together.
    static func constraints(of index: Int, views: [View], root: ItemID) -> [Constraint] {
        let view = views[index].id
        let previous: Anchor<ItemID> = index % 10 == 0 ? Anchor(root, .leading) : Anchor(views[index - 1].id, .trailing)
        let rowTop = Double(index / 10) * 50
        return (0..<perRevision).map { k in
            let optional = Priority(Float(100 + k * 5 % 250))
            switch k {
            case 0: return Constraint(equation: Equation(Anchor(view, .leading), .equal, previous, constant: 8))
            case 1: return Constraint(identifier: "w\(index)", equation: Equation(Anchor(view, .width), .equal, constant: 50), priority: 750)
            case 2: return Constraint(equation: Equation(Anchor(view, .top), .equal, Anchor(root, .top), constant: rowTop))
            case 3: return Constraint(equation: Equation(Anchor(view, .height), .equal, constant: 44), priority: 750)
            default:
                switch k % 4 {
                case 0: return Constraint(equation: Equation(Anchor(view, .leading), .equal, previous, constant: Double(k % 16)), priority: optional)
                case 1: return Constraint(equation: Equation(Anchor(view, .width), .greaterThanOrEqual, constant: Double(k % 40)))
                case 2:
                    return Constraint(
                        equation: Equation(Anchor(view, .top), .lessThanOrEqual, Anchor(root, .top), constant: rowTop + Double(k)))
                default:
                    return Constraint(equation: Equation(Anchor(view, .height), .lessThanOrEqual, constant: 44 + Double(k)))
                }
            }
        }
    }

    /// The store's growth per revision that changes one constraint's constant, after a
    /// checkpoint, over `edits` such revisions on a project of 100 constraints.
    static func oneFieldRevisionBytes(at path: String, edits: Int) throws -> Double {
        try? FileManager.default.removeItem(atPath: path)
        try build(at: path, views: 10, revisions: 1)
        let store = try Store(path: path)
        let project = try store.resolveProject("Scale")
        let target = try store.state(of: project.id).constraints.first { $0.identifier == "w0" }!
        try checkpoint(path)
        let before = fileSize(path)
        for edit in 0..<edits {
            try store.commit(
                project.id, message: "edit w0",
                edits: [.updateConstraint(target.id, .constant, .number(Double(60 + edit % 2)))])
        }
        try checkpoint(path)
        return round2(Double(fileSize(path) - before) / Double(edits))
    }

    /// Moves the WAL into the database file, so that the file's size is the store's.
    static func checkpoint(_ path: String) throws {
        let queue = try DatabaseQueue(path: path)
        try queue.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)") }
    }

    static func fileSize(_ path: String) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int) ?? 0
    }

    static func report(_ name: String, _ measures: [ProcessMeasure], into result: inout [String: Any]) {
        result[name + "_ms"] = round2(median(measures.map(\.ms)))
        result[name + "_cpu_ms"] = round2(median(measures.map(\.cpuMS)))
        result[name + "_rss_mb"] = round2(measures.map(\.maxRSSMB).max() ?? 0)
    }

    static func round2(_ value: Double) -> Double { (value * 100).rounded() / 100 }
}

import Foundation
import Model
import Storage

/// `layoutstore-bench export LAYOUTSTORE [PREVIOUS] [--corpus DIR]`: `layoutstore export --xib`
/// as a whole process, on a vertical list of N views (each pinned to its superview's sides and
/// below the view above, with a height: four constraints a view) at 1,000 to 10,000 views, the
/// median of 3. With PREVIOUS (another build of `layoutstore`), the same exports by it in the
/// same run, alternately, and whether the two wrote the same bytes; with `--corpus DIR`, every
/// Interface Builder document of DIR imported once and exported by both, byte for byte.
/// One JSON line a size, then one for the corpus.
enum ExportBenchmark {
    static let sizes = [1_000, 2_000, 4_000, 8_000, 10_000]
    static let runs = 3

    static func run(_ arguments: [String]) -> Bool {
        if arguments.first == "--build", arguments.count == 3, let views = Int(arguments[2]) {
            do { try build(at: arguments[1], views: views) } catch { exit(1) }
            return true
        }
        var rest = arguments
        var corpus: String?
        if let flag = rest.firstIndex(of: "--corpus") {
            guard flag + 1 < rest.count else { return false }
            corpus = rest[flag + 1]
            rest.removeSubrange(flag...(flag + 1))
        }
        guard let binary = rest.first, rest.count <= 2 else { return false }
        let previous = rest.count == 2 ? rest[1] : nil
        do {
            let folder = FileManager.default.temporaryDirectory.appending(path: "layoutstore-export-bench-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            for views in sizes { try measure(binary: binary, previous: previous, views: views, in: folder) }
            if let corpus, let previous { try compareCorpus(corpus, binary: binary, previous: previous, in: folder) }
            return true
        } catch {
            FileHandle.standardError.write(Data("layoutstore-bench export: \(error)\n".utf8))
            exit(1)
        }
    }

    private static func measure(binary: String, previous: String?, views: Int, in folder: URL) throws {
        let store = folder.appending(path: "list-\(views).db").path
        let benchmark = Bundle.main.executablePath ?? CommandLine.arguments[0]
        _ = try ProcessMeasure.run(benchmark, ["export", "--build", store, String(views)])
        let output = folder.appending(path: "new.xib").path, previousOutput = folder.appending(path: "previous.xib").path
        var ours: [ProcessMeasure] = [], theirs: [ProcessMeasure] = []
        for _ in 0..<runs {
            ours.append(try ProcessMeasure.run(binary, ["--store", store, "export", "--xib", "-o", output]))
            if let previous { theirs.append(try ProcessMeasure.run(previous, ["--store", store, "export", "--xib", "-o", previousOutput])) }
        }
        var result: [String: Any] = ["benchmark": "export", "views": views, "constraints": 4 * views]
        ScaleBenchmark.report("export", ours, into: &result)
        if previous != nil {
            ScaleBenchmark.report("previous_export", theirs, into: &result)
            result["ratio"] = ScaleBenchmark.round2(median(ours.map(\.ms)) / median(theirs.map(\.ms)))
            result["same_bytes"] = FileManager.default.contentsEqual(atPath: output, andPath: previousOutput)
        }
        print(String(decoding: try JSONSerialization.data(withJSONObject: result, options: [.sortedKeys]), as: UTF8.self))
    }

    /// Each document imported into a store of its own, then exported by both builds.
    private static func compareCorpus(_ directory: String, binary: String, previous: String, in folder: URL) throws {
        let documents = try FileManager.default.contentsOfDirectory(atPath: directory)
            .filter { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") }.sorted()
        var same = 0, differing: [String] = []
        for (index, document) in documents.enumerated() {
            let store = folder.appending(path: "corpus-\(index).db").path
            _ = try ProcessMeasure.run(binary, ["--store", store, "import", directory + "/" + document])
            let projects = try Store(path: store).projects().map(\.name)
            for project in projects {
                let output = folder.appending(path: "new-corpus.xib").path, previousOutput = folder.appending(path: "previous-corpus.xib").path
                let arguments = ["--store", store, "--project", project, "export", "--xib", "-o"]
                _ = try ProcessMeasure.run(binary, arguments + [output])
                _ = try ProcessMeasure.run(previous, arguments + [previousOutput])
                if FileManager.default.contentsEqual(atPath: output, andPath: previousOutput) {
                    same += 1
                } else {
                    differing.append("\(document) \(project)")
                }
            }
        }
        let result: [String: Any] = ["benchmark": "export_corpus", "documents": documents.count, "projects_same_bytes": same, "differing": differing]
        print(String(decoding: try JSONSerialization.data(withJSONObject: result, options: [.sortedKeys]), as: UTF8.self))
    }

    /// A project of `count` views in a vertical list under the root, written through the library.
    static func build(at path: String, views count: Int) throws {
        try Store(path: path).createProjects([list(views: count)], message: "export benchmark")
    }

    /// A root and `count` views in a vertical list: each pinned to the root's leading and
    /// trailing edges and below the view above (the first below the root's top), 44 points high.
    static func list(views count: Int) -> Project {
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 375, height: Double(count) * 52 + 20))
        let views = (0..<count).map { index in
            View(name: "row\(index)", parent: root.id, index: index, frame: Rect(x: 16, y: Double(index) * 52 + 8, width: 343, height: 44))
        }
        var constraints: [Constraint] = []
        for (index, view) in views.enumerated() {
            let above = index == 0 ? Anchor(root.id, .top) : Anchor(views[index - 1].id, .bottom)
            constraints += [
                Constraint(equation: Equation(Anchor(view.id, .leading), .equal, Anchor(root.id, .leading), constant: 16)),
                Constraint(equation: Equation(Anchor(view.id, .trailing), .equal, Anchor(root.id, .trailing), constant: -16)),
                Constraint(equation: Equation(Anchor(view.id, .top), .equal, above, constant: 8)),
                Constraint(equation: Equation(Anchor(view.id, .height), .equal, constant: 44)),
            ]
        }
        return Project(name: "List", views: [root] + views, constraints: constraints)
    }
}

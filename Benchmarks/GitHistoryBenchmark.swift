import Foundation
import Interchange
import Model

/// `layoutstore-bench git-history LAYOUTSTORE [PREVIOUS] [COMMITS]`: `layoutstore import
/// --git-history` as a whole process on a generated git repository of COMMITS (400) commits of
/// one .xib (40 views, 160 constraints; each commit changes one constant), made with one
/// `git fast-import`. Each run imports into a new store; the median of 3, and per commit. The
/// peer: `git log -p` of the file (git reading the same history alone); with PREVIOUS (another
/// build of `layoutstore`), its import in the same run, alternately, and whether both made the
/// same revisions (`log --json`). One JSON line.
enum GitHistoryBenchmark {
    static let runs = 3

    static func run(_ arguments: [String]) -> Bool {
        guard let binary = arguments.first, arguments.count <= 3 else { return false }
        var previous: String?
        var commits = 400
        for argument in arguments.dropFirst() {
            if let number = Int(argument) { commits = number } else { previous = argument }
        }
        guard commits > 0 else { return false }
        do {
            let folder = FileManager.default.temporaryDirectory.appending(path: "layoutstore-git-bench-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            try measure(binary: binary, previous: previous, commits: commits, in: folder)
            return true
        } catch {
            FileHandle.standardError.write(Data("layoutstore-bench git-history: \(error)\n".utf8))
            exit(1)
        }
    }

    private static func measure(binary: String, previous: String?, commits: Int, in folder: URL) throws {
        let repository = folder.appending(path: "repo")
        try makeRepository(at: repository, commits: commits)
        let file = repository.appending(path: "Layout.xib").path
        let git = try locate("git")
        var ours: [ProcessMeasure] = [], theirs: [ProcessMeasure] = [], peer: [ProcessMeasure] = []
        let store = folder.appending(path: "new.db").path, previousStore = folder.appending(path: "previous.db").path
        for _ in 0..<runs {
            for path in [store, previousStore] { for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) } }
            ours.append(try ProcessMeasure.run(binary, ["--store", store, "import", "--git-history", file]))
            if let previous { theirs.append(try ProcessMeasure.run(previous, ["--store", previousStore, "import", "--git-history", file])) }
            peer.append(try ProcessMeasure.run(git, ["-C", repository.path, "log", "-p", "--first-parent", "--reverse", "--", "Layout.xib"]))
        }
        var result: [String: Any] = ["benchmark": "git_history", "commits": commits, "views": 40, "constraints": 160]
        ScaleBenchmark.report("import", ours, into: &result)
        ScaleBenchmark.report("git_log_p", peer, into: &result)
        result["import_per_commit_ms"] = ScaleBenchmark.round2(median(ours.map(\.ms)) / Double(commits))
        result["ratio_to_git_log_p"] = ScaleBenchmark.round2(median(ours.map(\.ms)) / median(peer.map(\.ms)))
        if let previous {
            ScaleBenchmark.report("previous_import", theirs, into: &result)
            result["previous_per_commit_ms"] = ScaleBenchmark.round2(median(theirs.map(\.ms)) / Double(commits))
            result["ratio"] = ScaleBenchmark.round2(median(ours.map(\.ms)) / median(theirs.map(\.ms)))
            // The same revisions: author, time, message and changes of each, and the same
            // equations at the end (ids differ: each store makes its own, and its revisions'
            // ids name its replica).
            func revisions(_ executable: String, _ store: String) throws -> [String] {
                let log =
                    try JSONSerialization.jsonObject(with: Data(output(executable, ["--store", store, "log", "--json"]).utf8)) as? [[String: Any]]
                return (log ?? []).map { "\($0["author"] ?? "") \($0["time"] ?? "") \($0["message"] ?? "") \($0["changes"] ?? "")" }
            }
            func equations(_ executable: String, _ store: String) throws -> [Substring] {
                try output(executable, ["--store", store, "list", "--format", "equation"]).split(separator: "\n").sorted()
            }
            result["same_revisions"] =
                try revisions(binary, store) == revisions(previous, previousStore) && equations(binary, store) == equations(previous, previousStore)
        }
        print(String(decoding: try JSONSerialization.data(withJSONObject: result, options: [.sortedKeys]), as: UTF8.self))
    }

    /// A repository whose `Layout.xib` has `commits` versions, written by one `git fast-import`.
    static func makeRepository(at url: URL, commits: Int) throws {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        let git = try locate("git")
        guard try run(git, ["-C", url.path, "init", "-q", "-b", "main"]).status == 0 else { throw BenchmarkFailure("git init failed") }
        var stream: [UInt8] = []
        func data(_ bytes: [UInt8]) {
            stream += Array("data \(bytes.count)\n".utf8) + bytes + [UInt8(ascii: "\n")]
        }
        let project = ExportBenchmark.list(views: 40)
        for commit in 0..<commits {
            var edited = project
            edited.constraints[commit % edited.constraints.count].equation.constant += Double(commit / edited.constraints.count + 1)
            let document = Array(try DocumentExport(edited).document.xmlText.utf8)
            let time = 1_700_000_000 + commit * 60
            stream += Array(
                "commit refs/heads/main\nauthor Ana Lima <ana@example.com> \(time) +0000\ncommitter Ana Lima <ana@example.com> \(time) +0000\n".utf8)
            data(Array("Change \(commit)".utf8))
            stream += Array("M 100644 inline Layout.xib\n".utf8)
            data(document)
        }
        let streamFile = url.deletingLastPathComponent().appending(path: "fast-import")
        try Data(stream).write(to: streamFile)
        let imported = try run("/bin/sh", ["-c", "'\(git)' -C '\(url.path)' fast-import --quiet < '\(streamFile.path)'"])
        guard imported.status == 0 else { throw BenchmarkFailure("git fast-import failed: \(imported.output)") }
        guard try run(git, ["-C", url.path, "checkout", "-q", "-f", "main"]).status == 0 else { throw BenchmarkFailure("git checkout failed") }
    }

    static func locate(_ name: String) throws -> String {
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":") {
            let path = "\(folder)/\(name)"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        throw BenchmarkFailure("\(name) is not on the PATH")
    }

    static func output(_ executable: String, _ arguments: [String]) throws -> String {
        let result = try run(executable, arguments)
        guard result.status == 0 else { throw BenchmarkFailure("\(executable) \(arguments) failed") }
        return result.output
    }

    static func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(filePath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}

private struct BenchmarkFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

import Foundation
import Model
import Storage

/// `layoutstore-bench history LAYOUTSTORE [PREVIOUS] [REVISIONS]`: a project of 41 views and
/// 160 constraints with REVISIONS (100,000) revisions, each changing one constant, as whole
/// `layoutstore` processes read it: `diff` of two revisions 90% of the history apart (by id)
/// and of adjacent ones, and `log --json`, `log --graph` and `log`, each timed to its first
/// line of output and to its end, with its peak memory; the median of 5. With PREVIOUS
/// (another build of `layoutstore`), the same commands by it in the same run, alternately, and
/// whether both printed the same bytes. The peer: `git log` and `git log --graph` of a
/// repository of as many commits (one `git fast-import`). One JSON line.
enum HistoryBenchmark {
    static let runs = 5

    static func run(_ arguments: [String]) -> Bool {
        if arguments.first == "--build", arguments.count == 3, let revisions = Int(arguments[2]) {
            do { try build(at: arguments[1], revisions: revisions) } catch { exit(1) }
            return true
        }
        guard let binary = arguments.first, arguments.count <= 3 else { return false }
        var previous: String?
        var revisions = 100_000
        for argument in arguments.dropFirst() {
            if let number = Int(argument) { revisions = number } else { previous = argument }
        }
        guard revisions >= 10 else { return false }
        do {
            let folder = FileManager.default.temporaryDirectory.appending(path: "layoutstore-history-bench-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            try measure(binary: binary, previous: previous, revisions: revisions, in: folder)
            return true
        } catch {
            FileHandle.standardError.write(Data("layoutstore-bench history: \(error)\n".utf8))
            exit(1)
        }
    }

    private static func measure(binary: String, previous: String?, revisions: Int, in folder: URL) throws {
        let store = folder.appending(path: "history.db").path
        let benchmark = Bundle.main.executablePath ?? CommandLine.arguments[0]
        _ = try ProcessMeasure.run(benchmark, ["history", "--build", store, String(revisions)])
        let distance = revisions * 9 / 10
        let (far, near, head) = try {
            let opened = try Store(path: store)
            let project = try opened.resolveProject(nil).id
            return (
                try opened.resolveRevision("HEAD~\(distance)", in: project).rawValue, try opened.resolveRevision("HEAD~1", in: project).rawValue,
                try opened.resolveRevision("HEAD", in: project).rawValue
            )
        }()
        let repository = folder.appending(path: "repo")
        try makeRepository(at: repository, commits: revisions)
        let git = try GitHistoryBenchmark.locate("git")

        var result: [String: Any] = ["benchmark": "history", "revisions": revisions, "views": 41, "constraints": 160, "diff_distance": distance]
        let commands: [(String, [String])] = [
            ("diff_far", ["diff", far, head]), ("diff_adjacent", ["diff", near, head]),
            ("log_json", ["log", "--json"]), ("log_graph", ["log", "--graph"]), ("log", ["log"]),
        ]
        for (name, arguments) in commands {
            var ours: [StreamMeasure] = [], theirs: [StreamMeasure] = []
            for _ in 0..<runs {
                ours.append(try StreamMeasure.run(binary, ["--store", store] + arguments))
                if let previous { theirs.append(try StreamMeasure.run(previous, ["--store", store] + arguments)) }
            }
            StreamMeasure.report(name, ours, into: &result)
            if previous != nil {
                StreamMeasure.report("previous_" + name, theirs, into: &result)
                result[name + "_same_bytes"] = ours[0].digest == theirs[0].digest
            }
        }
        for (name, arguments) in [("git_log", ["log"]), ("git_log_graph", ["log", "--graph"])] {
            StreamMeasure.report(
                name, try (0..<runs).map { _ in try StreamMeasure.run(git, ["-C", repository.path, "--no-pager"] + arguments) }, into: &result)
        }
        print(String(decoding: try JSONSerialization.data(withJSONObject: result, options: [.sortedKeys]), as: UTF8.self))
    }

    /// The project (``ExportBenchmark/list(views:)`` of 40 views) and `revisions` - 1 more
    /// revisions, each changing one constraint's constant, written through the library.
    static func build(at path: String, revisions: Int) throws {
        let store = try Store(path: path)
        try store.createProjects([ExportBenchmark.list(views: 40)], message: "history benchmark")
        let project = try store.resolveProject(nil).id
        let constraints = try store.state(of: project).constraints.sorted { $0.id < $1.id }
        for revision in 1..<revisions {
            let constraint = constraints[revision % constraints.count]
            try store.commit(
                project, message: "edit \(revision)", author: revision % 3 == 0 ? "bo" : "ana",
                edits: [.updateConstraint(constraint.id, .constant, .number(Double(revision % 9_973) + 0.5))])
        }
    }

    /// A repository of `commits` commits of one small file, written by one `git fast-import`.
    static func makeRepository(at url: URL, commits: Int) throws {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        let git = try GitHistoryBenchmark.locate("git")
        _ = try GitHistoryBenchmark.output(git, ["-C", url.path, "init", "-q", "-b", "main"])
        var stream: [UInt8] = []
        for commit in 0..<commits {
            let time = 1_700_000_000 + commit
            let message = "edit \(commit)", content = "constant \(commit % 97)\n"
            stream += Array(
                """
                commit refs/heads/main
                author Ana <ana@example.com> \(time) +0000
                committer Ana <ana@example.com> \(time) +0000
                data \(message.utf8.count)
                \(message)
                M 100644 inline layout.txt
                data \(content.utf8.count)
                \(content)

                """.utf8)
        }
        let streamFile = url.deletingLastPathComponent().appending(path: "history-fast-import")
        try Data(stream).write(to: streamFile)
        _ = try GitHistoryBenchmark.output("/bin/sh", ["-c", "'\(git)' -C '\(url.path)' fast-import --quiet < '\(streamFile.path)'"])
    }
}

/// A whole process whose output is read as it comes: the time to its first line and to its
/// exit, CPU time, peak memory, and a digest of the output (FNV-1a: the output itself would
/// make this process, and so the next child's counted peak, larger).
struct StreamMeasure {
    var firstLineMS: Double
    var ms: Double
    var cpuMS: Double
    var maxRSSMB: Double
    var digest: UInt64

    /// Through `/usr/bin/time` where there is one: it forks the command from its own small
    /// process, so the command's peak memory is its own, not this larger process's (which a
    /// child spawned from here starts its count from).
    static func run(_ executable: String, _ arguments: [String]) throws -> StreamMeasure {
        let timer = "/usr/bin/time"
        guard FileManager.default.isExecutableFile(atPath: timer) else { return try spawn(executable, arguments, peakFile: nil) }
        let peakFile = FileManager.default.temporaryDirectory.appending(path: "layoutstore-bench-peak-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: peakFile) }
        return try spawn(timer, ["-f", "%M", "-o", peakFile, executable] + arguments, peakFile: peakFile)
    }

    private static func spawn(_ executable: String, _ arguments: [String], peakFile: String?) throws -> StreamMeasure {
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else { throw CocoaError(.fileWriteUnknown) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
        posix_spawn_file_actions_addclose(&actions, pipeEnds[1])
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let start = ContinuousClock.now
        guard posix_spawn(&pid, executable, &actions, nil, argv, environ) == 0 else {
            throw CocoaError(.executableLoad, userInfo: [NSLocalizedDescriptionKey: "cannot start \(executable)"])
        }
        close(pipeEnds[1])
        var digest: UInt64 = 0xcbf2_9ce4_8422_2325
        var firstLine: Duration?
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(pipeEnds[0], $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            if firstLine == nil, chunk[..<count].contains(UInt8(ascii: "\n")) { firstLine = ContinuousClock.now - start }
            for byte in chunk[..<count] { digest = (digest ^ UInt64(byte)) &* 0x100_0000_01b3 }
        }
        close(pipeEnds[0])
        var status: Int32 = 0
        var usage = rusage()
        wait4(pid, &status, 0, &usage)
        let elapsed = ContinuousClock.now - start
        guard status == 0 else {
            throw CocoaError(.executableLoad, userInfo: [NSLocalizedDescriptionKey: "\(executable) \(arguments.prefix(5)) failed"])
        }
        func milliseconds(_ duration: Duration) -> Double {
            Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
        }
        let cpu = Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1000 + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1000
        let peakKB =
            peakFile.flatMap { try? String(contentsOfFile: $0, encoding: .utf8) }
            .flatMap { Double($0.trimmingCharacters(in: .whitespacesAndNewlines)) } ?? Double(usage.ru_maxrss)
        return StreamMeasure(
            firstLineMS: milliseconds(firstLine ?? elapsed), ms: milliseconds(elapsed), cpuMS: cpu, maxRSSMB: peakKB / 1024,
            digest: digest)
    }

    static func report(_ name: String, _ measures: [StreamMeasure], into result: inout [String: Any]) {
        result[name + "_first_line_ms"] = ScaleBenchmark.round2(median(measures.map(\.firstLineMS)))
        result[name + "_ms"] = ScaleBenchmark.round2(median(measures.map(\.ms)))
        result[name + "_cpu_ms"] = ScaleBenchmark.round2(median(measures.map(\.cpuMS)))
        result[name + "_rss_mb"] = ScaleBenchmark.round2(measures.map(\.maxRSSMB).max() ?? 0)
    }
}

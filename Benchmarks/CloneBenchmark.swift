import Foundation
import Storage

/// `layoutstore-bench clone LAYOUTSTORE [PREVIOUS] [REVISIONS]`: a first clone of a project of
/// REVISIONS (10,000) revisions as a user makes it, in whole processes: `layoutstore serve` on
/// 127.0.0.1 (started once), then, into a new store, `layoutstore remote add origin URL --token
/// T` and `layoutstore --project Bench sync origin` (which runs `layoutstore-http` beside it),
/// timed together; right after each, `git clone --no-local` of as many commits. Five rounds,
/// alternately; with PREVIOUS (another build of `layoutstore`, with its own `layoutstore-http`
/// beside it, serving its own copy of the store), its clone too in each round. Wall time, the
/// CPU time of the client's processes (the helper included), and the server's CPU time during
/// the clone (from /proc). One JSON line.
enum CloneBenchmark {
    static let rounds = 5

    static func run(_ arguments: [String]) -> Bool {
        guard let binary = arguments.first, arguments.count <= 3 else { return false }
        var previous: String?
        var revisions = 10_000
        for argument in arguments.dropFirst() {
            if let number = Int(argument) { revisions = number } else { previous = argument }
        }
        guard revisions >= 100 else { return false }
        do {
            let folder = FileManager.default.temporaryDirectory.appending(path: "layoutstore-clone-bench-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            try measure(binary: binary, previous: previous, revisions: revisions, in: folder)
            return true
        } catch {
            FileHandle.standardError.write(Data("layoutstore-bench clone: \(error)\n".utf8))
            exit(1)
        }
    }

    /// A server of one build: its address, token and process.
    private struct Served {
        var binary: String
        var url: String
        var token: String
        var process: ServedStoreBenchmark.Runner.Running
    }

    private static func measure(binary: String, previous: String?, revisions: Int, in folder: URL) throws {
        let original = folder.appending(path: "server.db").path
        do {
            let store = try Store(path: original)
            _ = try SyncBenchmark.buildHistory(in: store, revisions: revisions)
        }
        try ScaleBenchmark.checkpoint(original)
        let git = try SyncBenchmark.buildGitSource(commits: revisions, in: folder)
        var servers: [Served] = []
        defer {
            for server in servers { server.process.process.terminate() }
        }
        for (index, executable) in ([binary] + (previous.map { [$0] } ?? [])).enumerated() {
            let store = folder.appending(path: "served\(index).db").path
            try FileManager.default.copyItem(atPath: original, toPath: store)
            let runner = ServedStoreBenchmark.Runner(binary: executable, folder: folder)
            let token = try runner.ok(["--store", store, "token", "create", "--project", "Bench"]).trimmingCharacters(in: .whitespacesAndNewlines)
            let process = try runner.start(["--store", store, "serve", "--port", "0"])
            servers.append(Served(binary: executable, url: try runner.waitForURL(process), token: token, process: process))
        }
        var clones = [[(ms: Double, cpuMS: Double, serverCPUMS: Double)]](repeating: [], count: servers.count)
        var gitClones: [(seconds: Double, cpu: Double, packBytes: Int)] = []
        for round in 0..<rounds {
            for (index, server) in servers.enumerated() {
                let store = folder.appending(path: "clone-\(index)-\(round).db").path
                let serverCPU = try cpuMS(of: server.process.process.processIdentifier)
                let add = try ProcessMeasure.run(server.binary, ["--store", store, "remote", "add", "origin", server.url, "--token", server.token])
                let sync = try ProcessMeasure.run(server.binary, ["--store", store, "--project", "Bench", "sync", "origin"])
                let served = try cpuMS(of: server.process.process.processIdentifier) - serverCPU
                clones[index].append((add.ms + sync.ms, add.cpuMS + sync.cpuMS, served))
                let received = try Store(path: store).resolveProject("Bench").head
                guard received == (try Store(path: original).resolveProject("Bench").head) else {
                    throw ServedStoreBenchmark.BenchmarkFailure("the clone's head is not the server's")
                }
            }
            gitClones.append(try SyncBenchmark.gitClone(git.path, into: folder.appending(path: "git-clone\(round)")))
        }
        let gitMS = median(gitClones.map { $0.seconds * 1000 })
        var result: [String: Any] = [
            "benchmark": "clone", "revisions": revisions, "rounds": rounds,
            "git_clone_ms": gitMS, "git_clone_cpu_ms": median(gitClones.map { $0.cpu * 1000 }),
        ]
        for (index, name) in ["clone", "previous_clone"].prefix(servers.count).enumerated() {
            result["\(name)_ms"] = median(clones[index].map(\.ms))
            result["\(name)_cpu_ms"] = median(clones[index].map(\.cpuMS))
            result["\(name)_server_cpu_ms"] = median(clones[index].map(\.serverCPUMS))
            result["\(name)_over_git"] = ScaleBenchmark.round2(median(clones[index].map(\.ms)) / gitMS)
            result["\(name)_runs_ms"] = clones[index].map(\.ms)
        }
        result["git_clone_runs_ms"] = gitClones.map { $0.seconds * 1000 }
        print(String(decoding: try JSONSerialization.data(withJSONObject: result, options: [.sortedKeys]), as: UTF8.self))
    }

    /// The CPU time (user and system) a running process has used so far, from /proc.
    private static func cpuMS(of pid: Int32) throws -> Double {
        let stat = try String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)
        // The fields after the command's name (in parentheses, which may hold spaces): utime and stime are the 12th and 13th.
        guard let close = stat.lastIndex(of: ")") else { throw ServedStoreBenchmark.BenchmarkFailure("unreadable /proc/\(pid)/stat") }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 13, let user = Double(fields[11]), let system = Double(fields[12]) else {
            throw ServedStoreBenchmark.BenchmarkFailure("unreadable /proc/\(pid)/stat")
        }
        return (user + system) * 1000 / Double(sysconf(Int32(_SC_CLK_TCK)))
    }
}

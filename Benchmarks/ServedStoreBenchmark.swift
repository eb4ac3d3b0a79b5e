import Foundation
import Model
import Storage
import Synchronization

/// `served PATH_TO_LAYOUTSTORE [RUNS [SECONDS]]`: a served store under every other process a
/// team runs on it (issue 34's proof), as whole processes.
///
/// Each run: `layoutstore serve` on a new store; for SECONDS, three clients add constraints to
/// stores of their own and `sync` through the server, a writer runs `add` on the served store
/// itself, and a reader runs `log`, `list`, `token list`, `projects`, `verify` and `sqlite3` on
/// it; then the server is killed with SIGKILL. Every constraint whose push or edit was
/// acknowledged (the command exited 0) must be in the store, and `PRAGMA integrity_check` and
/// `layoutstore verify` must be clean. One JSON line a run, then a summary line.
///
/// Before the runs, the cost of a durable commit: one-constraint commits through the library,
/// alternately with `synchronous = FULL` (the server's) and `NORMAL` (the command line's).
enum ServedStoreBenchmark {
    static func run(_ arguments: [String]) -> Bool {
        guard let binary = arguments.first, FileManager.default.isExecutableFile(atPath: binary) else { return false }
        let runs = arguments.count > 1 ? Int(arguments[1]) ?? 20 : 20
        let duration = arguments.count > 2 ? Double(arguments[2]) ?? 60 : 60
        do {
            try measureCommitDurability()
            var failedRuns = 0
            for index in 1...runs {
                let result = try runOnce(binary: binary, seconds: duration, index: index)
                print(try String(decoding: JSONEncoder().encode(result), as: UTF8.self))
                if !result.whole { failedRuns += 1 }
            }
            print(#"{"runs":\#(runs),"runsWithLossOrDamage":\#(failedRuns)}"#)
            return true
        } catch {
            printError("served: \(error)\n")
            exit(1)
        }
    }

    // MARK: The cost of a durable commit

    static func measureCommitDurability() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "served-durability-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appending(path: "store.db").path
        let setup = try Store(path: path)
        try setup.createProject(name: "Login", rootSize: (375, 812), message: "create", author: "bench")
        let project = try setup.resolveProject("Login").id
        let root = try setup.state(of: project).views[0].id
        let full = try Store(path: path, durability: .powerLoss), normal = try Store(path: path, durability: .processCrash)
        var samples: [Store.Durability: [Double]] = [.powerLoss: [], .processCrash: []]
        for index in 0..<400 {
            let (store, durability) = index % 2 == 0 ? (full, Store.Durability.powerLoss) : (normal, .processCrash)
            let constraint = Constraint(equation: Equation(Anchor(root, .width), .greaterThanOrEqual, constant: Double(index)))
            let start = ContinuousClock.now
            try store.commit(project, message: "w\(index)", author: "bench", edits: [.insertConstraint(constraint)])
            samples[durability]!.append(seconds(ContinuousClock.now - start) * 1000)
        }
        let fullMS = median(samples[.powerLoss]!), normalMS = median(samples[.processCrash]!)
        print(#"{"commitMedianMS":{"full":\#(format(fullMS)),"normal":\#(format(normalMS))},"commits":200}"#)
    }

    // MARK: One run

    struct RunResult: Encodable {
        var run: Int
        var seconds: Double
        var acknowledgedPushes: Int
        var acknowledgedEdits: Int
        var reads: Int
        var failedReads: [String]
        var syncMedianMS: Double
        /// Syncs that exited non-zero (a busy server answers 503; the client syncs again), and why the first did.
        var failedSyncs: Int
        var firstSyncFailure: String?
        var lost: [String]
        var integrity: String
        var verifyExit: Int32
        var whole: Bool { lost.isEmpty && integrity == "ok" && verifyExit == 0 && failedReads.isEmpty }
    }

    static func runOnce(binary: String, seconds duration: Double, index: Int) throws -> RunResult {
        let folder = FileManager.default.temporaryDirectory.appending(path: "served-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let runner = Runner(binary: binary, folder: folder)
        let server = folder.appending(path: "server.db").path
        try runner.ok(["--store", server, "init", "Login"])
        let token = try runner.ok(["--store", server, "token", "create", "--project", "Login"]).trimmingCharacters(in: .whitespacesAndNewlines)
        let serving = try runner.start(["--store", server, "serve", "--port", "0"])
        let url = try runner.waitForURL(serving)
        let clients = (1...3).map { folder.appending(path: "client\($0).db").path }
        for client in clients {
            try runner.ok(["--store", client, "remote", "add", "origin", url, "--token", token])
            try runner.ok(["--store", client, "--project", "Login", "sync", "origin"])
        }

        let acknowledged = Mutex<(pushes: Int, edits: Int, ids: [String])>((0, 0, []))
        let reads = Mutex<(count: Int, failed: [String])>((0, []))
        let syncTimes = Mutex<[Double]>([])
        let failedSyncs = Mutex<[String]>([])
        let deadline = Date().addingTimeInterval(duration)
        let group = DispatchGroup()
        func worker(_ body: @escaping @Sendable () -> Void) {
            group.enter()
            Thread.detachNewThread {
                body()
                group.leave()
            }
        }
        for (number, client) in clients.enumerated() {
            worker {
                var pending: [String] = []
                var count = 0
                while Date() < deadline {
                    let id = "c\(number)-\(count)"
                    count += 1
                    if (try? runner.run(["--store", client, "add", "root.width >= \(count)", "--id", id]).status) == 0 { pending.append(id) }
                    let start = ContinuousClock.now
                    let sync = try? runner.run(["--store", client, "sync", "origin"])
                    guard let sync, sync.status == 0 else {
                        failedSyncs.withLock { $0.append(String(sync?.stderr.prefix(200) ?? "did not run")) }
                        continue
                    }
                    syncTimes.withLock { $0.append(Self.elapsedMS(since: start)) }
                    let pushed = pending
                    acknowledged.withLock {
                        $0.pushes += 1; $0.ids += pushed
                    }
                    pending = []
                }
            }
        }
        worker {
            var count = 0
            while Date() < deadline {
                let id = "local-\(count)"
                count += 1
                if (try? runner.run(["--store", server, "add", "root.height >= \(count)", "--id", id]).status) == 0 {
                    acknowledged.withLock {
                        $0.edits += 1; $0.ids.append(id)
                    }
                }
            }
        }
        worker {
            let commands: [[String]] = [["log"], ["list"], ["token", "list"], ["projects"], ["verify"]]
            var count = 0
            while Date() < deadline {
                let command = commands[count % commands.count]
                count += 1
                let result = try? runner.run(["--store", server] + command)
                let sqlite = Result { try runner.sqlite3(server, "SELECT count(*) FROM revisions") }
                reads.withLock { reads in
                    reads.count += 2
                    if result?.status != 0 {
                        reads.failed.append("\(command.joined(separator: " ")): \(result?.stderr.prefix(200) ?? "did not run")")
                    }
                    if case .failure(let error) = sqlite { reads.failed.append("\(error)") }
                }
            }
        }
        group.wait()
        kill(serving.process.processIdentifier, SIGKILL)
        serving.process.waitUntilExit()

        let listed = try runner.ok(["--store", server, "list", "--json"])
        let (pushes, edits, ids) = acknowledged.withLock { $0 }
        let lost = ids.filter { !listed.contains("\"\($0)\"") }
        let integrity = (try? runner.sqlite3(server, "PRAGMA integrity_check")) ?? "sqlite3 failed"
        let verify = try runner.run(["--store", server, "verify"])
        let (readCount, failedReads) = reads.withLock { ($0.count, $0.failed) }
        return RunResult(
            run: index, seconds: duration, acknowledgedPushes: pushes, acknowledgedEdits: edits, reads: readCount, failedReads: failedReads,
            syncMedianMS: format(median(syncTimes.withLock { $0 })), failedSyncs: failedSyncs.withLock { $0.count },
            firstSyncFailure: failedSyncs.withLock { $0.first }, lost: lost, integrity: integrity, verifyExit: verify.status)
    }

    static func elapsedMS(since start: ContinuousClock.Instant) -> Double { seconds(ContinuousClock.now - start) * 1000 }

    static func format(_ value: Double) -> Double { (value * 100).rounded() / 100 }

    /// Runs `layoutstore` and `sqlite3` in a folder, their output in files (never a full pipe).
    struct Runner: Sendable {
        let binary: String
        let folder: URL

        struct Result {
            var status: Int32
            var stdout: String
            var stderr: String
        }

        final class Running: @unchecked Sendable {  // owns a Process; used from one thread
            let process: Process
            let stderr: URL
            init(process: Process, stderr: URL) {
                self.process = process
                self.stderr = stderr
            }
        }

        func start(_ arguments: [String], executable: String? = nil) throws -> Running {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: executable ?? binary)
            process.arguments = arguments
            var environment = ProcessInfo.processInfo.environment
            environment["LAYOUTSTORE_AUTHOR"] = "bench"
            environment["NO_COLOR"] = "1"
            process.environment = environment
            process.currentDirectoryURL = folder
            let id = UUID().uuidString
            let out = folder.appending(path: "out-\(id)"), err = folder.appending(path: "err-\(id)")
            FileManager.default.createFile(atPath: out.path, contents: nil)
            FileManager.default.createFile(atPath: err.path, contents: nil)
            process.standardOutput = try FileHandle(forWritingTo: out)
            process.standardError = try FileHandle(forWritingTo: err)
            process.standardInput = FileHandle.nullDevice
            try process.run()
            return Running(process: process, stderr: err)
        }

        func run(_ arguments: [String], executable: String? = nil) throws -> Result {
            let running = try start(arguments, executable: executable)
            running.process.waitUntilExit()
            let out = running.stderr.deletingLastPathComponent().appending(
                path: running.stderr.lastPathComponent.replacingOccurrences(of: "err-", with: "out-"))
            defer {
                try? FileManager.default.removeItem(at: out)
                try? FileManager.default.removeItem(at: running.stderr)
            }
            return Result(
                status: running.process.terminationStatus, stdout: (try? String(contentsOf: out, encoding: .utf8)) ?? "",
                stderr: (try? String(contentsOf: running.stderr, encoding: .utf8)) ?? "")
        }

        @discardableResult
        func ok(_ arguments: [String]) throws -> String {
            let result = try run(arguments)
            guard result.status == 0 else { throw BenchmarkFailure("layoutstore \(arguments.joined(separator: " ")): \(result.stderr)") }
            return result.stdout
        }

        /// `sqlite3` as a careful user runs it beside other processes: with a busy timeout
        /// (without one, SQLite answers a reader "database is locked" whenever every WAL read
        /// mark is taken by readers of older snapshots, whoever the writers are).
        func sqlite3(_ path: String, _ sql: String) throws -> String {
            let result = try run(["-cmd", ".timeout 5000", path, sql], executable: "/usr/bin/sqlite3")
            guard result.status == 0 else { throw BenchmarkFailure("sqlite3: \(result.stderr)") }
            return result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        }

        func waitForURL(_ serving: Running) throws -> String {
            let deadline = Date().addingTimeInterval(30)
            while Date() < deadline {
                let stderr = (try? String(contentsOf: serving.stderr, encoding: .utf8)) ?? ""
                if let range = stderr.range(of: #"http://127\.0\.0\.1:\d+"#, options: .regularExpression) { return String(stderr[range]) }
                guard serving.process.isRunning else { throw BenchmarkFailure("serve exited: \(stderr)") }
                Thread.sleep(forTimeInterval: 0.02)
            }
            throw BenchmarkFailure("serve did not start listening within 30 s")
        }
    }

    struct BenchmarkFailure: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }
}

// The sync benchmark: two stores sharing a project of 10,000 revisions, synced over HTTP
// through the server `layoutstore serve` runs, in-process on 127.0.0.1; and, for scale, a
// `git clone` of a repository of as many small commits, and a `git pull` and `git push` of
// two branches of as many small commits as the branches synced. It prints JSON and never
// fails on timing.
//
//     layoutstore-bench sync [REVISIONS [BRANCH]]      (defaults: 10000 and 5000)
//
// BRANCH is the length of each of the two branches merged (one made on each side).

import Foundation
import GRDB
import Model
import ServiceLifecycle
import Storage
import Sync
import SyncHTTP

enum SyncBenchmark {
    struct UsageError: Error {}

    /// The entry point `Benchmarks/main.swift` registers: false on bad arguments.
    static func run(_ arguments: [String]) -> Bool {
        let numbers = arguments.compactMap { Int($0) }
        guard numbers.count == arguments.count, numbers.count <= 2, numbers.allSatisfy({ $0 >= 100 }) else { return false }
        let revisions = numbers.first ?? 10_000
        let branch = numbers.count > 1 ? numbers[1] : 5_000
        /// Written once by the task before it signals, read after the wait.
        final class Outcome: @unchecked Sendable { var error: (any Error)? }
        let outcome = Outcome()
        let done = DispatchSemaphore(value: 0)
        Task {
            do { try await measure(revisions: revisions, branch: branch) } catch { outcome.error = error }
            done.signal()
        }
        done.wait()
        if let error = outcome.error {
            var bytes = Array("sync benchmark failed: \(error)\n".utf8)
            _ = write(2, &bytes, bytes.count)
            exit(1)
        }
        return true
    }

    /// Request and response body bytes, as the server counts them.
    final class Traffic: @unchecked Sendable {  // every access holds the lock
        private let lock = NSLock()
        private var counts = (requests: 0, requestBytes: 0, responseBytes: 0)
        func add(_ request: Int, _ response: Int) {
            lock.withLock { counts = (counts.requests + 1, counts.requestBytes + request, counts.responseBytes + response) }
        }
        func take() -> (requests: Int, requestBytes: Int, responseBytes: Int) {
            lock.withLock {
                defer { counts = (0, 0, 0) }
                return counts
            }
        }
    }

    static func measure(revisions count: Int, branch: Int) async throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "layoutstore-sync-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let clock = ContinuousClock()

        // Two stores sharing `count` revisions.
        var buildTime = Duration.zero
        let server = try Store(path: folder.appending(path: "server.db").path)
        let client = try Store(path: folder.appending(path: "client.db").path)
        let project: ProjectID
        do {
            let start = clock.now
            project = try buildHistory(in: server, revisions: count)
            let head = try server.resolveProject("Bench").head
            try client.exchange.insert(server.exchange.revisions(of: project, reachableFrom: head, excludingAncestorsOf: []), movingHeadTo: head)
            buildTime = clock.now - start
        }
        let token = try server.tokens.create(project: project, readOnly: false, label: "bench")
        // The same history as git commits (one-line files), cloned by git right after each clone of ours (3).
        let gitSource = try buildGitSource(commits: count, in: folder)
        let traffic = Traffic()
        var results: [String: Any] = [
            "revisions": count, "buildSeconds": seconds(buildTime),
        ]

        try await withServer(store: server, traffic: traffic) { url in
            let remote = HTTPRemote(url: url, token: token)
            let sync = Synchronizer(store: client, remote: remote, remoteName: "bench")

            // (1) Nothing new: median of 20.
            var noop: [Double] = []
            _ = traffic.take()
            for _ in 0..<20 {
                let start = clock.now
                let report = try await sync.sync(project: "Bench")
                noop.append(seconds(clock.now - start))
                guard report.outcome == .upToDate else { throw SyncError.invalid("expected nothing to sync, got \(report.outcome)") }
            }
            let noopTraffic = traffic.take()
            results["noopSync"] = [
                "medianMs": median(noop) * 1000, "requests": noopTraffic.requests / 20,
                "bytesSent": (noopTraffic.requestBytes + noopTraffic.responseBytes) / 20,
            ]

            // (2) One new revision on the server, pulled: median of 10.
            var pulls: [Double] = []
            var pullTraffic = (requests: 0, requestBytes: 0, responseBytes: 0)
            for round in 0..<10 {
                try server.commit(project, message: "one more \(round)", author: "bench") { layout in
                    layout.views[1].isHidden.toggle()
                }
                _ = traffic.take()
                let start = clock.now
                let report = try await sync.sync(project: "Bench")
                pulls.append(seconds(clock.now - start))
                pullTraffic = traffic.take()
                guard report.outcome == .fastForwarded, report.received == 1 else {
                    throw SyncError.invalid("expected one revision pulled, got \(report.outcome), \(report.received)")
                }
            }
            results["pullOneRevision"] = [
                "medianMs": median(pulls) * 1000, "requests": pullTraffic.requests,
                "bytesSent": pullTraffic.requestBytes + pullTraffic.responseBytes,
                "requestBytes": pullTraffic.requestBytes, "responseBytes": pullTraffic.responseBytes,
            ]

            // (3) A first clone into a new store, and `git clone` of as many commits right
            // after each, so that both meet the machine as it is at that moment.
            var clones: [Double] = []
            var cloneCPU: [Double] = []
            var cloneBytes = 0
            var gitClones: [(seconds: Double, cpu: Double, packBytes: Int)] = []
            for round in 0..<5 {
                _ = traffic.take()
                // From nothing, as `git clone` starts: the new store is made in the time measured.
                let start = clock.now
                let cpuStart = cpuSeconds()
                let empty = try Store(path: folder.appending(path: "clone\(round).db").path)
                let report = try await Synchronizer(store: empty, remote: remote, remoteName: "bench").sync(project: "Bench")
                clones.append(seconds(clock.now - start))
                cloneCPU.append(cpuSeconds() - cpuStart)
                let cloneTraffic = traffic.take()
                cloneBytes = cloneTraffic.requestBytes + cloneTraffic.responseBytes
                guard report.outcome == .cloned, report.received == count + 10 else {
                    throw SyncError.invalid("expected a clone of \(count + 10) revisions, got \(report.outcome), \(report.received)")
                }
                gitClones.append(try gitClone(gitSource.path, into: folder.appending(path: "git-clone\(round)")))
            }
            results["fullClone"] = ["medianSeconds": median(clones), "cpuSeconds": median(cloneCPU), "bytesSent": cloneBytes, "runs": clones]
            let gitTimes = gitClones.map(\.seconds)
            results["gitClone"] = [
                "medianSeconds": median(gitTimes), "cpuSeconds": median(gitClones.map(\.cpu)), "buildSeconds": gitSource.seconds,
                "packBytes": gitClones[0].packBytes, "runs": gitTimes,
            ]
            results["cloneOverGit"] = median(clones) / median(gitTimes)
            results["cloneOverGitEachRound"] = zip(clones, gitTimes).map { $0 / $1 }
        }

        // Where a clone's time goes, step by step, without HTTP.
        do {
            let head = try server.resolveProject("Bench").head
            var start = clock.now
            let bodies = try server.exchange.revisionBodies(of: project, reachableFrom: head, excludingAncestorsOf: [])
            let read = seconds(clock.now - start)
            start = clock.now
            // What the server sends: WireFormat's message from the stored bytes.
            let bytes = WireFormat.message(bodies: bodies)
            let encode = seconds(clock.now - start)
            start = clock.now
            let decoded = try WireFormat.decodeRevisions(bytes)
            let decode = seconds(clock.now - start)
            // What a clone is sent now: the packed answer, from the bodies as stored.
            start = clock.now
            var stored: [(id: RevisionID, body: [UInt8])] = []
            var firstBlock = 0.0
            try server.exchange.revisionBodies(
                of: project, reachableFrom: head, excludingAncestorsOf: [], inBlocksOf: WireFormat.streamedBlockLength, asStored: true
            ) {
                if stored.isEmpty { firstBlock = seconds(clock.now - start) }
                stored += $0
            }
            let readPacked = seconds(clock.now - start)
            start = clock.now
            var packedAnswer = PackedAnswer.start
            for blockStart in stride(from: 0, to: stored.count, by: WireFormat.streamedBlockLength) {
                packedAnswer += PackedAnswer.block(bodies: Array(stored[blockStart..<min(stored.count, blockStart + WireFormat.streamedBlockLength)]))
            }
            packedAnswer += PackedAnswer.end(WireFormat.countLine(stored.count))
            let encodePacked = seconds(clock.now - start)
            start = clock.now
            let received = ReceivedRevisions()
            received.receive(packedAnswer)
            received.finish()
            let decodedPacked = try received.all()
            let decodePacked = seconds(clock.now - start)
            let empty = try Store(path: folder.appending(path: "breakdown.db").path)
            start = clock.now
            try empty.exchange.insert(decodedPacked, movingHeadTo: head)
            let insert = seconds(clock.now - start)
            let floor = try cloneStatementFloor(decoded, head: head, in: folder)
            let parents = try server.revision(head).parents
            start = clock.now
            _ = try server.exchange.revisionBodies(of: project, reachableFrom: head, excludingAncestorsOf: parents)
            results["serverReadsOneRevisionSeconds"] = seconds(clock.now - start)
            results["cloneBreakdownSeconds"] = [
                "serverReadsRevisions": read, "serverEncodes": encode, "clientDecodes": decode,
                "serverReadsStoredRevisions": readPacked, "serverFirstBlock": firstBlock, "serverEncodesPacked": encodePacked,
                "clientDecodesPacked": decodePacked,
                "bytesOfLines": bytes.count, "bytesPacked": packedAnswer.count, "clientInserts": insert,
                "clientInsertsStatementFloor": floor.seconds, "clientInsertsStatements": floor.statements,
            ]
        }

        // (4) Pages read by a pull of one revision and by a merge of one revision on each side.
        results["pagesRead"] = try await pagesRead(server: server, client: client, project: project, folder: folder)

        // (5) Two branches of `branch` revisions, one on each side, merged and pushed.
        try await withServer(store: server, traffic: traffic) { url in
            results["branchMerge"] = try await branchMerge(
                server: server, client: client, project: project, remote: HTTPRemote(url: url, token: token), traffic: traffic, length: branch)
        }

        // (6) git pull and push of two branches of as many small commits, on as many files.
        let gitMerge = try gitBranchMerge(source: gitSource.path, length: branch, in: folder)
        results["gitPullPush"] = ["seconds": gitMerge.wall, "cpuSeconds": gitMerge.cpu]
        if let merge = results["branchMerge"] as? [String: Any], let wall = merge["seconds"] as? Double, let cpu = merge["cpuSeconds"] as? Double {
            results["branchMergeOverGit"] = ["wall": wall / gitMerge.wall, "cpu": cpu / gitMerge.cpu]
        }
        results["goals"] = """
            noop sync < 100 ms and < 2 KB; one new revision < 10 KB; pages read by a pull the same at any history length; \
            full clone at most git clone's time and bytes; branch merge within 2x of git pull + push, merge base < 20 ms
            """
        let json = try JSONSerialization.data(withJSONObject: results, options: [.prettyPrinted, .sortedKeys])
        print(String(decoding: json, as: UTF8.self))
    }

    /// What the statements that store a clone cost SQLite alone: the `decoded` revisions are
    /// stored into an empty store with every statement recorded (``RecordedStatement``), then
    /// the recording is replayed on another empty store through SQLite's C API
    /// (``StatementReplay``), the journal switches and the commit included. What storing them
    /// costs beyond that (`clientInserts`) is the Swift side: applying the changes, snapshots,
    /// binding.
    static func cloneStatementFloor(_ decoded: [Revision], head: RevisionID, in folder: URL) throws -> (seconds: Double, statements: Int) {
        let traced = try Store(path: folder.appending(path: "floor-traced.db").path)
        let recorded = try StatementReplay.record(on: traced) { try traced.exchange.insert(decoded, movingHeadTo: head) }
        let replayed = folder.appending(path: "floor-replayed.db").path
        do { _ = try Store(path: replayed) }  // migrated, empty, and closed again: the replay may leave WAL mode as the clone did
        let seconds = try StatementReplay.times(of: [recorded], at: replayed)[0]
        let counts = try [traced.path, replayed].map { path in
            try DatabaseQueue(path: path).read { db in
                try ["revisions", "changes", "snapshots"].map { try Int.fetchOne(db, sql: "SELECT count(*) FROM \($0)") ?? 0 }
            }
        }
        guard counts[0] == counts[1] else { throw StatementReplay.Failure(description: "the replay left other row counts than the clone: \(counts)") }
        return (seconds, recorded.count)
    }

    /// The pages each store reads (SQLite's page-cache misses, each store opened anew as a
    /// command opens it) for a pull of one revision, then for a merge of one revision made on
    /// each side; in process, through ``LocalRemote`` (the store calls the server's routes make).
    static func pagesRead(server: Store, client: Store, project: ProjectID, folder: URL) async throws -> [String: Any] {
        var results: [String: Any] = [:]
        let clock = ContinuousClock()
        for (name, here, there) in [("pullOne", false, true), ("mergeOneEach", true, true)] {
            if there { try server.commit(project, message: "there", author: "bench") { $0.views[3].isHidden.toggle() } }
            if here { try client.commit(project, message: "here", author: "bench") { $0.views[4].isHidden.toggle() } }
            let freshServer = try Store(path: server.path), freshClient = try Store(path: client.path)
            let (serverAtOpen, clientAtOpen) = (try freshServer.pagesRead(), try freshClient.pagesRead())
            let start = clock.now
            let report = try await Synchronizer(store: freshClient, remote: LocalRemote(store: freshServer), remoteName: "bench").sync(
                project: "Bench")
            let time = seconds(clock.now - start)
            guard report.received == 1 else { throw SyncError.invalid("expected one revision received, got \(report.received)") }
            results[name] = [
                "clientPages": try freshClient.pagesRead() - clientAtOpen, "serverPages": try freshServer.pagesRead() - serverAtOpen,
                "milliseconds": time * 1000,
            ]
        }
        return results
    }

    /// Revisions hiding or showing, in turn, the views of `views` (indexes into the project's
    /// views), `count` of them on top of `store`'s head, stored in one insert.
    static func toggles(in store: Store, _ project: ProjectID, views: Range<Int>, count: Int, time: Double) throws {
        var state = try store.state(of: project)
        var head = try store.resolveProject("Bench").head
        var batch: [Revision] = []
        for number in 0..<count {
            let index = views.lowerBound + number % views.count
            let view = state.views[index]
            let change = Change(entity: .view(view.id), field: "isHidden", before: .bool(view.isHidden), after: .bool(!view.isHidden))
            state.views[index].isHidden.toggle()
            let revision = Revision(
                project: project, parents: [head], author: "bench", replica: store.replicaID,
                time: Date(timeIntervalSince1970: time + Double(number)), message: "toggle \(view.name)", changes: [change])
            batch.append(revision)
            head = revision.id
        }
        try store.exchange.insert(batch, movingHeadTo: head)
    }

    /// Time, CPU time and bytes of a sync that pulls `length` revisions made on the server,
    /// merges them with `length` made here, and pushes; then the time of that merge's base.
    static func branchMerge(
        server: Store, client: Store, project: ProjectID, remote: HTTPRemote, traffic: Traffic, length: Int
    ) async throws -> [String: Any] {
        // The views after the root: the server edits the second half, the client the first.
        let viewCount = try server.state(of: project).views.count
        try toggles(in: server, project, views: (1 + (viewCount - 1) / 2)..<viewCount, count: length, time: 1_800_000_000)
        try toggles(in: client, project, views: 1..<(1 + (viewCount - 1) / 2), count: length, time: 1_900_000_000)
        let clock = ContinuousClock()
        _ = traffic.take()
        let cpuStart = cpuSeconds()
        let start = clock.now
        let report = try await Synchronizer(store: client, remote: remote, remoteName: "bench").sync(project: "Bench")
        let wall = seconds(clock.now - start)
        let cpu = cpuSeconds() - cpuStart
        let moved = traffic.take()
        guard case .merged(let merge) = report.outcome, report.received == length, report.sent == length + 1 else {
            throw SyncError.invalid("expected a merge of \(length) revisions each way, got \(report.outcome), \(report.received), \(report.sent)")
        }
        let parents = try client.revision(merge).parents
        // The merge base, by a store opened anew (as a command opens it), then again by it.
        var bases: [Double] = [], warmBases: [Double] = []
        for _ in 0..<5 {
            let fresh = try Store(path: client.path)
            for round in 0..<2 {
                let start = clock.now
                _ = try fresh.exchange.mergeBase(parents[0], parents[1], in: project)
                if round == 0 { bases.append(seconds(clock.now - start)) } else { warmBases.append(seconds(clock.now - start)) }
            }
        }
        return [
            "branchLength": length, "seconds": wall, "cpuSeconds": cpu, "requests": moved.requests,
            "bytesSent": moved.requestBytes + moved.responseBytes, "mergeBaseMs": median(bases) * 1000,
            "mergeBaseWarmMs": median(warmBases) * 1000,
        ]
    }

    /// User and system CPU time of this process so far (the in-process server's threads included).
    static func cpuSeconds() -> Double {
        var usage = rusage()
        #if os(Linux)
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        #else
        getrusage(RUSAGE_SELF, &usage)
        #endif
        return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    }

    /// A project "Bench" of 40 views and `revisions` revisions in all, each hiding or showing
    /// one view; made in memory and stored in one insert.
    static func buildHistory(in store: Store, revisions: Int) throws -> ProjectID {
        var head = try store.createProject(name: "Bench", rootSize: (1024, 768), message: "create", author: "bench").id
        let project = try store.resolveProject("Bench").id
        let root = try store.state(of: project).views[0].id
        var views: [View] = []
        for index in 0..<39 {
            let view = View(name: "view\(index)", parent: root, index: index, frame: Rect(x: Double(index) * 20, y: 0, width: 20, height: 20))
            views.append(view)
            head = try store.commit(project, message: "add view\(index)", author: "bench", edits: [.insertView(view)]).id
        }
        var hidden = [Bool](repeating: false, count: views.count)
        var batch: [Revision] = []
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        for number in 40..<revisions {
            let index = number % views.count
            let change = Change(entity: .view(views[index].id), field: "isHidden", before: .bool(hidden[index]), after: .bool(!hidden[index]))
            hidden[index].toggle()
            let revision = Revision(
                project: project, parents: [head], author: "bench", replica: store.replicaID,
                time: start.addingTimeInterval(Double(number)), message: "toggle view\(index)", changes: [change])
            batch.append(revision)
            head = revision.id
        }
        try store.exchange.insert(batch, movingHeadTo: head)
        return project
    }

    /// Runs the server on 127.0.0.1 on a free port for the duration of `body`, counting the
    /// bytes of each exchange into `traffic` (when given). The web benchmark uses it too.
    static func withServer(store: Store, traffic: Traffic? = nil, _ body: (String) async throws -> Void) async throws {
        let (ports, portContinuation) = AsyncStream.makeStream(of: Int.self)
        var onExchange: (@Sendable (Int, Int) -> Void)?
        if let traffic { onExchange = { request, response in traffic.add(request, response) } }
        let configuration = ServerConfiguration(
            host: "127.0.0.1", port: 0, onListening: { _, port in portContinuation.yield(port) }, onExchange: onExchange)
        let app = buildApplication(store: store, configuration: configuration)
        let services = ServiceGroup(configuration: .init(services: [app], gracefulShutdownSignals: [], logger: configuration.logger))
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await services.run() }
            var iterator = ports.makeAsyncIterator()
            guard let port = await iterator.next() else { throw SyncError.relay("the benchmark's server did not start") }
            do {
                try await body("http://127.0.0.1:\(port)")
            } catch {
                await services.triggerGracefulShutdown()
                throw error
            }
            await services.triggerGracefulShutdown()
            try await group.waitForAll()
        }
    }

    /// Builds a bare repository of `commits` small commits with `git fast-import`, the same
    /// history as ``buildHistory(in:revisions:)`` as text: its path, and how long it took.
    static func buildGitSource(commits: Int, in folder: URL) throws -> (path: String, seconds: Double) {
        let source = folder.appending(path: "git-source").path
        let clock = ContinuousClock()
        let buildStart = clock.now
        try runGit(["init", "-q", "--bare", source])
        var stream = ""
        stream.reserveCapacity(commits * 160)
        for number in 1...commits {
            let message = "edit \(number)\n"
            let content = "view\(number % 40) hidden=\(number % 2 == 0)\n"
            stream += "commit refs/heads/main\nmark :\(number)\ncommitter bench <bench@example.com> \(1_700_000_000 + number) +0000\n"
            stream += "data \(message.utf8.count)\n\(message)"
            if number > 1 { stream += "from :\(number - 1)\n" }
            stream += "M 100644 inline view\(number % 40).txt\ndata \(content.utf8.count)\n\(content)\n"
        }
        try runGit(["-C", source, "fast-import", "--quiet"], input: Data(stream.utf8))
        try runGit(["-C", source, "symbolic-ref", "HEAD", "refs/heads/main"])
        return (source, seconds(clock.now - buildStart))
    }

    /// One `git clone --no-local` of `source` into `destination`: its wall time, the CPU time
    /// of the git processes, and the bytes of the pack it received (git sends the pack as it
    /// is, plus a few lines of refs). Timed as ``ProcessMeasure`` times ours, from spawning to
    /// `wait4`: Foundation's `Process` notices an exit only every 50 ms, which made a clone of
    /// 10,000 commits (about 85 ms) 100 ms.
    static func gitClone(_ source: String, into destination: URL) throws -> (seconds: Double, cpu: Double, packBytes: Int) {
        let clone = try ProcessMeasure.run("/usr/bin/env", ["git", "clone", "-q", "--no-local", source, destination.path])
        let (wall, cpu) = (clone.ms / 1000, clone.cpuMS / 1000)
        let packBytes = try FileManager.default.contentsOfDirectory(
            at: destination.appending(path: ".git/objects/pack"), includingPropertiesForKeys: [.fileSizeKey]
        )
        .filter { $0.pathExtension == "pack" }
        .reduce(0) { $0 + ((try? $1.resourceValues(forKeys: [.fileSizeKey]).fileSize) ?? 0) }
        return (wall, cpu, packBytes)
    }

    /// Clones `source` (a bare repository of one-line files `view0.txt` to `view39.txt`),
    /// adds `length` commits to each side, the source editing the second half of the files and
    /// the clone the first, then times the clone's `git pull` (a merge) and `git push`: wall
    /// time, and the CPU time of every git process they start.
    static func gitBranchMerge(source: String, length: Int, in folder: URL) throws -> (wall: Double, cpu: Double) {
        let client = folder.appending(path: "git-branch-client").path
        try runGit(["clone", "-q", "--no-local", source, client])
        func commits(files: Range<Int>, time: Int) -> Data {
            var stream = ""
            for number in 1...length {
                let file = files.lowerBound + number % files.count
                let message = "toggle view\(file)\n"
                let content = "view\(file) hidden=\(number % 2 == 0)\n"
                stream += "commit refs/heads/main\nmark :\(number)\ncommitter bench <bench@example.com> \(time + number) +0000\n"
                stream += "data \(message.utf8.count)\n\(message)"
                stream += number == 1 ? "from refs/heads/main^0\n" : "from :\(number - 1)\n"
                stream += "M 100644 inline view\(file).txt\ndata \(content.utf8.count)\n\(content)\n"
            }
            return Data(stream.utf8)
        }
        try runGit(["-C", source, "fast-import", "--quiet"], input: commits(files: 20..<40, time: 1_800_000_000))
        try runGit(["-C", client, "fast-import", "--quiet"], input: commits(files: 0..<20, time: 1_900_000_000))
        try runGit(["-C", client, "reset", "-q", "--hard"])
        // Timed as ``gitClone`` is, from spawning to `wait4` (not through Foundation's `Process`).
        let pull = try ProcessMeasure.run(
            "/usr/bin/env",
            [
                "git", "-C", client, "-c", "user.name=bench", "-c", "user.email=bench@example.com", "pull", "-q", "--no-rebase", "--no-edit",
                "origin",
                "main",
            ])
        let push = try ProcessMeasure.run("/usr/bin/env", ["git", "-C", client, "push", "-q", "origin", "main"])
        return ((pull.ms + push.ms) / 1000, (pull.cpuMS + push.cpuMS) / 1000)
    }

    static func runGit(_ arguments: [String], input: Data? = nil) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        let pipe = Pipe()
        if input != nil { process.standardInput = pipe }
        try process.run()
        if let input {
            try pipe.fileHandleForWriting.write(contentsOf: input)
            try pipe.fileHandleForWriting.close()
        }
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw SyncError.invalid("git \(arguments.joined(separator: " ")) exited with \(process.terminationStatus)")
        }
    }

}

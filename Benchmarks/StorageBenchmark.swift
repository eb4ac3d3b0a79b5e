// The storage benchmark: builds a project of 2,000 constraints over 10,000 revisions in a
// temporary store and prints how long the common operations take. It prints numbers and
// never fails on timing.
//
//     layoutstore-bench storage [REVISIONS [CONSTRAINTS]]      (defaults: 10000 2000)

import Foundation
import GRDB
import Model
import Storage

/// Runs the storage benchmark with the arguments after `storage`.
///
/// - Throws: a ``StoreError`` if the store fails, or a message for bad arguments.
func runStorageBenchmark(arguments: [String]) throws {
    var numbers = arguments.compactMap { Int($0) }
    guard numbers.count == arguments.count, numbers.count <= 2, numbers.allSatisfy({ $0 > 0 }) else {
        throw StorageBenchmark.UsageError()
    }
    numbers += [10_000, 2_000].dropFirst(numbers.count)
    try StorageBenchmark(revisions: numbers[0], constraints: numbers[1]).run()
}

struct StorageBenchmark {
    struct UsageError: Error, CustomStringConvertible {
        var description: String { "usage: layoutstore-bench storage [REVISIONS [CONSTRAINTS]]" }
    }

    /// The entry point `Benchmarks/main.swift` registers: false on bad arguments.
    static func run(_ arguments: [String]) -> Bool {
        do {
            try runStorageBenchmark(arguments: arguments)
            return true
        } catch is UsageError {
            return false
        } catch {
            var bytes = Array("storage benchmark failed: \(error)\n".utf8)
            _ = write(2, &bytes, bytes.count)
            exit(1)
        }
    }

    let revisions: Int
    let constraints: Int

    /// Seconds taken by `body`.
    static func time(_ body: () throws -> Void) rethrows -> Double {
        let start = ContinuousClock.now
        try body()
        return seconds(ContinuousClock.now - start)
    }

    static func ms(_ seconds: Double) -> String { String(format: "%.3f ms", seconds * 1000) }

    func run() throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "layoutstore-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appending(path: "bench.db").path
        var generator = SystemRandomNumberGenerator()

        print("storage benchmark: \(constraints) constraints over \(revisions) revisions (\(path))")
        let store = try Store(path: path)
        var revisionIDs: [RevisionID] = [
            try store.createProject(name: "Bench", rootSize: (1024, 768), message: "create")
                .id
        ]
        let project = try store.resolveProject("Bench").id
        let root = try store.state(of: project).views[0].id

        // 40 views, one revision each.
        var views: [ItemID] = []
        for index in 0..<40 {
            let view = View(name: "view\(index)", parent: root, frame: Rect(x: Double(index), y: 0, width: 20, height: 20))
            revisionIDs.append(try store.commit(project, message: "add view\(index)", edits: [.insertView(view)]).id)
            views.append(view.id)
        }

        func randomConstraint() -> Constraint {
            let first = views.randomElement(using: &generator)!
            var second = views.randomElement(using: &generator)!
            while second == first { second = views.randomElement(using: &generator)! }
            let pair: (Attribute, Attribute) = [(.leading, .trailing), (.top, .bottom), (.width, .width), (.centerX, .centerX)]
                .randomElement(using: &generator)!
            return Constraint(
                equation: Equation(Anchor(first, pair.0), .equal, Anchor(second, pair.1), constant: Double(Int.random(in: 0...40, using: &generator)))
            )
        }

        // The history measured later: a constraint edited 30 times early on and never again.
        var live: [ConstraintID] = []
        var commitTimes: [Double] = []
        var tracked: ConstraintID?
        var trackedEdits = 0
        var historyAtHalf: [Double] = []
        let half = revisions / 2
        let buildTime = try StorageBenchmark.time {
            while revisionIDs.count < revisions {
                var edits: [Edit]
                if live.count < constraints && (revisionIDs.count < constraints + 41 || Int.random(in: 0..<2, using: &generator) == 0) {
                    let constraint = randomConstraint()
                    edits = [.insertConstraint(constraint)]
                    live.append(constraint.id)
                    if tracked == nil { tracked = constraint.id }
                } else if let tracked, trackedEdits < 30, revisionIDs.count % 50 == 0 {
                    edits = [.updateConstraint(tracked, .constant, .number(Double(trackedEdits)))]
                    trackedEdits += 1
                } else {
                    let roll = Int.random(in: 0..<100, using: &generator)
                    let index = Int.random(in: 1..<live.count, using: &generator)  // never the tracked one
                    if roll < 60 {
                        edits = [.updateConstraint(live[index], .constant, .number(Double(Int.random(in: 0...400, using: &generator)) / 4))]
                    } else if roll < 85 {
                        edits = [.updateConstraint(live[index], .priority, .number(Double(Int.random(in: 1...999, using: &generator))))]
                    } else {
                        edits = [.deleteConstraint(live[index])]
                        live.remove(at: index)
                    }
                }
                var revision: Revision?
                let elapsed = try StorageBenchmark.time {
                    do {
                        revision = try store.commit(project, message: "edit \(revisionIDs.count)", author: "bench", edits: edits)
                    } catch StoreError.nothingToCommit {
                        revision = nil  // a random value equal to the current one
                    }
                }
                guard let revision else { continue }
                commitTimes.append(elapsed)
                revisionIDs.append(revision.id)
                if revisionIDs.count == half, let tracked {
                    for _ in 0..<50 {
                        historyAtHalf.append(try StorageBenchmark.time { _ = try store.history.entries(of: .constraint(tracked), in: project) })
                    }
                }
            }
        }
        let summary = try store.resolveProject("Bench")
        print(
            "built \(summary.revisionCount) revisions, \(summary.constraintCount) constraints, \(summary.viewCount) views in \(String(format: "%.1f", buildTime)) s"
        )

        // One mutation: with the store open, and opening the store first (as one CLI run does).
        let openCommitTimes = try (0..<200).map { index in
            try StorageBenchmark.time {
                let reopened = try Store(path: path, create: false)
                _ = try reopened.commit(
                    project, message: "reopened \(index)",
                    edits: [
                        .updateConstraint(live[1 + index % (live.count - 1)], .constant, .number(Double(1_000 + index)))
                    ])
            }
        }
        let barePath = directory.appending(path: "bare.db").path
        let bareTimes = try bareInsertTimes(in: barePath, count: 500)
        let bareOpenTimes = try bareInsertTimesOpeningFirst(in: barePath, count: 200)
        let commitMedian = median(commitTimes)
        let openCommitMedian = median(openCommitTimes)
        let bareMedian = median(bareTimes)
        let bareOpenMedian = median(bareOpenTimes)
        print("one mutation, store open (commit):        median \(StorageBenchmark.ms(commitMedian)) over \(commitTimes.count)")
        let firstCommits: Double = median(Array(commitTimes.prefix(1_000)))
        let lastCommits: Double = median(Array(commitTimes.suffix(1_000)))
        print("  first 1,000 commits: median " + StorageBenchmark.ms(firstCommits) + ", last 1,000: median " + StorageBenchmark.ms(lastCommits))
        print("one mutation, opening the store first:    median \(StorageBenchmark.ms(openCommitMedian)) over 200")
        print("bare SQLite insert of one row (WAL, txn): median \(StorageBenchmark.ms(bareMedian)) over 500")
        print("bare SQLite insert, opening the database first: median \(StorageBenchmark.ms(bareOpenMedian)) over 200")
        print(
            String(
                format:
                    "ratio commit / bare insert: %.1fx (SQLite's own floor for the rows a revision writes is about 3.2x); opening first, both: %.1fx",
                commitMedian / bareMedian, openCommitMedian / bareOpenMedian))

        // The same mix of mutations against the C floor of their own statements.
        var floorLive = live
        let floorEdits: [[Edit]] = (0..<1_000).map { index in
            let roll = index % 20
            let target = floorLive[1 + (index * 7919) % (floorLive.count - 1)]
            if roll < 10 { return [.updateConstraint(target, .constant, .number(Double(2_000 + index)))] }
            if roll < 15 { return [.updateConstraint(target, .priority, .number(Double(1 + (index * 31) % 999)))] }
            if roll < 18 {
                let constraint = randomConstraint()
                floorLive.append(constraint.id)
                return [.insertConstraint(constraint)]
            }
            floorLive.removeAll { $0 == target }
            return [.deleteConstraint(target)]
        }
        let floor = try statementFloor(storePath: path, project: project, edits: floorEdits, in: directory)
        print(
            "one mutation, its own statements replayed through SQLite's C API: median \(StorageBenchmark.ms(floor.floor)) (\(floor.statements) statements); the commit: median \(StorageBenchmark.ms(floor.commit))"
        )
        print(String(format: "ratio commit / C floor of its statements: %.2fx (goal within 2x)", floor.commit / floor.floor))

        // State at old revisions, spread over the history (goal < 50 ms).
        let samples = stride(from: 1, to: revisionIDs.count - 1, by: max(1, revisionIDs.count / 40)).map { revisionIDs[$0] }
        var stateTimes: [Double] = []
        for id in samples {
            stateTimes.append(try StorageBenchmark.time { _ = try store.state(of: project, at: id) })
        }
        print(
            "state at an old revision:                 median \(StorageBenchmark.ms(median(stateTimes))), max \(StorageBenchmark.ms(stateTimes.max() ?? .nan)) over \(samples.count) revisions (goal < 50 ms)"
        )
        let headTime = median(try (0..<10).map { _ in try StorageBenchmark.time { _ = try store.state(of: project) } })
        print("state at the head (state tables):         median \(StorageBenchmark.ms(headTime))")

        // One constraint's full history (goal < 10 ms), at half and at all of the revisions.
        if let tracked {
            let entries = try store.history.entries(of: .constraint(tracked), in: project).count
            let historyAtEnd = try (0..<50).map { _ in
                try StorageBenchmark.time { _ = try store.history.entries(of: .constraint(tracked), in: project) }
            }
            print(
                "one constraint's history (\(entries) entries): median \(StorageBenchmark.ms(median(historyAtHalf))) at \(half) revisions, \(StorageBenchmark.ms(median(historyAtEnd))) at \(revisionIDs.count) revisions (goal < 10 ms)"
            )
        }
        let busiest = try store.history.entries(of: .constraint(live[live.count / 2]), in: project)
        let busyTime = median(
            try (0..<20).map { _ in
                try StorageBenchmark.time { _ = try store.history.entries(of: .constraint(live[live.count / 2]), in: project) }
            })
        print("another constraint's history (\(busiest.count) entries): median \(StorageBenchmark.ms(busyTime))")

        let logTime = median(try (0..<20).map { _ in try StorageBenchmark.time { _ = try store.history.log(project, limit: 50) } })
        print("log, newest 50 (verified):                median \(StorageBenchmark.ms(logTime))")

        let from = revisionIDs[revisionIDs.count / 2 - 2_500 < 1 ? 1 : revisionIDs.count / 2 - 2_500]
        let to = revisionIDs[min(revisionIDs.count - 1, revisionIDs.count / 2 + 2_500)]
        var changeCount = 0
        let diffTime = median(
            try (0..<5).map { _ in
                try StorageBenchmark.time { changeCount = try store.history.diff(project, from: from, to: to).count }
            })
        print("diff of two revisions 5,000 apart:        median \(StorageBenchmark.ms(diffTime)) (\(changeCount) changes)")

        let verifyTime = try StorageBenchmark.time {
            let report = try store.history.verify()
            if !report.isOK { print("verify found problems: \(report.problems.prefix(3))") }
        }
        print("verify (whole store):                     \(String(format: "%.2f s", verifyTime))")
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        print("store file size: \(size / 1024) KiB (plus WAL)")
    }

    /// The time of one bare row insert in its own transaction, on a WAL database opened as the
    /// store is (one GRDB `DatabaseQueue`, synchronous NORMAL), through a cached statement.
    func bareInsertTimes(in path: String, count: Int) throws -> [Double] {
        let queue = try DatabaseQueue(path: path, configuration: StorageBenchmark.bareConfiguration)
        try queue.writeWithoutTransaction { db in
            _ = try String.fetchOne(db, sql: "PRAGMA journal_mode = WAL")
            try db.execute(sql: "CREATE TABLE scratch (id INTEGER PRIMARY KEY, value TEXT NOT NULL)")
        }
        return try (0..<count).map { index in
            try StorageBenchmark.time { try StorageBenchmark.insertRow("row \(index)", into: queue) }
        }
    }

    /// The same insert, opening the database first (as one command run does): the reference
    /// for a mutation that opens the store first. Like the store there, another connection
    /// keeps the database open meanwhile, so closing does not checkpoint.
    func bareInsertTimesOpeningFirst(in path: String, count: Int) throws -> [Double] {
        let keeper = try DatabaseQueue(path: path, configuration: StorageBenchmark.bareConfiguration)
        return try withExtendedLifetime(keeper) {
            try (0..<count).map { index in
                try StorageBenchmark.time {
                    let queue = try DatabaseQueue(path: path, configuration: StorageBenchmark.bareConfiguration)
                    try StorageBenchmark.insertRow("opened \(index)", into: queue)
                }
            }
        }
    }

    static var bareConfiguration: Configuration {
        var configuration = Configuration()
        configuration.busyMode = .timeout(10)
        configuration.prepareDatabase { db in try db.execute(sql: "PRAGMA synchronous = NORMAL") }
        return configuration
    }

    static func insertRow(_ value: String, into queue: DatabaseQueue) throws {
        try queue.writeWithoutTransaction { db in
            try db.inTransaction(.immediate) {
                try db.cachedStatement(sql: "INSERT INTO scratch (value) VALUES (?)").execute(arguments: [value])
                return .commit
            }
        }
    }
}

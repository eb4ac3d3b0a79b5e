// The web view benchmark: a store whose project has a history of REVISIONS revisions (edits
// of constraints' constants, with a side branch merged back every 100), served by the server
// `layoutstore serve` runs, in-process on 127.0.0.1; each page fetched over HTTP with a
// read-only token, as a browser would. Prints the median and the slowest of 20 fetches per
// page (after one to warm up); the goal is under 100 ms for every page at 10,000 revisions.
//
//     layoutstore-bench web [REVISIONS]      (default: 10000)

import Foundation
import Model
import ServiceLifecycle
import Storage
import Sync
import SyncHTTP

enum WebBenchmark {
    static func run(_ arguments: [String]) -> Bool {
        let numbers = arguments.compactMap { Int($0) }
        guard numbers.count == arguments.count, numbers.count <= 1, numbers.allSatisfy({ $0 >= 300 }) else { return false }
        let revisions = numbers.first ?? 10_000
        /// Written once by the task before it signals, read after the wait.
        final class Outcome: @unchecked Sendable { var error: (any Error)? }
        let outcome = Outcome()
        let done = DispatchSemaphore(value: 0)
        Task {
            do { try await measure(revisions: revisions) } catch { outcome.error = error }
            done.signal()
        }
        done.wait()
        if let error = outcome.error {
            printError("web benchmark failed: \(error)\n")
            exit(1)
        }
        return true
    }

    struct Failure: Error, CustomStringConvertible { var description: String }

    static func measure(revisions count: Int) async throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "layoutstore-web-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = try Store(path: folder.appending(path: "web.db").path)
        let clock = ContinuousClock()
        let buildStart = clock.now
        let history = try buildHistory(in: store, revisions: count)
        let buildTime = clock.now - buildStart
        let token = try store.tokens.create(project: history.project, readOnly: true, label: "bench")
        let log = try store.history.log(history.project)
        let seqs = try store.history.logPage(history.project, limit: count + 1).entries
        let deepCursor = seqs[seqs.count - 60].seq  // the page before the last: deep in the history
        let old = log[log.count * 9 / 10]  // a revision near the start
        let pages: [(String, String)] = [
            ("projects", "/"),
            ("timeline, first page", "/projects/Bench"),
            ("timeline, a page deep in history", "/projects/Bench?before=\(deepCursor)"),
            ("revision (head), design size", "/projects/Bench/revisions/\(log[0].id.rawValue)"),
            ("revision (merge), iphone-15 right to left", "/projects/Bench/revisions/\(history.lastMerge.rawValue)?device=iphone-15&rtl=1"),
            ("revision near the start", "/projects/Bench/revisions/\(old.id.rawValue)"),
            ("revision (head), iphone-se-1st landscape", "/projects/Bench/revisions/\(log[0].id.rawValue)?device=iphone-se-1st&landscape=1"),
            ("compare 100 revisions apart", "/projects/Bench/compare/HEAD~100...HEAD"),
            (
                "constraint history and blame (\(history.editsOfBusiest) edits)",
                "/projects/Bench/constraints/\(history.busiestConstraint.description)"
            ),
            ("view history and blame", "/projects/Bench/views/\(history.view.description)"),
        ]
        print(
            "web view: \(count) revisions (\(history.merges) merges), \(history.views) views, \(history.constraints) constraints; built in \(format(seconds(buildTime))) s"
        )
        try await SyncBenchmark.withServer(store: store) { base in
            let transport = AsyncHTTPClientTransport()
            for (name, path) in pages {
                var times: [Double] = []
                var bytes = 0
                for attempt in 0..<21 {
                    let start = clock.now
                    let response = try await transport.send(HTTPTransportRequest(method: "GET", url: base + path, token: token, body: nil))
                    let elapsed = seconds(clock.now - start) * 1000
                    guard response.status == 200 else {
                        throw Failure(
                            description: "\(path): status \(response.status): \(String(decoding: response.body.prefix(300), as: UTF8.self))")
                    }
                    bytes = response.body.count
                    if attempt > 0 { times.append(elapsed) }
                }
                print("  \(name): median \(format(median(times))) ms, slowest \(format(times.max() ?? 0)) ms, \(bytes / 1024) KiB")
            }
        }
    }

    struct History {
        var project: ProjectID
        var views: Int
        var constraints: Int
        var merges: Int
        var lastMerge: RevisionID
        var busiestConstraint: ConstraintID
        var editsOfBusiest: Int
        var view: ItemID
    }

    /// 40 views with 4 constraints each, then revisions that each change one constraint's
    /// constant; every 100th, a side branch changes another and a merge brings it in.
    static func buildHistory(in store: Store, revisions count: Int) throws -> History {
        try store.createProject(name: "Bench", rootSize: (393, 852), message: "create", author: "bench")
        let project = try store.resolveProject("Bench").id
        let added = try store.commit(project, message: "add 40 views", author: "bench") { layout in
            let root = layout.itemID(named: "root")!
            for index in 0..<40 {
                let (x, y) = (Double(index % 8) * 48 + 8, Double(index / 8) * 48 + 80)
                layout.views.append(View(name: "v\(index)", parent: root, index: index, frame: Rect(x: x, y: y, width: 40, height: 40)))
                for text in [
                    "v\(index).leading = root.leading + \(Int(x))", "v\(index).top = root.top + \(Int(y))", "v\(index).width = 40",
                    "v\(index).height = 40",
                ] {
                    let typed = try Equation.parse(text)
                    layout.constraints.append(Constraint(equation: try layout.resolve(typed.equation), priority: typed.priority))
                }
            }
        }
        let state = try store.state(of: project)
        let constraints = state.constraints.filter { $0.equation.second == nil }  // the widths and heights
        var constants = Dictionary(uniqueKeysWithValues: constraints.map { ($0.id, $0.equation.constant) })
        var head = added.id
        var batch: [Revision] = []
        var time = Date(timeIntervalSince1970: 1_790_000_000)
        var merges = 0
        var lastMerge = head
        var edits: [ConstraintID: Int] = [:]
        func edit(_ constraint: ConstraintID, parents: [RevisionID], author: String, message: String) -> Revision {
            let before = constants[constraint]!
            constants[constraint] = before == 40 ? 44 : 40
            edits[constraint, default: 0] += 1
            time += 60
            return Revision(
                project: project, parents: parents, author: author, replica: author, time: time, message: message,
                changes: [Change(entity: .constraint(constraint), field: "constant", before: .number(before), after: .number(constants[constraint]!))]
            )
        }
        var number = 2
        while number < count {
            let constraint = constraints[number % constraints.count].id
            if number % 100 == 0, number + 3 <= count {
                let sideConstraint = constraints[(number / 100) % constraints.count].id
                let side = edit(sideConstraint, parents: [head], author: "cleo", message: "resize on cleo's machine")
                let main = edit(constraint, parents: [head], author: "ana", message: "resize \(number)")
                let change = side.changes[0]
                time += 60
                let merge = Revision(
                    project: project, parents: [main.id, side.id], author: "ana", replica: "ana", time: time, message: "merge cleo's work",
                    changes: [change])
                batch += [side, main, merge]
                head = merge.id
                lastMerge = merge.id
                merges += 1
                number += 3
            } else {
                let revision = edit(constraint, parents: [head], author: number % 3 == 0 ? "ben" : "ana", message: "resize \(number)")
                batch.append(revision)
                head = revision.id
                number += 1
            }
        }
        try store.exchange.insert(batch, movingHeadTo: head)
        let busiest = edits.max { $0.value < $1.value }!
        return History(
            project: project, views: state.views.count, constraints: state.constraints.count, merges: merges, lastMerge: lastMerge,
            busiestConstraint: busiest.key, editsOfBusiest: busiest.value, view: state.itemID(named: "v0")!)
    }

    static func format(_ value: Double) -> String { String(format: "%.1f", value) }
}

// The web view's revision page on large layouts: for each shape of ``ShapeLayouts``, a store
// holding the layout at each doubling of its size, served by the server `layoutstore serve`
// runs, in process on 127.0.0.1; the page of its head revision (the solved picture, the
// constraints and the problems) fetched over HTTP with a read-only token, as a browser would.
// One JSON line a size with the median of three fetches (after one to warm up) and its ratio
// to the size before; exits 1 when a doubling costs more than 2.5 times, as `shapes` does.
//
//     layoutstore-bench web-shapes [list|cards|random|all [FROM [TO [SEED]]]]
//                                  (default: all, 1,000 to 16,000 views, seed 1)

import Foundation
import Model
import Storage
import Sync
import SyncHTTP

enum WebShapesBenchmark {
    static let fetches = 3

    static func run(_ arguments: [String]) -> Bool {
        guard arguments.count <= 4 else { return false }
        let names =
            arguments.first.map { $0 == "all" ? ShapeLayouts.Shape.allCases.map(\.rawValue) : $0.split(separator: ",").map(String.init) }
            ?? ShapeLayouts.Shape.allCases.map(\.rawValue)
        let shapes = names.compactMap(ShapeLayouts.Shape.init(rawValue:))
        let from = arguments.count > 1 ? Int(arguments[1]) : 1_000
        let to = arguments.count > 2 ? Int(arguments[2]) : 16_000
        let seed = arguments.count > 3 ? UInt64(arguments[3]) : 1
        guard shapes.count == names.count, !shapes.isEmpty, let from, let to, let seed, from >= 10, to >= from else { return false }
        /// Written once by the task before it signals, read after the wait.
        final class Outcome: @unchecked Sendable { var failures: [String] = [], error: (any Error)? }
        let outcome = Outcome()
        let done = DispatchSemaphore(value: 0)
        Task {
            do { outcome.failures = try await measure(shapes, from: from, to: to, seed: seed) } catch { outcome.error = error }
            done.signal()
        }
        done.wait()
        if let error = outcome.error {
            printError("layoutstore-bench web-shapes: \(error)\n")
            exit(1)
        }
        if !outcome.failures.isEmpty {
            printError("grows faster than linearly:\n" + outcome.failures.joined(separator: "\n") + "\n")
            exit(1)
        }
        return true
    }

    /// Each shape at each size; the doublings over the bound, as messages.
    static func measure(_ shapes: [ShapeLayouts.Shape], from: Int, to: Int, seed: UInt64) async throws -> [String] {
        let sizes = ShapesBenchmark.doublings(from: from, to: to)
        let folder = FileManager.default.temporaryDirectory.appending(path: "layoutstore-web-shapes-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let clock = ContinuousClock()
        var failures: [String] = []
        for shape in shapes {
            var previous: (views: Int, ms: Double)?
            for views in sizes {
                let path = folder.appending(path: "\(shape.rawValue)-\(views).db").path
                let store = try Store(path: path)
                let project = ShapeLayouts.project(shape, views: views, seed: seed)
                guard let revision = try store.createProjects([project], message: "web-shapes benchmark").first else {
                    throw WebBenchmark.Failure(description: "no revision made for \(shape.rawValue) at \(views) views")
                }
                let token = try store.tokens.create(project: revision.project, readOnly: true, label: "bench")
                let page = "/projects/\(project.name)/revisions/\(revision.id.rawValue)"
                var times: [Double] = []
                var bytes = 0
                try await SyncBenchmark.withServer(store: store) { base in
                    let transport = AsyncHTTPClientTransport()
                    for attempt in 0...fetches {
                        let start = clock.now
                        let response = try await transport.send(HTTPTransportRequest(method: "GET", url: base + page, token: token, body: nil))
                        let elapsed = ShapesBenchmark.milliseconds(clock.now - start)
                        guard response.status == 200 else {
                            throw WebBenchmark.Failure(
                                description: "\(page): status \(response.status): \(String(decoding: response.body.prefix(300), as: UTF8.self))")
                        }
                        bytes = response.body.count
                        if attempt > 0 { times.append(elapsed) }
                    }
                }
                let ms = median(times)
                var line =
                    "{\"benchmark\": \"web-shapes\", \"shape\": \"\(shape.rawValue)\", \"views\": \(views), \"seed\": \(seed), "
                    + "\"revision_page_ms\": \(ShapesBenchmark.round2(ms)), \"kib\": \(bytes / 1024)"
                if let previous {
                    let ratio = ms / previous.ms
                    let allowed = ShapesBenchmark.allowedRatio(from: previous.views, to: views)
                    line += ", \"ratio\": \(ShapesBenchmark.round2(ratio)), \"allowed_ratio\": \(ShapesBenchmark.round2(allowed))"
                    if ratio > allowed {
                        failures.append(
                            "\(shape.rawValue): the revision page at \(views) views took \(ShapesBenchmark.round2(ratio))x the time at "
                                + "\(previous.views) (allowed \(ShapesBenchmark.round2(allowed))x)")
                    }
                }
                print(line + "}")
                previous = (views, ms)
                try? FileManager.default.removeItem(atPath: path)
            }
        }
        return failures
    }
}

import Foundation
import GRDB
import Hummingbird
import Model
import ServiceLifecycle
import Storage
import SyncHTTP
import Testing

@testable import Sync

/// Stores in a temporary folder, removed when the value goes away.
final class HTTPTestFolder: Sendable {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appending(path: "layoutstore-http-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    func store(_ name: String) throws -> Store { try Store(path: url.appending(path: "\(name).db").path) }
}

/// A server store with project "Login" (root, title) and project "Other", and a token of
/// each kind.
struct HTTPFixture: Sendable {
    let folder: HTTPTestFolder
    let server: Store
    let login: ProjectID
    let other: ProjectID
    let readWrite: String
    let readOnly: String
    let otherToken: String

    init() throws {
        folder = try HTTPTestFolder()
        server = try folder.store("server")
        try server.createProject(name: "Login", rootSize: (375, 812), message: "create Login", author: "ana")
        try server.createProject(name: "Other", rootSize: (100, 100), message: "create Other", author: "ana")
        login = try server.resolveProject("Login").id
        other = try server.resolveProject("Other").id
        try server.commit(login, message: "add title", author: "ana") { project in
            project.views.append(View(name: "title", parent: project.views[0].id, kind: .label, frame: Rect(x: 16, y: 40, width: 200, height: 21)))
        }
        readWrite = try server.tokens.create(project: login, readOnly: false, label: "rw")
        readOnly = try server.tokens.create(project: login, readOnly: true, label: "ro")
        otherToken = try server.tokens.create(project: other, readOnly: false, label: "other")
    }

    /// A client store holding a copy of the server's Login project.
    func clonedClient(_ name: String = "client") throws -> Store {
        let client = try folder.store(name)
        let head = try server.resolveProject("Login").head
        try client.exchange.insert(server.exchange.revisions(of: login, reachableFrom: head, excludingAncestorsOf: []), movingHeadTo: head)
        return client
    }
}

/// Everything a user could see of a store: its projects, each one's log, state and tokens,
/// and what `verify` says.
struct StoreSnapshot: Equatable {
    var projects: [ProjectSummary]
    var logs: [[Revision]]
    var states: [Project]
    var tokens: [TokenSummary]
    var problems: [String]

    init(_ store: Store) throws {
        projects = try store.projects()
        logs = try projects.map { try store.history.log($0.id) }
        states = try projects.map { try store.state(of: $0.id) }
        tokens = try store.tokens.all()
        problems = try store.history.verify().problems
    }
}

/// Adds a view to a project of a store.
@discardableResult
func addView(_ name: String, to project: ProjectID, in store: Store) throws -> Revision {
    try store.commit(project, message: "add \(name)", author: "test") { layout in
        layout.views.append(View(name: name, parent: layout.views[0].id, frame: Rect(x: 0, y: 0, width: 10, height: 10)))
    }
}

/// Runs the sync server on 127.0.0.1 on a free port for the duration of `body`, which gets
/// its base URL. The server stops when `body` returns or throws, or after `timeout`.
func withLiveServer<T: Sendable>(
    store: Store, configuration: ServerConfiguration = ServerConfiguration(), timeout: Duration = .seconds(120),
    _ body: @Sendable (String) async throws -> T
) async throws -> T {
    var configuration = configuration
    configuration.host = "127.0.0.1"
    configuration.port = 0
    let (ports, portContinuation) = AsyncStream.makeStream(of: Int.self)
    configuration.onListening = { _, port in portContinuation.yield(port) }
    let app = buildApplication(store: store, configuration: configuration)
    let services = ServiceGroup(configuration: .init(services: [app], gracefulShutdownSignals: [], logger: configuration.logger))
    let timer = Task {
        try await Task.sleep(for: timeout)
        await services.triggerGracefulShutdown()
    }
    defer { timer.cancel() }
    return try await withThrowingTaskGroup(of: Void.self) { group in
        group.addTask { try await services.run() }
        var iterator = ports.makeAsyncIterator()
        guard let port = await iterator.next() else { throw SyncError.relay("the test server did not start") }
        let outcome: Result<T, any Error>
        do {
            outcome = .success(try await body("http://127.0.0.1:\(port)"))
        } catch {
            outcome = .failure(error)
        }
        // Stop gracefully and wait, rather than cancel the server mid-shutdown.
        await services.triggerGracefulShutdown()
        try await group.waitForAll()
        return try outcome.get()
    }
}

/// Changes the stored body of the revisions that hold `text` behind the store's back, as a
/// disk fault or a hand might: `text` becomes `replacement`, and the body no longer hashes to
/// its revision's id.
func damageRevisions(in store: Store, replacing text: String, with replacement: String) async throws {
    let damaged = try DatabaseQueue(path: store.path)
    try await damaged.write { db in
        try db.execute(
            sql: "UPDATE revisions SET body = CAST(replace(CAST(body AS TEXT), ?, ?) AS BLOB) WHERE instr(body, CAST(? AS BLOB)) > 0",
            arguments: [text, replacement, text])
    }
    try damaged.close()
}

import Foundation
import GRDB
import Hummingbird
import Model
import ServiceLifecycle
import Storage
import SyncHTTP
import Testing

@testable import Sync

/// Two stores syncing through a real server on 127.0.0.1, with ``HTTPRemote`` as the client.
// One test at a time: each serves a store (about ten open files), and with every test of the
// package in flight the process passed 1,350 open files, where Foundation's `Process.run`
// (which reads /proc/self/fd) crashes the other tests that start a process.
@Suite("HTTP sync", .serialized)
struct HTTPSyncTests {
    @Test("clone, edits on both sides, merge, push; a second sync changes nothing")
    func cloneMergePush() async throws {
        let fixture = try HTTPFixture()
        let client = try fixture.folder.store("client")
        try await withLiveServer(store: fixture.server) { url in
            let sync = Synchronizer(store: client, remote: HTTPRemote(url: url, token: fixture.readWrite), remoteName: "origin")

            let clone = try await sync.sync(project: "Login")
            #expect(clone.outcome == .cloned)
            #expect(clone.received == 2)
            #expect(try client.resolveProject("Login").head == fixture.server.resolveProject("Login").head)
            #expect(try client.state(of: fixture.login) == fixture.server.state(of: fixture.login))

            try addView("fromServer", to: fixture.login, in: fixture.server)
            try addView("fromClient", to: fixture.login, in: client)
            let merge = try await sync.sync(project: "Login")
            guard case .merged = merge.outcome else {
                Issue.record("expected a merge, got \(merge.outcome)")
                return
            }
            #expect(merge.received == 1)
            #expect(merge.sent == 2)  // the client's edit and the merge
            let head = try client.resolveProject("Login").head
            #expect(try fixture.server.resolveProject("Login").head == head)
            let names = Set(try fixture.server.state(of: fixture.login).views.map(\.name))
            #expect(names == ["root", "title", "fromServer", "fromClient"])
            #expect(try client.state(of: fixture.login) == fixture.server.state(of: fixture.login))

            let before = (try StoreSnapshot(client), try StoreSnapshot(fixture.server))
            let again = try await sync.sync(project: "Login")
            #expect(again.outcome == .upToDate)
            #expect(again.received == 0 && again.sent == 0)
            #expect(try StoreSnapshot(client) == before.0)
            #expect(try StoreSnapshot(fixture.server) == before.1)
            #expect(try fixture.server.history.verify().isOK && client.history.verify().isOK)

            // Over this history with a merge, the server's generation-bounded walk sends what
            // the full ancestor walk would, from every revision and pair of revisions.
            let log = try fixture.server.history.log(fixture.login)
            for excluded in [[]] + log.map({ [$0.id] }) + zip(log, log.dropFirst(2)).map({ [$0.id, $1.id] }) {
                let sent = try fixture.server.exchange.revisionBodies(of: fixture.login, reachableFrom: head, excludingAncestorsOf: excluded)
                let expected = try fixture.server.exchange.revisions(of: fixture.login, reachableFrom: head, excludingAncestorsOf: excluded)
                #expect(sent.map(\.id) == expected.map(\.id), "excluding \(excluded.map(\.short))")
            }
        }
    }

    @Test("Item 14: a sync into an empty store clones the project the token grants, without --project")
    func cloneWithoutNamingTheProject() async throws {
        let fixture = try HTTPFixture()
        try await withLiveServer(store: fixture.server) { url in
            for (token, name) in [(fixture.readWrite, "Login"), (fixture.otherToken, "Other")] {
                let client = try fixture.folder.store("client-\(name)")
                let sync = Synchronizer(store: client, remote: HTTPRemote(url: url, token: token), remoteName: "origin")
                let clone = try await sync.sync(project: nil)
                #expect(clone.outcome == .cloned && clone.project == name)
                #expect(try client.projects().map(\.name) == [name])
                #expect(try client.resolveProject(name).head == fixture.server.resolveProject(name).head)
            }
        }
    }

    @Test("only one side moved: a fast-forward pull, then a plain push")
    func fastForwardAndPush() async throws {
        let fixture = try HTTPFixture()
        let client = try fixture.clonedClient()
        try await withLiveServer(store: fixture.server) { url in
            let sync = Synchronizer(store: client, remote: HTTPRemote(url: url, token: fixture.readWrite), remoteName: "origin")
            try addView("a", to: fixture.login, in: fixture.server)
            let pull = try await sync.sync(project: "Login")
            #expect(pull.outcome == .fastForwarded && pull.received == 1)
            try addView("b", to: fixture.login, in: client)
            let push = try await sync.sync(project: "Login")
            #expect(push.outcome == .pushed && push.sent == 1)
            #expect(try fixture.server.resolveProject("Login").head == client.resolveProject("Login").head)
            #expect(try fixture.server.state(of: fixture.login) == client.state(of: fixture.login))
        }
    }

    @Test("a read-only token pulls, and its push is refused with 403, leaving the server as it was")
    func readOnlyToken() async throws {
        let fixture = try HTTPFixture()
        let client = try fixture.folder.store("client")
        try await withLiveServer(store: fixture.server) { url in
            let sync = Synchronizer(store: client, remote: HTTPRemote(url: url, token: fixture.readOnly), remoteName: "origin")
            #expect(try await sync.sync(project: "Login").outcome == .cloned)
            try addView("b", to: fixture.login, in: client)
            let before = try StoreSnapshot(fixture.server)
            let error = await #expect(throws: SyncError.self) { try await sync.sync(project: "Login") }
            #expect("\(error.map { "\($0)" } ?? "")".contains("(HTTP 403)"))
            #expect(try StoreSnapshot(fixture.server) == before)
        }
    }

    @Test("a missing or unknown token is refused with 401 and a hint about `token create` and `remote add`")
    func unauthorized() async throws {
        let fixture = try HTTPFixture()
        let client = try fixture.folder.store("client")
        try await withLiveServer(store: fixture.server) { url in
            for token in [nil, "lst_not-a-token"] {
                let sync = Synchronizer(store: client, remote: HTTPRemote(url: url, token: token), remoteName: "origin")
                let error = await #expect(throws: SyncError.self) { try await sync.sync(project: "Login") }
                guard case .refused(_, 401, _)? = error else {
                    Issue.record("expected a 401 refusal, got \(String(describing: error))")
                    continue
                }
                let message = error.map { "\($0)" } ?? ""
                #expect(message.contains("(HTTP 401)"))
                // The server's advice to any HTTP client (an Authorization header) is left out: the command's is given once.
                #expect(!message.contains("Authorization"), "\(message)")
                #expect(message.components(separatedBy: "ask the server's owner").count == 2, "\(message)")
            }
            let projects = try client.projects()
            #expect(projects.isEmpty)
        }
    }

    @Test("another project's token sees no project: lookup is nil and a push is a 404")
    func otherProjectToken() async throws {
        let fixture = try HTTPFixture()
        let client = try fixture.clonedClient()
        try await withLiveServer(store: fixture.server) { url in
            let remote = HTTPRemote(url: url, token: fixture.otherToken)
            #expect(try await remote.project(named: "Login") == nil)
            #expect(try await remote.project(named: "Other")?.id == fixture.other)
            let before = try StoreSnapshot(fixture.server)
            let error = await #expect(throws: SyncError.self) {
                try await Synchronizer(store: client, remote: remote, remoteName: "origin").sync(project: "Login")
            }
            #expect("\(error.map { "\($0)" } ?? "")".contains("(HTTP 404)"))
            #expect(try StoreSnapshot(fixture.server) == before)
        }
    }

    @Test("a push whose expected head is stale is refused (409 → remoteMoved) and stores nothing")
    func stalePush() async throws {
        let fixture = try HTTPFixture()
        let client = try fixture.clonedClient()
        let shared = try client.resolveProject("Login").head
        try addView("server", to: fixture.login, in: fixture.server)
        let mine = try addView("client", to: fixture.login, in: client)
        try await withLiveServer(store: fixture.server) { url in
            let remote = HTTPRemote(url: url, token: fixture.readWrite)
            let before = try StoreSnapshot(fixture.server)
            await #expect(throws: SyncError.remoteMoved(fixture.login.description)) {
                try await remote.push([mine], to: fixture.login, head: mine.id, expectedHead: shared)
            }
            #expect(try StoreSnapshot(fixture.server) == before)
        }
    }

    @Test("a push over the server's body limit is a 413 the client reports, and nothing is stored")
    func tooLargeLive() async throws {
        let fixture = try HTTPFixture()
        let client = try fixture.clonedClient()
        for index in 0..<30 { try addView("view\(index)", to: fixture.login, in: client) }
        let before = try StoreSnapshot(fixture.server)
        try await withLiveServer(store: fixture.server, configuration: ServerConfiguration(maxBodyBytes: 4096)) { url in
            let sync = Synchronizer(store: client, remote: HTTPRemote(url: url, token: fixture.readWrite), remoteName: "origin")
            let error = await #expect(throws: SyncError.self) { try await sync.sync(project: "Login") }
            let message = error.map { "\($0)" } ?? ""
            #expect(message.contains("(HTTP 413)"), "\(message)")
            #expect(message.contains("--max-body-mb"))
        }
        #expect(try StoreSnapshot(fixture.server) == before)
    }

    @Test("names with spaces, slashes and percent signs travel in the URL")
    func escapedNames() async throws {
        let folder = try HTTPTestFolder()
        let server = try folder.store("server")
        let name = "Log in/out 100% ü"
        try server.createProject(name: name, rootSize: (10, 10), message: "create")
        let project = try server.resolveProject(name)
        let token = try server.tokens.create(project: project.id, readOnly: true, label: "")
        try await withLiveServer(store: server) { url in
            let remote = HTTPRemote(url: url + "/", token: token)
            let found = try await remote.project(named: name)
            #expect(found == RemoteProject(id: project.id, name: name, head: project.head))
        }
    }

    @Test("a server that is not there is a clear error, not a crash")
    func unreachable() async throws {
        let remote = HTTPRemote(url: "http://127.0.0.1:1", token: "t", timeout: .seconds(2))
        let error = await #expect(throws: SyncError.self) { try await remote.project(named: "Login") }
        #expect("\(error.map { "\($0)" } ?? "")".contains("cannot reach http://127.0.0.1:1"))
    }

    @Test("a clone streams: a revision changed in the server's store is refused by the client, which names it and stores nothing")
    func serverFailsMidAnswer() async throws {
        let fixture = try HTTPFixture.withLongHistory()
        let client = try fixture.folder.store("client")
        try await withLiveServer(store: fixture.server) { url in
            let sync = Synchronizer(store: client, remote: HTTPRemote(url: url, token: fixture.readOnly), remoteName: "origin")
            try await damageRevisions(in: fixture.server, replacing: "edit 280", with: "edit 28O")
            let error = await #expect(throws: SyncError.self) { try await sync.sync(project: "Login") }
            let text = error.map { "\($0)" } ?? ""
            // The server sends its packed bodies unchecked; the client hashes each one.
            #expect(text.contains("bad sync payload: revision "), "\(text)")
            #expect(text.contains("came damaged, changed in the sender's store or on the way"), "\(text)")
            #expect(text.contains("no longer hashes to its id"), "\(text)")
            #expect(try client.projects().isEmpty)
            #expect(try client.history.verify().isOK)
        }
    }

    @Test("a clone whose answer breaks off mid-stream fails with a clear error; the client stores nothing, and a sync after it completes")
    func answerBreaksOff() async throws {
        let fixture = try HTTPFixture.withLongHistory()
        let summary = try fixture.server.resolveProject("Login")
        let bodies = try fixture.server.exchange.revisionBodies(of: fixture.login, reachableFrom: summary.head, excludingAncestorsOf: [])
        // A server that sends the project, then one line of revisions, then drops the connection.
        let router = Router()
        router.get("v1/projects/Login") { _, _ in
            Response(
                status: .ok, headers: [.contentType: "application/json"],
                body: .init(
                    byteBuffer: ByteBuffer(bytes: try JSONEncoder().encode(RemoteProject(id: summary.id, name: summary.name, head: summary.head)))))
        }
        router.post("v1/projects/\(summary.id)/revisions") { _, _ in
            Response(
                status: .ok, headers: [.contentType: "application/x-ndjson"],
                body: ResponseBody { writer in
                    try await writer.write(ByteBuffer(bytes: WireFormat.line(bodies: Array(bodies.prefix(256)))))
                    throw CancellationError()  // the connection closes without the answer's end
                })
        }
        let (ports, portContinuation) = AsyncStream.makeStream(of: Int.self)
        let app = Application(
            router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)),
            onServerRunning: { channel in portContinuation.yield(channel.localAddress?.port ?? 0) })
        let services = ServiceGroup(configuration: .init(services: [app], gracefulShutdownSignals: [], logger: app.logger))
        let client = try fixture.folder.store("client")
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await services.run() }
            var iterator = ports.makeAsyncIterator()
            let port = await iterator.next() ?? 0
            let sync = Synchronizer(store: client, remote: HTTPRemote(url: "http://127.0.0.1:\(port)", token: "t"), remoteName: "origin")
            let error = await #expect(throws: SyncError.self) { try await sync.sync(project: "Login") }
            #expect(error.map { "\($0)" }?.contains("broke off") == true, "\(String(describing: error))")
            #expect(try client.projects().isEmpty)
            await services.triggerGracefulShutdown()
            try await group.waitForAll()
        }
        try await withLiveServer(store: fixture.server) { url in
            let sync = Synchronizer(store: client, remote: HTTPRemote(url: url, token: fixture.readOnly), remoteName: "origin")
            let clone = try await sync.sync(project: "Login")
            #expect(clone.outcome == .cloned)
            #expect(clone.received == bodies.count)
            #expect(try client.state(of: fixture.login) == fixture.server.state(of: fixture.login))
        }
    }
}

extension HTTPFixture {
    /// The fixture with 300 more revisions of Login ("edit 0" to "edit 299"), so that a clone
    /// of it streams in more than one line.
    static func withLongHistory() throws -> HTTPFixture {
        let fixture = try HTTPFixture()
        for index in 0..<300 {
            try fixture.server.commit(fixture.login, message: "edit \(index)", author: "ana") { $0.views[1].isHidden.toggle() }
        }
        return fixture
    }
}

import Foundation
import Storage
import SyncHTTP
import Synchronization
import Testing

@testable import Sync

/// A first clone over HTTP asks once: the project and all its revisions come in one answer, so
/// that a clone over a slow network waits one round trip, not two. A server older than that
/// answer sends the project alone, and the client asks for the revisions apart.
// One test at a time, as the other suites that serve a store (see `HTTPSyncTests`).
@Suite("HTTP clone in one round trip", .serialized)
struct CloneRoundTripTests {
    /// AsyncHTTPClient, recording the route of each request. As a server older than the
    /// clone's answer, it drops `?revisions=packed`, so that the server answers the project alone.
    final class RecordingTransport: HTTPTransport {
        let real = AsyncHTTPClientTransport()
        let older: Bool
        let routes = Mutex<[String]>([])

        init(older: Bool = false) { self.older = older }

        func send(_ request: HTTPTransportRequest) async throws -> HTTPTransportResponse {
            try await real.send(recorded(request))
        }

        func open(_ request: HTTPTransportRequest) async throws -> HTTPStreamedResponse {
            try await real.open(recorded(request))
        }

        private func recorded(_ request: HTTPTransportRequest) -> HTTPTransportRequest {
            var request = request
            if older, let query = request.url.firstIndex(of: "?") { request.url = String(request.url[..<query]) }
            let route = request.url.split(separator: "/", maxSplits: 3).dropFirst(2).joined(separator: "/")
            routes.withLock { $0.append("\(request.method) /\(route)") }
            return request
        }
    }

    /// A server that answers a clone's request with `body`, whatever it is.
    struct AnsweringServer: HTTPTransport {
        let body: [UInt8]

        func send(_ request: HTTPTransportRequest) async throws -> HTTPTransportResponse {
            HTTPTransportResponse(status: 200, body: body)
        }
    }

    @Test("a first clone asks the server once, and has the server's head, history and state")
    func oneRequest() async throws {
        let fixture = try HTTPFixture.withLongHistory()
        let client = try fixture.folder.store("client")
        let transport = RecordingTransport()
        try await withLiveServer(store: fixture.server) { url in
            let remote = HTTPRemote(url: url, token: fixture.readWrite, transport: transport)
            let clone = try await Synchronizer(store: client, remote: remote, remoteName: "origin").sync(project: "Login")
            #expect(clone.outcome == .cloned)
            #expect(clone.received == 302)
        }
        #expect(transport.routes.withLock { $0 } == ["GET /v1/projects/Login?revisions=packed"])
        #expect(try client.resolveProject("Login").head == fixture.server.resolveProject("Login").head)
        #expect(try client.history.log(fixture.login).map(\.id) == fixture.server.history.log(fixture.login).map(\.id))
        #expect(try client.state(of: fixture.login) == fixture.server.state(of: fixture.login))
        #expect(try client.history.verify().isOK)
    }

    @Test("from a server that answers the project alone, a first clone asks for the revisions apart")
    func olderServer() async throws {
        let fixture = try HTTPFixture.withLongHistory()
        let client = try fixture.folder.store("client")
        let transport = RecordingTransport(older: true)
        try await withLiveServer(store: fixture.server) { url in
            let remote = HTTPRemote(url: url, token: fixture.readWrite, transport: transport)
            let clone = try await Synchronizer(store: client, remote: remote, remoteName: "origin").sync(project: "Login")
            #expect(clone.outcome == .cloned)
            #expect(clone.received == 302)
        }
        #expect(transport.routes.withLock { $0 } == ["GET /v1/projects/Login", "POST /v1/projects/\(fixture.login)/revisions"])
        #expect(try client.resolveProject("Login").head == fixture.server.resolveProject("Login").head)
        #expect(try client.state(of: fixture.login) == fixture.server.state(of: fixture.login))
    }

    @Test("a project the server does not have, or another token's: the clone says so and stores nothing")
    func noSuchProject() async throws {
        let fixture = try HTTPFixture()
        let client = try fixture.folder.store("client")
        let before = try StoreSnapshot(client)
        try await withLiveServer(store: fixture.server) { url in
            for name in ["Nowhere", "Other"] {
                let remote = HTTPRemote(url: url, token: fixture.readWrite, transport: RecordingTransport())
                await #expect(throws: SyncError.invalid("there is no project named '\(name)' here or on origin")) {
                    try await Synchronizer(store: client, remote: remote, remoteName: "origin").sync(project: name)
                }
            }
        }
        #expect(try StoreSnapshot(client) == before)
    }

    @Test("an answer that is neither the project nor packed revisions, or ends before them, is refused and nothing is stored")
    func badOpening() async throws {
        let fixture = try HTTPFixture()
        let client = try fixture.folder.store("client")
        let before = try StoreSnapshot(client)
        let bodies: [(body: [UInt8], says: String)] = [
            (Array("<html>oops</html>".utf8), "neither a project nor packed revisions"),
            (PackedAnswer.start + PackedAnswer.end(WireFormat.countLine(0)), "does not name its project first"),
            (PackedAnswer.start + PackedAnswer.project(Array(#"{"name":1}"#.utf8)), "in a form this client does not read"),
            (Array(PackedAnswer.start.prefix(10)), "cut off before its first revisions"),
            ([], "cut off before its first revisions"),
        ]
        for (body, says) in bodies {
            let remote = HTTPRemote(url: "http://127.0.0.1:1", token: "t", transport: AnsweringServer(body: body))
            do {
                _ = try await Synchronizer(store: client, remote: remote, remoteName: "origin").sync(project: "Login")
                Issue.record("a clone answered \(body.prefix(20)) was accepted")
            } catch let error as SyncError {
                #expect("\(error)".contains(says), "\(error)")
            }
            #expect(try StoreSnapshot(client) == before)
        }
    }
}

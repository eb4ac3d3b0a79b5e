import Foundation
import Hummingbird
import HummingbirdTesting
import Model
import Storage
import Synchronization
import Testing

@testable import Sync
@testable import SyncHTTP

/// Pushes in the packed form (`POST /v1/projects/{id}/push-packed`, ``PackedPush``): stored as
/// the JSON push stores them, refused the same way, and a client that falls back to JSON on a
/// server older than the form.
// One test at a time: each serves a store (about ten open files), and with every test of the
// package in flight the process passed 1,350 open files, where Foundation's `Process.run`
// (which reads /proc/self/fd) crashes the other tests that start a process.
@Suite("Packed push", .serialized)
struct PackedPushTests {
    @Test("a packed push stores the revisions as the client keeps them and moves the head; repeating it changes nothing")
    func packedPush() async throws {
        let fixture = try HTTPFixture()
        let client = try fixture.clonedClient()
        let shared = try client.resolveProject("Login").head
        let first = try addView("a", to: fixture.login, in: client)
        let second = try addView("b", to: fixture.login, in: client)
        let body = PackedPush.body([first, second], head: second.id, expectedHead: shared)
        #expect(body.count < HTTPMessages.pushBody([first, second], head: second.id, expectedHead: shared).count)
        try await HTTPServerTests.withServer(fixture) { send in
            let answer = try await send(.post, "/v1/projects/\(fixture.login)/push-packed", fixture.readWrite, body)
            #expect(answer.status == 200, "\(answer.body)")
            #expect(try JSONDecoder().decode(HTTPMessages.PushResponse.self, from: Data(answer.body.utf8)).head == second.id)
            #expect(try fixture.server.resolveProject("Login").head == second.id)
            #expect(try fixture.server.state(of: fixture.login) == client.state(of: fixture.login))
            func storedBodies(_ store: Store) throws -> [[UInt8]] {
                var bodies: [[UInt8]] = []
                try store.exchange.revisionBodies(
                    of: fixture.login, reachableFrom: second.id, excludingAncestorsOf: [shared], inBlocksOf: 8, asStored: true
                ) {
                    bodies += $0.map(\.body)
                }
                return bodies
            }
            #expect(try storedBodies(fixture.server) == storedBodies(client))
            #expect(try fixture.server.history.verify().isOK)
            let snapshot = try StoreSnapshot(fixture.server)
            let repeated = try await send(.post, "/v1/projects/\(fixture.login)/push-packed", fixture.readWrite, body)
            #expect(repeated.status == 200)
            #expect(try StoreSnapshot(fixture.server) == snapshot)
        }
    }

    /// Bad packed pushes, each made from a valid push of one new revision.
    enum BadPackedPush: String, CaseIterable, CustomTestStringConvertible {
        case noHeadsLine, headNotAnID, cutOff, miscounted, changedBody, missingParent, otherProjectsRevision, pushPackedTrailingBytes
        var testDescription: String { rawValue }
    }

    @Test("bad packed pushes: 400 saying what is wrong, and the store exactly as before", arguments: BadPackedPush.allCases)
    func badPackedPush(_ kind: BadPackedPush) async throws {
        let fixture = try HTTPFixture()
        let client = try fixture.clonedClient()
        let shared = try client.resolveProject("Login").head
        let mine = try addView("a", to: fixture.login, in: client)
        let valid = PackedPush.body([mine], head: mine.id, expectedHead: shared)
        let headsEnd = try #require(valid.firstIndex(of: UInt8(ascii: "\n")))
        let root = try client.state(of: fixture.login).views[0].id
        func revision(parents: [RevisionID], project: ProjectID = fixture.login) -> Revision {
            let root = project == fixture.login ? root : (try? fixture.server.state(of: project).views[0].id) ?? root
            return Revision(
                project: project, parents: parents, author: "eve", replica: "x", time: Date(), message: "bad",
                changes: [Change(entity: .view(root), field: "isHidden", before: false, after: true)])
        }
        let body: [UInt8]
        let expected: String
        switch kind {
        case .noHeadsLine:
            body = Array(valid[(headsEnd + 1)...])
            expected = "first line"
        case .headNotAnID:
            body = Array(#"{"expectedHead":null,"head":"HEAD"}"#.utf8) + valid[headsEnd...]
            expected = "first line"
        case .cutOff:
            body = Array(valid.dropLast(4))
            expected = "cut off"
        case .miscounted:
            let heads = Array(valid[...headsEnd])
            body = heads + PackedAnswer.start + PackedAnswer.block(bodies: [(mine.id, mine.storedBytes)]) + PackedAnswer.end(WireFormat.countLine(2))
            expected = "announced 2"
        case .changedBody:
            var changed = valid
            changed[changed.count - 30] ^= 0x01  // inside the body, before the end record
            body = changed
            expected = mine.id.short
        case .missingParent:
            let orphan = revision(parents: [RevisionID(hashing: Array("nowhere".utf8))])
            body = PackedPush.body([orphan], head: orphan.id, expectedHead: shared)
            expected = "parent"
        case .pushPackedTrailingBytes:
            // Issue 34, item 13: whatever follows the end record makes the push a bad one.
            body = valid + Array("garbage".utf8)
            expected = "7 bytes follow the answer's end"
        case .otherProjectsRevision:
            let stranger = revision(parents: [try fixture.server.resolveProject("Other").head], project: fixture.other)
            body = PackedPush.body([stranger], head: stranger.id, expectedHead: shared)
            expected = "belongs to project"
        }
        let before = try StoreSnapshot(fixture.server)
        try await HTTPServerTests.withServer(fixture) { send in
            let answer = try await send(.post, "/v1/projects/\(fixture.login)/push-packed", fixture.readWrite, body)
            #expect(answer.status == 400, "\(answer.body)")
            let message = try #require(HTTPServerTests.message(answer))
            #expect(message.contains(expected), "\(message)")
            #expect(message.contains("nothing was stored"), "\(message)")
        }
        #expect(try StoreSnapshot(fixture.server) == before)
    }

    @Test(
        "a deflated push is inflated and stored; a body that is not deflate data is a 400, one that inflates past the limit a 413, another coding a 415, each storing nothing"
    )
    func deflatedBodies() async throws {
        let fixture = try HTTPFixture()
        let client = try fixture.clonedClient()
        let shared = try client.resolveProject("Login").head
        let mine = try addView("a", to: fixture.login, in: client)
        let body = PackedPush.body([mine], head: mine.id, expectedHead: shared)
        let deflated = try #require(Deflater()).compress(body, last: true)
        let bomb = try #require(Deflater()).compress([UInt8](repeating: 0, count: 200_000), last: true)
        let before = try StoreSnapshot(fixture.server)
        let app = buildApplication(store: fixture.server, configuration: ServerConfiguration(maxBodyBytes: 100_000))
        try await app.test(.router) { server in
            func push(_ bytes: [UInt8], coding: String) async throws -> (status: Int, message: String) {
                let headers: HTTPFields = [.authorization: "Bearer \(fixture.readWrite)", .contentEncoding: coding]
                return try await server.execute(
                    uri: "/v1/projects/\(fixture.login)/push-packed", method: .post, headers: headers, body: ByteBuffer(bytes: bytes)
                ) { response in
                    let error = try? JSONDecoder().decode(HTTPMessages.ErrorResponse.self, from: Data(String(buffer: response.body).utf8))
                    return (Int(response.status.code), error?.error ?? "")
                }
            }
            let damaged = Array(deflated.prefix(deflated.count / 2)) + [UInt8](repeating: 0xFF, count: 8)
            for (bytes, coding, status, words) in [
                (damaged, "deflate", 400, "not deflate data"), (Array(deflated.dropLast(4)), "deflate", 400, "not deflate data"),
                (bomb, "deflate", 413, "larger than this server accepts"), (deflated, "gzip", 415, "'gzip'"),
            ] {
                let answer = try await push(bytes, coding: coding)
                #expect(answer.status == status, "\(answer.message)")
                #expect(answer.message.contains(words), "\(answer.message)")
            }
            #expect(try StoreSnapshot(fixture.server) == before)
            #expect(deflated.count < body.count)
            let answer = try await push(deflated, coding: "deflate")
            #expect(answer.status == 200, "\(answer.message)")
            #expect(try fixture.server.resolveProject("Login").head == mine.id)
        }
    }

    /// A server from before the packed push: 404 on its route, as such a server answers any
    /// route it does not know; the JSON push is stored.
    final class OlderServer: HTTPTransport {
        let sent = Mutex<[HTTPTransportRequest]>([])

        func send(_ request: HTTPTransportRequest) async throws -> HTTPTransportResponse {
            sent.withLock { $0.append(request) }
            guard request.url.hasSuffix("/push") else {
                return HTTPTransportResponse(status: 404, body: Array(#"{"error":"no such route"}"#.utf8))
            }
            let pushed = try WireFormat.decodeRevisions(request.body ?? [])
            return HTTPTransportResponse(status: 200, body: Array(#"{"head":"\#(pushed.last?.id.rawValue ?? "")"}"#.utf8))
        }
    }

    @Test("a client pushes packed first, and JSON to a server older than the packed push")
    func fallsBackToJSON() async throws {
        let fixture = try HTTPFixture()
        let client = try fixture.clonedClient()
        let shared = try client.resolveProject("Login").head
        let mine = try addView("a", to: fixture.login, in: client)
        let server = OlderServer()
        try await HTTPRemote(url: "http://127.0.0.1:1", token: "t", transport: server).push(
            [mine], to: fixture.login, head: mine.id, expectedHead: shared)
        let sent = server.sent.withLock { $0 }
        #expect(sent.map { $0.url.split(separator: "/").last.map(String.init) } == ["push-packed", "push"])
        #expect(sent.map(\.contentType) == [PackedPush.contentType, "application/json"])
        #expect(sent.map(\.deflatesBody) == [true, false])
        #expect(try PackedPush.decode(sent[0].body ?? []).revisions == [mine])
        #expect(sent[1].body == HTTPMessages.pushBody([mine], head: mine.id, expectedHead: shared))
    }

    @Test("a packed push's heads and revisions read back as they were written, a new project's null expected head too")
    func roundTrip() throws {
        let fixture = try HTTPFixture()
        let client = try fixture.clonedClient()
        let head = try client.resolveProject("Login").head
        let revisions = try client.exchange.revisions(of: fixture.login, reachableFrom: head, excludingAncestorsOf: [])
        let decoded = try PackedPush.decode(PackedPush.body(revisions, head: head, expectedHead: nil))
        #expect(decoded.head == head)
        #expect(decoded.expectedHead == nil)
        #expect(decoded.revisions == revisions)
        let many = try (0..<300).map { try addView("v\($0)", to: fixture.login, in: client) }  // more than a block
        let again = try PackedPush.decode(PackedPush.body(many, head: many.last!.id, expectedHead: head))
        #expect(again.expectedHead == head)
        #expect(again.revisions == many)
    }
}

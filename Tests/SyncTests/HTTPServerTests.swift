import Foundation
import GRDB
import Hummingbird
import HummingbirdTesting
import Model
import Storage
import SyncHTTP
import Testing

@testable import Sync

/// The server's answers, route by route, in-process (`app.test(.router)`): each auth case,
/// each kind of bad request, with the store left exactly as it was.
// One test at a time: each serves a store (about ten open files), and with every test of the
// package in flight the process passed 1,350 open files, where Foundation's `Process.run`
// (which reads /proc/self/fd) crashes the other tests that start a process.
@Suite("HTTP server", .serialized)
struct HTTPServerTests {
    typealias Answer = (status: Int, body: String, headers: HTTPFields, bytes: [UInt8])

    /// Sends requests to an in-process server over the fixture's store.
    static func withServer(
        _ fixture: HTTPFixture, maxBodyBytes: Int = ServerConfiguration.defaultMaxBodyBytes,
        _ body: @Sendable (_ send: @Sendable (HTTPRequest.Method, String, String?, [UInt8]?) async throws -> Answer) async throws -> Void
    ) async throws {
        let app = buildApplication(store: fixture.server, configuration: ServerConfiguration(maxBodyBytes: maxBodyBytes))
        try await app.test(.router) { client in
            try await body { method, uri, token, bytes in
                var headers: HTTPFields = [:]
                if let token { headers[.authorization] = "Bearer \(token)" }
                return try await client.execute(uri: uri, method: method, headers: headers, body: bytes.map { ByteBuffer(bytes: $0) }) {
                    response in (Int(response.status.code), String(buffer: response.body), response.headers, Array(buffer: response.body))
                }
            }
        }
    }

    /// The `error` of a JSON error body.
    /// The revisions of a streamed answer.
    static func revisions(_ answer: Answer) throws -> [Revision] {
        let received = ReceivedRevisions()
        received.receive(answer.bytes)
        received.finish()
        return try received.all()
    }

    static func message(_ answer: Answer) -> String? {
        (try? JSONDecoder().decode(HTTPMessages.ErrorResponse.self, from: Data(answer.body.utf8)))?.error
    }

    @Test("GET a project: 200 with id, name and head for the token's project")
    func getProject() async throws {
        let fixture = try HTTPFixture()
        let login = try fixture.server.resolveProject("Login")
        try await Self.withServer(fixture) { send in
            for token in [fixture.readWrite, fixture.readOnly] {
                let answer = try await send(.get, "/v1/projects/Login", token, nil)
                #expect(answer.status == 200)
                let project = try JSONDecoder().decode(RemoteProject.self, from: Data(answer.body.utf8))
                #expect(project.id == login.id && project.name == "Login" && project.head == login.head)
            }
        }
    }

    @Test("no token, an unknown token, or a malformed header: 401 with WWW-Authenticate and a message")
    func unauthorized() async throws {
        let fixture = try HTTPFixture()
        let before = try StoreSnapshot(fixture.server)
        try await Self.withServer(fixture) { send in
            let routes: [(HTTPRequest.Method, String)] = [
                (.get, "/v1/projects/Login"), (.post, "/v1/projects/\(fixture.login)/known"),
                (.post, "/v1/projects/\(fixture.login)/revisions"), (.post, "/v1/projects/\(fixture.login)/push"),
            ]
            for (method, uri) in routes {
                for token in [nil, "lst_wrong", ""] as [String?] {
                    let answer = try await send(method, uri, token, Array(#"{"revisions":[]}"#.utf8))
                    #expect(answer.status == 401, "\(method) \(uri) token \(token ?? "none")")
                    #expect(answer.headers[.wwwAuthenticate]?.hasPrefix("Bearer") == true)
                    #expect(Self.message(answer)?.contains("token") == true)
                }
            }
        }
        #expect(try StoreSnapshot(fixture.server) == before)
    }

    @Test("a revoked token is refused")
    func revokedToken() async throws {
        let fixture = try HTTPFixture()
        let prefix = try #require(fixture.server.tokens.all().first { $0.label == "rw" }).hashPrefix
        try fixture.server.tokens.revoke(hashPrefix: prefix)
        try await Self.withServer(fixture) { send in
            let revoked = try await send(.get, "/v1/projects/Login", fixture.readWrite, nil)
            let kept = try await send(.get, "/v1/projects/Login", fixture.readOnly, nil)
            #expect(revoked.status == 401 && kept.status == 200)
        }
    }

    @Test("another project's token gets 404 on every route, as for a project that does not exist")
    func otherProject() async throws {
        let fixture = try HTTPFixture()
        let before = try StoreSnapshot(fixture.server)
        try await Self.withServer(fixture) { send in
            let missing = try await send(.get, "/v1/projects/Nope", fixture.readWrite, nil)
            let hidden = try await send(.get, "/v1/projects/Other", fixture.readWrite, nil)
            #expect(missing.status == 404 && hidden.status == 404)
            #expect(Self.message(missing)?.contains("no project 'Nope'") == true)
            #expect(Self.message(hidden)?.contains("no project 'Other'") == true)
            for route in ["known", "revisions", "push"] {
                let answer = try await send(.post, "/v1/projects/\(fixture.other)/\(route)", fixture.readWrite, Array(#"{"revisions":[]}"#.utf8))
                #expect(answer.status == 404, "\(route)")
                let unknown = try await send(.post, "/v1/projects/\(ProjectID())/\(route)", fixture.readWrite, Array(#"{"revisions":[]}"#.utf8))
                #expect(unknown.status == 404, "\(route)")
            }
        }
        #expect(try StoreSnapshot(fixture.server) == before)
    }

    @Test("known and revisions answer the negotiation, for read-only tokens too")
    func knownAndRevisions() async throws {
        let fixture = try HTTPFixture()
        let log = try fixture.server.history.log(fixture.login)  // newest first
        try await Self.withServer(fixture) { send in
            let unknown = RevisionID(hashing: Array("nothing".utf8))
            let ids = [log[0].id, unknown, log[1].id].map(\.rawValue)
            let known = try await send(
                .post, "/v1/projects/\(fixture.login)/known", fixture.readOnly,
                Array(try JSONEncoder().encode(HTTPMessages.KnownRequest(revisions: ids))))
            #expect(known.status == 200)
            #expect(try JSONDecoder().decode(HTTPMessages.KnownResponse.self, from: Data(known.body.utf8)).known == [log[0].id, log[1].id])

            let all = try await send(.post, "/v1/projects/\(fixture.login)/revisions", fixture.readOnly, Array(#"{"excludingAncestorsOf":[]}"#.utf8))
            #expect(all.status == 200)
            #expect(all.headers[.contentType] == "application/x-ndjson")
            #expect(try Self.revisions(all) == log.reversed())
            let newer = try await send(
                .post, "/v1/projects/\(fixture.login)/revisions", fixture.readOnly,
                Array(#"{"excludingAncestorsOf":["\#(log[1].id)"]}"#.utf8))
            #expect(try Self.revisions(newer) == [log[0]])

            // A client that reads the packed form is sent it; a form the server does not know gets lines.
            let packed = try await send(
                .post, "/v1/projects/\(fixture.login)/revisions", fixture.readOnly, Array(#"{"excludingAncestorsOf":[],"formats":["packed"]}"#.utf8))
            #expect(packed.headers[.contentType] == PackedAnswer.contentType)
            #expect(packed.bytes.starts(with: PackedAnswer.start))
            #expect(try Self.revisions(packed) == log.reversed())
            let newerForm = try await send(
                .post, "/v1/projects/\(fixture.login)/revisions", fixture.readOnly, Array(#"{"excludingAncestorsOf":[],"formats":["packed9"]}"#.utf8))
            #expect(newerForm.headers[.contentType] == "application/x-ndjson")
            #expect(try Self.revisions(newerForm) == log.reversed())
        }
    }

    @Test("a revision changed in the server's store: JSON lines end with the server's error, the packed form is refused by its reader")
    func changedRevisionSent() async throws {
        let fixture = try HTTPFixture()
        for index in 0..<40 {
            try fixture.server.commit(fixture.login, message: "edit \(index)", author: "ana") { $0.views[1].isHidden.toggle() }
        }
        let changed = try #require(try fixture.server.history.log(fixture.login).first { $0.message == "edit 30" })
        try await damageRevisions(in: fixture.server, replacing: "edit 30", with: "edit 3O")
        try await Self.withServer(fixture) { send in
            let lines = try await send(
                .post, "/v1/projects/\(fixture.login)/revisions", fixture.readOnly, Array(#"{"excludingAncestorsOf":[]}"#.utf8))
            let linesError = #expect(throws: SyncError.self) { try Self.revisions(lines) }
            #expect("\(linesError.map { "\($0)" } ?? "")".contains("the server stopped sending revisions: revision \(changed.id.short) is corrupt"))
            let packed = try await send(
                .post, "/v1/projects/\(fixture.login)/revisions", fixture.readOnly, Array(#"{"excludingAncestorsOf":[],"formats":["packed"]}"#.utf8))
            #expect(packed.status == 200)
            let packedError = #expect(throws: SyncError.self) { try Self.revisions(packed) }
            #expect(
                "\(packedError.map { "\($0)" } ?? "")".contains(
                    "(\(changed.id.short)) came damaged, changed in the sender's store or on the way: its stored content no longer hashes to its id"))
        }
    }

    @Test("a push stores the revisions and moves the head; repeating it changes nothing")
    func push() async throws {
        let fixture = try HTTPFixture()
        let client = try fixture.clonedClient()
        let shared = try client.resolveProject("Login").head
        let first = try addView("a", to: fixture.login, in: client)
        let second = try addView("b", to: fixture.login, in: client)
        let body = HTTPMessages.pushBody([first, second], head: second.id, expectedHead: shared)
        try await Self.withServer(fixture) { send in
            let answer = try await send(.post, "/v1/projects/\(fixture.login)/push", fixture.readWrite, body)
            #expect(answer.status == 200)
            #expect(try JSONDecoder().decode(HTTPMessages.PushResponse.self, from: Data(answer.body.utf8)).head == second.id)
            #expect(try fixture.server.resolveProject("Login").head == second.id)
            #expect(try fixture.server.state(of: fixture.login) == client.state(of: fixture.login))
            let snapshot = try StoreSnapshot(fixture.server)
            let repeated = try await send(.post, "/v1/projects/\(fixture.login)/push", fixture.readWrite, body)
            #expect(repeated.status == 200)
            #expect(try StoreSnapshot(fixture.server) == snapshot)
        }
    }

    @Test("a read-only token's push, JSON or packed: 403, nothing stored", arguments: ["push", "push-packed"])
    func readOnlyPush(_ route: String) async throws {
        let fixture = try HTTPFixture()
        let client = try fixture.clonedClient()
        let shared = try client.resolveProject("Login").head
        let mine = try addView("a", to: fixture.login, in: client)
        let before = try StoreSnapshot(fixture.server)
        let body =
            route == "push"
            ? HTTPMessages.pushBody([mine], head: mine.id, expectedHead: shared) : PackedPush.body([mine], head: mine.id, expectedHead: shared)
        try await Self.withServer(fixture) { send in
            let answer = try await send(.post, "/v1/projects/\(fixture.login)/\(route)", fixture.readOnly, body)
            #expect(answer.status == 403)
            #expect(Self.message(answer)?.contains("read-write token") == true)
        }
        #expect(try StoreSnapshot(fixture.server) == before)
    }

    @Test("a push that lost the race: 409, nothing stored")
    func conflictingPush() async throws {
        let fixture = try HTTPFixture()
        let client = try fixture.clonedClient()
        let shared = try client.resolveProject("Login").head
        let mine = try addView("a", to: fixture.login, in: client)
        try addView("b", to: fixture.login, in: fixture.server)
        let before = try StoreSnapshot(fixture.server)
        try await Self.withServer(fixture) { send in
            let answer = try await send(
                .post, "/v1/projects/\(fixture.login)/push", fixture.readWrite,
                HTTPMessages.pushBody([mine], head: mine.id, expectedHead: shared))
            #expect(answer.status == 409)
            #expect(Self.message(answer)?.contains("sync again") == true)
        }
        #expect(try StoreSnapshot(fixture.server) == before)
    }

    /// Bad push bodies, each built from a valid push of one new revision.
    enum BadPush: String, CaseIterable, CustomTestStringConvertible {
        case notJSON, notAnObject, headNotAnID, headAsNumber, expectedHeadAsNumber, revisionsNotAnArray, revisionWithoutBody
        case idDoesNotMatchContent, missingParent, wrongValueType, otherProjectsRevision, secondRoot, headNotStored
        case headOfAnotherProject, rewindsTheHead
        var testDescription: String { rawValue }
    }

    @Test("bad pushes: 400 with a message, and the store exactly as before", arguments: BadPush.allCases)
    func badPush(_ kind: BadPush) async throws {
        let fixture = try HTTPFixture()
        let client = try fixture.clonedClient()
        let shared = try client.resolveProject("Login").head
        let mine = try addView("a", to: fixture.login, in: client)
        let valid = HTTPMessages.pushBody([mine], head: mine.id, expectedHead: shared)
        let validText = String(decoding: valid, as: UTF8.self)
        let root = try client.state(of: fixture.login).views[0].id

        func revision(parents: [RevisionID], project: ProjectID = fixture.login, changes: [Change]) -> Revision {
            Revision(project: project, parents: parents, author: "eve", replica: "x", time: Date(), message: "bad", changes: changes)
        }
        func pushBody(_ revisions: [Revision], head: RevisionID? = nil) -> [UInt8] {
            HTTPMessages.pushBody(revisions, head: head ?? revisions.last!.id, expectedHead: shared)
        }
        let body: [UInt8]
        switch kind {
        case .notJSON: body = Array(validText.dropLast(5).utf8)
        case .notAnObject: body = Array("[1,2]".utf8)
        case .headNotAnID: body = Array(validText.replacingOccurrences(of: #""head":"\#(mine.id)""#, with: #""head":"HEAD""#).utf8)
        case .headAsNumber: body = Array(validText.replacingOccurrences(of: #""head":"\#(mine.id)""#, with: #""head":12"#).utf8)
        case .expectedHeadAsNumber:
            body = Array(validText.replacingOccurrences(of: #""expectedHead":"\#(shared)""#, with: #""expectedHead":[]"#).utf8)
        case .revisionsNotAnArray: body = Array(#"{"revisions":{},"head":"\#(mine.id)","expectedHead":null}"#.utf8)
        case .revisionWithoutBody: body = Array(#"{"revisions":[{"id":"\#(mine.id)"}],"head":"\#(mine.id)","expectedHead":null}"#.utf8)
        case .idDoesNotMatchContent: body = Array(validText.replacingOccurrences(of: #""message":"add a""#, with: #""message":"add b""#).utf8)
        case .missingParent:
            let orphan = revision(
                parents: [RevisionID(hashing: Array("nowhere".utf8))],
                changes: [Change(entity: .view(root), field: "isHidden", before: false, after: true)])
            body = pushBody([orphan])
        case .wrongValueType:
            body = pushBody([revision(parents: [shared], changes: [Change(entity: .view(root), field: "isHidden", before: false, after: "yes")])])
        case .otherProjectsRevision:
            let otherHead = try fixture.server.resolveProject("Other").head
            let otherRoot = try fixture.server.state(of: fixture.other).views[0].id
            body = pushBody([
                revision(
                    parents: [otherHead], project: fixture.other,
                    changes: [
                        Change(entity: .view(otherRoot), field: "isHidden", before: false, after: true)
                    ])
            ])
        case .secondRoot:
            let created = Change(kind: .project, id: fixture.login.description, field: nil, before: nil, after: ["name": "Login"])
            body = pushBody([revision(parents: [], changes: [created])])
        case .headNotStored: body = pushBody([mine], head: RevisionID(hashing: Array("nowhere".utf8)))
        case .headOfAnotherProject: body = pushBody([mine], head: try fixture.server.resolveProject("Other").head)
        case .rewindsTheHead:
            let log = try fixture.server.history.log(fixture.login)
            body = HTTPMessages.pushBody([], head: log[1].id, expectedHead: shared)
        }
        let before = try StoreSnapshot(fixture.server)
        try await Self.withServer(fixture) { send in
            let answer = try await send(.post, "/v1/projects/\(fixture.login)/push", fixture.readWrite, body)
            #expect(answer.status == 400, "\(answer.body)")
            let message = try #require(Self.message(answer))
            #expect(message.count > 20)
            #expect(message.contains("nothing was stored"), "\(message)")
        }
        #expect(try StoreSnapshot(fixture.server) == before)
    }

    @Test(
        "bad known and revisions bodies: 400 naming the problem",
        arguments: [
            ("known", "not json"), ("known", #"{"revisions":"abc"}"#), ("known", #"{"revisions":[1]}"#),
            ("known", #"{"revisions":["abc"]}"#), ("known", "{}"), ("revisions", #"{"excludingAncestorsOf":[null]}"#),
            ("revisions", "[]"),
        ])
    func badQueries(_ route: String, _ text: String) async throws {
        let fixture = try HTTPFixture()
        try await Self.withServer(fixture) { send in
            let answer = try await send(.post, "/v1/projects/\(fixture.login)/\(route)", fixture.readWrite, Array(text.utf8))
            #expect(answer.status == 400)
            #expect((Self.message(answer)?.count ?? 0) > 10, "\(answer.body)")
        }
    }

    @Test("a body over the limit: 413, nothing stored")
    func tooLarge() async throws {
        let fixture = try HTTPFixture()
        let client = try fixture.clonedClient()
        let shared = try client.resolveProject("Login").head
        var revisions: [Revision] = []
        for index in 0..<20 { revisions.append(try addView("view\(index)", to: fixture.login, in: client)) }
        let body = HTTPMessages.pushBody(revisions, head: revisions.last!.id, expectedHead: shared)
        #expect(body.count > 4096)
        let before = try StoreSnapshot(fixture.server)
        try await Self.withServer(fixture, maxBodyBytes: 4096) { send in
            let answer = try await send(.post, "/v1/projects/\(fixture.login)/push", fixture.readWrite, body)
            #expect(answer.status == 413)
            #expect(Self.message(answer)?.contains("--max-body-mb") == true)
        }
        #expect(try StoreSnapshot(fixture.server) == before)
    }

    @Test("an unknown route: 404 as JSON")
    func unknownRoute() async throws {
        let fixture = try HTTPFixture()
        try await Self.withServer(fixture) { send in
            let answer = try await send(.get, "/nowhere", fixture.readWrite, nil)
            #expect(answer.status == 404)
            #expect(Self.message(answer) != nil)
        }
    }
}

extension HTTPServerTests {
    @Test("the revisions route sends the stored bytes, which are exactly the revisions' canonical encodings")
    func storedBytesMatchWireFormat() throws {
        let fixture = try HTTPFixture()
        try addView("a", to: fixture.login, in: fixture.server)
        let head = try fixture.server.resolveProject("Login").head
        let revisions = try fixture.server.exchange.revisions(of: fixture.login, reachableFrom: head, excludingAncestorsOf: [])
        let bodies = try fixture.server.exchange.revisionBodies(of: fixture.login, reachableFrom: head, excludingAncestorsOf: [])
        #expect(bodies.map(\.id) == revisions.map(\.id))
        #expect(bodies.map(\.body) == revisions.map(\.canonicalEncoding))
        let shared = revisions[0].id
        #expect(
            try fixture.server.exchange.revisionBodies(of: fixture.login, reachableFrom: head, excludingAncestorsOf: [shared]).map(\.id)
                == Array(revisions.dropFirst()).map(\.id))
    }
}

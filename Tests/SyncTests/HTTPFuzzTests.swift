import Foundation
import Hummingbird
import HummingbirdTesting
import Model
import Storage
import SyncHTTP
import Testing

@testable import Sync

/// Issue #16's proof: the sync routes under random bytes and bit-flipped real requests, with a
/// token that grants the project. Every answer is a 2xx or a 4xx with a message, never a 500
/// or a crash, and the store verifies clean afterwards.
@Suite("HTTP fuzz")
struct HTTPFuzzTests {
    @Test("Random bytes and bit flips of real bodies: no 500, no crash, the store stays whole", arguments: [UInt64(7), 1_066])
    func randomBodies(seed: UInt64) async throws {
        let fixture = try HTTPFixture()
        let client = try fixture.clonedClient()
        let serverHead = try fixture.server.resolveProject("Login").head
        try addView("fromClient", to: fixture.login, in: client)
        let clientHead = try client.resolveProject("Login").head
        let newRevisions = try client.exchange.revisions(of: fixture.login, reachableFrom: clientHead, excludingAncestorsOf: [serverHead])
        let valid: [String: [UInt8]] = [
            "push": HTTPMessages.pushBody(newRevisions, head: clientHead, expectedHead: serverHead),
            "push-packed": PackedPush.body(newRevisions, head: clientHead, expectedHead: serverHead),
            "known": Array(try JSONEncoder().encode(HTTPMessages.KnownRequest(revisions: [serverHead.rawValue]))),
            "revisions": Array(try JSONEncoder().encode(HTTPMessages.RevisionsRequest(excludingAncestorsOf: [serverHead.rawValue]))),
        ]
        var random = SplitMix64(seed: seed)
        var bodies: [(route: String, body: [UInt8])] = []
        for _ in 0..<60 {
            let route = ["push", "push-packed", "known", "revisions"].randomElement(using: &random)!
            var body = valid[route]!
            if Bool.random(using: &random) {
                for _ in 0..<Int.random(in: 1...8, using: &random) where !body.isEmpty {
                    body[Int.random(in: 0..<body.count, using: &random)] ^= UInt8(1) << UInt8.random(in: 0...7, using: &random)
                }
            } else {
                body = (0..<Int.random(in: 0...300, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
            }
            bodies.append((route, body))
        }
        let login = fixture.login, token = fixture.readWrite, requests = bodies
        try await HTTPServerTests.withServer(fixture) { send in
            for (route, body) in requests {
                let answer = try await send(.post, "/v1/projects/\(login)/\(route)", token, body)
                #expect(answer.status < 500, "\(route) answered \(answer.status): \(answer.body.prefix(300))")
                if answer.status >= 400 {
                    #expect(HTTPServerTests.message(answer)?.isEmpty == false, "\(route) \(answer.status) without a message")
                }
            }
        }
        #expect(try fixture.server.history.verify().isOK)
        let head = try fixture.server.resolveProject("Login").head
        #expect(head == serverHead || head == clientHead, "the head moved to something no one pushed")
    }

    /// Issue 34's proof: every route, the web view's included, under random and bit-flipped
    /// bodies and headers (tokens, cookies, origins, codings, lengths); after each request the
    /// server still answers a real client.
    @Test("Every route, login and logout included, under random bodies and headers: the server answers after each", arguments: [UInt64(34), 2_026])
    func everyRoute(seed: UInt64) async throws {
        let fixture = try HTTPFixture()
        let login = fixture.login, token = fixture.readWrite
        let head = try fixture.server.resolveProject("Login").head
        let routes: [(HTTPRequest.Method, String)] = [
            (.post, "/login"), (.post, "/logout"), (.get, "/logout"), (.get, "/login?token=%ZZ&next=/%09/x"), (.get, "/"),
            (.get, "/projects/Login"), (.get, "/projects/Login/revisions/\(head.short)"), (.get, "/projects/Login/views/x"),
            (.get, "/v1/projects"), (.get, "/v1/projects/Login"), (.post, "/v1/projects/\(login)/known"),
            (.post, "/v1/projects/\(login)/revisions"), (.post, "/v1/projects/\(login)/push"), (.post, "/v1/projects/\(login)/push-packed"),
        ]
        let validForm = Array("token=\(token)&next=%2Fprojects%2FLogin".utf8)
        var random = SplitMix64(seed: seed)
        func randomBytes(_ range: ClosedRange<Int>) -> [UInt8] {
            (0..<Int.random(in: range, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
        }
        func printable(_ bytes: [UInt8]) -> String { String(decoding: bytes.map { 0x20 + $0 % 0x5F }, as: UTF8.self) }
        var requests: [(method: HTTPRequest.Method, path: String, headers: HTTPFields, body: [UInt8])] = []
        for _ in 0..<120 {
            let (method, path) = routes.randomElement(using: &random)!
            var body = Bool.random(using: &random) ? validForm : randomBytes(0...400)
            for _ in 0..<Int.random(in: 0...6, using: &random) where !body.isEmpty {
                body[Int.random(in: 0..<body.count, using: &random)] ^= UInt8(1) << UInt8.random(in: 0...7, using: &random)
            }
            var headers: HTTPFields = [:]
            let authorizations = ["Bearer \(token)", "Bearer " + printable(randomBytes(0...60)), printable(randomBytes(0...20)), "Bearer"]
            if Bool.random(using: &random) { headers[.authorization] = authorizations.randomElement(using: &random)! }
            if Bool.random(using: &random) { headers[.cookie] = "layoutstore_tokens=" + printable(randomBytes(0...80)) }
            if Bool.random(using: &random) {
                headers[.origin] = ["null", "http://evil.example", printable(randomBytes(0...30))].randomElement(using: &random)!
            }
            if Bool.random(using: &random) {
                headers[.contentEncoding] = ["deflate", "gzip", "identity", printable(randomBytes(1...10))].randomElement(using: &random)!
            }
            if Bool.random(using: &random) {
                headers[.contentType] = ["application/x-www-form-urlencoded", "application/json", printable(randomBytes(1...20))].randomElement(
                    using: &random)!
            }
            requests.append((method, path, headers, body))
        }
        let app = buildApplication(store: fixture.server, configuration: ServerConfiguration())
        let all = requests
        try await app.test(.router) { client in
            for request in all {
                let status = try await client.execute(
                    uri: request.path, method: request.method, headers: request.headers, body: ByteBuffer(bytes: request.body)
                ) { $0.status.code }
                #expect(status < 500, "\(request.method) \(request.path) answered \(status)")
                let alive = try await client.execute(uri: "/v1/projects/Login", method: .get, headers: [.authorization: "Bearer \(token)"]) {
                    $0.status.code
                }
                #expect(alive == 200, "after \(request.method) \(request.path), the server answers \(alive)")
            }
        }
        #expect(try fixture.server.history.verify().isOK)
    }
}

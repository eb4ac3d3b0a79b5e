import Foundation
import Hummingbird
import HummingbirdTesting
import Model
import Storage
import Testing

@testable import Sync
import SyncHTTP

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
        let newRevisions = try client.revisions(of: fixture.login, reachableFrom: clientHead, excludingAncestorsOf: [serverHead])
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
        #expect(try fixture.server.verify().isOK)
        let head = try fixture.server.resolveProject("Login").head
        #expect(head == serverHead || head == clientHead, "the head moved to something no one pushed")
    }
}

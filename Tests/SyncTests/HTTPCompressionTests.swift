import Foundation
import Model
import Storage
import SyncHTTP
import Synchronization
import Testing

@testable import Sync

/// A pull's revisions travel deflated to a client that accepts it, and a push's to the server,
/// and arrive intact.
@Suite("HTTP compression")
struct HTTPCompressionTests {
    @Test(
        "a clone of 300 revisions is sent packed and deflated, in a fraction of its lines' and its packed bytes, and the clone is the server's project"
    )
    func deflatedClone() async throws {
        let fixture = try HTTPFixture()
        for round in 0..<300 {
            try fixture.server.commit(fixture.login, message: "toggle \(round)", author: "ana") { $0.views[1].isHidden.toggle() }
        }
        let head = try fixture.server.resolveProject("Login").head
        let bodies = try fixture.server.exchange.revisionBodies(of: fixture.login, reachableFrom: head, excludingAncestorsOf: [])
        let blocks = stride(from: 0, to: bodies.count, by: WireFormat.streamedBlockLength).map { start in
            start..<min(start + WireFormat.streamedBlockLength, bodies.count)
        }
        let lineBytes = blocks.reduce(0) { $0 + WireFormat.line(bodies: Array(bodies[$1])).count } + WireFormat.countLine(bodies.count).count
        var stored: [(id: RevisionID, body: [UInt8])] = []
        try fixture.server.exchange.revisionBodies(of: fixture.login, reachableFrom: head, excludingAncestorsOf: [], inBlocksOf: 256, asStored: true)
        {
            stored += $0
        }
        let packedBytes =
            PackedAnswer.start.count + blocks.reduce(0) { $0 + PackedAnswer.block(bodies: Array(stored[$1])).count }
            + PackedAnswer.end(WireFormat.countLine(bodies.count)).count
        /// The largest answer the server sent, in bytes on the wire.
        final class Largest: Sendable {
            let bytes = Mutex(0)
        }
        let largest = Largest()
        var configuration = ServerConfiguration()
        configuration.onExchange = { _, response in largest.bytes.withLock { $0 = max($0, response) } }
        let client = try fixture.folder.store("client")
        try await withLiveServer(store: fixture.server, configuration: configuration) { url in
            let report = try await Synchronizer(store: client, remote: HTTPRemote(url: url, token: fixture.readWrite), remoteName: "origin")
                .sync(project: "Login")
            #expect(report.outcome == .cloned && report.received == bodies.count)
        }
        let sent = largest.bytes.withLock { $0 }
        #expect(
            sent > 0 && sent * 8 < lineBytes && sent * 3 < packedBytes, "\(sent) bytes sent for \(lineBytes) bytes of lines, \(packedBytes) packed")
        #expect(try client.history.log(fixture.login).map(\.id) == fixture.server.history.log(fixture.login).map(\.id))
        #expect(try client.state(of: fixture.login) == fixture.server.state(of: fixture.login))
        #expect(try client.history.verify().isOK)
    }

    @Test("a push of 300 revisions travels packed and deflated, in a fraction of its packed bytes, and the server has them")
    func deflatedPush() async throws {
        let fixture = try HTTPFixture()
        let client = try fixture.clonedClient()
        let shared = try client.resolveProject("Login").head
        for round in 0..<300 {
            try client.commit(fixture.login, message: "toggle \(round)", author: "ana") { $0.views[1].isHidden.toggle() }
        }
        let head = try client.resolveProject("Login").head
        let pushed = try client.exchange.revisions(of: fixture.login, reachableFrom: head, excludingAncestorsOf: [shared])
        let packedBytes = PackedPush.body(pushed, head: head, expectedHead: shared).count
        /// The largest request the server read, in bytes on the wire.
        final class Largest: Sendable {
            let bytes = Mutex(0)
        }
        let largest = Largest()
        var configuration = ServerConfiguration()
        configuration.onExchange = { request, _ in largest.bytes.withLock { $0 = max($0, request) } }
        try await withLiveServer(store: fixture.server, configuration: configuration) { url in
            let report = try await Synchronizer(store: client, remote: HTTPRemote(url: url, token: fixture.readWrite), remoteName: "origin")
                .sync(project: "Login")
            #expect(report.outcome == .pushed && report.sent == 300)
        }
        let read = largest.bytes.withLock { $0 }
        #expect(read > 0 && read * 3 < packedBytes, "\(read) bytes read for \(packedBytes) bytes packed")
        #expect(try fixture.server.resolveProject("Login").head == head)
        #expect(try fixture.server.state(of: fixture.login) == client.state(of: fixture.login))
        #expect(try fixture.server.history.verify().isOK)
    }
}

import Foundation
import Storage

/// The packed form of a push (`POST /v1/projects/{id}/push-packed`): where the head moves, as a
/// JSON line, then the revisions as ``PackedAnswer`` sends them, each body as a store keeps it.
/// A push of 5,001 revisions is about 0.9 MB in this form against 2.0 MB of JSON, and the server
/// reads it as a clone reads an answer: block by block, each body unpacked and verified, then
/// stored as it came.
///
/// ```
/// {"expectedHead":"3f…","head":"9c…"}\n              where the head moves (expectedHead: null for a new project)
/// layoutstore-packed-revisions 1\n                   the revisions, as in PackedAnswer
/// 'B' <length> (<id> <length> <body>)…
/// 'E' <length> {"count":5001}
/// ```
///
/// ``HTTPRemote`` sends it deflated (`Content-Encoding: deflate`), which every server that
/// knows the route inflates. A server older than this form answers the route 404;
/// ``HTTPRemote`` then pushes JSON, as it is.
package enum PackedPush {
    package static let contentType = "application/vnd.layoutstore.packed-push"

    /// Where the push moves the head: the body's first line.
    private struct Heads: Codable {
        var expectedHead: RevisionID?
        var head: RevisionID

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(expectedHead, forKey: .expectedHead)  // null, not left out, for a new project
            try container.encode(head, forKey: .head)
        }
    }

    /// The body of a push of `revisions` that moves the head from `expectedHead` to `head`.
    package static func body(_ revisions: [Revision], head: RevisionID, expectedHead: RevisionID?) -> [UInt8] {
        let heads = (try? JSONEncoder().encode(Heads(expectedHead: expectedHead, head: head))).map(Array.init) ?? []
        var bytes = heads + [UInt8(ascii: "\n")] + PackedAnswer.start
        var start = 0
        while start < revisions.count {
            let block = revisions[start..<min(start + WireFormat.streamedBlockLength, revisions.count)]
            bytes += PackedAnswer.block(bodies: block.map { ($0.id, $0.storedBytes) })
            start += block.count
        }
        return bytes + PackedAnswer.end(WireFormat.countLine(revisions.count))
    }

    /// The heads and the revisions of a packed push, each revision verified as a clone's are.
    ///
    /// - Throws: ``SyncError/badPayload(_:)`` saying what is wrong: no first line, heads that are
    ///   not revision ids, revisions cut off, miscounted or not matching their ids.
    package static func decode(_ bytes: [UInt8]) throws(SyncError) -> (head: RevisionID, expectedHead: RevisionID?, revisions: [Revision]) {
        guard let newline = bytes.firstIndex(of: UInt8(ascii: "\n")) else {
            throw .badPayload("a packed push starts with a line saying where the head moves, and this one has none")
        }
        let heads: Heads
        do {
            heads = try JSONDecoder().decode(Heads.self, from: Data(bytes[..<newline]))
        } catch {
            throw .badPayload(#"a packed push's first line must be {"expectedHead":id or null,"head":id}, with ids of 64 hex digits"#)
        }
        let received = ReceivedRevisions()
        received.receive(bytes[(newline + 1)...])
        received.finish()
        return (heads.head, heads.expectedHead, try received.all())
    }
}

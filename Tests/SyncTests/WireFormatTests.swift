import Foundation
import Model
import Storage
import Testing

@testable import Sync

/// Revisions travel as their exact canonical bytes; the receiver finds each body in the
/// message without decoding the message whole, and verifies it against its id.
@Suite("Wire format")
struct WireFormatTests {
    /// The log of a small project, oldest first.
    static func revisions() throws -> [Revision] {
        let store = try Store(path: FileManager.default.temporaryDirectory.appending(path: "wire-\(UUID()).db").path)
        defer { try? FileManager.default.removeItem(atPath: store.path) }
        let first = try store.createProject(name: "Wire \"quoted\" \u{e9}", rootSize: (320, 480), message: "start\nwith a newline")
        let project = first.project
        let root = try store.state(of: project).views[0].id
        let title = View(name: "title", parent: root)
        try store.commit(project, message: "title", edits: [.insertView(title)])
        try store.commit(
            project, message: "pin",
            edits: [.insertConstraint(Constraint(equation: Equation(Anchor(title.id, .top), .equal, Anchor(root, .top), constant: 8)))])
        return try store.history.log(project).reversed()
    }

    @Test("what encode writes decodes to the same revisions, whitespace and key order aside")
    func roundTrip() throws {
        let revisions = try Self.revisions()
        #expect(try WireFormat.decodeRevisions(WireFormat.encode(revisions)) == revisions)
        // Another writer may space the message and order its keys differently; bodies stay exact.
        let bodies = revisions.map { #"{ "body" : \#(String(decoding: $0.canonicalEncoding, as: UTF8.self)) , "id":"\#($0.id)" }"# }
        let spaced = "\n{ \"head\": null,\n  \"revisions\" : [ " + bodies.joined(separator: " ,\n ") + " ] , \"extra\": [1, {\"a\": [true]}] }\n"
        #expect(try WireFormat.decodeRevisions(Array(spaced.utf8)) == revisions)
        #expect(try WireFormat.decodeRevisions(Array(#"{"revisions":[]}"#.utf8)).isEmpty)

        // A decoded revision keeps its bytes only until a field changes.
        var changed = try WireFormat.decodeRevisions(WireFormat.encode(revisions))[1]
        #expect(changed.isIntact)
        changed.message = "another message"
        #expect(!changed.isIntact)
        #expect(changed.canonicalEncoding != revisions[1].canonicalEncoding)
    }

    @Test("a malformed message or a changed body is a bad payload, naming what is wrong")
    func malformed() throws {
        let revisions = try Self.revisions()
        let message = String(decoding: WireFormat.encode(revisions), as: UTF8.self)
        let tampered = message.replacingOccurrences(of: "\"pin\"", with: "\"pun\"")
        let cases: [(String, String)] = [
            (String(message.dropLast(5)), "not valid JSON"),
            (message + "x", "after the message"),
            ("[]", "not valid JSON"),
            (#"{"other":[]}"#, "\"revisions\" array"),
            (#"{"revisions":[{"id":1,"body":{}}]}"#, "must be a string"),
            (#"{"revisions":[{"id":"abc","body":{}}]}"#, "not a revision id"),
            (#"{"revisions":[{"id":"abc"}]}"#, "expected {\"id\": string, \"body\": object}"),
            (#"{"revisions":[{"id":"abc","body":[1]}]}"#, "expected {\"id\": string, \"body\": object}"),
            (#"{"extra":"# + String(repeating: "[", count: 600) + String(repeating: "]", count: 600) + #","revisions":[]}"#, "nested"),
            (tampered, "hashes"),
        ]
        for (text, expected) in cases {
            #expect(throws: SyncError.self, "\(text.prefix(60))") { try WireFormat.decodeRevisions(Array(text.utf8)) }
            do {
                _ = try WireFormat.decodeRevisions(Array(text.utf8))
            } catch {
                #expect(error.description.contains(expected), "\(text.prefix(60)): \(error)")
            }
        }
    }

    @Test("a large message decodes in slices, in order, and a bad revision in any slice is named by its index")
    func largeMessage() throws {
        let project = ProjectID()
        var revisions: [Revision] = []
        for index in 0..<600 {
            revisions.append(
                Revision(
                    project: project, parents: revisions.last.map { [$0.id] } ?? [], author: "ana", replica: "r1",
                    time: Date(timeIntervalSince1970: 1_700_000_000 + Double(index)), message: "edit \(index)",
                    changes: [
                        Change(kind: .project, id: project.description, field: "name", before: .string("p\(index)"), after: .string("p\(index + 1)"))
                    ]))
        }
        let message = WireFormat.encode(revisions)
        #expect(try WireFormat.decodeRevisions(message) == revisions)
        for tamperedIndex in [3, 598] {
            let tampered = String(decoding: message, as: UTF8.self)
                .replacingOccurrences(of: "\"edit \(tamperedIndex)\"", with: "\"edit \(tamperedIndex)!\"")
            #expect {
                try WireFormat.decodeRevisions(Array(tampered.utf8))
            } throws: { error in
                "\(error)".contains("revision \(tamperedIndex) (\(revisions[tamperedIndex].id.short))")
            }
        }
    }

    @Test("decoding keeps a few slices ahead of the reader, and revisions a reader stops taking (a failed insert) are let go")
    func decodingWaitsForTheReader() async throws {
        let project = ProjectID()
        var revisions: [Revision] = []
        for index in 0..<(256 * 12) {
            revisions.append(
                Revision(
                    project: project, parents: revisions.last.map { [$0.id] } ?? [], author: "ana", replica: "r1",
                    time: Date(timeIntervalSince1970: 1_700_000_000 + Double(index)), message: "edit \(index)",
                    changes: [
                        Change(kind: .project, id: project.description, field: "name", before: .string("p\(index)"), after: .string("p\(index + 1)"))
                    ]))
        }
        let message = WireFormat.encode(revisions)
        weak var dropped: ReceivedRevisions?
        do {
            let received = try ReceivedRevisions(decoding: message)
            dropped = received
            #expect(try received.nextSlice()?.count == 256)
        }
        // The decoding thread waits for a reader that is gone, then lets the revisions go.
        let clock = ContinuousClock()
        let start = clock.now
        while dropped != nil, clock.now - start < .seconds(10) { try await Task.sleep(for: .milliseconds(20)) }
        #expect(dropped == nil)
        // A reader that takes every slice, slowly, still gets them all, in order.
        let received = try ReceivedRevisions(decoding: message)
        var handedOver: [Revision] = []
        while let slice = try received.nextSlice() {
            handedOver += slice
            try await Task.sleep(for: .milliseconds(5))
        }
        #expect(handedOver == revisions)
    }

    @Test("a streamed answer's decoder waits for the next part, and lets the revisions go once nobody holds them")
    func streamedDecodingWaitsForParts() async throws {
        let (revisions, stored) = try Self.longHistory.get()
        let answer = Self.packedAnswer(stored)
        let firstBlockEnd = PackedAnswer.start.count + PackedAnswer.block(bodies: Array(stored.prefix(WireFormat.streamedBlockLength))).count
        // Parts that come slower than they decode: the decoder catches up and waits between them.
        let received = ReceivedRevisions()
        var handedOver: [Revision] = []
        received.receive(answer[..<firstBlockEnd])
        handedOver += try received.nextSlice() ?? []
        for start in stride(from: firstBlockEnd, to: answer.count, by: 5_000) {
            try await Task.sleep(for: .milliseconds(15))
            received.receive(answer[start..<min(answer.count, start + 5_000)])
        }
        received.finish()
        while let slice = try received.nextSlice() { handedOver += slice }
        #expect(handedOver == revisions)
        // An answer nobody reads or sends any more, not ended, while its decoder waits for more.
        weak var dropped: ReceivedRevisions?
        do {
            let unfinished = ReceivedRevisions()
            dropped = unfinished
            unfinished.receive(answer[..<firstBlockEnd])
            #expect(try unfinished.nextSlice()?.count == WireFormat.streamedBlockLength)
        }
        let clock = ContinuousClock()
        let start = clock.now
        while dropped != nil, clock.now - start < .seconds(10) { try await Task.sleep(for: .milliseconds(20)) }
        #expect(dropped == nil)
    }

    @Test("a large message is handed over in order, slice by slice; a bad revision in a late slice stores nothing")
    func slicesStoredAsTheyDecode() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "wire-slices-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = try Store(path: folder.appending(path: "source.db").path)
        let project = try source.createProject(name: "Slices", rootSize: (320, 480), message: "start").project
        let root = try source.state(of: project).views[0].id
        for index in 1..<600 {
            try source.commit(project, message: "edit \(index)", edits: [.updateView(root, .isHidden, .bool(index % 2 == 1))])
        }
        let revisions = Array(try source.history.log(project).reversed())
        let message = WireFormat.encode(revisions)

        let received = try ReceivedRevisions(decoding: message)
        var slices: [[Revision]] = []
        while let slice = try received.nextSlice() { slices.append(slice) }
        #expect(slices.count > 1)
        #expect(slices.flatMap { $0 } == revisions)
        #expect(received.count == 600)

        let target = try Store(path: folder.appending(path: "target.db").path)
        let fine = try ReceivedRevisions(decoding: message)
        try target.exchange.insert(movingHeadTo: revisions.last?.id) { try fine.nextSlice() }
        #expect(try target.state(of: project) == source.state(of: project))
        #expect(try target.history.verify().isOK)

        let tampered = String(decoding: message, as: UTF8.self).replacingOccurrences(of: "\"edit 598\"", with: "\"edit 598!\"")
        let broken = try ReceivedRevisions(decoding: Array(tampered.utf8))
        let empty = try Store(path: folder.appending(path: "empty.db").path)
        var handedOver = 0
        #expect {
            try empty.exchange.insert(movingHeadTo: revisions.last?.id) {
                let slice = try broken.nextSlice()
                handedOver += slice?.count ?? 0
                return slice
            }
        } throws: { error in
            (error as? SyncError).map { "\($0)".contains("revision 598 (\(revisions[598].id.short))") } ?? false
        }
        #expect(handedOver >= 256)  // earlier slices were stored before the bad one came
        #expect(try empty.projects().isEmpty)
    }

    /// A server's streamed answer holding `revisions`: lines of up to 256, then the count.
    static func streamedAnswer(_ revisions: [Revision], lastLine: [UInt8]? = nil) -> [UInt8] {
        var answer: [UInt8] = []
        for start in stride(from: 0, to: revisions.count, by: WireFormat.streamedBlockLength) {
            let block = revisions[start..<min(revisions.count, start + WireFormat.streamedBlockLength)]
            answer += WireFormat.line(bodies: block.map { ($0.id, $0.canonicalEncoding) })
        }
        return answer + (lastLine ?? WireFormat.countLine(revisions.count))
    }

    /// A project's log of 600 revisions, oldest first, with their bodies as the store keeps
    /// them: made once for the tests that need a long one.
    static let longHistory = Result { () throws -> (revisions: [Revision], stored: [(id: RevisionID, body: [UInt8])]) in
        let path = FileManager.default.temporaryDirectory.appending(path: "wire-long-\(UUID()).db").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let source = try Store(path: path)
        let project = try source.createProject(name: "Long", rootSize: (320, 480), message: "start").project
        let root = try source.state(of: project).views[0].id
        for index in 1..<600 {
            try source.commit(project, message: "edit \(index)", edits: [.updateView(root, .isHidden, .bool(index % 2 == 1))])
        }
        return (Array(try source.history.log(project).reversed()), try storedBodies(source, project))
    }

    static var longLog: Result<[Revision], any Error> { longHistory.map(\.revisions) }

    /// Every revision of the project, oldest first, as the store keeps it.
    static func storedBodies(_ store: Store, _ project: ProjectID) throws -> [(id: RevisionID, body: [UInt8])] {
        var bodies: [(id: RevisionID, body: [UInt8])] = []
        try store.exchange.revisionBodies(
            of: project, reachableFrom: store.resolveProject(nil).head, excludingAncestorsOf: [], inBlocksOf: 100, asStored: true
        ) { bodies += $0 }
        return bodies
    }

    /// A server's packed answer holding `bodies`: its first line, blocks of up to 256, then its end.
    static func packedAnswer(_ bodies: [(id: RevisionID, body: [UInt8])], lastLine: [UInt8]? = nil) -> [UInt8] {
        var answer = PackedAnswer.start
        for start in stride(from: 0, to: bodies.count, by: WireFormat.streamedBlockLength) {
            answer += PackedAnswer.block(bodies: Array(bodies[start..<min(bodies.count, start + WireFormat.streamedBlockLength)]))
        }
        return answer + (lastLine.map { $0.isEmpty ? [] : PackedAnswer.end($0) } ?? PackedAnswer.end(WireFormat.countLine(bodies.count)))
    }

    /// An answer received whole, in parts of random lengths up to `maximum` bytes.
    static func received(_ answer: [UInt8], inPartsOfUpTo maximum: Int, using generator: inout some RandomNumberGenerator) -> ReceivedRevisions {
        let received = ReceivedRevisions()
        var offset = 0
        while offset < answer.count {
            let length = Int.random(in: 1...maximum, using: &generator)
            received.receive(answer[offset..<min(answer.count, offset + length)])
            offset += length
        }
        received.finish()
        return received
    }

    @Test("a packed answer cut into parts anywhere hands over the same revisions, which a store keeps as the server kept them")
    func packedAnswerInParts() throws {
        let (revisions, stored) = try Self.longHistory.get()
        #expect(stored.map(\.id) == revisions.map(\.id))
        #expect(stored.allSatisfy { $0.body.first != UInt8(ascii: "{") }, "the bodies are packed, not canonical JSON")
        let answer = Self.packedAnswer(stored)
        var generator = SystemRandomNumberGenerator()
        for maximum in [1, 7, 1000, 70_000, answer.count] {
            let received = Self.received(answer, inPartsOfUpTo: maximum, using: &generator)
            #expect(try received.all() == revisions, "parts of up to \(maximum) bytes")
        }
        let received = ReceivedRevisions()
        received.receive(answer)
        received.finish()
        let path = FileManager.default.temporaryDirectory.appending(path: "wire-packed-\(UUID()).db").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let store = try Store(path: path)
        try store.exchange.insert(movingHeadTo: revisions.last?.id) { try received.nextSlice() }
        let kept = try Self.storedBodies(store, revisions[0].project)
        #expect(kept.map(\.id) == stored.map(\.id) && kept.map(\.body) == stored.map(\.body))
        #expect(try store.history.verify().isOK)
    }

    @Test("a packed answer that stops early, miscounts, reports a failure or holds a bad record stores nothing, and says why")
    func packedAnswerFaults() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "wire-packed-faults-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let (revisions, stored) = try Self.longHistory.get()
        let blocks = Self.packedAnswer(stored, lastLine: [])
        var changed = stored
        changed[299].body[changed[299].body.count / 2] ^= 0x20
        var cut = PackedAnswer.block(bodies: Array(stored[256..<300]))
        cut.removeLast(10)
        cut.replaceSubrange(1..<5, with: withUnsafeBytes(of: UInt32(cut.count - 5).littleEndian, Array.init))
        let cases: [(answer: [UInt8], expected: String)] = [
            (blocks, "cut off before its last line"),
            (Array(blocks.dropLast(100)), "cut off inside a record"),
            (blocks + PackedAnswer.end(WireFormat.countLine(599)), "announced 599 revisions but held 600"),
            (
                Self.packedAnswer(Array(stored.prefix(300)), lastLine: WireFormat.errorLine("revision 5f3 no longer hashes to its id")),
                "the server stopped sending revisions: revision 5f3 no longer hashes to its id"
            ),
            (Self.packedAnswer(Array(stored.prefix(300)), lastLine: []) + [UInt8(ascii: "Z"), 0, 0, 0, 0], "a record of unknown kind"),
            (Self.packedAnswer(changed), "revision 299 (\(stored[299].id.short))"),
            (
                Self.packedAnswer(Array(stored.prefix(256)), lastLine: []) + cut + PackedAnswer.end(WireFormat.countLine(300)),
                "revision 299 (\(stored[299].id.short)): the block ends inside its body"
            ),
        ]
        for (number, (answer, expected)) in cases.enumerated() {
            try Self.expectNothingStored(
                from: answer, endedBy: nil, into: folder.appending(path: "store\(number).db"), head: revisions.last?.id, saying: expected,
                case: number)
        }
    }

    /// Stores an answer that fails (`failure`, or its own fault once it is finished) into a new
    /// store at `path`: the slices before the fault are handed over, the error says `expected`,
    /// and the store holds nothing.
    static func expectNothingStored(
        from answer: [UInt8], endedBy failure: SyncError?, into path: URL, head: RevisionID?, saying expected: String, case number: Int
    ) throws {
        let store = try Store(path: path.path)
        let received = ReceivedRevisions()
        received.receive(answer)
        if let failure { received.fail(failure) } else { received.finish() }
        var handedOver = 0
        #expect {
            try store.exchange.insert(movingHeadTo: head) {
                let slice = try received.nextSlice()
                handedOver += slice?.count ?? 0
                return slice
            }
        } throws: { error in
            "\(error)".contains(expected)
        }
        #expect(handedOver >= 256, "case \(number): the slices before the fault were handed over")
        #expect(try store.projects().isEmpty, "case \(number)")
    }

    @Test("a streamed answer cut into parts anywhere hands over the same revisions, in order")
    func streamedAnswerInParts() throws {
        let revisions = try Self.revisions()
        let long = try Self.longLog.get()
        for (set, answer) in [(revisions, Self.streamedAnswer(revisions)), (long, Self.streamedAnswer(long))] {
            var generator = SystemRandomNumberGenerator()
            for maximum in [1, 7, 1000, 70_000, answer.count] {
                let received = Self.received(answer, inPartsOfUpTo: maximum, using: &generator)
                #expect(try received.all() == set, "parts of up to \(maximum) bytes")
                #expect(received.count == set.count)
            }
        }
        let empty = ReceivedRevisions()
        empty.receive(WireFormat.countLine(0))
        empty.finish()
        #expect(try empty.all().isEmpty)
    }

    @Test("a streamed answer that stops early, miscounts or reports a failure stores nothing, and says why")
    func streamedAnswerEndings() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "wire-endings-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let revisions = try Self.longLog.get()
        let lines = Self.streamedAnswer(revisions, lastLine: [])
        let cases: [(answer: [UInt8], failure: SyncError?, expected: String)] = [
            (lines, nil, "cut off before its last line"),
            (Array(lines.dropLast(100)), nil, "cut off inside a line"),
            (lines + WireFormat.countLine(599), nil, "announced 599 revisions but held 600"),
            (lines + WireFormat.countLine(601), nil, "announced 601 revisions but held 600"),
            (
                Self.streamedAnswer(Array(revisions.prefix(300)), lastLine: WireFormat.errorLine("revision 5f3 no longer hashes to its id")), nil,
                "the server stopped sending revisions: revision 5f3 no longer hashes to its id"
            ),
            (Self.streamedAnswer(Array(revisions.prefix(300)), lastLine: Array("<html>busy</html>\n".utf8)), nil, "neither revisions nor its end"),
            (Self.streamedAnswer(Array(revisions.prefix(300)), lastLine: []) + Array(#"{"revisions":[{"id":"#.utf8) + [10], nil, "not valid JSON"),
            (Self.streamedAnswer(Array(revisions.prefix(300)), lastLine: []), .brokeOff(server: "http://127.0.0.1:1", reason: "cut"), "broke off"),
        ]
        for (number, (answer, failure, expected)) in cases.enumerated() {
            try Self.expectNothingStored(
                from: answer, endedBy: failure, into: folder.appending(path: "store\(number).db"), head: revisions.last?.id, saying: expected,
                case: number)
        }
    }
}

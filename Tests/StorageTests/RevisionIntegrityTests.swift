import Foundation
import Model
import Testing

@testable import Storage

@Suite("Revision ids and verification")
struct RevisionIntegrityTests {
    @Test("the id is the SHA-256 of the canonical encoding, which is stored packed and read back byte for byte")
    func idIsHashOfBody() throws {
        let temporary = try TemporaryStore()
        let revision = try temporary.store.createProject(name: "P", rootSize: (100, 50), message: "é \"quoted\"", author: "ana")
        #expect(revision.id == RevisionID(hashing: revision.canonicalEncoding))
        #expect(revision.id.rawValue.count == 64)
        #expect(revision.id.short.count == 10)
        let body = try temporary.store.database.read { db in
            try Data.fetchOne(db, sql: "SELECT body FROM revisions WHERE id = ?", arguments: [revision.id.blob])
        }
        let stored = try #require(body)
        #expect(stored.first == PackedBody.formatByte)
        #expect(stored.count < revision.canonicalEncoding.count)
        #expect(try PackedBody.unpack(stored) == revision.canonicalEncoding)
        // A one-field revision: ids as bytes, keys as codes, under two fifths of its canonical bytes.
        let project = try temporary.store.resolveProject("P")
        let root = try #require(try temporary.store.state(of: project.id).itemID(named: "root"))
        let edit = try temporary.store.commit(project.id, message: "hide", author: "ana", edits: [.updateView(root, .isHidden, true)])
        let editBody = try #require(
            try temporary.store.database.read { db in
                try Data.fetchOne(db, sql: "SELECT body FROM revisions WHERE id = ?", arguments: [edit.id.blob])
            })
        #expect(editBody.count * 5 < edit.canonicalEncoding.count * 2)
        #expect(try PackedBody.unpack(editBody) == edit.canonicalEncoding)
        let text = String(decoding: revision.canonicalEncoding, as: UTF8.self)
        #expect(text.hasPrefix(#"{"author":"ana","changes":[{"after":{"name":"P"},"id":""#))
        #expect(text.contains(#""message":"é \"quoted\"","parents":[]"#))
    }

    @Test("the encoding written member by member is the sorted-key canonical JSON of every field")
    func encodingMatchesCanonicalJSON() {
        let view = View(name: "title \"main\"\n", parent: ItemID(), frame: Rect(x: 0.5, y: -2, width: 1e-7, height: 3))
        let constraint = Constraint(
            identifier: "gap", equation: Equation(Anchor(view.id, .leading), .equal, Anchor(ItemID(), .trailing), constant: 8))
        let changes = [
            Change(entity: .view(view.id), field: nil, before: nil, after: view.fieldValues),
            Change(entity: .constraint(constraint.id), field: "constant", before: 8, after: 0.25),
            Change(entity: .constraint(constraint.id), field: "identifier", before: .null, after: "gap\u{1}"),
            Change(entity: .constraint(constraint.id), field: nil, before: constraint.fieldValues, after: nil),
        ]
        let parents = [RevisionID(hashing: Array("a".utf8)), RevisionID(hashing: Array("b".utf8))]
        let revision = Revision(
            project: ProjectID(), parents: parents, author: "zoë", replica: "r1", time: Date(timeIntervalSince1970: 1_700_000_000.5),
            message: "merge\t\"x\"", changes: changes)
        func reference(_ change: Change) -> CanonicalJSON {
            var members: [String: CanonicalJSON] = ["kind": .string(change.kind.rawValue), "id": .string(change.id)]
            if let field = change.field { members["field"] = .string(field) }
            if let before = change.before { members["before"] = before }
            if let after = change.after { members["after"] = after }
            return .object(members)
        }
        let expected = CanonicalJSON.object([
            "format": 1, "project": .string(revision.project.text), "parents": .array(parents.map { .string($0.rawValue) }),
            "author": "zoë", "replica": "r1", "time": 1_700_000_000_500, "message": "merge\t\"x\"",
            "changes": .array(changes.map(reference)),
        ]).encoded
        #expect(revision.canonicalEncoding == expected)
        #expect(revision.id == RevisionID(hashing: expected))
        #expect(throws: Never.self) { try Revision(id: revision.id, canonicalBytes: expected) }
    }

    @Test("a body that hashes to its id but is not in canonical form is refused, whatever differs")
    func nonCanonicalBodiesRefused() throws {
        let view = View(name: "title", parent: ItemID(), frame: Rect(x: 0.5, y: -2, width: 10, height: 3))
        let revision = Revision(
            project: ProjectID(), parents: [RevisionID(hashing: Array("a".utf8))], author: "ana", replica: "r1",
            time: Date(timeIntervalSince1970: 1_700_000_000), message: "add",
            changes: [Change(entity: .view(view.id), field: nil, before: nil, after: view.fieldValues)])
        let canonical = String(decoding: revision.canonicalEncoding, as: UTF8.self)
        #expect(throws: Never.self) { try Revision(id: revision.id, canonicalBytes: Array(canonical.utf8)) }
        let parent = revision.parents[0].rawValue
        let variants = [
            canonical.replacingOccurrences(of: #""author":"ana","#, with: #""author": "ana","#),  // a space
            canonical.replacingOccurrences(of: #"{"author":"ana","#, with: "{"),  // a member missing
            canonical.replacingOccurrences(of: parent, with: parent.uppercased()),  // an id in capitals
            canonical.replacingOccurrences(of: #""format":1"#, with: #""format":1.0"#),  // a number spelled otherwise
            canonical.replacingOccurrences(of: #""author":"ana""#, with: #""author":"\u0061na""#),  // an escape not needed
            // a member out of key order inside a value
            canonical.replacingOccurrences(of: #""name":"title""#, with: #""name":"title","hidden":false"#),
            canonical + " ",  // text after the body
        ]
        for variant in variants {
            #expect(variant != canonical)
            let bytes = Array(variant.utf8)
            let error = #expect(throws: StoreError.self, "\(variant)") { try Revision(id: RevisionID(hashing: bytes), canonicalBytes: bytes) }
            guard case .corruptRevision? = error else {
                Issue.record("expected corruptRevision for \(variant), got \(String(describing: error))")
                continue
            }
        }
    }

    @Test("a received revision packed where it was decoded is stored byte for byte as the store packs it; a change drops the packing")
    func packedWhereDecoded() throws {
        let origin = try TemporaryStore()
        let made = try origin.store.createProject(name: "P", rootSize: (100, 50), message: "m", author: "ana")
        var received = try Revision(id: made.id, canonicalBytes: made.canonicalEncoding)
        received.packForStorage()
        #expect(received.packedForStorage == PackedBody.pack(made.canonicalEncoding))
        var edited = received
        edited.message = "other"
        #expect(edited.packedForStorage == nil)
        var renamed = received
        renamed.id = RevisionID(hashing: [1])
        #expect(renamed.packedForStorage == nil)

        let copy = try TemporaryStore()
        try copy.store.exchange.insert([received], movingHeadTo: received.id)
        func storedBody(_ store: Store) throws -> Data? {
            try store.database.read { db in
                try Data.fetchOne(db, sql: "SELECT body FROM revisions WHERE id = ?", arguments: [made.id.blob])
            }
        }
        #expect(try storedBody(copy.store) == storedBody(origin.store))
        #expect(try copy.store.history.verify().isOK)
    }

    @Test("an id kept as bytes compares, orders and stores as its hex digits do")
    func idAsBytes() throws {
        var generator = SplitMix64(seed: 23)
        let ids = (0..<200).map { _ in RevisionID(hashing: (0..<8).map { _ in UInt8.random(in: 0...255, using: &generator) }) }
        for (first, second) in zip(ids, ids.dropFirst()) {
            #expect((first < second) == (first.rawValue < second.rawValue))
            #expect((first == second) == (first.rawValue == second.rawValue))
        }
        for id in ids {
            #expect(RevisionID(blob: id.blob) == id)
            #expect(id.blob.map { String(format: "%02x", $0) }.joined() == id.rawValue)
            #expect(RevisionID(id.rawValue) == id)
            #expect(RevisionID(id.rawValue.uppercased()) == id)
            #expect(Set([id, RevisionID(id.rawValue)!]).count == 1)
        }
        #expect(RevisionID(String(repeating: "g", count: 64)) == nil)
        #expect(RevisionID(String(repeating: "a", count: 63)) == nil)
    }

    @Test("revision ids are standard SHA-256 in lowercase hex")
    func knownAnswer() {
        #expect(RevisionID(hashing: Array("abc".utf8)).rawValue == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(RevisionID("BA7816BF8F01CFEA414140DE5DAE2223B00361A396177A9CB410FF61F20015AD")?.short == "ba7816bf8f")
        #expect(RevisionID("ba7816bf") == nil)
    }

    @Test("the same content gives the same id; any field changes it")
    func contentAddressed() throws {
        let project = ProjectID()
        let time = Date(timeIntervalSince1970: 1_700_000_000.123)
        let change = Change(entity: .constraint(ConstraintID()), field: "constant", before: 8, after: 0.5)
        let revision = Revision(project: project, parents: [], author: "a", replica: "r", time: time, message: "m", changes: [change])
        let same = Revision(project: project, parents: [], author: "a", replica: "r", time: time, message: "m", changes: [change])
        #expect(revision.id == same.id)
        var edited = revision
        edited.message = "n"
        #expect(!edited.isIntact)
        #expect(revision.isIntact)
        #expect(revision.timeMilliseconds == 1_700_000_000_123)
    }

    @Test("a byte changed in a stored revision is caught by revision(_:), log and verify")
    func corruptionDetected() throws {
        let temporary = try TemporaryStore()
        let (project, root) = try temporary.makeProject()
        let revision = try temporary.store.commit(
            project, message: "gap of 8",
            edits: [
                .insertConstraint(.pin(root, .width, to: root, .height, constant: 8))
            ])
        #expect(try temporary.store.history.verify().isOK)
        // Replace "gap of 8" by "gap of 9" inside the stored bytes.
        try temporary.rawSQL(
            "UPDATE revisions SET body = CAST(replace(CAST(body AS TEXT), 'gap of 8', 'gap of 9') AS BLOB) WHERE id = x'\(revision.id)'")
        let error = #expect(throws: StoreError.self) { try temporary.store.revision(revision.id) }
        guard case .corruptRevision(let id, _)? = error else {
            Issue.record("expected corruptRevision, got \(String(describing: error))")
            return
        }
        #expect(id == revision.id)
        #expect(throws: StoreError.self) { try temporary.store.history.log(project) }
        let report = try temporary.store.history.verify()
        #expect(!report.isOK)
        #expect(report.problems.contains { $0.contains(revision.id.short) && $0.contains("no longer hashes") })
    }

    @Test("verify finds state tables, changes index and parents that disagree with the history")
    func verifyFindsDrift() throws {
        let temporary = try TemporaryStore()
        let (project, root) = try temporary.makeProject()
        try temporary.store.commit(project, message: "hide", edits: [.updateView(root, .isHidden, true)])
        let good = try temporary.store.history.verify()
        #expect(good.isOK)
        #expect(good.revisionsChecked == 2)
        #expect(good.projectsChecked == 1)
        try temporary.rawSQL("UPDATE views SET frame_width = 1 WHERE id = '\(root)'")
        let drifted = try temporary.store.history.verify()
        #expect(drifted.problems.contains { $0.contains("current-state tables differ") })
        // The changes index names another entity for the revision's change.
        try temporary.rawSQL("UPDATE changes SET entity_id = '\(ItemID())' WHERE revision_seq = (SELECT max(seq) FROM revisions)")
        #expect(try temporary.store.history.verify().problems.contains { $0.contains("changes table differ") })
        // The columns `sqlite3` users read (who, when, why) must say what the verified body says.
        try temporary.rawSQL("UPDATE revisions SET message = 'show' WHERE seq = (SELECT max(seq) FROM revisions)")
        #expect(try temporary.store.history.verify().problems.contains { $0.contains("author, time or message column differs") })
        try temporary.rawSQL("PRAGMA foreign_keys = OFF; UPDATE revisions SET project = project + 1 WHERE seq = (SELECT max(seq) FROM revisions)")
        #expect(try temporary.store.history.verify().problems.contains { $0.contains("project column differs") })
        try temporary.rawSQL("UPDATE revisions SET first_parent_seq = NULL WHERE seq = (SELECT max(seq) FROM revisions)")
        #expect(try temporary.store.history.verify().problems.contains { $0.contains("stored parents differ") })
    }
}

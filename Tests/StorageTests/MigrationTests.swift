import Foundation
import GRDB
import Model
import Testing

@testable import Storage

@Suite("Migrations of stores written by earlier layoutstores")
struct MigrationTests {
    /// Puts a store back in the layout schema 0010 had, as layoutstores before 0011 wrote it:
    /// hex ids, the project's UUID in every history row, author, replica, time and message
    /// beside the canonical body (stored as it is), and each change's kind, field and values
    /// in the changes index. Everything is read out of the bodies with SQLite's JSON functions.
    static let backTo0010 = """
        CREATE TEMP TABLE bodies AS SELECT seq, unpacked(body) AS raw, CAST(unpacked(body) AS TEXT) AS json FROM revisions;

        CREATE TABLE projects_0010 (
            id TEXT PRIMARY KEY NOT NULL,
            name TEXT NOT NULL UNIQUE,
            head_revision TEXT REFERENCES revisions(id) DEFERRABLE INITIALLY DEFERRED
        );
        INSERT INTO projects_0010 SELECT id, name, lower(hex(head_revision)) FROM projects ORDER BY key;

        CREATE TABLE revisions_0010 (
            seq INTEGER PRIMARY KEY,
            id TEXT NOT NULL UNIQUE,
            project_id TEXT NOT NULL REFERENCES projects(id),
            generation INTEGER NOT NULL,
            depth INTEGER NOT NULL,
            first_parent_seq INTEGER REFERENCES revisions(seq),
            changes_since_snapshot INTEGER NOT NULL,
            snapshot_due INTEGER NOT NULL,
            author TEXT NOT NULL,
            replica TEXT NOT NULL,
            time_ms INTEGER NOT NULL,
            message TEXT NOT NULL,
            body BLOB NOT NULL
        );
        INSERT INTO revisions_0010
        SELECT r.seq, lower(hex(r.id)), p.id, r.generation, r.depth, r.first_parent_seq, r.changes_since_snapshot, r.snapshot_due,
               b.json ->> '$.author', b.json ->> '$.replica', b.json ->> '$.time', b.json ->> '$.message', b.raw
        FROM revisions r JOIN projects p ON p.key = r.project JOIN bodies b ON b.seq = r.seq;

        CREATE TABLE revision_parents_0010 (
            revision_seq INTEGER NOT NULL REFERENCES revisions(seq),
            position INTEGER NOT NULL,
            parent_id TEXT NOT NULL REFERENCES revisions(id),
            PRIMARY KEY (revision_seq, position)
        ) WITHOUT ROWID;
        INSERT INTO revision_parents_0010
        SELECT m.revision_seq, m.position, lower(hex(p.id)) FROM revision_parents m JOIN revisions p ON p.seq = m.parent_seq;

        CREATE TABLE changes_0010 (
            project_id TEXT NOT NULL REFERENCES projects(id),
            entity_id TEXT NOT NULL,
            revision_seq INTEGER NOT NULL REFERENCES revisions(seq),
            position INTEGER NOT NULL,
            entity_kind TEXT NOT NULL CHECK (entity_kind IN ('project', 'view', 'guide', 'constraint')),
            field TEXT,
            before TEXT,
            after TEXT,
            PRIMARY KEY (project_id, entity_id, revision_seq, position)
        ) WITHOUT ROWID;
        INSERT INTO changes_0010
        SELECT p.id, c.value ->> '$.id', r.seq, c.key, c.value ->> '$.kind', c.value ->> '$.field', c.value -> '$.before', c.value -> '$.after'
        FROM revisions r JOIN projects p ON p.key = r.project JOIN bodies b ON b.seq = r.seq, json_each(b.json, '$.changes') c;

        CREATE TABLE pending_merges_0010 (
            project_id TEXT PRIMARY KEY NOT NULL REFERENCES projects(id),
            theirs TEXT NOT NULL REFERENCES revisions(id),
            conflict_count INTEGER NOT NULL,
            saved_ms INTEGER NOT NULL,
            body BLOB NOT NULL
        );
        INSERT INTO pending_merges_0010 SELECT project_id, lower(hex(theirs)), conflict_count, saved_ms, body FROM pending_merges;

        DROP TABLE pending_merges;
        DROP TABLE changes;
        DROP TABLE revision_parents;
        DROP TABLE revisions;
        DROP TABLE projects;
        DROP TABLE bodies;
        ALTER TABLE projects_0010 RENAME TO projects;
        ALTER TABLE revisions_0010 RENAME TO revisions;
        ALTER TABLE revision_parents_0010 RENAME TO revision_parents;
        ALTER TABLE changes_0010 RENAME TO changes;
        ALTER TABLE pending_merges_0010 RENAME TO pending_merges;
        CREATE INDEX revisions_by_project ON revisions(project_id, seq);
        DELETE FROM grdb_migrations WHERE identifier = '0011_compact_revisions';
        """

    /// Runs ``backTo0010`` on the store's file, with `unpacked(body)` (the canonical bytes of a
    /// stored body) for it to call.
    static func moveBackTo0010(_ path: String) throws {
        var configuration = Configuration()
        configuration.foreignKeysEnabled = false
        let queue = try DatabaseQueue(path: path, configuration: configuration)
        try queue.writeWithoutTransaction { db in
            db.add(
                function: DatabaseFunction("unpacked", argumentCount: 1, pure: true) { values in
                    Data(try PackedBody.unpack(Data.fromDatabaseValue(values[0]) ?? Data()))
                })
            try db.execute(sql: backTo0010)
        }
    }

    @Test("a store written at schema 0010 moves to 0011 with the same ids, log, history, diff, states, pending merge and verify")
    func from0010() throws {
        let sync = SyncSupportTests()
        let (a, b, project, gap, _, ours, theirs) = try sync.diverged()
        try b.store.exchange.insert([theirs])
        let merge = try b.store.exchange.commitMerge(
            project, ours: ours.id, theirs: theirs.id, merged: try b.store.state(of: project), message: "merge a")
        try b.store.commit(project, message: "gap 24", author: "ana", edits: [.updateConstraint(gap.id, .constant, 24)])
        let other = try a.store.commit(project, message: "gap 30", edits: [.updateConstraint(gap.id, .constant, 30)])
        try b.store.exchange.insert([other])
        let head = try b.store.resolveProject(nil).head
        try b.store.exchange.savePendingMerge(project, ours: head, theirs: other.id, body: [1, 2, 3], conflictCount: 1)

        let log = try b.store.history.log(project)
        let states = try log.map { try b.store.state(of: project, at: $0.id) }
        let history = try b.store.history.entries(of: .constraint(gap.id), in: project)
        let diff = try b.store.history.diff(project, from: try #require(log.last).id, to: head)
        let blame = try b.store.history.blame(gap.id, in: project)
        let pending = try b.store.exchange.pendingMerge(project)
        let sent = try sync.everything(b.store, project).map(\.id)
        #expect(log.count == 8)  // the revision pending a merge included
        #expect(merge.parents.count == 2)

        try Self.moveBackTo0010(b.path)
        let old = try DatabaseQueue(path: b.path).read { db in
            (
                try String.fetchAll(db, sql: "SELECT id FROM revisions ORDER BY seq DESC"),
                try String.fetchAll(db, sql: "SELECT author FROM revisions ORDER BY seq DESC"),
                try Int.fetchOne(db, sql: "SELECT count(*) FROM changes WHERE field = 'constant' AND after IS NOT NULL") ?? 0
            )
        }
        #expect(old.0 == log.map(\.id.rawValue))
        #expect(old.1.count == old.0.count)
        #expect(old.2 >= 3)

        let reopened = try Store(path: b.path)
        #expect(try reopened.history.log(project) == log)
        #expect(try log.map { try reopened.state(of: project, at: $0.id) } == states)
        #expect(try reopened.history.entries(of: .constraint(gap.id), in: project) == history)
        #expect(try reopened.history.diff(project, from: try #require(log.last).id, to: head) == diff)
        #expect(try reopened.history.blame(gap.id, in: project) == blame)
        #expect(try reopened.exchange.pendingMerge(project) == pending)
        #expect(try sync.everything(reopened, project).map(\.id) == sent)
        #expect(try reopened.resolveRevision(String(merge.id.rawValue.prefix(7)), in: project) == merge.id)
        let report = try reopened.history.verify()
        #expect(report.isOK, "\(report.problems)")
        #expect(report.revisionsChecked == log.count)
        let (idLengths, packed, parents) = try reopened.database.read { db in
            (
                try Int.fetchSet(db, sql: "SELECT length(id) FROM revisions"),
                try Bool.fetchOne(db, sql: "SELECT count(*) = sum(substr(body, 1, 1) = x'01') FROM revisions"),
                try RevisionLog.parentIDs(ofRevisionAt: try #require(try RevisionLog.position(of: merge.id, project: project, in: db)).seq, in: db)
            )
        }
        #expect(idLengths == [32])
        #expect(packed == true)
        #expect(parents == merge.parents)
    }
    /// Puts a store back in the layout schema 0003 had: a `revision_parents` row for every
    /// parent with its index by parent, and the changes in revision order with a second
    /// index by entity.
    static let backTo0003 = """
        CREATE TABLE changes_0003 (
            revision_seq INTEGER NOT NULL REFERENCES revisions(seq),
            position INTEGER NOT NULL,
            project_id TEXT NOT NULL REFERENCES projects(id),
            entity_kind TEXT NOT NULL CHECK (entity_kind IN ('project', 'view', 'guide', 'constraint')),
            entity_id TEXT NOT NULL,
            field TEXT,
            before TEXT,
            after TEXT,
            PRIMARY KEY (revision_seq, position)
        ) WITHOUT ROWID;
        INSERT INTO changes_0003 SELECT revision_seq, position, project_id, entity_kind, entity_id, field, before, after FROM changes;
        DROP TABLE changes;
        ALTER TABLE changes_0003 RENAME TO changes;
        CREATE INDEX changes_by_entity ON changes(project_id, entity_id, revision_seq);
        INSERT INTO revision_parents (revision_seq, position, parent_id)
        SELECT r.seq, 0, p.id FROM revisions r JOIN revisions p ON p.seq = r.first_parent_seq;
        CREATE INDEX revision_parents_by_parent ON revision_parents(parent_id);
        DELETE FROM grdb_migrations WHERE identifier = '0004_lighter_history';
        """

    @Test("a store written at schema 0003, merge included, opens with the same history, states and verify")
    func from0003() throws {
        let sync = SyncSupportTests()
        let (_, b, project, gap, _, ours, theirs) = try sync.diverged()
        try b.store.exchange.insert([theirs])
        let merge = try b.store.exchange.commitMerge(
            project, ours: ours.id, theirs: theirs.id, merged: try b.store.state(of: project), message: "merge a")
        try b.store.commit(project, message: "gap 24", edits: [.updateConstraint(gap.id, .constant, 24)])

        let log = try b.store.history.log(project)
        let states = try log.map { try b.store.state(of: project, at: $0.id) }
        let history = try b.store.history.entries(of: .constraint(gap.id), in: project)
        let sent = try sync.everything(b.store, project).map(\.id)
        #expect(log.count == 7)

        try Self.moveBackTo0010(b.path)
        try b.rawSQL(Self.backTo0003)
        let parentRows = try DatabaseQueue(path: b.path).read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM revision_parents") }
        #expect(parentRows == 7)  // six first parents and the merge's second

        let reopened = try Store(path: b.path)
        #expect(try reopened.history.log(project) == log)
        #expect(try log.map { try reopened.state(of: project, at: $0.id) } == states)
        #expect(try reopened.history.entries(of: .constraint(gap.id), in: project) == history)
        #expect(try sync.everything(reopened, project).map(\.id) == sent)
        #expect(try reopened.history.verify().isOK)
        let (parentIDs, mergeParents, parentIndex) = try reopened.database.read { db in
            let mergeSeq = try RevisionLog.position(of: merge.id, project: project, in: db)?.seq ?? -1
            return (
                try String.fetchAll(db, sql: "SELECT lower(hex(p.id)) FROM revision_parents m JOIN revisions p ON p.seq = m.parent_seq"),
                try RevisionLog.parentIDs(ofRevisionAt: mergeSeq, in: db),
                try Bool.fetchOne(db, sql: "SELECT 1 FROM sqlite_master WHERE name = 'revision_parents_by_parent'")
            )
        }
        #expect(parentIDs == [theirs.id.rawValue])
        #expect(mergeParents == merge.parents)
        #expect(parentIndex == nil)
    }
}

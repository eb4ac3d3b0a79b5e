import Foundation
import GRDB
import Model
import Testing

@testable import Storage

@Suite("Migrations of stores written by earlier layoutstores")
struct MigrationTests {
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
        try b.store.insert([theirs])
        let merge = try b.store.commitMerge(project, ours: ours.id, theirs: theirs.id, merged: try b.store.state(of: project), message: "merge a")
        try b.store.commit(project, message: "gap 24", edits: [.updateConstraint(gap.id, .constant, 24)])

        let log = try b.store.log(project)
        let states = try log.map { try b.store.state(of: project, at: $0.id) }
        let history = try b.store.history(of: .constraint(gap.id), in: project)
        let sent = try sync.everything(b.store, project).map(\.id)
        #expect(log.count == 7)

        try b.rawSQL(Self.backTo0003)
        let parentRows = try DatabaseQueue(path: b.path).read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM revision_parents") }
        #expect(parentRows == 7)  // six first parents and the merge's second

        let reopened = try Store(path: b.path)
        #expect(try reopened.log(project) == log)
        #expect(try log.map { try reopened.state(of: project, at: $0.id) } == states)
        #expect(try reopened.history(of: .constraint(gap.id), in: project) == history)
        #expect(try sync.everything(reopened, project).map(\.id) == sent)
        #expect(try reopened.verify().isOK)
        let (parentIDs, mergeParents, parentIndex) = try reopened.database.read { db in
            let mergeSeq = try RevisionLog.position(of: merge.id, project: project, in: db)?.seq ?? -1
            return (
                try String.fetchAll(db, sql: "SELECT parent_id FROM revision_parents"),
                try RevisionLog.parentIDs(ofRevisionAt: mergeSeq, in: db),
                try Bool.fetchOne(db, sql: "SELECT 1 FROM sqlite_master WHERE name = 'revision_parents_by_parent'"))
        }
        #expect(parentIDs == [theirs.id.rawValue])
        #expect(mergeParents == merge.parents.map(\.rawValue))
        #expect(parentIndex == nil)
    }
}

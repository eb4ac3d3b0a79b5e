import Foundation
import GRDB
import Model

/// Writes revisions to the history tables, and reads them back verified.
enum RevisionLog {
    /// A full snapshot of the state is kept once the changes along the first-parent chain
    /// since the last one reach this many, and also a quarter of the project's entities (as
    /// counted at the last snapshot, kept in `snapshot_due`): reading
    /// an old state then replays a bounded number of changes, and snapshots take space
    /// proportional to the changes made, whatever the size of the project.
    static let snapshotMinimumChanges = 128

    /// Where a stored revision sits in its project's history: what its children's rows are
    /// computed from.
    struct Position {
        var seq: Int64
        var generation: Int64
        var depth: Int64
        var changesSinceSnapshot: Int64
        var snapshotDue: Int64

        /// The `revisions` columns a position is read from, in the order `init(_:)` reads them.
        static let columns = "seq, generation, depth, changes_since_snapshot, snapshot_due"
    }

    /// The position of a stored revision of the project, or `nil` when the store lacks it.
    static func position(of id: RevisionID, project: ProjectID, in db: Database) throws -> Position? {
        let statement = try db.cachedStatement(
            sql: "SELECT \(Position.columns) FROM revisions WHERE id = ? AND project = (SELECT key FROM projects WHERE id = ?)")
        return try Row.fetchOne(statement, arguments: [id.blob, project.text]).map { row throws(StoreError) in try Position(row) }
    }

    /// Stores a revision whose parents are stored: its row, a merge's other parents, its rows
    /// in the changes index, and when enough changes accumulated (``snapshotMinimumChanges``)
    /// a snapshot of the state after it, as `stateAfter` gives it (`nil`: unknown, no snapshot).
    @discardableResult
    static func append(
        _ revision: Revision, body: [UInt8]? = nil, in db: Database, stateAfter: () throws -> ProjectState?
    ) throws -> Position {
        let parents = try revision.parents.map { parent in
            guard let position = try position(of: parent, project: revision.project, in: db) else {
                throw StoreError.revisionNotFound(parent.rawValue, project: revision.project.text)
            }
            return position
        }
        return try append(revision, body: body, parents: parents, in: db, stateAfter: stateAfter)
    }

    /// The statements that write a revision, looked up once for a batch of revisions.
    struct Inserts {
        let revision: Statement
        let change: Statement

        init(_ db: Database) throws {
            revision = try db.cachedStatement(
                sql: """
                    INSERT INTO revisions (id, project, generation, depth, first_parent_seq, changes_since_snapshot, snapshot_due,
                        author, time_ms, message, body)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                    """)
            change = try db.cachedStatement(sql: "INSERT INTO changes (project, entity_id, revision_seq, position) VALUES (?, ?, ?, ?)")
        }
    }

    /// Stores a revision whose parents are stored at `parents` (in the revision's order).
    /// `projectKey` is the project's `projects.key`, when the caller knows it. With `snapshots`,
    /// a snapshot due is encoded and stored by it rather than here.
    @discardableResult
    static func append(
        _ revision: Revision, body: [UInt8]? = nil, parents: [Position], in db: Database, using inserts: Inserts? = nil,
        projectKey: Int64? = nil, snapshots: SnapshotEncoder? = nil, stateAfter: () throws -> ProjectState?
    ) throws -> Position {
        let inserts = try inserts ?? Inserts(db)
        let generation = (parents.map(\.generation).max() ?? -1) + 1
        let depth = parents.first.map { $0.depth + 1 } ?? 0
        let firstParentSeq = parents.first?.seq
        var changesSinceSnapshot = Int64(revision.changes.count) + (parents.first?.changesSinceSnapshot ?? 0)
        var snapshotDue = parents.first?.snapshotDue ?? Int64(snapshotMinimumChanges)
        guard let project = try projectKey ?? ProjectRecord.key(of: revision.project, in: db) else {
            throw StoreError.projectNotFound(revision.project.text, available: [])
        }
        var snapshot: ProjectState?
        if changesSinceSnapshot >= snapshotDue, let state = try stateAfter() {
            snapshot = state
            changesSinceSnapshot = 0
            let entities = state.views.count + state.guides.count + state.constraints.count
            snapshotDue = Int64(max(snapshotMinimumChanges, entities / 4))
        }
        let seq = try inserts.revision.insert(
            Blob(revision.id), project, generation, depth, firstParentSeq, changesSinceSnapshot, snapshotDue,
            Text(revision.author), revision.timeMilliseconds, Text(revision.message),
            Blob(revision.packedForStorage ?? PackedBody.pack(body ?? revision.canonicalEncoding)))
        if revision.parents.count > 1 {  // the first parent is first_parent_seq
            let mergeParentInsert = try db.cachedStatement(
                sql: "INSERT INTO revision_parents (revision_seq, position, parent_seq) VALUES (?, ?, ?)")
            for (position, parent) in parents.enumerated().dropFirst() {
                try mergeParentInsert.run(seq, Int64(position), parent.seq)
            }
        }
        for (position, change) in revision.changes.enumerated() {
            try inserts.change.run(project, Text(change.id), seq, Int64(position))
        }
        if let snapshot {
            if let snapshots {
                try snapshots.add(snapshot, at: seq, in: db)
            } else {
                try db.execute(sql: "INSERT INTO snapshots (revision_seq, state) VALUES (?, ?)", arguments: [seq, Data(snapshot.snapshot)])
            }
        }
        return Position(
            seq: seq, generation: generation, depth: depth, changesSinceSnapshot: changesSinceSnapshot, snapshotDue: snapshotDue)
    }

    /// The state tables' state of a project, for a snapshot of the revision just committed on its head.
    static func currentState(of project: ProjectID, in db: Database) throws -> ProjectState {
        let name = try String.fetchOne(db, sql: "SELECT name FROM projects WHERE id = ?", arguments: [project.text])
        return ProjectState(try StateTables.project(project, name: name ?? "", in: db))
    }

    static func setHead(_ id: RevisionID, of project: ProjectID, in db: Database) throws {
        try db.cachedStatement(sql: "UPDATE projects SET head_revision = ? WHERE id = ?").run(id.blob, project.text)
    }

    /// Reads a revision, checking that its stored bytes hash to its id.
    static func revision(_ id: RevisionID, in db: Database) throws -> Revision {
        let statement = try db.cachedStatement(sql: "SELECT body FROM revisions WHERE id = ?")
        guard let body = try Data.fetchOne(statement, arguments: [id.blob]) else {
            throw StoreError.revisionNotFound(id.rawValue, project: "(any)")
        }
        return try Revision(id: id, canonicalBytes: PackedBody.unpack(body))
    }

    /// A revision from its id and its stored (packed) body, checked against the id.
    static func revision(id: RevisionID, storedBody body: Data) throws(StoreError) -> Revision {
        try Revision(id: id, canonicalBytes: PackedBody.unpack(body))
    }

    /// The local sequence number of a revision of the project.
    static func seq(of id: RevisionID, project: ProjectRecord, in db: Database) throws -> Int64 {
        guard let position = try position(of: id, project: project.id, in: db) else {
            throw StoreError.revisionNotFound(id.rawValue, project: project.name)
        }
        return position.seq
    }

    /// The changes of a revision, in order, from its body (verified against its id).
    static func changes(ofRevisionAt seq: Int64, in db: Database) throws -> [Change] {
        let statement = try db.cachedStatement(sql: "SELECT id, body FROM revisions WHERE seq = ?")
        guard let row = try Row.fetchOne(statement, arguments: [seq]) else {
            throw StoreError.corruptData("revision #\(seq) is missing")
        }
        let id = try row.revisionID(0)
        return try row.withUnsafeData(atIndex: 1) { body in try revision(id: id, storedBody: body ?? Data()).changes }
    }

    /// The ids of a revision's parents, in order: its first parent, then a merge's others.
    static func parentIDs(ofRevisionAt seq: Int64, in db: Database) throws -> [RevisionID] {
        let statement = try db.cachedStatement(
            sql: """
                SELECT 0, p.id FROM revisions r JOIN revisions p ON p.seq = r.first_parent_seq WHERE r.seq = ?1
                UNION ALL
                SELECT m.position, p.id FROM revision_parents m JOIN revisions p ON p.seq = m.parent_seq WHERE m.revision_seq = ?1
                ORDER BY 1
                """)
        return try Row.fetchAll(statement, arguments: [seq]).map { row throws(StoreError) in try row.revisionID(1) }
    }
}

extension RevisionLog.Position {
    /// A position from a row whose first columns are ``columns``.
    init(_ row: Row) throws(StoreError) {
        self.init(
            seq: try row.decoded(0), generation: try row.decoded(1), depth: try row.decoded(2),
            changesSinceSnapshot: try row.decoded(3), snapshotDue: try row.decoded(4))
    }
}

import Foundation
import GRDB

extension Store.Exchange {
    /// Keeps a merge stopped at conflicts, computed from the head `ours` (replacing an earlier
    /// one of the project with the same second parent, as `resolve` does).
    ///
    /// - Throws: ``StoreError/projectChanged(project:)`` when the head is no longer `ours`:
    ///   the merge would go stale; ``StoreError/mergeInProgress(project:conflicts:)`` when
    ///   another merge waits for its conflicts.
    public func savePendingMerge(
        _ project: ProjectID, ours: RevisionID, theirs: RevisionID, body: [UInt8], conflictCount: Int = 0
    ) throws(StoreError) {
        try write { db in
            let record = try ProjectRecord.fetch(project, in: db)
            try Self.checkHead(of: record, is: ours, in: db, allowingPendingMergeOf: theirs)
            _ = try RevisionLog.seq(of: theirs, project: record, in: db)
            try db.execute(
                sql: """
                    INSERT OR REPLACE INTO pending_merges (project_id, theirs, conflict_count, saved_ms, body)
                    VALUES (?, ?, ?, ?, ?)
                    """,
                arguments: [project.text, theirs.blob, conflictCount, Revision.milliseconds(Date()), Data(body)])
        }
    }

    /// The project's pending merge, if a sync stopped at conflicts.
    public func pendingMerge(_ project: ProjectID) throws(StoreError) -> StoredPendingMerge? {
        try read { db in
            _ = try ProjectRecord.fetch(project, in: db)
            guard
                let row = try Row.fetchOne(
                    db, sql: "SELECT theirs, conflict_count, saved_ms, body FROM pending_merges WHERE project_id = ?",
                    arguments: [project.text])
            else { return nil }
            let theirs = try row.revisionID(0)
            return StoredPendingMerge(
                theirs: theirs, conflictCount: try row.decoded(1),
                saved: Date(timeIntervalSince1970: Double(try row.decoded(2, as: Int64.self)) / 1000),
                body: Array(try row.decoded(3, as: Data.self)))
        }
    }

    /// Whether a sync of the project stopped at conflicts that are not resolved yet.
    public func hasPendingMerge(_ project: ProjectID) throws(StoreError) -> Bool {
        try pendingMerge(project) != nil
    }

    /// Forgets the project's pending merge (the merge is abandoned).
    public func discardPendingMerge(_ project: ProjectID) throws(StoreError) {
        try write { db in
            _ = try ProjectRecord.fetch(project, in: db)
            try db.execute(sql: "DELETE FROM pending_merges WHERE project_id = ?", arguments: [project.text])
        }
    }
}

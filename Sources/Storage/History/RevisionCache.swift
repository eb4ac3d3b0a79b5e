import Foundation
import GRDB

/// The revisions a history reads, each decoded (and checked against its id) once: an entity's
/// rows in the changes index name a revision and a position in its body's changes.
struct RevisionCache {
    let db: Database
    private var decoded: [Int64: Revision] = [:]

    init(db: Database) { self.db = db }

    /// The revision stored at `seq`.
    ///
    /// - Complexity: the first read of a revision decodes its whole body, O(its size); later
    ///   reads of it are a dictionary lookup.
    mutating func revision(at seq: Int64) throws -> Revision {
        if let known = decoded[seq] { return known }
        let statement = try db.cachedStatement(sql: "SELECT id, body FROM revisions WHERE seq = ?")
        guard let row = try Row.fetchOne(statement, arguments: [seq]) else { throw StoreError.corruptData("revision #\(seq) is missing") }
        let revision = try RevisionLog.revision(id: try row.revisionID(0), storedBody: try row.decoded(1))
        decoded[seq] = revision
        return revision
    }

    /// The change at `position` of the revision at `seq`, which the changes index says is to `entity`.
    mutating func change(ofRevisionAt seq: Int64, position: Int, entity: String) throws -> Change {
        let changes = try revision(at: seq).changes
        guard changes.indices.contains(position), changes[position].id == entity else {
            throw StoreError.corruptData("the changes index names change \(position) of revision #\(seq) for \(entity), which its body does not have")
        }
        return changes[position]
    }
}

import Foundation
import GRDB
import Model

extension Store.History {
    /// Every change to one view, guide or constraint, oldest first, each credited to the
    /// revision that made it: a merge's change that only brings a value from one of its other
    /// parents is that parent's change (listed there already), as git blames a merged line on
    /// the commit that wrote it; a merge is credited only with values of its own (a conflict
    /// settled with a new value).
    ///
    /// With a `field`, only the changes of that field, and its value at the entity's creation
    /// and deletion (those entries have `field == nil` and the field's value as before/after).
    ///
    /// - Complexity: O(*c*) in the entity's own changes, through the (project, entity) index,
    ///   plus decoding once the body of each revision they are in (schema 0011 keeps the change
    ///   itself only there); it does not grow with the project's other revisions.
    public func entries(of entity: EntityID, in project: ProjectID, field: String? = nil) throws(StoreError) -> [HistoryEntry] {
        try read { db in
            let record = try ProjectRecord.fetch(project, in: db)
            return try Self.entries(of: entity.idText, in: record, field: field, in: db)
        }
    }

    /// The entities that ever existed in the project whose id starts with `prefix` (lowercase
    /// hex), deleted ones included: how a deleted constraint is found for its history.
    ///
    /// - Complexity: a range scan of the (project, entity) index, and a decoding of the body of
    ///   each revision that made one of the entities found.
    public func entitiesEverChanged(withIDPrefix prefix: String, in project: ProjectID) throws(StoreError) -> [EntityID] {
        let lowered = prefix.lowercased()
        guard !lowered.isEmpty, lowered.allSatisfy({ $0.isHexDigit || $0 == "-" }) else { return [] }
        return try read { db in
            let record = try ProjectRecord.fetch(project, in: db)
            // Each entity's first change (its creation), whose kind names it.
            let rows = try Row.fetchAll(
                db.cachedStatement(
                    sql: """
                        SELECT entity_id, min(revision_seq), position FROM changes
                        WHERE project = ? AND entity_id >= ? AND entity_id < ? GROUP BY entity_id ORDER BY entity_id
                        """),
                arguments: [record.key, lowered, lowered + "\u{7F}"])
            var revisions = RevisionCache(db: db)
            return try rows.compactMap { row -> EntityID? in
                let id: String = try row.decoded(0)
                let change = try revisions.change(ofRevisionAt: try row.decoded(1), position: try row.decoded(2), entity: id)
                switch change.kind {
                case .view: return ItemID(id).map(EntityID.view)
                case .guide: return ItemID(id).map(EntityID.guide)
                case .constraint: return ConstraintID(id).map(EntityID.constraint)
                case .project: return nil
                }
            }
        }
    }

    static func entries(of entityID: String, in project: ProjectRecord, field: String?, in db: Database) throws -> [HistoryEntry] {
        let statement = try db.cachedStatement(
            sql: "SELECT revision_seq, position FROM changes WHERE project = ? AND entity_id = ? ORDER BY revision_seq, position")
        var revisions = RevisionCache(db: db)
        var merges = MergeParents(db: db)
        return try Row.fetchAll(statement, arguments: [project.key, entityID]).compactMap { row in
            let seq: Int64 = try row.decoded(0)
            var change = try revisions.change(ofRevisionAt: seq, position: try row.decoded(1), entity: entityID)
            if let field, let changed = change.field, changed != field { return nil }
            if try merges.bringsFromAnotherParent(change, revision: seq) { return nil }
            if let field, change.field == nil {
                change.before = change.before.map { $0[field] ?? .null }
                change.after = change.after.map { $0[field] ?? .null }
            }
            let revision = try revisions.revision(at: seq)
            return HistoryEntry(
                revision: revision.id, author: revision.author, replica: revision.replica, time: revision.time, message: revision.message,
                change: change)
        }
    }
}

/// The states of merges' other parents (all but the first), read once per merge: what tells a
/// merge's own changes from those it only brought from the other side.
private struct MergeParents {
    let db: Database
    var states: [Int64: [ProjectState]] = [:]

    /// Whether the change (of the revision numbered `seq`) sets the entity or field to the
    /// value it has in one of the revision's other parents.
    mutating func bringsFromAnotherParent(_ change: Change, revision seq: Int64) throws -> Bool {
        let others: [ProjectState]
        if let known = states[seq] {
            others = known
        } else {
            let parents = try Int64.fetchAll(
                db.cachedStatement(
                    sql: """
                        SELECT parent_seq FROM revision_parents WHERE revision_seq = ? AND position > 0 ORDER BY position
                        """), arguments: [seq])
            others = try parents.map { parent in try StateReplay.state(atRevision: parent, in: db) }
            states[seq] = others
        }
        return others.contains { state in state.value(of: change.kind, id: change.id, field: change.field) == change.after }
    }
}

import Foundation
import GRDB
import Model

extension Store {
    /// Every change to one view, guide or constraint, oldest first, each credited to the
    /// revision that made it: a merge's change that only brings a value from one of its other
    /// parents is that parent's change (listed there already), as git blames a merged line on
    /// the commit that wrote it; a merge is credited only with values of its own (a conflict
    /// settled with a new value).
    ///
    /// With a `field`, only the changes of that field, and its value at the entity's creation
    /// and deletion (those entries have `field == nil` and the field's value as before/after).
    ///
    /// - Complexity: O(*c*) in the entity's own changes, through the (project, entity) index;
    ///   it does not grow with the project's other revisions.
    public func history(of entity: EntityID, in project: ProjectID, field: String? = nil) throws(StoreError) -> [HistoryEntry] {
        try read { db in
            let record = try ProjectRecord.fetch(project, in: db)
            return try Store.history(of: entity.idText, in: record, field: field, in: db)
        }
    }

    /// The entities that ever existed in the project whose id starts with `prefix` (lowercase
    /// hex), deleted ones included: how a deleted constraint is found for its history.
    ///
    /// - Complexity: a range scan of the (project, entity) index.
    public func entitiesEverChanged(withIDPrefix prefix: String, in project: ProjectID) throws(StoreError) -> [EntityID] {
        let lowered = prefix.lowercased()
        guard !lowered.isEmpty, lowered.allSatisfy({ $0.isHexDigit || $0 == "-" }) else { return [] }
        return try read { db in
            try Row.fetchAll(
                db.cachedStatement(sql: """
                    SELECT DISTINCT entity_kind, entity_id FROM changes
                    WHERE project_id = ? AND entity_id >= ? AND entity_id < ? AND entity_kind != 'project'
                    """),
                arguments: [project.text, lowered, lowered + "\u{7F}"]
            ).compactMap { row -> EntityID? in
                let kind: String = try row.decoded(0), id: String = try row.decoded(1)
                switch kind {
                case "view": return ItemID(id).map(EntityID.view)
                case "guide": return ItemID(id).map(EntityID.guide)
                case "constraint": return ConstraintID(id).map(EntityID.constraint)
                default: return nil
                }
            }
        }
    }

    static func history(of entityID: String, in project: ProjectRecord, field: String?, in db: Database) throws -> [HistoryEntry] {
        var sql = """
            SELECT r.id, r.author, r.replica, r.time_ms, r.message, c.entity_kind, c.entity_id, c.field, c.before, c.after, r.seq
            FROM changes c JOIN revisions r ON r.seq = c.revision_seq
            WHERE c.project_id = ? AND c.entity_id = ?
            """
        var arguments: StatementArguments = [project.id.text, entityID]
        if let field {
            sql += " AND (c.field = ? OR c.field IS NULL)"
            arguments += [field]
        }
        sql += " ORDER BY c.revision_seq, c.position"
        var merges = MergeParents(db: db)
        return try Row.fetchAll(db.cachedStatement(sql: sql), arguments: arguments).compactMap { row in
            var change = try RevisionLog.change(from: row, startingAt: 5)
            if try merges.bringsFromAnotherParent(change, revision: row.decoded(10)) { return nil }
            if let field, change.field == nil {
                change.before = change.before.map { $0[field] ?? .null }
                change.after = change.after.map { $0[field] ?? .null }
            }
            let idText: String = try row.decoded(0)
            guard let id = RevisionID(idText) else { throw StoreError.corruptData("revision id '\(idText)' is not 64 hex digits") }
            return HistoryEntry(
                revision: id, author: try row.decoded(1), replica: try row.decoded(2),
                time: Date(timeIntervalSince1970: Double(try row.decoded(3, as: Int64.self)) / 1000), message: try row.decoded(4), change: change)
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
                        SELECT p.seq FROM revision_parents rp JOIN revisions p ON p.id = rp.parent_id
                        WHERE rp.revision_seq = ? AND rp.position > 0 ORDER BY rp.position
                        """), arguments: [seq])
            others = try parents.map { parent in try StateReplay.state(atRevision: parent, in: db) }
            states[seq] = others
        }
        return others.contains { state in state.value(of: change.kind, id: change.id, field: change.field) == change.after }
    }
}

import GRDB
import Model

extension Store.History {
    /// Makes a new revision that undoes one: each field it set goes back to its value before,
    /// what it created is deleted, what it deleted comes back.
    ///
    /// - Throws: ``StoreError/revertConflict(revision:conflicts:)`` listing the fields and the
    ///   later revisions when later revisions changed the same fields (nothing is written);
    ///   ``StoreError/nothingToCommit(project:)`` when undoing it changes nothing.
    @discardableResult
    public func revert(
        _ revision: RevisionID, in project: ProjectID, message: String? = nil, author: String? = nil
    ) throws(StoreError) -> Revision {
        let author = author ?? Store.defaultAuthor()
        let replica = store.replicaID
        return try write { db in
            let record = try ProjectRecord.fetch(project, in: db)
            let seq = try RevisionLog.seq(of: revision, project: record, in: db)
            let original = try RevisionLog.revision(revision, in: db)
            guard !original.changes.contains(where: { $0.kind == .project }) else {
                throw StoreError.invalidValue(
                    entity: "revision \(revision.short)", field: "*",
                    reason: "it created project '\(record.name)' and cannot be reverted; revert later revisions instead")
            }
            var conflicts: [RevertConflict] = []
            var seen: Set<String> = []
            let later = try db.cachedStatement(
                sql:
                    "SELECT revision_seq, position FROM changes WHERE project = ? AND entity_id = ? AND revision_seq > ? ORDER BY revision_seq, position"
            )
            var revisions = RevisionCache(db: db)
            for change in original.changes where seen.insert(change.id + "/" + change.fieldName).inserted {
                var ids: [RevisionID] = []
                for row in try Row.fetchAll(later, arguments: [record.key, change.id, seq]) {
                    let laterSeq: Int64 = try row.decoded(0)
                    let laterChange = try revisions.change(ofRevisionAt: laterSeq, position: try row.decoded(1), entity: change.id)
                    // The same field, or the whole entity, or any of it when the revision made or deleted it.
                    guard change.field == nil || laterChange.field == nil || laterChange.field == change.field else { continue }
                    let id = try revisions.revision(at: laterSeq).id
                    if ids.last != id { ids.append(id) }
                }
                if !ids.isEmpty {
                    conflicts.append(
                        RevertConflict(entity: try Self.describe(change, in: record, db: db), field: change.fieldName, laterRevisions: ids))
                }
            }
            guard conflicts.isEmpty else { throw StoreError.revertConflict(revision: revision, conflicts: conflicts) }
            let operations = original.changes.reversed().map { Operation(applying: $0.inverted) }
            return try Store.commit(
                operations, to: record,
                message: message ?? (original.message.isEmpty ? "Revert \(revision.short)" : "Revert \(revision.short): \(original.message)"),
                author: author,
                replica: replica, in: db)
        }
    }

    /// `constraint 'gap' (1a2b3c4d)`, `view 'title'`: an entity as people read it, from its
    /// current or last recorded state.
    static func describe(_ change: Change, in project: ProjectRecord, db: Database) throws -> String {
        let shortID = String(change.id.prefix(8))
        let recorded = change.after ?? change.before
        switch change.kind {
        case .view, .guide:
            let current = try ItemID(text: change.id).flatMap { id in try StateTables.item(id, project: project.id, in: db)?.name }
            let name = current ?? recorded?["name"]?.stringValue
            return "\(change.kind.rawValue) " + (name.map { "'\($0)'" } ?? shortID)
        case .constraint:
            let current = try ConstraintID(text: change.id).flatMap { id in try StateTables.constraint(id, project: project.id, in: db) }
            if let identifier = current?.identifier ?? recorded?["identifier"]?.stringValue {
                return "constraint '\(identifier)' (\(shortID))"
            }
            return "constraint \(shortID)"
        case .project:
            return "project '\(project.name)'"
        }
    }
}

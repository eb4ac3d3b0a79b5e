import Foundation
import GRDB
import Model

extension Store {
    /// Applies the edits in order and records them as one revision on the project's head, in
    /// one transaction: either the new state and its revision are both stored, or neither is.
    ///
    /// Each edit is checked against the state the previous ones left: unknown ids, duplicate
    /// names (views and guides share one namespace), Auto Layout's rules, deleting an item
    /// that something refers to, parent cycles, and guide owners that are not views.
    ///
    /// - Parameters:
    ///   - project: the project to change, at its head.
    ///   - message: the revision's message.
    ///   - author: recorded as the author; by default `$LAYOUTSTORE_AUTHOR`, else the user
    ///     name (`$USER`, `$LOGNAME`), else "unknown".
    ///   - edits: the changes, applied in order.
    ///   - base: the project's state the edits were made from, as ``headState(of:)`` read it.
    ///     While the head is still the one it was read at, the revision's snapshot (when one
    ///     is due) is made from it and the edits, where they add or remove whole constraints,
    ///     instead of reading the whole state back.
    /// - Throws: ``StoreError/nothingToCommit(project:)`` when the edits change nothing; the
    ///   error of the first edit that fails, with the store untouched.
    @discardableResult
    public func commit(
        _ project: ProjectID, message: String, author: String? = nil, edits: [Edit], from base: HeadState? = nil
    ) throws(StoreError) -> Revision {
        let author = author ?? Store.defaultAuthor()
        let replica = replicaID
        return try write { db in
            let record = try ProjectRecord.fetch(project, in: db)
            return try Store.commit(
                to: record, message: message, author: author, replica: replica, stateBefore: base?.state(of: record), in: db
            ) { mutation in
                mutation.reserveCapacity(forEdits: edits.count)
                for edit in edits { try mutation.apply(edit) }
            }
        }
    }

    /// Loads the head state, lets `transform` edit it, and commits the field-level differences
    /// as one revision.
    ///
    /// ```swift
    /// try store.commit(project, message: "bigger gap") { layout in
    ///     layout.constraints[0].equation.constant = 20
    /// }
    /// ```
    ///
    /// - Throws: ``StoreError/nothingToCommit(project:)`` when nothing changed; what `transform`
    ///   throws; a ``StoreError`` when a change breaks a rule (the store is left untouched).
    @discardableResult
    public func commit(
        _ project: ProjectID, message: String, author: String? = nil, _ transform: (inout Project) throws -> Void
    ) throws -> Revision {
        let before = try state(of: project)
        var after = before
        try transform(&after)
        guard after.name == before.name else {
            throw StoreError.invalidValue(
                entity: "project '\(before.name)'", field: "name", reason: "a project cannot be renamed by a commit")
        }
        let changes = StateDiff.changes(from: before, to: after)
        guard !changes.isEmpty else { throw StoreError.nothingToCommit(project: before.name) }
        return try commit(project, message: message, author: author, operations: changes.map(Operation.init(applying:)))
    }

    func commit(_ project: ProjectID, message: String, author: String?, operations: [Operation]) throws(StoreError) -> Revision {
        let author = author ?? Store.defaultAuthor()
        let replica = replicaID
        return try write { db in
            let record = try ProjectRecord.fetch(project, in: db)
            return try Store.commit(operations, to: record, message: message, author: author, replica: replica, in: db)
        }
    }

    /// Applies operations to the project's head and appends their revision; inside a write transaction.
    static func commit(
        _ operations: [Operation], to project: ProjectRecord, message: String, author: String, replica: String, time: Date = Date(),
        in db: Database
    ) throws -> Revision {
        try commit(to: project, message: message, author: author, replica: replica, time: time, stateBefore: nil, in: db) { mutation in
            for operation in operations { try mutation.apply(operation) }
        }
    }

    /// Applies edits to the project's head through `edit` and appends their revision; inside a
    /// write transaction. `stateBefore`, the head's state when the caller has it, spares the
    /// snapshot the reading of the state after (see ``Mutation/stateAfter(from:)``).
    static func commit(
        to project: ProjectRecord, message: String, author: String, replica: String, time: Date = Date(), stateBefore: Project?,
        in db: Database, edit: (inout Mutation) throws -> Void
    ) throws -> Revision {
        let head = try headPosition(of: project, in: db)
        var mutation = Mutation(db: db, project: project.id, projectName: project.name)
        try edit(&mutation)
        try mutation.requireARootView()
        guard !mutation.changes.isEmpty else { throw StoreError.nothingToCommit(project: project.name) }
        let (revision, body) = Revision.make(
            project: project.id, parents: [project.head], author: author, replica: replica, time: time, message: message,
            changes: mutation.changes)
        try RevisionLog.append(revision, body: body, parents: [head], in: db) {
            guard let stateAfter = stateBefore.flatMap(mutation.stateAfter(from:)) else {
                return try RevisionLog.currentState(of: project.id, in: db)
            }
            #if DEBUG
            let readBack = try RevisionLog.currentState(of: project.id, in: db).project
            precondition(stateAfter.isTheSame(as: readBack), "the state after a commit, made in memory, is not the state tables'")
            #endif
            return ProjectState(stateAfter)
        }
        try RevisionLog.setHead(revision.id, of: project.id, in: db)
        return revision
    }

    /// The position of the project's head, which the new revision's row is computed from, read
    /// in the same statement as the check that no merge is waiting for its conflicts.
    private static func headPosition(of project: ProjectRecord, in db: Database) throws -> RevisionLog.Position {
        let statement = try db.cachedStatement(
            sql: """
                SELECT \(RevisionLog.Position.columns), m.conflict_count
                FROM revisions r LEFT JOIN pending_merges m ON m.project_id = ?2
                WHERE r.id = ?1 AND r.project = ?3
                """)
        guard let row = try Row.fetchOne(statement, arguments: [project.head.blob, project.id.text, project.key]) else {
            throw StoreError.revisionNotFound(project.head.rawValue, project: project.name)
        }
        if let conflicts = (try row.decodedIfPresent(5, as: Int.self)) {
            throw StoreError.mergeInProgress(project: project.name, conflicts: conflicts)
        }
        return try RevisionLog.Position(row)
    }
}

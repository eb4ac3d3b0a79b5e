import Foundation
import GRDB
import Model

/// What ``Store/push(_:to:head:expectedHead:)`` did.
public enum PushOutcome: Hashable, Sendable {
    /// The revisions were stored and the project's head moved (or already was) there.
    case moved
    /// The project's head is neither the expected one nor an ancestor of the pushed head:
    /// someone else pushed meanwhile. Nothing was stored.
    case headMoved(current: RevisionID)
}

extension Store {
    /// Receives a push: stores revisions made elsewhere and moves the project's head to `head`,
    /// all in one transaction, if the project's head is still an ancestor of `head` (a
    /// compare-and-swap: another push that got in first makes this one ``PushOutcome/headMoved(current:)``).
    ///
    /// Every revision must belong to `project`, be intact (its id recomputed from its
    /// content), have its parents stored or earlier in the list, and have changes that apply
    /// to its first parent's state. On any failure nothing is stored.
    ///
    /// - Throws: ``StoreError/projectNotFound(_:available:)`` when the store lacks the project,
    ///   ``StoreError/corruptRevision(_:reason:)`` for a revision that is not acceptable,
    ///   ``StoreError/revisionNotFound(_:project:)`` for a head or parent that is nowhere.
    public func push(
        _ revisions: [Revision], to project: ProjectID, head: RevisionID, expectedHead: RevisionID?
    ) throws(StoreError) -> PushOutcome {
        /// Thrown inside the transaction to roll it back.
        struct HeadMoved: Error { var current: RevisionID }
        do {
            try database.writeWithoutTransaction { db in
                try db.inTransaction(.immediate) {
                    let record = try ProjectRecord.fetch(project, in: db)
                    let current = record.head
                    try Store.appendVerified(revisions, to: record, in: db)
                    guard try Store.project(of: head, in: db) == project else {
                        throw StoreError.revisionNotFound(head.rawValue, project: record.name)
                    }
                    guard try Ancestry.isAncestor(current, of: head, in: db) else {
                        if current == expectedHead {
                            throw StoreError.invalidValue(
                                entity: "project '\(record.name)'", field: "head",
                                reason: "the pushed head \(head.short) does not descend from the head \(current.short); merge instead")
                        }
                        throw HeadMoved(current: current)
                    }
                    if current != head { try Store.moveHead(of: project, to: head, in: db) }
                    return .commit
                }
            }
            return .moved
        } catch let moved as HeadMoved {
            return .headMoved(current: moved.current)
        } catch {
            throw storeError(error)
        }
    }

    /// Appends revisions of an existing project received from elsewhere, skipping those
    /// stored already, verifying each as ``insert(_:movingHeadTo:)`` does.
    static func appendVerified(_ revisions: [Revision], to record: ProjectRecord, in db: Database) throws {
        var latest: (id: RevisionID, state: ProjectState)?
        let stored = try db.cachedStatement(sql: "SELECT 1 FROM revisions WHERE id = ?")
        for revision in revisions {
            guard revision.project == record.id else {
                throw StoreError.corruptRevision(revision.id, reason: "it belongs to another project (\(revision.project))")
            }
            let body = try revision.verifiedEncoding()
            if try Bool.fetchOne(stored, arguments: [revision.id.rawValue]) ?? false { continue }
            guard !revision.parents.isEmpty else {
                throw StoreError.corruptRevision(revision.id, reason: "it has no parents, but project '\(record.name)' has its first revision already")
            }
            try appendReceived(revision, body: body, after: &latest, in: db)
        }
    }

    /// Stores one received revision whose parents are stored: its changes applied to its first
    /// parent's state (the state `latest` left, when that is its parent, else a replay), then
    /// appended. `latest` becomes its state, so a chain is stored without replays.
    ///
    /// - Throws: ``StoreError/corruptRevision(_:reason:)`` for a missing parent, or changes
    ///   that do not apply.
    static func appendReceived(
        _ revision: Revision, body: [UInt8]? = nil, after latest: inout (id: RevisionID, state: ProjectState)?, in db: Database
    ) throws {
        var state: ProjectState
        if let first = revision.parents.first {
            if latest?.id == first {
                state = latest!.state
                latest = nil  // the only reference left: the changes apply in place, without copying the state
            } else {
                guard let seq = try Int64.fetchOne(db.cachedStatement(sql: "SELECT seq FROM revisions WHERE id = ? AND project_id = ?"),
                    arguments: [first.rawValue, revision.project.text])
                else {
                    throw StoreError.corruptRevision(revision.id, reason: "its parent \(first.short) is neither stored nor sent before it")
                }
                state = try StateReplay.state(atRevision: seq, in: db)
            }
        } else {
            state = ProjectState(name: "")
        }
        do {
            for change in revision.changes { try state.apply(change) }
        } catch {
            throw StoreError.corruptRevision(revision.id, reason: "its changes do not apply to its first parent's state")
        }
        let applied = state
        try RevisionLog.append(revision, body: body, in: db) { applied }
        latest = (revision.id, state)
    }
}

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
        if let readOnlyReason { throw .readOnly(path: path, reason: readOnlyReason) }
        do {
            try database.writeWithoutTransaction { db in
                try db.inTransaction(.immediate) {
                    let record = try ProjectRecord.fetch(project, in: db)
                    let current = record.head
                    var receiver = try RevisionReceiver(in: db)
                    for revision in revisions { try receiver.receive(revision, into: record) }
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
}

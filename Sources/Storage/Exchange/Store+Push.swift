import Foundation
import GRDB
import Model

extension Store.Exchange {
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
        if let readOnlyReason = store.readOnlyReason { throw .readOnly(path: store.path, reason: readOnlyReason) }
        do {
            try store.database.writeWithoutTransaction { db in
                try db.inTransaction(.immediate) {
                    let record = try ProjectRecord.fetch(project, in: db)
                    let current = record.head
                    var receiver = try RevisionReceiver(in: db)
                    var pushed = revisions  // copied once, as the revisions were one by one before
                    for index in pushed.indices { try receiver.receive(&pushed[index], into: record) }
                    try receiver.finish()
                    guard try Self.project(of: head, in: db) == project else {
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
                    if current != head { try Self.moveHead(of: project, to: head, in: db) }
                    return .commit
                }
            }
            return .moved
        } catch let moved as HeadMoved {
            return .headMoved(current: moved.current)
        } catch {
            throw store.storeError(error)
        }
    }
}

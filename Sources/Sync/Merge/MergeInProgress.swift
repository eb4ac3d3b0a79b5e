import Model
import Storage

/// A merge that stopped at conflicts, with the three states it was made from: what
/// `layoutstore conflicts` lists and `layoutstore resolve` settles, one conflict at a time.
///
/// ```swift
/// guard var merge = try MergeInProgress(store: store, project: summary) else { return }
/// let index = try merge.conflictIndex(for: "titleTop")
/// let dropped = try merge.settle(conflictAt: index, with: .theirs)
/// switch try merge.save(in: store, message: "merge, conflicts resolved") {
/// case .merged(let revision): print("merged into", revision.id.short)
/// case .pending(let left): print(left, "conflicts left")
/// }
/// ```
public struct MergeInProgress: Sendable {
    /// What saving a merge in progress did.
    public enum Outcome: Sendable {
        /// No conflict was left: the merge revision, with both heads as parents.
        case merged(Revision)
        /// Conflicts are left (how many); the merge stays in the store.
        case pending(Int)
    }

    /// The project the merge is for.
    public let project: ProjectSummary
    /// The merge as stored: the merged state so far and the conflicts still standing.
    public private(set) var pending: PendingMerge
    /// The state at the common ancestor.
    public let base: Project
    /// The state at our head.
    public let ours: Project
    /// The state at their head.
    public let theirs: Project

    /// The project's merge in progress, or nil when there is none.
    public init?(store: Store, project: ProjectSummary) throws {
        guard let stored = try store.exchange.pendingMerge(project.id) else { return nil }
        self.project = project
        pending = try PendingMerge(decoding: stored.body)
        base = try store.state(of: project.id, at: pending.base)
        ours = try store.state(of: project.id)
        theirs = try store.state(of: project.id, at: pending.theirs)
    }

    /// The conflicts still standing, numbered from 1 in this order.
    public var conflicts: [MergeConflict] { pending.conflicts }

    /// The index of the conflict a reference names: its number from 1, or the name (or id
    /// prefix) of the one view, guide or constraint in conflict that it names.
    public func conflictIndex(for reference: String) throws(SyncError) -> Int {
        let conflicts = pending.conflicts
        if let number = Int(reference) {
            guard (1...max(1, conflicts.count)).contains(number), !conflicts.isEmpty else {
                throw .unresolved(
                    conflicts.count == 1
                        ? "there is 1 conflict; give the number 1"
                        : "there are \(conflicts.count) conflicts; give a number from 1 to \(conflicts.count)")
            }
            return number - 1
        }
        let matching = conflicts.indices.filter { index in
            let conflict = conflicts[index]
            return [pending.merged, ours, theirs, base].contains { (project: Project) in
                project.describeEntity(kind: conflict.entityKind, id: conflict.entityID).hasSuffix(" " + reference)
                    || conflict.entityID.hasPrefix(reference.lowercased())
            }
        }
        switch matching.count {
        case 1: return matching[0]
        case 0: throw .unresolved("no conflict is about '\(reference)'; `layoutstore conflicts` lists them by number")
        default:
            throw .unresolved(
                "'\(reference)' has \(matching.count) conflicts (" + matching.map { String($0 + 1) }.joined(separator: ", ")
                    + "); give the number")
        }
    }

    /// Settles one conflict and takes it off the list.
    ///
    /// - Returns: What the choice took out of the merge (their new view and what hangs on it,
    ///   say), described by kind and name: views, guides, then constraints.
    /// - Throws: ``SyncError/unresolved(_:)`` when the choice leaves the problem standing or
    ///   brings a new one; the merge is then as it was.
    public mutating func settle(conflictAt index: Int, with choice: ConflictChoice) throws(SyncError) -> [String] {
        let conflict = pending.conflicts[index]
        let before = pending.merged
        let merged: Project
        do {
            merged = try conflict.resolved(with: choice, in: before, checks: (base, ours, theirs))
        } catch {
            throw .unresolved("conflict \(index + 1) is not settled: \(error)")
        }
        pending.merged = merged
        pending.conflicts.remove(at: index)
        return MergeConflict.dropped(from: before, to: merged).map { before.describeEntity(kind: $0.kind, id: $0.id) }
    }

    /// Records the merge: the merge revision when no conflict is left, else the merge in
    /// progress as it now stands. Either is written only on the head the merge was computed
    /// from (`StoreError/projectChanged(project:)` otherwise).
    public func save(in store: Store, message: String) throws -> Outcome {
        // The merge's first parent: the head it was computed from, kept with it.
        let firstParent = pending.ours ?? project.head
        guard pending.conflicts.isEmpty else {
            try store.exchange.savePendingMerge(
                project.id, ours: firstParent, theirs: pending.theirs, body: pending.encoded, conflictCount: pending.conflicts.count)
            return .pending(pending.conflicts.count)
        }
        return .merged(
            try store.exchange.commitMerge(project.id, ours: firstParent, theirs: pending.theirs, merged: pending.merged, message: message))
    }
}

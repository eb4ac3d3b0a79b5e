import GRDB
import Model

/// Stores a batch of revisions made elsewhere, inside one transaction, parents first.
///
/// The revision it stored last is remembered: a chain's next revision (whose first parent it
/// is) takes its parent's position and state from it, without a lookup or a replay, and cannot
/// have been stored before (a revision is stored after its parents), so a clone writes each
/// revision of a chain without reading anything back. Any other revision is looked up in the
/// store, which holds the batch's rows too.
///
/// Snapshots of the state are encoded on another thread (``SnapshotEncoder``): call
/// ``finish()`` once the batch is received, before the snapshots are read.
struct RevisionReceiver {
    private let db: Database
    private let inserts: RevisionLog.Inserts
    private let snapshots = SnapshotEncoder()
    /// The revision stored last, where it sits and the state after it: a chain's next revision
    /// continues from it without a lookup or a replay.
    private var latest: (id: RevisionID, position: RevisionLog.Position, state: ProjectState)?
    /// Projects created by this batch, with their first revision.
    private(set) var created: [ProjectID: RevisionID] = [:]
    /// The project this batch stored a revision of last, and its `projects.key`.
    private var lastProject: (id: ProjectID, key: Int64)?

    init(in db: Database) throws {
        self.db = db
        inserts = try RevisionLog.Inserts(db)
    }

    /// Stores a revision unless the store has it already; its parents must be stored or
    /// received earlier in the batch, and its changes must apply to its first parent's state.
    /// Without `project`, a revision with no parents creates its project; with it, every
    /// revision must belong to that existing project and have parents.
    ///
    /// `revision` is `inout` only so that it is read where it is, in its batch, and not copied
    /// (a copy retains and releases each of its fields): it is not changed.
    ///
    /// - Throws: ``StoreError/corruptRevision(_:reason:)`` for a revision whose id does not
    ///   match its content, a missing parent, or changes that do not apply.
    mutating func receive(_ revision: inout Revision, into project: ProjectRecord? = nil) throws {
        if let project, revision.project != project.id {
            throw StoreError.corruptRevision(revision.id, reason: "it belongs to another project (\(revision.project))")
        }
        let body = try revision.verifiedEncoding()
        let continuesChain = latest != nil && revision.parents.first == latest?.id
        if !continuesChain, try isStored(revision.id) { return }
        if revision.parents.isEmpty {
            if let project {
                throw StoreError.corruptRevision(
                    revision.id, reason: "it has no parents, but project '\(project.name)' has its first revision already")
            }
            if try Store.Exchange.createProjectRow(for: revision, in: db) { created[revision.project] = revision.id }
        }
        var parents: [RevisionLog.Position] = []
        for parent in revision.parents {
            if latest?.id == parent, let position = latest?.position {
                parents.append(position)
            } else if let position = try RevisionLog.position(of: parent, project: revision.project, in: db) {
                parents.append(position)
            } else {
                throw StoreError.corruptRevision(revision.id, reason: "its parent \(parent.short) is neither stored nor sent before it")
            }
        }
        var state = try firstParentState(of: revision, at: parents.first)
        do {
            // Each change read where it is, not copied (see ``Store/Exchange/receive(movingHeadTo:in:batches:)``).
            try revision.changes.withUnsafeBufferPointer { changes in
                for index in changes.indices { try state.apply(changes[index]) }
            }
        } catch {
            throw StoreError.corruptRevision(revision.id, reason: "its changes do not apply to its first parent's state")
        }
        let applied = state
        if lastProject?.id != revision.project {
            guard let key = try ProjectRecord.key(of: revision.project, in: db) else {
                throw StoreError.projectNotFound(revision.project.text, available: [])
            }
            lastProject = (revision.project, key)
        }
        let position = try RevisionLog.append(
            revision, body: body, parents: parents, in: db, using: inserts, projectKey: lastProject?.key, snapshots: snapshots
        ) { applied }
        latest = (revision.id, position, state)
    }

    /// Stores the snapshots still being encoded: the batch's history is then complete.
    func finish() throws {
        try snapshots.storeAll(in: db)
    }

    /// The state after `id`, when it is the revision this batch stored last (nothing to replay).
    func state(after id: RevisionID) -> ProjectState? {
        latest?.id == id ? latest?.state : nil
    }

    private func isStored(_ id: RevisionID) throws -> Bool {
        try Bool.fetchOne(db.cachedStatement(sql: "SELECT 1 FROM revisions WHERE id = ?"), arguments: [id.blob]) ?? false
    }

    /// The state the revision's changes apply to: the one the revision stored last left, when
    /// that is its first parent (taken, so that the changes apply in place), else a replay.
    private mutating func firstParentState(of revision: Revision, at position: RevisionLog.Position?) throws -> ProjectState {
        guard let first = revision.parents.first, let position else { return ProjectState(name: "") }
        if let latest, latest.id == first {
            self.latest = nil  // the only reference left: no copy of the state
            return latest.state
        }
        try snapshots.storeAll(in: db)  // the replay starts from the nearest snapshot
        return try StateReplay.state(atRevision: position.seq, in: db)
    }
}

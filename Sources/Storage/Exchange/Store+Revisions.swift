import Foundation
import GRDB
import Model

/// What the Sync module needs of a store: which revisions it has, how they relate, storing
/// revisions made elsewhere, and moving a project's head.
extension Store.Exchange {
    /// Which of these revisions of the project the store has, in one read.
    ///
    /// - Complexity: O(*k* log *n*) for *k* ids in a store of *n* revisions.
    public func contained(_ revisions: [RevisionID], in project: ProjectID) throws(StoreError) -> Set<RevisionID> {
        try read { db in
            let statement = try db.cachedStatement(sql: "SELECT 1 FROM revisions WHERE id = ? AND project = (SELECT key FROM projects WHERE id = ?)")
            return try Set(revisions.filter { id in try Bool.fetchOne(statement, arguments: [id.blob, project.text]) ?? false })
        }
    }

    /// Whether the store has this revision of the project.
    public func contains(_ revision: RevisionID, in project: ProjectID) throws(StoreError) -> Bool {
        try read { db in
            try Bool.fetchOne(
                db.cachedStatement(sql: "SELECT 1 FROM revisions WHERE id = ? AND project = (SELECT key FROM projects WHERE id = ?)"),
                arguments: [revision.blob, project.text]) ?? false
        }
    }

    /// Stores revisions made elsewhere, in one transaction: each is verified (its id recomputed
    /// from its content), its parents must be stored or come earlier in the list, and its
    /// changes must apply to its first parent's state. Revisions already stored are skipped, so
    /// repeating an insert changes nothing. A project the store lacks is created from its first
    /// revision. With `movingHeadTo`, the project's head (and current state) move there.
    ///
    /// - Throws: ``StoreError/corruptRevision(_:reason:)`` for a revision whose id does not
    ///   match its content, or whose changes do not apply; nothing is stored then.
    public func insert(_ revisions: [Revision], movingHeadTo head: RevisionID? = nil) throws(StoreError) {
        guard !revisions.isEmpty || head != nil else { return }
        var pending: [Revision]? = revisions
        try write(firstHistory: true) { db in
            try Self.receive(movingHeadTo: head, in: db) {
                defer { pending = nil }
                return pending
            }
        }
    }

    /// Stores revisions as they arrive, batch by batch, in one transaction, as
    /// ``insert(_:movingHeadTo:)`` does: `nextBatch` is called until it returns `nil`, so
    /// that a batch can be stored while the next is still being received or decoded.
    ///
    /// - Throws: what `nextBatch` throws, as it is; a ``StoreError`` as the array form does.
    ///   Either way nothing is stored.
    public func insert(movingHeadTo head: RevisionID? = nil, batches nextBatch: () throws -> [Revision]?) throws {
        var sourceError: (any Error)?
        do {
            try write(firstHistory: true) { db in
                try Self.receive(movingHeadTo: head, in: db) {
                    do {
                        return try nextBatch()
                    } catch {
                        sourceError = error
                        throw error
                    }
                }
            }
        } catch {
            throw sourceError ?? error
        }
    }

    /// Stores each batch `nextBatch` gives, then moves the head; inside a write transaction.
    private static func receive(movingHeadTo head: RevisionID?, in db: Database, batches nextBatch: () throws -> [Revision]?) throws {
        var receiver = try RevisionReceiver(in: db)
        let freeing = BatchFreeing()
        while var batch = try nextBatch() {
            // Each revision read where it is (an array's iterator or subscript hands out copies).
            for index in batch.indices { try receiver.receive(&batch[index]) }
            // Freed on another thread: a clone's storing thread is its critical path.
            freeing.free(&batch)
        }
        try receiver.finish()
        var moved: ProjectID?
        if let head {
            guard let project = try Self.project(of: head, in: db) else {
                throw StoreError.revisionNotFound(head.rawValue, project: "(any)")
            }
            try Self.moveHead(of: project, to: head, in: db, state: receiver.state(after: head))
            moved = project
        }
        // A project created by this batch gets its current state even when the head does not move.
        for (project, first) in receiver.created where project != moved {
            try Self.moveHead(of: project, to: first, in: db)
        }
    }

    /// Moves the project's head forward from `expected` to a revision that descends from it,
    /// and its current state with it: a compare-and-swap, so that a sync never moves a head
    /// that another command moved after the sync read it.
    ///
    /// - Throws: ``StoreError/projectChanged(project:)`` when the head is no longer `expected`;
    ///   ``StoreError/mergeInProgress(project:conflicts:)`` when a merge waits for its conflicts.
    public func fastForward(_ project: ProjectID, from expected: RevisionID, to revision: RevisionID) throws(StoreError) {
        try write { db in
            let record = try ProjectRecord.fetch(project, in: db)
            try Self.checkHead(of: record, is: expected, in: db)
            guard try Ancestry.isAncestor(record.head, of: revision, in: db) else {
                throw StoreError.invalidValue(
                    entity: "project '\(record.name)'", field: "head",
                    reason: "revision \(revision.short) does not descend from the head \(record.head.short); merge instead")
            }
            try Self.moveHead(of: project, to: revision, in: db)
        }
    }

    /// Whether `ancestor` is `revision` or one of its ancestors (through every parent).
    public func isAncestor(_ ancestor: RevisionID, of revision: RevisionID, in project: ProjectID) throws(StoreError) -> Bool {
        try read { db in
            let record = try ProjectRecord.fetch(project, in: db)
            _ = try RevisionLog.seq(of: revision, project: record, in: db)
            return try Ancestry.isAncestor(ancestor, of: revision, in: db)
        }
    }

    /// The best common ancestor of two revisions (the one of highest generation; the smaller
    /// id on a tie), or `nil` when they share no history.
    public func mergeBase(_ first: RevisionID, _ second: RevisionID, in project: ProjectID) throws(StoreError) -> RevisionID? {
        try read { db in
            let record = try ProjectRecord.fetch(project, in: db)
            _ = try RevisionLog.seq(of: first, project: record, in: db)
            _ = try RevisionLog.seq(of: second, project: record, in: db)
            return try Ancestry.mergeBase(first, second, in: db)
        }
    }

    /// The revisions `head` descends from (itself included) that are not ancestors of any of
    /// `excluded` (ids the store lacks are ignored), parents before children, verified.
    public func revisions(
        of project: ProjectID, reachableFrom head: RevisionID, excludingAncestorsOf excluded: [RevisionID]
    ) throws(StoreError) -> [Revision] {
        try revisionBodies(of: project, reachableFrom: head, excludingAncestorsOf: excluded).map {
            revision throws(StoreError) in try Revision(id: revision.id, canonicalBytes: revision.body)
        }
    }

    /// `from` and its first-parent ancestors at distances 1, 2, 4, 8, ..., ending with the
    /// project's first revision: what a sync asks the other side about to find shared history
    /// in O(log *n*) questions. With `farthest`, only the samples at distances up to it (the
    /// first revision among them if it is that close): the first of these samples are the
    /// same whatever `farthest` is, so a sync asks about the near ones first and walks further
    /// only when the other side has none of them.
    ///
    /// - Complexity: O(min(*n*, `farthest`)) lookups by seq along the first-parent chain of *n*
    ///   revisions: asking about the nearest samples reads the same whatever the history's
    ///   length. A walk farther than 64 reads the project's index in one pass instead.
    public func firstParentSamples(from head: RevisionID, in project: ProjectID, within farthest: Int = .max) throws(StoreError) -> [RevisionID] {
        try read { db in
            let record = try ProjectRecord.fetch(project, in: db)
            let limit = farthest == .max ? .max : farthest + 1
            let seq = try RevisionLog.seq(of: head, project: record, in: db)
            // A short walk looks the revisions up one by one; a long one reads the index in one pass.
            let chain =
                try farthest > 64
                ? Ancestry.firstParentChainScan(from: seq, of: project, limit: limit, in: db)
                : Ancestry.firstParentChain(from: seq, limit: limit, in: db)
            var samples: [RevisionID] = []
            var distance = 0
            while distance < chain.count {
                samples.append(chain[distance])
                distance = distance == 0 ? 1 : distance * 2
            }
            let reachedRoot =
                try chain.count < limit
                || Int64.fetchOne(db, sql: "SELECT first_parent_seq FROM revisions WHERE id = ?", arguments: [chain.last?.blob]) == nil
            if reachedRoot, let root = chain.last, samples.last != root { samples.append(root) }
            return samples
        }
    }

    /// The first-parent ancestors of `newer` strictly between it and `older`, newest first
    /// (empty when `older` is not on `newer`'s first-parent chain).
    ///
    /// - Complexity: one pass over the project's index from `newer` down to `older` (the whole
    ///   history when `older` is not on the chain).
    public func firstParentChain(from newer: RevisionID, to older: RevisionID, in project: ProjectID) throws(StoreError) -> [RevisionID] {
        try read { db in
            let record = try ProjectRecord.fetch(project, in: db)
            let chain = try Ancestry.firstParentChainScan(
                from: RevisionLog.seq(of: newer, project: record, in: db), of: project, stoppingAt: older, in: db)
            guard chain.last == older else { return [] }
            return Array(chain.dropFirst().dropLast())
        }
    }

    /// Records a merge: a revision with parents (`ours`, `theirs`) whose changes turn `ours`'s
    /// state into `merged` (checked like any commit), and clears the project's pending merge.
    ///
    /// The merge is recorded only on the head it was computed from (a compare-and-swap inside
    /// the write transaction): had another command committed meanwhile, the difference between
    /// the current state and `merged` would undo that commit.
    ///
    /// - Throws: ``StoreError/projectChanged(project:)`` when the head is no longer `ours`;
    ///   ``StoreError/mergeInProgress(project:conflicts:)`` when another merge (with another
    ///   second parent) waits for its conflicts. Nothing is written then.
    @discardableResult
    public func commitMerge(
        _ project: ProjectID, ours: RevisionID, theirs: RevisionID, merged: Project, message: String, author: String? = nil
    ) throws(StoreError) -> Revision {
        let author = author ?? Store.defaultAuthor()
        let replica = store.replicaID
        return try write { db in
            let record = try ProjectRecord.fetch(project, in: db)
            try Self.checkHead(of: record, is: ours, in: db, allowingPendingMergeOf: theirs)
            _ = try RevisionLog.seq(of: theirs, project: record, in: db)
            let current = try StateTables.project(project, name: record.name, in: db)
            var mutation = Mutation(db: db, project: project, projectName: record.name)
            for change in StateDiff.changes(from: current, to: merged) { try mutation.apply(Operation(applying: change)) }
            let (revision, body) = Revision.make(
                project: project, parents: [record.head, theirs], author: author, replica: replica, time: Date(),
                message: message, changes: mutation.changes)
            try RevisionLog.append(revision, body: body, in: db) { try RevisionLog.currentState(of: project, in: db) }
            try RevisionLog.setHead(revision.id, of: project, in: db)
            try db.execute(sql: "DELETE FROM pending_merges WHERE project_id = ?", arguments: [project.text])
            return revision
        }
    }

    // MARK: Helpers

    /// The compare-and-swap of every step of a sync that moves the head: the head is still the
    /// one the step was computed from, and no merge (but the one with second parent
    /// `pendingTheirs`, which the step completes) waits for its conflicts; inside a write transaction.
    static func checkHead(
        of record: ProjectRecord, is expected: RevisionID, in db: Database, allowingPendingMergeOf pendingTheirs: RevisionID? = nil
    ) throws {
        guard record.head == expected else { throw StoreError.projectChanged(project: record.name) }
        let pending = try Row.fetchOne(
            db, sql: "SELECT theirs, conflict_count FROM pending_merges WHERE project_id = ?", arguments: [record.id.text])
        if let pending, (pending["theirs"] as Data?) != pendingTheirs?.blob {
            throw StoreError.mergeInProgress(project: record.name, conflicts: pending["conflict_count"] as Int? ?? 0)
        }
    }

    /// Creates the project row for a project's first revision received from another store;
    /// false when the project exists already.
    static func createProjectRow(for revision: Revision, in db: Database) throws -> Bool {
        guard let creation = revision.changes.first, creation.kind == .project, creation.id == revision.project.text,
            let name = creation.after?["name"]?.stringValue
        else {
            throw StoreError.corruptRevision(revision.id, reason: "it has no parents but does not create its project")
        }
        if let existing = try String.fetchOne(db, sql: "SELECT id FROM projects WHERE name = ?", arguments: [name]),
            existing != revision.project.text
        {
            throw StoreError.projectExists(name)
        }
        if try Bool.fetchOne(db, sql: "SELECT 1 FROM projects WHERE id = ?", arguments: [revision.project.text]) ?? false {
            return false
        }
        try db.execute(
            sql: "INSERT INTO projects (id, name, head_revision) VALUES (?, ?, ?)",
            arguments: [revision.project.text, name, revision.id.blob])
        return true
    }

    static func project(of revision: RevisionID, in db: Database) throws -> ProjectID? {
        try String.fetchOne(db, sql: "SELECT p.id FROM revisions r JOIN projects p ON p.key = r.project WHERE r.id = ?", arguments: [revision.blob])
            .flatMap(ProjectID.init(text:))
    }

    /// Points the project's head at a stored revision and rebuilds its current state there:
    /// `state` when the caller has it, else replayed.
    static func moveHead(of project: ProjectID, to head: RevisionID, in db: Database, state known: ProjectState? = nil) throws {
        guard let position = try RevisionLog.position(of: head, project: project, in: db) else {
            throw StoreError.revisionNotFound(head.rawValue, project: project.text)
        }
        let state = try known ?? StateReplay.state(atRevision: position.seq, in: db)
        try db.execute(sql: "UPDATE projects SET name = ? WHERE id = ?", arguments: [state.name, project.text])
        try StateTables.replace(project, with: state.project, in: db)
        try RevisionLog.setHead(head, of: project, in: db)
    }
}

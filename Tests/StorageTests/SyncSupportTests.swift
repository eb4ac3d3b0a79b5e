import Foundation
import Model
import Testing

@testable import Storage

@Suite("What sync needs: exchanging revisions, ancestry, merges")
struct SyncSupportTests {
    /// Store A with a project of a label pinned to the root over a few revisions.
    func origin() throws -> (TemporaryStore, ProjectID, Constraint) {
        let temporary = try TemporaryStore()
        let (project, root) = try temporary.makeProject()
        let label = View(name: "label", parent: root, kind: .label)
        let gap = Constraint.pin(label.id, .leading, to: root, constant: 8, identifier: "gap")
        try temporary.store.commit(project, message: "label", author: "ana", edits: [.insertView(label), .insertConstraint(gap)])
        try temporary.store.commit(project, message: "gap 12", author: "ana", edits: [.updateConstraint(gap.id, .constant, 12)])
        return (temporary, project, gap)
    }

    /// B cloned from A at `common`, then each made one revision: B softened the gap, A widened it.
    func diverged() throws -> (
        a: TemporaryStore, b: TemporaryStore, project: ProjectID, gap: Constraint, common: RevisionID, ours: Revision, theirs: Revision
    ) {
        let (a, project, gap) = try origin()
        let b = try TemporaryStore()
        let common = try a.store.resolveProject(nil).head
        try b.store.exchange.insert(try everything(a.store, project), movingHeadTo: common)
        let ours = try b.store.commit(project, message: "soften", author: "ben", edits: [.updateConstraint(gap.id, .priority, 750)])
        let theirs = try a.store.commit(project, message: "gap 16", author: "ana", edits: [.updateConstraint(gap.id, .constant, 16)])
        return (a, b, project, gap, common, ours, theirs)
    }

    func everything(_ store: Store, _ project: ProjectID) throws -> [Revision] {
        try store.exchange.revisions(of: project, reachableFrom: try store.resolveProject(nil).head, excludingAncestorsOf: [])
    }

    @Test("cloning: inserting every revision with the head recreates the project, verified and repeatable")
    func clone() throws {
        let (a, project, _) = try origin()
        let b = try TemporaryStore()
        let revisions = try everything(a.store, project)
        #expect(revisions.count == 3)
        #expect(revisions.first?.parents == [])
        let head = try a.store.resolveProject(nil).head
        try b.store.exchange.insert(revisions, movingHeadTo: head)
        #expect(try b.store.state(of: project) == a.store.state(of: project))
        #expect(try b.store.resolveProject("Login").head == head)
        #expect(try b.store.history.log(project) == a.store.history.log(project))
        try b.store.exchange.insert(revisions, movingHeadTo: head)
        #expect(try b.store.history.log(project).count == 3)
        #expect(try b.store.history.verify().isOK)
        #expect(try b.store.exchange.contains(head, in: project))

        // Without moving the head, a new project stands at its first revision.
        let c = try TemporaryStore()
        try c.store.exchange.insert(revisions)
        #expect(try c.store.resolveProject(nil).head == revisions[0].id)
        #expect(try c.store.state(of: project) == a.store.state(of: project, at: revisions[0].id))
        #expect(try c.store.history.verify().isOK)
    }

    @Test("a revision changed in transit is refused and nothing of the batch is stored")
    func tamperedRevision() throws {
        let (a, project, _) = try origin()
        let b = try TemporaryStore()
        var revisions = try everything(a.store, project)
        revisions[2].message = "not what was signed"
        #expect(throws: StoreError.self) { try b.store.exchange.insert(revisions, movingHeadTo: revisions[2].id) }
        #expect(try b.store.projects().isEmpty)
    }

    @Test("diverged stores: ancestry, merge base, only the missing revisions travel, a two-parent merge, fast-forward")
    func divergeAndMerge() throws {
        let (a, b, project, gap, common, ours, theirs) = try diverged()
        let missing = try a.store.exchange.revisions(of: project, reachableFrom: theirs.id, excludingAncestorsOf: [common, ours.id])
        #expect(missing == [theirs])
        try b.store.exchange.insert(missing)
        #expect(try b.store.resolveProject(nil).head == ours.id)  // inserting does not move the head
        #expect(try b.store.exchange.isAncestor(common, of: theirs.id, in: project))
        #expect(try !b.store.exchange.isAncestor(theirs.id, of: ours.id, in: project))
        #expect(try b.store.exchange.mergeBase(ours.id, theirs.id, in: project) == common)

        var merged = try b.store.state(of: project)
        merged.constraints[0].equation.constant = 16
        try b.store.exchange.savePendingMerge(project, ours: ours.id, theirs: theirs.id, body: [0], conflictCount: 1)
        let merge = try b.store.exchange.commitMerge(project, ours: ours.id, theirs: theirs.id, merged: merged, message: "merge a")
        #expect(merge.parents == [ours.id, theirs.id])
        #expect(try !b.store.exchange.hasPendingMerge(project))
        #expect(merge.changes == [Change(entity: .constraint(gap.id), field: "constant", before: 12, after: 16)])
        let state = try b.store.state(of: project)
        #expect(state.constraint(gap.id)?.equation.constant == 16)
        #expect(state.constraint(gap.id)?.priority == 750)
        #expect(try b.store.state(of: project, at: theirs.id).constraint(gap.id)?.priority == .required)
        #expect(try b.store.exchange.isAncestor(theirs.id, of: merge.id, in: project))
        #expect(try b.store.history.verify().isOK)

        // Back to A: it lacks the merge and B's edit, and fast-forwards to the merge.
        let back = try b.store.exchange.revisions(of: project, reachableFrom: merge.id, excludingAncestorsOf: [theirs.id])
        #expect(back.map(\.id) == [ours.id, merge.id])
        try a.store.exchange.insert(back)
        try a.store.exchange.fastForward(project, from: theirs.id, to: merge.id)
        #expect(try a.store.state(of: project) == b.store.state(of: project))
        #expect(try a.store.history.verify().isOK)
        #expect(throws: StoreError.self) { try a.store.exchange.fastForward(project, from: merge.id, to: theirs.id) }
    }

    @Test("a first clone reads the history in one pass: both lines of a merge, parents first, nothing the head does not reach")
    func cloneReadsReachableHistory() throws {
        let (a, b, project, gap, common, ours, theirs) = try diverged()
        try b.store.exchange.insert([theirs])
        let merge = try b.store.exchange.commitMerge(
            project, ours: ours.id, theirs: theirs.id, merged: try b.store.state(of: project), message: "merge a")
        // Stored on B, but after the merge and not merged: the head does not reach it.
        let later = try a.store.commit(project, message: "gap 20", author: "ana", edits: [.updateConstraint(gap.id, .constant, 20)])
        try b.store.exchange.insert([later])

        let sent = try b.store.exchange.revisions(of: project, reachableFrom: merge.id, excludingAncestorsOf: [])
        #expect(sent.count == 6)
        #expect(Set(sent.map(\.id)).isSuperset(of: [common, ours.id, theirs.id, merge.id]))
        #expect(!sent.contains { $0.id == later.id })
        for (index, revision) in sent.enumerated() {
            #expect(revision.parents.allSatisfy { parent in sent[..<index].contains { $0.id == parent } })
        }
        // The same revisions in the same order as the walk that asks about each revision.
        let (oneIndex, painted) = try b.store.database.read { db in
            (
                try Store.Exchange.reachableRevisions(from: merge.id, of: project, in: db),
                try Store.Exchange.missingRevisions(from: merge.id, excluding: [], in: db)
            )
        }
        #expect(oneIndex.count == sent.count)
        #expect(oneIndex == painted)

        let c = try TemporaryStore()
        try c.store.exchange.insert(sent, movingHeadTo: merge.id)
        #expect(try c.store.state(of: project) == b.store.state(of: project))
        #expect(try c.store.history.log(project) == b.store.history.log(project).filter { $0.id != later.id })
        #expect(try c.store.history.verify().isOK)
    }

    @Test("a first clone's walk reads its project's index, not the revisions' rows")
    func cloneWalkReadsTheIndex() throws {
        let (a, project, _) = try origin()
        let label = try #require(try a.store.state(of: project).views.first { $0.name == "label" })
        var head = try a.store.resolveProject(nil).head
        var hidden = label.isHidden
        var batch: [Revision] = []
        for number in 0..<2_000 {
            let change = Change(entity: .view(label.id), field: "isHidden", before: .bool(hidden), after: .bool(!hidden))
            hidden.toggle()
            let revision = Revision(
                project: project, parents: [head], author: "ana", replica: a.store.replicaID,
                time: Date(timeIntervalSince1970: 1_700_000_000 + Double(number)), message: "toggle", changes: [change])
            batch.append(revision)
            head = revision.id
        }
        try a.store.exchange.insert(batch, movingHeadTo: head)

        let reopened = try Store(path: a.path)  // an empty page cache, as a server's first read of it
        let before = try reopened.pagesRead()
        let walked = try reopened.database.read { db in try Store.Exchange.reachableRevisions(from: head, of: project, in: db) }
        let read = try reopened.pagesRead() - before
        let rowPages = try reopened.database.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM dbstat WHERE name = 'revisions'") ?? 0 }
        #expect(walked.count == 2_003)
        #expect(rowPages > 50)
        #expect(read < rowPages / 4, "the walk read \(read) pages; the revisions' rows fill \(rowPages)")
    }

    @Test("a history missing a parent is refused when read for a clone, naming the missing revision")
    func cloneReadOfDamagedHistory() throws {
        let (a, project, _) = try origin()
        let revisions = try everything(a.store, project)
        try a.rawSQL(
            """
            PRAGMA foreign_keys = OFF;
            DELETE FROM changes WHERE revision_seq = (SELECT seq FROM revisions WHERE id = x'\(revisions[1].id)');
            DELETE FROM revisions WHERE id = x'\(revisions[1].id)';
            """)
        #expect {
            try a.store.exchange.revisions(of: project, reachableFrom: revisions[2].id, excludingAncestorsOf: [])
        } throws: { error in
            "\(error)".contains(revisions[1].id.rawValue)
        }

        // A first parent's seq that is no revision's, beyond every seq the walk marks.
        let (c, cProject, _) = try origin()
        let cRevisions = try everything(c.store, cProject)
        try c.rawSQL("PRAGMA foreign_keys = OFF; UPDATE revisions SET first_parent_seq = 1000000 WHERE id = x'\(cRevisions[2].id)'")
        #expect {
            try c.store.exchange.revisions(of: cProject, reachableFrom: cRevisions[2].id, excludingAncestorsOf: [])
        } throws: { error in
            "\(error)".contains(cRevisions[1].id.rawValue)
        }

        // A merge's second parent gone: named from the merge's body.
        let (_, b, merged, _, _, ours, theirs) = try diverged()
        try b.store.exchange.insert([theirs])
        let merge = try b.store.exchange.commitMerge(
            merged, ours: ours.id, theirs: theirs.id, merged: try b.store.state(of: merged), message: "merge")
        try b.rawSQL(
            """
            PRAGMA foreign_keys = OFF;
            DELETE FROM changes WHERE revision_seq = (SELECT seq FROM revisions WHERE id = x'\(theirs.id)');
            DELETE FROM revisions WHERE id = x'\(theirs.id)';
            """)
        #expect {
            try b.store.exchange.revisions(of: merged, reachableFrom: merge.id, excludingAncestorsOf: [])
        } throws: { error in
            "\(error)".contains(theirs.id.rawValue)
        }
    }

    @Test("a first clone into a store with no history skips the WAL and leaves the store in WAL mode; a failed one leaves it empty")
    func firstCloneWithoutTheWAL() throws {
        let (a, project, _) = try origin()
        let revisions = try everything(a.store, project)
        let head = try a.store.resolveProject(nil).head
        func walBytes(_ store: TemporaryStore) -> Int {
            ((try? FileManager.default.attributesOfItem(atPath: store.path + "-wal")[.size]) as? Int) ?? 0
        }
        func journalMode(_ store: Store) throws -> String? {
            try store.database.read { db in try String.fetchOne(db, sql: "PRAGMA journal_mode") }
        }

        let fresh = try TemporaryStore()
        struct Cut: Error {}
        var batches = [Array(revisions.prefix(2))]
        #expect(throws: Cut.self) {
            try fresh.store.exchange.insert(movingHeadTo: head) {
                guard !batches.isEmpty else { throw Cut() }  // the connection drops after one batch
                return batches.removeFirst()
            }
        }
        #expect(try fresh.store.projects().isEmpty)
        #expect(try journalMode(fresh.store) == "wal")

        try fresh.store.exchange.insert(revisions, movingHeadTo: head)
        #expect(walBytes(fresh) == 0)
        #expect(try journalMode(fresh.store) == "wal")
        #expect(try fresh.store.state(of: project) == a.store.state(of: project))
        #expect(try fresh.store.history.verify().isOK)

        // A store with a history already, or another connection open: the WAL as always.
        let existing = try TemporaryStore()
        _ = try existing.makeProject("Other")
        try existing.rawSQL("PRAGMA wal_checkpoint(TRUNCATE)")
        try existing.store.exchange.insert(revisions, movingHeadTo: head)
        #expect(walBytes(existing) > 0)
        #expect(try existing.store.state(of: project) == a.store.state(of: project))
        let shared = try TemporaryStore()
        let other = try Store(path: shared.path)
        try shared.store.exchange.insert(revisions, movingHeadTo: head)
        #expect(walBytes(shared) > 0)
        #expect(try other.state(of: project) == a.store.state(of: project))
    }

    @Test("a first clone whose revisions leave a view under a missing parent is refused; nothing is stored, and foreign keys are on again")
    func firstCloneChecksTheStateLinks() throws {
        let (a, project, _) = try origin()
        var revisions = try everything(a.store, project)
        // Hash-valid, and its change applies, but the view's parent exists nowhere.
        let orphan = View(name: "orphan", parent: ItemID(), kind: .label)
        let bad = Revision(
            project: project, parents: [revisions[2].id], author: "eve", replica: "eve-laptop", time: Date(timeIntervalSince1970: 1_700_000_000),
            message: "orphan", changes: [Change(entity: .view(orphan.id), field: nil, before: nil, after: orphan.fieldValues)])
        revisions.append(bad)
        let fresh = try TemporaryStore()
        let error = #expect(throws: StoreError.self) { try fresh.store.exchange.insert(revisions, movingHeadTo: bad.id) }
        #expect("\(error.map { "\($0)" } ?? "")".contains("a row of views refers to a row of views that does not exist"))
        #expect(try fresh.store.projects().isEmpty)
        #expect(try fresh.store.database.read { db in try Bool.fetchOne(db, sql: "PRAGMA foreign_keys") } == true)

        // The same history up to the good head clones whole, its links checked by SQLite's own check.
        try fresh.store.exchange.insert(Array(revisions.dropLast()), movingHeadTo: revisions[2].id)
        #expect(try fresh.store.state(of: project) == a.store.state(of: project))
        #expect(try fresh.store.history.verify().isOK)
    }

    @Test("a batch stores each revision once, whether repeated in the batch or stored before it")
    func repeatedRevisionsInABatch() throws {
        let (a, project, gap) = try origin()
        let revisions = try everything(a.store, project)
        let b = try TemporaryStore()
        try b.store.exchange.insert(revisions + revisions, movingHeadTo: revisions[2].id)
        #expect(try b.store.history.log(project).count == 3)
        let next = try a.store.commit(project, message: "gap 14", edits: [.updateConstraint(gap.id, .constant, 14)])
        try b.store.exchange.insert([revisions[1], next, next, revisions[2]], movingHeadTo: next.id)
        #expect(try b.store.history.log(project).map(\.id) == a.store.history.log(project).map(\.id))
        #expect(try b.store.state(of: project) == a.store.state(of: project))
        #expect(try b.store.history.verify().isOK)
    }

    @Test("first-parent samples at doubling distances, and the chain between two of them")
    func samples() throws {
        let temporary = try TemporaryStore()
        let (project, root) = try temporary.makeProject()
        for index in 1...20 {
            try temporary.store.commit(project, message: "\(index)", edits: [.updateView(root, .index, .number(Double(index)))])
        }
        let chain = try temporary.store.history.log(project).map(\.id)  // newest first, 21 revisions
        let samples = try temporary.store.exchange.firstParentSamples(from: chain[0], in: project)
        #expect(samples == [chain[0], chain[1], chain[2], chain[4], chain[8], chain[16], chain[20]])
        #expect(try temporary.store.exchange.firstParentChain(from: chain[8], to: chain[16], in: project) == Array(chain[9..<16]))
        #expect(try temporary.store.exchange.firstParentChain(from: chain[1], to: chain[2], in: project) == [])
    }

    @Test("a pending merge is kept, read back and discarded")
    func pendingMerge() throws {
        let (a, project, _) = try origin()
        let head = try a.store.resolveProject(nil).head
        #expect(try !a.store.exchange.hasPendingMerge(project))
        try a.store.exchange.savePendingMerge(project, ours: head, theirs: head, body: [1, 2, 3], conflictCount: 2)
        let pending = try #require(try a.store.exchange.pendingMerge(project))
        #expect(pending.theirs == head)
        #expect(pending.body == [1, 2, 3])
        #expect(pending.conflictCount == 2)
        try a.store.exchange.discardPendingMerge(project)
        #expect(try !a.store.exchange.hasPendingMerge(project))
    }
}

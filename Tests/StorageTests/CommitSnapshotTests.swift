import Foundation
import GRDB
import Model
import Testing

@testable import Storage

/// A commit made from the state its edits were made from (``Store/headState(of:)``) stores its
/// revision's snapshot from that state and the edits, without reading the state back: the
/// snapshot must hold what reading back gives, to the bit, and every check on the edits stays.
@Suite("Snapshots of commits made from a known state")
struct CommitSnapshotTests {
    /// A project of `count` labels under the root, committed.
    func labels(_ count: Int) throws -> (TemporaryStore, ProjectID, root: ItemID, labels: [View]) {
        let temporary = try TemporaryStore()
        let (project, root) = try temporary.makeProject()
        let labels = (0..<count).map { index in
            View(name: "label\(index)", parent: root, index: index, kind: .label, frame: Rect(x: 16, y: Double(index) * 30, width: 90, height: 21))
        }
        try temporary.store.commit(project, message: "labels", edits: labels.map(Edit.insertView))
        return (temporary, project, root, labels)
    }

    /// Constraints whose numbers a row does not keep as they are (-0, which a `REAL` column
    /// gives back as 0) and ones it does, with and without identifiers.
    func constraints(pinning labels: [View], to root: ItemID, seed: UInt64) -> [Constraint] {
        var generator = SeededGenerator(seed: seed)
        let constants: [Double] = [-0.0, 0, 8, -8, 0.5, -1e-300, 1e15, 2.0 / 3.0]
        return labels.flatMap { label in
            let leading = Constraint.pin(label.id, .leading, to: root, constant: constants.randomElement(using: &generator)!)
            var top = Constraint.pin(label.id, .top, to: root, constant: constants.randomElement(using: &generator)!)
            top.priority = [Priority(750), Priority(999.5), .required].randomElement(using: &generator)!
            top.identifier = Bool.random(using: &generator) ? "top of \(label.name)" : nil
            return [leading, top]
        }
    }

    /// The snapshot stored for the head revision, decoded, and the state tables' state.
    func snapshotAndState(_ store: Store, _ project: ProjectID) throws -> (snapshot: Project?, state: Project) {
        let head = try store.resolveProject(nil).head
        let bytes = try store.database.read { db in
            try Data.fetchOne(
                db, sql: "SELECT s.state FROM snapshots s JOIN revisions r ON r.seq = s.revision_seq WHERE r.id = ?", arguments: [head.blob])
        }
        return (try bytes.map { try ProjectState(snapshot: Array($0)).project }, try store.state(of: project))
    }

    @Test("the snapshot of constraints added and removed is the state read back, to the bit, -0 included")
    func snapshotIsTheStateReadBack() throws {
        let (temporary, project, root, labels) = try labels(150)
        let store = temporary.store
        let added = constraints(pinning: labels, to: root, seed: 37)
        #expect(added.contains { $0.equation.constant.bitPattern == (-0.0).bitPattern })
        let revision = try store.commit(project, message: "add", edits: added.map(Edit.insertConstraint), from: try store.headState(of: project))
        #expect(revision.changes == added.map { Change(entity: .constraint($0.id), field: nil, before: nil, after: $0.fieldValues) })
        let (snapshot, state) = try snapshotAndState(store, project)
        #expect(try #require(snapshot).isTheSame(as: state))
        #expect(state.constraints.count == 300)
        #expect(state.constraints.allSatisfy { $0.equation.constant.bitPattern != (-0.0).bitPattern })

        // Removing some and adding others, in one commit.
        let removed = state.constraints.filter { $0.equation.first.attribute == .leading }
        let more = constraints(pinning: labels, to: root, seed: 38)
        try store.commit(
            project, message: "replace", edits: removed.map { .deleteConstraint($0.id) } + more.map(Edit.insertConstraint),
            from: try store.headState(of: project))
        let (replaced, after) = try snapshotAndState(store, project)
        #expect(try #require(replaced).isTheSame(as: after))
        #expect(after.constraints.count == 450)
        #expect(try store.history.verify().isOK)
    }

    @Test("a state read before another commit moved the head is not used: the snapshot has that commit too")
    func staleStateIsNotUsed() throws {
        let (temporary, project, root, labels) = try labels(140)
        let store = temporary.store
        let base = try store.headState(of: project)
        let meanwhile = Constraint.pin(labels[0].id, .bottom, to: root, constant: 12)
        try store.commit(project, message: "meanwhile", edits: [.insertConstraint(meanwhile)])
        try store.commit(
            project, message: "add", edits: constraints(pinning: labels, to: root, seed: 7).map(Edit.insertConstraint), from: base)
        let (snapshot, state) = try snapshotAndState(store, project)
        #expect(state.constraint(meanwhile.id) != nil)
        #expect(try #require(snapshot).isTheSame(as: state))
    }

    @Test("edits of views and fields with a known state: the snapshot is read back, and still the state")
    func otherEditsReadBack() throws {
        let (temporary, project, root, labels) = try labels(140)
        let store = temporary.store
        let added = constraints(pinning: labels, to: root, seed: 9)
        let edits: [Edit] =
            added.map(Edit.insertConstraint) + [.updateConstraint(added[0].id, .constant, -0.0), .updateView(labels[1].id, .isHidden, true)]
        try store.commit(project, message: "mixed", edits: edits, from: try store.headState(of: project))
        let (snapshot, state) = try snapshotAndState(store, project)
        #expect(try #require(snapshot).isTheSame(as: state))
        #expect(state.view(labels[1].id)?.isHidden == true)
    }

    @Test("a constraint the field values refuse, or naming no item, after many good ones: the same message, the store unchanged")
    func refusalsLeaveTheStoreUnchanged() throws {
        let (temporary, project, root, labels) = try labels(140)
        let store = temporary.store
        let good = constraints(pinning: labels, to: root, seed: 11).map(Edit.insertConstraint)
        let head = try store.resolveProject(nil).head
        let state = try store.state(of: project)
        var notANumber = Constraint.pin(labels[0].id, .bottom, to: root)
        notANumber.equation.constant = .nan
        var infinite = Constraint.pin(labels[0].id, .bottom, to: root)
        infinite.priority = Priority(.infinity)
        let ghost = ItemID()
        let cases: [(Edit, String)] = [
            (.insertConstraint(notANumber), "invalid value for constant of constraint \(notANumber.id): expected a number"),
            (.insertConstraint(infinite), "invalid value for priority of constraint \(infinite.id): expected a priority"),
            (.insertConstraint(.pin(ghost, .top, to: root)), ghost.description),
        ]
        for (bad, message) in cases {
            for base in [nil, try store.headState(of: project)] {
                let error = #expect(throws: StoreError.self) {
                    try store.commit(project, message: "bad", edits: good + [bad], from: base)
                }
                #expect(error?.description.contains(message) == true, "\(String(describing: error))")
                #expect(try store.resolveProject(nil).head == head)
                #expect(try store.state(of: project) == state)
            }
        }
        #expect(try store.history.verify().isOK)
    }
}

import Foundation
import Model
import Testing

@testable import Storage

/// Where a constraint imported from Swift is written (schema 0015) is stored, read back at any
/// revision, kept by snapshots, and recorded in history as the field `sourceLocation`.
@Suite("Source locations in the store")
struct SourceLocationStorageTests {
    @Test("A source location round-trips through a commit, the state tables, replay, snapshots and history")
    func roundTrip() throws {
        let temporary = try TemporaryStore()
        let store = temporary.store
        let (project, root) = try temporary.makeProject()
        let title = View(name: "title", parent: root, kind: .label)
        var top = Constraint.pin(title.id, .top, to: root, constant: 20)
        top.sourceLocation = "LoginViewController.swift:42:13"
        let created = try store.commit(project, message: "import", edits: [.insertView(title), .insertConstraint(top)])
        let moved = try store.commit(
            project, message: "moved", edits: [.updateConstraint(top.id, .sourceLocation, .string("LoginViewController.swift:44:13"))])
        let now = try store.state(of: project)
        #expect(now.constraint(top.id)?.sourceLocation == "LoginViewController.swift:44:13")
        #expect(try store.state(of: project, at: created.id).constraint(top.id)?.sourceLocation == "LoginViewController.swift:42:13", "replayed")
        #expect(try store.state(of: project, at: moved.id) == now)
        let history = try store.history.entries(of: .constraint(top.id), in: project, field: Constraint.Field.sourceLocation.rawValue)
        #expect(history.map(\.change.after) == [.string("LoginViewController.swift:42:13"), .string("LoginViewController.swift:44:13")])
        let decoded = try SnapshotCoding.decode(SnapshotCoding.encode(ProjectState(now)))
        #expect(decoded.constraints[top.id]?.sourceLocation == "LoginViewController.swift:44:13", "snapshots keep it")
        #expect(try store.history.verify().isOK)
    }

    @Test("A constraint not imported from code records no source location: its record, and its revision's id, read as before")
    func absent() throws {
        let view = View(name: "plain")
        let constraint = Constraint.pin(view.id, .width, to: view.id, .height)
        guard case .object(let members) = constraint.fieldValues else {
            Issue.record("not an object")
            return
        }
        #expect(members["sourceLocation"] == nil)
        #expect(try Constraint(id: constraint.id, fieldValues: constraint.fieldValues).sourceLocation == nil)
    }

    @Test("A snapshot from before source locations (LSS6) still reads, without them")
    func previousSnapshotFormat() throws {
        let temporary = try TemporaryStore()
        let (project, root) = try temporary.makeProject()
        let box = View(name: "box", parent: root)
        try temporary.store.commit(project, message: "box", edits: [.insertView(box), .insertConstraint(.pin(box.id, .top, to: root, constant: 8))])
        let state = ProjectState(try temporary.store.state(of: project))
        var bytes = SnapshotCoding.encode(state)
        // LSS6 is LSS8 without a constraint's two trailing optional strings (source location,
        // variations): the one constraint, last in the snapshot, ends with the bytes that say it
        // has neither.
        #expect(Array(bytes.prefix(4)) == Array("LSS8".utf8) && state.constraints.count == 1 && bytes.suffix(2) == [0, 0])
        bytes.replaceSubrange(0..<4, with: Array("LSS6".utf8))
        bytes.removeLast(2)
        let decoded = try SnapshotCoding.decode(bytes)
        #expect(decoded.constraints == state.constraints)
    }
}

import Foundation
import Model
import Testing

@testable import Storage

/// The Interface Builder object id of each imported view, guide and constraint is stored, read
/// back at any revision, and kept in history as the field `documentID` (issue #18).
@Suite("Document ids in the store")
struct DocumentIDStorageTests {
    @Test("Document ids round-trip through a commit, the state tables, replay, snapshots and history")
    func roundTrip() throws {
        let temporary = try TemporaryStore()
        let store = temporary.store
        let (project, root) = try temporary.makeProject()
        let title = View(name: "title", parent: root, kind: .label, documentID: "lbl-aa-111")
        let guide = LayoutGuide(name: "column", owner: root, documentID: "gd1-bb-222")
        var top = Constraint.pin(title.id, .top, to: root, constant: 20)
        top.documentID = "c01-cc-333"
        top.isStandardSpacing = true
        let created = try store.commit(project, message: "import", edits: [.insertView(title), .insertGuide(guide), .insertConstraint(top)])
        let edited = try store.commit(project, message: "new id", edits: [.updateConstraint(top.id, .documentID, .string("c02-dd-444"))])

        let now = try store.state(of: project)
        #expect(now.view(title.id)?.documentID == "lbl-aa-111")
        #expect(now.guide(guide.id)?.documentID == "gd1-bb-222")
        #expect(now.constraint(top.id)?.documentID == "c02-dd-444")
        #expect(now.constraint(top.id)?.isStandardSpacing == true, "standard spacing (schema 0007) is kept too")
        #expect(try store.state(of: project, at: created.id).constraint(top.id)?.documentID == "c01-cc-333", "replayed")
        #expect(try store.state(of: project, at: edited.id) == now)
        let history = try store.history.entries(of: .constraint(top.id), in: project, field: Constraint.Field.documentID.rawValue)
        #expect(history.map(\.change.after) == [.string("c01-cc-333"), .string("c02-dd-444")])

        let decoded = try SnapshotCoding.decode(SnapshotCoding.encode(ProjectState(now)))
        #expect(decoded.views == ProjectState(now).views && decoded.guides == ProjectState(now).guides, "snapshots keep them")
        #expect(decoded.constraints[top.id]?.documentID == "c02-dd-444" && decoded.constraints[top.id]?.isStandardSpacing == true)
        #expect(try store.history.verify().isOK)
    }

    @Test(
        "Without a document id or standard spacing a creation records neither (its revision reads as before), and such a record reads as nil and false"
    )
    func absent() throws {
        let view = View(name: "plain"), guide = LayoutGuide(name: "g", owner: view.id)
        let constraint = Constraint.pin(view.id, .width, to: view.id, .height)
        for members in [view.fieldValues, guide.fieldValues, constraint.fieldValues] {
            guard case .object(let members) = members else { Issue.record("not an object"); continue }
            #expect(members["documentID"] == nil && members["standardSpacing"] == nil)
        }
        #expect(try View(id: view.id, fieldValues: view.fieldValues).documentID == nil)
        var imported = view
        imported.documentID = "abc-de-fgh"
        #expect(try View(id: view.id, fieldValues: imported.fieldValues) == imported)
    }

    @Test("A store from before schema 0006 gains the columns, keeps its history and states, and takes document ids")
    func from0005() throws {
        let temporary = try TemporaryStore()
        let (project, root) = try temporary.makeProject()
        let box = View(name: "box", parent: root)
        try temporary.store.commit(project, message: "box", edits: [.insertView(box), .insertConstraint(.pin(box.id, .top, to: root, constant: 8))])
        let log = try temporary.store.history.log(project)
        let states = try log.map { try temporary.store.state(of: project, at: $0.id) }
        try temporary.rawSQL(
            """
            ALTER TABLE views DROP COLUMN document_id;
            ALTER TABLE guides DROP COLUMN document_id;
            ALTER TABLE constraints DROP COLUMN document_id;
            ALTER TABLE constraints DROP COLUMN standard_spacing;
            DELETE FROM grdb_migrations WHERE identifier IN ('0006_document_ids', '0007_standard_spacing');
            """)
        let reopened = try Store(path: temporary.path)
        #expect(try reopened.history.log(project) == log)
        #expect(try log.map { try reopened.state(of: project, at: $0.id) } == states)
        try reopened.commit(project, message: "id", edits: [.updateView(box.id, .documentID, .string("box-00-001"))])
        #expect(try reopened.state(of: project).view(box.id)?.documentID == "box-00-001")
        #expect(try reopened.history.verify().isOK)
    }
}

/// A root view's design device safe area and a view's alignment insets (schema 0008) are view
/// fields like the others.
@Suite("The device safe area and alignment insets in the store")
struct DeviceSafeAreaStorageTests {
    @Test("A root's device safe area round-trips through a commit, the state tables, replay, snapshots and history; a view without one records none")
    func roundTrip() throws {
        let temporary = try TemporaryStore()
        let store = temporary.store
        let (project, root) = try temporary.makeProject()
        let notch: FieldValue = ["top": .number(44), "left": .number(0), "bottom": .number(34), "right": .number(0)]
        let first = try store.commit(project, message: "device", edits: [.updateView(root, .deviceSafeAreaInsets, notch)])
        let island: FieldValue = ["top": .number(59), "left": .number(0), "bottom": .number(34), "right": .number(0)]
        try store.commit(project, message: "another device", edits: [.updateView(root, .deviceSafeAreaInsets, island)])
        let now = try store.state(of: project)
        #expect(now.view(root)?.deviceSafeAreaInsets == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(try store.state(of: project, at: first.id).view(root)?.deviceSafeAreaInsets == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        let history = try store.history.entries(of: .view(root), in: project, field: View.Field.deviceSafeAreaInsets.rawValue)
        #expect(history.map(\.change.after) == [.null, notch, island], "the creation had none")
        let decoded = try SnapshotCoding.decode(SnapshotCoding.encode(ProjectState(now)))
        #expect(decoded.views == ProjectState(now).views, "snapshots keep it")
        try store.commit(project, message: "none", edits: [.updateView(root, .deviceSafeAreaInsets, .null)])
        #expect(try store.state(of: project).view(root)?.deviceSafeAreaInsets == nil)
        #expect(try store.history.verify().isOK)
        guard case .object(let members) = View(name: "plain").fieldValues else { Issue.record("not an object"); return }
        #expect(members["deviceSafeAreaInsets"] == nil, "a view without one records none, so old revisions read as before")
        #expect(members["alignmentInsets"] == nil, "nor zero alignment insets")
    }

    @Test("Alignment insets round-trip through a creation, an edit, the state tables, replay, snapshots and history")
    func alignmentInsets() throws {
        let temporary = try TemporaryStore()
        let store = temporary.store
        let (project, root) = try temporary.makeProject()
        let toggle = View(name: "toggle", parent: root, kind: .switch, alignmentInsets: EdgeInsets(top: 0, left: 0, bottom: 0, right: 2))
        let created = try store.commit(project, message: "switch", edits: [.insertView(toggle)])
        let wider: FieldValue = ["top": .number(1), "left": .number(2), "bottom": .number(3), "right": .number(4)]
        try store.commit(project, message: "insets", edits: [.updateView(toggle.id, .alignmentInsets, wider)])
        let now = try store.state(of: project)
        #expect(now.view(toggle.id)?.alignmentInsets == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(try store.state(of: project, at: created.id).view(toggle.id)?.alignmentInsets == EdgeInsets(top: 0, left: 0, bottom: 0, right: 2))
        let history = try store.history.entries(of: .view(toggle.id), in: project, field: View.Field.alignmentInsets.rawValue)
        #expect(history.last?.change.after == wider)
        #expect(try SnapshotCoding.decode(SnapshotCoding.encode(ProjectState(now))).views == ProjectState(now).views)
        #expect(try store.history.verify().isOK)
    }
}

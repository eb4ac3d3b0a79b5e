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
        let history = try store.history(of: .constraint(top.id), in: project, field: Constraint.Field.documentID.rawValue)
        #expect(history.map(\.change.after) == [.string("c01-cc-333"), .string("c02-dd-444")])

        let decoded = try SnapshotCoding.decode(SnapshotCoding.encode(ProjectState(now)))
        #expect(decoded.views == ProjectState(now).views && decoded.guides == ProjectState(now).guides, "snapshots keep them")
        #expect(decoded.constraints[top.id]?.documentID == "c02-dd-444" && decoded.constraints[top.id]?.isStandardSpacing == true)
        #expect(try store.verify().isOK)
    }

    @Test("Without a document id or standard spacing a creation records neither (its revision reads as before), and such a record reads as nil and false")
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
        let log = try temporary.store.log(project)
        let states = try log.map { try temporary.store.state(of: project, at: $0.id) }
        try temporary.rawSQL("""
            ALTER TABLE views DROP COLUMN document_id;
            ALTER TABLE guides DROP COLUMN document_id;
            ALTER TABLE constraints DROP COLUMN document_id;
            ALTER TABLE constraints DROP COLUMN standard_spacing;
            DELETE FROM grdb_migrations WHERE identifier IN ('0006_document_ids', '0007_standard_spacing');
            """)
        let reopened = try Store(path: temporary.path)
        #expect(try reopened.log(project) == log)
        #expect(try log.map { try reopened.state(of: project, at: $0.id) } == states)
        try reopened.commit(project, message: "id", edits: [.updateView(box.id, .documentID, .string("box-00-001"))])
        #expect(try reopened.state(of: project).view(box.id)?.documentID == "box-00-001")
        #expect(try reopened.verify().isOK)
    }
}

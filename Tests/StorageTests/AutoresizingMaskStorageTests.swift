import GRDB
import Model
import Testing

@testable import Storage

/// A view's autoresizing mask (schema 0010) is a view field like the others.
@Suite("Autoresizing masks in the store")
struct AutoresizingMaskStorageTests {
    @Test("a mask round-trips through a creation, edits, the state tables, replay, snapshots and history; nil records nothing")
    func roundTrip() throws {
        let temporary = try TemporaryStore()
        let store = temporary.store
        let (project, root) = try temporary.makeProject()
        let banner = View(
            name: "banner", parent: root, frame: Rect(x: 20, y: 400, width: 280, height: 60), autoresizingMask: [.flexibleWidth, .flexibleTopMargin])
        let created = try store.commit(project, message: "banner", edits: [.insertView(banner)])
        let fixed = try store.commit(project, message: "fixed", edits: [.updateView(banner.id, .autoresizingMask, .string("none"))])
        try store.commit(project, message: "constraints place it", edits: [.updateView(banner.id, .autoresizingMask, .null)])

        #expect(try store.state(of: project).view(banner.id)?.autoresizingMask == nil)
        #expect(try store.state(of: project, at: created.id).view(banner.id)?.autoresizingMask == [.flexibleWidth, .flexibleTopMargin])
        #expect(try store.state(of: project, at: fixed.id).view(banner.id)?.autoresizingMask == .notSizable)
        let history = try store.history.entries(of: .view(banner.id), in: project, field: View.Field.autoresizingMask.rawValue)
        #expect(history.map(\.change.after) == [.string("flexibleWidth,flexibleTopMargin"), .string("none"), .null])
        #expect(try store.history.verify().isOK)

        let masked = try store.state(of: project, at: created.id)
        #expect(try SnapshotCoding.decode(SnapshotCoding.encode(ProjectState(masked))).views == ProjectState(masked).views, "snapshots keep it")
        guard case .object(let members) = View(name: "plain").fieldValues else { Issue.record("not an object"); return }
        #expect(members["autoresizingMask"] == nil, "a view that translates no mask records none, so old revisions read as before")
    }

    @Test("the state tables keep it: a reopened store reads the mask from its column")
    func column() throws {
        let temporary = try TemporaryStore()
        let (project, root) = try temporary.makeProject()
        let badge = View(name: "badge", parent: root, autoresizingMask: [.flexibleLeftMargin, .flexibleBottomMargin])
        try temporary.store.commit(project, message: "badge", edits: [.insertView(badge)])
        let column = try DatabaseQueue(path: temporary.path).read { db in
            try String.fetchOne(db, sql: "SELECT autoresizing_mask FROM views WHERE id = ?", arguments: [badge.id.text])
        }
        #expect(column == "flexibleLeftMargin,flexibleBottomMargin")
        let reopened = try Store(path: temporary.path)
        #expect(try reopened.state(of: project).view(badge.id)?.autoresizingMask == [.flexibleLeftMargin, .flexibleBottomMargin])
    }

    @Test("a mask naming no part is refused with the word it does not know, and the store is left as it was")
    func invalid() throws {
        let temporary = try TemporaryStore()
        let store = temporary.store
        let (project, root) = try temporary.makeProject()
        let before = try store.state(of: project)
        #expect {
            try store.commit(project, message: "bad", edits: [.updateView(root, .autoresizingMask, .string("flexibleWidth,wobbly"))])
        } throws: { error in
            "\(error)".contains("flexibleWidth,wobbly")
        }
        #expect(try store.state(of: project) == before)
    }
}

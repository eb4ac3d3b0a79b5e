import Foundation
import Model
import Testing

@testable import Storage

/// Size-class variations (schema 0016) are stored, read back at any revision, kept by
/// snapshots, and recorded in history as a field per class (`variation.hC`).
@Suite("Size-class variations in the store")
struct SizeClassStorageTests {
    static let compactHeight = SizeClass(height: .compact)
    static let regularWidth = SizeClass(width: .regular)

    @Test("a constant changed in compact height is its own field change: history, diff and blame name variation.hC")
    func historyPerClass() throws {
        let temporary = try TemporaryStore()
        let store = temporary.store
        let (project, root) = try temporary.makeProject()
        let title = View(name: "title", parent: root, kind: .label)
        var top = Constraint.pin(title.id, .top, to: root, constant: 20)
        top.variations = [Self.compactHeight: ConstraintVariation(constant: 8)]
        let created = try store.commit(project, message: "import", edits: [.insertView(title), .insertConstraint(top)])
        let field = Constraint.Field.variation(Self.compactHeight)
        #expect(field.rawValue == "variation.hC")
        let changed = try store.commit(
            project, message: "tighter in landscape", edits: [.updateConstraint(top.id, field, ["constant": 4, "priority": 750])])
        let history = try store.history.entries(of: .constraint(top.id), in: project, field: field.rawValue)
        #expect(history.map(\.change.after) == [["constant": 8], ["constant": 4, "priority": 750]])
        let diff = try store.history.diff(project, from: created.id, to: changed.id)
        #expect(diff.map(\.fieldName) == ["variation.hC"], "the base constant is untouched")
        #expect(diff.first?.before == ["constant": 8])
        let blame = try store.history.blame(top.id, in: project)
        #expect(blame.first { $0.field == field }?.revision == changed.id)
        #expect(blame.first { $0.field == .constant }?.revision == created.id)
        let now = try store.state(of: project)
        #expect(now.constraint(top.id)?.variations[Self.compactHeight] == ConstraintVariation(constant: 4, priority: 750))
        #expect(try store.state(of: project, at: created.id).constraint(top.id)?.variations[Self.compactHeight]?.constant == 8, "replayed")
        #expect(try Store(path: temporary.path).state(of: project) == now, "the state tables of a reopened store")
        let decoded = try SnapshotCoding.decode(SnapshotCoding.encode(ProjectState(now)))
        #expect(decoded.constraints[top.id] == now.constraint(top.id), "snapshots keep it")
        #expect(try store.history.verify().isOK)
    }

    @Test("a view installed for regular width only: its variation.any and variation.wR fields, and a bad value refused with the store unchanged")
    func viewInstallation() throws {
        let temporary = try TemporaryStore()
        let store = temporary.store
        let (project, root) = try temporary.makeProject()
        var sidebar = View(name: "sidebar", parent: root)
        sidebar.variations = [.any: ViewVariation(isInstalled: false), Self.regularWidth: ViewVariation(isInstalled: true)]
        try store.commit(project, message: "sidebar", edits: [.insertView(sidebar)])
        #expect(try store.state(of: project).view(sidebar.id)?.variations == sidebar.variations)
        let before = try temporary.fileBytes()
        #expect(throws: StoreError.self) {
            try store.commit(project, message: "bad", edits: [.updateView(sidebar.id, .variation(Self.regularWidth), ["colour": "red"])])
        }
        #expect(try store.state(of: project).view(sidebar.id)?.variations == sidebar.variations)
        #expect(try temporary.fileBytes() == before)
        // Text as `--set` takes it reads back as the value.
        let text = try #require(FieldText.variation.describe(["installed": false, "spacing": 15], { _ in nil }))
        #expect(text == "installed=no,spacing=15")
        #expect(try FieldText.variation.value(of: text, field: "variation.hC", itemNamed: { _ in nil }) == ["installed": false, "spacing": 15])
    }

    @Test("a constraint that does not vary records no variation fields, so its record and its revision's id read as before")
    func absentWhenNone() throws {
        let view = View(name: "plain")
        let constraint = Constraint.pin(view.id, .width, to: view.id, .height)
        guard case .object(let members) = constraint.fieldValues else {
            Issue.record("not an object")
            return
        }
        #expect(!members.keys.contains { $0.hasPrefix("variation.") })
        guard case .object(let viewMembers) = view.fieldValues else {
            Issue.record("not an object")
            return
        }
        #expect(!viewMembers.keys.contains { $0.hasPrefix("variation.") })
        var varied = constraint
        varied.variations = [Self.regularWidth: ConstraintVariation(isInstalled: false)]
        #expect(try Constraint(id: varied.id, fieldValues: varied.fieldValues) == varied)
    }

    @Test("A snapshot from before variations (LSS7) still reads, without them")
    func previousSnapshotFormat() throws {
        let temporary = try TemporaryStore()
        let (project, root) = try temporary.makeProject()
        let box = View(name: "box", parent: root)
        try temporary.store.commit(project, message: "box", edits: [.insertView(box), .insertConstraint(.pin(box.id, .top, to: root, constant: 8))])
        let state = ProjectState(try temporary.store.state(of: project))
        var bytes = SnapshotCoding.encode(state)
        #expect(Array(bytes.prefix(4)) == Array("LSS8".utf8) && state.constraints.count == 1 && bytes.last == 0)
        bytes.replaceSubrange(0..<4, with: Array("LSS7".utf8))
        bytes.removeLast()
        #expect(try SnapshotCoding.decode(bytes).constraints == state.constraints)
    }
}

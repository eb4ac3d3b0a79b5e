import Foundation
import Model
import Testing

@testable import Storage

/// An NSStackView's gravity areas (``StackView/gravities``) are stored with its other stack
/// fields, one field change per edit, and a stack without them records as it did before them
/// (issue #19).
@Suite("NSStackView gravity areas in the store")
struct StackGravityStorageTests {
    /// A horizontal gravity-area stack `bar` under `root` arranging `help` then `ok`, with the
    /// gravities `gravities(ok, help)` gives.
    static func bar(in root: ItemID, gravities: (ItemID, ItemID) -> [ItemID: StackView.Gravity]) -> (stack: View, ok: View, help: View) {
        let stackID = ItemID()
        let ok = View(name: "ok", parent: stackID, index: 0), help = View(name: "help", parent: stackID, index: 1)
        let stack = View(
            id: stackID, name: "bar", parent: root, kind: .stackView,
            stack: StackView(
                axis: .horizontal, distribution: .gravityAreas, hugging: AxisPriorities(horizontal: 250, vertical: 250),
                gravities: gravities(ok.id, help.id), arrangedSubviews: [help.id, ok.id]))
        return (stack, ok, help)
    }

    @Test("Gravity areas round-trip through a commit, the state tables, history and diff; a change is one field change")
    func roundTrip() throws {
        let temporary = try TemporaryStore()
        let store = temporary.store
        let (project, root) = try temporary.makeProject()
        let (stack, ok, help) = Self.bar(in: root, gravities: { ok, _ in [ok: .trailing] })
        let created = try store.commit(project, message: "add a bar", edits: [.insertView(stack), .insertView(ok), .insertView(help)])
        let stored = try #require(try store.state(of: project).view(stack.id)?.stack)
        #expect(stored.distribution == .gravityAreas)
        #expect(stored.gravity(of: ok.id) == .trailing && stored.gravity(of: help.id) == .leading)
        let edited = try store.commit(
            project, message: "centre help",
            edits: [
                .updateView(stack.id, .stackGravities, [ok.id.text: .string("trailing"), help.id.text: .string("center")])
            ])
        #expect(try store.state(of: project).view(stack.id)?.stack?.gravity(of: help.id) == .center)
        #expect(try store.state(of: project, at: created.id).view(stack.id)?.stack?.gravity(of: help.id) == .leading)
        let changes = try store.history.diff(project, from: created.id, to: edited.id)
        #expect(changes.map(\.field) == [View.Field.stackGravities.rawValue], "one field changed")
        let history = try store.history.entries(of: .view(stack.id), in: project, field: View.Field.stackGravities.rawValue)
        #expect(history.count == 2, "made, then edited")
        #expect(try store.history.verify().isOK)
    }

    @Test("A gravity that is not an area is refused with the areas it may be")
    func badGravity() throws {
        var view = View(name: "bar", kind: .stackView, stack: StackView(axis: .horizontal, distribution: .gravityAreas))
        #expect(throws: StoreError.self) { try view.setValue([ItemID().text: .string("middle")], for: .stackGravities) }
        do {
            try view.setValue([ItemID().text: .string("middle")], for: .stackGravities)
        } catch {
            #expect("\(error)".contains("leading, center, trailing"))
        }
    }

    @Test("A stack with every view in the leading area, and any other view, records no gravities, so their records read as before")
    func recordsUnchangedWithoutGravities() throws {
        let plainStack = View(name: "row", kind: .stackView, stack: StackView(axis: .vertical, distribution: .gravityAreas))
        guard case .object(let members) = plainStack.fieldValues, case .object(let stackMembers)? = plainStack.stackFieldValues else {
            Issue.record("not objects")
            return
        }
        #expect(members[View.Field.stackGravities.rawValue] == nil && stackMembers[View.Field.stackGravities.rawValue] == nil)
        #expect(View(name: "plain").value(of: .stackGravities) == .null)
        let arranged = ItemID()
        let withGravity = View(
            name: "row", kind: .stackView,
            stack: StackView(axis: .vertical, distribution: .gravityAreas, gravities: [arranged: .center], arrangedSubviews: [arranged]))
        #expect(try View(id: withGravity.id, fieldValues: withGravity.fieldValues) == withGravity)
        var restored = View(id: withGravity.id, name: "row")
        try restored.setStackFieldValues(try #require(withGravity.stackFieldValues))
        #expect(restored.stack == withGravity.stack)
    }

    @Test("Removing an arranged view takes its gravity with it, so history names no removed view")
    func removalTakesGravity() throws {
        let temporary = try TemporaryStore()
        let store = temporary.store
        let (project, root) = try temporary.makeProject()
        let (stack, ok, help) = Self.bar(in: root, gravities: { ok, help in [ok: .trailing, help: .center] })
        try store.commit(project, message: "add a bar", edits: [.insertView(stack), .insertView(ok), .insertView(help)])
        try store.commit(project, message: "remove ok", edits: try store.state(of: project).removal(of: ok.id).edits)
        let after = try #require(try store.state(of: project).view(stack.id)?.stack)
        #expect(after.arrangedSubviews == [help.id] && after.gravities == [help.id: .center])
        #expect(try store.history.verify().isOK)
    }
}

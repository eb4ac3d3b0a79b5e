import Foundation
import Model
import Testing

@testable import Storage

/// A stack view's fields are stored, read back at any revision (from the tables and from
/// snapshots), and kept in history field by field (issue #19).
@Suite("Stack views in the store")
struct StackViewStorageTests {
    @Test("A stack's fields round-trip through a commit, the state tables, replay and history")
    func roundTrip() throws {
        let temporary = try TemporaryStore()
        let store = temporary.store
        let (project, root) = try temporary.makeProject()
        let a = View(name: "a", parent: root, kind: .label), b = View(name: "b", parent: root, kind: .label)
        let stack = View(
            name: "row", parent: root, kind: .stackView,
            stack: StackView(
                axis: .vertical, distribution: .equalSpacing, alignment: .center, spacing: .standard, customSpacing: [a.id: 12],
                isBaselineRelativeArrangement: true, isLayoutMarginsRelativeArrangement: true, arrangedSubviews: [b.id, a.id]))
        let created = try store.commit(project, message: "add a stack", edits: [.insertView(stack), .insertView(a), .insertView(b)])
        try store.commit(
            project, message: "move a and b into it",
            edits: [
                .updateView(a.id, .parent, .string(stack.id.text)), .updateView(b.id, .parent, .string(stack.id.text)),
            ])
        let edited = try store.commit(project, message: "spacing 4", edits: [.updateView(stack.id, .stackSpacing, .number(4))])

        let now = try #require(try store.state(of: project).view(stack.id))
        #expect(now.stack?.spacing == .points(4))
        #expect(now.stack?.arrangedSubviews == [b.id, a.id] && now.stack?.customSpacing == [a.id: 12])
        #expect(now.stack?.axis == .vertical && now.stack?.alignment == .center && now.stack?.distribution == .equalSpacing)
        #expect(now.stack?.isBaselineRelativeArrangement == true && now.stack?.isLayoutMarginsRelativeArrangement == true)
        #expect(try store.state(of: project, at: created.id).view(stack.id)?.stack?.spacing == .standard)
        #expect(try store.state(of: project, at: edited.id) == store.state(of: project))

        let history = try store.history.entries(of: .view(stack.id), in: project, field: View.Field.stackSpacing.rawValue)
        #expect(history.map(\.change.after) == [.string("standard"), .number(4)], "made standard, then set to 4")
        #expect(try store.history.verify().isOK)
    }

    @Test("A view that is not a stack records its stack fields as null, and a revision from before stack views still reads")
    func plainViews() throws {
        let view = View(name: "plain")
        for field in View.Field.stackFields { #expect(view.value(of: field) == .null) }
        var fields = view.fieldValues
        if case .object(var members) = fields {
            for field in View.Field.stackFields { members[field.rawValue] = nil }
            fields = .object(members)
        }
        #expect(try View(id: view.id, fieldValues: fields) == view)
    }

    @Test("Removing a view takes its subviews, their guides and constraints, and its place in the stacks that arrange it, in one commit")
    func removal() throws {
        let temporary = try TemporaryStore()
        let store = temporary.store
        let (project, root) = try temporary.makeProject()
        let stackID = ItemID()
        let card = View(name: "card", parent: stackID), other = View(name: "other", parent: stackID)
        let icon = View(name: "icon", parent: card.id)
        let stack = View(
            id: stackID, name: "row", parent: root, kind: .stackView,
            stack: StackView(axis: .horizontal, customSpacing: [card.id: 4], arrangedSubviews: [card.id, other.id]))
        let guide = LayoutGuide(name: "spacer", owner: icon.id)
        let pin = Constraint(equation: Equation(Anchor(icon.id, .leading), .equal, Anchor(root, .leading), constant: 8))
        try store.commit(
            project, message: "make",
            edits: [
                .insertView(stack), .insertView(card), .insertView(other), .insertView(icon), .insertGuide(guide), .insertConstraint(pin),
            ])
        let state = try store.state(of: project)
        let removal = state.removal(of: card.id)
        #expect(removal.views.map(\.name) == ["card", "icon"] && removal.guides.map(\.name) == ["spacer"])
        #expect(removal.constraints.map(\.id) == [pin.id] && removal.count == 4)
        #expect(removal.dependents(in: state) == "1 constraint (icon.leading == root.leading + 8), subviews icon, guides spacer")
        try store.commit(project, message: "remove card", edits: removal.edits)
        let after = try store.state(of: project)
        #expect(Set(after.views.map(\.name)) == ["root", "row", "other"] && after.guides.isEmpty && after.constraints.isEmpty)
        #expect(after.view(stackID)?.stack?.arrangedSubviews == [other.id] && after.view(stackID)?.stack?.customSpacing.isEmpty == true)
        #expect(try store.history.verify().isOK)
    }
}

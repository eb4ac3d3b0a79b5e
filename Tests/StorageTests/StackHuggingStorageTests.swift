import Foundation
import Model
import Testing

@testable import Storage

/// An NSStackView's hugging priorities (``StackView/hugging``) are stored with its other stack
/// fields, and a UIKit stack view's records read as they did before them (issue #19).
@Suite("NSStackView hugging in the store")
struct StackHuggingStorageTests {
    @Test("An NSStackView's hugging round-trips through a commit, the state tables and history; editing it is one field change")
    func roundTrip() throws {
        let temporary = try TemporaryStore()
        let store = temporary.store
        let (project, root) = try temporary.makeProject()
        let stack = View(
            name: "row", parent: root, kind: .stackView,
            stack: StackView(
                axis: .horizontal, distribution: .equalCentering, hugging: AxisPriorities(horizontal: Priority(249.99998), vertical: 250)))
        let created = try store.commit(project, message: "add an NSStackView", edits: [.insertView(stack)])
        #expect(try store.state(of: project).view(stack.id)?.stack?.hugging == AxisPriorities(horizontal: Priority(249.99998), vertical: 250))
        try store.commit(
            project, message: "hug tighter",
            edits: [
                .updateView(stack.id, .stackHugging, ["horizontal": .number(750), "vertical": .number(250)])
            ])
        #expect(try store.state(of: project).view(stack.id)?.stack?.hugging == AxisPriorities(horizontal: 750, vertical: 250))
        #expect(try store.state(of: project, at: created.id).view(stack.id)?.stack?.hugging?.horizontal == Priority(249.99998))
        let history = try store.history.entries(of: .view(stack.id), in: project, field: View.Field.stackHugging.rawValue)
        #expect(history.count == 2, "made, then edited")
        #expect(try store.history.verify().isOK)
    }

    @Test("A UIKit stack view and any other view record no hugging, so their records read as before")
    func uiKitStacksUnchanged() throws {
        let uiKit = View(name: "row", kind: .stackView, stack: StackView(axis: .vertical))
        guard case .object(let members) = uiKit.fieldValues, case .object(let stackMembers)? = uiKit.stackFieldValues else {
            Issue.record("not objects")
            return
        }
        #expect(members[View.Field.stackHugging.rawValue] == nil && stackMembers[View.Field.stackHugging.rawValue] == nil)
        #expect(try View(id: uiKit.id, fieldValues: uiKit.fieldValues) == uiKit)
        let appKit = View(name: "row", kind: .stackView, stack: StackView(axis: .vertical, hugging: AxisPriorities(horizontal: 250, vertical: 250)))
        #expect(try View(id: appKit.id, fieldValues: appKit.fieldValues) == appKit)
        var restored = View(id: appKit.id, name: "row")
        try restored.setStackFieldValues(try #require(appKit.stackFieldValues))
        #expect(restored.stack == appKit.stack)
        #expect(View(name: "plain").value(of: .stackHugging) == .null)
    }
}

import Testing

@testable import Model

/// UIStackView's insertArrangedSubview(_:at:) and removeArrangedSubview(_:), as the library
/// applies them for every front end.
@Suite("Arranging views in a stack view")
struct StackArrangementTests {
    let project: Project
    let buttons: View
    let ok: View
    let cancel: View
    let help: View

    init() {
        let root = View(name: "root")
        var stack = View(name: "buttons", parent: root.id, kind: .stackView)
        ok = View(name: "ok", parent: stack.id, kind: .button)
        cancel = View(name: "cancel", parent: stack.id, index: 1, kind: .button)
        stack.stack = StackView(axis: .horizontal, arrangedSubviews: [ok.id, cancel.id])
        help = View(name: "help", parent: root.id, index: 1, kind: .button)
        buttons = stack
        project = Project(name: "Dialog", views: [root, stack, ok, cancel, help])
    }

    @Test("a view from elsewhere is arranged where asked and becomes the stack's last subview; by default it goes last")
    func arrangeFromOutside() throws {
        let first = try project.arranging(help, in: buttons, at: 0)
        #expect(first.stackView.stack?.arrangedSubviews == [help.id, ok.id, cancel.id])
        #expect(first.position == 0)
        #expect(first.movedIntoStack.map(\.parent) == [buttons.id])
        #expect(first.movedIntoStack.map(\.index) == [2])
        let last = try project.arranging(help, in: buttons)
        #expect(last.stackView.stack?.arrangedSubviews == [ok.id, cancel.id, help.id])
    }

    @Test("an arranged view moves within the arrangement and stays where it is in the tree")
    func rearrange() throws {
        let moved = try project.arranging(cancel, in: buttons, at: 0)
        #expect(moved.stackView.stack?.arrangedSubviews == [cancel.id, ok.id])
        #expect(moved.movedIntoStack.isEmpty)
    }

    @Test("what cannot be done says why: the stack in itself, a root view, a gravity without gravity areas, a change that changes nothing")
    func refused() {
        let root = project.rootViews[0]
        #expect(throws: ModelError.stackArrangement("'buttons' cannot be arranged in 'buttons'")) { try project.arranging(buttons, in: buttons) }
        #expect(throws: ModelError.stackArrangement("'root' cannot be arranged in 'buttons'")) { try project.arranging(root, in: buttons) }
        #expect(throws: ModelError.noGravityAreas(stack: "buttons", distribution: "fill")) {
            try project.arranging(help, in: buttons, gravity: .center)
        }
        #expect(throws: ModelError.stackArrangement("'cancel' is already arranged at 1 in 'buttons'")) {
            try project.arranging(cancel, in: buttons, at: 1)
        }
        #expect(throws: ModelError.notAStackView("help")) { try project.stackView(named: "help") }
    }

    @Test("removing an arranged view keeps it a subview and forgets its custom spacing")
    func removeArranged() throws {
        var spaced = buttons
        spaced.stack?.customSpacing[ok.id] = 12
        let updated = try project.removingArranged(ok, from: spaced)
        #expect(updated.stack?.arrangedSubviews == [cancel.id])
        #expect(updated.stack?.customSpacing.isEmpty == true)
        #expect(throws: ModelError.stackArrangement("'buttons' does not arrange 'help'")) { try project.removingArranged(help, from: buttons) }
    }
}

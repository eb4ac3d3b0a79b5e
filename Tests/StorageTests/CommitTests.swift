import Foundation
import Model
import Testing

@testable import Storage

@Suite("Committing edits")
struct CommitTests {
    @Test("each commit is one revision on the head, with field-level changes and the whole entity on creation")
    func editsMakeOneRevision() throws {
        let temporary = try TemporaryStore()
        let store = temporary.store
        let (project, root) = try temporary.makeProject()
        let head = try store.resolveProject(nil).head
        let title = View(name: "title", parent: root, kind: .label, frame: Rect(x: 16, y: 40, width: 200, height: 21))
        let top = Constraint.pin(title.id, .top, to: root, constant: 40, identifier: "titleTop")
        let added = try store.commit(project, message: "add title", author: "ana", edits: [.insertView(title), .insertConstraint(top)])
        #expect(added.parents == [head])
        #expect(
            added.changes == [
                Change(entity: .view(title.id), field: nil, before: nil, after: title.fieldValues),
                Change(entity: .constraint(top.id), field: nil, before: nil, after: top.fieldValues),
            ])
        let edited = try store.commit(
            project, message: "more room", author: "ben",
            edits: [
                .updateConstraint(top.id, .constant, 48), .updateConstraint(top.id, .priority, 750),
            ])
        #expect(edited.parents == [added.id])
        #expect(
            edited.changes == [
                Change(entity: .constraint(top.id), field: "constant", before: 40, after: 48),
                Change(entity: .constraint(top.id), field: "priority", before: 1000, after: 750),
            ])
        let state = try store.state(of: project)
        let stored = try #require(state.constraint(top.id))
        #expect(stored.equation.constant == 48)
        #expect(stored.priority == 750)
        #expect(state.view(title.id) == title)
        #expect(try store.resolveProject(nil).head == edited.id)
        #expect(try store.revision(edited.id) == edited)
    }

    @Test("the author defaults to $LAYOUTSTORE_AUTHOR, else the user name, else the account's name")
    func defaultAuthor() throws {
        let environment = ProcessInfo.processInfo.environment
        let account = getpwuid(getuid()).flatMap { $0.pointee.pw_name }.map { String(cString: $0) }
        let expected =
            [environment["LAYOUTSTORE_AUTHOR"], environment["USER"], environment["LOGNAME"], account]
            .compactMap { $0 }.first { !$0.isEmpty } ?? "unknown"
        let temporary = try TemporaryStore()
        let revision = try temporary.store.createProject(name: "P", rootSize: (10, 10), message: "m")
        #expect(revision.author == expected)
    }

    @Test("the transform form diffs the edited Model value and commits only what changed")
    func transform() throws {
        let temporary = try TemporaryStore()
        let store = temporary.store
        let (project, root) = try temporary.makeProject()
        let button = View(name: "button", parent: root, kind: .button)
        try store.commit(project, message: "add", edits: [.insertView(button), .insertConstraint(.pin(button.id, .leading, to: root))])
        let revision = try store.commit(project, message: "move") { layout in
            layout.constraints[0].equation.constant = 20
            layout.constraints[0].identifier = "gap"
            layout.views[layout.views.firstIndex { $0.name == "button" }!].isHidden = true
        }
        #expect(Set(revision.changes.compactMap(\.field)) == ["constant", "identifier", "isHidden"])
        #expect(try store.state(of: project).constraints[0].identifier == "gap")
        #expect(throws: StoreError.nothingToCommit(project: "Login")) {
            try store.commit(project, message: "nothing") { _ in }
        }
        #expect(throws: StoreError.nothingToCommit(project: "Login")) {
            try store.commit(project, message: "same", edits: [.updateView(button.id, .isHidden, true)])
        }
        #expect(try store.history.log(project).count == 3)
    }

    @Test("deleting a view with its constraints in one edit list (what --cascade does)")
    func cascade() throws {
        let temporary = try TemporaryStore()
        let store = temporary.store
        let (project, root) = try temporary.makeProject()
        let logo = View(name: "logo", parent: root)
        let pin = Constraint.pin(logo.id, .top, to: root)
        try store.commit(project, message: "add", edits: [.insertView(logo), .insertConstraint(pin)])
        let revision = try store.commit(project, message: "remove logo", edits: [.deleteConstraint(pin.id), .deleteView(logo.id)])
        #expect(revision.changes.map(\.isDeletion) == [true, true])
        #expect(revision.changes[1].before == logo.fieldValues)
        let state = try store.state(of: project)
        #expect(state.views.map(\.name) == ["root"])
        #expect(state.constraints.isEmpty)
    }
}

@Suite("Validation leaves the store untouched")
struct ValidationTests {
    /// Runs a failing commit and checks the store did not change: same head, same state.
    func expectRefused(
        _ temporary: TemporaryStore, _ project: ProjectID, _ edits: [Edit], containing text: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let head = try temporary.store.resolveProject(nil).head
        let state = try temporary.store.state(of: project)
        let error = #expect(throws: StoreError.self, sourceLocation: sourceLocation) {
            try temporary.store.commit(project, message: "bad", edits: edits)
        }
        #expect(error?.description.contains(text) == true, "\(String(describing: error))", sourceLocation: sourceLocation)
        #expect(try temporary.store.resolveProject(nil).head == head, sourceLocation: sourceLocation)
        #expect(try temporary.store.state(of: project) == state, sourceLocation: sourceLocation)
        #expect(try temporary.store.history.verify().isOK, sourceLocation: sourceLocation)
    }

    func fixture() throws -> (TemporaryStore, ProjectID, root: ItemID, label: View, guide: LayoutGuide) {
        let temporary = try TemporaryStore()
        let (project, root) = try temporary.makeProject()
        let label = View(name: "label", parent: root, kind: .label)
        let guide = LayoutGuide(name: "spacer", owner: root)
        try temporary.store.commit(
            project, message: "setup",
            edits: [
                .insertView(label), .insertGuide(guide), .insertConstraint(.pin(label.id, .leading, to: guide.id, .trailing, identifier: "gap")),
            ])
        return (temporary, project, root, label, guide)
    }

    @Test("an unknown item id")
    func unknownItem() throws {
        let (temporary, project, root, _, _) = try fixture()
        let ghost = ItemID()
        try expectRefused(temporary, project, [.insertConstraint(.pin(ghost, .top, to: root))], containing: ghost.description)
        try expectRefused(temporary, project, [.updateView(ghost, .isHidden, true)], containing: "no view or guide with id")
    }

    @Test("a constraint whose id is taken, in the same commit or before it")
    func duplicateConstraintID() throws {
        let (temporary, project, root, label, _) = try fixture()
        let gap = try #require(try temporary.store.state(of: project).constraints.first)
        var again = Constraint.pin(label.id, .top, to: root, constant: 8)
        again.id = gap.id
        try expectRefused(temporary, project, [.insertConstraint(again)], containing: "with id \(gap.id) already exists")
        let top = Constraint.pin(label.id, .top, to: root, constant: 8)
        var twice = Constraint.pin(label.id, .bottom, to: root, constant: 8)
        twice.id = top.id
        try expectRefused(temporary, project, [.insertConstraint(top), .insertConstraint(twice)], containing: "with id \(top.id) already exists")
    }

    @Test("edits that rename, delete and add items, then refer to them, in one commit")
    func itemsChangedThenReferredTo() throws {
        let (temporary, project, root, label, _) = try fixture()
        // The constraint's error names the view as the commit's earlier edit renamed it.
        let mixed = Constraint(equation: Equation(Anchor(label.id, .width), .equal, Anchor(root, .leading)))
        try expectRefused(
            temporary, project,
            [.insertConstraint(.pin(label.id, .top, to: root)), .updateView(label.id, .name, "caption"), .insertConstraint(mixed)],
            containing: "'caption.width == root.leading'")
        // A view deleted by an earlier edit (after another referred to it) is gone for the later ones.
        let loose = View(name: "loose", parent: root)
        try temporary.store.commit(project, message: "loose", edits: [.insertView(loose)])
        let first = Constraint.pin(loose.id, .top, to: root)
        try expectRefused(
            temporary, project,
            [.insertConstraint(first), .deleteConstraint(first.id), .deleteView(loose.id), .insertConstraint(.pin(loose.id, .leading, to: root))],
            containing: "no view or guide with id \(loose.id)")
        // One added by an earlier edit can be referred to.
        let badge = View(name: "badge", parent: root)
        let revision = try temporary.store.commit(
            project, message: "badge", edits: [.insertView(badge), .insertConstraint(.pin(badge.id, .top, to: root, constant: 4))])
        #expect(revision.changes.count == 2)
    }

    @Test("a duplicate name, views and guides sharing one namespace")
    func duplicateName() throws {
        let (temporary, project, root, label, _) = try fixture()
        try expectRefused(
            temporary, project, [.insertView(View(name: "spacer", parent: root))], containing: "already has a view or guide named 'spacer'")
        try expectRefused(temporary, project, [.insertGuide(LayoutGuide(name: "label", owner: root))], containing: "named 'label'")
        try expectRefused(temporary, project, [.updateView(label.id, .name, "root")], containing: "named 'root'")
    }

    @Test("a constraint that breaks Auto Layout's rules, named through the Model's message")
    func ruleViolation() throws {
        let (temporary, project, root, label, _) = try fixture()
        let mixed = Constraint(equation: Equation(Anchor(label.id, .width), .equal, Anchor(root, .leading)))
        try expectRefused(temporary, project, [.insertConstraint(mixed)], containing: "constraint 'label.width == root.leading' is not valid")
        let gap = try #require(try temporary.store.state(of: project).constraints.first)
        try expectRefused(temporary, project, [.updateConstraint(gap.id, .priority, 0)], containing: "the priority must be from 1 to 1000")
        try expectRefused(temporary, project, [.updateConstraint(gap.id, .multiplier, 0)], containing: "'gap'")
    }

    @Test("a built-in guide of a custom guide")
    func guideOnGuide() throws {
        let (temporary, project, root, _, guide) = try fixture()
        let constraint = Constraint(equation: Equation(Anchor(guide.id, .top, guide: .margins), .equal, Anchor(root, .top)))
        try expectRefused(temporary, project, [.insertConstraint(constraint)], containing: "'spacer' is a layout guide")
    }

    @Test("deleting an item that constraints, subviews or guides refer to")
    func deleteReferenced() throws {
        let (temporary, project, root, label, guide) = try fixture()
        try expectRefused(temporary, project, [.deleteView(label.id)], containing: "constraint 'gap' still refer")
        try expectRefused(temporary, project, [.deleteGuide(guide.id)], containing: "constraint 'gap'")
        try expectRefused(temporary, project, [.deleteView(root)], containing: "subview 'label'")
        try expectRefused(temporary, project, [.deleteView(root)], containing: "guide 'spacer'")
    }

    @Test("a parent cycle")
    func parentCycle() throws {
        let (temporary, project, root, label, _) = try fixture()
        let inner = View(name: "inner", parent: label.id)
        try temporary.store.commit(project, message: "nest", edits: [.insertView(inner)])
        try expectRefused(temporary, project, [.updateView(label.id, .parent, .string(inner.id.description))], containing: "one of its subviews")
        try expectRefused(
            temporary, project, [.updateView(root, .parent, .string(root.description))], containing: "cannot make 'root' the parent of 'root'")
    }

    @Test("a guide owner or parent that is not a view")
    func ownerNotAView() throws {
        let (temporary, project, _, label, guide) = try fixture()
        try expectRefused(
            temporary, project, [.insertGuide(LayoutGuide(name: "g2", owner: guide.id))], containing: "'spacer' cannot be the owner of guide 'g2'")
        try expectRefused(temporary, project, [.updateView(label.id, .parent, .string(guide.id.description))], containing: "only views can")
    }

    @Test("a value of the wrong shape, and a later edit failing after earlier ones succeeded")
    func wrongShapeAndPartialFailure() throws {
        let (temporary, project, root, label, _) = try fixture()
        try expectRefused(temporary, project, [.updateView(label.id, .frame, "wide")], containing: "expected an object")
        try expectRefused(temporary, project, [.updateView(label.id, .kind, "widget")], containing: "'widget' is not one of")
        try expectRefused(temporary, project, [.updateView(label.id, .index, .number(.nan))], containing: "expected a whole number")
        try expectRefused(
            temporary, project, [.updateView(label.id, .isHidden, true), .insertView(View(name: "label", parent: root))],
            containing: "named 'label'")
    }

    @Test("deleting the only root view is refused by the store, whoever asks; a root replaced in the same commit is not")
    func lastRootView() throws {
        let temporary = try TemporaryStore()
        let (project, root) = try temporary.makeProject()
        try expectRefused(temporary, project, [.deleteView(root)], containing: "'root' is the only root view of project 'Login'")
        let screen = View(name: "screen", frame: Rect(x: 0, y: 0, width: 390, height: 844))
        try temporary.store.commit(project, message: "a new root", edits: [.deleteView(root), .insertView(screen)])
        #expect(try temporary.store.state(of: project).rootViews.map(\.name) == ["screen"])
    }
}

import Foundation
import Model
import Testing

@testable import Storage

@Suite("Changes and revisions as JSON (for --json output and sync)")
struct ChangeCodingTests {
    @Test("a null field value and a missing entity stay distinct through Codable")
    func nullVersusAbsent() throws {
        let id = ConstraintID()
        let changes = [
            Change(entity: .constraint(id), field: "identifier", before: .null, after: "gap"),
            Change(entity: .constraint(id), field: nil, before: nil, after: ["constant": 8]),
        ]
        let data = try JSONEncoder().encode(changes)
        let decoded = try JSONDecoder().decode([Change].self, from: data)
        #expect(decoded == changes)
        #expect(decoded[0].before == .null)
        #expect(decoded[1].before == nil)
        #expect(decoded[1].isCreation)
        #expect(decoded[0].entity == .constraint(id))
    }

    @Test("a stored revision survives Codable and still verifies")
    func revisionRoundTrip() throws {
        let temporary = try TemporaryStore()
        let (project, root) = try temporary.makeProject()
        let frame: FieldValue = ["x": 0, "y": 0, "width": 1024.5, "height": 768]
        let revision = try temporary.store.commit(project, message: "wide", edits: [.updateView(root, .frame, frame)])
        let decoded = try JSONDecoder().decode(Revision.self, from: JSONEncoder().encode(revision))
        #expect(decoded == revision)
        #expect(decoded.isIntact)
    }

    @Test("field values round-trip for every field of a view and a constraint")
    func fieldValues() throws {
        var view = View(name: "v", parent: ItemID(), index: 3, kind: .label)
        view.frame = Rect(x: 1, y: 2.5, width: 3, height: 4)
        view.intrinsicContentSize = IntrinsicContentSize(width: 44)
        view.contentHugging = AxisPriorities(horizontal: 251, vertical: Priority(999.5))
        view.layoutMargins = EdgeInsets(all: 16)
        view.preservesSuperviewLayoutMargins = true
        view.insetsLayoutMarginsFromSafeArea = false
        view.semanticContentAttribute = .forceRightToLeft
        view.baselineOffsets = BaselineOffsets(firstFromTop: 12, lastFromBottom: 4)
        view.isHidden = true
        let decodedView = try View(id: view.id, fieldValues: view.fieldValues)
        #expect(decodedView == view)
        let first = Anchor(ItemID(), Attribute.centerX, guide: .safeArea)
        let second = Anchor(ItemID(), Attribute.centerXWithinMargins)
        let equation = Equation(first, .lessThanOrEqual, multiplier: 0.5, second, constant: -3.25)
        let constraint = Constraint(identifier: "c", equation: equation, priority: Priority(749.5), isPlaceholder: true, isActive: false)
        let decodedConstraint = try Constraint(id: constraint.id, fieldValues: constraint.fieldValues)
        #expect(decodedConstraint == constraint)
        let guide = LayoutGuide(name: "g", owner: ItemID())
        let decodedGuide = try LayoutGuide(id: guide.id, fieldValues: guide.fieldValues)
        #expect(decodedGuide == guide)
        var state = ProjectState(name: "P")
        state.views[view.id] = view
        state.guides[guide.id] = guide
        state.constraints[constraint.id] = constraint
        #expect(try ProjectState(snapshot: state.snapshot).project == state.project)
        #expect(try Project(fieldValues: state.project.fieldValues) == state.project)
    }
}

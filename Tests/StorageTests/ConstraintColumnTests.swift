import Foundation
import Model
import Testing

@testable import Storage

/// The constraints table is read by column position: each column's place must be where the
/// SELECT puts it.
@Suite("Constraint columns")
struct ConstraintColumnTests {
    @Test("each column is read from the place the SELECT lists it at")
    func placesFollowTheSelect() {
        let selected = StateTables.constraintColumns.components(separatedBy: ", ")
        for column in StateTables.ConstraintColumn.allCases {
            #expect(selected[column.index] == column.rawValue)
        }
        #expect(selected.count == StateTables.ConstraintColumn.allCases.count)
    }

    @Test("a constraint with every field set reads back from the state tables as it was written")
    func everyFieldReadsBack() throws {
        let temporary = try TemporaryStore()
        let (project, root) = try temporary.makeProject()
        let title = View(name: "title", parent: root, kind: .label)
        let constraint = Constraint(
            identifier: "title-top",
            equation: Equation(Anchor(title.id, .width), .greaterThanOrEqual, multiplier: 0.5, Anchor(root, .width, guide: .margins), constant: 20),
            priority: Priority(750), isPlaceholder: true, isActive: false, documentID: "abc-12-def", isStandardSpacing: true,
            sourceLocation: "LoginViewController.swift:42:13",
            variations: [SizeClass(width: .compact): ConstraintVariation(isInstalled: true, constant: 8)])
        _ = try temporary.store.commit(project, message: "add", edits: [.insertView(title), .insertConstraint(constraint)])
        #expect(try temporary.store.state(of: project).constraint(constraint.id) == constraint)
    }
}

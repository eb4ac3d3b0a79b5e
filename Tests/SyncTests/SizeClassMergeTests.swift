import Model
import Storage
import Testing

@testable import Sync

/// Size-class variations merge a class at a time: two sides that change a constraint in two
/// different classes both land; two different changes in one class conflict on its field.
@Suite("Size-class variations in a merge")
struct SizeClassMergeTests {
    static let compactHeight = SizeClass(height: .compact)
    static let regularWidth = SizeClass(width: .regular)

    /// A root and a label pinned 20 pt below its top, 8 pt in compact height.
    static func base() -> (Project, top: ConstraintID) {
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 375, height: 667))
        let label = View(name: "label", parent: root.id)
        let top = Constraint(
            equation: Equation(Anchor(label.id, .top), .equal, Anchor(root.id, .top), constant: 20),
            variations: [compactHeight: ConstraintVariation(constant: 8)])
        return (Project(name: "P", views: [root, label], constraints: [top]), top.id)
    }

    static func edit(_ project: inout Project, _ id: ConstraintID, _ change: (inout Constraint) -> Void) {
        change(&project.constraints[project.constraints.firstIndex { $0.id == id }!])
    }

    @Test("compact height's constant changed on one side and regular width's installation on the other: both land")
    func differentClassesMerge() throws {
        let (base, top) = Self.base()
        var ours = base, theirs = base
        Self.edit(&ours, top) { $0.variations[Self.compactHeight]?.constant = 4 }
        Self.edit(&theirs, top) { $0.variations[Self.regularWidth] = ConstraintVariation(isInstalled: false) }
        let result = try ThreeWayMerge.merge(base: base, ours: ours, theirs: theirs)
        #expect(result.conflicts.isEmpty, "\(result.conflicts)")
        let merged = try #require(result.merged.constraint(top))
        #expect(
            merged.variations == [Self.compactHeight: ConstraintVariation(constant: 4), Self.regularWidth: ConstraintVariation(isInstalled: false)])
        #expect(merged.equation.constant == 20)
    }

    @Test("the base constant on one side and compact height's on the other both land")
    func baseBesideClass() throws {
        let (base, top) = Self.base()
        var ours = base, theirs = base
        Self.edit(&ours, top) { $0.equation.constant = 24 }
        Self.edit(&theirs, top) { $0.variations[Self.compactHeight]?.constant = 6 }
        let result = try ThreeWayMerge.merge(base: base, ours: ours, theirs: theirs)
        #expect(result.conflicts.isEmpty)
        #expect(result.merged.constraint(top).map { ($0.equation.constant, $0.variations[Self.compactHeight]?.constant) } ?? (0, nil) == (24, 6))
    }

    @Test("two different constants for compact height conflict on variation.hC")
    func sameClassConflicts() throws {
        let (base, top) = Self.base()
        var ours = base, theirs = base
        Self.edit(&ours, top) { $0.variations[Self.compactHeight]?.constant = 4 }
        Self.edit(&theirs, top) { $0.variations[Self.compactHeight]?.constant = 12 }
        let result = try ThreeWayMerge.merge(base: base, ours: ours, theirs: theirs)
        #expect(result.conflicts.map(\.field) == ["variation.hC"])
    }

    @Test("a view uninstalled for compact height on one side, a stack spacing for regular width on the other: both land")
    func viewVariationsMerge() throws {
        var (base, _) = Self.base()
        base.views[1].stack = StackView(axis: .vertical)
        var ours = base, theirs = base
        ours.views[1].variations[Self.compactHeight] = ViewVariation(isInstalled: false)
        theirs.views[1].variations[Self.regularWidth] = ViewVariation(stackSpacing: .points(15))
        let result = try ThreeWayMerge.merge(base: base, ours: ours, theirs: theirs)
        #expect(result.conflicts.isEmpty, "\(result.conflicts)")
        #expect(result.merged.views.first { $0.name == "label" }?.variations.count == 2)
    }
}

import Model
import Storage
import Testing

@testable import Sync

/// Gravity areas (``StackView/gravities``) merge as one of a stack's fields (issue #19): an edit
/// to them lands beside another side's edit to another stack field; two different edits to them
/// conflict.
@Suite("NSStackView gravity areas in a merge")
struct StackGravityMergeTests {
    /// A root with a gravity-area stack `bar` arranging `ok` and `help`, both in the leading area.
    static func base() -> (Project, bar: ItemID, ok: ItemID, help: ItemID) {
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 375, height: 667))
        let barID = ItemID()
        let ok = View(name: "ok", parent: barID, index: 0), help = View(name: "help", parent: barID, index: 1)
        let bar = View(
            id: barID, name: "bar", parent: root.id, kind: .stackView,
            stack: StackView(axis: .horizontal, distribution: .gravityAreas, arrangedSubviews: [ok.id, help.id]))
        return (Project(name: "P", views: [root, bar, ok, help]), barID, ok.id, help.id)
    }

    static func editStack(_ project: inout Project, _ id: ItemID, _ edit: (inout StackView) -> Void) {
        let index = project.views.firstIndex { $0.id == id }!
        edit(&project.views[index].stack!)
    }

    @Test("A gravity set on one side and the spacing on the other both land")
    func besideAnotherField() throws {
        let (base, bar, ok, _) = Self.base()
        var ours = base, theirs = base
        Self.editStack(&ours, bar) { $0.gravities[ok] = .trailing }
        Self.editStack(&theirs, bar) { $0.spacing = .points(20) }
        let result = try ThreeWayMerge.merge(base: base, ours: ours, theirs: theirs)
        #expect(result.conflicts.isEmpty, "\(result.conflicts)")
        let merged = try #require(result.merged.views.first { $0.id == bar }?.stack)
        #expect(merged.gravity(of: ok) == .trailing && merged.spacing == .points(20))
    }

    @Test("Different gravities on the two sides conflict on the stack's gravity field")
    func conflict() throws {
        let (base, bar, ok, help) = Self.base()
        var ours = base, theirs = base
        Self.editStack(&ours, bar) { $0.gravities[ok] = .trailing }
        Self.editStack(&theirs, bar) { $0.gravities[help] = .center }
        let result = try ThreeWayMerge.merge(base: base, ours: ours, theirs: theirs)
        #expect(result.conflicts.map(\.field) == [View.Field.stackGravities.rawValue])
    }
}

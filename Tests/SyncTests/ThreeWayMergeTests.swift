import Model
import Storage
import Testing

@testable import Sync

/// The merge as a pure function of (base, ours, theirs): each clean case and each conflict kind.
@Suite("Three-way merge")
struct ThreeWayMergeTests {
    /// A small project: root, a and b, and two constraints.
    static func base() throws -> Project {
        var project = Project(name: "P")
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 375, height: 667))
        project.views = [root, View(name: "a", parent: root.id, index: 0), View(name: "b", parent: root.id, index: 1)]
        try project.add("b.leading = a.trailing + 8", id: "gap")
        try project.add("a.width = 100", id: "aWidth")
        return project
    }

    static func merge(_ edits: (inout Project, inout Project) throws -> Void) throws -> (MergeResult, Project, Project, Project) {
        let base = try base()
        var ours = base, theirs = base
        try edits(&ours, &theirs)
        return (try ThreeWayMerge.merge(base: base, ours: ours, theirs: theirs), base, ours, theirs)
    }

    @Test("Edits to different fields of one constraint both land")
    func differentFields() throws {
        let (result, _, _, _) = try Self.merge { ours, theirs in
            ours.edit("gap") { $0.equation.constant = 12 }
            theirs.edit("gap") { $0.priority = 750 }
        }
        #expect(result.conflicts.isEmpty)
        let gap = try #require(result.merged.constraints.first { $0.identifier == "gap" })
        #expect(gap.equation.constant == 12 && gap.priority == 750)
    }

    @Test("Edits to different entities, additions on both sides and one-sided deletions all land")
    func cleanCases() throws {
        let (result, _, _, _) = try Self.merge { ours, theirs in
            ours.edit("aWidth") { $0.equation.constant = 120 }
            try ours.addView("c")
            try ours.add("c.width = 10", id: "cWidth")
            theirs.rename("b", to: "button")
            theirs.moveView("a", index: 5)
            try theirs.addView("d")
            theirs.constraints.removeAll { $0.identifier == "gap" }
        }
        #expect(result.conflicts.isEmpty, "\(result.conflicts)")
        let merged = result.merged
        #expect(merged.constraints.first { $0.identifier == "aWidth" }?.equation.constant == 120)
        #expect(merged.itemNames.sorted() == ["a", "button", "c", "d", "root"])
        #expect(merged.views.first { $0.name == "a" }?.index == 5)
        #expect(!merged.constraints.contains { $0.identifier == "gap" })
        #expect(merged.constraints.contains { $0.identifier == "cWidth" })
    }

    @Test("The same change on both sides is no conflict")
    func sameChange() throws {
        let (result, _, _, _) = try Self.merge { ours, theirs in
            ours.edit("gap") { $0.equation.constant = 20 }
            theirs.edit("gap") { $0.equation.constant = 20 }
        }
        #expect(result.conflicts.isEmpty)
        #expect(result.merged.constraints.first { $0.identifier == "gap" }?.equation.constant == 20)
    }

    @Test("The same field set to different values: a conflict with base, ours and theirs")
    func sameField() throws {
        let (result, _, _, _) = try Self.merge { ours, theirs in
            ours.edit("gap") { $0.equation.constant = 12 }
            theirs.edit("gap") { $0.equation.constant = 16 }
        }
        let conflict = try #require(result.conflicts.only)
        #expect(conflict.kind == .sameField && conflict.field == "constant")
        #expect(conflict.base == .number(8) && conflict.ours == .number(12) && conflict.theirs == .number(16))
        #expect(result.merged.constraints.first { $0.identifier == "gap" }?.equation.constant == 12, "ours stands until resolved")
    }

    @Test("The equation's structure is one field: no equation neither side wrote")
    func structureIsOneField() throws {
        let (result, _, _, _) = try Self.merge { ours, theirs in
            ours.edit("gap") { $0.equation.second?.attribute = .leading }
            theirs.edit("gap") { $0.equation.relation = .greaterThanOrEqual }
        }
        let conflict = try #require(result.conflicts.only)
        #expect(conflict.kind == .sameField && conflict.field == "structure")
    }

    @Test("An edit against a deletion", arguments: [true, false])
    func editedAndDeleted(weDelete: Bool) throws {
        let (result, _, _, _) = try Self.merge { ours, theirs in
            if weDelete {
                ours.constraints.removeAll { $0.identifier == "gap" }
                theirs.edit("gap") { $0.equation.constant = 30 }
            } else {
                ours.edit("gap") { $0.equation.constant = 30 }
                theirs.constraints.removeAll { $0.identifier == "gap" }
            }
        }
        let conflict = try #require(result.conflicts.only)
        #expect(conflict.kind == .editedAndDeleted && conflict.field == nil)
        #expect((conflict.ours == nil) == weDelete && (conflict.theirs == nil) == !weDelete)
    }

    @Test("Two new items with the same name")
    func duplicateName() throws {
        let (result, _, _, _) = try Self.merge { ours, theirs in
            try ours.addView("badge")
            try theirs.addView("badge")
        }
        let conflict = try #require(result.conflicts.only)
        #expect(conflict.kind == .duplicateName && conflict.field == "name" && conflict.theirs == .string("badge"))
    }

    @Test("A constraint left pointing at an item the other side deleted")
    func danglingReference() throws {
        let (result, _, _, _) = try Self.merge { ours, theirs in
            ours.views.removeAll { $0.name == "b" }
            ours.constraints.removeAll { $0.identifier == "gap" }
            try theirs.add("b.width = a.width", id: "sameWidth")
        }
        let conflict = try #require(result.conflicts.only)
        #expect(conflict.kind == .danglingReference && conflict.ours == nil && conflict.theirs != nil)
        #expect(conflict.detail.contains("sameWidth"))
    }

    @Test("A merged constraint that breaks the rules, though neither side's does")
    func brokenRule() throws {
        var base = try Self.base()
        try base.add("a.width = b.width", id: "sameWidth")
        var ours = base, theirs = base
        // Ours: a.width = 0 * b.width (fine for sizes). Theirs: a.leading = b.leading (fine).
        ours.edit("sameWidth") { $0.equation.multiplier = 0 }
        theirs.edit("sameWidth") {
            $0.equation.first.attribute = .leading
            $0.equation.second?.attribute = .leading
        }
        #expect((ours.constraints + theirs.constraints).allSatisfy { $0.equation.brokenRule(priority: $0.priority) == nil })
        let result = try ThreeWayMerge.merge(base: base, ours: ours, theirs: theirs)
        // Merged: a.leading = 0 * b.leading, a location made a constant.
        let conflict = try #require(result.conflicts.only)
        #expect(conflict.kind == .brokenRule)
        #expect(conflict.detail.contains("a.leading == 0 * b.leading"))
    }

    @Test("Resolving: ours, theirs, or a value; a choice that leaves the problem is refused")
    func resolution() throws {
        let (result, base, ours, theirs) = try Self.merge { ours, theirs in
            ours.edit("gap") { $0.equation.constant = 12 }
            theirs.edit("gap") { $0.equation.constant = 16 }
            try ours.addView("badge")
            try theirs.addView("badge")
        }
        let checks = (base: base, ours: ours, theirs: theirs)
        let constant = try #require(result.conflicts.first { $0.kind == .sameField })
        let name = try #require(result.conflicts.first { $0.kind == .duplicateName })

        let tookTheirs = try constant.resolved(with: .theirs, in: result.merged, checks: checks)
        #expect(tookTheirs.constraints.first { $0.identifier == "gap" }?.equation.constant == 16)
        let setOwn = try constant.resolved(with: .set(field: "constant", value: .number(14)), in: result.merged, checks: checks)
        #expect(setOwn.constraints.first { $0.identifier == "gap" }?.equation.constant == 14)

        #expect(throws: SyncError.self) { try name.resolved(with: .theirs, in: result.merged, checks: checks) }
        let renamed = try name.resolved(with: .set(field: "name", value: .string("badge2")), in: result.merged, checks: checks)
        #expect(renamed.itemNames.sorted() == ["a", "b", "badge", "badge2", "root"])
        let dropped = try name.resolved(with: .ours, in: result.merged, checks: checks)
        #expect(dropped.views.filter { $0.name == "badge" }.count == 1, "their new view, which ours never had, goes")
        #expect(throws: SyncError.self) { try constant.resolved(with: .set(field: "colour", value: .number(1)), in: result.merged, checks: checks) }
    }

    @Test("Keeping a deletion removes what refers to the deleted item")
    func cascade() throws {
        let (result, base, ours, theirs) = try Self.merge { ours, theirs in
            ours.views.removeAll { $0.name == "b" }
            ours.constraints.removeAll { $0.identifier == "gap" }
            try theirs.add("b.width = a.width", id: "sameWidth")
        }
        let conflict = try #require(result.conflicts.only)
        let kept = try conflict.resolved(with: .ours, in: result.merged, checks: (base, ours, theirs))
        #expect(!kept.itemNames.contains("b") && !kept.constraints.contains { $0.identifier == "sameWidth" })
        let restored = try conflict.resolved(with: .theirs, in: result.merged, checks: (base, ours, theirs))
        #expect(restored.itemNames.contains("b") && restored.constraints.contains { $0.identifier == "sameWidth" })
    }
}

extension Array {
    /// The one element, when there is exactly one.
    var only: Element? { count == 1 ? first : nil }
}

extension Project {
    mutating func add(_ text: String, id identifier: String) throws {
        let typed = try Equation.parse(text)
        constraints.append(Constraint(identifier: identifier, equation: try resolve(typed.equation), priority: typed.priority))
    }

    mutating func addView(_ name: String) throws {
        let root = rootViews[0]
        views.append(View(name: name, parent: root.id, index: subviews(of: root.id).count))
    }

    mutating func edit(_ identifier: String, _ change: (inout Constraint) -> Void) {
        guard let index = constraints.firstIndex(where: { $0.identifier == identifier }) else { return }
        change(&constraints[index])
    }

    mutating func rename(_ name: String, to newName: String) {
        guard let index = views.firstIndex(where: { $0.name == name }) else { return }
        views[index].name = newName
    }

    mutating func moveView(_ name: String, index newIndex: Int) {
        guard let index = views.firstIndex(where: { $0.name == name }) else { return }
        views[index].index = newIndex
    }
}

/// Stack views merge field by field (issue #19).
@Suite("Three-way merge of stack views")
struct StackViewMergeTests {
    static func base() -> (Project, ItemID, [ItemID]) {
        var project = Project(name: "P")
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 375, height: 667))
        let stackID = ItemID()
        let arranged = (0..<3).map { View(name: "v\($0)", parent: stackID, index: $0) }
        let stack = View(
            id: stackID, name: "row", parent: root.id, kind: .stackView,
            stack: StackView(axis: .horizontal, arrangedSubviews: arranged.map(\.id)))
        project.views = [root, stack] + arranged
        return (project, stackID, arranged.map(\.id))
    }

    static func editStack(_ project: inout Project, _ id: ItemID, _ change: (inout StackView) -> Void) {
        let index = project.views.firstIndex { $0.id == id }!
        change(&project.views[index].stack!)
    }

    @Test("One side changes the spacing, the other the alignment: both land")
    func differentFields() throws {
        let (base, stack, _) = Self.base()
        var ours = base, theirs = base
        Self.editStack(&ours, stack) { $0.spacing = .points(12) }
        Self.editStack(&theirs, stack) { $0.alignment = .center }
        let result = try ThreeWayMerge.merge(base: base, ours: ours, theirs: theirs)
        #expect(result.conflicts.isEmpty)
        let merged = try #require(result.merged.view(stack)?.stack)
        #expect(merged.spacing == .points(12) && merged.alignment == .center)
    }

    @Test("Both sides reorder the arranged views differently: a conflict with base, ours and theirs")
    func reorderConflict() throws {
        let (base, stack, views) = Self.base()
        var ours = base, theirs = base
        Self.editStack(&ours, stack) { $0.arrangedSubviews = [views[2], views[0], views[1]] }
        Self.editStack(&theirs, stack) { $0.arrangedSubviews = [views[1], views[0], views[2]] }
        let result = try ThreeWayMerge.merge(base: base, ours: ours, theirs: theirs)
        let conflict = try #require(result.conflicts.first)
        #expect(result.conflicts.count == 1)
        #expect(conflict.kind == .sameField && conflict.field == View.Field.arrangedSubviews.rawValue)
        #expect(conflict.base != nil && conflict.ours != nil && conflict.theirs != nil)
    }
}

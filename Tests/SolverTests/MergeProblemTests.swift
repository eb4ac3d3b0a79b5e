import Model
import Testing

@testable import Solver

/// What `sync` reports after a clean merge: the layout problems the merge brought, and none
/// that either side already had.
@Suite("Problems a merge introduced")
struct MergeProblemTests {
    /// A card pinned at its leading and top edges with a height (each side gives it a width), and a badge whose x no constraint sets (ambiguous on both sides).
    private func base() throws -> LayoutFixture {
        var layout = LayoutFixture(width: 300, height: 200)
        layout.view("card", frame: Rect(x: 20, y: 20, width: 100, height: 50))
        layout.view("badge", frame: Rect(x: 0, y: 0, width: 10, height: 10))
        try layout.add("card.leading = root.leading + 20")
        try layout.add("card.top = root.top + 20")
        try layout.add("card.height = 50")
        try layout.add("badge.top = root.top")
        try layout.add("badge.width = 10")
        try layout.add("badge.height = 10")
        return layout
    }

    @Test("Two widths, one from each side, are a new unsatisfiable set; the badge's old ambiguity is not new")
    func conflictingWidthsAreNew() throws {
        let common = try base()
        var ours = common, theirs = common
        try ours.add("card.width = 100", identifier: "ourWidth")
        try theirs.add("card.width = 140", identifier: "theirWidth")
        var merged = ours
        merged.project.constraints.append(try #require(theirs.project.constraints.last))

        let introduced = LayoutSystem.problemsIntroduced(by: merged.project, over: [ours.project, theirs.project])

        #expect(introduced.unsatisfiable.count == 1)
        let origins = introduced.unsatisfiable.flatMap { [$0.broken] + $0.conflicting }
        let named = Set(
            origins.compactMap { origin -> String? in
                guard case .constraint(let id) = origin else { return nil }
                return merged.project.constraint(id)?.identifier
            })
        #expect(named == ["ourWidth", "theirWidth"])
        #expect(introduced.ambiguous.isEmpty, "the badge was ambiguous on both sides already")
        #expect(!LayoutSystem.solve(merged.project, in: LayoutEnvironment(rootWidth: 300, rootHeight: 200)).ambiguous.isEmpty)
    }

    @Test("A merge that removes the only x of a view makes it newly ambiguous")
    func removedPositionIsNewAmbiguity() throws {
        var ours = try base()
        try ours.add("card.width = 100")
        var merged = ours
        merged.project.constraints.removeAll { $0.equation.first.attribute == .leading }

        let introduced = LayoutSystem.problemsIntroduced(by: merged.project, over: [ours.project])

        let card = try #require(merged.project.itemID(named: "card"))
        #expect(introduced.ambiguous.map(\.item) == [card])
        #expect(introduced.unsatisfiable.isEmpty)
        #expect(introduced.misplaced.isEmpty)
    }

    @Test("A merge that brings nothing new reports nothing, whatever the parents had")
    func nothingNew() throws {
        var ours = try base()
        try ours.add("card.width = 100")
        #expect(!LayoutSystem.problemsIntroduced(by: ours.project, over: [ours.project]).hasProblems)
    }
}

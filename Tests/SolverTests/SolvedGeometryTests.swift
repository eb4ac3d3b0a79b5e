import Model
import Testing

@testable import Solver

/// Issue #16's wrong frames (items 6 to 9): where the seeds decide what a layout means and the
/// answer depends on where views are (layout direction, safe area, margins), or cannot be.
@Suite("Solved geometry: direction, safe area, margins and impossible sizes, as the seeds say")
struct SolvedGeometryTests {
    static var rightToLeft: LayoutEnvironment {
        var environment = LayoutEnvironment(rootWidth: 375, rootHeight: 667)
        environment.direction = .rightToLeft
        return environment
    }

    @Test("Item 6: a view forced left to right, pinned leading and trailing, keeps its width under right-to-left")
    func forcedLeftToRightViewPinnedToItsSuperview() throws {
        var layout = LayoutFixture()
        layout.view("player", semantic: .forceLeftToRight)
        layout.view("play", parent: "player")
        try layout.add("player.leading = root.leading + 20")
        try layout.add("player.trailing = root.trailing - 20")
        try layout.add("player.top = root.top")
        try layout.add("player.height = 44")
        // Held by the player (the nearest common ancestor): its own content stays left to right.
        try layout.add("play.leading = player.leading + 10")
        try layout.add("play.width = 30")
        try layout.add("play.top = player.top")
        try layout.add("play.height = 30")
        let solution = layout.solve(Self.rightToLeft)
        #expect(layout.frame("player", in: solution) == Rect(x: 20, y: 0, width: 335, height: 44))
        #expect(layout.frame("play", in: solution)?.x == 10, "Force Left-to-Right keeps leading on the left")
        #expect(solution.invalidFrames.isEmpty && solution.unsatisfiable.isEmpty)
    }

    @Test("Item 6: a view forced right to left lays its content out from the right, in a left-to-right root")
    func forcedRightToLeftContent() throws {
        var layout = LayoutFixture()
        layout.view("arabic", semantic: .forceRightToLeft)
        layout.view("word", parent: "arabic")
        try layout.add("arabic.leading = root.leading + 20")
        try layout.add("arabic.width = 100")
        try layout.add("arabic.top = root.top")
        try layout.add("arabic.height = 44")
        try layout.add("word.leading = arabic.leading + 10")
        try layout.add("word.width = 30")
        try layout.add("word.top = arabic.top")
        try layout.add("word.height = 30")
        let solution = layout.solve()
        #expect(layout.frame("arabic", in: solution)?.x == 20, "the root holds this one, and it is left to right")
        let word = try #require(layout.frame("word", in: solution))
        #expect(word.x == 100 - 10 - 30, "the arabic view holds this one: leading is its right edge")
    }

    @Test("Item 7: a negative width is an invalid frame, not a misplaced view")
    func negativeSizeIsAProblem() throws {
        var layout = LayoutFixture()
        layout.view("bar", frame: Rect(x: 200, y: 0, width: 10, height: 10))
        try layout.add("bar.leading = root.leading + 200")
        try layout.add("bar.trailing = root.leading + 100")
        try layout.add("bar.top = root.top")
        try layout.add("bar.height = 10")
        let solution = layout.solve()
        let bar = layout.project.itemID(named: "bar")!
        #expect(solution.invalidFrames.map(\.item) == [bar])
        #expect(solution.invalidFrames.first?.problem == .negativeSize)
        #expect(solution.invalidFrames.first?.solvedFrame.width == -100)
        #expect(solution.misplaced.isEmpty, "update-frames must not write a negative size into the design")
        #expect(solution.hasProblems)
    }

    @Test("Item 7: a frame sent past the largest number is reported as not finite")
    func infiniteFrameIsAProblem() throws {
        var layout = LayoutFixture()
        layout.view("a")
        layout.view("b")
        try layout.add("b.width = 10")
        try layout.add("a.width = 1e308 * b.width")
        for anchor in ["a", "b"] {
            try layout.add("\(anchor).leading = root.leading")
            try layout.add("\(anchor).top = root.top")
            try layout.add("\(anchor).height = 10")
        }
        let solution = layout.solve()
        let invalid = solution.invalidFrames.filter { $0.item == layout.project.itemID(named: "a")! }
        #expect(invalid.count == 1)
        #expect(invalid.first.map { !$0.solvedFrame.width.isFinite || $0.solvedFrame.width < 0 } == true)
        #expect(solution.hasProblems)
    }

    /// A card placed 300 pt down by its constraints, whatever its design frame, and a title on
    /// its safe area's top.
    func cardWithTitleOnItsSafeArea(designY: Double, solvedY: Double) throws -> (LayoutFixture, LayoutSolution) {
        var layout = LayoutFixture(width: 393, height: 852)
        layout.view("card", frame: Rect(x: 0, y: designY, width: 393, height: 100))
        layout.view("title", frame: Rect(x: 0, y: 0, width: 100, height: 20), parent: "card")
        try layout.add("card.top = root.top + \(solvedY)")
        try layout.add("card.leading = root.leading")
        try layout.add("card.trailing = root.trailing")
        try layout.add("card.height = 100")
        try layout.add("title.top = card.safeArea.top")
        try layout.add("title.leading = card.leading")
        try layout.add("title.width = 100")
        try layout.add("title.height = 20")
        return (layout, layout.solve(LayoutEnvironment.device(named: "iphone-15")))
    }

    @Test("Item 8: the safe area follows the solved frame: a card solved at y = 300 is not under the status bar")
    func safeAreaFollowsTheSolvedFrame() throws {
        let (below, belowSolution) = try cardWithTitleOnItsSafeArea(designY: 0, solvedY: 300)
        #expect(below.frame("title", in: belowSolution)?.y == 0, "designed under the status bar, solved below it")
        let (under, underSolution) = try cardWithTitleOnItsSafeArea(designY: 300, solvedY: 0)
        #expect(under.frame("title", in: underSolution)?.y == 59, "designed below the status bar, solved under it")
    }

    @Test("Item 8: once the design frames are the solved ones, nothing is misplaced (one Update Frames settles it)")
    func updateFramesSettles() throws {
        var (layout, solution) = try cardWithTitleOnItsSafeArea(designY: 0, solvedY: 300)
        #expect(!solution.misplaced.isEmpty)
        for index in layout.project.views.indices where layout.project.views[index].parent != nil {
            layout.project.views[index].frame = solution.frames[layout.project.views[index].id]!
        }
        let settled = layout.solve(LayoutEnvironment.device(named: "iphone-15"))
        #expect(settled.misplaced.isEmpty && !settled.hasProblems)
        #expect(settled.frames == solution.frames)
    }

    /// A root with margins of 20, a card `inset` in from its leading edge that preserves the
    /// root's margins and has 8 of its own, and a label on the card's leading margin.
    func labelInCard(inset: Double) throws -> Double? {
        var layout = LayoutFixture()
        layout.project.views[0].layoutMargins = EdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
        layout.view("card", frame: Rect(x: inset, y: 100, width: 200, height: 100))
        layout.view("label", frame: Rect(x: 0, y: 0, width: 50, height: 20), parent: "card")
        let card = layout.project.views.firstIndex { $0.name == "card" }!
        layout.project.views[card].preservesSuperviewLayoutMargins = true
        layout.project.views[card].layoutMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        try layout.add("card.leading = root.leading + \(inset)")
        try layout.add("card.top = root.top + 100")
        try layout.add("card.width = 200")
        try layout.add("card.height = 100")
        try layout.add("label.leading = card.leadingMargin")
        try layout.add("label.top = card.top")
        try layout.add("label.width = 50")
        try layout.add("label.height = 20")
        return layout.frame("label", in: layout.solve())?.x
    }

    @Test("Item 9: a preserved superview margin counts only where it reaches into the view")
    func preservedMarginsOnlyWhereTheyReach() throws {
        #expect(try labelInCard(inset: 40) == 8, "40 pt in, the root's 20 pt margin does not reach the card")
        #expect(try labelInCard(inset: 10) == 10, "10 pt in, 10 pt of the root's margin reaches into it")
        #expect(try labelInCard(inset: 0) == 20)
    }
}

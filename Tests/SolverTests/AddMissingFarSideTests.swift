import Model
import Testing

@testable import Solver

/// Add Missing Constraints pins a view that is neither centred nor wide by its nearer side.
/// The search on the far side stops once nothing on it can be nearer than the near side's pin
/// (in a list or a grid pinned top to bottom, no sibling below is a candidate yet, and the
/// search used to walk every row below each view). These layouts, made from seeds, get the
/// same constraints, in the same order, from the shortened search as from the full one.
@Suite("Add Missing Constraints: the far side's search cut short")
struct AddMissingFarSideTests {
    /// The constraints both searches add, as equations and priorities, in the order added.
    private func bothSearches(_ project: Project, environment: LayoutEnvironment? = nil, items: Set<ItemID>? = nil) -> (
        cut: [String], full: [String]
    ) {
        let environment = environment ?? LayoutEnvironment(designOf: project)
        let items = items ?? Set(project.views.map(\.id))
        func written(_ cut: Bool) -> [String] {
            SuggestedConstraints.missing(for: items, in: project, environment: environment, cuttingTheFarSideShort: cut).map {
                "\(project.named($0.equation).shortForm()) @\($0.priority)"
            }
        }
        return (written(true), written(false))
    }

    @Test("a grid of 400 views in rows of four, frames only")
    func grid() {
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 375, height: 5_300))
        let views = (0..<400).map { index in
            View(
                name: "cell\(index)", parent: root.id, index: index,
                frame: Rect(x: 16 + Double(index % 4) * 88, y: 20 + Double(index / 4) * 52, width: 80, height: 44))
        }
        let (cut, full) = bothSearches(Project(name: "Grid", views: [root] + views))
        #expect(cut.count == 2 * 2 * views.count, "a position and a size on each axis for each view")
        #expect(cut == full)
    }

    @Test("vertical lists of random heights and gaps, some views near the bottom margin, frames only", arguments: [1, 2, 3, 4] as [UInt64])
    func lists(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 375, height: 3_000))
        var y = Double(Int.random(in: 0...40, using: &random))
        var views: [View] = []
        while views.count < 120 {
            let height = Double(Int.random(in: 10...60, using: &random))
            let x = Double(Int.random(in: 0...60, using: &random))
            views.append(
                View(name: "row\(views.count)", parent: root.id, index: views.count, frame: Rect(x: x, y: y, width: 120, height: height)))
            // Gaps from touching (and half a point over) to wide, so that both sides win somewhere.
            y += height + Double(Int.random(in: -1...80, using: &random)) / 2
        }
        let (cut, full) = bothSearches(Project(name: "List", views: [root] + views))
        #expect(!cut.isEmpty)
        #expect(cut == full, "seed \(seed)")
    }

    @Test(
        "random frames in nested containers, some views constrained already, left to right and right to left",
        arguments: [1, 2, 3, 4, 5, 6] as [UInt64])
    func randomFrames(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        func coordinate(_ range: ClosedRange<Int>) -> Double { Double(Int.random(in: range, using: &random)) / 2 }
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 400, height: 900))
        var views = [root]
        let containers = (0..<3).map { index in
            View(
                name: "box\(index)", parent: root.id, index: index,
                frame: Rect(x: coordinate(0...200), y: coordinate(0...1_200), width: coordinate(200...400), height: coordinate(200...500)))
        }
        views += containers
        for index in 0..<90 {
            let parent = Int.random(in: 0..<4, using: &random) == 0 ? root : containers[index % 3]
            let forced: SemanticContentAttribute = seed % 2 == 0 && index % 7 == 0 ? .forceRightToLeft : .unspecified
            views.append(
                View(
                    name: "v\(index)", parent: parent.id, index: index,
                    frame: Rect(x: coordinate(0...500), y: coordinate(0...900), width: coordinate(1...120), height: coordinate(1...90)),
                    semanticContentAttribute: forced))
        }
        var project = Project(name: "Random", views: views)
        // A few views pinned already on one axis or both (their other attributes stay open).
        for view in views.dropFirst(4) where Int.random(in: 0..<5, using: &random) == 0 {
            project.constraints.append(Constraint(equation: Equation(Anchor(view.id, .width), .equal, constant: view.frame.width)))
            if Int.random(in: 0..<2, using: &random) == 0, let parent = view.parent {
                project.constraints.append(
                    Constraint(equation: Equation(Anchor(view.id, .top), .equal, Anchor(parent, .top), constant: view.frame.y)))
            }
        }
        for direction in [LayoutEnvironment.Direction.leftToRight, .rightToLeft] {
            var environment = LayoutEnvironment(designOf: project)
            environment.direction = direction
            let (cut, full) = bothSearches(project, environment: environment)
            #expect(!cut.isEmpty)
            #expect(cut == full, "seed \(seed), \(direction)")
        }
    }
}

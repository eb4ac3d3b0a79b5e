import Model
import Testing

@testable import Solver

/// The order Add Missing Constraints adds its pins in is what `add-missing` prints and what its
/// revision records: the horizontal pins of a level of views first, left to right (then top to
/// bottom, then by id), then the vertical ones, top to bottom (then left to right, then by id),
/// whatever the order of the views in the project.
@Suite("Add Missing Constraints: the order of its pins")
struct AddMissingOrderTests {
    /// Views in rows and columns, some of them at the same place (where only the id orders
    /// them), listed in a seeded random order.
    private func shuffledGrid(seed: UInt64) -> Project {
        var random = SplitMix64(seed: seed)
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 375, height: 800))
        var views = (0..<60).map { index in
            View(
                name: "cell\(index)", parent: root.id, index: index,
                frame: Rect(
                    x: 16 + Double(Int.random(in: 0..<4, using: &random)) * 88, y: 20 + Double(Int.random(in: 0..<12, using: &random)) * 52,
                    width: 80, height: 44))
        }
        views.shuffle(using: &random)
        return Project(name: "Grid", views: [root] + views)
    }

    @Test("pins follow the views' places on each axis, the id breaking ties", arguments: [1, 2, 3] as [UInt64])
    func placesThenIDs(seed: UInt64) {
        let project = shuffledGrid(seed: seed)
        let added = SuggestedConstraints.missing(
            for: Set(project.views.map(\.id)), in: project, environment: LayoutEnvironment(designOf: project))
        func axis(_ constraint: Constraint) -> Axis? { constraint.equation.first.attribute.axis }
        let horizontal = added.prefix { axis($0) == .horizontal }, vertical = added.dropFirst(horizontal.count)
        #expect(horizontal.count == 2 * 60 && vertical.count == 2 * 60, "a position and a size on each axis for each view")
        #expect(vertical.allSatisfy { axis($0) == .vertical }, "every horizontal pin before the vertical ones")
        // Each view's pins in a row (its position, then its size), views in the order of their places.
        func firstItems(_ pins: some Collection<Constraint>) -> [ItemID] {
            pins.map(\.equation.first.item).enumerated().filter { $0.offset % 2 == 0 }.map(\.element)
        }
        let byX = project.views.dropFirst().sorted { a, b in
            (a.frame.x, a.frame.y) != (b.frame.x, b.frame.y) ? (a.frame.x, a.frame.y) < (b.frame.x, b.frame.y) : a.id < b.id
        }
        let byY = project.views.dropFirst().sorted { a, b in
            (a.frame.y, a.frame.x) != (b.frame.y, b.frame.x) ? (a.frame.y, a.frame.x) < (b.frame.y, b.frame.x) : a.id < b.id
        }
        #expect(firstItems(horizontal) == byX.map(\.id))
        #expect(firstItems(vertical) == byY.map(\.id))
    }

    @Test("the same pins in the same order whatever the order of the views in the project")
    func independentOfListing() {
        let project = shuffledGrid(seed: 7)
        var reordered = project
        reordered.views = [project.views[0]] + project.views.dropFirst().reversed()
        func written(_ project: Project) -> [String] {
            SuggestedConstraints.missing(for: Set(project.views.map(\.id)), in: project, environment: LayoutEnvironment(designOf: project))
                .map { project.named($0.equation).shortForm() }
        }
        #expect(written(project) == written(reordered))
        #expect(written(project).count == 4 * 60)
    }
}

import Model
import Testing

@testable import Solver

/// The nearest sibling on a side, as Pin and Add Missing Constraints pin to it, found from the
/// siblings sorted by that side's edge: the same sibling as looking at every one of them, on
/// random design frames (overlaps, touching and half-point-overlapping edges, equal gaps, fractions).
@Suite("Design neighbours")
struct DesignNeighboursTests {
    @Test("the sorted search finds the same neighbour as looking at every sibling, for every view, side and candidate filter")
    func sameAsEverySibling() throws {
        let seed = UInt64.random(in: 0...UInt64.max)
        var random = SplitMix64(seed: seed)
        for round in 0..<20 {
            let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 400, height: 800))
            // Coordinates on a coarse grid, so that equal gaps and touching edges are common.
            func coordinate(_ range: ClosedRange<Int>) -> Double { Double(Int.random(in: range, using: &random)) / 2 }
            let views = (0..<Int.random(in: 1...60, using: &random)).map { index in
                View(
                    name: "v\(index)", parent: root.id, index: index,
                    frame: Rect(x: coordinate(0...700), y: coordinate(0...1500), width: coordinate(1...120), height: coordinate(1...90)))
            }
            let project = Project(name: "Neighbours", views: [root] + views)
            let neighbours = DesignNeighbours(project: project, environment: LayoutEnvironment(designOf: project))
            let excluded = Set(views.filter { _ in Int.random(in: 0..<4, using: &random) == 0 }.map(\.id))
            for view in views {
                for edge in [Attribute.leading, .trailing, .top, .bottom] {
                    for filtered in [false, true] {
                        let isCandidate: (ItemID) -> Bool = { !filtered || !excluded.contains($0) }
                        let found = neighbours.anchor(facing: edge, of: view, toMargins: true, where: isCandidate)
                        let expected = Self.nearest(facing: edge, of: view, among: views, where: isCandidate)
                        if let expected {
                            #expect(found.item == expected.id, "seed \(seed), round \(round), \(view.name) \(edge)")
                        } else {
                            #expect(found.item == root.id, "seed \(seed), round \(round), \(view.name) \(edge)")
                        }
                    }
                }
            }
        }
    }

    @Test("a search cut short at a distance answers the full search's anchor, or nil only when that anchor's pin is at least as far")
    func cutShortAtADistance() throws {
        let seed = UInt64.random(in: 0...UInt64.max)
        var random = SplitMix64(seed: seed)
        for round in 0..<20 {
            let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 400, height: 800))
            func coordinate(_ range: ClosedRange<Int>) -> Double { Double(Int.random(in: range, using: &random)) / 2 }
            let views = (0..<Int.random(in: 1...60, using: &random)).map { index in
                View(
                    name: "v\(index)", parent: root.id, index: index,
                    frame: Rect(x: coordinate(0...700), y: coordinate(0...1500), width: coordinate(1...120), height: coordinate(1...90)))
            }
            let project = Project(name: "Neighbours", views: [root] + views)
            var environment = LayoutEnvironment(designOf: project)
            if round % 4 == 3 { environment.direction = .rightToLeft }
            let neighbours = DesignNeighbours(project: project, environment: environment)
            let excluded = Set(views.filter { _ in Int.random(in: 0..<2, using: &random) == 0 }.map(\.id))
            let isCandidate: (ItemID) -> Bool = { !excluded.contains($0) }
            for view in views {
                for edge in [Attribute.leading, .trailing, .top, .bottom] {
                    let limit = [0, 0.5, 8, coordinate(0...200), 2_000][Int.random(in: 0..<5, using: &random)]
                    let full = neighbours.anchor(facing: edge, of: view, toMargins: true, where: isCandidate)
                    var looked = 0
                    let cut = neighbours.anchor(
                        facing: edge, of: view, toMargins: true, where: isCandidate, unlessFartherThan: limit, looked: &looked)
                    let place = "seed \(seed), round \(round), \(view.name) \(edge), limit \(limit)"
                    if let cut {
                        #expect(cut == full, "\(place)")
                    } else {
                        let pin = neighbours.measured(Equation(Anchor(view.id, edge), .equal, full))
                        #expect(abs(pin.constant) >= limit, "\(place): the pin to \(full) is \(pin.constant)")
                    }
                }
            }
        }
    }

    /// Add Missing Constraints on views laid out in rows asks every side of every view: in a
    /// grid each column is one run of equal edges, and walking it whole for each view of the
    /// next column was quadratic (100 siblings a side here; 2.4 s at 5,000 views).
    @Test("On a grid of 400 views in rows of four, a side looks at a few siblings, not at a whole column")
    func gridLooksAtFewSiblings() {
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 375, height: 5_300))
        let views = (0..<400).map { index in
            View(
                name: "cell\(index)", parent: root.id, index: index,
                frame: Rect(x: 16 + Double(index % 4) * 88, y: 20 + Double(index / 4) * 52, width: 80, height: 44))
        }
        let project = Project(name: "Grid", views: [root] + views)
        let neighbours = DesignNeighbours(project: project, environment: LayoutEnvironment(designOf: project))
        var looked = 0
        var wrong: [String] = []
        for (index, view) in views.enumerated() {
            for edge in [Attribute.leading, .trailing, .top, .bottom] {
                let found = neighbours.anchor(facing: edge, of: view, toMargins: true, where: { _ in true }, looked: &looked)
                let expected = Self.nearest(facing: edge, of: view, among: views, where: { _ in true })
                if found.item != (expected?.id ?? root.id) { wrong.append("cell\(index) \(edge)") }
            }
        }
        #expect(wrong.isEmpty, "\(wrong.count) sides pinned to another neighbour; first: \(wrong.prefix(3))")
        #expect(looked <= 2 * 4 * views.count, "\(looked) siblings looked at for \(4 * views.count) sides")
        // Pinned top to bottom, a view's bottom side has no candidate yet: cut short at its top
        // side's 8 points, it looks at the row below, not at every row down to the last.
        looked = 0
        for view in views {
            let below = neighbours.anchor(facing: .bottom, of: view, toMargins: true, where: { _ in false }, unlessFartherThan: 8, looked: &looked)
            #expect(below == nil, "\(view.name): \(String(describing: below))")
        }
        #expect(looked <= 2 * views.count, "\(looked) siblings looked at for \(views.count) bottom sides")
    }

    /// The nearest sibling on that side that overlaps the view across the axis, by looking at
    /// every one (ties to the smaller id); nil when none.
    static func nearest(facing edge: Attribute, of view: View, among siblings: [View], where isCandidate: (ItemID) -> Bool) -> View? {
        let frame = view.frame
        let horizontal = edge == .leading || edge == .trailing
        var nearest: (view: View, gap: Double)?
        for sibling in siblings where sibling.id != view.id && isCandidate(sibling.id) {
            let other = sibling.frame
            let overlaps =
                horizontal
                ? other.y < frame.y + frame.height && other.y + other.height > frame.y
                : other.x < frame.x + frame.width && other.x + other.width > frame.x
            guard overlaps else { continue }
            let gap: Double =
                switch edge {
                case .leading: frame.x - other.x - other.width
                case .trailing: other.x - frame.x - frame.width
                case .top: frame.y - other.y - other.height
                default: other.y - frame.y - frame.height
                }
            guard gap >= -0.5 else { continue }
            if nearest == nil || gap < nearest!.gap || (gap == nearest!.gap && sibling.id < nearest!.view.id) { nearest = (sibling, gap) }
        }
        return nearest?.view
    }
}

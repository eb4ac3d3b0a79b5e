import Model
import Testing

@testable import Solver

/// Grids of square cells and cards of labels, one below the other in a scroll view's content:
/// what `layoutstore-bench shapes` draws its random layouts from. A grid's cells are placed
/// early in the order of evaluation (their tops defined by expanded rows naming the grid's
/// top), so the exchange of definitions for a card's last label, which ends at the next
/// block's top, has to move them after the card instead of sorting every place in between.
@Suite("Grids and cards in a scroll view")
struct GridAndCardTests {
    static let environment = LayoutEnvironment(rootWidth: 375, rootHeight: 812)

    /// `blocks` blocks chained 8 pt apart down a scroll view, a grid of 3 × 3 square cells
    /// and a card of four labels in turn, each 16 pt in from the scroll view's sides.
    static func project(blocks: Int) -> Project {
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 375, height: 812))
        var project = Project(name: "Grids and cards", views: [root])
        let scroll = View(name: "scroll", parent: root.id, index: 0, kind: .scrollView)
        project.views.append(scroll)
        var constraints: [Equation<ItemID>] = [.top, .bottom, .leading, .trailing].map {
            Equation(Anchor(scroll.id, $0), .equal, Anchor(root.id, $0))
        }
        var children = [ItemID: Int]()
        func add(_ name: String, in parent: ItemID, kind: ViewKind = .view, intrinsic: IntrinsicContentSize = .noIntrinsicMetric) -> ItemID {
            let view = View(name: name, parent: parent, index: children[parent, default: 0], kind: kind, intrinsicContentSize: intrinsic)
            children[parent, default: 0] += 1
            project.views.append(view)
            return view.id
        }
        func pin(_ item: ItemID, _ attribute: Attribute, _ other: ItemID, _ otherAttribute: Attribute, _ constant: Double = 0) {
            constraints.append(Equation(Anchor(item, attribute), .equal, Anchor(other, otherAttribute), constant: constant))
        }
        var above: ItemID?
        for index in 0..<blocks {
            let block = add("block\(index)", in: scroll.id)
            pin(block, .leading, scroll.id, .leading, 16)
            pin(block, .trailing, scroll.id, .trailing, -16)
            pin(block, .width, scroll.id, .width, -32)
            if let above { pin(block, .top, above, .bottom, 8) } else { pin(block, .top, scroll.id, .top, 8) }
            var last: ItemID?
            if index.isMultiple(of: 2) {
                var first: ItemID?
                for row in 0..<3 {
                    var previous: ItemID?
                    for column in 0..<3 {
                        let cell = add("cell\(index).\(row).\(column)", in: block, kind: .imageView)
                        if let previous {
                            pin(cell, .leading, previous, .trailing, 4)
                            pin(cell, .top, previous, .top)
                        } else {
                            pin(cell, .leading, block, .leading)
                            if let last { pin(cell, .top, last, .bottom, 4) } else { pin(cell, .top, block, .top) }
                            last = cell
                        }
                        if let first { pin(cell, .width, first, .width) } else { first = cell }
                        pin(cell, .height, cell, .width)
                        previous = cell
                    }
                    pin(previous!, .trailing, block, .trailing)
                }
                pin(block, .bottom, last!, .bottom)
            } else {
                for row in 0..<4 {
                    let label = add("label\(index).\(row)", in: block, kind: .label, intrinsic: IntrinsicContentSize(width: 120, height: 21))
                    pin(label, .leading, block, .leading, 12)
                    pin(label, .trailing, block, .trailing, -12)
                    if let last { pin(label, .top, last, .bottom, 8) } else { pin(label, .top, block, .top, 12) }
                    last = label
                }
                pin(block, .bottom, last!, .bottom, 12)
            }
            above = block
        }
        if let above { pin(scroll.id, .bottom, above, .bottom, 8) }
        project.constraints = constraints.map { Constraint(equation: $0) }
        return project
    }

    /// Once `project` is solved: the cells of all its definitions, the longest definition but
    /// the scroll view's content height (one row naming every block's chain, made once), and
    /// the solution.
    static func solve(_ project: Project) -> (cells: Int, longest: Int, solution: LayoutSolution) {
        var system = LayoutSystem(project: project, environment: environment)
        let solution = system.solve()
        let tableau = system.solver.tableau
        let content = system.contentFrames.values.first.flatMap { tableau.existingSymbol(for: $0.height) }
        let definitions = tableau.rows.indices.filter { tableau.roles[$0] == .definition }
        let cells = definitions.map { tableau.rows[$0].cells.count }.reduce(0, +)
        let longest = definitions.filter { tableau.rows[$0].basic != content }.map { tableau.rows[$0].cells.count }.max() ?? 0
        return (cells, longest, solution)
    }

    /// Before, the exchange refused the cards' last labels (the places between the grid cells
    /// at the front of the order and the card's definitions were over 512) and expanded them
    /// through every block above: a row naming every height above it.
    @Test("No definition grows with the number of blocks, and every frame is where the blocks put it")
    func rowsStayShort() {
        let small = Self.solve(Self.project(blocks: 30))
        let project = Self.project(blocks: 120)
        let (cells, longest, solution) = Self.solve(project)
        #expect(longest <= small.longest + 4, "the longest definition has \(small.longest) cells at 30 blocks, \(longest) at 120")
        #expect(
            Double(cells) <= 4.5 * Double(small.cells), "the definitions have \(small.cells) cells in all at 30 blocks, \(cells) at 120")
        #expect(solution.unsatisfiable.isEmpty && solution.ambiguous.isEmpty)
        // 343 pt wide blocks: cells of (343 - 8) / 3, a grid as tall as three cells and two gaps;
        // a card of four labels 21 pt tall, 12 pt in, 8 pt apart.
        let cell: Double = (343 - 8) / 3
        let gridHeight: Double = 3 * cell + 8
        let cardHeight: Double = 12 + 84 + 24 + 12
        var top = 8.0
        var wrong: [String] = []
        for index in 0..<120 {
            let block = project.views.first { $0.name == "block\(index)" }!
            let height = index.isMultiple(of: 2) ? gridHeight : cardHeight
            if let frame = solution.frames[block.id], abs(frame.y - top) > 1e-9 || abs(frame.height - height) > 1e-9 {
                wrong.append("block\(index) at \(frame)")
            }
            top += height + 8
        }
        #expect(wrong.isEmpty, "\(wrong.count) blocks misplaced; first: \(wrong.prefix(3))")
    }
}

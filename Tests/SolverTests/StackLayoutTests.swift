import Model
import Testing

@testable import Solver

/// Stack views laid out as UIKit lays them out: frames computed by hand from the documented
/// behaviour of each distribution and alignment (issue #19).
@Suite("Stack views")
struct StackLayoutTests {
    /// A root with a stack `row` at (0, 0), pinned there, with arranged labels of these
    /// intrinsic sizes (all hugging and resisting compression as labels do).
    func stack(
        axis: Axis = .horizontal, _ sizes: [(Double, Double)], width: Double? = nil, height: Double? = nil,
        configure: (inout StackView) -> Void = { _ in }
    ) throws -> (LayoutFixture, LayoutSolution) {
        var layout = LayoutFixture(width: 400, height: 400)
        let row = layout.view("row", kind: .stackView)
        var arranged: [ItemID] = []
        for (index, size) in sizes.enumerated() {
            arranged.append(layout.view("v\(index)", kind: .label, intrinsic: IntrinsicContentSize(width: size.0, height: size.1), parent: "row"))
        }
        var configuration = StackView(axis: axis, arrangedSubviews: arranged)
        configure(&configuration)
        layout.setStack(configuration, of: row)
        try layout.add("row.leading = root.leading")
        try layout.add("row.top = root.top")
        if let width { try layout.add("row.width = \(width)") }
        if let height { try layout.add("row.height = \(height)") }
        return (layout, layout.solve())
    }

    func frames(_ layout: LayoutFixture, _ solution: LayoutSolution, _ count: Int) -> [Rect] {
        (0..<count).map { layout.frame("v\($0)", in: solution)! }
    }

    @Test("fill with no width: the stack fits its content, views keep their sizes, spacing between them")
    func fillFits() throws {
        let (layout, solution) = try stack([(50, 20), (60, 20), (70, 20)]) { $0.spacing = .points(8) }
        #expect(frames(layout, solution, 3).map(\.x) == [0, 58, 126])
        #expect(layout.frame("row", in: solution) == Rect(x: 0, y: 0, width: 196, height: 20))
        #expect(solution.ambiguous.isEmpty && solution.unsatisfiable.isEmpty)
    }

    @Test("fill wider than its content: the view that hugs least stretches")
    func fillStretchesTheLeastHugging() throws {
        var (layout, _) = try stack([(50, 20), (60, 20)], width: 200)
        let second = layout.project.views.firstIndex { $0.name == "v1" }!
        layout.project.views[second].contentHugging = AxisPriorities(horizontal: 200, vertical: 251)
        let solution = layout.solve()
        #expect(frames(layout, solution, 2).map(\.width) == [50, 150])
    }

    @Test("fillEqually: every view the same width")
    func fillEqually() throws {
        let (layout, solution) = try stack([(50, 20), (60, 20), (70, 20)], width: 300) {
            $0.distribution = .fillEqually
            $0.spacing = .points(10)
        }
        let widths = frames(layout, solution, 3).map(\.width)
        #expect(widths.allSatisfy { abs($0 - 280.0 / 3) < 1e-3 }, "\(widths)")
    }

    @Test("fillProportionally: widths in proportion to intrinsic widths, after spacing")
    func fillProportionally() throws {
        let (layout, solution) = try stack([(50, 20), (150, 20)], width: 420) {
            $0.distribution = .fillProportionally
            $0.spacing = .points(20)
        }
        #expect(frames(layout, solution, 2).map(\.width) == [100, 300])
        #expect(frames(layout, solution, 2).map(\.x) == [0, 120])
    }

    @Test("equalSpacing: views keep their widths, the gaps are equal")
    func equalSpacing() throws {
        let (layout, solution) = try stack([(50, 20), (50, 20), (50, 20)], width: 350) { $0.distribution = .equalSpacing }
        #expect(frames(layout, solution, 3).map(\.x) == [0, 150, 300])
        #expect(solution.unsatisfiable.isEmpty)
    }

    @Test("equalCentering: centres equally far apart")
    func equalCentering() throws {
        let (layout, solution) = try stack([(20, 20), (40, 20), (60, 20)], width: 300) { $0.distribution = .equalCentering }
        #expect(frames(layout, solution, 3).map(\.midX) == [10, 140, 270])
    }

    @Test("Alignments across the axis: top, center, bottom, and the stack as tall as its tallest view")
    func alignments() throws {
        for (alignment, expected) in [(StackView.Alignment.leading, [0.0, 0]), (.center, [10, 0]), (.trailing, [20, 0])] {
            let (layout, solution) = try stack([(50, 20), (50, 40)]) { $0.alignment = alignment }
            #expect(frames(layout, solution, 2).map(\.y) == expected, "\(alignment)")
            #expect(layout.frame("row", in: solution)?.height == 40, "\(alignment)")
        }
    }

    @Test("firstBaseline: the baselines line up")
    func firstBaseline() throws {
        var (layout, _) = try stack([(50, 20), (50, 40)]) { $0.alignment = .firstBaseline }
        for (name, baseline) in [("v0", 15.0), ("v1", 30)] {
            let index = layout.project.views.firstIndex { $0.name == name }!
            layout.project.views[index].baselineOffsets = BaselineOffsets(firstFromTop: baseline, lastFromBottom: 5)
        }
        let solution = layout.solve()
        #expect(frames(layout, solution, 2).map(\.y) == [15, 0])
    }

    @Test("lastBaseline: the last baselines line up")
    func lastBaseline() throws {
        var (layout, _) = try stack([(50, 20), (50, 40)]) { $0.alignment = .lastBaseline }
        for (name, fromBottom) in [("v0", 5.0), ("v1", 10)] {
            let index = layout.project.views.firstIndex { $0.name == name }!
            layout.project.views[index].baselineOffsets = BaselineOffsets(firstFromTop: nil, lastFromBottom: fromBottom)
        }
        let solution = layout.solve()
        #expect(frames(layout, solution, 2).map(\.y) == [15, 0], "baselines at 35 - 5 = 30 and 40 - 10 = 30")
        #expect(layout.frame("row", in: solution)?.height == 40)
    }

    @Test("Baseline-relative arrangement: a vertical stack spaces from one view's last baseline to the next one's first")
    func baselineRelative() throws {
        var (layout, _) = try stack(axis: .vertical, [(50, 20), (50, 20)]) {
            $0.isBaselineRelativeArrangement = true
            $0.spacing = .points(10)
        }
        for (name, first, last) in [("v0", 14.0, 5.0), ("v1", 12, 4)] {
            let index = layout.project.views.firstIndex { $0.name == name }!
            layout.project.views[index].baselineOffsets = BaselineOffsets(firstFromTop: first, lastFromBottom: last)
        }
        let solution = layout.solve()
        // v0's last baseline at 20 - 5 = 15; v1's first at 15 + 10, so v1 starts at 25 - 12.
        #expect(frames(layout, solution, 2).map(\.y) == [0, 13])
    }

    @Test("A hidden view takes no space, and its spacing goes")
    func hiddenView() throws {
        var (layout, _) = try stack([(50, 20), (60, 20), (70, 20)]) { $0.spacing = .points(8) }
        let hidden = layout.project.views.firstIndex { $0.name == "v1" }!
        layout.project.views[hidden].isHidden = true
        let solution = layout.solve()
        #expect(frames(layout, solution, 3).map(\.width) == [50, 0, 70])
        #expect(layout.frame("v2", in: solution)?.x == 58)
        #expect(layout.frame("row", in: solution)?.width == 128)
    }

    @Test("Right to left: a horizontal stack arranges from the right")
    func rightToLeft() throws {
        let (layout, _) = try stack([(50, 20), (60, 20)], width: 200) { $0.distribution = .equalSpacing }
        var environment = LayoutEnvironment(rootWidth: 400, rootHeight: 400)
        environment.direction = .rightToLeft
        let solution = layout.solve(environment)
        // The row itself sits at the root's leading (right) edge; inside it v0 is rightmost.
        #expect(layout.frame("row", in: solution)?.x == 200)
        #expect(frames(layout, solution, 2).map(\.x) == [150, 0])
    }

    @Test("A vertical stack arranged within its margins")
    func verticalWithinMargins() throws {
        let (layout, solution) = try stack(axis: .vertical, [(50, 20), (60, 30)]) {
            $0.isLayoutMarginsRelativeArrangement = true
            $0.spacing = .standard
        }
        let frames = frames(layout, solution, 2)
        #expect(frames.map(\.y) == [8, 36])
        #expect(frames.map(\.x) == [8, 8])
        #expect(layout.frame("row", in: solution)?.height == Double(8 + 20 + 8 + 30 + 8))
    }

    @Test("Nested stacks: a vertical stack of two horizontal rows fits them, each row fitting its labels")
    func nestedStacks() throws {
        var layout = LayoutFixture(width: 400, height: 400)
        let column = layout.view("column", kind: .stackView)
        var rows: [ItemID] = []
        for row in 0..<2 {
            let rowID = layout.view("row\(row)", kind: .stackView, parent: "column")
            rows.append(rowID)
            let labels = (0..<2).map { index in
                layout.view(
                    "r\(row)l\(index)", kind: .label, intrinsic: IntrinsicContentSize(width: Double(30 + 10 * row + 20 * index), height: 20),
                    parent: "row\(row)")
            }
            layout.setStack(StackView(axis: .horizontal, spacing: .points(4), arrangedSubviews: labels), of: rowID)
        }
        layout.setStack(StackView(axis: .vertical, alignment: .leading, spacing: .points(6), arrangedSubviews: rows), of: column)
        try layout.add("column.leading = root.leading + 10")
        try layout.add("column.top = root.top + 10")
        let solution = layout.solve()
        #expect(layout.frame("row0", in: solution) == Rect(x: 0, y: 0, width: 30 + 4 + 50, height: 20))
        #expect(layout.frame("row1", in: solution) == Rect(x: 0, y: 26, width: 40 + 4 + 60, height: 20))
        #expect(layout.frame("r1l1", in: solution) == Rect(x: 44, y: 0, width: 60, height: 20))
        #expect(layout.frame("column", in: solution) == Rect(x: 10, y: 10, width: 104, height: 46), "as wide as its widest row")
        #expect(solution.ambiguous.isEmpty && solution.unsatisfiable.isEmpty)
    }

    @Test("An empty stack arranged in a stack: no length where the row fits its content, the rest where the row is wider, never negative")
    func emptyStackInAStack() throws {
        for rowWidth in [nil, 300.0] {
            var layout = LayoutFixture(width: 400, height: 400)
            let column = layout.view("column", kind: .stackView)
            let row = layout.view("row", kind: .stackView, parent: "column")
            let label = layout.view("label", kind: .label, intrinsic: IntrinsicContentSize(width: 80, height: 20), parent: "row")
            let empty = layout.view("empty", kind: .stackView, parent: "row")
            layout.setStack(StackView(axis: .horizontal), of: empty)
            layout.setStack(StackView(axis: .horizontal, spacing: .points(10), arrangedSubviews: [label, empty]), of: row)
            layout.setStack(StackView(axis: .vertical, alignment: .leading, arrangedSubviews: [row]), of: column)
            try layout.add("column.leading = root.leading")
            try layout.add("column.top = root.top")
            if let rowWidth { try layout.add("row.width = \(rowWidth)") }
            let solution = layout.solve()
            #expect(solution.invalidFrames.isEmpty, "no negative size")
            #expect(layout.frame("row", in: solution)?.width == rowWidth ?? 90)
            #expect(layout.frame("empty", in: solution) == Rect(x: 90, y: 0, width: (rowWidth ?? 90) - 90, height: 20))
            #expect(solution.ambiguous.isEmpty && solution.unsatisfiable.isEmpty)
        }
    }

    @Test("A stack no constraint refers to keeps its design frame, and its views fill it")
    func unconstrainedStackKeepsItsFrame() throws {
        var layout = LayoutFixture(width: 400, height: 400)
        let row = layout.view("row", kind: .stackView, frame: Rect(x: 10, y: 20, width: 200, height: 30))
        let a = layout.view("a", kind: .view, parent: "row")
        let b = layout.view("b", kind: .view, parent: "row")
        layout.setStack(StackView(axis: .horizontal, distribution: .fillEqually, arrangedSubviews: [a, b]), of: row)
        let solution = layout.solve()
        #expect(layout.frame("row", in: solution) == Rect(x: 10, y: 20, width: 200, height: 30))
        #expect(layout.frame("b", in: solution) == Rect(x: 100, y: 0, width: 100, height: 30))
        #expect(solution.ambiguous.isEmpty)
    }
}

@Suite("Ambiguity of whole layouts")
struct LayoutAmbiguityTests {
    @Test("Asking every view's variables at once agrees with asking each, on ambiguous and determined chains")
    func batchedAmbiguityAgrees() throws {
        for determined in [true, false] {
            var solver = CassowarySolver()
            var previous: Variable?
            var variables: [Variable] = []
            for index in 0..<200 {
                let left = solver.makeVariable(named: "l\(index)"), width = solver.makeVariable(named: "w\(index)")
                variables += [left, width]
                try solver.add(LinearConstraint(left, .equal, previous.map { LinearExpression($0) + 8 } ?? LinearExpression(constant: 0)))
                // Every tenth width left open when the chain is not to be determined.
                if determined || index % 10 != 3 { try solver.add(LinearConstraint(width, .equal, 40)) }
                previous = solver.makeVariable(named: "r\(index)")
                try solver.add(LinearConstraint(previous!, .equal, LinearExpression(left) + LinearExpression(width)))
                variables.append(previous!)
            }
            let batched = solver.ambiguity(of: variables)
            #expect(batched == variables.map(solver.isAmbiguous))
            #expect(batched.contains(true) == !determined)
        }
    }
}

extension Rect {
    var midX: Double { x + width / 2 }
}

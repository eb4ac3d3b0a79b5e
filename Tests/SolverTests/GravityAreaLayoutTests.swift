import Model
import Testing

@testable import Solver

/// `NSStackView`'s gravity areas (issue #19): frames computed by hand from AppKit's header
/// (`NSStackView.Gravity`: the center area centred at `defaultLow`; `huggingPriorityForOrientation:`:
/// at least the spacing between views and between areas, exactly it within an area at
/// `max(750, hugging)` and between areas at the stack's hugging).
@Suite("NSStackView gravity areas")
struct GravityAreaLayoutTests {
    /// A root with a gravity-area stack `row` pinned at (0, 0), spacing 10, AppKit's default
    /// hugging (250), and arranged views `v0`, `v1`, … of these lengths along the axis (20 across)
    /// in these gravity areas. The views hug at 251 (as AppKit's labels do) unless told: a view
    /// that hugs no harder than the stack ties with the gaps between areas, and may stretch.
    func stack(
        axis: Axis = .horizontal, _ views: [(length: Double, gravity: StackView.Gravity)], hidden: Set<Int> = [],
        constraints: [String] = [], viewHugging: Priority = 251, stackHugging: Priority = .defaultLow
    ) throws -> (LayoutFixture, LayoutSolution) {
        var layout = LayoutFixture(width: 400, height: 400)
        let row = layout.view("row", kind: .stackView)
        var configuration = StackView(
            axis: axis, distribution: .gravityAreas, alignment: .leading, spacing: .points(10),
            hugging: AxisPriorities(horizontal: stackHugging, vertical: stackHugging))
        for (index, view) in views.enumerated() {
            let size = axis == .horizontal ? (view.length, 20.0) : (20.0, view.length)
            let id = layout.view(
                "v\(index)", kind: .label, intrinsic: IntrinsicContentSize(width: size.0, height: size.1),
                hugging: AxisPriorities(horizontal: viewHugging, vertical: viewHugging), parent: "row")
            configuration.arrangedSubviews.append(id)
            if view.gravity != .leading { configuration.gravities[id] = view.gravity }
            if hidden.contains(index) { layout.project.views[layout.project.views.count - 1].isHidden = true }
        }
        layout.setStack(configuration, of: row)
        try layout.add("row.leading = root.leading")
        try layout.add("row.top = root.top")
        for constraint in constraints { try layout.add(constraint) }
        return (layout, layout.solve())
    }

    func positions(_ layout: LayoutFixture, _ solution: LayoutSolution, _ count: Int, axis: Axis = .horizontal) -> [Double] {
        (0..<count).map { index in
            let frame = layout.frame("v\(index)", in: solution)!
            return axis == .horizontal ? frame.x : frame.y
        }
    }

    @Test("three areas in a 300 pt stack: leading packed at the leading edge, center centred, trailing at the trailing edge")
    func threeAreas() throws {
        let (layout, solution) = try stack(
            [(40, .leading), (20, .leading), (30, .center), (50, .trailing)], constraints: ["row.width = 300"])
        // Leading: 0 and 40 + 10. Center: 150 − 30 / 2 = 135. Trailing: 300 − 50 = 250.
        #expect(positions(layout, solution, 4) == [0, 50, 135, 250])
        #expect((0..<4).map { layout.frame("v\($0)", in: solution)!.width } == [40, 20, 30, 50], "views keep their lengths")
        #expect(solution.ambiguous.isEmpty && solution.unsatisfiable.isEmpty)
    }

    @Test("the arrangement's order does not matter across areas: a trailing view listed first still sits at the trailing edge")
    func areasOrderTheViews() throws {
        let (layout, solution) = try stack(
            [(50, .trailing), (40, .leading), (30, .center), (20, .leading)], constraints: ["row.width = 300"])
        #expect(positions(layout, solution, 4) == [250, 0, 135, 50])
    }

    @Test("with nothing pinning its length the stack hugs its views: every gap is the spacing")
    func hugsItsViews() throws {
        let (layout, solution) = try stack([(40, .leading), (20, .leading), (30, .center), (50, .trailing)])
        // 40 + 10 + 20 + 10 + 30 + 10 + 50 = 170; the center area gives up its centring (250,
        // one gap's worth) rather than open two gaps.
        #expect(layout.frame("row", in: solution)?.width == 170)
        #expect(positions(layout, solution, 4) == [0, 50, 80, 120])
        #expect(solution.ambiguous.isEmpty)
    }

    @Test("a stack wider than its only area: the views stay packed at the leading edge, at their lengths")
    func widerThanItsContent() throws {
        let (layout, solution) = try stack([(40, .leading), (20, .leading)], constraints: ["row.width = 300"])
        #expect(positions(layout, solution, 2) == [0, 50])
        #expect(layout.frame("v1", in: solution)?.width == 20)
        #expect(layout.frame("row", in: solution)?.width == 300)
        #expect(solution.ambiguous.isEmpty && solution.unsatisfiable.isEmpty)
    }

    @Test("a hidden view drops out: no length, no spacing; its neighbours close up")
    func hiddenViewDropsOut() throws {
        let (layout, solution) = try stack(
            [(40, .leading), (20, .leading), (30, .leading), (50, .trailing)], hidden: [1], constraints: ["row.width = 300"])
        #expect(positions(layout, solution, 4) == [0, 40, 50, 250])
        #expect(layout.frame("v1", in: solution)?.width == 0)
    }

    @Test("a center area too wide to centre is pushed along by the leading area, the spacing kept")
    func centerPushedAside() throws {
        let (layout, solution) = try stack([(100, .leading), (30, .center)], constraints: ["row.width = 150"])
        // Centred it would start at 60; the leading area ends at 100, so at least 110.
        #expect(positions(layout, solution, 2) == [0, 110])
        #expect(solution.unsatisfiable.isEmpty)
    }

    @Test("Interface Builder's stack hugging (249.99998) is just under a plain view's 250: such views keep their lengths too")
    func interfaceBuilderHugging() throws {
        let (layout, solution) = try stack(
            [(40, .leading), (50, .trailing)], constraints: ["row.width = 300"], viewHugging: 250, stackHugging: Priority(249.99998))
        #expect(positions(layout, solution, 2) == [0, 250])
        #expect(layout.frame("v1", in: solution)?.width == 50)
        #expect(solution.ambiguous.isEmpty)
    }

    @Test("a vertical stack: top at the top, bottom at the bottom")
    func vertical() throws {
        let (layout, solution) = try stack(
            axis: .vertical, [(20, .leading), (30, .trailing), (10, .trailing)], constraints: ["row.height = 200"])
        // Bottom area: 30 + 10 + 10 = 50 from the bottom: 150 and 190.
        #expect(positions(layout, solution, 3, axis: .vertical) == [0, 150, 190])
    }
}

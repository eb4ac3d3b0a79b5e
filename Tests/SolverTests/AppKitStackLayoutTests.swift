import Model
import Testing

@testable import Solver

/// `NSStackView`s (stack views with hugging priorities) laid out as AppKit lays them out, where
/// it differs from UIKit: frames computed by hand from AppKit's documentation ("Distribution",
/// `setHuggingPriority(_:for:)`) and checked against the same stack as a `UIStackView` (issue #19).
@Suite("NSStackView layout")
struct AppKitStackLayoutTests {
    /// A root with a stack `row` pinned at (0, 0) and arranged labels of these intrinsic sizes
    /// (labels hug at 250, resist compression at 750); `appKit` gives it AppKit's default hugging.
    func stack(
        axis: Axis = .horizontal, _ sizes: [(Double, Double)], appKit: Bool = true, constraints: [String] = [],
        configure: (inout StackView) -> Void = { _ in }
    ) throws -> (LayoutFixture, LayoutSolution) {
        var layout = LayoutFixture(width: 400, height: 400)
        let row = layout.view("row", kind: .stackView)
        var arranged: [ItemID] = []
        for (index, size) in sizes.enumerated() {
            arranged.append(
                layout.view(
                    "v\(index)", kind: .label, intrinsic: IntrinsicContentSize(width: size.0, height: size.1),
                    hugging: AxisPriorities(horizontal: 250, vertical: 250), parent: "row"))
        }
        var configuration = StackView(axis: axis, alignment: .center, arrangedSubviews: arranged)
        if appKit { configuration.hugging = AxisPriorities(horizontal: .defaultLow, vertical: .defaultLow) }
        configure(&configuration)
        layout.setStack(configuration, of: row)
        try layout.add("row.leading = root.leading")
        try layout.add("row.top = root.top")
        for constraint in constraints { try layout.add(constraint) }
        return (layout, layout.solve())
    }

    func frames(_ layout: LayoutFixture, _ solution: LayoutSolution, _ count: Int) -> [Rect] {
        (0..<count).map { layout.frame("v\($0)", in: solution)! }
    }

    @Test("equal spacing in a stack wider than its views: the first and last reach the edges, the gaps are equal")
    func equalSpacingReachesTheEdges() throws {
        let (layout, solution) = try stack([(40, 20), (60, 30), (20, 10)], constraints: ["row.width = 200"]) {
            $0.distribution = .equalSpacing
            $0.spacing = .points(10)
        }
        // 200 − (40 + 60 + 20) = 80 of gaps: 40 each.
        #expect(frames(layout, solution, 3).map(\.x) == [0, 80, 180])
        #expect(frames(layout, solution, 3).map(\.width) == [40, 60, 20])
        #expect(solution.ambiguous.isEmpty && solution.unsatisfiable.isEmpty)
    }

    @Test("equal centering with one view: AppKit keeps its width and centres it, UIKit stretches it to the edges")
    func singleViewIsCentred() throws {
        let (appKit, appKitSolution) = try stack(
            [(100, 20)], constraints: ["row.width = 300", "row.height = 20"]
        ) { $0.distribution = .equalCentering }
        // NSStackView's hugging along the axis is not required under equal centering: the view
        // keeps its 100 pt, and the 200 left over are shared before and after.
        #expect(appKit.frame("v0", in: appKitSolution) == Rect(x: 100, y: 0, width: 100, height: 20))
        let (uiKit, uiKitSolution) = try stack(
            [(100, 20)], appKit: false, constraints: ["row.width = 300", "row.height = 20"]
        ) { $0.distribution = .equalCentering }
        #expect(uiKit.frame("v0", in: uiKitSolution)?.width == 300)
    }

    @Test("fill equally: a view that needs more than the equal share keeps it, the others share the rest equally")
    func fillEquallyKeepsAWideView() throws {
        let (layout, solution) = try stack([(10, 20), (10, 20), (100, 30)], constraints: ["row.width = 170"]) {
            $0.distribution = .fillEqually
            $0.spacing = .points(10)
        }
        // 170 − 100 − 2 × 10 = 50 for the two small views: 25 each, the wide one's 100 held by its
        // compression resistance (750) over the equal lengths.
        #expect(frames(layout, solution, 3).map(\.width) == [25, 25, 100])
        #expect(frames(layout, solution, 3).map(\.x) == [0, 35, 70])
        let (uiKit, uiKitSolution) = try stack([(10, 20), (10, 20), (100, 30)], appKit: false, constraints: ["row.width = 170"]) {
            $0.distribution = .fillEqually
            $0.spacing = .points(10)
        }
        #expect(frames(uiKit, uiKitSolution, 3).map(\.width).allSatisfy { abs($0 - 50) < 1e-6 }, "UIKit's equal widths are required")
    }

    @Test("fill equally among three: each view equals the one before, so two narrow views share equally beside a wide one")
    func fillEquallyChains() throws {
        let (layout, solution) = try stack([(100, 20), (10, 20), (10, 20)], constraints: ["row.width = 170"]) {
            $0.distribution = .fillEqually
            $0.spacing = .points(10)
        }
        #expect(frames(layout, solution, 3).map(\.width) == [100, 25, 25])
        #expect(solution.ambiguous.isEmpty)
    }

    @Test("the stack's hugging holds it to its views against a weaker pull: along the axis and across it")
    func huggingBeatsWeakerConstraints() throws {
        // A width wanted at 200, below the stack's hugging (250): the stack stays as small as its views.
        let (row, rowSolution) = try stack([(40, 20), (60, 30)], constraints: ["row.width = 300 @200"]) {
            $0.distribution = .equalSpacing
            $0.spacing = .points(10)
        }
        #expect(row.frame("row", in: rowSolution)?.width == 110)
        let (column, columnSolution) = try stack(axis: .vertical, [(40, 20), (60, 30)], constraints: ["row.width = 300 @200"]) {
            $0.alignment = .leading
        }
        #expect(column.frame("row", in: columnSolution)?.width == 60)
        // UIStackView pulls its breadth to its content just under fitting size only: the 200 wins.
        let (uiKit, uiKitSolution) = try stack(axis: .vertical, [(40, 20), (60, 30)], appKit: false, constraints: ["row.width = 300 @200"]) {
            $0.alignment = .leading
        }
        #expect(uiKit.frame("row", in: uiKitSolution)?.width == 300)
    }

    @Test("fill with views that hug harder than 750: AppKit's spacing (== at 750, >= required) gives way, UIKit's does not")
    func spacingGivesWayToStrongHugging() throws {
        func hugTightly(_ layout: inout LayoutFixture) -> LayoutSolution {
            for index in layout.project.views.indices where layout.project.views[index].name.hasPrefix("v") {
                layout.project.views[index].contentHugging = AxisPriorities(horizontal: 800, vertical: 250)
            }
            return layout.solve()
        }
        var (appKit, _) = try stack([(40, 20), (60, 30)], constraints: ["row.width = 200"]) {
            $0.spacing = .points(10)
            $0.distribution = .fill
        }
        let appKitSolution = hugTightly(&appKit)
        // The views keep 40 and 60 and meet the edges: the gap between them is 100, not 10.
        #expect(frames(appKit, appKitSolution, 2) == [Rect(x: 0, y: 5, width: 40, height: 20), Rect(x: 140, y: 0, width: 60, height: 30)])
        var (uiKit, _) = try stack([(40, 20), (60, 30)], appKit: false, constraints: ["row.width = 200"]) {
            $0.spacing = .points(10)
            $0.distribution = .fill
        }
        let uiKitSolution = hugTightly(&uiKit)
        let uiKitFrames = frames(uiKit, uiKitSolution, 2)
        #expect(uiKitFrames[1].x - (uiKitFrames[0].x + uiKitFrames[0].width) == 10, "UIKit's spacing is required")
    }

    @Test("fill: the effective hugging is required, so the views fill the stack as in UIKit")
    func fillIsRequired() throws {
        let (layout, solution) = try stack([(40, 20), (60, 30)], constraints: ["row.width = 200"]) {
            $0.spacing = .points(10)
            $0.distribution = .fill
        }
        let frames = frames(layout, solution, 2)
        #expect(frames[0].x == 0 && frames[1].x + frames[1].width == 200)
        #expect(frames[0].width + frames[1].width == 190)
    }
}

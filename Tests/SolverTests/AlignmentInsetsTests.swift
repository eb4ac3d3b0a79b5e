import Model
import Testing
@testable import Solver

/// Auto Layout places alignment rectangles, not frames (seed, "Anatomy of a Constraint"): a
/// view's alignment insets move and widen its frame around what the constraints place.
@Suite("Alignment insets")
struct AlignmentInsetsTests {
    @Test("a switch pinned 16 pt from the trailing edge: its alignment rectangle is placed, its frame reaches 2 pt further, and its intrinsic width is the rectangle's")
    func switchFrame() throws {
        var layout = LayoutFixture()
        let toggle = layout.view("toggle", kind: .switch, intrinsic: IntrinsicContentSize(width: 49, height: 31))
        layout.project.views[layout.project.views.firstIndex { $0.id == toggle }!].alignmentInsets = EdgeInsets(top: 0, left: 0, bottom: 0, right: 2)
        try layout.add("toggle.trailing = root.trailing - 16")
        try layout.add("toggle.top = root.top + 100")
        layout.view("label", intrinsic: IntrinsicContentSize(width: 60, height: 21))
        try layout.add("label.trailing = toggle.leading - 8")
        try layout.add("label.centerY = toggle.centerY")
        let solution = layout.solve()
        #expect(layout.frame("toggle", in: solution) == Rect(x: 310, y: 100, width: 51, height: 31))
        #expect(layout.frame("label", in: solution) == Rect(x: 242, y: 105, width: 60, height: 21))
    }

    @Test("margins and guides stay the bounds': a view's own margins are measured from its frame, not its alignment rectangle")
    func marginsFromFrame() throws {
        var layout = LayoutFixture()
        let box = layout.view("box", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        layout.project.views[layout.project.views.firstIndex { $0.id == box }!].alignmentInsets = EdgeInsets(top: 4, left: 6, bottom: 7, right: 6)
        try layout.add("box.leading = root.leading + 20")
        try layout.add("box.top = root.top + 20")
        try layout.add("box.width = 100")
        try layout.add("box.height = 100")
        layout.view("inner", parent: "box")
        try layout.add("inner.leading = box.leadingMargin")
        try layout.add("inner.top = box.topMargin")
        try layout.add("inner.width = 10")
        try layout.add("inner.height = 10")
        let solution = layout.solve()
        #expect(layout.frame("box", in: solution) == Rect(x: 14, y: 16, width: 112, height: 111))
        #expect(layout.frame("inner", in: solution) == Rect(x: 8, y: 8, width: 10, height: 10), "8 pt margins from the frame's edges")
    }
}

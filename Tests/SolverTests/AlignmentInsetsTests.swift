import Model
import Testing

@testable import Solver

/// Auto Layout places alignment rectangles, not frames (seed, "Anatomy of a Constraint"): a
/// view's alignment insets move and widen its frame around what the constraints place.
@Suite("Alignment insets")
struct AlignmentInsetsTests {
    @Test(
        "a switch pinned 16 pt from the trailing edge: its alignment rectangle is placed, its frame reaches 2 pt further, and its intrinsic width is the rectangle's"
    )
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

/// A scroll view's edges, constrained to what it contains, are its content area's (UIKit's
/// UIScrollView, Technical Note TN2154): the content sizes the scrollable area, not the frame
/// the content.
@Suite("Scroll views' content area")
struct ScrollContentTests {
    @Test("an image twice the scroll view's width, pinned to its four edges, keeps its size; the scroll view keeps its frame")
    func contentLargerThanFrame() throws {
        var layout = LayoutFixture()
        layout.view("scroll", kind: .scrollView)
        try layout.add("scroll.leading = root.leading")
        try layout.add("scroll.trailing = root.trailing")
        try layout.add("scroll.top = root.top + 20")
        try layout.add("scroll.height = 300")
        layout.view("image", kind: .imageView, intrinsic: IntrinsicContentSize(width: 750, height: 500), parent: "scroll")
        for edge in ["leading", "trailing", "top", "bottom"] { try layout.add("image.\(edge) = scroll.\(edge)") }
        let solution = layout.solve()
        #expect(layout.frame("scroll", in: solution) == Rect(x: 0, y: 20, width: 375, height: 300))
        #expect(layout.frame("image", in: solution) == Rect(x: 0, y: 0, width: 750, height: 500))
        #expect(solution.ambiguous.isEmpty)
    }

    @Test("width and height relate to the scroll view's frame: content as wide as the scroll view scrolls only vertically")
    func sizeIsTheFrames() throws {
        var layout = LayoutFixture()
        layout.view("scroll", kind: .scrollView)
        for edge in ["leading", "trailing", "top", "bottom"] { try layout.add("scroll.\(edge) = root.\(edge)") }
        layout.view("column", parent: "scroll")
        for edge in ["leading", "trailing", "top", "bottom"] { try layout.add("column.\(edge) = scroll.\(edge)") }
        try layout.add("column.width = scroll.width")
        try layout.add("column.height = 1200")
        let solution = layout.solve()
        #expect(layout.frame("column", in: solution) == Rect(x: 0, y: 0, width: 375, height: 1200))
        #expect(layout.frame("scroll", in: solution) == Rect(x: 0, y: 0, width: 375, height: 667))
    }
}

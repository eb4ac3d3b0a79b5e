import Model
import Testing

@testable import Solver

/// Views that translate their autoresizing mask follow their superview as UIKit's
/// `NSAutoresizingMaskLayoutConstraint`s make them: fixed parts keep their design lengths,
/// flexible ones share the superview's change in proportion to their design lengths.
@Suite("Autoresizing masks")
struct AutoresizingMaskTests {
    /// A 320 × 480 root with one view of the given design frame and mask, solved at `width` × `height`.
    func solved(
        frame: Rect, mask: AutoresizingMask, width: Double, height: Double = 480
    ) -> (frame: Rect?, solution: LayoutSolution, layout: LayoutFixture) {
        var layout = LayoutFixture(width: 320, height: 480)
        let id = layout.view("card", frame: frame)
        layout.project.views[layout.project.views.firstIndex { $0.id == id }!].autoresizingMask = mask
        let solution = layout.solve(LayoutEnvironment(rootWidth: width, rootHeight: height))
        return (layout.frame("card", in: solution), solution, layout)
    }

    @Test("a flexible width: the superview grows from 320 to 400 wide, the view by the same 80 pt; its margins and height stay")
    func flexibleWidth() {
        let result = solved(frame: Rect(x: 20, y: 40, width: 280, height: 50), mask: .flexibleWidth, width: 400)
        #expect(result.frame == Rect(x: 20, y: 40, width: 360, height: 50))
        #expect(result.solution.ambiguous.isEmpty && result.solution.unsatisfiable.isEmpty)
    }

    @Test("a flexible left margin: the view keeps its size and its distance from the right edge")
    func flexibleLeftMargin() {
        let result = solved(frame: Rect(x: 200, y: 40, width: 100, height: 50), mask: .flexibleLeftMargin, width: 400)
        #expect(result.frame == Rect(x: 280, y: 40, width: 100, height: 50))
    }

    @Test("a flexible left margin and width share the 80 pt in proportion to their design lengths (40 and 120): 20 and 60")
    func proportionalShares() {
        let result = solved(frame: Rect(x: 40, y: 40, width: 120, height: 50), mask: [.flexibleLeftMargin, .flexibleWidth], width: 400)
        #expect(result.frame == Rect(x: 60, y: 40, width: 180, height: 50))
    }

    @Test("flexible top and bottom margins keep a view at the same relative height: 100 pt above and 300 below in 480 become 130 and 390 in 600")
    func verticalMargins() {
        let result = solved(
            frame: Rect(x: 0, y: 100, width: 320, height: 80), mask: [.flexibleTopMargin, .flexibleBottomMargin], width: 320, height: 600)
        #expect(result.frame == Rect(x: 0, y: 130, width: 320, height: 80))
    }

    @Test("a fixed mask (none) keeps the design frame whatever the superview's size")
    func fixedMask() {
        for (width, height) in [(320.0, 480.0), (400, 600), (200, 300)] {
            let result = solved(frame: Rect(x: 20, y: 40, width: 100, height: 50), mask: .notSizable, width: width, height: height)
            #expect(result.frame == Rect(x: 20, y: 40, width: 100, height: 50), "at \(width) × \(height)")
        }
    }

    @Test(
        "a cell's content view, referred to by its subview's constraints only, is placed by its mask: no longer ambiguous, and its subview follows it"
    )
    func contentViewPlacedByMask() {
        for mask: AutoresizingMask? in [nil, [.flexibleWidth, .flexibleHeight]] {
            var layout = LayoutFixture(width: 320, height: 44)
            let content = layout.view("contentView", frame: Rect(x: 0, y: 0, width: 320, height: 44))
            layout.project.views[layout.project.views.firstIndex { $0.id == content }!].autoresizingMask = mask
            layout.view("title", frame: Rect(x: 16, y: 11, width: 288, height: 22), parent: "contentView")
            for text in [
                "title.leading = contentView.leading + 16", "title.trailing = contentView.trailing - 16",
                "title.top = contentView.top + 11", "title.height = 22",
            ] {
                try? layout.add(text)
            }
            let solution = layout.solve(LayoutEnvironment(rootWidth: 400, rootHeight: 44))
            if mask == nil {
                #expect(!layout.ambiguity("contentView", in: solution).isEmpty, "without a mask nothing places the content view")
            } else {
                #expect(solution.ambiguous.isEmpty)
                #expect(layout.frame("contentView", in: solution) == Rect(x: 0, y: 0, width: 400, height: 44))
                #expect(layout.frame("title", in: solution) == Rect(x: 16, y: 11, width: 368, height: 22))
            }
        }
    }

    @Test("the generated constraints: UIKit's h=/v= identifier, a position and a length per axis, required; named in diagnostics")
    func generatedConstraints() throws {
        let result = solved(
            frame: Rect(x: 40, y: 40, width: 120, height: 50), mask: [.flexibleLeftMargin, .flexibleWidth, .flexibleBottomMargin], width: 320)
        let project = result.layout.project
        let generated = AutoresizingConstraints(project: project).constraints
        #expect(generated.count == 4)
        #expect(generated.allSatisfy { $0.identifier == "h=&&- v=--&" && $0.priority == .required })
        let names = project.itemNamesByID
        #expect(
            generated.map { $0.text(names: names) } == [
                "card.minX == 0.25 * root.width - 40", "card.width == 0.75 * root.width - 120", "card.minY == 40", "card.height == 50",
            ])
        // A conflicting required constraint names the mask's constraint it breaks against.
        var layout = result.layout
        try layout.add("card.width = 10")
        let conflict = try #require(layout.solve().unsatisfiable.first)
        let described = ([conflict.broken] + conflict.conflicting).map(project.describe)
        #expect(described.contains("card's autoresizing mask h=&&- v=--& (card.width == 0.75 * root.width - 120)"), "\(described)")
    }

    @Test("an arranged subview's mask makes no constraint (a stack view turns translation off): the stack places it")
    func arrangedSubview() {
        var layout = LayoutFixture(width: 320, height: 480)
        let stack = layout.view("stack", kind: .stackView, frame: Rect(x: 0, y: 0, width: 320, height: 100))
        let item = layout.view("item", frame: Rect(x: 0, y: 0, width: 320, height: 100), parent: "stack")
        layout.setStack(StackView(axis: .vertical, arrangedSubviews: [item]), of: stack)
        layout.project.views[layout.project.views.firstIndex { $0.id == item }!].autoresizingMask = .notSizable
        #expect(AutoresizingConstraints(project: layout.project).constraints.isEmpty)
    }

    @Test("shares: in proportion to the flexible parts' lengths, evenly when those are zero, none to fixed parts")
    func shares() {
        #expect(AutoresizingConstraints.shares(lengths: [40, 120, 160], flexible: [true, true, false]) == [0.25, 0.75, 0])
        #expect(AutoresizingConstraints.shares(lengths: [0, 0, 320], flexible: [true, true, false]) == [0.5, 0.5, 0])
        #expect(AutoresizingConstraints.shares(lengths: [40, 120, 160], flexible: [false, false, false]) == [0, 0, 0])
    }
}

import Model
import Testing

@testable import Solver

/// Add Missing Constraints solves the layout once to find what is open, pins, and solves again
/// to find pins that break. When every view it pins is bound by nothing else (no constraint,
/// stack, autoresizing mask or required intrinsic size), no pin can break and the second solve
/// is left out (issue 37). These layouts get the same constraints, in the same order, either
/// way, including those where a pin does break.
@Suite("Add Missing Constraints: one solve where no pin can break")
struct AddMissingSingleSolveTests {
    /// The constraints added with the second solve left out where it may be, and always made.
    private func bothWays(_ project: Project, items: Set<ItemID>? = nil) -> (shortcut: [String], solved: [String]) {
        let environment = LayoutEnvironment(designOf: project)
        let items = items ?? Set(project.views.map(\.id))
        func written(_ again: Bool) -> [String] {
            SuggestedConstraints.missing(
                for: items, in: project, environment: environment, cuttingTheFarSideShort: true, solvingFreePinsAgain: again
            ).map { "\(project.named($0.equation).shortForm()) @\($0.priority)" }
        }
        return (written(false), written(true))
    }

    @Test("a grid of frames only: a position and a size on each axis for every view")
    func grid() {
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 375, height: 2_700))
        let views = (0..<200).map { index in
            View(
                name: "cell\(index)", parent: root.id, index: index,
                frame: Rect(x: 16 + Double(index % 4) * 88, y: 20 + Double(index / 4) * 52, width: 80, height: 44))
        }
        let (shortcut, solved) = bothWays(Project(name: "Grid", views: [root] + views))
        #expect(shortcut.count == 4 * views.count)
        #expect(shortcut == solved)
    }

    /// Views a pin may break: a label wider than half its superview whose intrinsic width is
    /// held at the required priority, a stack whose arranged views fix its width, and a view
    /// whose subview translates a mask that the subview's own constraint holds elsewhere than
    /// the design frames say.
    @Test("views whose pins break, among free ones, by themselves and with their neighbours")
    func bound() {
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 375, height: 800))
        var label = View(
            name: "label", parent: root.id, index: 0, kind: .label, frame: Rect(x: 10, y: 20, width: 300, height: 21),
            intrinsicContentSize: IntrinsicContentSize(width: 100, height: 21))
        label.contentHugging = AxisPriorities(horizontal: .required, vertical: 250)
        let free = View(name: "free", parent: root.id, index: 1, frame: Rect(x: 20, y: 60, width: 100, height: 40))
        var stack = View(name: "stack", parent: root.id, index: 2, frame: Rect(x: 16, y: 120, width: 343, height: 40))
        let first = View(name: "first", parent: stack.id, index: 0, frame: Rect(x: 0, y: 0, width: 100, height: 40))
        let second = View(name: "second", parent: stack.id, index: 1, frame: Rect(x: 100, y: 0, width: 100, height: 40))
        stack.stack = StackView(axis: .horizontal, arrangedSubviews: [first.id, second.id])
        let box = View(name: "box", parent: root.id, index: 3, frame: Rect(x: 30, y: 200, width: 300, height: 100))
        var inner = View(name: "inner", parent: box.id, index: 0, frame: Rect(x: 250, y: 10, width: 40, height: 40))
        inner.autoresizingMask = [.flexibleLeftMargin]
        var project = Project(name: "Bound", views: [root, label, free, stack, first, second, box, inner])
        project.constraints = [
            Constraint(equation: Equation(Anchor(first.id, .width), .equal, constant: 100)),
            Constraint(equation: Equation(Anchor(second.id, .width), .equal, constant: 100)),
            Constraint(equation: Equation(Anchor(inner.id, .leading), .equal, Anchor(root.id, .leading), constant: 200)),
        ]
        let everything = bothWays(project)
        #expect(!everything.shortcut.isEmpty)
        #expect(everything.shortcut == everything.solved)
        // The same views asked about alone: the constrained ones are not waiting to be pinned,
        // so only what binds the free-looking views can tell.
        for view in [label, stack, box, free] {
            let one = bothWays(project, items: [view.id])
            #expect(one.shortcut == one.solved, "\(view.name)")
        }
    }

    @Test("random frames, some views labels or stacks or translating masks, some constraints", arguments: [1, 2, 3, 4, 5, 6] as [UInt64])
    func randomLayouts(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        func coordinate(_ range: ClosedRange<Int>) -> Double { Double(Int.random(in: range, using: &random)) / 2 }
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 400, height: 900))
        var views = [root]
        for index in 0..<60 {
            let parent = index < 6 || Int.random(in: 0..<3, using: &random) == 0 ? root : views[1 + Int.random(in: 0..<6, using: &random)]
            var view = View(
                name: "v\(index)", parent: parent.id, index: index,
                frame: Rect(x: coordinate(0...400), y: coordinate(0...800), width: coordinate(20...400), height: coordinate(10...120)))
            switch Int.random(in: 0..<8, using: &random) {
            case 0:
                view.kind = .label
                view.intrinsicContentSize = IntrinsicContentSize(width: coordinate(20...200), height: 21)
                view.contentHugging = AxisPriorities(horizontal: Int.random(in: 0..<2, using: &random) == 0 ? .required : 250, vertical: 251)
            case 1:
                view.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth]
            default:
                break
            }
            views.append(view)
        }
        var project = Project(name: "Random", views: views)
        for view in views.dropFirst(7) where Int.random(in: 0..<6, using: &random) == 0 {
            project.constraints.append(Constraint(equation: Equation(Anchor(view.id, .width), .equal, constant: view.frame.width)))
        }
        let all = Set(project.views.map(\.id))
        let some = Set(project.views.map(\.id).filter { _ in Int.random(in: 0..<2, using: &random) == 0 })
        for items in [all, some] {
            let (shortcut, solved) = bothWays(project, items: items)
            #expect(shortcut == solved, "seed \(seed)")
        }
    }
}

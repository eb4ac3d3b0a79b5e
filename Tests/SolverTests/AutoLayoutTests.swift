import Model
import Testing

@testable import Solver

/// A project built from equations, for solving.
struct LayoutFixture {
    var project: Project
    let root: View

    init(width: Double = 375, height: Double = 667) {
        root = View(name: "root", frame: Rect(x: 0, y: 0, width: width, height: height))
        project = Project(name: "Guide", views: [root])
    }

    @discardableResult
    mutating func view(
        _ name: String, kind: ViewKind = .view, frame: Rect = .zero, intrinsic: IntrinsicContentSize = .noIntrinsicMetric,
        hugging: AxisPriorities? = nil, parent: String = "root", semantic: SemanticContentAttribute = .unspecified
    ) -> ItemID {
        let parentID = project.itemID(named: parent)!
        let view = View(
            name: name, parent: parentID, index: project.subviews(of: parentID).count, kind: kind, frame: frame,
            intrinsicContentSize: intrinsic, contentHugging: hugging, semanticContentAttribute: semantic)
        project.views.append(view)
        return view.id
    }

    /// Makes `view` a stack view arranged as `stack` says.
    mutating func setStack(_ stack: StackView, of view: ItemID) {
        project.views[project.views.firstIndex { $0.id == view }!].stack = stack
    }

    mutating func add(_ text: String, identifier: String? = nil, placeholder: Bool = false) throws {
        let typed = try Equation.parse(text)
        try typed.equation.validate(priority: typed.priority)
        project.constraints.append(
            Constraint(
                identifier: identifier, equation: try project.resolve(typed.equation), priority: typed.priority,
                isPlaceholder: placeholder))
    }

    func solve(_ environment: LayoutEnvironment? = nil) -> LayoutSolution {
        LayoutSystem.solve(project, in: environment ?? LayoutEnvironment(rootWidth: root.frame.width, rootHeight: root.frame.height))
    }

    func frame(_ name: String, in solution: LayoutSolution) -> Rect? { solution.frames[project.itemID(named: name)!] }
    func ambiguity(_ name: String, in solution: LayoutSolution) -> [Ambiguity.Attribute] {
        solution.ambiguous.first { $0.item == project.itemID(named: name)! }?.attributes ?? []
    }
}

@Suite("Auto Layout: the Auto Layout Guide's examples")
struct AutoLayoutTests {
    @Test("Anatomy of a Constraint: green is 300 wide, or 250 with both leadings at 50")
    func anatomy() throws {
        for (leading, width) in [(100.0, 300.0), (50, 250)] {
            var layout = LayoutFixture()
            layout.view("red")
            layout.view("green")
            try layout.add("red.leading = root.leading + \(leading)")
            try layout.add("red.width = 100")
            try layout.add("green.leading = root.leading + \(leading)")
            try layout.add("green.trailing = 2 * red.trailing")
            let solution = layout.solve()
            #expect(layout.frame("green", in: solution)?.width == width)
            #expect(layout.frame("green", in: solution)?.x == leading)
            #expect(solution.unsatisfiable.isEmpty)
        }
    }

    @Test("|-[myView]-| fills the superview's margins")
    func margins() throws {
        var layout = LayoutFixture()
        layout.view("myView")
        for constraint in try VisualFormat.constraints("H:|-[myView]-|", superview: "root") {
            try layout.add(constraint.equation.shortForm())
        }
        try layout.add("myView.top = root.topMargin")
        try layout.add("myView.height = 44")
        let solution = layout.solve()
        // The root view's own margins are 8; a device preset gives a view controller's 16.
        #expect(layout.frame("myView", in: solution) == Rect(x: 8, y: 8, width: 359, height: 44))
        let phone = layout.solve(LayoutEnvironment.device(named: "iphone-15"))
        #expect(layout.frame("myView", in: phone) == Rect(x: 16, y: 59, width: 361, height: 44))
        #expect(solution.ambiguous.isEmpty)
    }

    @Test("A 1:2 aspect ratio")
    func aspectRatio() throws {
        var layout = LayoutFixture()
        layout.view("image")
        try layout.add("image.leading = root.leading + 20")
        try layout.add("image.top = root.top + 20")
        try layout.add("image.width = 100")
        try layout.add("image.height = 2 * image.width")
        #expect(layout.frame("image", in: layout.solve()) == Rect(x: 20, y: 20, width: 100, height: 200))
    }

    /// A label and a text field in a row, filling the margins; hugging decides which stretches.
    func labelAndField(labelHugging: Priority) throws -> (LayoutFixture, LayoutSolution) {
        var layout = LayoutFixture()
        layout.view(
            "label", kind: .label, intrinsic: IntrinsicContentSize(width: 45, height: 21),
            hugging: AxisPriorities(horizontal: labelHugging, vertical: 251))
        layout.view(
            "field", kind: .textField, intrinsic: IntrinsicContentSize(width: 97, height: 30),
            hugging: AxisPriorities(horizontal: 250, vertical: 250))
        try layout.add("label.leading = root.leadingMargin")
        try layout.add("field.leading = label.trailing + 8")
        try layout.add("root.trailingMargin = field.trailing")
        try layout.add("label.top = root.topMargin + 20")
        try layout.add("field.firstBaseline = label.firstBaseline")
        return (layout, layout.solve())
    }

    @Test("Label and text field: 251 hugging keeps the label at its size, the field stretches")
    func labelHugs() throws {
        let (layout, solution) = try labelAndField(labelHugging: 251)
        #expect(layout.frame("label", in: solution)?.width == 45)
        // The root's own margins are 8 on each side.
        let field = try #require(layout.frame("field", in: solution))
        #expect(field.width == 375 - 8 - 45 - 8 - 8, "\(field.width.debugDescription)")
        #expect(solution.ambiguous.isEmpty, "\(solution.ambiguous)")
    }

    @Test("Label and text field with equal hugging: ambiguous widths")
    func equalHuggingIsAmbiguous() throws {
        let (layout, solution) = try labelAndField(labelHugging: 250)
        #expect(layout.ambiguity("label", in: solution).contains(.width))
        #expect(layout.ambiguity("field", in: solution).contains(.width))
    }

    @Test("Blue.leading >= Red.trailing + 8, pulled back by a 250 <=: exactly 8 apart")
    func inequalityPulledBack() throws {
        var layout = LayoutFixture()
        layout.view("red")
        layout.view("blue")
        try layout.add("red.leading = root.leading + 20")
        try layout.add("red.width = 100")
        try layout.add("blue.leading >= red.trailing + 8")
        try layout.add("blue.leading <= red.trailing + 8 @250")
        try layout.add("blue.width = 50")
        let solution = layout.solve()
        #expect(layout.frame("blue", in: solution)?.x == 128)
        #expect(solution.unsatisfiedOptional.isEmpty)
    }

    @Test("Right to left: leading and trailing flip, left and right do not")
    func rightToLeft() throws {
        var layout = LayoutFixture()
        layout.view("a")
        layout.view("b")
        layout.view("fixed", semantic: .forceLeftToRight)
        try layout.add("a.leading = root.leading + 20")
        try layout.add("a.width = 100")
        try layout.add("b.left = root.left + 20")
        try layout.add("b.width = 100")
        try layout.add("fixed.leading = root.leading + 20")
        try layout.add("fixed.width = 100")
        let ltr = layout.solve()
        var environment = LayoutEnvironment(rootWidth: 375, rootHeight: 667)
        environment.direction = .rightToLeft
        let rtl = layout.solve(environment)
        #expect(try #require(layout.frame("a", in: ltr)).x == 20)
        #expect(try #require(layout.frame("a", in: rtl)).x == 375 - 20 - 100, "the root's leading is its right edge")
        #expect(try #require(layout.frame("b", in: rtl)).x == 20, "left stays left")
        // The constraint is held by the root, which lays out right to left: a view forced
        // left to right is placed like any other (its own content is what stays left to right).
        #expect(try #require(layout.frame("fixed", in: rtl)).x == 375 - 20 - 100)
    }

    @Test("Ambiguity: only a width leaves x open; leading with trailing or centerX settles it")
    func ambiguityExamples() throws {
        var layout = LayoutFixture()
        layout.view("onlyWidth")
        layout.view("edges")
        layout.view("centered")
        for name in ["onlyWidth", "edges", "centered"] {
            try layout.add("\(name).top = root.top")
            try layout.add("\(name).height = 10")
        }
        try layout.add("onlyWidth.width = 100")
        try layout.add("edges.leading = root.leading + 10")
        try layout.add("edges.trailing = root.trailing - 10")
        try layout.add("centered.leading = root.leading + 10")
        try layout.add("centered.centerX = root.centerX")
        let solution = layout.solve()
        #expect(layout.ambiguity("onlyWidth", in: solution) == [.x])
        #expect(layout.ambiguity("edges", in: solution).isEmpty)
        #expect(layout.ambiguity("centered", in: solution).isEmpty)
        #expect(layout.frame("centered", in: solution) == Rect(x: 10, y: 0, width: 355, height: 10))
    }

    @Test("Unsatisfiable: the conflicting set is reported, one is broken, and the rest is solved")
    func unsatisfiable() throws {
        var layout = LayoutFixture()
        layout.view("box")
        try layout.add("box.leading = root.leading + 10", identifier: "left10")
        try layout.add("box.top = root.top")
        try layout.add("box.height = 10")
        try layout.add("box.width = 100", identifier: "width100")
        try layout.add("box.trailing = root.trailing - 10", identifier: "right10")
        let solution = layout.solve()
        let conflict = try #require(solution.unsatisfiable.first)
        let involved = Set([conflict.broken] + conflict.conflicting)
        let ids = layout.project.constraints.filter { ["left10", "width100", "right10"].contains($0.identifier) }.map {
            LayoutOrigin.constraint($0.id)
        }
        #expect(involved.isSuperset(of: ids), "\(involved.map(layout.project.describe))")
        #expect(involved.contains(.rootFrame(layout.root.id)))
        // The frames are those of the layout without the broken constraint.
        let frame = try #require(layout.frame("box", in: solution))
        let holding = [frame.x == 10, frame.width == 100, frame.x + frame.width == 365]
        #expect(holding.filter { $0 }.count == 2)
        #expect(layout.project.describe(conflict.broken).contains("constraint '"))
    }

    @Test("Unconstrained views keep their design frame; misplaced views are reported")
    func prototypingAndMisplacement() throws {
        var layout = LayoutFixture()
        layout.view("free", frame: Rect(x: 10, y: 20, width: 30, height: 40))
        layout.view("placed", frame: Rect(x: 0, y: 0, width: 50, height: 50))
        try layout.add("placed.leading = root.leading + 5")
        try layout.add("placed.top = root.top + 5")
        try layout.add("placed.width = 50")
        try layout.add("placed.height = 50")
        let solution = layout.solve()
        #expect(layout.frame("free", in: solution) == Rect(x: 10, y: 20, width: 30, height: 40))
        #expect(solution.misplaced.map(\.item) == [layout.project.itemID(named: "placed")!])
        #expect(solution.ambiguous.isEmpty)
    }

    @Test("Placeholders are left out, unless at design time")
    func placeholders() throws {
        var layout = LayoutFixture()
        layout.view("box", frame: Rect(x: 1, y: 2, width: 3, height: 4))
        try layout.add("box.leading = root.leading + 40", placeholder: true)
        try layout.add("box.top = root.top")
        try layout.add("box.width = 10")
        try layout.add("box.height = 10")
        #expect(layout.ambiguity("box", in: layout.solve()) == [.x])
        var designTime = LayoutEnvironment(rootWidth: 375, rootHeight: 667)
        designTime.includesPlaceholders = true
        #expect(layout.frame("box", in: layout.solve(designTime))?.x == 40)
    }

    @Test("Safe area, readable guide and subview frames relative to their superview")
    func guidesAndRelativeFrames() throws {
        var layout = LayoutFixture(width: 393, height: 852)
        layout.view("card")
        layout.view("title", parent: "card")
        try layout.add("card.top = root.safeArea.top")
        try layout.add("card.leading = root.readable.leading")
        try layout.add("card.trailing = root.readable.trailing")
        try layout.add("card.bottom = root.safeArea.bottom")
        try layout.add("title.leading = card.leading + 10")
        try layout.add("title.top = card.top + 10")
        try layout.add("title.width = 50")
        try layout.add("title.height = 20")
        let solution = layout.solve(LayoutEnvironment.device(named: "iphone-15"))
        #expect(layout.frame("card", in: solution) == Rect(x: 16, y: 59, width: 361, height: 852 - 59 - 34))
        #expect(layout.frame("title", in: solution) == Rect(x: 10, y: 10, width: 50, height: 20))
        #expect(solution.absoluteFrames[layout.project.itemID(named: "title")!] == Rect(x: 26, y: 69, width: 50, height: 20))
    }

    @Test("A scroll view's content: edges on the content layout guide grow the content, not the scroll view; width on the frame layout guide")
    func scrollViewContent() throws {
        var layout = LayoutFixture(width: 375, height: 667)
        layout.view("scroll", kind: .scrollView)
        layout.view("page", parent: "scroll")
        try layout.add("scroll.leading = root.leading")
        try layout.add("scroll.trailing = root.trailing")
        try layout.add("scroll.top = root.safeArea.top")
        try layout.add("scroll.bottom = root.bottom")
        for edge in ["top", "leading", "trailing", "bottom"] { try layout.add("page.\(edge) = scroll.contentLayout.\(edge)") }
        try layout.add("page.width = scroll.frameLayout.width")
        try layout.add("page.height = 1500")
        let solution = layout.solve()
        #expect(layout.frame("scroll", in: solution) == Rect(x: 0, y: 0, width: 375, height: 667), "the content does not stretch the scroll view")
        #expect(layout.frame("page", in: solution) == Rect(x: 0, y: 0, width: 375, height: 1500), "the content starts at the scroll view's origin")
        #expect(solution.ambiguous.isEmpty && solution.unsatisfiable.isEmpty)
        // The same edges on the frame layout guide tie the page to the frame: 1,500 cannot hold.
        var framed = LayoutFixture(width: 375, height: 667)
        framed.project = layout.project
        framed.project.constraints = framed.project.constraints.map { constraint in
            var constraint = constraint
            if constraint.equation.second?.guide == .contentLayout { constraint.equation.second?.guide = .frameLayout }
            return constraint
        }
        #expect(!framed.solve().unsatisfiable.isEmpty)
    }

    @Test("The same constraints in any order give the same frames, bit for bit", arguments: [UInt64(1), 2, 3])
    func deterministic(seed: UInt64) throws {
        var layout = LayoutFixture()
        for index in 0..<12 {
            layout.view("v\(index)", intrinsic: IntrinsicContentSize(width: Double(20 + index), height: 20))
        }
        for index in 0..<12 {
            try layout.add(index == 0 ? "v0.leading = root.leadingMargin" : "v\(index).leading = v\(index - 1).trailing + 3 @\(700 + index)")
            try layout.add("v\(index).top = root.top + \(index)")
            try layout.add("v\(index).width >= 0.1 * root.width @\(500 + index * 10)")
        }
        try layout.add("root.trailingMargin >= v11.trailing")
        let reference = layout.solve()
        var random = SplitMix64(seed: seed)
        var shuffled = layout
        shuffled.project.constraints.shuffle(using: &random)
        shuffled.project.views.shuffle(using: &random)
        let again = shuffled.solve()
        #expect(again.frames == reference.frames, "seed \(seed)")
    }
}

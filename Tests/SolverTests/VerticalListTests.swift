import Model
import Testing

@testable import Solver

/// Vertical lists, the commonest shape of real screens: every view pinned below the one above
/// (`V:|-20-[l0]-8-[l1]-8-…`), its height its intrinsic size. And cards of such lists, chained
/// down the root, each as tall as its labels.
@Suite("Vertical lists and cards")
struct VerticalListTests {
    static let labelSize = IntrinsicContentSize(width: 120, height: 21)

    /// Adds `count` labels to `parent`, each `inset` from both sides and 8 pt below the one
    /// above, the first `first` pt from the top; returns the last.
    @discardableResult
    static func addList(to project: inout Project, in parent: ItemID, count: Int, inset: Double, first: Double) -> ItemID? {
        var above: ItemID?
        for index in 0..<count {
            let label = View(name: "\(project.views.count)", parent: parent, index: index, kind: .label, intrinsicContentSize: labelSize)
            project.views.append(label)
            project.constraints += [
                Constraint(equation: Equation(Anchor(label.id, .leading), .equal, Anchor(parent, .leading), constant: inset)),
                Constraint(equation: Equation(Anchor(label.id, .trailing), .equal, Anchor(parent, .trailing), constant: -inset)),
                Constraint(
                    equation: above.map { Equation(Anchor(label.id, .top), .equal, Anchor($0, .bottom), constant: 8) }
                        ?? Equation(Anchor(label.id, .top), .equal, Anchor(parent, .top), constant: first)),
            ]
            above = label.id
        }
        return above
    }

    /// A list of `count` labels down a root 375 pt wide.
    static func list(_ count: Int) -> Project {
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 375, height: 812))
        var project = Project(name: "List", views: [root])
        addList(to: &project, in: root.id, count: count, inset: 16, first: 20)
        return project
    }

    /// `count` cards 16 pt from the root's sides, each 8 pt below the one above, holding
    /// `labels` labels in a list 12 pt in from its edges, its bottom 12 pt below the last.
    static func cards(_ count: Int, labels: Int) -> Project {
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 375, height: 812))
        var project = Project(name: "Cards", views: [root])
        var above: ItemID?
        for index in 0..<count {
            let card = View(name: "card\(index)", parent: root.id, index: index)
            project.views.append(card)
            project.constraints += [
                Constraint(equation: Equation(Anchor(card.id, .leading), .equal, Anchor(root.id, .leading), constant: 16)),
                Constraint(equation: Equation(Anchor(card.id, .trailing), .equal, Anchor(root.id, .trailing), constant: -16)),
                Constraint(
                    equation: above.map { Equation(Anchor(card.id, .top), .equal, Anchor($0, .bottom), constant: 8) }
                        ?? Equation(Anchor(card.id, .top), .equal, Anchor(root.id, .top), constant: 8)),
            ]
            if let last = addList(to: &project, in: card.id, count: labels, inset: 12, first: 12) {
                project.constraints.append(Constraint(equation: Equation(Anchor(card.id, .bottom), .equal, Anchor(last, .bottom), constant: 12)))
            }
            above = card.id
        }
        return project
    }

    static let environment = LayoutEnvironment(rootWidth: 375, rootHeight: 812)

    @Test("A list of 2,000 labels gets every frame right")
    func longList() {
        let project = Self.list(2_000)
        let solution = LayoutSystem.solve(project, in: Self.environment)
        let complete = solution.unsatisfiable.isEmpty && solution.ambiguous.isEmpty
        #expect(complete, "nothing unsatisfiable or ambiguous")
        var wrong: [String] = []
        for (index, label) in project.views.dropFirst().enumerated() {
            let expected = Rect(x: 16, y: 20 + 29 * Double(index), width: 343, height: 21)
            if solution.frames[label.id] != expected { wrong.append("label \(index) at \(String(describing: solution.frames[label.id]))") }
        }
        #expect(wrong.isEmpty, "\(wrong.count) labels misplaced; first: \(wrong.prefix(3))")
    }

    @Test("Cards of nine labels chained down the root get every frame right")
    func chainedCards() {
        let project = Self.cards(150, labels: 9)
        let solution = LayoutSystem.solve(project, in: Self.environment)
        let complete = solution.unsatisfiable.isEmpty && solution.ambiguous.isEmpty
        #expect(complete, "nothing unsatisfiable or ambiguous")
        // A card: 12 + 9 labels of 21 + 8 gaps of 8 + 12 = 277 pt, then 8 pt to the next.
        var wrong: [String] = []
        var card = 0
        var label = 0
        for view in project.views.dropFirst() {
            let expected: Rect
            if view.kind == .label {
                expected = Rect(x: 12, y: 12 + 29 * Double(label), width: 319, height: 21)
                label += 1
            } else {
                expected = Rect(x: 16, y: 8 + 285 * Double(card), width: 343, height: 277)
                card += 1
                label = 0
            }
            if solution.frames[view.id] != expected { wrong.append("\(view.name) at \(String(describing: solution.frames[view.id]))") }
        }
        #expect(wrong.isEmpty, "\(wrong.count) views misplaced; first: \(wrong.prefix(3))")
    }

    /// The longest row other than the priority levels' objectives, once `project` is solved.
    static func longestRow(_ project: Project) -> Int {
        var system = LayoutSystem(project: project, environment: environment)
        _ = system.solve()
        let tableau = system.solver.tableau
        return tableau.rows.indices.filter { tableau.roles[$0] != .objective }.map { tableau.rows[$0].cells.count }.max() ?? 0
    }

    @Test("Rows stay a few cells long on lists and cards, however long: no row names every view above")
    func rowsStayShort() {
        for project in [Self.list(400), Self.cards(40, labels: 9)] {
            let longest = Self.longestRow(project)
            #expect(longest <= 8, "\(project.name): a row of \(longest) cells, growing with the list")
        }
    }

    /// How many definitions the insertions of `project`'s solve substituted while expanding rows.
    static func definitionsExpanded(_ project: Project) -> Int {
        var system = LayoutSystem(project: project, environment: environment)
        _ = system.solve()
        return system.solver.tableau.definitionsExpanded
    }

    /// The work of a solve grows with the layout, not with its square: a label's constraints
    /// never expand through the labels above it. (Before the newest variable was chosen to be
    /// defined, each label's width was defined by the next label's, and each new label's
    /// constraints walked that chain: 241,799 definitions for 400 labels, 9,719 for 40 cards;
    /// now 4,795 and 2,988.)
    @Test("Adding a list or cards expands a few definitions per view, however long the list")
    func expansionStaysLinear() {
        for (small, large) in [(Self.list(100), Self.list(400)), (Self.cards(10, labels: 9), Self.cards(40, labels: 9))] {
            let views = small.views.count, expanded = Self.definitionsExpanded(small)
            let largeViews = large.views.count, largeExpanded = Self.definitionsExpanded(large)
            #expect(largeExpanded <= 16 * largeViews, "\(large.name): \(largeExpanded) definitions expanded for \(largeViews) views")
            #expect(
                Double(largeExpanded) <= 4.5 * Double(max(expanded, 1)),
                "\(large.name): \(expanded) definitions expanded at \(views) views, \(largeExpanded) at \(largeViews)")
        }
    }

    /// The solver `LayoutSystem` builds for `project`, and its constraints.
    static func solver(for project: Project) -> (CassowarySolver, [(ConstraintHandle, LinearConstraint)]) {
        var system = LayoutSystem(project: project, environment: environment)
        _ = system.solve()
        let solver = system.solver
        return (solver, solver.constraints.map { ($0, solver.constraint($0)!) })
    }

    /// On lists and cards the arithmetic is exact (whole numbers, coefficients ±1), so every
    /// value must be a fresh solve's bit for bit.
    @Test(
        "On a list and on cards, seeded constant changes, removals and re-additions give a fresh solve's values bit for bit",
        arguments: ["list", "cards"])
    func matchesFreshSolve(_ shape: String) {
        let project = shape == "list" ? Self.list(60) : Self.cards(6, labels: 9)
        var (solver, live) = Self.solver(for: project)
        let count = solver.variableCount
        var generator = SplitMix64(seed: 7)
        var removed: [LinearConstraint] = []
        var failures: [String] = []
        for step in 0..<40 {
            let choice = Int.random(in: 0..<10, using: &generator)
            if choice < 6 {
                let index = Int.random(in: 0..<live.count, using: &generator)
                var changed = live[index].1
                changed.expression.constant += Double(Int.random(in: -20...20, using: &generator))
                if (try? solver.setConstant(changed.expression.constant, of: live[index].0)) != nil { live[index].1 = changed }
            } else if choice < 8 || removed.isEmpty {
                let index = Int.random(in: 0..<live.count, using: &generator)
                try! solver.remove(live[index].0)
                removed.append(live.remove(at: index).1)
            } else {
                let constraint = removed.remove(at: Int.random(in: 0..<removed.count, using: &generator))
                if let handle = try? solver.add(constraint) { live.append((handle, constraint)) }
            }
            var fresh = CassowarySolver()
            for _ in 0..<count { _ = fresh.makeVariable() }
            _ = fresh.add(live.map(\.1))
            guard fresh.constraints.count == live.count else {
                failures.append("step \(step): a fresh solver refuses constraints the incremental one holds")
                break
            }
            let variables = (0..<count).map { Variable(id: $0) }
            let incremental = solver.solution(), expected = fresh.solution()
            let ambiguous = zip(solver.ambiguity(of: variables), fresh.ambiguity(of: variables)).map { $0 || $1 }
            for variable in variables where !ambiguous[variable.id] && incremental[variable].bitPattern != expected[variable].bitPattern {
                failures.append("step \(step): \(solver.name(of: variable)) is \(incremental[variable]), fresh \(expected[variable])")
            }
        }
        #expect(failures.isEmpty, "values differ; first: \(failures.prefix(5).joined(separator: "; "))")
    }
}

import Testing

@testable import Model

@Suite("Equality, not assignment")
struct EquationCanonicalTests {
    /// The pairs of the Auto Layout Guide's listings 3-1 and 3-2: each states one constraint twice.
    static let guidePairs = [
        ("Button_2.leading = 1.0 * Button_1.trailing + 8.0", "Button_1.trailing = 1.0 * Button_2.leading - 8.0"),
        ("Button_1.leading = 1.0 * Button_2.leading + 0.0", "Button_2.leading = 1.0 * Button_1.leading + 0.0"),
        ("Button_1.width = 1.0 * Button_2.width + 0.0", "Button_2.width = 1.0 * Button_1.width + 0.0"),
        ("View.centerX = 1.0 * Superview.centerX + 0.0", "Superview.centerX = 1.0 * View.centerX + 0.0"),
        ("View.centerY = 1.0 * Superview.centerY + 0.0", "Superview.centerY = 1.0 * View.centerY + 0.0"),
        ("View.height = 2.0 * View.width + 0.0", "View.width = 0.5 * View.height + 0.0"),
    ]

    @Test("The Guide's listings 3-1 and 3-2 state the same constraints", arguments: guidePairs)
    func guideListings(lhs: String, rhs: String) throws {
        let a = try Equation.parse(lhs).equation
        let b = try Equation.parse(rhs).equation
        #expect(a.isEquivalent(to: b))
        #expect(a.canonical == b.canonical)
    }

    @Test("The canonical form prefers whole multipliers, positive constants, later items on the left")
    func rulesOfThumb() throws {
        #expect(
            try Equation.parse("View.width = 0.5 * View.height").equation.canonical.shortForm()
                == "View.height == 2 * View.width")
        #expect(
            try Equation.parse("Button_1.trailing = Button_2.leading - 8").equation.canonical.shortForm()
                == "Button_2.leading == Button_1.trailing + 8")
        #expect(
            try Equation.parse("Superview.centerX = View.centerX").equation.canonical.shortForm()
                == "View.centerX == Superview.centerX")
        #expect(
            try Equation.parse("b.width = 3 * a.width - 9").equation.canonical.shortForm()
                == "b.width == 3 * a.width - 9")
    }

    @Test("Inequalities turn round when the sides are exchanged, unless the factor is negative")
    func inequalities() throws {
        let positive = try Equation.parse("a.width >= 2 * b.width + 10").equation
        let turned = try #require(positive.turnedAround)
        #expect(turned == (try Equation.parse("b.width <= 0.5 * a.width - 5").equation))
        #expect(positive.isEquivalent(to: turned))

        let negative = try Equation.parse("a.width >= -2 * b.width + 10").equation
        let turnedNegative = try #require(negative.turnedAround)
        #expect(turnedNegative == (try Equation.parse("b.width >= -0.5 * a.width + 5").equation))
        #expect(negative.isEquivalent(to: turnedNegative))

        // Not the same constraint: the relation differs.
        let wrong = try Equation.parse("b.width >= 0.5 * a.width - 5").equation
        #expect(!positive.isEquivalent(to: wrong))
    }

    @Test("Turning around twice gives the equation back, and constants and multipliers matter")
    func involution() throws {
        for text in ["a.width = 3 * b.width + 7", "a.top <= 0.25 * b.bottom - 1.5", "a.centerX >= -4 * b.centerX + 2"] {
            let equation = try Equation.parse(text).equation
            let twice = try #require(equation.turnedAround?.turnedAround)
            #expect(twice.isEquivalent(to: equation))
            #expect(twice.relation == equation.relation && twice.first == equation.first)
        }
        let a = try Equation.parse("a.width = 2 * b.width + 8").equation
        #expect(!a.isEquivalent(to: try Equation.parse("a.width = 2 * b.width + 9").equation))
        #expect(!a.isEquivalent(to: try Equation.parse("a.width = 3 * b.width + 8").equation))
        #expect(!a.isEquivalent(to: try Equation.parse("a.height = 2 * b.width + 8").equation))
    }

    @Test("A project's layout order puts the later view on the left")
    func projectLayoutOrder() throws {
        let root = View(name: "root")
        let zeta = View(name: "zeta", parent: root.id, index: 0)
        let alpha = View(name: "alpha", parent: root.id, index: 1)
        let project = Project(name: "P", views: [alpha, root, zeta])
        // By name alpha < zeta, but in layout order zeta (index 0) comes first.
        let equation = try project.resolve(Equation.parse("zeta.leading = alpha.trailing - 8").equation)
        let canonical = equation.canonical(isBefore: project.layoutOrder())
        #expect(project.named(canonical).shortForm() == "alpha.trailing == zeta.leading + 8")
        let rootCenter = try project.resolve(Equation.parse("root.centerX = zeta.centerX").equation)
        #expect(project.named(rootCenter.canonical(isBefore: project.layoutOrder())).shortForm() == "zeta.centerX == root.centerX")
    }
}

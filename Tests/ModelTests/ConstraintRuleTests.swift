import Testing

@testable import Model

@Suite("The rules of Anatomy of a Constraint")
struct ConstraintRuleTests {
    @Test(
        "Equations that break a rule are rejected with that rule",
        arguments: [
            ("a.width = b.leading", ConstraintRule.sizeRelatedToLocation),
            ("a.top = 20", .locationNeedsSecondItem),
            ("a.top = b.leading", .axesDoNotMix),
            ("a.leading = b.left", .leadingTrailingWithLeftRight),
            ("a.leadingMargin = b.rightMargin", .leadingTrailingWithLeftRight),
            ("a.width = -10", .negativeSize),
            ("a.width = a.width", .relatedToItself),
            ("a.width = 2 * a.width + 4", .relatedToItself),
            ("a.centerY = b.centerX", .axesDoNotMix),
            ("a.firstBaseline = b.leading", .axesDoNotMix),
            ("a.leading = 0 * b.leading + 8", .zeroMultiplierOnLocation),
        ])
    func rejected(text: String, rule: ConstraintRule) throws {
        let typed = try Equation.parse(text)
        #expect(typed.equation.brokenRule(priority: typed.priority) == rule)
        let error = try #require(throws: ModelError.self) { try typed.equation.validate(priority: typed.priority) }
        // The message names the constraint and the rule.
        #expect(error.description.contains(typed.equation.shortForm()))
        #expect(error.description.contains(rule.description))
    }

    @Test("Priorities outside 1...1000 are rejected", arguments: [Float(0), 1001, -5, .nan])
    func priorityOutOfRange(value: Float) throws {
        let typed = try Equation.parse("a.width = 10")
        #expect(typed.equation.brokenRule(priority: Priority(value)) == .priorityOutOfRange)
    }

    @Test("A NaN or infinite multiplier or constant is rejected")
    func nonFiniteNumbers() throws {
        var equation = try Equation.parse("a.width = 0.5 * b.height + 10").equation
        equation.multiplier = .nan
        #expect(equation.brokenRule() == .multiplierNotFinite)
        equation.multiplier = 1
        equation.constant = .infinity
        #expect(equation.brokenRule() == .constantNotFinite)
        // Text cannot even say such a number.
        #expect(throws: ModelError.self) { try Equation.parse("a.width = 1e999") }
        #expect(throws: ModelError.self) { try Equation.parse("a.width = 1e300 * 1e300 * b.width") }
    }

    @Test(
        "Equations UIKit allows are accepted",
        arguments: [
            "a.centerX = 0.5 * root.centerX",
            "a.height = 2 * a.width",
            "a.width = 0.5 * b.height + 10",
            "a.width = 0",
            "a.width >= 40 @750",
            "a.leading = root.leadingMargin",
            "a.top = root.safeArea.top + 20",
            "a.lastBaseline = b.firstBaseline",
            "a.centerX = b.centerXWithinMargins",
            "a.leading = b.centerX",
            "a.width = 0 * b.width + 10",
        ])
    func accepted(text: String) throws {
        let typed = try Equation.parse(text)
        #expect(typed.equation.brokenRule(priority: typed.priority) == nil)
        try typed.equation.validate(priority: typed.priority)
    }

    @Test("The error names a constraint by its identifier when it has one")
    func identifierInMessage() throws {
        let typed = try Equation.parse("a.width = b.leading")
        let error = try #require(throws: ModelError.self) {
            try typed.equation.validate(priority: typed.priority, identifier: "titleWidth")
        }
        #expect(error.description.hasPrefix("constraint 'titleWidth' (a.width == b.leading) is not valid"))
    }
}

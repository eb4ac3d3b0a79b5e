import Testing

@testable import Model

@Suite("Parsing equations")
struct EquationParsingTests {
    typealias E = Equation<String>
    typealias A = Anchor<String>

    @Test("The Auto Layout Guide's full form")
    func fullForm() throws {
        let typed = try Equation.parse("Button_2.leading = 1.0 * Button_1.trailing + 8.0")
        #expect(typed.equation == E(A("Button_2", .leading), .equal, multiplier: 1, A("Button_1", .trailing), constant: 8))
        #expect(typed.priority == .required)
    }

    @Test("The Guide's constant-only form")
    func constantOnly() throws {
        let typed = try Equation.parse("View.height = 0.0 * NotAnAttribute + 40.0")
        #expect(typed.equation == E(A("View", .height), .equal, constant: 40))
        #expect(typed.equation.second == nil)
    }

    @Test(
        "Short forms people type",
        arguments: [
            ("a.width == 40", E(A("a", .width), .equal, constant: 40), Priority.required),
            ("a.width >= 40 @750", E(A("a", .width), .greaterThanOrEqual, constant: 40), 750),
            ("a.width <= 40 @low", E(A("a", .width), .lessThanOrEqual, constant: 40), .defaultLow),
            ("a.top = b.bottom", E(A("a", .top), .equal, A("b", .bottom)), .required),
            ("a.leading == b.trailing - 8", E(A("a", .leading), .equal, A("b", .trailing), constant: -8), .required),
            ("a.height = 2 * a.width", E(A("a", .height), .equal, multiplier: 2, A("a", .width)), .required),
            ("a.height = a.width * 2", E(A("a", .height), .equal, multiplier: 2, A("a", .width)), .required),
            ("a.height = a.width / 2", E(A("a", .height), .equal, multiplier: 0.5, A("a", .width)), .required),
            ("a.width = 0.5*b.height+10 @required", E(A("a", .width), .equal, multiplier: 0.5, A("b", .height), constant: 10), .required),
            ("a.width = 8 + b.width", E(A("a", .width), .equal, A("b", .width), constant: 8), .required),
            ("a.width = -b.width + 100", E(A("a", .width), .equal, multiplier: -1, A("b", .width), constant: 100), .required),
            (
                "a.top >= root.safeArea.top + 20 @high", E(A("a", .top), .greaterThanOrEqual, A("root", .top, guide: .safeArea), constant: 20),
                .defaultHigh
            ),
            ("a.leading = root.margins.leading", E(A("a", .leading), .equal, A("root", .leading, guide: .margins)), .required),
            ("a.trailing <= card.readable.trailing", E(A("a", .trailing), .lessThanOrEqual, A("card", .trailing, guide: .readable)), .required),
            ("a.bottom = scroll.contentLayout.bottom", E(A("a", .bottom), .equal, A("scroll", .bottom, guide: .contentLayout)), .required),
            ("a.width = scroll.frameLayoutGuide.width", E(A("a", .width), .equal, A("scroll", .width, guide: .frameLayout)), .required),
            ("a.leading = root.leadingMargin", E(A("a", .leading), .equal, A("root", .leadingMargin)), .required),
            ("a.lastBaseline = b.firstBaseline", E(A("a", .lastBaseline), .equal, A("b", .firstBaseline)), .required),
            ("a.baseline = b.baseline", E(A("a", .lastBaseline), .equal, A("b", .lastBaseline)), .required),
            ("a.centerX = 0.5 * root.centerX", E(A("a", .centerX), .equal, multiplier: 0.5, A("root", .centerX)), .required),
            ("a.width = 1e2", E(A("a", .width), .equal, constant: 100), .required),
            ("a.width = 2.5e-1 * b.width", E(A("a", .width), .equal, multiplier: 0.25, A("b", .width)), .required),
        ])
    func shortForms(text: String, equation: E, priority: Priority) throws {
        let typed = try Equation.parse(text)
        #expect(typed.equation == equation)
        #expect(typed.priority == priority)
    }

    @Test(
        "Parse errors say what was expected, at which column",
        arguments: [
            ("a.width", 7, "expected a relation"),
            ("a.width => 4", 8, "unknown relation '=>'"),
            ("a.width = 1e999", 10, "not a number Auto Layout can use"),
            ("a.lead = b.trailing", 2, "did you mean 'leading'"),
            ("a = b.trailing", 2, "expected '.' and an attribute"),
            ("a.top = b.top + c.top", 16, "only one item attribute"),
            ("a.width = 40 @loud", 14, "unknown priority 'loud'"),
            ("a.width = 40 @", 14, "expected a priority"),
            ("a.top = b.guide.top", 10, "unknown guide 'guide'"),
            ("a.width = 40 40", 13, "unexpected '40'"),
            ("a.width = b.width / c.width", 20, "can only divide by a number"),
            ("a.width = b.width / 0", 20, "cannot divide by zero"),
            ("a.width = 40 # comment", 13, "unexpected character '#'"),
            ("", 0, "expected an item and attribute"),
            ("a.top = b.safeArea.x.top", 19, "too many parts"),
        ])
    func errors(text: String, column offset: Int, message: String) throws {
        let error = try #require(throws: ModelError.self) { try Equation.parse(text) }
        guard case .syntax(let syntax) = error else {
            Issue.record("expected a syntax error, got \(error)")
            return
        }
        #expect(syntax.offset == offset, "\(syntax)")
        #expect(syntax.message.contains(message), "\(syntax.message)")
        // The caret sits under the column.
        let lines = syntax.description.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.last == Substring(String(repeating: " ", count: offset) + "^"))
    }
}

import Testing

@testable import Model

@Suite("Printing equations")
struct EquationPrintingTests {
    static let examples = [
        "Button_2.leading = 1.0 * Button_1.trailing + 8.0",
        "View.height = 0.0 * NotAnAttribute + 40.0",
        "Button_1.trailing = 1.0 * Button_2.leading - 8.0",
        "View.height = 2.0 * View.width + 0.0",
        "View.width = 0.5 * View.height + 0.0",
        "a.width >= 40 @750",
        "a.top >= root.safeArea.top + 20 @high",
        "a.leading = root.leadingMargin",
        "a.centerX = 0.5 * root.centerX",
        "a.width = 0.1 * b.height + 10.25",
        "a.width = -b.width + 100",
        "a.width = b.width / 3",
        "a.trailing <= card.readable.trailing @999.5",
        "a.lastBaseline == b.firstBaseline - 1e-7",
        "a.width = 1e300",
    ]

    @Test("The Guide's full form and a short form")
    func forms() throws {
        let spacing = try Equation.parse("button2.leading == button1.trailing + 8").equation
        #expect(spacing.fullForm() == "button2.leading = 1.0 * button1.trailing + 8.0")
        #expect(spacing.shortForm() == "button2.leading == button1.trailing + 8")
        let height = try Equation.parse("View.height = 40").equation
        #expect(height.fullForm() == "View.height = 0.0 * NotAnAttribute + 40.0")
        #expect(height.shortForm() == "View.height == 40")
        let typed = try Equation.parse("view.width >= 0.5 * other.width - 2.5 @750")
        #expect(typed.equation.fullForm(priority: typed.priority) == "view.width >= 0.5 * other.width - 2.5 @750")
        #expect(typed.description == "view.width >= 0.5 * other.width - 2.5 @750")
        let guide = try Equation.parse("a.top = root.safeArea.top").equation
        #expect(guide.shortForm() == "a.top == root.safeArea.top")
    }

    @Test("Parsing what was printed gives the same constraint", arguments: examples)
    func roundTrip(text: String) throws {
        let typed = try Equation.parse(text)
        for printed in [typed.equation.fullForm(priority: typed.priority), typed.equation.shortForm(priority: typed.priority)] {
            let again = try Equation.parse(printed)
            #expect(again == typed, "\(printed)")
        }
        let canonical = typed.equation.canonical
        #expect(try Equation.parse(canonical.shortForm(priority: typed.priority)).equation == canonical)
    }
}

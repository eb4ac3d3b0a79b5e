/// Parses the equations people type into ``NamedConstraint`` values.
///
/// Accepts the Auto Layout Guide's full form (`Button_2.leading = 1.0 * Button_1.trailing + 8.0`,
/// `View.height = 0.0 * NotAnAttribute + 40.0`) and the short forms: `==`, `>=`, `<=`, `=`;
/// an omitted multiplier or constant; `- 8`; `2 * a.width`, `a.width * 2`, `a.width / 2`;
/// and a priority suffix `@750`, `@required`, `@high`, `@low`.
struct EquationParser {
    private let text: String
    private let tokens: [Token]
    private var position = 0

    init(_ text: String) throws(ModelError) {
        self.text = text
        self.tokens = try EquationLexer(text).tokens()
    }

    mutating func parse() throws(ModelError) -> NamedConstraint {
        let first = try parseAnchor(side: "left-hand side")
        guard case .relation(let relation) = current.kind else {
            throw error("expected a relation (==, >=, <= or =) after '\(first)'")
        }
        advance()
        let right = try parseRightHandSide()
        var priority = Priority.required
        if case .at = current.kind {
            advance()
            priority = try parsePriority()
        }
        guard case .end = current.kind else {
            throw error("unexpected '\(current.text)'; an equation ends after its constant and optional '@priority'")
        }
        let equation: Equation<String>
        if let (multiplier, anchor) = right.anchor {
            equation = Equation(first, relation, multiplier: multiplier, anchor, constant: right.constant)
        } else {
            equation = Equation(first, relation, constant: right.constant)
        }
        return NamedConstraint(equation, priority: priority)
    }

    // MARK: Grammar

    /// `item.attribute` or `item.guide.attribute`.
    private mutating func parseAnchor(side: String) throws(ModelError) -> Anchor<String> {
        guard case .identifier(let item) = current.kind else {
            throw error("expected an item and attribute such as 'button.leading' on the \(side)")
        }
        advance()
        guard case .dot = current.kind else {
            throw error("expected '.' and an attribute after '\(item)' (for example '\(item).leading')")
        }
        advance()
        var names: [Token] = []
        while true {
            guard case .identifier = current.kind else {
                throw error("expected an attribute name such as leading, top, width or centerX")
            }
            names.append(current)
            advance()
            guard case .dot = current.kind else { break }
            advance()
        }
        var guide: BuiltInGuide?
        if names.count >= 2 {
            guard let builtIn = BuiltInGuide(name: names[0].text) else {
                throw error(at: names[0], "unknown guide '\(names[0].text)'; a view's guides are margins, safeArea and readable")
            }
            guide = builtIn
        }
        guard names.count <= 2 else {
            throw error(at: names[1], "too many parts after '\(item).\(names[0].text)': write 'item.attribute' or 'item.guide.attribute'")
        }
        let attributeToken = names[names.count - 1]
        guard let attribute = Attribute(name: attributeToken.text), attribute != .notAnAttribute else {
            if Attribute(name: attributeToken.text) == .notAnAttribute {
                throw error(
                    at: attributeToken,
                    "'notAnAttribute' is not an attribute to write: a constant size has no second item, as in 'logo.width = 120'")
            }
            let candidates = Attribute.allCases.filter { $0 != .notAnAttribute }.map(\.rawValue)
            let suggestion = closestMatch(to: attributeToken.text, among: candidates)
            throw error(
                at: attributeToken,
                "unknown attribute '\(attributeToken.text)'"
                    + (suggestion.map { "; did you mean '\($0)'?" }
                        ?? "; attributes are leading, trailing, top, bottom, width, height, centerX, centerY, …"))
        }
        return Anchor(item, attribute, guide: guide)
    }

    /// A sum of terms, at most one of which has an item; the rest are constants.
    private mutating func parseRightHandSide() throws(ModelError) -> (anchor: (Double, Anchor<String>)?, constant: Double) {
        var anchor: (Double, Anchor<String>)?
        var constant = 0.0
        var sign = 1.0
        if case .operator("-") = current.kind {
            sign = -1
            advance()
        } else if case .operator("+") = current.kind {
            advance()
        }
        while true {
            let start = current
            let term = try parseTerm()
            guard term.factor.isFinite, (constant + sign * term.factor).isFinite else {
                throw error(at: start, "the numbers here are too large for Auto Layout")
            }
            if let termAnchor = term.anchor {
                if anchor != nil {
                    throw error(at: start, "only one item attribute may appear on the right-hand side")
                }
                anchor = (sign * term.factor, termAnchor)
            } else if !term.isNotAnAttribute {
                constant += sign * term.factor
            }
            guard case .operator(let op) = current.kind, op == "+" || op == "-" else { break }
            sign = op == "-" ? -1 : 1
            advance()
        }
        return (anchor, constant)
    }

    /// A product such as `8`, `2 * a.width`, `a.width * 2`, `a.width / 2` or `0.0 * NotAnAttribute`.
    private mutating func parseTerm() throws(ModelError) -> (factor: Double, anchor: Anchor<String>?, isNotAnAttribute: Bool) {
        var factor = 1.0
        var anchor: Anchor<String>?
        var isNotAnAttribute = false
        var dividing = false
        while true {
            switch current.kind {
            case .number(let value):
                if dividing {
                    guard value != 0 else { throw error("cannot divide by zero") }
                    factor /= value
                } else {
                    factor *= value
                }
                advance()
            case .identifier(let name) where name.lowercased() == "notanattribute" && !dividing:
                guard anchor == nil, !isNotAnAttribute else { throw error("only one item attribute may appear in a term") }
                isNotAnAttribute = true
                advance()
            case .identifier where !dividing:
                guard anchor == nil, !isNotAnAttribute else { throw error("only one item attribute may appear in a term") }
                anchor = try parseAnchor(side: "right-hand side")
            case .identifier:
                throw error("can only divide by a number")
            default:
                throw error("expected a number or an item attribute such as 'button.trailing'")
            }
            guard case .operator(let op) = current.kind, op == "*" || op == "/" else { break }
            dividing = op == "/"
            advance()
        }
        return (factor, anchor, isNotAnAttribute)
    }

    private mutating func parsePriority() throws(ModelError) -> Priority {
        let token = current
        let word: String
        switch token.kind {
        case .number: word = token.text
        case .identifier(let name): word = name
        default: throw error("expected a priority after '@': a number from 1 to 1000, or required, high, low")
        }
        advance()
        guard let priority = Priority(text: word) else {
            throw error(at: token, "unknown priority '\(word)'; use a number from 1 to 1000, or required, high, low, fittingSize")
        }
        return priority
    }

    // MARK: Tokens

    private var current: Token { tokens[min(position, tokens.count - 1)] }

    private mutating func advance() { position = min(position + 1, tokens.count - 1) }

    private func error(_ message: String) -> ModelError { error(at: current, message) }

    private func error(at token: Token, _ message: String) -> ModelError {
        .syntax(SyntaxError(message, in: text, at: token.offset))
    }
}

extension Equation<String> {
    /// Parses an equation as people type it; see `EquationParser` for the forms accepted.
    ///
    /// ```swift
    /// let typed = try Equation.parse("view.width >= 40 @750")
    /// typed.equation.relation   // .greaterThanOrEqual
    /// typed.priority            // 750
    /// ```
    /// - Throws: ``ModelError/syntax(_:)`` with the column of the problem. The rules of
    ///   Auto Layout are not checked here; call ``validate(priority:identifier:)``.
    public static func parse(_ text: String) throws(ModelError) -> NamedConstraint {
        var parser = try EquationParser(text)
        return try parser.parse()
    }
}

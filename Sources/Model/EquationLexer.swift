/// A token of the equation language, with its character offset for error carets.
struct Token: Sendable {
    enum Kind: Sendable {
        case identifier(String)
        case number(Double)
        case relation(Relation)
        case `operator`(Character)
        case dot
        case at
        case end
    }

    var kind: Kind
    var text: String
    var offset: Int
}

/// Splits equation text into tokens. Never traps: every index is checked.
struct EquationLexer {
    private let characters: [Character]
    private let text: String

    init(_ text: String) {
        self.text = text
        self.characters = Array(text)
    }

    func tokens() throws(ModelError) -> [Token] {
        var tokens: [Token] = []
        var index = 0
        while index < characters.count {
            let character = characters[index]
            let start = index
            if character.isWhitespace {
                index += 1
            } else if ItemName.canStart(with: character) {
                while index < characters.count, ItemName.canContinue(with: characters[index]) {
                    index += 1
                }
                let word = String(characters[start..<index])
                tokens.append(Token(kind: .identifier(word), text: word, offset: start))
            } else if character.isASCIIDigit {
                index = scanNumber(from: index)
                let literal = String(characters[start..<index])
                guard let value = Double(literal), value.isFinite else {
                    throw .syntax(SyntaxError("'\(literal)' is not a number Auto Layout can use", in: text, at: start))
                }
                tokens.append(Token(kind: .number(value), text: literal, offset: start))
            } else if "=<>".contains(character) {
                while index < characters.count, "=<>!".contains(characters[index]) { index += 1 }
                let symbol = String(characters[start..<index])
                guard let relation = Relation(symbol: symbol) else {
                    throw .syntax(SyntaxError("unknown relation '\(symbol)'; use ==, >=, <= or =", in: text, at: start))
                }
                tokens.append(Token(kind: .relation(relation), text: symbol, offset: start))
            } else if "+-*/".contains(character) {
                index += 1
                tokens.append(Token(kind: .operator(character), text: String(character), offset: start))
            } else if character == "." {
                index += 1
                tokens.append(Token(kind: .dot, text: ".", offset: start))
            } else if character == "@" {
                index += 1
                tokens.append(Token(kind: .at, text: "@", offset: start))
            } else {
                throw .syntax(SyntaxError("unexpected character '\(character)'", in: text, at: start))
            }
        }
        tokens.append(Token(kind: .end, text: "end of input", offset: characters.count))
        return tokens
    }

    /// Digits, an optional fraction and an optional exponent: `8`, `1.0`, `2.5e-3`.
    private func scanNumber(from start: Int) -> Int {
        var index = start
        func digits() { while index < characters.count, characters[index].isASCIIDigit { index += 1 } }
        digits()
        if index + 1 < characters.count, characters[index] == ".", characters[index + 1].isASCIIDigit {
            index += 1
            digits()
        }
        if index < characters.count, characters[index] == "e" || characters[index] == "E" {
            var next = index + 1
            if next < characters.count, characters[next] == "+" || characters[next] == "-" { next += 1 }
            if next < characters.count, characters[next].isASCIIDigit {
                index = next
                digits()
            }
        }
        return index
    }
}

extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}

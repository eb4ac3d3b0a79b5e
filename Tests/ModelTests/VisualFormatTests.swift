import Testing

@testable import Model

/// `"button.trailing"` as an anchor; an unknown attribute name becomes `notAnAttribute`, so a
/// typo in a test fails the comparison instead of crashing.
private func anchor(_ text: String) -> Anchor<String> {
    let parts = text.split(separator: ".", maxSplits: 1).map(String.init)
    let item = parts.first ?? ""
    let attribute = parts.count > 1 ? Attribute(name: parts[1]) ?? .notAnAttribute : .notAnAttribute
    return Anchor(item, attribute)
}

/// `first relation second + constant @priority`; `second == nil` for a constant-only equation.
private func constraint(
    _ first: String, _ relation: Relation = .equal, _ second: String? = nil, _ constant: Double = 0,
    priority: Priority = .required
) -> NamedConstraint {
    NamedConstraint(
        Equation(anchor(first), relation, second.map(anchor), constant: constant), priority: priority)
}

/// A format, what it is read with, and the constraints it must give.
struct VisualFormatExample: Sendable, CustomTestStringConvertible {
    var format: String
    var metrics: [String: Double] = [:]
    var options: VisualFormatOptions = []
    var expected: [NamedConstraint]

    var testDescription: String { format + (options.isEmpty ? "" : " " + options.names.joined(separator: ",")) }
}

/// A format that must fail, with the message it must show and where the caret must be.
struct VisualFormatFailure: Sendable, CustomTestStringConvertible {
    var format: String
    var metrics: [String: Double] = [:]
    var views: Set<String>? = nil
    var options: VisualFormatOptions = []
    var message: String
    var offset: Int

    var testDescription: String { "\"\(format)\": \(message)" }
}

@Suite("Visual format")
struct VisualFormatTests {
    /// Every example in Apple's Visual Format Language documentation, plus metrics,
    /// priorities, options and the superview's margins.
    static let examples: [VisualFormatExample] = [
        // Apple's documented examples.
        .init(format: "[button]-[textField]", expected: [constraint("textField.leading", .equal, "button.trailing", 8)]),
        .init(format: "[button(>=50)]", expected: [constraint("button.width", .greaterThanOrEqual, nil, 50)]),
        .init(
            format: "|-50-[purpleBox]-50-|",
            expected: [
                constraint("purpleBox.leading", .equal, "super.leading", 50),
                constraint("super.trailing", .equal, "purpleBox.trailing", 50),
            ]),
        .init(format: "V:[topField]-10-[bottomField]", expected: [constraint("bottomField.top", .equal, "topField.bottom", 10)]),
        .init(format: "[maroonView][blueView]", expected: [constraint("blueView.leading", .equal, "maroonView.trailing")]),
        .init(format: "[button(100@20)]", expected: [constraint("button.width", .equal, nil, 100, priority: 20)]),
        .init(format: "[button1(==button2)]", expected: [constraint("button1.width", .equal, "button2.width")]),
        .init(
            format: "[flexibleButton(>=70,<=100)]",
            expected: [
                constraint("flexibleButton.width", .greaterThanOrEqual, nil, 70),
                constraint("flexibleButton.width", .lessThanOrEqual, nil, 100),
            ]),
        .init(
            format: "|-[find]-[findNext]-[findField(>=20)]-|",
            expected: [
                constraint("find.leading", .equal, "super.leadingMargin"),
                constraint("findNext.leading", .equal, "find.trailing", 8),
                constraint("findField.leading", .equal, "findNext.trailing", 8),
                constraint("findField.width", .greaterThanOrEqual, nil, 20),
                constraint("super.trailingMargin", .equal, "findField.trailing"),
            ]),
        // Metrics, as spacings, sizes and priorities.
        .init(
            format: "H:|-margin-[a(w)]", metrics: ["margin": 20, "w": 100],
            expected: [
                constraint("a.leading", .equal, "super.leading", 20),
                constraint("a.width", .equal, nil, 100),
            ]),
        .init(
            format: "[a(>=50@p)]-(>=gap@p)-[b]", metrics: ["p": 750, "gap": 12],
            expected: [
                constraint("a.width", .greaterThanOrEqual, nil, 50, priority: 750),
                constraint("b.leading", .greaterThanOrEqual, "a.trailing", 12, priority: 750),
            ]),
        // Predicates in connections.
        .init(format: "[a]-(>=8@750)-[b]", expected: [constraint("b.leading", .greaterThanOrEqual, "a.trailing", 8, priority: 750)]),
        .init(
            format: "[a]-(>=8,<=20@750)-[b]",
            expected: [
                constraint("b.leading", .greaterThanOrEqual, "a.trailing", 8),
                constraint("b.leading", .lessThanOrEqual, "a.trailing", 20, priority: 750),
            ]),
        .init(format: "[a]-(-5)-[b]", expected: [constraint("b.leading", .equal, "a.trailing", -5)]),
        .init(format: "[a]-2.5e1-[b]", expected: [constraint("b.leading", .equal, "a.trailing", 25)]),
        .init(format: "[a]->=4-[b]", expected: [constraint("b.leading", .greaterThanOrEqual, "a.trailing", 4)]),
        // The superview: margins for the standard spacing, edges otherwise.
        .init(
            format: "V:|-[a]-|",
            expected: [
                constraint("a.top", .equal, "super.topMargin"),
                constraint("super.bottomMargin", .equal, "a.bottom"),
            ]),
        .init(
            format: "|[a]|",
            expected: [
                constraint("a.leading", .equal, "super.leading"),
                constraint("super.trailing", .equal, "a.trailing"),
            ]),
        .init(
            format: "V:|-(>=0)-[a]-0-|",
            expected: [
                constraint("a.top", .greaterThanOrEqual, "super.top"),
                constraint("super.bottom", .equal, "a.bottom"),
            ]),
        // Alignment: one constraint per adjacent pair of views and option.
        .init(
            format: "[a]-[b]-[c]", options: .alignAllTop,
            expected: [
                constraint("b.leading", .equal, "a.trailing", 8),
                constraint("c.leading", .equal, "b.trailing", 8),
                constraint("b.top", .equal, "a.top"),
                constraint("c.top", .equal, "b.top"),
            ]),
        .init(
            format: "|-[a][b]", options: [.alignAllCenterY, .alignAllBaseline],
            expected: [
                constraint("a.leading", .equal, "super.leadingMargin"),
                constraint("b.leading", .equal, "a.trailing"),
                constraint("b.centerY", .equal, "a.centerY"),
                constraint("b.lastBaseline", .equal, "a.lastBaseline"),
            ]),
        .init(
            format: "V:[a][b]", options: .alignAllLeading,
            expected: [
                constraint("b.top", .equal, "a.bottom"),
                constraint("b.leading", .equal, "a.leading"),
            ]),
        // Directions.
        .init(
            format: "|-10-[a]-[b]-10-|", options: .directionLeftToRight,
            expected: [
                constraint("a.left", .equal, "super.left", 10),
                constraint("b.left", .equal, "a.right", 8),
                constraint("super.right", .equal, "b.right", 10),
            ]),
        .init(
            format: "|-10-[a]-(>=4)-[b]-10-|", options: .directionRightToLeft,
            expected: [
                constraint("super.right", .equal, "a.right", 10),
                constraint("a.left", .greaterThanOrEqual, "b.right", 4),
                constraint("b.left", .equal, "super.left", 10),
            ]),
        .init(
            format: "|-[a]-|", options: .directionRightToLeft,
            expected: [
                constraint("super.rightMargin", .equal, "a.right"),
                constraint("a.left", .equal, "super.leftMargin"),
            ]),
        .init(
            format: "|-[a]", options: .directionLeadingToTrailing,
            expected: [constraint("a.leading", .equal, "super.leadingMargin")]),
        .init(
            format: "V:|-10-[a]", options: .directionRightToLeft,
            expected: [constraint("a.top", .equal, "super.top", 10)]),
    ]

    @Test("Each format gives exactly its constraints", arguments: examples)
    func constraints(of example: VisualFormatExample) throws {
        let constraints = try VisualFormat.constraints(
            example.format, metrics: example.metrics, options: example.options, superview: "super")
        #expect(Set(constraints) == Set(example.expected))
        #expect(constraints.count == example.expected.count)
    }

    @Test("Constraints come in the order the format is written")
    func order() throws {
        let constraints = try VisualFormat.constraints(
            "|-[find]-[findNext]-[findField(>=20)]-|", superview: "root")
        #expect(
            constraints.map(\.description) == [
                "find.leading == root.leadingMargin",
                "findNext.leading == find.trailing + 8",
                "findField.leading == findNext.trailing + 8",
                "findField.width >= 20",
                "root.trailingMargin == findField.trailing",
            ])
    }

    @Test("A views set lets its names through, metrics before views in a size predicate")
    func viewsSet() throws {
        let constraints = try VisualFormat.constraints(
            "[a(==b)]-[b(w)]", metrics: ["w": 30], views: ["a", "b", "w"], superview: "super")
        #expect(
            Set(constraints) == [
                constraint("a.width", .equal, "b.width"),
                constraint("b.leading", .equal, "a.trailing", 8),
                constraint("b.width", .equal, nil, 30),
            ])
    }

    static let failures: [VisualFormatFailure] = [
        .init(format: "H:[blackBox]-0-|", views: ["button"], message: "Unable to find view with name blackBox", offset: 3),
        .init(format: "H:|-(=<8)-[button]", message: "Unknown relation. Must be ==, >=, or <=", offset: 5),
        .init(format: "[a(=8)]", message: "Unknown relation. Must be ==, >=, or <=", offset: 3),
        .init(format: "V[a]", message: "Expected ':' after 'V' to specify vertical arrangement", offset: 1),
        .init(format: "H[a]", message: "Expected ':' after 'H' to specify horizontal arrangement", offset: 1),
        .init(
            format: "|-margin-[a]", metrics: ["margni": 8],
            message: "Encountered metric with name \"margin\", but value was not specified in metrics or views dictionaries",
            offset: 2),
        .init(
            format: "[a(>=50@prio)]",
            message: "Encountered metric with name \"prio\", but value was not specified in metrics or views dictionaries",
            offset: 8),
        .init(format: "[a-[b]", message: "Expected a ']' here. That is how you give the end of a view.", offset: 2),
        .init(format: "[a]-[b", message: "Expected a ']' here. That is how you give the end of a view.", offset: 6),
        .init(format: "[a(>=5)", message: "Expected ']' after specifying thickness.", offset: 7),
        .init(
            format: "[a(>=5]",
            message: "A predicate on a view's thickness must end with ')' and the view must end with ']'", offset: 6),
        .init(
            format: "H:[a][b]", options: .alignAllLeading,
            message: "Options mask required views to be aligned on a horizontal edge", offset: 0),
        .init(
            format: "V:[a][b]", options: .alignAllTop,
            message: "Options mask required views to be aligned on a vertical edge", offset: 0),
        .init(
            format: "[a]", options: [.directionLeftToRight, .directionRightToLeft],
            message: "Only one direction option may be given", offset: 0),
        .init(format: "", message: "It's an empty string.", offset: 0),
        .init(format: "V:", message: "Expected a view", offset: 2),
        .init(format: "|-|", message: "Expected a view", offset: 2),
        .init(format: "|", message: "Expected a connection after the '|' character", offset: 1),
        .init(format: "[a]]", message: "Expected a view or '|'", offset: 3),
        .init(format: "|[a]|x", message: "Expected the end of the format string", offset: 5),
        .init(format: "[a] ", message: "Expected a view or '|'", offset: 3),
        .init(format: "[a]-", message: "Expected a view or '|' after '-'", offset: 4),
        .init(format: "[1a]", message: "Expected a view. View names must start with a letter", offset: 1),
        .init(
            format: "[a]-(>=8-[b]",
            message: "Expected a ')' at the end of a constraint modifier, or a ',' before another constraint modifier",
            offset: 8),
        .init(format: "[a]-8,9-[b]", message: "you must use parentheses around the list of constraints", offset: 5),
        .init(format: "[a]-8[b]", message: "Expected a '-' here", offset: 5),
        .init(format: "[a]--8-[b]", message: "Cannot tell if this - is a minus sign", offset: 4),
        .init(format: "[a]-(.)-[b]", message: "Expected a number or key from the metrics dictionary", offset: 5),
        .init(format: "[a]-(1e999)-[b]", message: "The number is too large", offset: 5),
        .init(
            format: "[a]-b-[c]", views: ["a", "b", "c"],
            message: "It's not possible to set a space equal to the width or height of a view", offset: 4),
        .init(format: "[a(100@1001)]", message: "Priority cannot be higher than NSLayoutPriorityRequired", offset: 7),
        .init(format: "[a(100@0)]", message: "Priority must be greater than 0", offset: 7),
        .init(
            format: "[a(50@b)]", views: ["a", "b"],
            message: "Encountered metric with name \"b\", but value was not specified", offset: 6),
        .init(
            format: "[a(w)]", metrics: ["w": .infinity], message: "The metric \"w\" is inf, but must be a finite number",
            offset: 3),
    ]

    @Test("Each malformed format fails with its message, the caret under the problem", arguments: failures)
    func failure(_ failure: VisualFormatFailure) {
        let error = #expect(throws: ModelError.self) {
            try VisualFormat.constraints(
                failure.format, metrics: failure.metrics, views: failure.views, options: failure.options,
                superview: "super")
        }
        guard case .syntax(let syntax)? = error else {
            Issue.record("\(String(describing: error)) is not a syntax error")
            return
        }
        #expect(syntax.message.contains(failure.message))
        #expect(syntax.offset == failure.offset)
        #expect(syntax.heading == "Unable to parse constraint format")
        #expect(syntax.text == failure.format)
    }

    @Test("An error prints Apple's heading, the message, the format and a caret under the problem")
    func printedError() {
        let error = #expect(throws: ModelError.self) {
            try VisualFormat.constraints("H:|-(=<8)-[button]", superview: "super")
        }
        #expect(
            error?.description == """
                Unable to parse constraint format: Unknown relation. Must be ==, >=, or <= (column 6)
                H:|-(=<8)-[button]
                     ^
                """)
    }

    // MARK: - Options by name

    /// The syntax error reading `names` as options throws, if any.
    private func optionsError(_ names: [String]) -> SyntaxError? {
        let error = #expect(throws: ModelError.self) { try VisualFormatOptions(names: names) }
        guard case .syntax(let syntax)? = error else { return nil }
        return syntax
    }

    @Test("Options are read by name, ignoring case and spaces, with alignAllBaseline as the last baseline")
    func optionNames() throws {
        let options = try VisualFormatOptions(names: ["alignAllTop", " AlignAllBaseline", "directionLeftToRight", ""])
        #expect(options == [.alignAllTop, .alignAllLastBaseline, .directionLeftToRight])
        #expect(options.names == ["alignAllTop", "alignAllLastBaseline", "directionLeftToRight"])
        #expect(try VisualFormatOptions(names: options.names) == options)
        #expect(try VisualFormatOptions(names: []) == [])
    }

    @Test("An unknown option name suggests the closest one, the caret under it")
    func unknownOptionName() throws {
        let typo = try #require(optionsError(["alignAllTop", "alignAlBottom"]))
        #expect(typo.message == "Unknown option 'alignAlBottom'; did you mean 'alignAllBottom'?")
        #expect(typo.text == "alignAllTop,alignAlBottom")
        #expect(typo.offset == 12)
        let unknown = try #require(optionsError(["sideways"]))
        #expect(unknown.message.hasPrefix("Unknown option 'sideways'; the options are alignAllLeft"))
    }

    @Test("Two direction options by name are refused")
    func twoDirectionNames() throws {
        let error = try #require(optionsError(["directionLeftToRight", "alignAllTop", "directionRightToLeft"]))
        #expect(error.message.contains("Only one direction option"))
        #expect(error.offset == 33)
        #expect(try VisualFormatOptions(names: ["directionLeftToRight", "directionlefttoright"]) == .directionLeftToRight)
    }

    // MARK: - Fuzzing

    static let alphabet = Array("HV:|-[]()@,<=>0123456789.eE_abmpw ")
    /// Pieces of VFL drawn as often as single characters, so random strings reach the valid paths too.
    static let tokens = ["H:", "V:", "|", "-", "[a]", "[b]", "[a(", "[b(", ")]", "(", ")", "==", ">=", "<=", "@", "m", "p", "8", "-5", "750", ","]
    static let validFormats =
        examples.map(\.format) + [
            "V:|-(>=m@p)-[a(b)]-m-[b(==a,>=4@p)]-|", "H:|[a]-(-5,>=2)-[b]|",
        ]

    /// Checks one fuzzed format: it parses, or it throws a syntax error inside the format.
    /// - Returns: whether the format parsed.
    private static func check(_ format: String, seed: UInt64, generator: inout SplitMix64) -> Bool {
        let optionChoices: [VisualFormatOptions] = [
            [], .alignAllTop, .alignAllLeading, .directionRightToLeft, [.directionLeftToRight, .alignAllCenterY],
        ]
        let options = optionChoices[Int(generator.next() % UInt64(optionChoices.count))]
        let views: Set<String>? = generator.next() % 2 == 0 ? nil : ["a", "b", "button", "textField"]
        do {
            _ = try VisualFormat.constraints(
                format, metrics: ["m": 8, "p": 750, "w": 40], views: views, options: options, superview: "super")
            return true
        } catch {
            guard case .syntax(let syntax) = error else {
                Issue.record("seed \(seed): \"\(format)\" threw \(error), not a syntax error")
                return false
            }
            #expect((0...format.count).contains(syntax.offset), "seed \(seed): \"\(format)\"")
            #expect(syntax.description.hasPrefix("Unable to parse constraint format: "))
            return false
        }
    }

    @Test("Random strings of VFL's alphabet parse or throw a syntax error inside the string", arguments: [0x5EED_0001 as UInt64])
    func fuzzRandomStrings(seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        var parsedCount = 0
        for _ in 0..<20_000 {
            let length = Int(generator.next() % 16)
            let format = (0..<length).map { _ in
                if generator.next() % 2 == 0 {
                    let tokens = VisualFormatTests.tokens
                    return tokens[Int(generator.next() % UInt64(tokens.count))]
                }
                let alphabet = VisualFormatTests.alphabet
                return String(alphabet[Int(generator.next() % UInt64(alphabet.count))])
            }.joined()
            if VisualFormatTests.check(format, seed: seed, generator: &generator) { parsedCount += 1 }
        }
        // Strings like "[a]-8-[b]" and "|[b(>=m)]" do come up: the generator reaches the valid paths too.
        #expect(parsedCount > 20, "seed \(seed)")
    }

    @Test("Mutations of the valid formats parse or throw a syntax error inside the string", arguments: [0x5EED_0002 as UInt64])
    func fuzzMutations(seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        let formats = VisualFormatTests.validFormats
        let alphabet = VisualFormatTests.alphabet
        var parsedCount = 0
        for _ in 0..<20_000 {
            var characters = Array(formats[Int(generator.next() % UInt64(formats.count))])
            let position = Int(generator.next() % UInt64(characters.count + 1))
            let replacement = alphabet[Int(generator.next() % UInt64(alphabet.count))]
            switch generator.next() % 3 {
            case 0:
                characters.insert(replacement, at: position)
            case 1 where position < characters.count:
                characters.remove(at: position)
            default:
                if position < characters.count { characters[position] = replacement }
            }
            if VisualFormatTests.check(String(characters), seed: seed, generator: &generator) { parsedCount += 1 }
        }
        // A mutation that keeps the format valid (a digit replaced by a digit) must still parse.
        #expect(parsedCount > 1_000, "seed \(seed)")
    }
}

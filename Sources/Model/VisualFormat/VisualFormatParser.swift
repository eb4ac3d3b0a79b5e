/// Reads a visual format string into a ``VisualFormatRow``, resolving metrics and view names
/// as it goes, with Apple's grammar and, where Apple has one, Apple's error message:
///
/// ```
/// format     ::= (orientation ":")? ("|" connection)? view (connection view)* (connection "|")?
/// orientation::= "H" | "V"
/// view       ::= "[" name ("(" predicate ("," predicate)* ")")? "]"
/// connection ::= "" | "-" | "-" predicate "-" | "-(" predicate ("," predicate)* ")-"
/// predicate  ::= ("==" | ">=" | "<=")? (number | metric | name) ("@" (number | metric))?
/// ```
///
/// Like Apple's, it skips no whitespace. Offsets are counted in characters, so a caret printed
/// under the format lands on the problem.
struct VisualFormatParser {
    static let heading = "Unable to parse constraint format"

    private let format: String
    private let characters: [Character]
    private let metrics: [String: Double]
    private let views: Set<String>?
    private var position = 0

    init(format: String, metrics: [String: Double], views: Set<String>?) {
        self.format = format
        self.characters = Array(format)
        self.metrics = metrics
        self.views = views
    }

    /// Where a predicate's object is being read: sizes of a view can relate to other views;
    /// spacings and priorities cannot.
    private enum PredicateContext { case connection, view, priority }

    /// - Complexity: O(*n*) in the length of the format.
    mutating func parseRow() throws(ModelError) -> VisualFormatRow {
        guard !characters.isEmpty else { throw error("It's an empty string.", at: 0) }
        let axis = try parseOrientation()
        var opening: VisualFormatRow.Connection?
        if peek == "|" {
            position += 1
            guard peek != nil else { throw error("Expected a connection after the '|' character") }
            opening = try parseConnection()
        }
        var views = [try parseView()]
        var gaps: [VisualFormatRow.Connection] = []
        var closing: VisualFormatRow.Connection?
        while peek != nil {
            let connection = try parseConnection()
            switch peek {
            case "[":
                gaps.append(connection)
                views.append(try parseView())
            case "|":
                position += 1
                closing = connection
            default:
                throw error("Expected a view or '|'")
            }
            if closing != nil { break }
        }
        guard peek == nil else { throw error("Expected the end of the format string") }
        return VisualFormatRow(axis: axis, opening: opening, views: views, gaps: gaps, closing: closing)
    }

    // MARK: - Grammar

    private mutating func parseOrientation() throws(ModelError) -> Axis {
        switch peek {
        case "H":
            position += 1
            guard peek == ":" else { throw error("Expected ':' after 'H' to specify horizontal arrangement") }
            position += 1
            return .horizontal
        case "V":
            position += 1
            guard peek == ":" else { throw error("Expected ':' after 'V' to specify vertical arrangement") }
            position += 1
            return .vertical
        default:
            return .horizontal
        }
    }

    private mutating func parseConnection() throws(ModelError) -> VisualFormatRow.Connection {
        guard peek == "-" else { return .flush }
        position += 1
        switch peek {
        case "[", "|":
            return .standard
        case nil:
            throw error("Expected a view or '|' after '-'")
        case "-":
            throw error(
                "Cannot tell if this - is a minus sign or an accidental extra bar in the connection. Use parentheses around negative numbers."
            )
        case "(":
            position += 1
            let predicates = try parsePredicateList(.connection)
            guard peek == ")" else {
                throw error(
                    "Expected a ')' at the end of a constraint modifier, or a ',' before another constraint modifier")
            }
            position += 1
            try expectClosingDash()
            return .predicates(predicates)
        default:
            let predicate = try parsePredicate(.connection)
            try expectClosingDash()
            return .predicates([predicate])
        }
    }

    private mutating func expectClosingDash() throws(ModelError) {
        switch peek {
        case "-":
            position += 1
        case ",":
            throw error(
                "Expected a '-' here. To specify a list of constraints, you must use parentheses around the list of constraints"
            )
        default:
            throw error("Expected a '-' here")
        }
    }

    private mutating func parseView() throws(ModelError) -> VisualFormatRow.View {
        guard peek == "[" else { throw error("Expected a view") }
        position += 1
        let nameStart = position
        let name = scanName()
        guard !name.isEmpty else {
            throw error(
                "Expected a view. View names must start with a letter or an underscore, then contain letters, numbers, and underscores."
            )
        }
        if let views, !views.contains(name) {
            throw error("Unable to find view with name \(name)", at: nameStart)
        }
        var predicates: [VisualFormatRow.Predicate] = []
        if peek == "(" {
            position += 1
            predicates = try parsePredicateList(.view)
            guard peek == ")" else {
                throw error("A predicate on a view's thickness must end with ')' and the view must end with ']'")
            }
            position += 1
            guard peek == "]" else { throw error("Expected ']' after specifying thickness.") }
        }
        guard peek == "]" else { throw error("Expected a ']' here. That is how you give the end of a view.") }
        position += 1
        return VisualFormatRow.View(name: name, predicates: predicates)
    }

    private mutating func parsePredicateList(
        _ context: PredicateContext
    ) throws(ModelError) -> [VisualFormatRow.Predicate] {
        var predicates = [try parsePredicate(context)]
        while peek == "," {
            position += 1
            predicates.append(try parsePredicate(context))
        }
        return predicates
    }

    private mutating func parsePredicate(_ context: PredicateContext) throws(ModelError) -> VisualFormatRow.Predicate {
        let relation = try parseRelation()
        let object = try parseObject(context)
        var priority = Priority.required
        if peek == "@" {
            position += 1
            let priorityStart = position
            // A priority's object is always a constant: names of views are refused there.
            guard case .constant(let value) = try parseObject(.priority) else {
                throw error("Expected a number or key from the metrics dictionary", at: priorityStart)
            }
            guard value > 0, Float(value) > 0 else {
                throw error(
                    "Invalid priority specified: \(formatNumber(value)). Priority must be greater than 0",
                    at: priorityStart)
            }
            guard value <= 1000 else {
                throw error(
                    "Invalid priority specified: \(formatNumber(value)). Priority cannot be higher than NSLayoutPriorityRequired, which is 1000.",
                    at: priorityStart)
            }
            priority = Priority(Float(value))
        }
        return VisualFormatRow.Predicate(relation: relation, object: object, priority: priority)
    }

    /// `==`, `>=` or `<=`; `==` when none is written.
    private mutating func parseRelation() throws(ModelError) -> Relation {
        let start = position
        let relation: Relation
        switch peek {
        case "=": relation = .equal
        case ">": relation = .greaterThanOrEqual
        case "<": relation = .lessThanOrEqual
        default: return .equal
        }
        position += 1
        guard peek == "=" else { throw error("Unknown relation. Must be ==, >=, or <=", at: start) }
        position += 1
        return relation
    }

    /// A number, a metric, or (in a view's predicate) another view's name.
    private mutating func parseObject(_ context: PredicateContext) throws(ModelError) -> VisualFormatRow.Predicate.Object {
        let start = position
        guard let character = peek else {
            throw error("Expected a number or key from the metrics dictionary, but encountered something else")
        }
        if character == "-" || character.isDigitCharacter {
            return .constant(try scanNumber())
        }
        guard character.isNameStart else {
            throw error("Expected a number or key from the metrics dictionary, but encountered something else")
        }
        let name = scanName()
        if let value = metrics[name] {
            guard value.isFinite else {
                throw error("The metric \"\(name)\" is \(value), but must be a finite number", at: start)
            }
            return .constant(value)
        }
        let isView = views.map { $0.contains(name) } ?? (context == .view)
        switch (isView, context) {
        case (true, .view):
            return .view(name)
        case (true, .connection):
            throw error(
                "It's not possible to set a space equal to the width or height of a view.  Perhaps you want to use a view as a spacer? [view1][spacer(==view1)][view2]",
                at: start)
        case (false, _), (true, .priority):
            throw error(
                "Encountered metric with name \"\(name)\", but value was not specified in metrics or views dictionaries",
                at: start)
        }
    }

    // MARK: - Tokens

    private var peek: Character? { position < characters.count ? characters[position] : nil }

    /// A name (``ItemName``), or the empty string if none starts here.
    private mutating func scanName() -> String {
        let start = position
        guard let first = peek, first.isNameStart else { return "" }
        position += 1
        while let character = peek, ItemName.canContinue(with: character) {
            position += 1
        }
        return String(characters[start..<position])
    }

    /// `-12.5e2` as `strtod` reads it (decimal forms only).
    private mutating func scanNumber() throws(ModelError) -> Double {
        let start = position
        if peek == "-" { position += 1 }
        var digitCount = scanDigits()
        if peek == ".", digitCount > 0 || characters[safe: position + 1]?.isDigitCharacter == true {
            position += 1
            digitCount += scanDigits()
        }
        guard digitCount > 0 else {
            position = start
            throw error("Expected a number or a key from the metrics dictionary, but encountered something else")
        }
        if peek == "e" || peek == "E" {
            var lookahead = position + 1
            if characters[safe: lookahead] == "+" || characters[safe: lookahead] == "-" { lookahead += 1 }
            if characters[safe: lookahead]?.isDigitCharacter == true {
                position = lookahead
                _ = scanDigits()
            }
        }
        guard let value = Double(String(characters[start..<position])), value.isFinite else {
            throw error("The number is too large", at: start)
        }
        return value
    }

    private mutating func scanDigits() -> Int {
        let start = position
        while let character = peek, character.isDigitCharacter { position += 1 }
        return position - start
    }

    private func error(_ message: String, at offset: Int? = nil) -> ModelError {
        .syntax(SyntaxError(message, in: format, at: offset ?? position, heading: VisualFormatParser.heading))
    }
}

extension Character {
    fileprivate var isDigitCharacter: Bool { isASCII && isNumber }
    /// Names follow ``ItemName``'s rule (a C identifier, widened to letters of any script).
    fileprivate var isNameStart: Bool { ItemName.canStart(with: self) }
}

extension Array {
    fileprivate subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}

/// The part of YAML a `.layoutstore-lint.yml` is written in: block mappings and sequences by
/// indentation (spaces), flow sequences (`[a, b]`), plain and quoted scalars, `#` comments.
/// Anchors, tags, multi-line scalars, flow mappings and several documents are refused with the
/// line they are on, so a configuration never means something else than it says.
enum YAMLValue: Hashable, Sendable {
    case scalar(String, line: Int)
    case sequence([YAMLValue], line: Int)
    case mapping([(key: String, value: YAMLValue, line: Int)], line: Int)

    var line: Int {
        switch self {
        case .scalar(_, let line), .sequence(_, let line), .mapping(_, let line): line
        }
    }

    static func == (lhs: YAMLValue, rhs: YAMLValue) -> Bool {
        switch (lhs, rhs) {
        case (.scalar(let a, _), .scalar(let b, _)): a == b
        case (.sequence(let a, _), .sequence(let b, _)): a == b
        case (.mapping(let a, _), .mapping(let b, _)): a.map(\.key) == b.map(\.key) && a.map(\.value) == b.map(\.value)
        default: false
        }
    }

    func hash(into hasher: inout Hasher) {
        switch self {
        case .scalar(let text, _): hasher.combine(text)
        case .sequence(let items, _): hasher.combine(items)
        case .mapping(let entries, _):
            hasher.combine(entries.map(\.key))
            hasher.combine(entries.map(\.value))
        }
    }
}

struct YAMLSubsetReader {
    /// One line that says something: its number, indentation and text without the comment.
    private struct Line {
        var number: Int
        var indent: Int
        var text: String
    }

    private var lines: [Line] = []
    private var position = 0

    /// Reads a document; an empty one is an empty mapping.
    ///
    /// - Throws: ``LintError/configuration(line:reason:)`` naming the line of what it cannot read.
    static func read(_ text: String) throws(LintError) -> YAMLValue {
        var reader = YAMLSubsetReader()
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = index + 1
            var line = String(raw)
            if line.hasSuffix("\r") { line.removeLast() }
            let content = try stripComment(line, line: number)
            guard !content.allSatisfy({ $0 == " " }) else { continue }
            let indentation = content.prefix { $0 == " " || $0 == "\t" }
            if indentation.contains("\t") { throw .configuration(line: number, reason: "a tab indents this line; YAML indents with spaces") }
            let body = content.dropFirst(indentation.count)
            if body == "---" || body == "..." {
                if index == 0 || body == "..." { continue }
                throw .configuration(line: number, reason: "a second YAML document ('---'); the configuration is one document")
            }
            reader.lines.append(Line(number: number, indent: indentation.count, text: String(body)))
        }
        guard let first = reader.lines.first else { return .mapping([], line: 1) }
        let value = try reader.block(indent: first.indent)
        if reader.position < reader.lines.count {
            throw .configuration(line: reader.lines[reader.position].number, reason: "this line is indented less than the document's first line")
        }
        return value
    }

    /// The text before an unquoted `#` that starts the line or follows a space.
    private static func stripComment(_ line: String, line number: Int) throws(LintError) -> String {
        var quote: Character?
        var previous: Character = " "
        var result = ""
        for character in line {
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "'" || character == "\"" {
                if previous == " " || previous == "[" || previous == "," || previous == ":" || previous == "-" { quote = character }
            } else if character == "#", previous == " " || previous == "\t" {
                break
            }
            result.append(character)
            previous = character
        }
        var trimmed = result
        while trimmed.last == " " { trimmed.removeLast() }
        return trimmed
    }

    /// The block at `indent`: a sequence if its first line starts with `- `, else a mapping.
    private mutating func block(indent: Int) throws(LintError) -> YAMLValue {
        let first = lines[position]
        if first.text == "-" || first.text.hasPrefix("- ") { return try sequence(indent: indent) }
        return try mapping(indent: indent)
    }

    private mutating func sequence(indent: Int) throws(LintError) -> YAMLValue {
        let startLine = lines[position].number
        var items: [YAMLValue] = []
        while position < lines.count, lines[position].indent == indent {
            let line = lines[position]
            guard line.text == "-" || line.text.hasPrefix("- ") else {
                throw .configuration(line: line.number, reason: "expected a list item ('- value') like the lines above it")
            }
            position += 1
            let rest = line.text.dropFirst().drop { $0 == " " }
            if rest.isEmpty {
                guard position < lines.count, lines[position].indent > indent else {
                    throw .configuration(line: line.number, reason: "a list item with no value")
                }
                items.append(try block(indent: lines[position].indent))
            } else if Self.keyAndRest(String(rest)) != nil {
                throw .configuration(
                    line: line.number, reason: "a mapping inside a list item is not part of the configuration's YAML; write the value alone")
            } else {
                items.append(try Self.inlineValue(String(rest), line: line.number))
            }
        }
        try checkNotDeeper(than: indent)
        return .sequence(items, line: startLine)
    }

    private mutating func mapping(indent: Int) throws(LintError) -> YAMLValue {
        let startLine = lines[position].number
        var entries: [(key: String, value: YAMLValue, line: Int)] = []
        while position < lines.count, lines[position].indent == indent {
            let line = lines[position]
            guard let (key, rest) = Self.keyAndRest(line.text) else {
                throw .configuration(line: line.number, reason: "expected 'key: value' (a mapping like the lines above it), found '\(line.text)'")
            }
            if entries.contains(where: { $0.key == key }) { throw .configuration(line: line.number, reason: "'\(key)' is given twice") }
            position += 1
            if rest.isEmpty {
                if position < lines.count, lines[position].indent > indent {
                    entries.append((key, try block(indent: lines[position].indent), line.number))
                } else if position < lines.count, lines[position].indent == indent, lines[position].text.hasPrefix("- ") {
                    // A list under a key may sit at the key's own indentation.
                    entries.append((key, try sequence(indent: indent), line.number))
                } else {
                    entries.append((key, .scalar("", line: line.number), line.number))
                }
            } else {
                entries.append((key, try Self.inlineValue(rest, line: line.number), line.number))
            }
        }
        try checkNotDeeper(than: indent)
        return .mapping(entries, line: startLine)
    }

    private func checkNotDeeper(than indent: Int) throws(LintError) {
        if position < lines.count, lines[position].indent > indent {
            throw .configuration(
                line: lines[position].number, reason: "this line is indented more than the lines above it, with nothing to belong to")
        }
    }

    /// `key: rest` (the key plain or quoted); nil when the text is no mapping entry.
    private static func keyAndRest(_ text: String) -> (String, String)? {
        if let quote = text.first, quote == "'" || quote == "\"" {
            guard let end = text.dropFirst().firstIndex(of: quote) else { return nil }
            let after = text[text.index(after: end)...]
            guard after.hasPrefix(":"), after.count == 1 || after.dropFirst().first == " " else { return nil }
            return (String(text[text.index(after: text.startIndex)..<end]), String(after.dropFirst().drop { $0 == " " }))
        }
        guard let colon = text.firstIndex(of: ":") else { return nil }
        let after = text[text.index(after: colon)...]
        guard after.isEmpty || after.first == " " else { return nil }
        let key = text[..<colon]
        guard !key.isEmpty, !key.hasPrefix("["), !key.hasPrefix("-") || key.count > 1 && key.dropFirst().first != " " else { return nil }
        return (String(key), String(after.drop { $0 == " " }))
    }

    /// A value on one line: a flow sequence, a quoted or a plain scalar.
    private static func inlineValue(_ text: String, line: Int) throws(LintError) -> YAMLValue {
        if text.hasPrefix("[") {
            guard text.hasSuffix("]") else { throw .configuration(line: line, reason: "a list '[' not closed on its line") }
            let inner = text.dropFirst().dropLast()
            if inner.allSatisfy({ $0 == " " }) { return .sequence([], line: line) }
            var items: [YAMLValue] = []
            for part in try splitFlow(String(inner), line: line) {
                let item = part.trimmingSpaces
                guard !item.isEmpty else { throw .configuration(line: line, reason: "an empty item in a '[...]' list") }
                if item.hasPrefix("[") || item.hasPrefix("{") {
                    throw .configuration(line: line, reason: "a list or mapping inside a '[...]' list is not part of the configuration's YAML")
                }
                items.append(.scalar(try scalar(item, line: line), line: line))
            }
            return .sequence(items, line: line)
        }
        if text.hasPrefix("{") {
            throw .configuration(line: line, reason: "a '{...}' mapping is not part of the configuration's YAML; write one 'key: value' a line")
        }
        if let first = text.first, "&*!|>%@`".contains(first) {
            throw .configuration(line: line, reason: "'\(first)' (YAML's anchors, tags and block scalars) is not part of the configuration's YAML")
        }
        return .scalar(try scalar(text, line: line), line: line)
    }

    /// Splits a flow sequence's inside at commas outside quotes.
    private static func splitFlow(_ text: String, line: Int) throws(LintError) -> [String] {
        var parts: [String] = []
        var current = ""
        var quote: Character?
        for character in text {
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "'" || character == "\"" {
                quote = character
            } else if character == "," {
                parts.append(current)
                current = ""
                continue
            }
            current.append(character)
        }
        if quote != nil { throw .configuration(line: line, reason: "a quoted value is not closed") }
        return parts + [current]
    }

    /// A scalar's text: quotes removed (`''` in single quotes, and `\"`, `\\`, `\n`, `\t` in double quotes).
    private static func scalar(_ text: String, line: Int) throws(LintError) -> String {
        guard let quote = text.first, quote == "'" || quote == "\"" else { return text }
        guard text.count >= 2, text.last == quote else { throw .configuration(line: line, reason: "a quoted value is not closed: \(text)") }
        let inner = String(text.dropFirst().dropLast())
        if quote == "'" { return inner.replacing("''", with: "'") }
        var result = ""
        var escaping = false
        for character in inner {
            if escaping {
                switch character {
                case "n": result.append("\n")
                case "t": result.append("\t")
                case "\\", "\"", "/": result.append(character)
                default: throw .configuration(line: line, reason: "an escape '\\\(character)' the configuration's YAML does not know")
                }
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        return result
    }
}

extension String {
    var trimmingSpaces: String {
        var text = Substring(self)
        while text.first == " " { text = text.dropFirst() }
        while text.last == " " { text = text.dropLast() }
        return String(text)
    }
}

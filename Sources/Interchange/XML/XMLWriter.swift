/// Writes elements as XML text: a declaration, then each element on its own line, indented by
/// four spaces a level, as Xcode writes its documents. Attributes come in the order
/// `attributeOrder` gives, or `elementOrders` for the elements it names (names neither lists
/// follow, sorted), so the same elements always give the same bytes.
///
/// - Complexity: O(*n* log *a*) in the elements' total size, *a* the most attributes of one element.
public struct XMLWriter: Sendable {
    private let rank: [String: Int]
    private let elementRanks: [String: [String: Int]]

    /// A writer putting the attributes named in `attributeOrder` first, in that order; for the
    /// elements `elementOrders` names, its own order instead.
    public init(attributeOrder: [String] = [], elementOrders: [String: [String]] = [:]) {
        func ranks(_ order: [String]) -> [String: Int] {
            Dictionary(order.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        }
        rank = ranks(attributeOrder)
        elementRanks = elementOrders.mapValues(ranks)
    }

    /// The document: `<?xml version="1.0" encoding="UTF-8"?>` and the root element.
    public func document(_ root: XMLElement) -> String {
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        write(root, depth: 0, into: &text)
        return text
    }

    /// Elements as lines to splice into a document, each line begun with `indent` (the
    /// indentation of where they go) and ended with a line break.
    func fragment(_ elements: [XMLElement], indent: String) -> String {
        var text = ""
        for element in elements { write(element, depth: 0, into: &text) }
        return text.split(separator: "\n").map { indent + $0 + "\n" }.joined()
    }

    private func write(_ element: XMLElement, depth: Int, into text: inout String) {
        let indent = String(repeating: "    ", count: depth)
        text += indent + "<" + element.name
        let rank = elementRanks[element.name] ?? self.rank
        // Each name's rank looked up once, not at every comparison of the sort.
        let ordered = element.attributes.map { (rank: rank[$0.key] ?? Int.max, name: $0.key, value: $0.value) }
            .sorted { ($0.rank, $0.name) < ($1.rank, $1.name) }
        for attribute in ordered {
            text += " "
            text += attribute.name
            text += "=\""
            text += Self.escaped(attribute.value)
            text += "\""
        }
        guard !element.children.isEmpty else {
            text += "/>\n"
            return
        }
        text += ">\n"
        for child in element.children { write(child, depth: depth + 1, into: &text) }
        text += indent + "</" + element.name + ">\n"
    }

    /// An attribute value with markup characters, quotes and line breaks as references.
    static func escaped(_ value: String) -> String {
        // Most values (ids, numbers, names) have nothing to escape: they are written as they are.
        let needsEscaping = value.utf8.contains { byte in
            switch byte {
            case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), 10, 13, 9: true
            default: false
            }
        }
        guard needsEscaping else { return value }
        var result = ""
        result.reserveCapacity(value.utf8.count)
        for character in value.unicodeScalars {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "\n": result += "&#10;"
            case "\r": result += "&#13;"
            case "\t": result += "&#9;"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }
}

/// A constraint row written as JSON by hand, byte for byte as ``printJSON(_:)`` prints it:
/// Foundation's encoder costs about 20 µs a row, most of `list --json` on a big project.
extension ConstraintRow {
    /// The row as an element of a pretty-printed array (keys sorted, two spaces a level, the
    /// element one level in), or nil when a value needs what only Foundation's encoder does
    /// for it (an escape in a string, a number in exponent form or not finite): the caller
    /// then encodes the row with it.
    ///
    /// - Complexity: O(*n*) in the row's text.
    func arrayElementJSON() -> String? {
        // A size class's changes are rare: Foundation's encoder writes them.
        guard variations.isEmpty else { return nil }
        guard let constant = Self.number(constant), let multiplier = Self.number(multiplier), let priority = Self.number(priority)
        else { return nil }
        guard let first = first.objectJSON(), let second = second.map({ $0.objectJSON() }) ?? "null" else { return nil }
        let strings = [id, identifier, equation, relation, documentID, sourceLocation].compactMap { $0 }
        guard strings.allSatisfy(Self.needsNoEscape) else { return nil }
        func quoted(_ text: String?) -> String { text.map { "\"\($0)\"" } ?? "null" }
        return """
            {
                "active" : \(active),
                "constant" : \(constant),
                "equation" : \(quoted(equation)),
                "first" : \(first),
                "ibID" : \(quoted(documentID)),
                "id" : \(quoted(id)),
                "identifier" : \(quoted(identifier)),
                "multiplier" : \(multiplier),
                "placeholder" : \(placeholder),
                "priority" : \(priority),
                "relation" : \(quoted(relation)),
                "second" : \(second),
                "sourceLocation" : \(quoted(sourceLocation)),
                "standardSpacing" : \(standardSpacing),
                "variations" : {

                }
              }
            """
    }

    /// A number as Foundation's encoder writes it: its shortest form, without `.0` when whole.
    static func number<Number: FloatingPoint & CustomStringConvertible>(_ value: Number) -> String? {
        guard value.isFinite else { return nil }
        let text = value.description
        if text.contains("e") { return nil }
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }

    /// Whether a string is written as it is between quotes: printable ASCII without a quote or
    /// backslash (anything else is left to Foundation's encoder, whose escapes are its own).
    static func needsNoEscape(_ text: String) -> Bool {
        text.utf8.allSatisfy { (0x20..<0x7F).contains($0) && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }
    }
}

extension ConstraintRow.AnchorRow {
    /// The anchor as a nested object two levels in; nil when a string needs an escape.
    func objectJSON() -> String? {
        guard [item, attribute, guide].compactMap({ $0 }).allSatisfy(ConstraintRow.needsNoEscape) else { return nil }
        return """
            {
                  "attribute" : "\(attribute)",
                  "guide" : \(guide.map { "\"\($0)\"" } ?? "null"),
                  "item" : "\(item)"
                }
            """
    }
}

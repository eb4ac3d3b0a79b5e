/// Text that could not be parsed: what was expected, at which column, with a caret under it.
///
/// ```
/// Unable to parse constraint format: Unknown relation. Must be ==, >=, or <=
/// H:|-(=<8)-[button]
///      ^
/// ```
public struct SyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was wrong, and what would have been right.
    public var message: String
    /// The text that was being parsed.
    public var text: String
    /// The 0-based character offset of the problem in `text`.
    public var offset: Int
    /// The heading: "Unable to parse constraint format" for VFL, as Apple prints it.
    public var heading: String

    /// An error at `offset` in `text` (clamped to the text); `heading` is the equation parser's unless given.
    public init(_ message: String, in text: String, at offset: Int, heading: String = "Unable to parse equation") {
        self.message = message
        self.text = text
        self.offset = max(0, min(offset, text.count))
        self.heading = heading
    }

    /// The 1-based column of the problem.
    public var column: Int { offset + 1 }

    /// The heading and message with the column, then the text on a line of its own and a caret under
    /// the problem.
    public var description: String {
        let line = text.map { $0 == "\n" || $0 == "\t" ? " " : $0 }
        return "\(heading): \(message) (column \(column))\n\(String(line))\n\(String(repeating: " ", count: offset))^"
    }
}

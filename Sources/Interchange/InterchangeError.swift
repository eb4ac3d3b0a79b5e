/// What is wrong with a document that cannot be imported (or a project that cannot be
/// exported), with the file and line: ``kind`` for a program to match, ``reason`` in words.
public struct InterchangeError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The problems a program may want to tell apart; the rest are ``unreadable``.
    public enum Kind: Hashable, Sendable {
        /// Not XML, not an Interface Builder document, cut short, nothing to export: ``reason`` says which.
        case unreadable
        /// The bytes are not UTF-8, as every Interface Builder document is: the offset of the
        /// first byte that breaks it, counted from 0 at the start of the file.
        case invalidUTF8(offset: Int)
        /// Elements nested deeper than any Interface Builder document nests them
        /// (``XMLReader/maximumDepth``).
        case nestedTooDeeply(limit: Int)
        /// Two objects of the document with one object id, and where each element starts.
        case duplicateObjectID(String, first: SourceLocation, second: SourceLocation)
    }

    /// Where an element starts in a document's text: its `<`, by line and column from 1
    /// (columns count characters).
    public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
        /// The line, from 1.
        public var line: Int
        /// The column, from 1, in characters.
        public var column: Int

        /// A place in a document's text.
        public init(line: Int, column: Int) {
            self.line = line
            self.column = column
        }

        /// `line:column`, as compilers and editors write it.
        public var description: String { "\(line):\(column)" }
    }

    /// Which problem it is, for a program to match.
    public var kind: Kind
    /// The document's name as it was given (a path, or a name for text read from elsewhere).
    public var file: String
    /// The line of the document the problem is on, from 1; `nil` when it concerns no one line.
    public var line: Int?
    /// What is wrong, in words a user can act on.
    public var reason: String

    /// A problem with `file`; ``Kind/unreadable`` unless another kind is given.
    public init(file: String, line: Int?, reason: String, kind: Kind = .unreadable) {
        self.kind = kind
        self.file = file
        self.line = line
        self.reason = reason
    }

    /// `file:line: reason`, as compilers write it (`file: reason` without a line).
    public var description: String {
        "\(file)\(line.map { ":\($0)" } ?? ""): \(reason)"
    }
}

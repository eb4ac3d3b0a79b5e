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
        public var line: Int
        public var column: Int

        public init(line: Int, column: Int) {
            self.line = line
            self.column = column
        }

        /// `line:column`, as compilers and editors write it.
        public var description: String { "\(line):\(column)" }
    }

    public var kind: Kind
    public var file: String
    public var line: Int?
    public var reason: String

    public init(file: String, line: Int?, reason: String, kind: Kind = .unreadable) {
        self.kind = kind
        self.file = file
        self.line = line
        self.reason = reason
    }

    public var description: String {
        "\(file)\(line.map { ":\($0)" } ?? ""): \(reason)"
    }
}

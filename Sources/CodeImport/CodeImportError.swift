/// Why Swift layout code could not be imported at all: nothing of it is stored.
public struct CodeImportError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong, as a user can act on it.
    public enum Kind: Equatable, Sendable {
        /// The file is not Swift the parser accepts.
        case syntax
        /// A view or guide named in a layout (an anchor, `addSubview`, a visual format's views)
        /// that the files imported never declare.
        case unknownView(String)
        /// The file could not be read as UTF-8 text.
        case unreadable
    }

    /// Which problem it is, for a program to match.
    public var kind: Kind
    /// Where in the files the problem is.
    public var location: CodeLocation
    /// The message, without the location.
    public var reason: String

    /// A problem of this kind at `location`.
    public init(_ kind: Kind, at location: CodeLocation, reason: String) {
        self.kind = kind
        self.location = location
        self.reason = reason
    }

    /// `file:line:column: reason`, as compilers print errors.
    public var description: String { "\(location): \(reason)" }
}

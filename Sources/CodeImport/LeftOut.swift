/// Layout code that cannot be known without running it (a loop's count, a computed value, a
/// view from a file the import was not given): where it is and what was left out.
public struct LeftOut: Hashable, Codable, Sendable, CustomStringConvertible {
    /// Where the code left out is.
    public var location: CodeLocation
    /// What was left out and why, in words: `an arranged subview known only when the code runs: left out`.
    public var what: String

    /// Code left out at `location`.
    public init(location: CodeLocation, what: String) {
        self.location = location
        self.what = what
    }

    /// `file:line:column: what`, as a compiler's note.
    public var description: String { "\(location): \(what)" }
}

/// Layout code that cannot be known without running it (a loop's count, a computed value, a
/// view from a file the import was not given): where it is and what was left out.
public struct LeftOut: Hashable, Codable, Sendable, CustomStringConvertible {
    public var location: CodeLocation
    public var what: String

    public init(location: CodeLocation, what: String) {
        self.location = location
        self.what = what
    }

    /// `file:line:column: what`, as a compiler's note.
    public var description: String { "\(location): \(what)" }
}

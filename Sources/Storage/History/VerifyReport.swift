/// What `verify` checked, and every problem it found (none when the store is sound).
public struct VerifyReport: Hashable, Codable, Sendable {
    public var projectsChecked: Int
    public var revisionsChecked: Int
    public var changesChecked: Int
    public var snapshotsChecked: Int
    /// One line per problem, naming the revision, project or table.
    public var problems: [String]

    public var isOK: Bool { problems.isEmpty }
}

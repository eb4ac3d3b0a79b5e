/// What `verify` checked, and every problem it found (none when the store is sound).
public struct VerifyReport: Hashable, Codable, Sendable {
    /// How many projects' current state was compared with the replay of their history.
    public var projectsChecked: Int
    /// How many revisions had their id recomputed from their stored bytes.
    public var revisionsChecked: Int
    /// How many rows of the changes index were checked against their revisions.
    public var changesChecked: Int
    /// How many stored snapshots were compared with the replayed state at their revision.
    public var snapshotsChecked: Int
    /// One line per problem, naming the revision, project or table.
    public var problems: [String]

    /// Whether the store is sound: no problem found.
    public var isOK: Bool { problems.isEmpty }
}

/// One project of a store, as `layoutstore projects` lists it.
public struct ProjectSummary: Hashable, Codable, Sendable {
    /// The project's stable identity, kept across renames.
    public var id: ProjectID
    /// The project's name, unique in the store.
    public var name: String
    /// The newest revision: what `HEAD` means.
    public var head: RevisionID
    /// How many revisions the project's history holds, merges included.
    public var revisionCount: Int
    /// How many views the project has at its head.
    public var viewCount: Int
    /// How many custom layout guides the project has at its head.
    public var guideCount: Int
    /// How many constraints the project has at its head, active or not.
    public var constraintCount: Int
}

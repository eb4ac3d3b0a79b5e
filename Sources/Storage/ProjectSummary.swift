/// One project of a store, as `layoutstore projects` lists it.
public struct ProjectSummary: Hashable, Codable, Sendable {
    public var id: ProjectID
    public var name: String
    /// The newest revision: what `HEAD` means.
    public var head: RevisionID
    public var revisionCount: Int
    public var viewCount: Int
    public var guideCount: Int
    public var constraintCount: Int
}

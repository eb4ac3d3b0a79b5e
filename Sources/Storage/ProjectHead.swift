/// A project's id, name and head revision.
public struct ProjectHead: Hashable, Sendable {
    public var id: ProjectID
    public var name: String
    public var head: RevisionID
}

/// One project of a store and its head, without the counts of a ``ProjectSummary``: what a
/// sync needs to know of a project, read without reading its history.
public struct ProjectHead: Hashable, Codable, Sendable {
    /// The project's stable identity, the same in every store that syncs it.
    public var id: ProjectID
    /// The project's name in this store.
    public var name: String
    /// The newest revision: what `HEAD` means.
    public var head: RevisionID

    /// A project and its head.
    public init(id: ProjectID, name: String, head: RevisionID) {
        self.id = id
        self.name = name
        self.head = head
    }
}

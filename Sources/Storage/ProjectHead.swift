/// One project of a store and its head, without the counts of a ``ProjectSummary``: what a
/// sync needs to know of a project, read without reading its history.
public struct ProjectHead: Hashable, Codable, Sendable {
    public var id: ProjectID
    public var name: String
    /// The newest revision: what `HEAD` means.
    public var head: RevisionID

    public init(id: ProjectID, name: String, head: RevisionID) {
        self.id = id
        self.name = name
        self.head = head
    }
}

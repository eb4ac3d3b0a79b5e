/// What a bearer token lets its holder do: sync one project, read-write or read-only.
public struct TokenGrant: Hashable, Sendable {
    /// The one project the token syncs.
    public var project: ProjectID
    /// True: may pull, not push.
    public var readOnly: Bool

    /// A grant on one project; `readOnly` allows pulls only.
    public init(project: ProjectID, readOnly: Bool) {
        self.project = project
        self.readOnly = readOnly
    }
}

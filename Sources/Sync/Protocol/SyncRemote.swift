import Storage

/// A project as the other side of a sync knows it (its id, name and head there); over HTTP, the
/// answer of `GET /v1/projects/{name}`.
public typealias RemoteProject = ProjectHead

/// The other side of a sync: another store on this machine (``LocalRemote``) or a
/// `layoutstore serve` over HTTP (``HTTPRemote``). Each call is one request.
public protocol SyncRemote: Sendable {
    /// The project with this name there, or `nil`.
    func project(named name: String) async throws -> RemoteProject?

    /// The projects there that this side may sync (over HTTP, the token's project), by name.
    func projects() async throws -> [RemoteProject]

    /// Which of these revisions it has (the negotiation that finds what both sides share).
    func known(_ revisions: [RevisionID], in project: ProjectID) async throws -> Set<RevisionID>

    /// Every revision of its project except the ancestors of `common` (and `common`
    /// themselves), parents first, possibly still being decoded as they are handed over.
    func revisions(of project: ProjectID, excludingAncestorsOf common: [RevisionID]) async throws -> ReceivedRevisions

    /// The project with this name there and all its revisions, for a first clone; `nil` when
    /// there is none. A remote that can answers both at once (over HTTP, one round trip).
    func projectWithRevisions(named name: String) async throws -> (project: RemoteProject, revisions: ReceivedRevisions)?

    /// Stores revisions there, verified, and moves its head from `expectedHead` (nil: the
    /// project is new there) to `head` if that is still its head or an ancestor of `head`.
    /// - Throws: ``SyncError/remoteMoved(_:)`` when it has moved on meanwhile.
    func push(_ revisions: [Revision], to project: ProjectID, head: RevisionID, expectedHead: RevisionID?) async throws
}

extension SyncRemote {
    /// The project, then its revisions: two exchanges.
    public func projectWithRevisions(named name: String) async throws -> (project: RemoteProject, revisions: ReceivedRevisions)? {
        guard let project = try await project(named: name) else { return nil }
        return (project, try await revisions(of: project.id, excludingAncestorsOf: []))
    }
}

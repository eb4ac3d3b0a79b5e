import Storage

/// Another store file on this machine as the other side of a sync: the same exchange as over
/// HTTP, made by direct calls.
public struct LocalRemote: SyncRemote {
    /// The other store.
    public let store: Store

    /// The other side as an open store.
    public init(store: Store) { self.store = store }

    /// Opens (or creates) the store at `path`.
    public init(path: String) throws(StoreError) { self.init(store: try Store(path: path, create: true)) }

    /// The other store's project of that name, or `nil`.
    public func project(named name: String) async throws -> RemoteProject? {
        try store.projectHeads().first { $0.name == name }
    }

    /// Every project of the other store (a file on this machine has no tokens to restrict it).
    public func projects() async throws -> [RemoteProject] {
        try store.projectHeads()
    }

    /// Which of these revisions the other store has in the project.
    public func known(_ revisions: [RevisionID], in project: ProjectID) async throws -> Set<RevisionID> {
        try store.exchange.contained(revisions, in: project)
    }

    /// The other store's revisions of the project not reachable from `common`; none when it lacks
    /// the project.
    public func revisions(of project: ProjectID, excludingAncestorsOf common: [RevisionID]) async throws -> ReceivedRevisions {
        guard let summary = try store.projectHeads().first(where: { $0.id == project }) else { return ReceivedRevisions([]) }
        return ReceivedRevisions(try store.exchange.revisions(of: project, reachableFrom: summary.head, excludingAncestorsOf: common))
    }

    /// Stores the revisions in the other store and moves its head; a project it lacks is created there.
    /// - Throws: ``SyncError/remoteMoved(_:)`` when its head is no longer `expectedHead`.
    public func push(_ revisions: [Revision], to project: ProjectID, head: RevisionID, expectedHead: RevisionID?) async throws {
        if expectedHead == nil, try !store.projectHeads().contains(where: { $0.id == project }) {
            try store.exchange.insert(revisions, movingHeadTo: head)  // the project is new there
            return
        }
        if case .headMoved = try store.exchange.push(revisions, to: project, head: head, expectedHead: expectedHead) {
            throw SyncError.remoteMoved(try store.projectHeads().first { $0.id == project }?.name ?? project.description)
        }
    }
}

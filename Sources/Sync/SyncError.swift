/// What went wrong in a sync or a merge, in words a user can act on.
public enum SyncError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A conflict resolution that does not settle the conflict.
    case unresolved(String)
    /// A message from the other side that is not what the protocol says.
    case badPayload(String)
    /// The other side's head moved while we synced.
    case remoteMoved(String)
    /// The other side refused or could not be reached.
    case remote(String)
    /// A merge stopped at conflicts the user must resolve.
    case conflicts(project: String, count: Int)
    /// Something about this store or the remote's configuration.
    case invalid(String)
    /// A project the remote lacks, and the sync was not asked to send it: a project goes
    /// where it never was only when it is named.
    case notOnRemote(project: String, remote: String)

    /// What went wrong, in the sync's words; the command line adds what to do in its own
    /// (`Sources/layoutstore/Output/SyncError+Advice.swift`).
    public var description: String {
        switch self {
        case .unresolved(let reason): reason
        case .badPayload(let reason): "bad sync payload: \(reason)"
        case .remoteMoved(let project):
            "the remote's '\(project)' changed while syncing; nothing was lost, and syncing again picks up the change"
        case .remote(let reason): reason
        case .conflicts(let project, let count):
            "the merge of '\(project)' stopped at \(count) conflict\(count == 1 ? "" : "s"), to be settled before it is recorded"
        case .invalid(let reason): reason
        case .notOnRemote(let project, let remote):
            "\(remote) has no project '\(project)', and nothing was sent: a project goes where it never was only when it is named"
        }
    }
}

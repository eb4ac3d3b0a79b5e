/// What went wrong in a sync or a merge, in words a user can act on.
public enum SyncError: Error, Hashable, Sendable, Codable, CustomStringConvertible {
    /// A conflict resolution that does not settle the conflict.
    case unresolved(String)
    /// A message from the other side that is not what the protocol says.
    case badPayload(String)
    /// The other side's head moved while we synced.
    case remoteMoved(String)
    /// The server answered with an HTTP status other than 200; `message` is its own words.
    case refused(server: String, status: UInt, message: String)
    /// The server could not be reached (`reason`: the transport's words).
    case unreachable(server: String, reason: String)
    /// The server did not answer within `seconds`.
    case timedOut(server: String, seconds: Int)
    /// The server's answer stopped before its end (`reason`); nothing of it was stored.
    case brokeOff(server: String, reason: String)
    /// The server's answer was longer than the client takes (`limit` bytes); nothing was stored.
    case answerTooLarge(server: String, limit: Int)
    /// The server stopped sending revisions and said why (`message`); nothing was stored.
    case serverStopped(message: String)
    /// The process that carries HTTP for this one (the command line's `layoutstore-http`)
    /// failed, or relayed a failure in its words.
    case relay(String)
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
        case let .refused(_, status, message) where status == 401:
            "\(message) (HTTP 401); ask the server's owner for a token"
        case let .refused(_, status, message): "\(message) (HTTP \(status))"
        case let .unreachable(server, reason): "cannot reach \(server) (\(reason)); check the URL and that the server runs there"
        case let .timedOut(server, seconds): "\(server) did not answer within \(seconds) s; check the server, then sync again"
        case let .brokeOff(server, reason): "the answer of \(server) broke off (\(reason)); nothing was stored; sync again"
        case let .answerTooLarge(server, limit): "\(server) sent more than \(limit) bytes; nothing was stored"
        case let .serverStopped(message): "the server stopped sending revisions: \(message); nothing was stored"
        case .relay(let reason): reason
        case .conflicts(let project, let count):
            "the merge of '\(project)' stopped at \(count) conflict\(count == 1 ? "" : "s"), to be settled before it is recorded"
        case .invalid(let reason): reason
        case .notOnRemote(let project, let remote):
            "\(remote) has no project '\(project)', and nothing was sent: a project goes where it never was only when it is named"
        }
    }
}

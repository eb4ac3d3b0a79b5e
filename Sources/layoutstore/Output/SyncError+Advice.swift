import Sync

extension SyncError {
    /// The error as the command line says it: what went wrong (the library's words), then what
    /// to do, naming its commands.
    var commandLineMessage: String {
        switch self {
        case .remoteMoved(let project):
            "the remote's '\(project)' changed while syncing; run `layoutstore sync` again"
        case .conflicts(let project, let count):
            "the merge of '\(project)' stopped at \(count) conflict\(count == 1 ? "" : "s"); list them with `layoutstore conflicts`, "
                + "settle each with `layoutstore resolve N --ours|--theirs|--set FIELD=VALUE`, then sync again"
        case .notOnRemote(let project, let remote):
            "\(remote) has no project '\(project)', and nothing was sent; to send it there, name it: "
                + "`layoutstore --project \(project) sync \(remote)`"
        case .refused(_, 401, _):
            description + " (`layoutstore token create --project P` makes one) and give it with `layoutstore remote add NAME URL --token T`"
        case .unreachable:
            description + " (`layoutstore serve`)"
        default:
            description
        }
    }
}

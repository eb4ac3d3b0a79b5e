import Foundation
import Storage

/// A revision as `log --json` lists it and a mutation's `--json` prints it: its id, parents,
/// author, time, message and how many changes it holds.
struct RevisionRow: Encodable {
    var id: String
    var parents: [String]
    var author: String
    var time: Date
    var message: String
    var changes: Int

    init(_ revision: Revision) {
        id = revision.id.rawValue
        parents = revision.parents.map(\.rawValue)
        author = revision.author
        time = revision.time
        message = revision.message
        changes = revision.changes.count
    }
}

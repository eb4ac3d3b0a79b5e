import GRDB
import Model

extension Store {
    /// The field-level differences between the project's states at two revisions, in an order
    /// that turns the first state into the second when applied one by one.
    public func diff(_ project: ProjectID, from: RevisionID, to: RevisionID) throws(StoreError) -> [Change] {
        let old = try state(of: project, at: from)
        let new = try state(of: project, at: to)
        return StateDiff.changes(from: old, to: new)
    }
}

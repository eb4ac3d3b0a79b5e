extension Store {
    /// What the store's revisions say about the past: the log, blame, the history of one
    /// view or constraint, diffs between revisions, reverts, and the check that every
    /// revision replays to the state the store keeps.
    public var history: History { History(store: self) }

    /// The store's history queries (and the revert and the check built on them), over the
    /// store's one connection.
    public struct History: StorePart {
        let store: Store
    }
}

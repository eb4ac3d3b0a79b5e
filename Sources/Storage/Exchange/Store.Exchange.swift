extension Store {
    /// The exchange of revisions with other stores: which revisions this store has, receiving
    /// and sending them, fast-forwards, merge bases, merge commits and merges in progress.
    public var exchange: Exchange { Exchange(store: self) }

    /// What sync (over a file or HTTP) asks of a store, over the store's one connection.
    public struct Exchange: StorePart {
        let store: Store
    }
}

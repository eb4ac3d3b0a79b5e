import GRDB

/// One focused part of a ``Store``: its history, the exchange of revisions with other stores,
/// its tokens or its remotes. Each is a view of the store's one connection, reached through a
/// property of the store (`store.history`, `store.exchange`, `store.tokens`, `store.remotes`),
/// so that a reader finds an operation with the others of its kind.
protocol StorePart: Sendable {
    /// The store whose connection this part reads and writes.
    var store: Store { get }
}

extension StorePart {
    /// Runs `body` on a snapshot of the store (``Store/read(_:)``).
    func read<T>(_ body: (Database) throws -> T) throws(StoreError) -> T {
        try store.read(body)
    }

    /// Runs `body` in one immediate write transaction (``Store/write(firstHistory:_:)``).
    func write<T>(firstHistory: Bool = false, _ body: (Database) throws -> T) throws(StoreError) -> T {
        try store.write(firstHistory: firstHistory, body)
    }
}

import GRDB

extension Store {
    /// The other sides this store syncs with.
    public var remotes: Remotes { Remotes(store: self) }

    /// The store's remotes, by name: the other sides `sync` exchanges revisions with.
    public struct Remotes: StorePart {
        let store: Store
    }
}

extension Store.Remotes {
    /// Records a remote. A relative file path is kept as given.
    public func add(_ remote: Remote) throws(StoreError) {
        try write { db in try Self.insert(remote, in: db) }
    }

    /// Records a remote inside a write transaction.
    static func insert(_ remote: Remote, in db: Database) throws {
        if try Bool.fetchOne(db, sql: "SELECT 1 FROM remotes WHERE name = ?", arguments: [remote.name]) ?? false {
            throw StoreError.remoteExists(remote.name)
        }
        try db.execute(sql: "INSERT INTO remotes (name, location, token) VALUES (?, ?, ?)", arguments: [remote.name, remote.location, remote.token])
    }

    /// The remotes, by name.
    public func all() throws(StoreError) -> [Remote] {
        try read { db in
            try Row.fetchAll(db, sql: "SELECT name, location, token FROM remotes ORDER BY name").map {
                Remote(name: try $0.decoded(0), location: try $0.decoded(1), token: try $0.decodedIfPresent(2))
            }
        }
    }

    /// The remote with this name; `nil` picks the only one.
    ///
    /// - Throws: ``StoreError/remoteNotFound(_:available:)`` for a name the store does not have;
    ///   with no name, ``StoreError/noRemotes`` or ``StoreError/remoteNotChosen(available:)``.
    public func named(_ name: String?) throws(StoreError) -> Remote {
        let all = try all()
        if let name {
            guard let remote = all.first(where: { $0.name == name }) else {
                throw .remoteNotFound(name, available: all.map(\.name))
            }
            return remote
        }
        guard all.count == 1 else { throw all.isEmpty ? .noRemotes : .remoteNotChosen(available: all.map(\.name)) }
        return all[0]
    }

    /// Forgets a remote.
    public func remove(named name: String) throws(StoreError) {
        try write { db in
            try db.execute(sql: "DELETE FROM remotes WHERE name = ?", arguments: [name])
            guard db.changesCount > 0 else {
                throw StoreError.remoteNotFound(name, available: try String.fetchAll(db, sql: "SELECT name FROM remotes ORDER BY name"))
            }
        }
    }
}

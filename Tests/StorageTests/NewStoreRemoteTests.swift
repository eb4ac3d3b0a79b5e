import Foundation
import GRDB
import Testing

@testable import Storage

@Suite("A store opened with a remote to add (`remote add`)")
struct NewStoreRemoteTests {
    @Test("a new store is made holding the remote, in WAL mode, and verifies")
    func newStore() throws {
        let temporary = try TemporaryStore()
        let path = temporary.directory.appending(path: "new.db").path
        let origin = Remote(name: "origin", location: "http://build.local:7420", token: "lst_x")
        let store = try Store(path: path, create: true, addingRemote: origin)
        #expect(try store.remotes.all() == [origin])
        #expect(try store.database.read { db in try String.fetchOne(db, sql: "PRAGMA journal_mode") } == "wal")
        #expect(try store.history.verify().isOK)
        // Reopened as the next command would: the remote and the replica are there.
        let again = try Store(path: path, create: false)
        #expect(try again.remotes.all() == [origin])
        #expect(again.replicaID == store.replicaID)
    }

    @Test("a store that exists gets the remote beside its own; a name it has is refused and nothing changes")
    func existingStore() throws {
        let temporary = try TemporaryStore()
        let laptop = Remote(name: "laptop", location: "/tmp/laptop.db")
        try temporary.store.remotes.add(laptop)
        let origin = Remote(name: "origin", location: "http://build.local:7420")
        let store = try Store(path: temporary.path, addingRemote: origin)
        #expect(try store.remotes.all() == [laptop, origin])
        let again = Remote(name: "origin", location: "http://elsewhere:7420")
        #expect(throws: StoreError.remoteExists("origin")) { try Store(path: temporary.path, addingRemote: again) }
        #expect(try temporary.store.remotes.all() == [laptop, origin])
    }

    @Test("a store that cannot be written here refuses the remote, saying why", .enabled(if: ReadOnlyFolder.canMake))
    func readOnlyStore() throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "layoutstore-readonly-remote-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try Store(path: directory.appending(path: "test.db").path)
        let folder = try ReadOnlyFolder(showing: directory)
        defer { folder.remove() }
        let path = folder.url.appending(path: "test.db").path
        let error = #expect(throws: StoreError.self) {
            try Store(path: path, create: false, addingRemote: Remote(name: "origin", location: "http://build.local:7420"))
        }
        #expect(error?.description.contains("can be read but not changed here") == true, "\(String(describing: error))")
        #expect(try Store(path: path, create: false).remotes.all().isEmpty)
    }
}

import Foundation
import GRDB
import Testing

@testable import Storage

@Suite("Opening a store")
struct StoreOpeningTests {
    @Test("a new store gets a replica id, kept when reopened; WAL and foreign keys are on")
    func createAndReopen() throws {
        let temporary = try TemporaryStore()
        let replica = temporary.store.replicaID
        #expect(UUID(uuidString: replica) != nil)
        let again = try Store(path: temporary.path, create: false)
        #expect(again.replicaID == replica)
        let other = try TemporaryStore()
        #expect(other.store.replicaID != replica)
        let (journal, foreignKeys) = try temporary.store.database.read { db in
            (try String.fetchOne(db, sql: "PRAGMA journal_mode"), try Bool.fetchOne(db, sql: "PRAGMA foreign_keys"))
        }
        #expect(journal == "wal")
        #expect(foreignKeys == true)
    }

    @Test("a missing store is not created when create is false")
    func missingStore() throws {
        let temporary = try TemporaryStore()
        let path = temporary.directory.appending(path: "missing.db").path
        #expect(throws: StoreError.storeNotFound(path: path)) { try Store(path: path, create: false) }
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test("a directory is refused with a clear message")
    func directory() throws {
        let temporary = try TemporaryStore()
        let error = #expect(throws: StoreError.self) { try Store(path: temporary.directory.path) }
        #expect(error?.description.contains("is a directory") == true)
    }

    @Test("a file that is not SQLite is refused and left untouched")
    func notSQLite() throws {
        let temporary = try TemporaryStore()
        let path = temporary.directory.appending(path: "notes.txt").path
        let content = Data("These are my notes, not a database.\n".utf8)
        try content.write(to: URL(fileURLWithPath: path))
        let error = #expect(throws: StoreError.self) { try Store(path: path) }
        #expect(error?.description.contains("not an SQLite database") == true)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == content)
    }

    @Test("another program's SQLite database is refused and left untouched")
    func foreignDatabase() throws {
        let temporary = try TemporaryStore()
        let path = temporary.directory.appending(path: "other.sqlite").path
        try DatabaseQueue(path: path).write { db in try db.execute(sql: "CREATE TABLE notes (text TEXT)") }
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let error = #expect(throws: StoreError.self) { try Store(path: path) }
        #expect(error?.description.contains("not a layoutstore store") == true)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    @Test("a store from a newer layoutstore is refused, naming both versions, and left untouched")
    func newerSchema() throws {
        let temporary = try TemporaryStore()
        _ = try temporary.makeProject()
        try temporary.rawSQL("INSERT INTO grdb_migrations (identifier) VALUES ('0099_future')")
        try temporary.rawSQL("PRAGMA wal_checkpoint(TRUNCATE)")
        let before = try temporary.fileBytes()
        let error = #expect(throws: StoreError.self) { try Store(path: temporary.path) }
        let message = error?.description ?? ""
        #expect(message.contains("0099_future"))
        #expect(message.contains(Migrations.latest))
        #expect(message.contains("install a newer layoutstore"))
        #expect(try temporary.fileBytes() == before)
    }

    @Test("the schema comes from the embedded migrations: every file of Migrations/, in order")
    func embeddedMigrations() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appending(path: "Migrations")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".sql") }.map { String($0.dropLast(4)) }.sorted()
        #expect(files.count >= 3)
        let temporary = try TemporaryStore()
        #expect(Migrations.latest == files.last)
        let applied = try temporary.store.database.read { db in try Migrations.migrator.appliedMigrations(db) }
        #expect(applied == files)
    }
}

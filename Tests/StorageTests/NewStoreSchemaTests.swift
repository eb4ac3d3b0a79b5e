import Foundation
import GRDB
import Testing

@testable import Storage

/// A new store is made from `Migrations/new-store/` in one write, not by replaying the
/// migrations; these tests keep the two the same.
@Suite("A new store's schema")
struct NewStoreSchemaTests {
    /// A database the migrations made, one by one.
    static func migrated() throws -> DatabaseQueue {
        let queue = try DatabaseQueue()
        try Migrations.migrator.migrate(queue)
        return queue
    }

    /// Every table, index and trigger: kind, name, table and SQL.
    static func schema(_ db: Database) throws -> [String] {
        try Row.fetchAll(db, sql: "SELECT type, name, tbl_name, sql FROM sqlite_schema ORDER BY type, name").map { row in
            "\(row[0] as String) \(row[1] as String) \(row[2] as String) \((row[3] as String?) ?? "")"
        }
    }

    @Test("Migrations/new-store/ is the schema the migrations leave, named after the latest migration")
    func newStoreSchemaIsCurrent() throws {
        let expected = try Self.migrated().read { db in try Migrations.newStoreSchemaText(of: db) }
        let current = embeddedNewStoreSchema
        guard current?.upTo != Migrations.latest || current?.sql != expected else { return }
        let path = FileManager.default.temporaryDirectory.appending(path: "\(Migrations.latest).sql")
        try expected.write(to: path, atomically: true, encoding: .utf8)
        Issue.record(
            "Migrations/new-store/ is not the schema the migrations leave: move \(path.path) into it, in place of \(current?.upTo ?? "nothing").sql")
    }

    @Test("a new store has the migrated schema, every migration recorded, a replica of its own, and nothing to apply when opened again")
    func newStoreIsMigrated() throws {
        let expected = try Self.migrated().read { db in try Self.schema(db) }
        #expect(embeddedNewStoreSchema?.upTo == Migrations.latest, "made from Migrations/new-store/, not by the migrator")
        let one = try TemporaryStore()
        let two = try TemporaryStore()
        for temporary in [one, two] {
            let (schema, applied, completed) = try temporary.store.database.read { db in
                (try Self.schema(db), try Migrations.migrator.appliedIdentifiers(db), try Migrations.migrator.hasCompletedMigrations(db))
            }
            #expect(schema == expected)
            #expect(applied == Set(embeddedMigrations.map(\.name)))
            #expect(completed)
        }
        #expect(one.store.replicaID != two.store.replicaID)
        #expect(UUID(uuidString: one.store.replicaID) != nil && one.store.replicaID == one.store.replicaID.lowercased())
        let again = try Store(path: one.path)
        #expect(again.replicaID == one.store.replicaID)
        #expect(try again.history.verify().isOK)
    }
}

import Foundation
import GRDB
import Model

/// The schema, as the SQL files of `Migrations/` embedded in the binary by the
/// EmbedMigrations build plugin, applied in file-name order.
enum Migrations {
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        for migration in embeddedMigrations {
            let sql = migration.sql
            migrator.registerMigration(migration.name) { db in
                for function in functions { db.add(function: function) }
                defer { for function in functions { db.remove(function: function) } }
                try db.execute(sql: sql)
            }
        }
        return migrator
    }

    /// Writes a new store's whole schema in one transaction: the schema the migrations leave
    /// (`Migrations/new-store/`), a replica id as 0001 makes one, and every migration's name
    /// where the migrator records what it applied, so that the next open finds nothing to
    /// apply. Replaying the migrations (a transaction each, tables rebuilt and renamed) made a
    /// store in 10 to 12 ms when there were eleven; this, in 4 to 5. `firstRows` writes in the
    /// same transaction (a new store's first remote: one commit, with its three syncs, instead of
    /// two). Writes nothing and returns false when the store has a
    /// schema already (another process made it meanwhile), or when the new store's schema is
    /// not the latest migration's (the migrator then applies them one by one).
    static func createSchema(in db: Database, firstRows: (Database) throws -> Void = { _ in }) throws -> Bool {
        guard let schema = embeddedNewStoreSchema, schema.upTo == latest else { return false }
        var created = false
        try db.inTransaction(.immediate) {
            guard try !db.tableExists("grdb_migrations") else { return .rollback }
            try db.execute(sql: schema.sql)
            try db.execute(sql: "INSERT INTO store_info (key, value) VALUES ('replica_id', ?)", arguments: [UUID.randomVersion4().lowercaseText])
            try db.execute(sql: "CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY)")
            for migration in embeddedMigrations {
                try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES (?)", arguments: [migration.name])
            }
            try firstRows(db)
            created = true
            return .commit
        }
        return created
    }

    /// The text of `Migrations/new-store/` for a store the migrations made: each table, index
    /// and trigger as SQLite keeps it, in the order it was made.
    static func newStoreSchemaText(of db: Database) throws -> String {
        let statements = try String.fetchAll(
            db, sql: "SELECT sql FROM sqlite_schema WHERE sql IS NOT NULL AND name != 'grdb_migrations' ORDER BY rowid")
        return """
            -- The schema of a new store, as the migrations up to the one this file is named after leave
            -- it. Written by StorageTests (NewStoreSchemaTests) when a migration is added: not by hand.

            """ + statements.map { $0 + ";\n" }.joined(separator: "\n")
    }

    /// The newest migration this binary knows, as a store's version is named.
    static var latest: String { embeddedMigrations.last?.name ?? "none" }

    /// The SQL functions the migrations may call (schema 0011 turns hex ids into bytes and
    /// packs the revisions' bodies).
    private static var functions: [DatabaseFunction] {
        [
            // 64 hex digits to their 32 bytes; NULL for NULL, and text that is not an id as it is.
            DatabaseFunction("revision_id_blob", argumentCount: 1, pure: true) { values in
                guard let text = String.fromDatabaseValue(values[0]) else { return values[0] }
                return RevisionID(text).map(\.blob) ?? values[0]
            },
            // A stored body packed (``PackedBody``); what is not canonical JSON is kept as it is.
            DatabaseFunction("packed_revision_body", argumentCount: 1, pure: true) { values in
                guard let body = Data.fromDatabaseValue(values[0]) else { return values[0] }
                return Data(PackedBody.pack(Array(body)))
            },
        ]
    }
}

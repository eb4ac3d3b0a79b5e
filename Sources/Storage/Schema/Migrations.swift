import Foundation
import GRDB

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

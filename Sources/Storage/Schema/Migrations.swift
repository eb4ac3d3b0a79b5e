import GRDB

/// The schema, as the SQL files of `Migrations/` embedded in the binary by the
/// EmbedMigrations build plugin, applied in file-name order.
enum Migrations {
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        for migration in embeddedMigrations {
            let sql = migration.sql
            migrator.registerMigration(migration.name) { db in try db.execute(sql: sql) }
        }
        return migrator
    }

    /// The newest migration this binary knows, as a store's version is named.
    static var latest: String { embeddedMigrations.last?.name ?? "none" }
}

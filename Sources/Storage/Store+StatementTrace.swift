import GRDB

extension Store {
    /// Runs `body`, handing `record` every SQL statement the store runs meanwhile: its text
    /// with parameters (`?`) and the same text with the values bound to them, as SQLite
    /// expands them. The storage benchmark replays a mutation's statements this way, to
    /// measure the C floor of what a commit asks of SQLite.
    package func tracingStatements<T>(
        _ record: @escaping (_ sql: String, _ expandedSQL: String) -> Void,
        during body: () throws -> T
    ) rethrows -> T {
        database.inDatabase { db in
            db.trace(options: .statement) { event in
                guard case .statement(let statement) = event, !statement.sql.hasPrefix("--") else { return }
                record(statement.sql, statement.expandedSQL)
            }
        }
        defer { database.inDatabase { db in db.trace(options: []) } }
        return try body()
    }
}

import GRDB
import GRDBSQLite

extension Statement {
    /// Runs an INSERT or UPDATE with `values` bound in order, each straight to SQLite.
    ///
    /// For the statements run once per stored row (a revision, its parents, its changes):
    /// there, building ``StatementArguments`` (every value boxed into a ``DatabaseValue``,
    /// then checked and bound) cost about as much as SQLite's own work.
    ///
    /// - Throws: ``DatabaseError`` when a value does not bind, their count is not the
    ///   statement's, or SQLite refuses the row (a constraint, a full disk).
    func run<each Value: StatementBinding>(_ values: repeat each Value) throws {
        sqlite3_reset(sqliteStatement)
        var index: CInt = 0
        var code = SQLITE_OK
        for value in repeat each values {
            index += 1
            if code == SQLITE_OK { code = value.bind(to: sqliteStatement, at: index) }
        }
        if code == SQLITE_OK, index != sqlite3_bind_parameter_count(sqliteStatement) {
            throw DatabaseError(
                resultCode: .SQLITE_MISUSE, message: "\(index) values for \(sqlite3_bind_parameter_count(sqliteStatement)) parameters", sql: sql)
        }
        if code == SQLITE_OK { code = sqlite3_step(sqliteStatement) }
        guard code == SQLITE_DONE else {
            let message = String(cString: sqlite3_errmsg(sqlite3_db_handle(sqliteStatement)))
            sqlite3_reset(sqliteStatement)
            throw DatabaseError(resultCode: ResultCode(rawValue: code), message: message, sql: sql)
        }
    }
}

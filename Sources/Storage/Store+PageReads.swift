import GRDB
import GRDBSQLite

extension Store {
    /// How many pages SQLite has read from the store's file and its WAL since the store was
    /// opened: the misses of its page cache (SQLite's `SQLITE_DBSTATUS_CACHE_MISS`). A store
    /// opened for one command starts with an empty cache, so this counts the distinct pages
    /// the command read: what the sync benchmark and the tests count to show that a pull reads
    /// what is new, not the history.
    public func pagesRead() throws(StoreError) -> Int {
        do {
            return try database.inDatabase { db in
                var current: Int32 = 0
                var highest: Int32 = 0
                let code = sqlite3_db_status(db.sqliteConnection, SQLITE_DBSTATUS_CACHE_MISS, &current, &highest, 0)
                guard code == SQLITE_OK else { throw DatabaseError(resultCode: ResultCode(rawValue: code), message: "sqlite3_db_status failed") }
                return Int(current)
            }
        } catch {
            throw storeError(error)
        }
    }
}

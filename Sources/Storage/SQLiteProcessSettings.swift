import CSQLiteSettings

/// What this process asks of SQLite as a whole, before its first connection.
enum SQLiteProcessSettings {
    /// SQLite's memory statistics off: with them on (the system library's default), every
    /// allocation and free of SQLite's takes one global mutex, about a twentieth of the time of
    /// a thread that stores a clone. Nothing here reads them (`sqlite3_memory_used`, a soft heap
    /// limit). Applied by the first store opened; true when SQLite took it (it cannot once a
    /// connection was opened in the process, which changes nothing else).
    static let applied: Bool = layoutstore_sqlite_disable_memory_statistics() == 0
}

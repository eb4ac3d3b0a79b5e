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
        try bind(repeat each values)
        let code = sqlite3_step(sqliteStatement)
        guard code == SQLITE_DONE else { throw failure(code) }
    }

    /// Runs an INSERT as ``run(_:)`` does and returns the rowid of the row it inserted (read
    /// from SQLite, without the queue check of `Database.lastInsertedRowID`).
    func insert<each Value: StatementBinding>(_ values: repeat each Value) throws -> Int64 {
        try run(repeat each values)
        return sqlite3_last_insert_rowid(sqlite3_db_handle(sqliteStatement))
    }

    /// Runs a SELECT with `values` bound and hands each row to `body`, its columns read
    /// straight from SQLite: for walks over every revision of a history, where a ``Row`` a
    /// row cost more than SQLite's own stepping.
    func forEachRow<each Value: StatementBinding>(_ values: repeat each Value, body: (RawRow) throws -> Void) throws {
        try bind(repeat each values)
        defer { sqlite3_reset(sqliteStatement) }
        while true {
            switch sqlite3_step(sqliteStatement) {
            case SQLITE_ROW: try body(RawRow(statement: sqliteStatement))
            case SQLITE_DONE: return
            case let code: throw failure(code)
            }
        }
    }

    private func bind<each Value: StatementBinding>(_ values: repeat each Value) throws {
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
        guard code == SQLITE_OK else { throw failure(code) }
    }

    private func failure(_ code: CInt) -> DatabaseError {
        let message = String(cString: sqlite3_errmsg(sqlite3_db_handle(sqliteStatement)))
        sqlite3_reset(sqliteStatement)
        return DatabaseError(resultCode: ResultCode(rawValue: code), message: message, sql: sql)
    }
}

/// A blob bound straight from the bytes it is made of (SQLite copies them): the id and body of
/// each revision a clone stores, where making a `Data` of each cost more than binding it.
struct Blob: StatementBinding {
    private enum Bytes {
        case array([UInt8])
        case id(RevisionID)
    }

    private let bytes: Bytes

    init(_ bytes: [UInt8]) { self.bytes = .array(bytes) }

    /// A revision id as the store keeps it, its 32 bytes.
    init(_ id: RevisionID) { bytes = .id(id) }

    func bind(to statement: SQLiteStatement, at index: CInt) -> CInt {
        switch bytes {
        case .array(let array): array.withUnsafeBytes { Self.bind($0, to: statement, at: index) }
        case .id(let id): id.withBlobBytes { Self.bind($0, to: statement, at: index) }
        }
    }

    private static func bind(_ buffer: UnsafeRawBufferPointer, to statement: SQLiteStatement, at index: CInt) -> CInt {
        // No bytes, no address: bound as an empty blob, not as NULL.
        guard let address = buffer.baseAddress else { return sqlite3_bind_zeroblob(statement, index, 0) }
        return sqlite3_bind_blob(statement, index, address, CInt(buffer.count), transient)
    }
}

/// A text bound straight from its UTF-8 bytes (SQLite copies them), without the C string that
/// binding a `String` makes first: the author, message and entity ids of each revision a
/// clone stores.
struct Text: StatementBinding {
    private let string: String

    init(_ string: String) { self.string = string }

    func bind(to statement: SQLiteStatement, at index: CInt) -> CInt {
        var string = string
        return string.withUTF8 { bytes in
            // No bytes, no address: bound as an empty text, not as NULL.
            guard let address = bytes.baseAddress else { return sqlite3_bind_text(statement, index, "", 0, transient) }
            return address.withMemoryRebound(to: CChar.self, capacity: bytes.count) {
                sqlite3_bind_text(statement, index, $0, CInt(bytes.count), transient)
            }
        }
    }
}

/// SQLite's SQLITE_TRANSIENT: it copies what is bound before the call returns.
private let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

/// The row ``Statement/forEachRow(_:body:)`` is at, valid only inside its `body`.
struct RawRow {
    let statement: SQLiteStatement

    func int64(_ column: CInt) -> Int64 { sqlite3_column_int64(statement, column) }

    func isNull(_ column: CInt) -> Bool { sqlite3_column_type(statement, column) == SQLITE_NULL }

    /// A blob's bytes, copied once (empty for NULL or an empty blob).
    func bytes(_ column: CInt) -> [UInt8] {
        let count = Int(sqlite3_column_bytes(statement, column))
        guard count > 0, let bytes = sqlite3_column_blob(statement, column) else { return [] }
        return Array(UnsafeRawBufferPointer(start: bytes, count: count))
    }

    /// A revision id kept as its 32 bytes (schema 0011).
    func revisionID(_ column: CInt) throws(StoreError) -> RevisionID {
        let count = Int(sqlite3_column_bytes(statement, column))
        guard let bytes = sqlite3_column_blob(statement, column), let id = RevisionID(blob: UnsafeRawBufferPointer(start: bytes, count: count)) else {
            throw .corruptData("a revision id of \(count) bytes where 32 are expected")
        }
        return id
    }
}

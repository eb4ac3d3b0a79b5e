// The C floor of a mutation: the SQL statements a commit runs, recorded with the values bound
// to them, then replayed on a copy of the same store through SQLite's C API alone (statements
// prepared once, then bind, step and reset), with the store's pragmas. What a commit costs
// beyond that is the Swift side: reading the entity, encoding and hashing the revision, GRDB.

import Foundation
import GRDB
import GRDBSQLite
import Model
import Storage

/// One statement a commit ran: its text with parameters, and the values bound to them.
struct RecordedStatement {
    enum Value {
        case null
        case integer(Int64)
        case real(Double)
        case text(String)
        case blob([UInt8])
    }

    let sql: String
    let values: [Value]

    /// The statement `sql` ran as, recovered from SQLite's expansion of it (`expandedSQL`,
    /// where each parameter stands replaced by its value as an SQL literal); nil if the two do
    /// not line up.
    init?(sql: String, expandedSQL: String) {
        let text = Array(sql.utf8)
        let expanded = Array(expandedSQL.utf8)
        var values: [Value] = []
        var i = 0
        var j = 0
        while i < text.count {
            let byte = text[i]
            if byte == UInt8(ascii: "?") || byte == UInt8(ascii: ":") || byte == UInt8(ascii: "@") || byte == UInt8(ascii: "$") {
                i += 1
                while i < text.count, RecordedStatement.isNameByte(text[i]) { i += 1 }
                guard let (value, end) = RecordedStatement.literal(in: expanded, at: j) else { return nil }
                values.append(value)
                j = end
            } else if byte == UInt8(ascii: "'") {
                // A string literal of the statement itself: the same bytes on both sides.
                var end = i + 1
                while end < text.count {
                    if text[end] == UInt8(ascii: "'") {
                        guard end + 1 < text.count, text[end + 1] == UInt8(ascii: "'") else { break }
                        end += 1
                    }
                    end += 1
                }
                let length = min(end + 1, text.count) - i
                guard j + length <= expanded.count, text[i..<(i + length)].elementsEqual(expanded[j..<(j + length)]) else { return nil }
                i += length
                j += length
            } else {
                guard j < expanded.count, expanded[j] == byte else { return nil }
                i += 1
                j += 1
            }
        }
        guard j == expanded.count else { return nil }
        self.sql = sql
        self.values = values
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || byte == UInt8(ascii: "_")
    }

    /// The SQL literal that starts at `start` (as `sqlite3_expanded_sql` writes values) and
    /// where it ends.
    private static func literal(in bytes: [UInt8], at start: Int) -> (Value, Int)? {
        guard start < bytes.count else { return nil }
        if bytes[start...].starts(with: Array("NULL".utf8)) { return (.null, start + 4) }
        if bytes[start] == UInt8(ascii: "'") {
            var text: [UInt8] = []
            var k = start + 1
            while k < bytes.count {
                if bytes[k] == UInt8(ascii: "'") {
                    if k + 1 < bytes.count, bytes[k + 1] == UInt8(ascii: "'") {
                        text.append(bytes[k])
                        k += 2
                        continue
                    }
                    return (.text(String(decoding: text, as: UTF8.self)), k + 1)
                }
                text.append(bytes[k])
                k += 1
            }
            return nil
        }
        if bytes[start] == UInt8(ascii: "x"), start + 1 < bytes.count, bytes[start + 1] == UInt8(ascii: "'") {
            var blob: [UInt8] = []
            var k = start + 2
            while k + 1 < bytes.count, bytes[k] != UInt8(ascii: "'") {
                guard let byte = UInt8(String(decoding: bytes[k...k + 1], as: UTF8.self), radix: 16) else { return nil }
                blob.append(byte)
                k += 2
            }
            guard k < bytes.count, bytes[k] == UInt8(ascii: "'") else { return nil }
            return (.blob(blob), k + 1)
        }
        var k = start
        while k < bytes.count, "-+.0123456789eE".utf8.contains(bytes[k]) { k += 1 }
        let token = String(decoding: bytes[start..<k], as: UTF8.self)
        if let integer = Int64(token) { return (.integer(integer), k) }
        if let real = Double(token) { return (.real(real), k) }
        return nil
    }
}

/// Replays recorded commits on a database through SQLite's C API.
struct StatementReplay {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The seconds each commit's statements took, replayed in order on the database at
    /// `path`, opened with the store's pragmas. Every statement is prepared before the first
    /// is timed; a SELECT is stepped to its last row.
    static func times(of commits: [[RecordedStatement]], at path: String) throws -> [Double] {
        var handle: OpaquePointer?
        guard sqlite3_open_v2(path, &handle, SQLITE_OPEN_READWRITE, nil) == SQLITE_OK, let handle else {
            throw Failure(description: "cannot open \(path)")
        }
        defer { sqlite3_close_v2(handle) }
        try run("PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA cache_size = -32768; PRAGMA foreign_keys = ON", on: handle)

        var prepared: [String: OpaquePointer] = [:]
        defer { for statement in prepared.values { sqlite3_finalize(statement) } }
        for statement in commits.joined() where prepared[statement.sql] == nil {
            var compiled: OpaquePointer?
            guard sqlite3_prepare_v3(handle, statement.sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &compiled, nil) == SQLITE_OK, let compiled else {
                throw Failure(description: "cannot prepare \(statement.sql): \(String(cString: sqlite3_errmsg(handle)))")
            }
            prepared[statement.sql] = compiled
        }
        let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
        return try commits.map { statements in
            try StorageBenchmark.time {
                for statement in statements {
                    let compiled = prepared[statement.sql]!
                    for (offset, value) in statement.values.enumerated() {
                        let index = Int32(offset + 1)
                        switch value {
                        case .null: sqlite3_bind_null(compiled, index)
                        case .integer(let integer): sqlite3_bind_int64(compiled, index, integer)
                        case .real(let real): sqlite3_bind_double(compiled, index, real)
                        case .text(let text): sqlite3_bind_text(compiled, index, text, -1, transient)
                        case .blob(let blob): sqlite3_bind_blob(compiled, index, blob, Int32(blob.count), transient)
                        }
                    }
                    var code = sqlite3_step(compiled)
                    while code == SQLITE_ROW { code = sqlite3_step(compiled) }
                    sqlite3_reset(compiled)
                    guard code == SQLITE_DONE else {
                        throw Failure(description: "\(statement.sql) failed in the replay: \(String(cString: sqlite3_errmsg(handle)))")
                    }
                }
            }
        }
    }

    /// The statements `store` runs during `body`, as ``times(of:at:)`` replays them.
    static func record(on store: Store, during body: () throws -> Void) throws -> [RecordedStatement] {
        var statements: [RecordedStatement] = []
        var unparsed = 0
        try store.tracingStatements(
            { sql, expandedSQL in
                if let statement = RecordedStatement(sql: sql, expandedSQL: expandedSQL) { statements.append(statement) } else { unparsed += 1 }
            }, during: body)
        guard unparsed == 0 else { throw Failure(description: "\(unparsed) recorded statements could not be read back") }
        return statements
    }

    private static func run(_ sql: String, on handle: OpaquePointer) throws {
        guard sqlite3_exec(handle, sql, nil, nil, nil) == SQLITE_OK else {
            throw Failure(description: "\(sql): \(String(cString: sqlite3_errmsg(handle)))")
        }
    }
}

extension StorageBenchmark {
    /// What one commit of each of `edits` costs against the C floor of its own statements:
    /// the store at `storePath` is copied three times; on one copy every commit's statements
    /// are recorded, on another the same commits are timed (no tracing), and on the third the
    /// recorded statements are replayed by ``StatementReplay``. Medians in seconds.
    func statementFloor(storePath: String, project: ProjectID, edits: [[Edit]], in directory: URL) throws
        -> (commit: Double, floor: Double, statements: Int)
    {
        let base = directory.appending(path: "floor-base.db").path
        try DatabaseQueue(path: storePath).writeWithoutTransaction { db in try db.execute(sql: "VACUUM INTO ?", arguments: [base]) }
        let copies = ["traced", "timed", "replayed"].map { directory.appending(path: "floor-\($0).db").path }
        for copy in copies { try FileManager.default.copyItem(atPath: base, toPath: copy) }

        func commit(_ edits: [Edit], _ index: Int, on store: Store) throws {
            do {
                _ = try store.commit(project, message: "floor \(index)", author: "bench", edits: edits)
            } catch StoreError.nothingToCommit {
                // A random priority equal to the current one: the same on every copy.
            }
        }

        let traced = try Store(path: copies[0], create: false)
        let recorded: [[RecordedStatement]] = try edits.enumerated().map { index, edits in
            try StatementReplay.record(on: traced) { try commit(edits, index, on: traced) }
        }

        let timed = try Store(path: copies[1], create: false)
        let commitTimes = try edits.enumerated().map { index, edits in try StorageBenchmark.time { try commit(edits, index, on: timed) } }
        let floorTimes = try StatementReplay.times(of: recorded, at: copies[2])
        if ProcessInfo.processInfo.environment["LAYOUTSTORE_BENCH_SHOW_STATEMENTS"] != nil {
            for statement in recorded[0] { print("  \(statement.sql)  -- \(statement.values.count) values") }
        }
        // The replay wrote what the commits wrote: the same rows in every table.
        let counts = try copies.map { copy in
            try DatabaseQueue(path: copy).read { db in
                try ["revisions", "changes", "constraints"].map { try Int.fetchOne(db, sql: "SELECT count(*) FROM \($0)") ?? 0 }
            }
        }
        guard Set(counts).count == 1 else {
            throw StatementReplay.Failure(description: "the replay left other row counts than the commits: \(counts)")
        }
        return (median(commitTimes), median(floorTimes), recorded.map(\.count).reduce(0, +) / max(1, recorded.count))
    }
}

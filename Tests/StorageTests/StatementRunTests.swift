import Foundation
import GRDB
import Testing

@testable import Storage

@Suite("Running a statement with values bound straight to SQLite")
struct StatementRunTests {
    @Test("values bind in order; a refused row or a wrong count of values is a DatabaseError, and stores nothing")
    func run() throws {
        let queue = try DatabaseQueue()
        try queue.write { db in
            try db.execute(sql: "CREATE TABLE t (a INTEGER PRIMARY KEY, b TEXT NOT NULL, c BLOB, d REAL)")
            let insert = try db.cachedStatement(sql: "INSERT INTO t (a, b, c, d) VALUES (?, ?, ?, ?)")
            try insert.run(Int64(1), "one", Data([1, 2]), 0.5)
            try insert.run(Int64(2), "two ✓", Data?.none, Double?.none)
            #expect(throws: DatabaseError.self) { try insert.run(Int64(1), "again", Data(), 1.0) }
            #expect(throws: DatabaseError.self) { try insert.run(Int64(3), String?.none, Data(), 1.0) }
            #expect(throws: DatabaseError.self) { try insert.run(Int64(4), "too few") }
            #expect(throws: DatabaseError.self) { try insert.run(Int64(5), "too many", Data(), 1.0, "extra") }
            try insert.run(Int64(6), "after the errors", Data([6]), 6.0)

            let rows = try Row.fetchAll(db, sql: "SELECT a, b, c, d FROM t ORDER BY a").map { row in
                "\(row[0] as Int64) \(row[1] as String) \((row[2] as Data?).map { Array($0) } ?? []) \((row[3] as Double?) ?? -1)"
            }
            #expect(rows == ["1 one [1, 2] 0.5", "2 two ✓ [] -1.0", "6 after the errors [6] 6.0"])
        }
    }

    @Test("a Blob binds its bytes as they are: a revision id as its 32 bytes, no bytes as an empty blob rather than NULL")
    func blobs() throws {
        let queue = try DatabaseQueue()
        let id = RevisionID(hashing: Array("blob".utf8))
        try queue.write { db in
            try db.execute(sql: "CREATE TABLE t (a INTEGER PRIMARY KEY, b BLOB)")
            let insert = try db.cachedStatement(sql: "INSERT INTO t (a, b) VALUES (?, ?)")
            try insert.run(Int64(1), Blob(id))
            try insert.run(Int64(2), Blob([0, 1, 255]))
            try insert.run(Int64(3), Blob([]))
            let rows = try Row.fetchAll(db, sql: "SELECT b IS NULL, typeof(b), b FROM t ORDER BY a").map { row in
                (row[0] as Bool, row[1] as String, (row[2] as Data?) ?? Data())
            }
            #expect(rows.map(\.0) == [false, false, false])
            #expect(rows.map(\.1) == ["blob", "blob", "blob"])
            #expect(rows[0].2 == id.blob && RevisionID(blob: rows[0].2) == id)
            #expect(Array(rows[1].2) == [0, 1, 255])
            #expect(rows[2].2.isEmpty)
        }
    }

    @Test("a Text binds its UTF-8 as it is, a bridged string too; no characters bind as an empty text rather than NULL; an insert returns its rowid")
    func texts() throws {
        let queue = try DatabaseQueue()
        let bridged = NSString(string: "bridged é") as String
        try queue.write { db in
            try db.execute(sql: "CREATE TABLE t (a INTEGER PRIMARY KEY, b TEXT)")
            let insert = try db.cachedStatement(sql: "INSERT INTO t (b) VALUES (?)")
            let rowids = try ["one", "two ✓ \u{1F600}", "", bridged, String(repeating: "long ", count: 40)].map { try insert.insert(Text($0)) }
            #expect(rowids == [1, 2, 3, 4, 5])
            let rows = try Row.fetchAll(db, sql: "SELECT b IS NULL, typeof(b), b FROM t ORDER BY a").map { row in
                (row[0] as Bool, row[1] as String, row[2] as String? ?? "(null)")
            }
            #expect(rows.map(\.0) == [false, false, false, false, false])
            #expect(rows.map(\.1) == ["text", "text", "text", "text", "text"])
            #expect(rows.map(\.2) == ["one", "two ✓ \u{1F600}", "", "bridged é", String(repeating: "long ", count: 40)])
        }
    }
}

import Foundation
import Model
import Testing

/// `layoutstore verify` is what a user runs on a damaged store: it reports what it finds and
/// never crashes, whatever `sqlite3` did to the rows.
@Suite("Damaged stores")
struct DamagedStoreTests {
    /// Damage done with `sqlite3`: first, statements run with the schema's NOT NULL rules
    /// lifted (as a broken tool or a hand edit would leave them), then the damage itself.
    static let damages: [(name: String, schema: [(table: String, column: String)], sql: String)] = [
        ("a NULL revision project", [("revisions", "project INTEGER NOT NULL")], "UPDATE revisions SET project = NULL"),
        ("a NULL body", [("revisions", "body BLOB NOT NULL")], "UPDATE revisions SET body = NULL WHERE seq = 2"),
        ("a body cut short", [], "UPDATE revisions SET body = substr(body, 1, 20) WHERE seq = 2"),
        ("a NULL project name", [("projects", "name TEXT NOT NULL UNIQUE")], "UPDATE projects SET name = NULL"),
        ("a project name that is bytes", [], "UPDATE projects SET name = x'00ff'"),
        ("a NULL revision id", [("revisions", "id BLOB NOT NULL UNIQUE")], "UPDATE revisions SET id = NULL WHERE seq = 3"),
        ("a NULL view kind", [("views", "kind TEXT NOT NULL")], "UPDATE views SET kind = NULL"),
        ("a constant that is text", [], "UPDATE constraints SET constant = 'wide'"),
        ("a revision id that is text", [], "UPDATE revisions SET id = lower(hex(id)) WHERE seq = 2"),
        ("a change's entity that is bytes", [], "UPDATE changes SET entity_id = x'00ff'"),
        ("a NULL constraint relation", [("constraints", "relation TEXT NOT NULL")], "UPDATE constraints SET relation = NULL"),
    ]

    @Test("verify traps on nothing: a store corrupted with sqlite3 gets a report and exit 1")
    func verifyReportsCorruptRows() throws {
        let cli = try CLI()
        defer { cli.removeFolder() }
        try Self.makeSmallStore(cli)
        let pristine = try Data(contentsOf: cli.store)
        #expect(try cli.run("verify").status == 0)

        for damage in Self.damages {
            try? FileManager.default.removeItem(at: cli.folder.appending(path: "layout.db-wal"))
            try? FileManager.default.removeItem(at: cli.folder.appending(path: "layout.db-shm"))
            try pristine.write(to: cli.store)
            for (table, column) in damage.schema {
                let loose = column.replacingOccurrences(of: " NOT NULL", with: "")
                try CLI.sqlite3(
                    cli.store.path,
                    """
                    PRAGMA writable_schema = ON;
                    UPDATE sqlite_master SET sql = replace(sql, '\(column)', '\(loose)') WHERE type = 'table' AND name = '\(table)';
                    """)
            }
            try CLI.sqlite3(cli.store.path, "PRAGMA foreign_keys = OFF; " + damage.sql)
            for command in [["verify"], ["log"], ["list"], ["projects"]] {
                let result = try cli.run(command)
                #expect(
                    result.status == 0 || result.status == 1,
                    "\(damage.name): `\(command.joined(separator: " "))` ended with \(result.status): \(result.stderr)")
                if command == ["verify"] {
                    #expect(result.status == 1, "\(damage.name): verify found nothing")
                    #expect(!result.stderr.isEmpty && result.stderr.contains("problem"), "\(damage.name): \(result.stderr)")
                }
            }
        }
    }

    @Test("Bit flips anywhere in the file: verify, log and list report or refuse, never crash", arguments: [UInt64(3), 2_024])
    func bitFlips(seed: UInt64) throws {
        let cli = try CLI()
        defer { cli.removeFolder() }
        try Self.makeSmallStore(cli)
        let pristine = [UInt8](try Data(contentsOf: cli.store))
        var random = SplitMix64(seed: seed)
        for round in 0..<25 {
            try? FileManager.default.removeItem(at: cli.folder.appending(path: "layout.db-wal"))
            try? FileManager.default.removeItem(at: cli.folder.appending(path: "layout.db-shm"))
            var damaged = pristine
            for _ in 0..<Int.random(in: 1...16, using: &random) {
                damaged[Int.random(in: 0..<damaged.count, using: &random)] ^= UInt8(1) << UInt8.random(in: 0...7, using: &random)
            }
            try Data(damaged).write(to: cli.store)
            for command in [["verify"], ["log"], ["list"]] {
                let result = try cli.run(command)
                #expect(
                    result.status == 0 || result.status == 1,
                    "seed \(seed), round \(round): `\(command.joined(separator: " "))` ended with \(result.status): \(result.stderr.prefix(300))")
                if result.status == 1 { #expect(!result.stderr.isEmpty, "seed \(seed), round \(round): failed without a word") }
            }
        }
    }

    @Test(
        "Item 15: reads of a damaged store say so and send the user to verify, instead of printing a wrong answer",
        arguments: [
            ("an item's row gone", "DELETE FROM items WHERE name = 'title'", ["list"], "the project does not have"),
            ("a view's row gone from items", "DELETE FROM items WHERE name = 'title'", ["view", "list"], "parent"),
            ("a head that is no revision", "UPDATE projects SET head_revision = randomblob(32)", ["projects"], "head"),
            ("a head that is no revision", "UPDATE projects SET head_revision = randomblob(32)", ["log"], "head"),
        ])
    func damagedReadsSayDamaged(damage: String, sql: String, command: [String], reason: String) throws {
        let cli = try CLI()
        defer { cli.removeFolder() }
        try Self.makeSmallStore(cli)
        try cli.ok("view", "add", "label", "--parent", "title")
        try CLI.sqlite3(cli.store.path, "PRAGMA foreign_keys = OFF; " + sql)
        let result = try cli.run(command)
        #expect(result.status == 1, "\(damage): `\(command.joined(separator: " "))` answered: \(result.stdout)")
        #expect(result.stdout.isEmpty, "\(damage): \(result.stdout)")
        #expect(result.stderr.contains("layoutstore verify") && result.stderr.contains(reason), "\(damage): \(result.stderr)")
    }

    /// A project with a view and a constraint edited once: every table has rows.
    static func makeSmallStore(_ cli: CLI) throws {
        try cli.ok("init", "Login")
        try cli.ok("view", "add", "title")
        try cli.ok("add", "title.top == root.top + 20", "--id", "titleTop")
        try cli.ok("edit", "titleTop", "--constant", "24")
    }
}

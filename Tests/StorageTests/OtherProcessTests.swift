import Foundation
import Model
import Testing

@testable import Storage

/// Issue 34, item 1: a store this process has open stays this process's while other processes
/// open and close it, however many times this process opens it too (as `serve` opens one
/// connection to write and several to read).
@Suite("Other processes on an open store")
struct OtherProcessTests {
    @Test("Any other process touching a served store leaves its WAL, its locks and its writes in place")
    func otherProcessTouchingServedStore() throws {
        let temporary = try TemporaryStore()
        let (project, root) = try temporary.makeProject()
        // A second and third connection of this process, opened after the first holds its locks.
        let writer = try Store(path: temporary.path, create: false)
        let reader = try Store(path: temporary.path, create: false)
        try writer.commit(project, message: "first", edits: [.insertConstraint(Self.widthAtLeast(root, 10))])
        #expect(FileManager.default.fileExists(atPath: temporary.path + "-wal"))

        // Another process opens the store and closes it. Had this one lost its locks, the other
        // would take itself for the last connection: checkpoint, then delete -wal and -shm.
        #expect(try Self.sqlite3(temporary.path, "SELECT count(*) FROM revisions") == "2")
        #expect(FileManager.default.fileExists(atPath: temporary.path + "-wal"), "another process deleted this one's WAL")
        #expect(FileManager.default.fileExists(atPath: temporary.path + "-shm"))

        // What this process writes afterwards, every other process sees.
        try writer.commit(project, message: "second", edits: [.insertConstraint(Self.widthAtLeast(root, 20))])
        #expect(try Self.sqlite3(temporary.path, "SELECT count(*) FROM revisions") == "3")
        #expect(try reader.history.log(project).count == 3)
        #expect(try Self.sqlite3(temporary.path, "PRAGMA integrity_check") == "ok")
    }

    static func widthAtLeast(_ item: ItemID, _ constant: Double) -> Constraint {
        Constraint(equation: Equation(Anchor(item, .width), .greaterThanOrEqual, constant: constant))
    }

    /// Runs `sqlite3 PATH SQL` in a process of its own and returns what it printed.
    static func sqlite3(_ path: String, _ sql: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
        process.arguments = [path, sql]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

/// Issue 34, item 2: what a commit survives.
@Suite("Durable commits")
struct DurabilityTests {
    @Test(
        "An acknowledged push must survive power loss: a store opened for the server syncs the WAL at each commit, the command line's at checkpoints")
    func acknowledgedPushSurvivesPowerLoss() throws {
        let temporary = try TemporaryStore()
        let server = try Store(path: temporary.path, create: false, durability: .powerLoss)
        func synchronous(_ store: Store) throws -> Int? {
            try store.database.inDatabase { db in try Int.fetchOne(db, sql: "PRAGMA synchronous") }
        }
        #expect(try synchronous(server) == 2, "FULL")
        #expect(try synchronous(temporary.store) == 1, "NORMAL")
    }
}

/// Issue 34, item 14: tokens that expire.
@Suite("Token expiry")
struct TokenExpiryTests {
    @Test("A token made to expire is granted until then and refused from then on; token list shows when")
    func tokensExpire() throws {
        let temporary = try TemporaryStore()
        let (project, _) = try temporary.makeProject()
        let now = Date()
        let expiring = try temporary.store.tokens.create(
            project: project, readOnly: true, label: "contractor", expires: now.addingTimeInterval(90 * 86_400))
        let lasting = try temporary.store.tokens.create(project: project, readOnly: false, label: "ci")
        #expect(try temporary.store.tokens.grant(for: expiring, at: now) == TokenGrant(project: project, readOnly: true))
        #expect(try temporary.store.tokens.grant(for: expiring, at: now.addingTimeInterval(89 * 86_400)) != nil)
        #expect(try temporary.store.tokens.grant(for: expiring, at: now.addingTimeInterval(90 * 86_400)) == nil)
        #expect(try temporary.store.tokens.grant(for: lasting, at: now.addingTimeInterval(3_650 * 86_400)) != nil)
        let listed = try temporary.store.tokens.all()
        let contractor = try #require(listed.first { $0.label == "contractor" })
        #expect(abs((contractor.expires?.timeIntervalSince(now) ?? 0) - 90 * 86_400) < 1)
        #expect(!contractor.hasExpired(at: now) && contractor.hasExpired(at: now.addingTimeInterval(91 * 86_400)))
        #expect(listed.first { $0.label == "ci" }?.expires == nil)
    }
}

import Foundation
import GRDB
import Testing

@testable import Storage

@Suite("Opening a store")
struct StoreOpeningTests {
    @Test("a new store gets a replica id, kept when reopened; WAL and foreign keys are on")
    func createAndReopen() throws {
        let temporary = try TemporaryStore()
        let replica = temporary.store.replicaID
        #expect(UUID(uuidString: replica) != nil)
        let again = try Store(path: temporary.path, create: false)
        #expect(again.replicaID == replica)
        let other = try TemporaryStore()
        #expect(other.store.replicaID != replica)
        let (journal, foreignKeys) = try temporary.store.database.read { db in
            (try String.fetchOne(db, sql: "PRAGMA journal_mode"), try Bool.fetchOne(db, sql: "PRAGMA foreign_keys"))
        }
        #expect(journal == "wal")
        #expect(foreignKeys == true)
    }

    @Test("a missing store is not created when create is false")
    func missingStore() throws {
        let temporary = try TemporaryStore()
        let path = temporary.directory.appending(path: "missing.db").path
        #expect(throws: StoreError.storeNotFound(path: path)) { try Store(path: path, create: false) }
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test("a directory is refused with a clear message")
    func directory() throws {
        let temporary = try TemporaryStore()
        let error = #expect(throws: StoreError.self) { try Store(path: temporary.directory.path) }
        #expect(error?.description.contains("is a directory") == true)
    }

    @Test("a file that is not SQLite is refused and left untouched")
    func notSQLite() throws {
        let temporary = try TemporaryStore()
        let path = temporary.directory.appending(path: "notes.txt").path
        let content = Data("These are my notes, not a database.\n".utf8)
        try content.write(to: URL(fileURLWithPath: path))
        let error = #expect(throws: StoreError.self) { try Store(path: path) }
        #expect(error?.description.contains("not an SQLite database") == true)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == content)
    }

    @Test("another program's SQLite database is refused and left untouched")
    func foreignDatabase() throws {
        let temporary = try TemporaryStore()
        let path = temporary.directory.appending(path: "other.sqlite").path
        try DatabaseQueue(path: path).write { db in try db.execute(sql: "CREATE TABLE notes (text TEXT)") }
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let error = #expect(throws: StoreError.self) { try Store(path: path) }
        #expect(error?.description.contains("not a layoutstore store") == true)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    @Test("Refuse to open a store file with more than one hard link, by either name")
    func hardLinkedStore() throws {
        let temporary = try TemporaryStore()
        _ = try temporary.makeProject()
        let other = temporary.directory.appending(path: "other-name.db").path
        #expect(link(temporary.path, other) == 0)
        for path in [temporary.path, other] {
            let error = #expect(throws: StoreError.self) { try Store(path: path) }
            let message = error?.description ?? ""
            #expect(message.contains("2 names (hard links)"), "\(message)")
            #expect(message.contains("make a copy with `cp`"))
        }
        #expect(unlink(other) == 0)
        #expect(try Store(path: temporary.path).resolveProject("Login").name == "Login")
    }

    @Test("a damaged store is reported as damaged, never as left untouched")
    func damagedStore() throws {
        let temporary = try TemporaryStore()
        _ = try temporary.makeProject()
        try temporary.rawSQL("PRAGMA wal_checkpoint(TRUNCATE)")
        var bytes = try temporary.fileBytes()
        let pageSize = Int(bytes[16]) << 8 | Int(bytes[17])
        // Every page but the first (the schema) becomes garbage.
        var random = SystemRandomNumberGenerator()
        for index in pageSize..<bytes.count { bytes[index] = UInt8.random(in: 0...255, using: &random) }
        try bytes.write(to: URL(fileURLWithPath: temporary.path))
        let error = #expect(throws: StoreError.self) { try Store(path: temporary.path).history.verify() }
        let message = error?.description ?? ""
        #expect(message.contains("is damaged"), "\(message)")
        #expect(!message.contains("untouched"))
    }

    @Test("A store on read-only media can be read, and a write says why it cannot be made", .enabled(if: ReadOnlyFolder.canMake))
    func readOnlyMedia() throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "layoutstore-readonly-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let project = try {
            // Closed at the end of this scope, as after a command: no -wal or -shm file is left.
            let writer = try Store(path: directory.appending(path: "test.db").path)
            let project = try writer.createProject(name: "Login", rootSize: (375, 812), message: "create", author: "tester")
            let id = try writer.resolveProject("Login").id
            _ = project
            try writer.commit(id, message: "hide the root") { $0.views[0].isHidden = true }
            return id
        }()
        #expect(!FileManager.default.fileExists(atPath: directory.appending(path: "test.db-shm").path))
        let folder = try ReadOnlyFolder(showing: directory)
        defer { folder.remove() }
        let path = folder.url.appending(path: "test.db").path

        let store = try Store(path: path, create: false)
        #expect(store.readOnlyReason != nil)
        #expect(try store.history.log(project).count == 2)
        #expect(try store.state(of: project).views[0].isHidden)
        #expect(try store.history.verify().isOK)
        let error = #expect(throws: StoreError.self) { try store.commit(project, message: "show it") { $0.views[0].isHidden = false } }
        #expect(error?.description.contains("can be read but not changed here") == true, "\(String(describing: error))")
        #expect(!FileManager.default.fileExists(atPath: path + "-shm"))
    }

    @Test("a store from a newer layoutstore is refused, naming both versions, and left untouched")
    func newerSchema() throws {
        let temporary = try TemporaryStore()
        _ = try temporary.makeProject()
        try temporary.rawSQL("INSERT INTO grdb_migrations (identifier) VALUES ('0099_future')")
        try temporary.rawSQL("PRAGMA wal_checkpoint(TRUNCATE)")
        let before = try temporary.fileBytes()
        let error = #expect(throws: StoreError.self) { try Store(path: temporary.path) }
        let message = error?.description ?? ""
        #expect(message.contains("0099_future"))
        #expect(message.contains(Migrations.latest))
        #expect(message.contains("install a newer layoutstore"))
        #expect(try temporary.fileBytes() == before)
    }

    @Test("the schema comes from the embedded migrations: every file of Migrations/, in order")
    func embeddedMigrations() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appending(path: "Migrations")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".sql") }.map { String($0.dropLast(4)) }.sorted()
        #expect(files.count >= 3)
        let temporary = try TemporaryStore()
        #expect(Migrations.latest == files.last)
        let applied = try temporary.store.database.read { db in try Migrations.migrator.appliedMigrations(db) }
        #expect(applied == files)
    }
}

/// A read-only view of a folder: a read-only bind mount when running as root (whom file
/// permissions do not stop), else the folder itself with its write permission taken away.
struct ReadOnlyFolder {
    let url: URL
    let mounted: Bool
    let original: URL

    static let canMake: Bool = {
        guard getuid() == 0 else { return true }
        guard let probe = try? TemporaryStore(), let folder = try? ReadOnlyFolder(showing: probe.directory) else { return false }
        folder.remove()
        return true
    }()

    init(showing folder: URL) throws {
        original = folder
        if getuid() == 0 {
            url = folder.deletingLastPathComponent().appending(path: folder.lastPathComponent + "-readonly")
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            guard ReadOnlyFolder.run("/bin/mount", ["--bind", "-o", "ro", folder.path, url.path]) else {
                try? FileManager.default.removeItem(at: url)
                throw CocoaError(.fileWriteNoPermission)
            }
            // Some kernels make a bind mount read-only only on a remount.
            _ = ReadOnlyFolder.run("/bin/mount", ["-o", "remount,bind,ro", url.path])
            mounted = true
        } else {
            url = folder
            chmod(folder.path, 0o555)
            mounted = false
        }
    }

    func remove() {
        if mounted {
            _ = ReadOnlyFolder.run("/bin/umount", [url.path])
            try? FileManager.default.removeItem(at: url)
        } else {
            chmod(original.path, 0o755)
        }
    }

    private static func run(_ tool: String, _ arguments: [String]) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }
}

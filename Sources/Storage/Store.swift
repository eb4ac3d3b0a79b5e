import Foundation
import GRDB
import Model
import Synchronization

/// A layoutstore store: one SQLite file holding any number of projects, their current state
/// and their complete history.
///
/// Open it once and share it: it wraps one SQLite connection, a GRDB `DatabaseQueue` (WAL
/// mode, foreign keys on, a 10 s busy timeout, immediate write transactions), so several
/// processes or several `Store` instances on one file queue their writes instead of failing,
/// and read while another writes. One connection opens fastest, which is what a command
/// needs; within one `Store`, reads and writes take turns. It is `Sendable` without
/// `@unchecked`: its only state is immutable, and the queue serializes its own access.
///
/// The store itself holds the projects, their state and commits. Its history (``history``),
/// the exchange of revisions with other stores (``exchange``), its tokens (``tokens``) and its
/// remotes (``remotes``) are parts of it, each a view of the same connection.
///
/// ```swift
/// let store = try Store(path: "layout.db")
/// let first = try store.createProject(name: "Login", rootSize: (375, 812), message: "start")
/// let login = try store.resolveProject("Login")
/// try store.commit(login.id, message: "hide the logo") { project in
///     project.views[0].isHidden = true
/// }
/// let last = try store.history.log(login.id, limit: 1)
/// ```
public final class Store: Sendable {
    /// The path the store was opened with.
    public let path: String
    /// The store's own UUID, made when it was created; every revision made here carries it.
    public let replicaID: String
    /// Why the store can be read but not written (a folder or medium that is read-only), or nil.
    public let readOnlyReason: String?
    /// How long a write waits for another connection's write lock before failing with
    /// ``StoreError/busy(path:waitedSeconds:)``.
    public let busyTimeout: Double
    let database: DatabaseQueue

    /// Opens the store at `path`, creating it (if `create`) and bringing its schema up to date.
    ///
    /// - Throws: ``StoreError/cannotOpen(path:reason:)`` for a directory or an unreadable file,
    ///   ``StoreError/notAStore(path:reason:)`` for a file that is not a layoutstore store,
    ///   ``StoreError/storeNotFound(path:)`` when there is no file and `create` is false,
    ///   ``StoreError/newerSchema(path:storeVersion:knownVersion:)`` for a store written by a
    ///   newer layoutstore, ``StoreError/hardLinked(path:links:)`` for a file with more than one
    ///   name, ``StoreError/damaged(path:reason:)`` for a store SQLite finds corrupt,
    ///   ``StoreError/diskFull(path:)`` when a new store does not fit, and what
    ///   ``Remotes/add(_:)`` throws for `remote`. In every case the file is left as it was (a new
    ///   store that could not be made is removed).
    /// - Parameter remote: a remote to record: in a store this call creates, in the transaction
    ///   that writes the schema (`remote add` into a new store makes it with one commit, not
    ///   two); in a store that exists, after opening it, as ``Remotes/add(_:)`` does.
    public init(
        path: String, create: Bool = true, busyTimeout: Double = Store.defaultBusyTimeout, durability: Durability = .processCrash,
        addingRemote remote: Remote? = nil
    ) throws(StoreError) {
        self.path = path
        self.busyTimeout = busyTimeout
        var status = stat()
        let exists = stat(path, &status) == 0
        if exists, status.st_mode & S_IFMT == S_IFDIR { throw .cannotOpen(path: path, reason: "it is a directory, not a store file") }
        if !exists, !create { throw .storeNotFound(path: path) }
        // SQLite finds a file's WAL and locks by its name: two names for one file let two
        // processes write it each with a WAL of its own, and that corrupts it.
        if exists, status.st_nlink > 1 { throw .hardLinked(path: path, links: Int(status.st_nlink)) }
        if exists, access(path, R_OK) != 0 { throw .cannotOpen(path: path, reason: "the file cannot be read (check its permissions)") }
        // Everything about the file's content is learnt through SQLite, never by reading it
        // with a descriptor of our own: closing any descriptor of a file drops every POSIX
        // lock this process holds on it, SQLite's included, and another process would then
        // take this one's WAL for its own to checkpoint and delete (SQLite's "How To Corrupt
        // Your Database Files", 2.2). A file of no bytes becomes a new store.
        let empty = !exists || status.st_size == 0
        // A store in a folder this process cannot write (read-only media, a mounted backup) is
        // opened for reading only: SQLite could not make its -wal and -shm files there.
        let readOnly = exists ? Store.readOnlyReason(forFileAt: path) : nil
        readOnlyReason = readOnly

        _ = SQLiteProcessSettings.applied
        var configuration = Configuration()
        configuration.foreignKeysEnabled = true
        configuration.busyMode = .callback(Store.waitWhileBusy(upTo: busyTimeout))
        configuration.label = "layoutstore"
        // Not GRDB's `journalMode = .wal`: on every open without a -wal file (each first open
        // after a clean close) it creates and drops a table, a write and two fsyncs per command.
        // A page cache of up to 32 MB (SQLite's default is 2 MB): a clone or a large push
        // writes its whole batch in one transaction, and a smaller cache spills the batch's
        // pages to the WAL more than once before the commit.
        let synchronous = durability.synchronousPragma
        configuration.prepareDatabase { db in try db.execute(sql: "PRAGMA synchronous = \(synchronous); PRAGMA cache_size = \(Store.cacheSize)") }
        if readOnly != nil { configuration.readonly = true }
        do {
            if let readOnly {
                let (queue, replica) = try Store.openForReading(path, configuration: configuration, readOnlyReason: readOnly)
                database = queue
                replicaID = replica
                if let remote { try remotes.add(remote) }  // throws: the store cannot be written
                return
            }
            database = try DatabaseQueue(path: path, configuration: configuration)
            // A file in WAL mode opens as it is. Any other is inspected first, and switched to
            // WAL only once it is known to be a store (or empty).
            let journal = empty ? JournalMode.empty : try Store.journalMode(of: database)
            if journal == .rollback {
                try database.read { db in try Store.checkSchema(db, path: path, migrator: Migrations.migrator) }
            }
            // A new file gets the whole schema in one transaction, written to the file before WAL
            // mode starts: a first clone, which leaves WAL mode while it writes, then has no WAL to
            // copy back into the file first.
            let created =
                try journal == .empty
                && database.writeWithoutTransaction { db in
                    try Migrations.createSchema(in: db) { db in if let remote { try Remotes.insert(remote, in: db) } }
                }
            if journal != .wal {
                let mode = try database.writeWithoutTransaction { db in try String.fetchOne(db, sql: "PRAGMA journal_mode = WAL") }
                guard mode == "wal" else { throw StoreError.cannotOpen(path: path, reason: "SQLite cannot keep it in WAL mode") }
            }
            let migrator = Migrations.migrator
            // Checked again here: another process may have upgraded the store meanwhile.
            var replica = try database.read { db in try Store.replicaIfUpToDate(db, path: path, migrator: migrator) }
            if replica == nil {
                if !created { try migrator.migrate(database) }
                replica = try database.read { db in try Store.replicaIfUpToDate(db, path: path, migrator: migrator) }
            }
            guard let replica else { throw StoreError.corruptData("the store has no replica id in store_info") }
            replicaID = replica
            if let remote, !created { try remotes.add(remote) }
        } catch {
            let failure = Store.openError(error, path: path)
            // A store this call began to create on a full disk is removed, so that the path is
            // as it was: no file, rather than a piece of one that no command can open. (Only
            // then: after any other failure the file may be another process's new store.)
            if !exists, failure == .diskFull(path: path) {
                for suffix in ["", "-journal", "-wal", "-shm"] { unlink(path + suffix) }
            }
            throw failure
        }
    }

    /// What failed while opening: a file SQLite does not recognise is not a store; anything
    /// else could not be opened.
    private static func openError(_ error: any Error, path: String) -> StoreError {
        switch error {
        case let error as StoreError:
            return error
        case let error as DatabaseError where error.resultCode == .SQLITE_NOTADB:
            return .notAStore(path: path, reason: "it is not an SQLite database")
        case let error as DatabaseError where error.resultCode == .SQLITE_CORRUPT:
            return .damaged(path: path, reason: error.message ?? "SQLite error \(error.resultCode)")
        case let error as DatabaseError where error.resultCode == .SQLITE_FULL:
            return .diskFull(path: path)
        case let error as DatabaseError:
            return .cannotOpen(path: path, reason: error.message ?? "SQLite error \(error.resultCode)")
        default:
            return .cannotOpen(path: path, reason: "\(error)")
        }
    }

    private enum JournalMode { case empty, rollback, wal }

    /// Why a store file cannot be written here (its folder or the file itself), or nil.
    private static func readOnlyReason(forFileAt path: String) -> String? {
        let folder = (path as NSString).deletingLastPathComponent
        let folderPath = folder.isEmpty ? "." : folder
        if access(folderPath, W_OK) != 0 {
            return errno == EROFS ? "it is on a read-only file system" : "its folder '\(folderPath)' is not writable"
        }
        if access(path, W_OK) != 0 {
            return errno == EROFS ? "it is on a read-only file system" : "the file is not writable"
        }
        return nil
    }

    /// An SQLite URI that opens the file as immutable (read-only, no locks, no -shm).
    private static func immutableURI(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~/".utf8)
        let encoded = absolute.utf8.map { byte in
            allowed.contains(byte) ? String(UnicodeScalar(byte)) : String(format: "%%%02X", byte)
        }.joined()
        return "file:\(encoded)?immutable=1"
    }

    /// How an existing file keeps its journal: a rollback journal (an SQLite file that was
    /// never a store, or an old one) or WAL, as SQLite reads it from the file's header.
    ///
    /// - Throws: SQLite's `SQLITE_NOTADB` for a file that is not an SQLite database.
    private static func journalMode(of database: DatabaseQueue) throws -> JournalMode {
        try database.inDatabase { db in
            // The first read opens the file's WAL, if it has one: only then does the pragma say so.
            try db.execute(sql: "SELECT 1 FROM sqlite_schema LIMIT 1")
            return try String.fetchOne(db, sql: "PRAGMA journal_mode") == "wal" ? .wal : .rollback
        }
    }

    /// Opens a store this process cannot write, and reads its replica id.
    ///
    /// A store in WAL mode needs its -shm file, which SQLite cannot make in a read-only
    /// folder; one closed cleanly has none, and is then opened as immutable (nobody can be
    /// writing it: a writer makes the -shm file, and it cannot be made there).
    private static func openForReading(
        _ path: String, configuration: Configuration, readOnlyReason: String
    ) throws -> (DatabaseQueue, replicaID: String) {
        func open(_ openedPath: String) throws -> (DatabaseQueue, replicaID: String) {
            let queue = try DatabaseQueue(path: openedPath, configuration: configuration)
            let migrator = Migrations.migrator
            guard let replica = try queue.read({ db in try Store.replicaIfUpToDate(db, path: path, migrator: migrator) }) else {
                throw StoreError.readOnly(path: path, reason: readOnlyReason + ", and its schema needs an upgrade this layoutstore would write")
            }
            return (queue, replica)
        }
        do {
            return try open(path)
        } catch let error as DatabaseError where error.resultCode == .SQLITE_CANTOPEN && access(path + "-shm", F_OK) != 0 {
            return try open(Store.immutableURI(path))
        }
    }

    /// The store's replica id, or nil when migrations remain to apply.
    ///
    /// - Throws: ``StoreError/notAStore(path:reason:)`` for an SQLite database that has tables
    ///   but not layoutstore's, ``StoreError/newerSchema(path:storeVersion:knownVersion:)`` for a
    ///   store written by a newer layoutstore.
    private static func replicaIfUpToDate(_ db: Database, path: String, migrator: DatabaseMigrator) throws -> String? {
        try checkSchema(db, path: path, migrator: migrator)
        guard try migrator.hasCompletedMigrations(db) else { return nil }
        return try String.fetchOne(db, sql: "SELECT value FROM store_info WHERE key = 'replica_id'")
    }

    private static func checkSchema(_ db: Database, path: String, migrator: DatabaseMigrator) throws {
        let tables = try String.fetchSet(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table'")
        if !tables.isEmpty, !tables.contains("grdb_migrations") {
            throw StoreError.notAStore(path: path, reason: "an SQLite database without layoutstore's tables")
        }
        if let newer = try newerMigration(migrator, db) {
            throw StoreError.newerSchema(path: path, storeVersion: newer, knownVersion: Migrations.latest)
        }
    }

    /// The newest applied migration this binary does not know, if any.
    private static func newerMigration(_ migrator: DatabaseMigrator, _ db: Database) throws -> String? {
        guard try migrator.hasBeenSuperseded(db) else { return nil }
        let known = Set(migrator.migrations)
        return try migrator.appliedIdentifiers(db).subtracting(known).sorted().last
    }

    // MARK: Transactions

    /// Runs `body` in one IMMEDIATE transaction: it takes the write lock at once, so that
    /// concurrent writers wait (busy timeout) rather than fail when upgrading a read.
    ///
    /// The schema declares the foreign keys between state tables DEFERRABLE INITIALLY DEFERRED,
    /// so edits may pass through intermediate states and are checked at commit. (Not
    /// `PRAGMA defer_foreign_keys`: setting it expires every prepared statement, and
    /// recompiling them made each commit several times slower.)
    ///
    /// With `firstHistory`, into a store with no revisions yet (a first clone), the transaction
    /// uses a rollback journal rather than the WAL: its pages are written once, to the file,
    /// instead of to the WAL and then to the file again by a checkpoint. SQLite leaves WAL mode
    /// only when no other connection has the store open (else this is an ordinary write); a
    /// crash still leaves the store as it was (the journal rolls the file back), and the store
    /// is back in WAL mode afterwards.
    ///
    /// A first history is also written with foreign keys off: its receiver links each row of
    /// history to rows it stored or read in the same transaction, and SQLite's checks of those
    /// links cost about a tenth of a clone's storing. The other tables' links (the project's
    /// head and its state) are checked before the commit (``checkLinksOutsideHistory(in:)``).
    func write<T>(firstHistory: Bool = false, _ body: (Database) throws -> T) throws(StoreError) -> T {
        if let readOnlyReason { throw .readOnly(path: path, reason: readOnlyReason) }
        do {
            return try database.writeWithoutTransaction { db in
                let first = try firstHistory && Bool.fetchOne(db, sql: "SELECT NOT EXISTS (SELECT 1 FROM revisions)") == true
                let rollbackJournal = first && (try? String.fetchOne(db, sql: "PRAGMA journal_mode = DELETE")) == "delete"
                if first { try db.execute(sql: "PRAGMA foreign_keys = OFF; PRAGMA cache_size = \(Store.firstHistoryCacheSize)") }
                defer {
                    if first { try? db.execute(sql: "PRAGMA foreign_keys = ON; PRAGMA cache_size = \(Store.cacheSize)") }
                    // If another connection keeps WAL mode from coming back now, the next open restores it.
                    if rollbackJournal { _ = try? String.fetchOne(db, sql: "PRAGMA journal_mode = WAL") }
                }
                var result: T?
                try db.inTransaction(.immediate) {
                    result = try body(db)
                    if first { try Store.checkLinksOutsideHistory(in: db) }
                    return .commit
                }
                return result!
            }
        } catch {
            throw storeError(error)
        }
    }

    /// The page cache's size (SQLite's `cache_size`: negative, in KiB), 32 MB.
    static let cacheSize = -32_768

    /// The page cache while a first history is written (``write(firstHistory:_:)``), 256 MB:
    /// every page of the new history is dirty until the commit, and a cache that cannot hold
    /// them spills pages to the file before the commit (about a quarter of the pages of a
    /// clone of 100,000 revisions, 42 MB, with the 32 MB cache), then finds and writes pages
    /// under the cache's limit for every page it adds. SQLite takes the memory as the pages
    /// come, and gives it back when the cache shrinks after the commit.
    static let firstHistoryCacheSize = -262_144

    /// The tables whose rows a receiver links itself (see ``write(firstHistory:_:)``).
    static let historyTables: Set<String> = ["revisions", "revision_parents", "changes", "snapshots"]

    /// Checks that every row outside the history tables refers to rows that exist, as the
    /// foreign keys would have at the commit.
    ///
    /// - Throws: the error SQLite's own check would raise, naming both tables.
    static func checkLinksOutsideHistory(in db: Database) throws {
        let tables = try String.fetchAll(db, sql: "SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
        for table in tables where !historyTables.contains(table) {
            if let broken = try Row.fetchOne(db, sql: "PRAGMA foreign_key_check(\(table.quotedDatabaseIdentifier))") {
                let parent: String = broken["parent"] ?? "another table"
                throw DatabaseError(
                    resultCode: .SQLITE_CONSTRAINT_FOREIGNKEY,
                    message: "FOREIGN KEY constraint failed: a row of \(table) refers to a row of \(parent) that does not exist")
            }
        }
    }

    /// Runs `body` on a snapshot of the store.
    func read<T>(_ body: (Database) throws -> T) throws(StoreError) -> T {
        do {
            return try database.read { db in try body(db) }
        } catch {
            throw storeError(error)
        }
    }

    func storeError(_ error: any Error) -> StoreError {
        switch error {
        case let error as StoreError:
            return error
        case is RowDecodingError:
            // GRDB's message quotes the row's values, which are user data.
            return .corruptData("a column holds NULL or a value of another type than its table says")
        case let error as DatabaseError where error.resultCode == .SQLITE_CORRUPT || error.resultCode == .SQLITE_NOTADB:
            return .damaged(path: path, reason: error.message ?? "SQLite error \(error.resultCode)")
        case let error as DatabaseError:
            // SQLite's message only: the statement's arguments are user data.
            if error.resultCode == .SQLITE_BUSY || error.resultCode == .SQLITE_LOCKED {
                return .busy(path: path, waitedSeconds: busyTimeout)
            }
            if error.resultCode == .SQLITE_FULL { return .diskFull(path: path) }
            return .database(message: error.message ?? "SQLite error \(error.resultCode)", path: path)
        default:
            return .database(message: "\(error)", path: path)
        }
    }

    /// What a commit survives once it has returned.
    public enum Durability: Sendable {
        /// A crash of the process (SQLite's `synchronous = NORMAL` in WAL mode): the WAL reaches
        /// the disk at each checkpoint, not at each commit, so the last commits can be lost to
        /// power loss or a crash of the system. What the command line uses: its user sees
        /// each command finish and can run it again.
        case processCrash
        /// Power loss too (`synchronous = FULL`): each commit waits until the WAL is on the
        /// disk. What the sync server uses, since it tells a client that a push is stored.
        case powerLoss

        var synchronousPragma: String {
            switch self {
            case .processCrash: "NORMAL"
            case .powerLoss: "FULL"
            }
        }
    }

    /// How long a writer waits for another to finish, unless the store is opened with another.
    public static let defaultBusyTimeout: Double = 10

    /// Waits 1–3 ms (random, so that waiters do not retry in step) between tries, for up to
    /// `seconds` by the clock (a loaded machine sleeps longer than asked, so tries are not
    /// counted). SQLite's own busy timeout backs off to 100 ms sleeps, and a writer retrying
    /// that rarely can lose to busier ones for longer than the timeout.
    static func waitWhileBusy(upTo seconds: Double) -> Database.BusyCallback {
        let since = Mutex<ContinuousClock.Instant?>(nil)
        return { tries in
            let now = ContinuousClock.now
            let start = since.withLock { start in
                if tries == 0 || start == nil { start = now }
                return start ?? now
            }
            guard now - start < .seconds(seconds) else { return false }
            usleep(UInt32.random(in: 1_000...3_000))
            return true
        }
    }

    /// The author recorded when none is given: `$LAYOUTSTORE_AUTHOR`, else the user name
    /// (`$USER`, `$LOGNAME`, else the account's name), else "unknown".
    static func defaultAuthor() -> String {
        let environment = ProcessInfo.processInfo.environment
        for key in ["LAYOUTSTORE_AUTHOR", "USER", "LOGNAME"] {
            if let value = environment[key], !value.isEmpty { return value }
        }
        if let account = getpwuid(getuid()), let name = account.pointee.pw_name {
            return String(cString: name)
        }
        return "unknown"
    }
}

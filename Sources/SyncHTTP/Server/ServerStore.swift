import Foundation
import Storage
import Synchronization
import WebView

/// The server's access to its store, so that no request waits for another's write.
///
/// Reads go through connections of their own, taken in turn: in WAL mode a reader never waits
/// for a writer, so a push waiting for the write lock (held by a `layoutstore` command on the
/// server's machine, say) holds up no pull. Writes go through one connection that waits at
/// most `busyTimeout` for the lock, then fails with ``StoreError/busy(path:waitedSeconds:)``,
/// which the routes answer with 503 and `Retry-After`. All SQLite work runs on a thread of its
/// own, never on Swift's cooperative threads, which the server's event handling needs (two of
/// them on a two-core machine), nor on dispatch's shared ones, which other blocked work can
/// fill just the same.
final class ServerStore: Sendable {
    let writer: Store
    private let readers: [Store]
    private let nextReader = Mutex(0)

    /// Opens `readerCount` read connections and a write connection on the store's file; where
    /// one cannot be opened (an unusual file system), the given store serves instead.
    ///
    /// The write connection commits durably (``Store/Durability/powerLoss``): a client told
    /// that its push is stored must find it there after a power cut.
    init(_ store: Store, readerCount: Int = 4, busyTimeout: Double) {
        writer = (try? Store(path: store.path, create: false, busyTimeout: busyTimeout, durability: .powerLoss)) ?? store
        let opened = (0..<readerCount).compactMap { _ in try? Store(path: store.path, create: false) }
        readers = opened.isEmpty ? [store] : opened
    }

    /// The next read connection in turn, for a read that runs on a thread of its own.
    func reader() -> Store {
        nextReader.withLock { next in
            defer { next = (next + 1) % readers.count }
            return readers[next]
        }
    }

    /// Runs a read on the next read connection, off the cooperative threads.
    func read<T: Sendable>(_ body: @escaping @Sendable (Store) throws -> T) async throws -> T {
        let reader = reader()
        return try await run { try body(reader) }
    }

    /// Runs a write on the write connection, off the cooperative threads.
    func write<T: Sendable>(_ body: @escaping @Sendable (Store) throws -> T) async throws -> T {
        let writer = writer
        return try await run { try body(writer) }
    }

    private func run<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread { continuation.resume(with: Result { try work() }) }
        }
    }
}

/// The web view reads through the same connections as sync.
extension ServerStore: WebStoreAccess {}

import Storage

/// How the web view reads its store: the server's own access (its read connections, each read
/// on a thread of its own), so that pages and sync share one way in.
public protocol WebStoreAccess: Sendable {
    /// Runs a read off Swift's cooperative threads and returns what it gives.
    func read<T: Sendable>(_ body: @escaping @Sendable (Store) throws -> T) async throws -> T
}

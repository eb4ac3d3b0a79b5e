import Dispatch
import Foundation
import GRDB

/// Encodes the snapshots of a batch of received revisions on a thread of its own, so that the
/// thread storing the batch (a clone's critical path) does not encode them: it hands each
/// snapshot's state over (a copy that shares its storage until the next change) and stores the
/// encoded rows as they come back, all of them before anything reads the snapshots.
///
/// The rows are the ones ``RevisionLog/append(_:body:parents:in:using:projectKey:snapshots:stateAfter:)``
/// would have stored itself, byte for byte: only the thread that encodes them differs.
final class SnapshotEncoder: @unchecked Sendable {  // `encoded` is used under `lock` only
    private let queue = DispatchQueue(label: "layoutstore.snapshots", qos: .userInitiated)
    private let group = DispatchGroup()
    private let lock = NSLock()
    private var encoded: [(seq: Int64, state: [UInt8])] = []
    private var handedOver = 0
    private var stored = 0

    /// Encodes the state after the revision at `seq` on the encoding thread; the rows that are
    /// ready by then are stored now, so that few encoded snapshots wait in memory.
    func add(_ state: ProjectState, at seq: Int64, in db: Database) throws {
        handedOver += 1
        queue.async(group: group) { [self] in
            let bytes = SnapshotCoding.encode(state)
            lock.withLock { encoded.append((seq, bytes)) }
        }
        try storeReady(in: db)
    }

    /// Stores every snapshot handed over, once encoded: before reading a state back, and at
    /// the end of the batch.
    func storeAll(in db: Database) throws {
        guard stored < handedOver else { return }
        group.wait()
        try storeReady(in: db)
    }

    private func storeReady(in db: Database) throws {
        let ready = lock.withLock {
            defer { encoded.removeAll(keepingCapacity: true) }
            return encoded
        }
        guard !ready.isEmpty else { return }
        let insert = try db.cachedStatement(sql: "INSERT INTO snapshots (revision_seq, state) VALUES (?, ?)")
        for row in ready {
            try insert.run(row.seq, Blob(row.state))
        }
        stored += ready.count
    }
}

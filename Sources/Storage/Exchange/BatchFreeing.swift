import Foundation

/// Frees the batches of revisions a receiver has stored on a thread of its own: freeing 256
/// revisions (their changes, bodies and strings) is a few percent of the thread that stores a
/// clone, its critical path.
///
/// A batch handed over is moved, not copied, so the storing thread keeps no reference to it and
/// never frees it. (A closure that captured the batch left the storing thread a reference of its
/// own, and the freeing to whichever thread let go last: often the storing one, since the
/// closure ran at once on the other core while the storing thread was still waking it.)
final class BatchFreeing: @unchecked Sendable {  // `waiting` is used under `lock` only
    private let queue = DispatchQueue(label: "layoutstore.freeing", qos: .utility)
    private let lock = NSLock()
    private var waiting: [[Revision]] = []

    /// Takes the batch (`batch` is left empty) and frees it on the freeing thread.
    func free(_ batch: inout [Revision]) {
        lock.lock()
        waiting.append(batch)
        batch = []
        lock.unlock()
        queue.async { [self] in
            var taken: [[Revision]] = []
            lock.withLock { swap(&taken, &waiting) }
            withExtendedLifetime(taken) {}
        }
    }
}

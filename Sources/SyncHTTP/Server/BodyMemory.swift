import Synchronization

/// The request bodies the server holds at once, in bytes, all requests together: a client
/// sending many large bodies in parallel gets 503 for those beyond the total, instead of the
/// server holding them all.
///
/// Each request takes its part through a ``BodyMemory/Hold``, given back when its exchange ends.
final class BodyMemory: Sendable {
    let capacity: Int
    private let held = Mutex(0)

    init(capacity: Int) {
        self.capacity = capacity
    }

    /// The bytes held now, by every request under way.
    var heldBytes: Int { held.withLock { $0 } }

    /// What is left to take.
    var available: Int { capacity - heldBytes }

    fileprivate func take(_ bytes: Int) -> Bool {
        held.withLock { held in
            guard bytes <= capacity - held else { return false }
            held += bytes
            return true
        }
    }

    fileprivate func giveBack(_ bytes: Int) { held.withLock { $0 -= bytes } }

    /// One request's part of the memory, shared by every copy of its context (a context is a
    /// value passed down the middleware), given back once, by ``ExchangeMiddleware``.
    final class Hold: Sendable {
        let memory: BodyMemory
        private let taken = Mutex(0)

        init(_ memory: BodyMemory) {
            self.memory = memory
        }

        /// Takes `bytes` more for this request.
        ///
        /// - Throws: 503 when the server holds too much already (nothing was stored; the client
        ///   retries after `Retry-After`).
        func take(_ bytes: Int) throws(HTTPFailure) {
            guard bytes > 0 else { return }
            guard memory.take(bytes) else {
                throw HTTPFailure(
                    .serviceUnavailable,
                    "the server is receiving too many large requests at once; nothing was stored; sync again in a moment")
            }
            taken.withLock { $0 += bytes }
        }

        /// Gives back all this request took.
        func release() {
            let bytes = taken.withLock { taken in
                defer { taken = 0 }
                return taken
            }
            memory.giveBack(bytes)
        }
    }
}

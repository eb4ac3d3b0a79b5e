import Hummingbird
import Storage
import Sync
import Synchronization

/// A request's context: Hummingbird's, plus what the bearer token grants once
/// ``TokenAuthMiddleware`` has checked it.
struct SyncRequestContext: RequestContext {
    var coreContext: CoreRequestContextStorage
    var grant: TokenGrant?
    /// The largest body a route reads (``ExchangeMiddleware`` sets it from the configuration).
    var maxBodyBytes = ServerConfiguration.defaultMaxBodyBytes
    /// The bytes of body the route read, for the exchange report.
    let requestBytes = ByteCounter()
    /// The memory the request's body takes of what the server holds (``ExchangeMiddleware`` sets
    /// it, and gives it back when the exchange ends).
    var bodyHold: BodyMemory.Hold?

    init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
    }

    /// Bodies are read by ``RequestBody`` with the configured limit.
    var maxUploadSize: Int { maxBodyBytes }
}

/// A count shared by every copy of one request's context (a context is a value, passed down
/// the middleware; the count travels back up).
final class ByteCounter: Sendable {
    private let count = Mutex(0)

    var value: Int { count.withLock { $0 } }

    func add(_ bytes: Int) { count.withLock { $0 += bytes } }
}

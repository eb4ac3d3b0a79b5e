import Hummingbird
import Storage
import Sync

/// A request's context: Hummingbird's, plus what the bearer token grants once
/// ``TokenAuthMiddleware`` has checked it.
struct SyncRequestContext: RequestContext {
    var coreContext: CoreRequestContextStorage
    var grant: TokenGrant?

    init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
    }

    /// Bodies are collected by ``BodyLimitMiddleware`` with the configured limit.
    var maxUploadSize: Int { .max }
}

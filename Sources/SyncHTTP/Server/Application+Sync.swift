import Hummingbird
import HummingbirdCore
import NIOCore
import Storage
import Sync
import WebView

/// The sync server over a store: the routes of `HTTPMessages` under `/v1/projects`, each
/// behind a bearer token, with request bodies limited in size and every error answered as
/// `{"error": message}`; and beside them the web view's read-only HTML pages
/// (`WebView/WebRoutes`) at `/`, for browsers holding the same tokens. Run it with `run()` or `runService()` (`layoutstore serve` does), or
/// in tests with HummingbirdTesting's `app.test(.router)`.
///
/// ```swift
/// let app = buildApplication(store: store, configuration: ServerConfiguration(port: 0))
/// try await app.runService()
/// ```
public func buildApplication(store: Store, configuration: ServerConfiguration) -> some ApplicationProtocol {
    let router = Router(context: SyncRequestContext.self)
    let bodyMemory = BodyMemory(capacity: max(configuration.maxHeldBodyBytes, configuration.maxBodyBytes))
    router.add(middleware: ExchangeMiddleware(maxBodyBytes: configuration.maxBodyBytes, bodyMemory: bodyMemory, onExchange: configuration.onExchange))
    let access = ServerStore(store, busyTimeout: configuration.busyTimeout)
    let projects = router.group("v1/projects").add(middleware: TokenAuthMiddleware(store: access))
    SyncRoutes(store: access).add(to: projects)
    WebRoutes(store: access, secureCookies: configuration.secureCookies).add(to: router)
    let host = configuration.host
    let onListening = configuration.onListening
    // A client that opens connections and stalls them half-way is cut off after the idle
    // timeout, holds no more than its share of the connections meanwhile, and under pressure
    // loses its idle ones first to new connections.
    let connections = ConnectionTable(
        perClient: configuration.maxConnectionsPerClient, pressure: max(1, configuration.maxConnections * 3 / 4))
    return Application(
        router: router,
        server: .http1(
            configuration: HTTP1Channel.Configuration(
                additionalChannelHandlers: [ConnectionGuard(table: connections)], idleTimeout: TimeAmount(configuration.idleTimeout))),
        configuration: ApplicationConfiguration(
            address: .hostname(host, port: configuration.port), serverName: "layoutstore",
            availableConnectionsDelegate: MaximumAvailableConnections(configuration.maxConnections)),
        onServerRunning: { channel in
            await onListening?(host, channel.localAddress?.port ?? configuration.port)
        },
        logger: configuration.logger)
}

/// Runs the sync server until SIGTERM or SIGINT, then finishes the requests under way and
/// returns (what `layoutstore serve` does).
public func runServer(store: Store, configuration: ServerConfiguration) async throws {
    try await buildApplication(store: store, configuration: configuration).runService(gracefulShutdownSignals: [.sigterm, .sigint])
}

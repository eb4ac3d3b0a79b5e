import Logging

/// How `layoutstore serve` listens and what it accepts.
public struct ServerConfiguration: Sendable {
    /// The address to bind: loopback unless told otherwise, so a store is not exposed by accident.
    public var host: String
    /// 0: an ephemeral port, reported to ``onListening``.
    public var port: Int
    /// Request bodies larger than this are refused with 413.
    public var maxBodyBytes: Int
    /// What all requests' bodies may hold at once (inflated, where sent deflated): a body
    /// that would take the server past it is answered 503 with `Retry-After`. At least
    /// ``maxBodyBytes``.
    public var maxHeldBodyBytes = ServerConfiguration.defaultMaxHeldBodyBytes
    /// How long a connection may send nothing (a request's head or body stalled half-way, or
    /// no request at all) before the server closes it.
    public var idleTimeout: Duration
    /// How many connections the server holds at once; beyond it, new ones wait to be accepted.
    public var maxConnections: Int
    /// How many connections one client address holds at once; beyond it, a new one is closed.
    /// (Under pressure, at three quarters of ``maxConnections``, a new connection also closes
    /// the oldest idle one of a client never answered as authenticated: see `ConnectionTable`.)
    public var maxConnectionsPerClient = ServerConfiguration.defaultMaxConnectionsPerClient
    /// How long a push waits for the store's write lock (held by another process) before the
    /// answer is 503 with `Retry-After`; reads never wait for it.
    public var busyTimeout: Double = 2
    /// Whether the web view's login cookie is marked `Secure` (sent over HTTPS only): for a
    /// server behind TLS (a reverse proxy), so that the token never travels in clear.
    public var secureCookies = false
    /// Called once the server accepts connections, with the address it is bound to.
    public var onListening: (@Sendable (_ host: String, _ port: Int) async -> Void)?
    /// Called after each request with its body's size and the response body's size (for
    /// measuring what a sync sends).
    public var onExchange: (@Sendable (_ requestBytes: Int, _ responseBytes: Int) -> Void)?
    /// Where the server logs; by default warnings and errors to stderr.
    public var logger: Logger

    /// The port `layoutstore serve` listens on unless told otherwise.
    public static let defaultPort = 7420
    /// 64 MiB: the largest request body accepted by default.
    public static let defaultMaxBodyBytes = 64 << 20
    /// 256 MiB: what all requests' bodies may hold at once by default.
    public static let defaultMaxHeldBodyBytes = 256 << 20
    /// 30 seconds of silence before a connection is closed, by default.
    public static let defaultIdleTimeout = Duration.seconds(30)
    /// How many connections the server holds at once by default.
    public static let defaultMaxConnections = 256
    /// How many connections one client address holds at once by default.
    public static let defaultMaxConnectionsPerClient = 32

    /// A configuration listening on loopback at ``defaultPort``, with the default limits, unless given.
    public init(
        host: String = "127.0.0.1", port: Int = ServerConfiguration.defaultPort,
        maxBodyBytes: Int = ServerConfiguration.defaultMaxBodyBytes,
        idleTimeout: Duration = ServerConfiguration.defaultIdleTimeout,
        maxConnections: Int = ServerConfiguration.defaultMaxConnections,
        onListening: (@Sendable (_ host: String, _ port: Int) async -> Void)? = nil,
        onExchange: (@Sendable (_ requestBytes: Int, _ responseBytes: Int) -> Void)? = nil,
        logger: Logger? = nil
    ) {
        self.host = host
        self.port = port
        self.maxBodyBytes = maxBodyBytes
        self.idleTimeout = idleTimeout
        self.maxConnections = maxConnections
        self.onListening = onListening
        self.onExchange = onExchange
        self.logger = logger ?? ServerConfiguration.defaultLogger()
    }

    /// Warnings and errors to stderr (stdout is for data).
    static func defaultLogger() -> Logger {
        var logger = Logger(label: "layoutstore.serve") { StreamLogHandler.standardError(label: $0) }
        logger.logLevel = .warning
        return logger
    }
}

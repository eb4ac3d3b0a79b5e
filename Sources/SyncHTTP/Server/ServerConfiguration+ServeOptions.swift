import Sync

extension ServerConfiguration {
    /// The configuration `layoutstore serve`'s options describe (the store aside, which the
    /// server is given apart); the rest keep their defaults.
    package init(_ options: ServeOptions) {
        self.init(
            host: options.host, port: options.port, maxBodyBytes: options.maxBodyBytes, idleTimeout: .seconds(options.idleTimeoutSeconds),
            maxConnections: options.maxConnections)
        maxConnectionsPerClient = options.maxConnectionsPerClient
        secureCookies = options.secureCookies
    }
}

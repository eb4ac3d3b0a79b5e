import ArgumentParser
import Storage
import Sync

struct Serve: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve the store's projects over HTTP: to `layoutstore sync` on other machines, and to browsers.",
        discussion: """
            Each client needs a token for one project (`layoutstore token create`). The server binds \
            to 127.0.0.1, so only this machine can reach it, unless --bind names another address \
            (0.0.0.0 for every interface; put TLS in front of it, for example a reverse proxy). It \
            runs until interrupted (Ctrl-C or SIGTERM), finishing the requests under way. The server \
            is layoutstore-http, which must be beside layoutstore (`make build` puts both in \
            .build/release).

            Browsers get read-only pages of the same projects at http://HOST:PORT/ (the \
            timeline, each revision's picture and tables, blame), with the same tokens: a page \
            asks for one once and the browser keeps it in a cookie, so links can be shared.

            Example:
              layoutstore token create --project Login --label "ana's laptop"
              layoutstore serve --port 7420
            """)

    @OptionGroup var global: StoreOptions

    @Option(help: ArgumentHelp("The address to listen on.", valueName: "address"))
    var bind = "127.0.0.1"

    @Option(help: "The TCP port (0: any free port).")
    var port = 7420

    @Option(name: .customLong("max-body-mb"), help: ArgumentHelp("The largest request body accepted, in MB.", valueName: "MB"))
    var maxBodyMB = 64

    @Option(
        name: .customLong("idle-timeout"),
        help: ArgumentHelp("Seconds a connection may send nothing (a request stalled half-way, or none) before it is closed.", valueName: "seconds"))
    var idleTimeout = 30

    @Option(name: .customLong("max-connections"), help: ArgumentHelp("Connections served at once; more wait to be accepted.", valueName: "N"))
    var maxConnections = 256

    @Option(
        name: .customLong("max-connections-per-client"),
        help: ArgumentHelp("Connections one client address may hold at once; more are closed.", valueName: "N"))
    var maxConnectionsPerClient = 32

    @Flag(
        name: .customLong("secure-cookies"),
        help: "Mark the web view's login cookie Secure (sent over HTTPS only): for a server behind TLS, such as a reverse proxy.")
    var secureCookies = false

    func validate() throws {
        guard (0...65_535).contains(port) else {
            throw ValidationError("--port must be between 0 and 65535, not \(port)")
        }
        guard (1...4_096).contains(maxBodyMB) else {
            throw ValidationError("--max-body-mb must be between 1 and 4096, not \(maxBodyMB)")
        }
        guard (1...3_600).contains(idleTimeout) else {
            throw ValidationError("--idle-timeout must be between 1 and 3600 seconds, not \(idleTimeout)")
        }
        guard (1...100_000).contains(maxConnections) else {
            throw ValidationError("--max-connections must be between 1 and 100000, not \(maxConnections)")
        }
        guard (1...100_000).contains(maxConnectionsPerClient) else {
            throw ValidationError("--max-connections-per-client must be between 1 and 100000, not \(maxConnectionsPerClient)")
        }
        guard !bind.isEmpty else { throw ValidationError("--bind needs an address, for example 127.0.0.1") }
    }

    /// Checks the store, then hands over to `layoutstore-http`, which runs the server.
    func run() throws {
        _ = try global.openStore()
        let options = ServeOptions(
            storePath: global.storePath, host: bind, port: port, maxBodyBytes: maxBodyMB << 20, idleTimeoutSeconds: idleTimeout,
            maxConnections: maxConnections, maxConnectionsPerClient: maxConnectionsPerClient, secureCookies: secureCookies)
        try HTTPHelper.exec(["serve", options.json])
    }
}

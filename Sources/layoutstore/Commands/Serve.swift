import ArgumentParser
import Foundation
import Storage
import Sync

struct Serve: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Serve the store's projects to `layoutstore sync` on other machines, over HTTP.",
        discussion: """
            Each client needs a token for one project (`layoutstore token create`). The server binds \
            to 127.0.0.1, so only this machine can reach it, unless --bind names another address \
            (0.0.0.0 for every interface; put TLS in front of it, for example a reverse proxy). It \
            runs until interrupted (Ctrl-C or SIGTERM), finishing the requests under way.

            Example:
              layoutstore token create --project Login --label "ana's laptop"
              layoutstore serve --port 7420
            """)

    @OptionGroup var global: StoreOptions

    @Option(help: ArgumentHelp("The address to listen on.", valueName: "address"))
    var bind = "127.0.0.1"

    @Option(help: "The TCP port (0: any free port).")
    var port = ServerConfiguration.defaultPort

    @Option(name: .customLong("max-body-mb"), help: ArgumentHelp("The largest request body accepted, in MB.", valueName: "MB"))
    var maxBodyMB = 64

    func validate() throws {
        guard (0...65_535).contains(port) else {
            throw ValidationError("--port must be between 0 and 65535, not \(port)")
        }
        guard (1...4_096).contains(maxBodyMB) else {
            throw ValidationError("--max-body-mb must be between 1 and 4096, not \(maxBodyMB)")
        }
        guard !bind.isEmpty else { throw ValidationError("--bind needs an address, for example 127.0.0.1") }
    }

    func run() async throws {
        let store = try global.openStore()
        let storePath = global.storePath
        let listening = ListeningFlag()
        let configuration = ServerConfiguration(
            host: bind, port: port, maxBodyBytes: maxBodyMB << 20,
            onListening: { host, port in
                listening.set()
                Terminal.note("serving \(storePath) on http://\(host.contains(":") ? "[\(host)]" : host):\(port)")
            })
        do {
            try await runServer(store: store, configuration: configuration)
        } catch {
            guard listening.isSet else {
                throw CLIError("cannot listen on \(bind) port \(port) (\(error)); choose another --port, or stop what uses it")
            }
            throw CLIError("the server stopped: \(error)")
        }
    }
}

/// Whether the server got as far as listening (set from the server's task, read after it ends).
final class ListeningFlag: @unchecked Sendable {  // every access holds the lock
    private let lock = NSLock()
    private var value = false
    func set() { lock.withLock { value = true } }
    var isSet: Bool { lock.withLock { value } }
}

import Foundation
import Hummingbird
import ServiceLifecycle
import Storage
import SyncHTTP

struct LiveServerError: Error, CustomStringConvertible {
    var description: String
}

/// Runs the server `layoutstore serve` runs on 127.0.0.1 on a free port for the duration of
/// `body`, which gets its base URL.
func withLiveServer<T: Sendable>(store: Store, _ body: @Sendable (String) async throws -> T) async throws -> T {
    let (ports, portContinuation) = AsyncStream.makeStream(of: Int.self)
    let configuration = ServerConfiguration(host: "127.0.0.1", port: 0, onListening: { _, port in portContinuation.yield(port) })
    let app = buildApplication(store: store, configuration: configuration)
    let services = ServiceGroup(configuration: .init(services: [app], gracefulShutdownSignals: [], logger: configuration.logger))
    return try await withThrowingTaskGroup(of: Void.self) { group in
        group.addTask { try await services.run() }
        var iterator = ports.makeAsyncIterator()
        guard let port = await iterator.next() else { throw LiveServerError(description: "the test server did not start") }
        let outcome: Result<T, any Error>
        do {
            outcome = .success(try await body("http://127.0.0.1:\(port)"))
        } catch {
            outcome = .failure(error)
        }
        await services.triggerGracefulShutdown()
        try await group.waitForAll()
        return try outcome.get()
    }
}

// layoutstore-http: the networking half of `layoutstore`, kept in its own executable so the
// everyday commands start without loading the HTTP libraries. `layoutstore` runs it:
//
//     layoutstore-http serve OPTIONS   (for `layoutstore serve`; OPTIONS: ``ServeOptions`` as JSON)
//     layoutstore-http relay           (for `layoutstore sync` to an http:// remote)
//
// `relay` reads requests framed by ``RelayFrame`` on stdin, sends each with AsyncHTTPClient,
// and writes each answer on stdout, until stdin ends.

import Foundation
import Storage
import Sync
import SyncHTTP

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("Error: \(message)\n".utf8))
    exit(1)
}

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "serve" where arguments.count == 2:
    let options: ServeOptions
    do {
        options = try ServeOptions(json: arguments[1])
    } catch {
        fail("\(error)")
    }
    await serve(options)
case "relay" where arguments.count == 1:
    await relay()
default:
    fail("layoutstore-http is run by layoutstore (`layoutstore serve`, `layoutstore sync`), not directly")
}

func serve(_ options: ServeOptions) async {
    let (storePath, host, port) = (options.storePath, options.host, options.port)
    let store: Store
    do {
        // Durable commits: a push is answered as stored only once it is on the disk.
        store = try Store(path: storePath, create: false, durability: .powerLoss)
    } catch {
        fail("\(error)")
    }
    let listening = ListeningFlag()
    var configuration = ServerConfiguration(options)
    configuration.onListening = { host, port in
        listening.set()
        FileHandle.standardError.write(Data("serving \(storePath) on http://\(host.contains(":") ? "[\(host)]" : host):\(port)\n".utf8))
    }
    do {
        try await runServer(store: store, configuration: configuration)
    } catch {
        guard listening.isSet else { fail("cannot listen on \(host) port \(port) (\(error)); choose another --port, or stop what uses it") }
        fail("the server stopped: \(error)")
    }
}

func relay() async {
    let transport = AsyncHTTPClientTransport()
    while true {
        let received: HTTPTransportRequest?
        do {
            received = try RelayFrame.receiveRequest(from: STDIN_FILENO)
        } catch {
            fail("\(error)")
        }
        guard let request = received else { exit(0) }
        // The answer's status, then its body part by part as it arrives, then its end.
        var answer: RelayFrame.Answer
        do {
            let response = try await transport.open(request)
            guard RelayFrame.send(.status(response.status), to: STDOUT_FILENO) else { exit(0) }
            do {
                for try await part in response.body {
                    guard RelayFrame.send(.part(part), to: STDOUT_FILENO) else { exit(0) }
                }
                answer = .end
            } catch {
                answer = .error(error as? SyncError ?? .relay("\(error)"))
            }
        } catch {
            answer = .error(error as? SyncError ?? .relay("\(error)"))
        }
        guard RelayFrame.send(answer, to: STDOUT_FILENO) else { exit(0) }  // layoutstore has gone
    }
}

/// Whether the server got as far as listening (set from the server's task, read after it ends).
final class ListeningFlag: @unchecked Sendable {  // every access holds the lock
    private let lock = NSLock()
    private var value = false
    func set() { lock.withLock { value = true } }
    var isSet: Bool { lock.withLock { value } }
}

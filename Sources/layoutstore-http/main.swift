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

// No `await` at the top level: an asynchronous main ends its main thread in `dispatch_main`,
// which leaves it by `pthread_exit`, and unwinding a thread of a static executable (`make
// build`) first sorts the unwind tables of the whole executable: about 20 ms of CPU at the
// start of every `sync` over HTTP. The relay blocks the main thread instead; the server, which
// starts once, keeps `dispatchMain`.
let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "serve" where arguments.count == 2:
    let options: ServeOptions
    do {
        options = try ServeOptions(json: arguments[1])
    } catch {
        fail("\(error)")
    }
    Task {
        await serve(options)
        exit(0)
    }
    dispatchMain()
case "relay" where arguments.count == 1:
    // Detached: a task made here would run on the main actor, whose thread waits below.
    let finished = DispatchSemaphore(value: 0)
    Task.detached {
        await relay()
        finished.signal()
    }
    finished.wait()
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
    // `sync` starts this helper before it has parsed its arguments and opened its store: the
    // client is made meanwhile, not once the first request has come.
    AsyncHTTPClientTransport.prepare()
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

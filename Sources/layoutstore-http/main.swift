// layoutstore-http: the networking half of `layoutstore`, kept in its own executable so the
// everyday commands start without loading the HTTP libraries. `layoutstore` runs it:
//
//     layoutstore-http serve STORE HOST PORT MAX_BODY_BYTES IDLE_SECONDS MAX_CONNECTIONS PER_CLIENT [secure-cookies]   (for `layoutstore serve`)
//     layoutstore-http relay                                  (for `layoutstore sync` to an http:// remote)
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
case "serve":
    guard arguments.count == 8 || (arguments.count == 9 && arguments[8] == "secure-cookies"), let port = Int(arguments[3]),
        let maxBodyBytes = Int(arguments[4]), let idleSeconds = Int(arguments[5]), let maxConnections = Int(arguments[6]),
        let perClient = Int(arguments[7])
    else {
        fail("usage: layoutstore-http serve STORE HOST PORT MAX_BODY_BYTES IDLE_SECONDS MAX_CONNECTIONS PER_CLIENT [secure-cookies] (run `layoutstore serve` instead)")
    }
    var configuration = ServerConfiguration(host: arguments[2], port: port, maxBodyBytes: maxBodyBytes)
    configuration.idleTimeout = .seconds(idleSeconds)
    configuration.maxConnections = maxConnections
    configuration.maxConnectionsPerClient = perClient
    configuration.secureCookies = arguments.count == 9
    await serve(storePath: arguments[1], configuration: configuration)
case "relay" where arguments.count == 1:
    await relay()
default:
    fail("layoutstore-http is run by layoutstore (`layoutstore serve`, `layoutstore sync`), not directly")
}

func serve(storePath: String, configuration base: ServerConfiguration) async {
    let (host, port) = (base.host, base.port)
    let store: Store
    do {
        // Durable commits: a push is answered as stored only once it is on the disk.
        store = try Store(path: storePath, create: false, durability: .powerLoss)
    } catch {
        fail("\(error)")
    }
    let listening = ListeningFlag()
    var configuration = base
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
        let fields: [[UInt8]?]?
        do {
            fields = try RelayFrame.receive(fields: 6, from: STDIN_FILENO)
        } catch {
            fail("\(error)")
        }
        guard let fields else { exit(0) }
        guard let method = fields[0], let url = fields[1] else { fail("a relayed request has no method or URL") }
        let request = HTTPTransportRequest(
            method: String(decoding: method, as: UTF8.self), url: String(decoding: url, as: UTF8.self),
            token: fields[2].map { String(decoding: $0, as: UTF8.self) }, body: fields[3],
            contentType: fields[4].map { String(decoding: $0, as: UTF8.self) } ?? "application/json", deflatesBody: fields[5] != nil)
        // The answer's status, then its body part by part as it arrives, then its end.
        var answer: [[UInt8]?]
        do {
            let response = try await transport.open(request)
            guard RelayFrame.send([Array("ok".utf8), Array(String(response.status).utf8)], to: STDOUT_FILENO) else { exit(0) }
            do {
                for try await part in response.body {
                    guard RelayFrame.send([Array("part".utf8), part], to: STDOUT_FILENO) else { exit(0) }
                }
                answer = [Array("end".utf8), nil]
            } catch {
                answer = [Array("error".utf8), Array("\(error)".utf8)]
            }
        } catch {
            answer = [Array("error".utf8), Array("\(error)".utf8)]
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

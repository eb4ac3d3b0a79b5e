import Foundation
import Sync
import Testing

/// What `layoutstore` and `layoutstore-http` pass each other: `serve`'s options as JSON, and
/// the relay's requests and answers over a pipe. Both ends use these types, so a field added
/// on one side is read on the other, and a helper from another build says so.
@Suite("The layoutstore-http relay's messages")
struct RelayProtocolTests {
    static let options = ServeOptions(
        storePath: "/tmp/some store.db", host: "::1", port: 7421, maxBodyBytes: 3 << 20, idleTimeoutSeconds: 12,
        maxConnections: 40, maxConnectionsPerClient: 5, secureCookies: true)

    @Test("serve's options survive the trip through JSON, every field by name")
    func serveOptionsRoundTrip() throws {
        let json = RelayProtocolTests.options.json
        #expect(try ServeOptions(json: json) == Self.options)
        for key in ["storePath", "host", "port", "maxBodyBytes", "idleTimeoutSeconds", "maxConnections", "maxConnectionsPerClient", "secureCookies"] {
            #expect(json.contains("\"\(key)\""), "\(json)")
        }
    }

    @Test(
        "options from another build are refused with a message that names the fields and the fix",
        arguments: [
            ("[7420]", "not a JSON object"),
            (#"{"storePath": "a.db", "host": "127.0.0.1", "port": 7420}"#, "missing idleTimeoutSeconds, maxBodyBytes"),
            ("{\"tlsCertificate\": \"x\", " + RelayProtocolTests.options.json.dropFirst(), "unknown tlsCertificate"),
            (RelayProtocolTests.options.json.replacingOccurrences(of: "7421", with: "\"7421\""), "port"),
        ])
    func serveOptionsMismatch(json: String, detail: String) throws {
        do {
            _ = try ServeOptions(json: json)
            Issue.record("\(json) was accepted")
        } catch {
            let message = "\(error)"
            #expect(message.contains(detail), "\(message)")
            #expect(message.contains("same build"), "\(message)")
        }
    }

    @Test("a request and every kind of answer arrive as they were sent")
    func framesRoundTrip() throws {
        var descriptors: [Int32] = [0, 0]
        try #require(pipe(&descriptors) == 0)
        defer { descriptors.forEach { close($0) } }
        let requests = [
            HTTPTransportRequest(
                method: "POST", url: "http://127.0.0.1:7420/push", token: "tok", body: [1, 2, 3], contentType: "application/x", deflatesBody: true),
            HTTPTransportRequest(method: "GET", url: "http://[::1]:7420/projects", token: nil, body: nil),
            HTTPTransportRequest(method: "PUT", url: "http://h/", token: "", body: [], contentType: "text/plain"),
        ]
        for request in requests {
            #expect(RelayFrame.send(request, to: descriptors[1]))
            #expect(try RelayFrame.receiveRequest(from: descriptors[0]) == request)
        }
        // Each failure crosses the pipe as the case it is, so the command line advises on it
        // as an in-process sync would.
        let answers: [RelayFrame.Answer] = [
            .status(200), .part([9, 8]), .part([]), .end, .error(.unreachable(server: "http://127.0.0.1:1", reason: "connection refused")),
            .error(.timedOut(server: "http://h", seconds: 30)), .error(.brokeOff(server: "http://h", reason: "reset")),
            .error(.relay("the server went away")),
        ]
        for answer in answers {
            #expect(RelayFrame.send(answer, to: descriptors[1]))
            #expect(try RelayFrame.receiveAnswer(from: descriptors[0]) == answer)
        }
        close(descriptors[1])
        descriptors[1] = -1
        #expect(try RelayFrame.receiveRequest(from: descriptors[0]) == nil, "the end of the input is no request")
    }
}

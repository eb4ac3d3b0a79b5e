import AsyncHTTPClient
import NIOCore
import NIOHTTP1
import Sync

/// `HTTPTransport` over AsyncHTTPClient, with one client for the whole process (like
/// `HTTPClient.shared`, never shut down, so there is nothing to close), which fails at once
/// when the server refuses the connection instead of retrying until the deadline.
public struct AsyncHTTPClientTransport: HTTPTransport {
    /// How long one request may take, from connecting to the last byte of the answer.
    public var timeout: TimeAmount
    /// The largest answer accepted (a first clone sends the whole history).
    public var maxResponseBytes: Int

    /// A transport allowing each request 300 seconds and answers up to 1 GiB, unless given.
    public init(timeout: TimeAmount = .seconds(300), maxResponseBytes: Int = 1 << 30) {
        self.timeout = timeout
        self.maxResponseBytes = maxResponseBytes
    }

    /// Sends the request and reads the whole answer (inflated, when the server deflated it).
    public func send(_ exchange: HTTPTransportRequest) async throws -> HTTPTransportResponse {
        let response = try await open(exchange)
        var body: [UInt8] = []
        for try await part in response.body { body += part }
        return HTTPTransportResponse(status: response.status, body: body)
    }

    /// Sends the request, deflating the body when it asks for it, and returns once the status is
    /// known; the body is inflated as it arrives.
    /// - Throws: a `SyncError` (`unreachable`, `timedOut`; while the body is read, also `brokeOff`
    /// and `answerTooLarge`), as `HTTPTransport` says.
    public func open(_ exchange: HTTPTransportRequest) async throws -> HTTPStreamedResponse {
        var request = HTTPClientRequest(url: exchange.url)
        request.method = HTTPMethod(rawValue: exchange.method)
        request.headers.add(name: "Accept", value: "application/json, application/x-ndjson")
        // The server deflates the revisions it streams (a clone shrinks about seven times);
        // the client inflates them as they arrive.
        request.headers.add(name: "Accept-Encoding", value: "deflate")
        if let token = exchange.token { request.headers.add(name: "Authorization", value: "Bearer \(token)") }
        if let body = exchange.body {
            request.headers.add(name: "Content-Type", value: exchange.contentType)
            if exchange.deflatesBody, let deflater = Deflater() {
                request.headers.add(name: "Content-Encoding", value: "deflate")
                request.body = .bytes(ByteBuffer(bytes: deflater.compress(body, last: true)))
            } else {
                request.body = .bytes(ByteBuffer(bytes: body))
            }
        }
        let server = AsyncHTTPClientTransport.server(of: exchange.url)
        do {
            let response = try await AsyncHTTPClientTransport.client.execute(request, timeout: timeout)
            return HTTPStreamedResponse(status: response.status.code, body: Body(response: response.body, transport: self, server: server))
        } catch {
            throw failure(error, server: server)
        }
    }

    /// A response's body, part by part, within ``maxResponseBytes``, its failures in words.
    struct Body: AsyncSequence, Sendable {
        let response: HTTPClientResponse.Body
        let transport: AsyncHTTPClientTransport
        let server: String

        struct AsyncIterator: AsyncIteratorProtocol {
            var parts: HTTPClientResponse.Body.AsyncIterator
            let body: Body
            var received = 0

            mutating func next() async throws -> [UInt8]? {
                let part: ByteBuffer?
                do {
                    part = try await parts.next()
                } catch let error as HTTPClientError where error == .deadlineExceeded || error == .readTimeout {
                    throw body.transport.failure(error, server: body.server)
                } catch {
                    throw SyncError.brokeOff(server: body.server, reason: "\(error)")
                }
                guard let part else { return nil }
                received += part.readableBytes
                guard received <= body.transport.maxResponseBytes else {
                    throw SyncError.answerTooLarge(server: body.server, limit: body.transport.maxResponseBytes)
                }
                return Array(part.readableBytesView)
            }
        }

        func makeAsyncIterator() -> AsyncIterator { AsyncIterator(parts: response.makeAsyncIterator(), body: self) }
    }

    func failure(_ error: any Error, server: String) -> SyncError {
        switch error {
        case let error as SyncError:
            return error
        case let error as HTTPClientError where error == .deadlineExceeded || error == .readTimeout || error == .connectTimeout:
            return .timedOut(server: server, seconds: Int(timeout.nanoseconds / 1_000_000_000))
        default:
            return .unreachable(server: server, reason: "\(error)")
        }
    }

    /// The scheme, host and port of a URL: what error messages name.
    static func server(of url: String) -> String {
        guard let schemeEnd = url.range(of: "://") else { return url }
        let rest = url[schemeEnd.upperBound...]
        return String(url[..<schemeEnd.upperBound] + rest.prefix { $0 != "/" })
    }

    /// Makes the process's client (its event loops' threads, its connection pool) now, rather
    /// than with the first request: the `layoutstore-http relay` helper does it while it waits
    /// for `sync`'s first request, which then goes out at once.
    public static func prepare() {
        _ = client
    }

    /// The process's client: connection failures are reported, not retried until the deadline.
    static let client: HTTPClient = {
        var configuration = HTTPClient.Configuration()
        configuration.connectionPool.retryConnectionEstablishment = false
        configuration.timeout.connect = .seconds(10)
        // No limit of its own: the transport's maxResponseBytes counts the inflated bytes.
        configuration.decompression = .enabled(limit: .none)
        return HTTPClient(eventLoopGroup: HTTPClient.defaultEventLoopGroup, configuration: configuration)
    }()
}

extension HTTPRemote {
    /// A remote reached with AsyncHTTPClient.
    public init(url: String, token: String?, timeout: TimeAmount = .seconds(300), maxResponseBytes: Int = 1 << 30) {
        self.init(url: url, token: token, transport: AsyncHTTPClientTransport(timeout: timeout, maxResponseBytes: maxResponseBytes))
    }
}

/// What carries ``HTTPRemote``'s requests to a `layoutstore serve`: AsyncHTTPClient in the
/// SyncHTTP module, or the `layoutstore-http` helper process the command line talks to, so that
/// `layoutstore` itself links no networking code and starts faster.
public protocol HTTPTransport: Sendable {
    /// Sends one request and returns the server's answer, whatever its status.
    ///
    /// - Throws: a ``SyncError`` (``SyncError/unreachable(server:reason:)``, ``SyncError/timedOut(server:seconds:)``, ``SyncError/brokeOff(server:reason:)``) when the server cannot be reached, does not answer in
    ///   time, or answers more than the transport accepts.
    func send(_ request: HTTPTransportRequest) async throws -> HTTPTransportResponse

    /// Sends one request and returns once the answer's status is known, with its body to read
    /// as it arrives (the default: ``send(_:)``'s whole body, as one part).
    ///
    /// - Throws: as ``send(_:)``; reading the body throws a ``SyncError`` (``SyncError/unreachable(server:reason:)``, ``SyncError/timedOut(server:seconds:)``, ``SyncError/brokeOff(server:reason:)``) when the
    ///   answer breaks off, takes too long, or grows larger than the transport accepts.
    func open(_ request: HTTPTransportRequest) async throws -> HTTPStreamedResponse
}

extension HTTPTransport {
    /// Sends the request with ``send(_:)`` and hands its whole body over as one part: for a
    /// transport that cannot stream.
    public func open(_ request: HTTPTransportRequest) async throws -> HTTPStreamedResponse {
        let response = try await send(request)
        let (body, parts) = AsyncThrowingStream.makeStream(of: [UInt8].self)
        parts.yield(response.body)
        parts.finish()
        return HTTPStreamedResponse(status: response.status, body: body)
    }
}

/// An answer whose body is read as it arrives.
public struct HTTPStreamedResponse: Sendable {
    /// The HTTP status code (200, 404, …).
    public var status: UInt
    /// The body's bytes, part by part as they arrive; reading it can throw as ``HTTPTransport/open(_:)`` says.
    public var body: any AsyncSequence<[UInt8], any Error> & Sendable

    /// An answer with this status and body.
    public init(status: UInt, body: any AsyncSequence<[UInt8], any Error> & Sendable) {
        self.status = status
        self.body = body
    }

    /// The whole body, for an answer expected to be short (an error's message); at most `limit` bytes.
    public func collect(upTo limit: Int = 1 << 20) async throws -> [UInt8] {
        var bytes: [UInt8] = []
        for try await part in body {
            bytes += part.prefix(limit - bytes.count)
            if bytes.count >= limit { break }
        }
        return bytes
    }
}

/// One request of the sync protocol: an absolute URL, a bearer token, a body (JSON, or a
/// packed push: `PackedPush`) and its content type.
public struct HTTPTransportRequest: Sendable, Equatable {
    /// The HTTP method: `GET` or `POST`.
    public var method: String
    /// The absolute URL: the remote's base URL and the route (`http://build.local:7420/v1/projects`).
    public var url: String
    /// The bearer token sent in `Authorization`; `nil` to send none.
    public var token: String?
    /// The body's bytes; `nil` for a request without one (a `GET`).
    public var body: [UInt8]?
    /// The body's `Content-Type`: JSON unless the body is a packed push.
    public var contentType: String
    /// Whether the transport sends the body deflated (`Content-Encoding: deflate`): only to a
    /// route whose servers all inflate it, the packed push's. A transport that does not
    /// compress may send the body as it is.
    public var deflatesBody: Bool

    /// A request; its body is JSON and sent as it is unless said otherwise.
    public init(
        method: String, url: String, token: String?, body: [UInt8]?, contentType: String = "application/json", deflatesBody: Bool = false
    ) {
        self.method = method
        self.url = url
        self.token = token
        self.body = body
        self.contentType = contentType
        self.deflatesBody = deflatesBody
    }
}

/// The server's answer: its status code and body.
public struct HTTPTransportResponse: Sendable, Equatable {
    /// The HTTP status code (200, 404, …).
    public var status: UInt
    /// The whole body's bytes.
    public var body: [UInt8]

    /// An answer with this status and body.
    public init(status: UInt, body: [UInt8]) {
        self.status = status
        self.body = body
    }
}

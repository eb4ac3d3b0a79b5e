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
    public var status: UInt
    public var body: any AsyncSequence<[UInt8], any Error> & Sendable

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
    public var method: String
    public var url: String
    public var token: String?
    public var body: [UInt8]?
    public var contentType: String
    /// Whether the transport sends the body deflated (`Content-Encoding: deflate`): only to a
    /// route whose servers all inflate it, the packed push's. A transport that does not
    /// compress may send the body as it is.
    public var deflatesBody: Bool

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
    public var status: UInt
    public var body: [UInt8]

    public init(status: UInt, body: [UInt8]) {
        self.status = status
        self.body = body
    }
}

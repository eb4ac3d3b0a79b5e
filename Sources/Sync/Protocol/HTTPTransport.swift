/// What carries ``HTTPRemote``'s requests to a `layoutstore serve`: AsyncHTTPClient in the
/// SyncHTTP module, or the `layoutstore-http` helper process the command line talks to, so that
/// `layoutstore` itself links no networking code and starts faster.
public protocol HTTPTransport: Sendable {
    /// Sends one request and returns the server's answer, whatever its status.
    ///
    /// - Throws: ``SyncError/remote(_:)`` when the server cannot be reached, does not answer in
    ///   time, or answers more than the transport accepts.
    func send(_ request: HTTPTransportRequest) async throws -> HTTPTransportResponse
}

/// One request of the sync protocol: an absolute URL, a bearer token, a JSON body.
public struct HTTPTransportRequest: Sendable, Equatable {
    public var method: String
    public var url: String
    public var token: String?
    public var body: [UInt8]?

    public init(method: String, url: String, token: String?, body: [UInt8]?) {
        self.method = method
        self.url = url
        self.token = token
        self.body = body
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

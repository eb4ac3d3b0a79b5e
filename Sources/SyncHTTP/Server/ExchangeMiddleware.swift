import Hummingbird
import NIOCore

/// The outermost layer of every exchange: gives the request its body limit (the body itself is
/// read only by a route, once the token and the project are checked: see ``RequestBody``),
/// turns every error into a JSON answer (``HTTPFailure``), and reports the body sizes of each
/// exchange.
struct ExchangeMiddleware: RouterMiddleware {
    typealias Context = SyncRequestContext

    var maxBodyBytes: Int
    /// What all requests' bodies may hold at once.
    let bodyMemory: BodyMemory
    var onExchange: (@Sendable (_ requestBytes: Int, _ responseBytes: Int) -> Void)?

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var context = context
        context.maxBodyBytes = maxBodyBytes
        let hold = BodyMemory.Hold(bodyMemory)
        context.bodyHold = hold
        // A route has read and decoded its body by the time it answers.
        defer { hold.release() }
        let response: Response
        do {
            response = try await next(request, context)
        } catch {
            let failure = HTTPFailure(error)
            // A 503 is the server protecting itself (a busy store, too much held), not a fault.
            if failure.status.code >= 500, failure.status != .serviceUnavailable {
                context.logger.error("\(request.method) \(request.uri.path): \(failure.detail ?? failure.message)")
            }
            response = failure.response()
        }
        guard let onExchange else { return response }
        let requestBytes = context.requestBytes.value
        guard response.body.contentLength == nil else {
            onExchange(requestBytes, response.body.contentLength ?? 0)
            return response
        }
        // A streamed answer is counted as it is written, and reported before its last part is.
        var counted = response
        counted.body = ResponseBody { [body = response.body, requestBytes] writer in
            try await body.write(CountingWriter(base: writer) { responseBytes in onExchange(requestBytes, responseBytes) })
        }
        return counted
    }
}

/// Counts the bytes of a streamed answer and reports them when it finishes.
private struct CountingWriter: ResponseBodyWriter {
    var base: any ResponseBodyWriter
    var written = 0
    let report: @Sendable (Int) -> Void

    init(base: any ResponseBodyWriter, report: @escaping @Sendable (Int) -> Void) {
        self.base = base
        self.report = report
    }

    mutating func write(_ buffer: ByteBuffer) async throws {
        written += buffer.readableBytes
        try await base.write(buffer)
    }

    consuming func finish(_ trailingHeaders: HTTPFields?) async throws {
        report(written)
        try await base.finish(trailingHeaders)
    }
}

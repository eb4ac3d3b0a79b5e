import Hummingbird
import NIOCore

/// Collects each request's body up to the configured limit (413 beyond it, refused from
/// `Content-Length` before reading when it is declared), turns every error into a JSON answer
/// (``HTTPFailure``), and reports the body sizes of each exchange.
struct BodyLimitMiddleware: RouterMiddleware {
    typealias Context = SyncRequestContext

    var maxBodyBytes: Int
    var onExchange: (@Sendable (_ requestBytes: Int, _ responseBytes: Int) -> Void)?

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var request = request
        var requestBytes = 0
        let response: Response
        do {
            if let declared = request.headers[.contentLength].flatMap(Int.init), declared > maxBodyBytes {
                throw HTTPFailure.tooLarge(declared, limit: maxBodyBytes)
            }
            do {
                requestBytes = try await request.collectBody(upTo: maxBodyBytes).readableBytes
            } catch is NIOTooManyBytesError {
                throw HTTPFailure.tooLarge(nil, limit: maxBodyBytes)
            }
            response = try await next(request, context)
        } catch {
            let failure = HTTPFailure(error)
            if failure.status.code >= 500 {
                context.logger.error("\(request.method) \(request.uri.path): \(failure.detail ?? failure.message)")
            }
            response = failure.response()
        }
        guard let onExchange else { return response }
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

extension HTTPFailure {
    static func tooLarge(_ size: Int?, limit: Int) -> HTTPFailure {
        HTTPFailure(
            .contentTooLarge,
            "the request body\(size.map { " (\($0) bytes)" } ?? "") is larger than this server accepts (\(limit) bytes); "
                + "ask the server's owner to raise `layoutstore serve --max-body-mb`")
    }
}

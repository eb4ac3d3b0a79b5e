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
        onExchange?(requestBytes, response.body.contentLength ?? 0)
        return response
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

import Hummingbird
import NIOCore

/// Reading a request's body, which only a route does, after ``TokenAuthMiddleware`` has
/// checked the token and the route the project: a client without a token never makes the
/// server read (or hold) a byte of its body.
enum RequestBody {
    /// The body, up to the context's limit: 413 beyond it (from `Content-Length` before reading
    /// when it is declared), 400 when it ends before it is whole (the client closed early).
    static func bytes(of request: Request, context: SyncRequestContext) async throws -> [UInt8] {
        let limit = context.maxBodyBytes
        if let declared = request.headers[.contentLength].flatMap(Int.init), declared > limit {
            throw HTTPFailure.tooLarge(declared, limit: limit)
        }
        let buffer: ByteBuffer
        do {
            buffer = try await request.body.collect(upTo: limit)
        } catch is NIOTooManyBytesError {
            throw HTTPFailure.tooLarge(nil, limit: limit)
        } catch is CancellationError {
            throw CancellationError()
        } catch {
            // The client's fault, not the server's: the connection ended mid-body.
            throw HTTPFailure.badRequest("the request body ended before it was whole (\(error))")
        }
        context.requestBytes.add(buffer.readableBytes)
        return Array(buffer.readableBytesView)
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

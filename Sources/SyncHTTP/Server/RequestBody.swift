import Foundation
import Hummingbird
import NIOCore

/// Reading a request's body, which only a route does, after ``TokenAuthMiddleware`` has
/// checked the token and the route the project: a client without a token never makes the
/// server read (or hold) a byte of its body. What bodies hold is counted against the server's
/// total (``BodyMemory``): beyond it, 503.
enum RequestBody {
    /// The body, up to the context's limit: 413 beyond it (from `Content-Length` before reading
    /// when it is declared), 400 when it ends before it is whole (the client closed early).
    /// A body sent deflated (`Content-Encoding: deflate`, as a packed push is) is inflated, and
    /// the limit holds for what it inflates to: 413 beyond it, 400 when it is not deflate data;
    /// any other coding is 415.
    static func bytes(of request: Request, context: SyncRequestContext) async throws -> [UInt8] {
        let limit = context.maxBodyBytes
        let hold = context.bodyHold
        let declared = request.headers[.contentLength].flatMap(Int.init)
        if let declared, declared > limit {
            throw HTTPFailure.tooLarge(declared, limit: limit)
        }
        // A declared body takes its memory before a byte is read; any other, part by part.
        var taken = declared ?? 0
        try hold?.take(taken)
        var buffer = ByteBuffer()
        do {
            for try await part in request.body {
                let total = buffer.readableBytes + part.readableBytes
                guard total <= limit else { throw HTTPFailure.tooLarge(nil, limit: limit) }
                if total > taken {
                    try hold?.take(total - taken)
                    taken = total
                }
                var part = part
                buffer.writeBuffer(&part)
            }
        } catch let failure as HTTPFailure {
            throw failure
        } catch is CancellationError {
            throw CancellationError()
        } catch {
            // The client's fault, not the server's: the connection ended mid-body.
            throw HTTPFailure.badRequest("the request body ended before it was whole (\(error))")
        }
        context.requestBytes.add(buffer.readableBytes)
        let bytes = Array(buffer.readableBytesView)
        switch request.headers[.contentEncoding]?.trimmingCharacters(in: .whitespaces).lowercased() {
        case nil, "identity":
            return bytes
        case "deflate":
            // What it inflates to is held too: at most what is left of the server's memory.
            let allowance = min(limit, hold?.memory.available ?? limit)
            let inflated: [UInt8]
            do {
                inflated = try Inflater.inflate(bytes, limit: allowance)
            } catch .tooLarge {
                if allowance < limit { try hold?.take(allowance + 1) }  // throws the 503
                throw HTTPFailure.tooLarge(nil, limit: limit)
            } catch .notDeflate(let reason) {
                throw HTTPFailure.badRequest("the request body is not deflate data, as its Content-Encoding says it is (\(reason))")
            }
            try hold?.take(inflated.count)
            return inflated
        case let coding?:
            throw HTTPFailure(
                .unsupportedMediaType,
                "this server reads request bodies as they are or deflated (Content-Encoding: deflate), not '\(coding)'; nothing was stored")
        }
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

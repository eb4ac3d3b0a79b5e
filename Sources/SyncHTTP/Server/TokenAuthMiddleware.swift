import Foundation
import Hummingbird
import Storage
import Sync

/// Checks the `Authorization: Bearer TOKEN` header against the store's tokens and records
/// what the token grants in the context; 401 without a token this store knows.
struct TokenAuthMiddleware: RouterMiddleware {
    typealias Context = SyncRequestContext

    let store: ServerStore

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard let header = request.headers[.authorization] else {
            throw HTTPFailure.unauthorized("this server needs a token")
        }
        let parts = header.split(separator: " ", maxSplits: 1)
        guard parts.count == 2, parts[0].lowercased() == "bearer" else {
            throw HTTPFailure.unauthorized("the Authorization header must be `Bearer TOKEN`")
        }
        let token = parts[1].trimmingCharacters(in: .whitespaces)
        guard let grant = try await store.read({ try $0.tokens.grant(for: token) }) else {
            throw HTTPFailure.unauthorized("this server does not know that token (it may have been revoked or have expired)")
        }
        var context = context
        context.grant = grant
        return try await next(request, context)
    }
}

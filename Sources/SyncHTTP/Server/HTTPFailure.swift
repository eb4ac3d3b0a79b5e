import Foundation
import Hummingbird
import NIOCore
import Storage
import Sync

/// An error answer: a status and `{"error": message}`, the message saying what was wrong and
/// what to do.
struct HTTPFailure: Error, HTTPResponseError {
    var status: HTTPResponse.Status
    var message: String
    /// For the server's log only (a 500's cause may name the store's path).
    var detail: String?

    init(_ status: HTTPResponse.Status, _ message: String, detail: String? = nil) {
        self.status = status
        self.message = message
        self.detail = detail
    }

    var headers: HTTPFields {
        var fields: HTTPFields = [.contentType: "application/json; charset=utf-8"]
        if status == .unauthorized { fields[.wwwAuthenticate] = #"Bearer realm="layoutstore""# }
        if status == .serviceUnavailable { fields[.retryAfter] = String(HTTPFailure.retryAfterSeconds) }
        return fields
    }

    /// What a 503 asks the client to wait before trying again.
    static let retryAfterSeconds = 1

    func response(from request: Request, context: some RequestContext) throws -> Response {
        response()
    }

    func response() -> Response {
        let body = (try? JSONEncoder().encode(HTTPMessages.ErrorResponse(error: message))) ?? Data(#"{"error":"error"}"#.utf8)
        return Response(status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: body)))
    }

    static func unauthorized(_ reason: String) -> HTTPFailure {
        HTTPFailure(
            .unauthorized,
            "\(reason); ask the server's owner for a token (`layoutstore token create --project NAME`) and send it as `Authorization: Bearer TOKEN`")
    }

    static func projectNotFound(_ text: String) -> HTTPFailure {
        HTTPFailure(
            .notFound,
            "this server has no project '\(text)' that your token grants; check the project's name, or ask the server's owner for a token for it")
    }

    static func badRequest(_ reason: String) -> HTTPFailure {
        HTTPFailure(.badRequest, "\(reason); nothing was stored")
    }

    /// The answer for an error from the store or the protocol.
    init(_ error: any Error) {
        switch error {
        case let failure as HTTPFailure:
            self = failure
        case let error as HTTPError:
            self.init(error.status, error.body ?? HTTPFailure.defaultMessage(error.status))
        case is NIOTooManyBytesError:
            self.init(
                .contentTooLarge,
                "the request body is larger than this server accepts; sync in smaller steps or ask the server's owner to raise --max-body-mb")
        case let error as SyncError:
            self = .badRequest("\(error)")
        case let error as StoreError:
            switch error {
            case .corruptRevision, .revisionNotFound, .invalidValue, .projectExists, .ruleViolation, .duplicateID, .duplicateName,
                .itemNotFound, .constraintNotFound, .itemInUse, .parentCycle, .notAView:
                self = .badRequest("\(error)")
            case .projectNotFound(let name, _):
                self = .projectNotFound(name)
            case .busy:
                self.init(
                    .serviceUnavailable,
                    "the server's store is busy (another process holds its write lock); nothing was stored; sync again in a moment",
                    detail: "\(error)")
            default:
                self.init(.internalServerError, HTTPFailure.internalMessage, detail: "\(error)")
            }
        default:
            self.init(.internalServerError, HTTPFailure.internalMessage, detail: "\(error)")
        }
    }

    static let internalMessage =
        "the server could not read or write its store; nothing was stored; try again, and if it persists tell the server's owner (the server's log has the cause)"

    static func defaultMessage(_ status: HTTPResponse.Status) -> String {
        switch status {
        case .notFound: "no such route; this server speaks layoutstore's sync protocol under /v1/projects, and shows its projects to browsers at /"
        case .methodNotAllowed: "this route does not take that method"
        default: status.reasonPhrase
        }
    }
}

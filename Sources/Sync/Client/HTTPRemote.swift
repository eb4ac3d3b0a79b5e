import Foundation
import Storage

/// A `layoutstore serve` on another machine, over HTTP: each ``SyncRemote`` call is one
/// request (see `HTTPMessages` for the routes), authorised by a bearer token, and carried
/// by an ``HTTPTransport``.
///
/// ```swift
/// let remote = HTTPRemote(url: "http://build.local:7420", token: "lst_…", transport: AsyncHTTPClientTransport())
/// let report = try await Synchronizer(store: store, remote: remote, remoteName: "build").sync(project: "Login")
/// ```
public struct HTTPRemote: SyncRemote {
    /// The server's base URL, without a trailing slash.
    public let url: String
    /// The bearer token sent with every request; `nil` for a server that asks for none.
    public let token: String?
    /// What carries the requests.
    public let transport: any HTTPTransport

    /// The server at `url` (a trailing slash is dropped).
    public init(url: String, token: String?, transport: any HTTPTransport) {
        var url = url
        while url.hasSuffix("/") { url.removeLast() }
        self.url = url
        self.token = token
        self.transport = transport
    }

    /// `GET /v1/projects/{name}`; `nil` when the server answers 404, and
    /// ``SyncError/refused(server:status:message:)`` for any other refusal.
    public func project(named name: String) async throws -> RemoteProject? {
        let escaped = name.addingPercentEncoding(withAllowedCharacters: HTTPRemote.pathSegmentAllowed) ?? name
        let (status, body) = try await send("GET", "/v1/projects/\(escaped)", body: nil)
        if status == 404 { return nil }
        try check(status, body)
        return try decode(RemoteProject.self, body)
    }

    /// `GET /v1/projects`: the projects the token may sync.
    public func projects() async throws -> [RemoteProject] {
        let (status, body) = try await send("GET", "/v1/projects", body: nil)
        try check(status, body)
        return try decode(HTTPMessages.ProjectsResponse.self, body).projects
    }

    /// `POST /v1/projects/{id}/known`.
    public func known(_ revisions: [RevisionID], in project: ProjectID) async throws -> Set<RevisionID> {
        let request = try JSONEncoder().encode(HTTPMessages.KnownRequest(revisions: revisions.map(\.rawValue)))
        let (status, body) = try await send("POST", "/v1/projects/\(project)/known", body: Array(request))
        try check(status, body)
        return Set(try decode(HTTPMessages.KnownResponse.self, body).known)
    }

    /// Returns as soon as the server answers: the revisions are received, decoded and handed
    /// over while the rest of the answer still arrives (see ``WireFormat``'s streamed answers),
    /// in the packed form (``PackedAnswer``) from a server that knows it.
    public func revisions(of project: ProjectID, excludingAncestorsOf common: [RevisionID]) async throws -> ReceivedRevisions {
        let request = try JSONEncoder().encode(
            HTTPMessages.RevisionsRequest(excludingAncestorsOf: common.map(\.rawValue), formats: [PackedAnswer.format]))
        let response = try await transport.open(
            HTTPTransportRequest(method: "POST", url: url + "/v1/projects/\(project)/revisions", token: token, body: Array(request)))
        if response.status != 200 { try check(response.status, try await response.collect()) }  // throws
        let received = ReceivedRevisions()
        let body = response.body
        let server = url
        Task { [weak received] in  // once the revisions are dropped (a failed insert), reading stops
            do {
                for try await part in body {
                    guard let received else { return }
                    received.receive(part)
                }
                received?.finish()
            } catch {
                received?.fail(error as? SyncError ?? .brokeOff(server: server, reason: "\(error)"))
            }
        }
        return received
    }

    /// `GET /v1/projects/{name}?revisions=packed`: the project and, in the same answer, all its
    /// revisions (``CloneAnswer``), handed over as they arrive; `nil` when the server answers
    /// 404. A server older than that answer sends the project alone, and the revisions are
    /// asked for apart (``revisions(of:excludingAncestorsOf:)``).
    public func projectWithRevisions(named name: String) async throws -> (project: RemoteProject, revisions: ReceivedRevisions)? {
        let escaped = name.addingPercentEncoding(withAllowedCharacters: HTTPRemote.pathSegmentAllowed) ?? name
        let response = try await transport.open(
            HTTPTransportRequest(method: "GET", url: url + "/v1/projects/\(escaped)?revisions=\(PackedAnswer.format)", token: token, body: nil))
        if response.status == 404 {
            _ = try await response.collect()
            return nil
        }
        if response.status != 200 { try check(response.status, try await response.collect()) }  // throws
        let received = ReceivedRevisions()
        let body = response.body
        let server = url
        // The answer is read on a task of its own: the project from its first bytes, then the
        // revisions as they arrive, while the caller stores them; or, from an older server,
        // the project alone (`revisionsCame` false).
        let (project, revisionsCame): (RemoteProject, Bool) = try await withCheckedThrowingContinuation { continuation in
            Task { [weak received] in  // once the revisions are dropped (a failed insert), reading stops
                var start: [UInt8]? = []  // the answer's bytes until its opening is known
                do {
                    for try await part in body {
                        guard var bytes = start else {
                            guard let received else { return }
                            received.receive(part)
                            continue
                        }
                        bytes += part
                        start = bytes
                        guard case .project(let project, let rest) = try CloneAnswer.opening(bytes) else { continue }
                        start = nil
                        received?.receive(PackedAnswer.start)
                        received?.receive(rest)
                        continuation.resume(returning: (project, true))
                    }
                    if let bytes = start {
                        guard case .json = try CloneAnswer.opening(bytes) else {
                            throw SyncError.badPayload("the answer to a clone was cut off before its first revisions; nothing was stored; sync again")
                        }
                        continuation.resume(returning: (try decode(RemoteProject.self, bytes), false))
                        return
                    }
                    received?.finish()
                } catch {
                    let error = error as? SyncError ?? .brokeOff(server: server, reason: "\(error)")
                    if start != nil { continuation.resume(throwing: error) } else { received?.fail(error) }
                }
            }
        }
        guard revisionsCame else { return (project, try await revisions(of: project.id, excludingAncestorsOf: [])) }
        return (project, received)
    }

    /// Pushes in the packed form (`PackedPush`), deflated; to a server older than that form,
    /// which answers its route 404, in JSON (a server that lacks the project answers both 404,
    /// and the second answer says so).
    public func push(_ revisions: [Revision], to project: ProjectID, head: RevisionID, expectedHead: RevisionID?) async throws {
        var (status, body) = try await send(
            "POST", "/v1/projects/\(project)/push-packed", body: PackedPush.body(revisions, head: head, expectedHead: expectedHead),
            contentType: PackedPush.contentType, deflatesBody: true)
        if status == 404 {
            (status, body) = try await send(
                "POST", "/v1/projects/\(project)/push", body: HTTPMessages.pushBody(revisions, head: head, expectedHead: expectedHead))
        }
        if status == 409 { throw SyncError.remoteMoved(project.description) }
        try check(status, body)
    }

    // MARK: Requests

    /// Sends one request; a failure to reach the server is a a ``SyncError`` (``SyncError/unreachable(server:reason:)``, ``SyncError/timedOut(server:seconds:)``, ``SyncError/brokeOff(server:reason:)``).
    func send(
        _ method: String, _ path: String, body: [UInt8]?, contentType: String = "application/json", deflatesBody: Bool = false
    ) async throws -> (status: UInt, body: [UInt8]) {
        let response = try await transport.send(
            HTTPTransportRequest(method: method, url: url + path, token: token, body: body, contentType: contentType, deflatesBody: deflatesBody))
        return (response.status, response.body)
    }

    /// Throws the server's message for anything but 200.
    func check(_ status: UInt, _ body: [UInt8]) throws {
        guard status != 200 else { return }
        let message =
            (try? JSONDecoder().decode(HTTPMessages.ErrorResponse.self, from: Data(body)))?.error
            ?? (body.isEmpty ? "the server at \(url) refused the request" : String(decoding: body.prefix(300), as: UTF8.self))
        guard status == 401 else { throw SyncError.refused(server: url, status: status, message: message) }
        // The server's advice is for any HTTP client (an `Authorization` header); the error's own says what to ask for.
        let reason = message.range(of: "; ask the server's owner").map { String(message[..<$0.lowerBound]) } ?? message
        throw SyncError.refused(server: url, status: status, message: reason)
    }

    func decode<Message: Decodable>(_ type: Message.Type, _ body: [UInt8]) throws -> Message {
        do {
            return try JSONDecoder().decode(type, from: Data(body))
        } catch {
            throw SyncError.badPayload("the answer of \(url) is not what the protocol says: \(error)")
        }
    }

    /// Unreserved characters (RFC 3986): everything else in a project name is percent-encoded.
    static let pathSegmentAllowed = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
}

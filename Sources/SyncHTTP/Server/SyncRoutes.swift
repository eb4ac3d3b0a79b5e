import Foundation
import Hummingbird
import Logging
import Storage
import Sync

/// The handlers of the sync protocol's routes (see ``HTTPMessages``), each a thin layer over
/// the store: it checks what the token grants, decodes the body, and answers JSON.
struct SyncRoutes: Sendable {
    let store: ServerStore

    /// One parameter name for the segment after `projects/`: a name in GET, an id in POST
    /// (Hummingbird wants one name per position).
    func add(to group: RouterGroup<SyncRequestContext>) {
        group.get(use: projects)
        group.get(":project", use: project)
        group.post(":project/known", use: known)
        group.post(":project/revisions", use: revisions)
        group.post(":project/push", use: push)
        group.post(":project/push-packed", use: pushPacked)
    }

    /// `GET /v1/projects`: the projects the token grants (its one project), so that a sync into
    /// an empty store can clone it without being told its name.
    @Sendable func projects(_ request: Request, context: SyncRequestContext) async throws -> Response {
        let grant = try context.requireGrant()
        let granted = try await store.read { try $0.projectHeads() }.filter { $0.id == grant.project }
        return try SyncRoutes.json(HTTPMessages.ProjectsResponse(projects: granted))
    }

    /// `GET /v1/projects/{name}`: the token's project, if it has that name. With
    /// `?revisions=packed` (a first clone), its revisions too, in the same answer: the packed
    /// answer (``PackedAnswer``) with the project as its first record, so that a clone takes
    /// one round trip, not two. A server older than this answers the project alone, and its
    /// client asks for the revisions apart.
    @Sendable func project(_ request: Request, context: SyncRequestContext) async throws -> Response {
        let raw = try context.parameters.require("project")
        let name = raw.removingPercentEncoding ?? raw
        let grant = try context.requireGrant()
        let reader = store.reader()
        guard let project = try await store.read({ try $0.projectHeads() }).first(where: { $0.name == name }), project.id == grant.project else {
            throw HTTPFailure.projectNotFound(name)
        }
        guard request.uri.queryParameters["revisions"].map(String.init) == PackedAnswer.format else { return try SyncRoutes.json(project) }
        return SyncRoutes.streamedRevisions(
            from: reader, of: project, excludingAncestorsOf: [], packed: true, deflate: SyncRoutes.acceptsDeflate(request), logger: context.logger,
            opening: PackedAnswer.project(Array(try JSONEncoder().encode(project))))
    }

    /// `POST /v1/projects/{id}/known`: which of the revisions the store has in the project.
    @Sendable func known(_ request: Request, context: SyncRequestContext) async throws -> Response {
        let project = try projectID(context)
        let message = try await SyncRoutes.decode(HTTPMessages.KnownRequest.self, from: request, context: context)
        let ids = try SyncRoutes.revisionIDs(message.revisions, field: "revisions")
        let known = try await store.read { store in try store.exchange.contained(ids, in: project) }
        return try SyncRoutes.json(HTTPMessages.KnownResponse(known: ids.filter(known.contains)))
    }

    /// `POST /v1/projects/{id}/revisions`: the project's revisions that are not ancestors of
    /// the given ones, parents first, streamed as they are read: ``WireFormat``'s lines, or
    /// the stored bodies as they are (``PackedAnswer``) to a client that names that form.
    @Sendable func revisions(_ request: Request, context: SyncRequestContext) async throws -> Response {
        let project = try projectID(context)
        let message = try await SyncRoutes.decode(HTTPMessages.RevisionsRequest.self, from: request, context: context)
        let common = try SyncRoutes.revisionIDs(message.excludingAncestorsOf, field: "excludingAncestorsOf")
        let reader = store.reader()
        guard let summary = try await self.store.read({ try $0.projectHeads() }).first(where: { $0.id == project }) else {
            throw HTTPFailure.projectNotFound(project.description)
        }
        return SyncRoutes.streamedRevisions(
            from: reader, of: summary, excludingAncestorsOf: common, packed: message.formats?.contains(PackedAnswer.format) == true,
            deflate: SyncRoutes.acceptsDeflate(request), logger: context.logger)
    }

    /// Whether the client accepts a deflated answer (its `Accept-Encoding` names `deflate`).
    private static func acceptsDeflate(_ request: Request) -> Bool {
        request.headers[values: .acceptEncoding].contains { value in
            value.split(separator: ",").contains { $0.split(separator: ";").first?.trimmingCharacters(in: .whitespaces) == "deflate" }
        }
    }

    /// The project's revisions that are not ancestors of `common`, parents first, streamed as
    /// they are read: ``WireFormat``'s lines, or the stored bodies as they are in the packed
    /// form, after its first line and `opening` (a record of the packed form); deflated, each
    /// block flushed as it is sent, for a client that accepts it.
    private static func streamedRevisions(
        from store: Store, of summary: ProjectHead, excludingAncestorsOf common: [RevisionID], packed: Bool, deflate: Bool, logger: Logger,
        opening: [UInt8] = []
    ) -> Response {
        let project = summary.id
        let (lines, sender) = AsyncStream.makeStream(of: ByteBuffer.self)
        // Read on a thread of its own, never waiting for the client: the store is read in one
        // snapshot, as fast as without streaming, and each block is sent as soon as it is read.
        Thread.detachNewThread {
            var count = 0
            let deflater = deflate ? Deflater() : nil
            var start = packed ? PackedAnswer.start + opening : []  // sent with the first block
            func send(_ line: [UInt8], last: Bool = false) -> Bool {
                let line = start.isEmpty ? line : start + line
                start = []
                let bytes = deflater?.compress(line, last: last) ?? line
                guard case .enqueued = sender.yield(ByteBuffer(bytes: bytes)) else { return false }
                return true
            }
            do {
                // Stored bytes as they are (JSON lines hash-checked, packed ones not): the client
                // verifies each revision fully, and refuses an answer holding one that does not.
                try store.exchange.revisionBodies(
                    of: project, reachableFrom: summary.head, excludingAncestorsOf: common, inBlocksOf: WireFormat.streamedBlockLength,
                    asStored: packed
                ) { block in
                    guard send(packed ? PackedAnswer.block(bodies: block) : WireFormat.line(bodies: block)) else { throw CancellationError() }
                    count += block.count
                }
                let countLine = WireFormat.countLine(count)
                _ = send(packed ? PackedAnswer.end(countLine) : countLine, last: true)
            } catch is CancellationError {
                // The client went away: nothing more to send.
            } catch {
                // The store's own fault, found while sending (a revision changed on disk): the
                // client is told which, and stores nothing of this answer.
                logger.error("revisions of \(project): \(error)")
                let reason = (error as? StoreError).map { "\($0)" } ?? HTTPFailure.internalMessage
                let errorLine = WireFormat.errorLine(reason)
                _ = send(packed ? PackedAnswer.end(errorLine) : errorLine, last: true)
            }
            sender.finish()
        }
        var headers: HTTPFields = [.contentType: packed ? PackedAnswer.contentType : "application/x-ndjson"]
        if deflate { headers[.contentEncoding] = "deflate" }
        return Response(status: .ok, headers: headers, body: ResponseBody(asyncSequence: lines))
    }

    /// `POST /v1/projects/{id}/push`: stores the revisions and moves the head, in one
    /// transaction; 409 when the head moved meanwhile.
    @Sendable func push(_ request: Request, context: SyncRequestContext) async throws -> Response {
        let project = try pushedProject(context)
        let bytes = try await RequestBody.bytes(of: request, context: context)
        let message: CanonicalJSON
        do {
            message = try CanonicalJSON(parsing: bytes)
        } catch {
            // The parser's error speaks of stored data; here the bytes are the client's.
            let reason = if case .corruptData(let what) = error { what } else { "\(error)" }
            throw HTTPFailure.badRequest("the client sent a body that is not valid JSON (\(reason)); the server's store is fine")
        }
        guard message.objectValue != nil else { throw HTTPFailure.badRequest("expected a JSON object") }
        guard let headText = message["head"]?.stringValue, let head = RevisionID(headText) else {
            throw HTTPFailure.badRequest("\"head\" must be a revision id (64 hex digits)")
        }
        var expectedHead: RevisionID?
        switch message["expectedHead"] {
        case nil, .null?: expectedHead = nil
        case .string(let text)?:
            guard let id = RevisionID(text) else { throw HTTPFailure.badRequest("\"expectedHead\" must be a revision id (64 hex digits) or null") }
            expectedHead = id
        default: throw HTTPFailure.badRequest("\"expectedHead\" must be a revision id (64 hex digits) or null")
        }
        return try await receive(try WireFormat.decodeRevisions(bytes), of: project, movingHeadTo: head, from: expectedHead)
    }

    /// `POST /v1/projects/{id}/push-packed`: the same as `push`, the body in ``PackedPush``'s
    /// form (the revisions as a store keeps them, verified as a clone's are).
    @Sendable func pushPacked(_ request: Request, context: SyncRequestContext) async throws -> Response {
        let project = try pushedProject(context)
        let pushed = try PackedPush.decode(try await RequestBody.bytes(of: request, context: context))
        return try await receive(pushed.revisions, of: project, movingHeadTo: pushed.head, from: pushed.expectedHead)
    }

    /// The project a push names, once the token is known to grant pushing to it.
    private func pushedProject(_ context: SyncRequestContext) throws -> ProjectID {
        let project = try projectID(context)
        guard try context.requireGrant().readOnly == false else {
            throw HTTPFailure(.forbidden, "this token may pull but not push; ask the server's owner for a read-write token")
        }
        return project
    }

    /// Stores pushed revisions and moves the head from `expected` to `head`, in one
    /// transaction; 409 when the head moved meanwhile.
    private func receive(_ revisions: [Revision], of project: ProjectID, movingHeadTo head: RevisionID, from expected: RevisionID?) async throws
        -> Response
    {
        if let stranger = revisions.first(where: { $0.project != project }) {
            throw HTTPFailure.badRequest("revision \(stranger.id.short) belongs to project \(stranger.project), not \(project)")
        }
        let outcome = try await store.write { store in try store.exchange.push(revisions, to: project, head: head, expectedHead: expected) }
        switch outcome {
        case .moved:
            return try SyncRoutes.json(HTTPMessages.PushResponse(head: head))
        case .headMoved(let current):
            throw HTTPFailure(
                .conflict,
                "the project's head moved to \(current.short) since you last synced (someone else pushed); nothing was stored; sync again")
        }
    }

    // MARK: Helpers

    /// The project id of the URL, which must be the one the token grants (404 otherwise, so
    /// as not to reveal which projects exist).
    func projectID(_ context: SyncRequestContext) throws -> ProjectID {
        let text = try context.parameters.require("project")
        let grant = try context.requireGrant()
        guard let id = ProjectID(text), id == grant.project else { throw HTTPFailure.projectNotFound(text) }
        return id
    }

    static func decode<Message: Decodable>(_ type: Message.Type, from request: Request, context: SyncRequestContext) async throws
        -> Message
    {
        let bytes = try await RequestBody.bytes(of: request, context: context)
        do {
            return try JSONDecoder().decode(type, from: Data(bytes))
        } catch let error as DecodingError {
            throw HTTPFailure.badRequest(describe(error))
        } catch {
            throw HTTPFailure.badRequest("the body is not valid JSON: \(error)")
        }
    }

    static func revisionIDs(_ texts: [String], field: String) throws -> [RevisionID] {
        try texts.map { text in
            guard let id = RevisionID(text) else {
                throw HTTPFailure.badRequest("\"\(field)\" holds '\(text.prefix(80))', which is not a revision id (64 hex digits)")
            }
            return id
        }
    }

    static func describe(_ error: DecodingError) -> String {
        func path(_ context: DecodingError.Context) -> String {
            let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            return path.isEmpty ? "the body" : String(path.drop(while: { $0 == "." }))
        }
        switch error {
        case .keyNotFound(let key, _): return "the body lacks the field \"\(key.stringValue)\""
        case .typeMismatch(let type, let context): return "\(path(context)) must be \(type == String.self ? "a string" : "\(type)")"
        case .valueNotFound(let type, let context): return "\(path(context)) must be \(type), not null"
        case .dataCorrupted(let context): return "the body is not valid JSON (\(context.debugDescription))"
        @unknown default: return "the body is not what this route expects"
        }
    }

    static func json(_ value: some Encodable) throws -> Response {
        json(bytes: Array(try JSONEncoder().encode(value)))
    }

    static func json(bytes: [UInt8]) -> Response {
        Response(
            status: .ok, headers: [.contentType: "application/json; charset=utf-8"],
            body: .init(byteBuffer: ByteBuffer(bytes: bytes)))
    }
}

extension SyncRequestContext {
    func requireGrant() throws -> TokenGrant {
        guard let grant else { throw HTTPFailure.unauthorized("this server needs a token") }
        return grant
    }
}

import Foundation
import Hummingbird
import Storage

/// The web view's routes: read-only HTML pages of the store's projects, for the projects the
/// browser's tokens grant. Mounted by the sync server beside its own routes
/// (`SyncHTTP.buildApplication`), so `layoutstore serve` answers both.
///
/// | path | page |
/// |---|---|
/// | `/` | the projects |
/// | `/login`, `/logout` | a form to log in with a token (kept in an HttpOnly cookie), and out |
/// | `/projects/NAME?before=SEQ` | the revision timeline, a page at a time |
/// | `/projects/NAME/revisions/REV?device=D&rtl=1` | a revision: picture, changes, views, constraints |
/// | `/projects/NAME/views/ID`, `.../constraints/ID` | an item's blame and history |
public struct WebRoutes<Access: WebStoreAccess>: Sendable {
    let store: Access

    public init(store: Access) {
        self.store = store
    }

    /// Adds the routes to a router.
    public func add<Context: RequestContext>(to router: Router<Context>) {
        router.get("/") { request, _ in await page(request) { store, visitor in try ProjectsPage(store: store, visitor: visitor).html() } }
        router.get("login") { request, _ in try await loginForm(request) }
        router.post("login") { request, _ in try await login(request) }
        router.get("logout") { _, _ in logout() }
        router.post("logout") { _, _ in logout() }
        router.get("projects/:project") { request, context in
            let name = try Self.name(context)
            return await page(request) { store, visitor in
                try TimelinePage(store: store, visitor: visitor, project: name, before: try Self.cursor(request)).html()
            }
        }
        router.get("projects/:project/revisions/:revision") { request, context in
            let name = try Self.name(context)
            let revision = try context.parameters.require("revision")
            let query = request.uri.queryParameters
            let (device, rtl) = (query["device"].map(String.init), query["rtl"].map(String.init))
            return await page(request) { store, visitor in
                let environment = try RevisionPage.Query(device: device, rtl: rtl)
                return try RevisionPage(store: store, visitor: visitor, project: name, revision: revision, query: environment).html()
            }
        }
        for kind in [EntityKind.view, .constraint] {
            router.get("projects/:project/\(kind.rawValue)s/:id") { request, context in
                let name = try Self.name(context)
                let id = try context.parameters.require("id")
                return await page(request) { store, visitor in try EntityPage(store: store, visitor: visitor, project: name, kind: kind, id: id).html() }
            }
        }
    }

    // MARK: Pages

    /// A page made on a read connection, off the cooperative threads; an error becomes a page
    /// that says what was wrong (401: the login form).
    func page(_ request: Request, _ make: @escaping @Sendable (Store, WebVisitor) throws -> String) async -> Response {
        let tokens = WebAuthentication.offeredTokens(request)
        do {
            let html = try await store.read { store in try make(store, try WebVisitor.identify(tokens, in: store)) }
            return Self.html(html)
        } catch {
            return Self.errorResponse(WebError(error), request: request)
        }
    }

    /// `GET /login`: the form; with `?token=`, logs in as the form does.
    func loginForm(_ request: Request) async throws -> Response {
        let query = request.uri.queryParameters
        let next = query["next"].map(String.init)
        if let token = query["token"].map(String.init) {
            return await login(token: token, next: next, request: request)
        }
        return Self.html(LoginPage(message: nil, next: WebAuthentication.safeNext(next)).html())
    }

    /// `POST /login` with `token` (and `next`) as a form: checks the token, keeps it in the
    /// cookie beside those already there, and goes on to `next`.
    func login(_ request: Request) async throws -> Response {
        let body: ByteBuffer
        do {
            body = try await request.body.collect(upTo: 16 << 10)
        } catch {
            return Self.errorResponse(.badRequest("the login form is larger than a token; paste the token alone"), request: request)
        }
        var components = URLComponents()
        components.percentEncodedQuery = String(buffer: body).replacingOccurrences(of: "+", with: "%20")
        let fields = Dictionary((components.queryItems ?? []).map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { first, _ in first })
        return await login(token: fields["token"] ?? "", next: fields["next"], request: request)
    }

    func login(token rawToken: String, next: String?, request: Request) async -> Response {
        let token = rawToken.trimmingCharacters(in: .whitespacesAndNewlines)
        let next = WebAuthentication.safeNext(next)
        guard WebAuthentication.isWellFormed(token) else {
            return Self.html(LoginPage(message: "that is not a token: a token is lst_ followed by 43 letters, digits, - or _", next: next).html(), status: .unauthorized)
        }
        let known: Bool
        do {
            known = try await store.read { store in try store.tokenGrant(for: token) != nil }
        } catch {
            return Self.errorResponse(WebError(error), request: request)
        }
        guard known else {
            return Self.html(
                LoginPage(message: "this server does not know that token (it may have been revoked); ask the server's owner for another", next: next).html(),
                status: .unauthorized)
        }
        let kept = WebAuthentication.cookieTokens(request).filter { $0 != token } + [token]
        var response = Response.redirect(to: next, type: .normal)
        response.setCookie(WebAuthentication.cookie(keeping: kept))
        return response
    }

    /// `/logout`: forgets the browser's tokens.
    func logout() -> Response {
        var response = Response.redirect(to: WebLinks.login, type: .normal)
        response.setCookie(WebAuthentication.expiredCookie)
        return response
    }

    // MARK: Helpers

    static func name(_ context: some RequestContext) throws -> String {
        let raw = try context.parameters.require("project")
        return raw.removingPercentEncoding ?? raw
    }

    /// The timeline's `before` cursor, when given.
    static func cursor(_ request: Request) throws -> Int64? {
        guard let text = request.uri.queryParameters["before"] else { return nil }
        guard let value = Int64(text), value > 0 else {
            throw WebError.badRequest("?before= takes a revision's number from the timeline's links, not '\(text.prefix(40))'")
        }
        return value
    }

    static func html(_ text: String, status: HTTPResponse.Status = .ok) -> Response {
        var headers: HTTPFields = [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"]
        if status == .unauthorized { headers[.wwwAuthenticate] = #"Bearer realm="layoutstore""# }
        return Response(status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(string: text)))
    }

    /// An error's page: the login form for 401, else the message and a way back.
    static func errorResponse(_ error: WebError, request: Request) -> Response {
        let status = HTTPResponse.Status(code: error.status)
        if error.status == 401 {
            let next = request.uri.path + (request.uri.query.map { "?" + $0 } ?? "")
            return html(LoginPage(message: error.message, next: WebAuthentication.safeNext(next)).html(), status: status)
        }
        return html(ErrorPage(error).html(), status: status)
    }
}

extension WebError {
    /// The page for any error of the store or the request.
    init(_ error: any Error) {
        switch error {
        case let error as WebError:
            self = error
        case let error as HTTPError:
            self.init(status: Int(error.status.code), error.body ?? error.status.reasonPhrase)
        case let error as StoreError:
            switch error {
            case .revisionNotFound, .constraintNotFound, .itemNotFound:
                self.init(status: 404, "\(error)")
            case .projectNotFound(let name, _):
                self = .projectNotFound(name)
            case .ambiguousRevision:
                self.init(status: 400, "\(error)")
            case .busy:
                self.init(status: 503, "the store is busy; reload the page in a moment")
            default:
                self.init(status: 500, "the server could not read its store; try again, and if it persists tell the server's owner")
            }
        default:
            self.init(status: 500, "the page could not be made (\(error)); try again, and if it persists tell the server's owner")
        }
    }
}

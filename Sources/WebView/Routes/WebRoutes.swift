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
/// | `/projects/NAME/revisions/REV?device=D&landscape=1&rtl=1` | a revision: picture, changes, views, constraints |
/// | `/projects/NAME/compare/A...B?device=D&landscape=1&rtl=1` | two revisions side by side, and the changes between them |
/// | `/projects/NAME/document` | the scenes of the document the project was imported from |
/// | `/projects/NAME/views/ID`, `.../constraints/ID` | an item's blame and history |
/// | `/picture.js` | the pictures' zoom and pan (the pages work without it) |
public struct WebRoutes<Access: WebStoreAccess>: Sendable {
    let store: Access
    /// Whether the login cookie is sent over HTTPS only (a server behind TLS).
    let secureCookies: Bool

    /// The routes over `store`; `secureCookies` marks the login cookie `Secure`, for a server behind TLS.
    public init(store: Access, secureCookies: Bool = false) {
        self.store = store
        self.secureCookies = secureCookies
    }

    /// Adds the routes to a router.
    public func add<Context: RequestContext>(to router: Router<Context>) {
        router.get("/") { request, _ in await page(request) { store, visitor in try ProjectsPage(store: store, visitor: visitor).html() } }
        router.get("login") { request, _ in try await loginForm(request) }
        router.get("picture.js") { _, _ in Self.script(Templates.pictureScript) }
        router.post("login") { request, _ in try await login(request) }
        router.get("logout") { _, _ in Self.html(ErrorPage(.logoutNeedsTheButton).html(), status: .methodNotAllowed) }
        router.post("logout") { request, _ in logout(request) }
        router.get("projects/:project") { request, context in
            let name = try Self.name(context)
            return await page(request) { store, visitor in
                try TimelinePage(store: store, visitor: visitor, project: name, before: try Self.cursor(request)).html()
            }
        }
        router.get("projects/:project/revisions/:revision") { request, context in
            let name = try Self.name(context)
            let revision = try context.parameters.require("revision")
            let (device, rtl, landscape) = Self.solveParameters(request)
            return await page(request) { store, visitor in
                let environment = try RevisionPage.Query(device: device, rtl: rtl, landscape: landscape)
                return try RevisionPage(store: store, visitor: visitor, project: name, revision: revision, query: environment).html()
            }
        }
        router.get("projects/:project/compare/:range") { request, context in
            let name = try Self.name(context)
            let range = try context.parameters.require("range")
            let (device, rtl, landscape) = Self.solveParameters(request)
            return await page(request) { store, visitor in
                let environment = try RevisionPage.Query(device: device, rtl: rtl, landscape: landscape)
                return try ComparePage(store: store, visitor: visitor, project: name, range: range, query: environment).html()
            }
        }
        router.get("projects/:project/document") { request, context in
            let name = try Self.name(context)
            return await page(request) { store, visitor in try DocumentPage(store: store, visitor: visitor, project: name).html() }
        }
        for kind in [EntityKind.view, .constraint] {
            router.get("projects/:project/\(kind.rawValue)s/:id") { request, context in
                let name = try Self.name(context)
                let id = try context.parameters.require("id")
                return await page(request) { store, visitor in
                    try EntityPage(store: store, visitor: visitor, project: name, kind: kind, id: id).html()
                }
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

    /// `GET /login`: the form, with the reason of a failed login (`?failed=`).
    ///
    /// With `?token=` (a link someone was sent), it logs in as the form does and always answers
    /// with a redirect, to `next` or back to the form: the address holding the token is never
    /// the page a browser shows, nor one it keeps in its history.
    func loginForm(_ request: Request) async throws -> Response {
        let query = request.uri.queryParameters
        let next = query["next"].map(String.init)
        if let token = query["token"].map(String.init) {
            switch await login(token: token, request: request) {
            case .success(let tokens):
                return redirect(to: WebAuthentication.safeNext(next), keeping: tokens)
            case .failure(let failure):
                return Self.redirect(to: WebLinks.loginForm(next: WebAuthentication.safeNext(next), failed: failure.rawValue))
            }
        }
        let failure = query["failed"].flatMap { LoginFailure(rawValue: String($0)) }
        return Self.html(LoginPage(message: failure?.message, next: WebAuthentication.safeNext(next)).html())
    }

    /// `POST /login` with `token` (and `next`) as a form: checks the token, keeps it in the
    /// cookie beside those already there, and goes on to `next`.
    func login(_ request: Request) async throws -> Response {
        guard WebAuthentication.isFromThisSite(request) else { return Self.errorResponse(.crossSiteForm, request: request) }
        let body: ByteBuffer
        do {
            body = try await request.body.collect(upTo: 16 << 10)
        } catch {
            return Self.errorResponse(.badRequest("the login form is larger than a token; paste the token alone"), request: request)
        }
        let fields = FormFields.decode(String(decoding: body.readableBytesView, as: UTF8.self))
        let next = WebAuthentication.safeNext(fields["next"])
        switch await login(token: fields["token"] ?? "", request: request) {
        case .success(let tokens):
            return redirect(to: next, keeping: tokens)
        case .failure(.storeUnreadable):
            return Self.errorResponse(WebError(status: 503, LoginFailure.storeUnreadable.message), request: request)
        case .failure(let failure):
            return Self.html(LoginPage(message: failure.message, next: next).html(), status: .unauthorized)
        }
    }

    /// Why a login failed; the raw value is what `?failed=` carries back to the form.
    enum LoginFailure: String, Error {
        case malformed, unknown
        case storeUnreadable = "store"

        var message: String {
            switch self {
            case .malformed: "that is not a token: a token is lst_ followed by 43 letters, digits, - or _"
            case .unknown: "this server does not know that token (it may have been revoked or have expired); ask the server's owner for another"
            case .storeUnreadable: "the server could not read its tokens; try again in a moment, and if it persists tell the server's owner"
            }
        }
    }

    /// Checks a token; on success, the tokens the browser keeps: those it had, and this one.
    func login(token rawToken: String, request: Request) async -> Result<[String], LoginFailure> {
        let token = rawToken.trimmingCharacters(in: .whitespacesAndNewlines)
        guard WebAuthentication.isWellFormed(token) else { return .failure(.malformed) }
        let known: Bool
        do {
            known = try await store.read { store in try store.tokens.grant(for: token) != nil }
        } catch {
            return .failure(.storeUnreadable)
        }
        guard known else { return .failure(.unknown) }
        return .success(WebAuthentication.cookieTokens(request).filter { $0 != token } + [token])
    }

    func redirect(to next: String, keeping tokens: [String]) -> Response {
        var response = Self.redirect(to: next)
        response.setCookie(WebAuthentication.cookie(keeping: tokens, secure: secureCookies))
        return response
    }

    /// `POST /logout`: forgets the browser's tokens (a POST from this server's own page only,
    /// so that no other site can log the browser out).
    func logout(_ request: Request) -> Response {
        guard WebAuthentication.isFromThisSite(request) else { return Self.errorResponse(.crossSiteForm, request: request) }
        var response = Self.redirect(to: WebLinks.login)
        response.setCookie(WebAuthentication.expiredCookie(secure: secureCookies))
        return response
    }

    // MARK: Helpers

    static func name(_ context: some RequestContext) throws -> String {
        let raw = try context.parameters.require("project")
        return raw.removingPercentEncoding ?? raw
    }

    /// What a revision's or a comparison's query says to solve at (``RevisionPage/Query`` checks it).
    static func solveParameters(_ request: Request) -> (device: String?, rtl: String?, landscape: String?) {
        let query = request.uri.queryParameters
        return (query["device"].map(String.init), query["rtl"].map(String.init), query["landscape"].map(String.init))
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
        WebSecurity.add(to: &headers)
        return Response(status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(string: text)))
    }

    /// The pages' script: the same for everyone, so it needs no token.
    static func script(_ text: String) -> Response {
        var headers: HTTPFields = [.contentType: "text/javascript; charset=utf-8", .cacheControl: "no-cache"]
        WebSecurity.add(to: &headers)
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(string: text)))
    }

    /// 303 to a page of this server.
    static func redirect(to path: String) -> Response {
        var response = Response.redirect(to: path, type: .normal)
        WebSecurity.add(to: &response.headers)
        return response
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

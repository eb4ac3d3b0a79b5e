import Foundation
import Hummingbird
import HummingbirdTesting
import Storage
import SyncHTTP
import Testing

/// Issue 34, items 5 and 8 to 10 and 14: logging in and out of the web view, from a hostile
/// client or another site's page.
// One test at a time: each serves a store (about ten open files), and with every test of the
// package in flight the process passed 1,350 open files, where Foundation's `Process.run`
// (which reads /proc/self/fd) crashes the other tests that start a process.
@Suite("Web view: logging in safely", .serialized)
struct WebLoginSafetyTests {
    typealias Send = WebRoutesTests.Send
    static let form: HTTPFields = [.contentType: "application/x-www-form-urlencoded"]

    static func withServer(_ store: Store, secureCookies: Bool = false, _ body: @Sendable (Send) async throws -> Void) async throws {
        var configuration = ServerConfiguration()
        configuration.secureCookies = secureCookies
        let app = buildApplication(store: store, configuration: configuration)
        try await app.test(.router) { client in
            try await body { method, uri, headers, text in
                try await client.execute(uri: uri, method: method, headers: headers, body: text.map { ByteBuffer(string: $0) }) { response in
                    WebRoutesTests.Answer(status: Int(response.status.code), body: String(buffer: response.body), headers: response.headers)
                }
            }
        }
    }

    @Test("Item 5: a login form that is not valid form encoding is refused, and the server answers the next request")
    func loginBodiesThatAreNotForms() async throws {
        let fixture = try WebFixture()
        defer { fixture.remove() }
        try await Self.withServer(fixture.store) { send in
            var random = SystemRandomNumberGenerator()
            var bodies = ["token=a b", "token=%zz", "token=%", "token=%E2%82", "=", "&&&", "token=\u{7F}\u{1}", "next=/%09/x&token=a\tb"]
            for _ in 0..<100 {
                let length = Int.random(in: 1...80, using: &random)
                bodies.append(String(decoding: (0..<length).map { _ in UInt8.random(in: 0...255, using: &random) }, as: UTF8.self))
            }
            for body in bodies {
                let answer = try await send(.post, "/login", Self.form, body)
                #expect(answer.status == 401, "\(body.debugDescription): \(answer.status)")
                #expect(answer.headers[.setCookie] == nil)
            }
            let posted = try await send(.post, "/login", Self.form, "token=\(fixture.readOnly)+&next=%2Fprojects%2FLogin")
            #expect(posted.status == 303 && posted.headers[.location] == "/projects/Login", "a + is a space, trimmed")
        }
    }

    @Test(
        "Item 8: after logging in, the browser goes only to a page of this server",
        arguments: [
            "/%09/other.host/", "/\t/other.host/", "//other.host/", "/\\other.host/", "https://other.host/", "/%0A/other.host",
            "/ /other.host", "javascript:alert(1)", "/login?token=x", "/\u{7F}/x",
        ])
    func openRedirectAfterLogin(next: String) async throws {
        let fixture = try WebFixture()
        defer { fixture.remove() }
        try await Self.withServer(fixture.store) { send in
            let encoded = next.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? next
            // `next` as the browser would send it in the query, both raw (as typed) and encoded.
            for query in [next.replacingOccurrences(of: "\t", with: "%09"), encoded] {
                let linked = try await send(.get, "/login?token=\(fixture.readOnly)&next=\(query)", [:], nil)
                #expect(linked.status == 303)
                #expect(linked.headers[.location] == "/", "\(query.debugDescription) led to \(linked.headers[.location] ?? "nil")")
            }
            let posted = try await send(.post, "/login", Self.form, "token=\(fixture.readOnly)&next=\(encoded)")
            #expect(posted.headers[.location] == "/", "\(next.debugDescription) led to \(posted.headers[.location] ?? "nil")")
        }
        // A page of this server is still where the browser goes.
        try await Self.withServer(fixture.store) { send in
            let posted = try await send(.post, "/login", Self.form, "token=\(fixture.readOnly)&next=%2Fprojects%2FLogin%3Fbefore%3D3")
            #expect(posted.headers[.location] == "/projects/Login?before=3")
        }
    }

    @Test("Item 9: a login or logout form sent from another site's page is refused (403, no cookie); logout is a POST")
    func loginCSRF() async throws {
        let fixture = try WebFixture()
        defer { fixture.remove() }
        try await Self.withServer(fixture.store) { send in
            let body = "token=\(fixture.readOnly)&next=%2F"
            let crossSite: [HTTPFields] = [
                [WebLoginSafetyTests.secFetchSite: "cross-site"], [WebLoginSafetyTests.secFetchSite: "same-site"],
                [.origin: "http://evil.example"], [.origin: "null"], [.origin: "http://localhost:1"],
            ]
            for headers in crossSite {
                var headers = headers
                headers[.contentType] = "application/x-www-form-urlencoded"
                let login = try await send(.post, "/login", headers, body)
                #expect(login.status == 403, "\(headers)")
                #expect(login.headers[.setCookie] == nil)
                #expect(login.body.contains("own pages"))
                let logout = try await send(.post, "/logout", headers, nil)
                #expect(logout.status == 403 && logout.headers[.setCookie] == nil, "\(headers)")
            }
            // The server's own page, and programs that name no site, log in and out.
            for headers: HTTPFields in [[WebLoginSafetyTests.secFetchSite: "same-origin"], [.origin: "http://localhost"], [:]] {
                var headers = headers
                headers[.contentType] = "application/x-www-form-urlencoded"
                let login = try await send(.post, "/login", headers, body)
                #expect(login.status == 303 && login.headers[.setCookie] != nil, "\(headers)")
                let logout = try await send(.post, "/logout", headers, nil)
                #expect(logout.status == 303 && (logout.headers[.setCookie] ?? "").contains("Max-Age=0"), "\(headers)")
            }
            // A link (or an image) pointing at /logout logs nobody out.
            let linked = try await send(.get, "/logout", [.cookie: "layoutstore_tokens=\(fixture.readOnly)"], nil)
            #expect(linked.status == 405 && linked.headers[.setCookie] == nil)
            #expect(linked.body.contains("Log out button"))
        }
    }

    @Test("Item 10: a token in the login URL is read and the browser sent on at once, so no page it keeps shows it")
    func tokenNotLeftInTheURL() async throws {
        let fixture = try WebFixture()
        defer { fixture.remove() }
        try await Self.withServer(fixture.store) { send in
            let good = try await send(.get, "/login?token=\(fixture.readOnly)&next=%2Fprojects%2FLogin", [:], nil)
            #expect(good.status == 303 && good.headers[.location] == "/projects/Login")
            #expect(good.headers[.setCookie]?.hasPrefix("layoutstore_tokens=\(fixture.readOnly);") == true)
            for (token, reason) in [("lst_unknown", "does not know that token"), ("a b", "that is not a token")] {
                let bad = try await send(.get, "/login?token=\(token.replacingOccurrences(of: " ", with: "%20"))&next=%2Fprojects%2FLogin", [:], nil)
                #expect(bad.status == 303 && bad.headers[.setCookie] == nil)
                let location = try #require(bad.headers[.location])
                #expect(!location.contains("token") && location.hasPrefix("/login?"), "\(location)")
                let form = try await send(.get, location, [:], nil)
                #expect(form.status == 200 && form.body.contains(reason), "\(form.body)")
                #expect(form.body.contains(#"name="next" value="/projects/Login""#))
            }
        }
    }

    @Test("Item 14: every page forbids other sites' scripts, frames and referrers; --secure-cookies marks the cookie Secure")
    func securityHeaders() async throws {
        let fixture = try WebFixture()
        defer { fixture.remove() }
        try await Self.withServer(fixture.store, secureCookies: true) { send in
            let bearer = WebRoutesTests.bearer(fixture.readOnly)
            for (path, headers) in [("/", bearer), ("/projects/Login", bearer), ("/login", [:]), ("/", [:]), ("/projects/Nowhere", bearer)] {
                let page = try await send(.get, path, headers, nil)
                let policy = try #require(page.headers[.contentSecurityPolicy], "\(path)")
                #expect(policy.contains("default-src 'none'") && policy.contains("frame-ancestors 'none'"))
                // The one script is this server's own file: none inline, none from elsewhere.
                #expect(
                    policy.contains("script-src 'self';") && !policy.contains("unsafe-eval")
                        && policy.components(separatedBy: "unsafe-inline").count == 2)
                #expect(page.headers[.init("X-Frame-Options")!] == "DENY")
                #expect(page.headers[.init("Referrer-Policy")!] == "no-referrer")
                #expect(page.headers[.xContentTypeOptions] == "nosniff")
            }
            let login = try await send(.post, "/login", Self.form, "token=\(fixture.readOnly)")
            #expect(login.headers[.setCookie]?.contains("Secure") == true)
            #expect(login.headers[.contentSecurityPolicy] != nil)
        }
        try await Self.withServer(fixture.store) { send in
            let login = try await send(.post, "/login", Self.form, "token=\(fixture.readOnly)")
            #expect(login.headers[.setCookie]?.contains("Secure") == false, "plain HTTP keeps a cookie the browser can send")
        }
    }

    @Test("Item 14: an expired token is refused by the pages and by sync, and logging in with it fails")
    func expiredToken() async throws {
        let fixture = try WebFixture()
        defer { fixture.remove() }
        let expired = try fixture.store.tokens.create(
            project: fixture.login, readOnly: true, label: "contractor", expires: Date().addingTimeInterval(-1))
        let lasting = try fixture.store.tokens.create(
            project: fixture.login, readOnly: true, label: "ci", expires: Date().addingTimeInterval(3_600))
        try await Self.withServer(fixture.store) { send in
            #expect(try await send(.get, "/projects/Login", WebRoutesTests.bearer(expired), nil).status == 401)
            #expect(try await send(.get, "/v1/projects/Login", WebRoutesTests.bearer(expired), nil).status == 401)
            let login = try await send(.post, "/login", Self.form, "token=\(expired)")
            #expect(login.status == 401 && login.body.contains("expired"))
            #expect(try await send(.get, "/projects/Login", WebRoutesTests.bearer(lasting), nil).status == 200)
            #expect(try await send(.get, "/v1/projects/Login", WebRoutesTests.bearer(lasting), nil).status == 200)
        }
    }

    static let secFetchSite = HTTPFields.Element.Name("Sec-Fetch-Site")!
}

import Foundation
import Hummingbird
import HummingbirdTesting
import Model
import Storage
import SyncHTTP
import Testing

/// The web view's routes in-process (`app.test(.router)`): who may see what, how a browser
/// logs in, how the timeline pages, and what each page shows.
// One test at a time: each serves a store (about ten open files), and with every test of the
// package in flight the process passed 1,350 open files, where Foundation's `Process.run`
// (which reads /proc/self/fd) crashes the other tests that start a process.
@Suite("Web view routes", .serialized)
struct WebRoutesTests {
    struct Answer {
        var status: Int
        var body: String
        var headers: HTTPFields
    }

    typealias Send = @Sendable (_ method: HTTPRequest.Method, _ uri: String, _ headers: HTTPFields, _ body: String?) async throws -> Answer

    static func withServer(_ store: Store, _ body: @Sendable (Send) async throws -> Void) async throws {
        let app = buildApplication(store: store, configuration: ServerConfiguration())
        try await app.test(.router) { client in
            try await body { method, uri, headers, text in
                try await client.execute(uri: uri, method: method, headers: headers, body: text.map { ByteBuffer(string: $0) }) { response in
                    Answer(status: Int(response.status.code), body: String(buffer: response.body), headers: response.headers)
                }
            }
        }
    }

    static func bearer(_ token: String) -> HTTPFields { [.authorization: "Bearer \(token)"] }

    @Test("without a token, or with one the store does not know, every page is the login form with 401")
    func refusesWithoutToken() async throws {
        let fixture = try WebFixture()
        defer { fixture.remove() }
        try await Self.withServer(fixture.store) { send in
            for path in ["/", "/projects/Login", "/projects/Login/revisions/\(fixture.merge.rawValue)"] {
                let none = try await send(.get, path, [:], nil)
                #expect(none.status == 401)
                #expect(none.headers[.wwwAuthenticate] == #"Bearer realm="layoutstore""#)
                #expect(none.body.contains(#"<form id="login" method="post" action="/login">"#))
                // The page names its own icon, so a browser does not ask for /favicon.ico (a 404).
                #expect(none.body.contains(#"<link rel="icon" href="data:image/svg+xml,"#))
                #expect(none.body.contains("layoutstore token create --project NAME --read-only"))
                #expect(!none.body.contains("add the sign-in button"))
                // The form brings the browser back to the page it asked for.
                #expect(none.body.contains(#"name="next" value="\#(path)""#))
                let wrong = try await send(.get, path, Self.bearer("lst_" + String(repeating: "A", count: 43)), nil)
                #expect(wrong.status == 401)
                #expect(wrong.body.contains("does not know your token"))
                let cookie = try await send(.get, path, [.cookie: "layoutstore_tokens=lst_nothing"], nil)
                #expect(cookie.status == 401)
            }
        }
    }

    @Test("a read-only token shows its project and not the others; another project's token sees 404 for it")
    func grants() async throws {
        let fixture = try WebFixture()
        defer { fixture.remove() }
        try await Self.withServer(fixture.store) { send in
            let projects = try await send(.get, "/", Self.bearer(fixture.readOnly), nil)
            #expect(projects.status == 200)
            #expect(projects.headers[.contentType] == "text/html; charset=utf-8")
            #expect(projects.body.contains(#"<a href="/projects/Login">Login</a>"#))
            #expect(projects.body.contains("read-only"))
            #expect(!projects.body.contains("Other"))
            let hidden = try await send(.get, "/projects/Login", Self.bearer(fixture.otherToken), nil)
            let missing = try await send(.get, "/projects/Nowhere", Self.bearer(fixture.otherToken), nil)
            #expect(hidden.status == 404 && missing.status == 404)
            // The same answer whether the project exists or not.
            #expect(hidden.body.replacingOccurrences(of: "Login", with: "X") == missing.body.replacingOccurrences(of: "Nowhere", with: "X"))
            // Sync goes on beside the pages.
            let sync = try await send(.get, "/v1/projects", Self.bearer(fixture.readOnly), nil)
            #expect(sync.status == 200 && sync.body.contains(#""name":"Login""#))
        }
    }

    @Test("logging in sets an HttpOnly cookie that later pages accept; links never carry the token")
    func login() async throws {
        let fixture = try WebFixture()
        defer { fixture.remove() }
        try await Self.withServer(fixture.store) { send in
            let form = try await send(.get, "/login", [:], nil)
            #expect(form.status == 200 && form.body.contains(#"type="password" name="token""#))

            let posted = try await send(
                .post, "/login", [.contentType: "application/x-www-form-urlencoded"], "token=\(fixture.readOnly)&next=%2Fprojects%2FLogin")
            #expect(posted.status == 303)
            #expect(posted.headers[.location] == "/projects/Login")
            let setCookie = try #require(posted.headers[.setCookie])
            #expect(setCookie.hasPrefix("layoutstore_tokens=\(fixture.readOnly);"))
            #expect(setCookie.contains("HttpOnly") && setCookie.contains("SameSite=Lax") && setCookie.contains("Path=/"))

            let cookie = "layoutstore_tokens=\(fixture.readOnly)"
            let timeline = try await send(.get, "/projects/Login", [.cookie: cookie], nil)
            #expect(timeline.status == 200)
            #expect(timeline.body.contains("add the sign-in button"))
            #expect(!timeline.body.contains(fixture.readOnly))

            // A second login keeps the first token: both projects show.
            let again = try await send(.get, "/login?token=\(fixture.otherToken)", [.cookie: cookie], nil)
            #expect(again.status == 303 && again.headers[.location] == "/")
            let both = try #require(again.headers[.setCookie])
            #expect(both.hasPrefix("layoutstore_tokens=\(fixture.readOnly).\(fixture.otherToken);"))
            let projects = try await send(.get, "/", [.cookie: "layoutstore_tokens=\(fixture.readOnly).\(fixture.otherToken)"], nil)
            #expect(projects.body.contains(">Login</a>") && projects.body.contains(">Other</a>"))

            // A wrong token sets nothing; `next` never leads off this server.
            let wrong = try await send(.post, "/login", [.contentType: "application/x-www-form-urlencoded"], "token=lst_wrong&next=%2F")
            #expect(wrong.status == 401 && wrong.headers[.setCookie] == nil)
            #expect(wrong.body.contains("does not know that token"))
            let offsite = try await send(.get, "/login?token=\(fixture.readOnly)&next=//evil.example/", [:], nil)
            #expect(offsite.headers[.location] == "/")

            let out = try await send(.post, "/logout", [.cookie: cookie], nil)
            #expect(out.status == 303 && (out.headers[.setCookie] ?? "").contains("Max-Age=0"))
        }
    }

    @Test("the timeline pages by cursor: every revision once, newest first, merges drawn, the last page ends")
    func timelinePaging() async throws {
        let fixture = try WebFixture()
        defer { fixture.remove() }
        for index in 0..<110 {
            try fixture.store.commit(fixture.login, message: "move the title to \(index)", author: "dan") { project in
                let title = project.views.firstIndex { $0.name == "title" }!
                project.views[title].frame.y = Double(index)
            }
        }
        let expected = try fixture.store.history.log(fixture.login).map(\.id.rawValue)
        try await Self.withServer(fixture.store) { send in
            var seen: [String] = []
            var path: String? = "/projects/Login"
            var pages = 0
            while let next = path {
                let page = try await send(.get, next, Self.bearer(fixture.readOnly), nil)
                #expect(page.status == 200)
                let ids = Self.matches(#"data-revision="([0-9a-f]{64})""#, in: page.body)
                #expect(ids.count <= 50)
                seen += ids
                path = Self.matches(#"<a rel="next" href="([^"]+)""#, in: page.body).first.map { $0.replacingOccurrences(of: "&amp;", with: "&") }
                if let path { #expect(path.hasPrefix("/projects/Login?before=")) }
                pages += 1
                if pages > 1 { #expect(page.body.contains(#"<a rel="first" href="/projects/Login">"#)) }
                if path == nil {
                    #expect(page.body.contains("The first revision."))
                    // The merge's ring and the side branch's own lane are on the page that holds them.
                }
            }
            #expect(pages == 3)
            #expect(seen == expected)

            let last = try await send(.get, "/projects/Login?before=1", Self.bearer(fixture.readOnly), nil)
            #expect(last.status == 404)
            let bad = try await send(.get, "/projects/Login?before=yesterday", Self.bearer(fixture.readOnly), nil)
            #expect(bad.status == 400 && bad.body.contains("?before= takes a revision&#39;s number"))
        }
    }

    @Test("a merge's row is a ring where two lanes meet")
    func mergeDrawn() async throws {
        let fixture = try WebFixture()
        defer { fixture.remove() }
        try await Self.withServer(fixture.store) { send in
            let page = try await send(.get, "/projects/Login", Self.bearer(fixture.readOnly), nil)
            let rows = page.body.components(separatedBy: "<tr class=")
            let mergeRow = try #require(rows.first { $0.contains(fixture.merge.rawValue) })
            #expect(mergeRow.contains(##"fill="#fff""##))
            #expect(mergeRow.contains(">merge</span>"))
            // The side branch has a lane of its own: its dot is not in the first column.
            let sideRow = try #require(rows.first { $0.contains(fixture.sideRevision.rawValue) })
            #expect(sideRow.contains(#"<circle class="dot" cx="21""#))
            #expect(page.body.contains(#"<tr class="connector">"#))
        }
    }

    @Test("a revision's page: its picture, changes against its parent, views and constraints linked to their history")
    func revisionPage() async throws {
        let fixture = try WebFixture()
        defer { fixture.remove() }
        try await Self.withServer(fixture.store) { send in
            let page = try await send(.get, "/projects/Login/revisions/\(fixture.buttonRevision.short)", Self.bearer(fixture.readOnly), nil)
            #expect(page.status == 200)
            #expect(page.body.contains("add the sign-in button") && page.body.contains("ben"))
            #expect(page.body.contains(#"<svg xmlns="http://www.w3.org/2000/svg""#))
            #expect(page.body.contains(#"id="view-\#(fixture.buttonID.description)""#))
            // The button is new since the parent: the diff overlay's legend says so.
            #expect(page.body.contains("added"))
            #expect(page.body.contains(#"<code>button.width == 120</code>"#))
            #expect(page.body.contains(#"href="/projects/Login/constraints/\#(fixture.buttonWidthID.description)""#))
            #expect(page.body.contains(#"href="/projects/Login/views/\#(fixture.buttonID.description)""#))
            #expect(page.body.contains("Solved at 375 × 812 pt (the root&#39;s design size), left to right"))

            let phone = try await send(
                .get, "/projects/Login/revisions/\(fixture.merge.short)?device=ipad-11&rtl=1", Self.bearer(fixture.readOnly), nil)
            #expect(phone.status == 200)
            #expect(phone.body.contains("(ipad-11, wR hR), right to left"))
            #expect(phone.body.contains(#"<option value="ipad-11" selected>"#))
            #expect(!phone.body.contains(#"name="landscape" value="1" checked"#))

            // Turned: the screen's size that way, the size class a phone has in landscape, the
            // box checked, and the parents' links keep the orientation.
            let turned = try await send(
                .get, "/projects/Login/revisions/\(fixture.merge.short)?device=iphone-se-1st&landscape=1", Self.bearer(fixture.readOnly), nil)
            #expect(turned.status == 200)
            #expect(turned.body.contains("Solved at 568 × 320 pt (iphone-se-1st, landscape, wC hC), left to right"))
            #expect(turned.body.contains(#"<input type="checkbox" name="landscape" value="1" checked>"#))
            #expect(turned.body.contains("?device=iphone-se-1st&amp;landscape=1\""))
            #expect(turned.body.contains(#"<svg xmlns="http://www.w3.org/2000/svg" width=""#))
            let wide = try await send(
                .get, "/projects/Login/revisions/\(fixture.merge.short)?device=iphone-8-plus&landscape=1", Self.bearer(fixture.readOnly), nil)
            #expect(wide.body.contains("(iphone-8-plus, landscape, wR hC)"), "the widest phones are regular wide in landscape")
            // The merge changed the title's isHidden against its first parent.
            #expect(phone.body.contains("isHidden"))

            let unknown = try await send(.get, "/projects/Login/revisions/\(fixture.merge.short)?device=toaster", Self.bearer(fixture.readOnly), nil)
            #expect(unknown.status == 400 && unknown.body.contains("no device preset"))
            let missing = try await send(.get, "/projects/Login/revisions/ffffffffff", Self.bearer(fixture.readOnly), nil)
            #expect(missing.status == 404)
        }
    }

    @Test("the device picker's landscape solves the size class the device has that way: a view uninstalled in compact height is left out")
    func landscapeSizeClass() async throws {
        let fixture = try WebFixture()
        defer { fixture.remove() }
        let head = try fixture.store.commit(fixture.login, message: "no button in compact height", author: "ana") { project in
            let index = project.views.firstIndex { $0.id == fixture.buttonID }!
            project.views[index].variations[SizeClass(height: .compact)] = ViewVariation(isInstalled: false)
        }
        try await Self.withServer(fixture.store) { send in
            let button = #"<rect id="view-\#(fixture.buttonID.description)""#
            let portrait = try await send(.get, "/projects/Login/revisions/\(head.id.short)?device=iphone-15", Self.bearer(fixture.readOnly), nil)
            #expect(portrait.status == 200 && portrait.body.contains(button))
            let landscape = try await send(
                .get, "/projects/Login/revisions/\(head.id.short)?device=iphone-15&landscape=1", Self.bearer(fixture.readOnly), nil)
            #expect(landscape.status == 200 && landscape.body.contains("(iphone-15, landscape, wC hC)"))
            #expect(!landscape.body.contains(button), "uninstalled in hC")
            let compare = try await send(
                .get, "/projects/Login/compare/HEAD~1...HEAD?device=iphone-15&landscape=1", Self.bearer(fixture.readOnly), nil)
            #expect(compare.status == 200 && compare.body.contains("(iphone-15, landscape, wC hC)"))
        }
    }

    @Test("a revision's page lists the problems check prints, an invalid frame among them")
    func revisionProblems() async throws {
        let fixture = try WebFixture()
        defer { fixture.remove() }
        let broken = try fixture.store.commit(fixture.login, message: "a bar that ends before it starts", author: "dan") { project in
            project.views.append(View(name: "bar", parent: project.itemID(named: "root")!, frame: Rect(x: 200, y: 0, width: 10, height: 10)))
            for text in ["bar.leading = root.leading + 200", "bar.trailing = root.leading + 100", "bar.top = root.top", "bar.height = 10"] {
                try WebFixture.add(text, to: &project)
            }
        }
        try await Self.withServer(fixture.store) { send in
            let page = try await send(.get, "/projects/Login/revisions/\(broken.id.short)", Self.bearer(fixture.readOnly), nil)
            #expect(page.status == 200)
            let problems = try #require(Self.matches(#"<ul id="problems" class="status">(.*?)</ul>"#, in: page.body).first, "no problem list")
            #expect(problems.contains("<li>Invalid frame: bar solves to 200,0,-100,10, a negative size;"), "\(problems)")
            // The words are the library's; the command line's advice is not the page's.
            #expect(!problems.contains("layoutstore"))
        }
    }

    @Test("a constraint's and a view's blame credit the revision that set each field; a merge is not credited with what it brought")
    func blameAndHistory() async throws {
        let fixture = try WebFixture()
        defer { fixture.remove() }
        try fixture.store.commit(fixture.login, message: "widen the button", author: "eve") { project in
            let index = project.constraints.firstIndex { $0.id == fixture.buttonWidthID }!
            project.constraints[index].equation.constant = 160
        }
        try await Self.withServer(fixture.store) { send in
            let constraint = try await send(
                .get, "/projects/Login/constraints/\(fixture.buttonWidthID.description)", Self.bearer(fixture.readOnly), nil)
            #expect(constraint.status == 200)
            let constant = try #require(Self.row(#"data-field="constant""#, in: constraint.body))
            #expect(constant.contains("<code>160</code>") && constant.contains("eve") && constant.contains("widen the button"))
            let priority = try #require(Self.row(#"data-field="priority""#, in: constraint.body))
            #expect(priority.contains(fixture.buttonRevision.short) && priority.contains("ben"))
            #expect(constraint.body.contains("<td>constant</td><td><code>120</code></td><td><code>160</code></td>"))

            let view = try await send(.get, "/projects/Login/views/\(fixture.titleID.description)", Self.bearer(fixture.readOnly), nil)
            #expect(view.status == 200)
            let hidden = try #require(Self.row(#"data-field="isHidden""#, in: view.body))
            // As `--set isHidden=true` takes it.
            #expect(hidden.contains("<code>true</code>") && hidden.contains(fixture.sideRevision.short) && hidden.contains("cleo"))
            #expect(!view.body.contains(fixture.merge.short))

            let wrongKind = try await send(.get, "/projects/Login/views/\(fixture.buttonWidthID.description)", Self.bearer(fixture.readOnly), nil)
            #expect(wrongKind.status == 404)
            let notAnID = try await send(.get, "/projects/Login/views/nothing-so-named", Self.bearer(fixture.readOnly), nil)
            #expect(notAnID.status == 404 && notAnID.body.contains("is not a view&#39;s id"))
        }
    }

    /// The first capture group of each match.
    @Test("links as the command line takes references: a constraint by identifier or id prefix, a view by name or id prefix")
    func referencesAsTheCommandLineTakesThem() async throws {
        let fixture = try WebFixture()
        defer { fixture.remove() }
        try fixture.store.commit(fixture.login, message: "name the width", author: "eve") { project in
            let index = project.constraints.firstIndex { $0.id == fixture.buttonWidthID }!
            project.constraints[index].identifier = "buttonWidth"
        }
        try await Self.withServer(fixture.store) { send in
            let full = try await send(.get, "/projects/Login/constraints/\(fixture.buttonWidthID.description)", Self.bearer(fixture.readOnly), nil)
            #expect(full.status == 200)
            for reference in ["buttonWidth", String(fixture.buttonWidthID.description.prefix(8))] {
                let page = try await send(.get, "/projects/Login/constraints/\(reference)", Self.bearer(fixture.readOnly), nil)
                #expect(page.status == 200, "\(reference)")
                #expect(page.body.contains(fixture.buttonWidthID.description), "\(reference) is the width's page")
            }
            for reference in ["button", String(fixture.buttonID.description.prefix(6))] {
                let page = try await send(.get, "/projects/Login/views/\(reference)", Self.bearer(fixture.readOnly), nil)
                #expect(page.status == 200 && page.body.contains(fixture.buttonID.description), "\(reference)")
            }
            // A structure reads as the equation's sides, not as a dump.
            #expect(full.body.contains("button.width == a constant"), "the structure field reads as an equation")
            #expect(!full.body.contains("{first:"))
        }
    }

    @Test("a revision's changes read as people read them: frames as x,y,width,height, removed constraints with their equation")
    func changesAsPeopleReadThem() async throws {
        let fixture = try WebFixture()
        defer { fixture.remove() }
        let moved = try fixture.store.commit(fixture.login, message: "move the button, drop its width", author: "eve") { project in
            let index = project.views.firstIndex { $0.id == fixture.buttonID }!
            project.views[index].frame = Rect(x: 20, y: 112, width: 120, height: 44)
            project.constraints.removeAll { $0.id == fixture.buttonWidthID }
        }
        try await Self.withServer(fixture.store) { send in
            let page = try await send(.get, "/projects/Login/revisions/\(moved.id.short)", Self.bearer(fixture.readOnly), nil)
            #expect(page.status == 200)
            #expect(page.body.contains("<td>frame</td><td><code>20,100,120,44</code></td><td><code>20,112,120,44</code></td>"), "\(page.body)")
            // A removed constraint is its whole equation, as `layoutstore list --format equation` prints it.
            #expect(page.body.contains("<td>deleted</td><td><code>button.width = 0.0 * NotAnAttribute + 120.0</code></td>"))
            // On another device every view is away from its design frame: none is called misplaced.
            let other = try await send(.get, "/projects/Login/revisions/\(moved.id.short)?device=iphone-se-1st", Self.bearer(fixture.readOnly), nil)
            #expect(other.status == 200)
            #expect(!other.body.contains("<td class=\"status\">misplaced</td>") && !other.body.contains("Misplaced view"))
            // The picture fills the page's width: the SVG scales by its viewBox.
            #expect(page.body.contains("viewBox=") && page.body.contains(".picture > svg { display: block; width: 100%"))
        }
    }

    @Test("markup in an identifier is text in every table: the changes, the constraints")
    func tablesEscapeMarkup() async throws {
        let fixture = try WebFixture()
        defer { fixture.remove() }
        let marked = try fixture.store.commit(fixture.login, message: "mark up", author: "eve") { project in
            let constraint = project.constraints.firstIndex { $0.id == fixture.buttonWidthID }!
            project.constraints[constraint].identifier = #"w&"1'<script>"#
        }
        try await Self.withServer(fixture.store) { send in
            let page = try await send(.get, "/projects/Login/revisions/\(marked.id.short)", Self.bearer(fixture.readOnly), nil)
            #expect(page.status == 200)
            #expect(!page.body.contains("<script>"))
            let escaped = "w&amp;&quot;1&#39;&lt;script&gt;"
            let constraint = try #require(Self.row(#"data-constraint="\#(fixture.buttonWidthID.description)""#, in: page.body))
            #expect(
                constraint.contains("<code>button.width == 120</code></a></td><td class=\"number\">1000</td><td>\(escaped)</td>"), "\(constraint)")
            // The changes table names the constraint by its identifier and shows the value as text.
            let link = "/projects/Login/constraints/\(fixture.buttonWidthID.description)"
            #expect(
                page.body.contains("<tr><td>constraint <a href=\"\(link)\">\(escaped)</a></td><td>identifier</td><td><code>"),
                "\(page.body)")
            #expect(page.body.contains("<td><code>\(escaped)</code></td></tr>"))
        }
    }

    @Test("a comparison of two revisions: both pictures side by side, the second with the diff overlay, and every change between them")
    func comparePage() async throws {
        let fixture = try WebFixture()
        defer { fixture.remove() }
        let base = try fixture.store.resolveRevision("HEAD", in: fixture.login)
        try fixture.store.commit(fixture.login, message: "widen the button", author: "eve") { project in
            let index = project.constraints.firstIndex { $0.id == fixture.buttonWidthID }!
            project.constraints[index].equation.constant = 160
        }
        try await Self.withServer(fixture.store) { send in
            let page = try await send(.get, "/projects/Login/compare/\(base.short)...HEAD", Self.bearer(fixture.readOnly), nil)
            #expect(page.status == 200)
            #expect(page.body.components(separatedBy: "<svg xmlns=").count == 3, "two pictures")
            #expect(page.body.contains(#"<div class="picture" id="before">"#) && page.body.contains(#"<div class="picture" id="after">"#))
            #expect(page.body.contains("constraint changed"), "the second picture's legend shows the overlay")
            #expect(page.body.contains("<td>constant</td><td><code>120</code></td><td><code>160</code></td>"))
            let bad = try await send(.get, "/projects/Login/compare/\(base.short)", Self.bearer(fixture.readOnly), nil)
            #expect(bad.status == 400 && bad.body.contains("A...B"))
            let unknown = try await send(.get, "/projects/Login/compare/ffffffffff...HEAD", Self.bearer(fixture.readOnly), nil)
            #expect(unknown.status == 404)
        }
    }

    static func matches(_ pattern: String, in text: String) -> [String] {
        let regex = try! NSRegularExpression(pattern: pattern)
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        }
    }

    /// The table row with this attribute.
    static func row(_ attribute: String, in html: String) -> String? {
        html.components(separatedBy: "<tr ").first { $0.hasPrefix(attribute) }
    }
}

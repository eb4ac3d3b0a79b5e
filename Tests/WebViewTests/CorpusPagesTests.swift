import Foundation
import Interchange
import Model
import Storage
import Testing

@testable import WebView

/// Every page of a real imported scene's project, with a history of edits, read as a user
/// reads it: nothing shows a stored record raw, and blame and history speak in equations.
@Suite("Web pages of a corpus scene")
struct CorpusPagesTests {
    @Test("no page of an imported corpus scene's project shows a raw record ({first: …}, {\"x\": …}): every revision, view, constraint, compare")
    func noRawDumps() async throws {
        // What the pages once showed is caught; what they show now is not.
        #expect(!Self.rawRecords(in: "<td><code>{first: {attribute: top, guide: -, item: form}, relation: ==}</code></td>").isEmpty)
        #expect(!Self.rawRecords(in: #"<td>{"height":21,"width":120}</td>"#).isEmpty)
        #expect(Self.rawRecords(in: "<style>h1 { font-size: 1.5em; }</style><td><code>frame 135,20,120,21</code></td>").isEmpty)
        let fixture = try CorpusWebFixture()
        defer { fixture.remove() }
        let revisions = try fixture.store.history.log(fixture.project).map(\.id)
        #expect(revisions.count == 4)
        let name = CorpusWebFixture.scene
        var paths = ["/", "/projects/\(name)", "/projects/\(name)/compare/\(fixture.imported.short)...HEAD"]
        for revision in revisions {
            paths.append("/projects/\(name)/revisions/\(revision.rawValue)")
            paths.append("/projects/\(name)/revisions/\(revision.short)?device=ipad-11&rtl=1")
        }
        paths += fixture.views.map { "/projects/\(name)/views/\($0)" }
        paths += fixture.constraints.map { "/projects/\(name)/constraints/\($0)" }
        #expect(paths.count > 40)
        let allPaths = paths
        try await WebRoutesTests.withServer(fixture.store) { send in
            for path in allPaths {
                let page = try await send(.get, path, WebRoutesTests.bearer(fixture.token), nil)
                #expect(page.status == 200, "\(path): \(page.status)")
                let dumps = Self.rawRecords(in: page.body)
                #expect(dumps.isEmpty, "\(path) shows raw records: \(dumps.prefix(3))")
            }
        }
    }

    @Test("a constraint's blame and history show the whole equation on every line, and its changes as people read them")
    func blameAndHistoryInEquations() async throws {
        let fixture = try CorpusWebFixture()
        defer { fixture.remove() }
        let name = CorpusWebFixture.scene
        try await WebRoutesTests.withServer(fixture.store) { send in
            // By the identifier the second revision gave it, as `layoutstore history buttonTop` takes it.
            let top = try await send(.get, "/projects/\(name)/constraints/buttonTop", WebRoutesTests.bearer(fixture.token), nil)
            #expect(top.status == 200)
            #expect(
                top.body.contains(#"<p id="equation"><code>signUpButton.top = 1.0 * repeatedPasswordValidationLabel.bottom + 40.0</code>"#),
                "\(top.body)")
            let history = try #require(WebRoutesTests.matches(#"(?s)<table id="history">(.*?)</table>"#, in: top.body).first)
            #expect(
                history.contains(
                    "<td>created</td><td><code></code></td><td><code></code></td><td><code>signUpButton.top = 1.0 * repeatedPasswordValidationLabel.bottom + 34.0</code></td>"
                ))
            #expect(
                history.contains(
                    "<td>constant</td><td><code>34</code></td><td><code>40</code></td><td><code>signUpButton.top = 1.0 * repeatedPasswordValidationLabel.bottom + 40.0</code></td>"
                )
            )
            let constant = try #require(WebRoutesTests.row(#"data-field="constant""#, in: top.body))
            #expect(
                constant.contains("<code>40</code>")
                    && constant.contains("<code>signUpButton.top = 1.0 * repeatedPasswordValidationLabel.bottom + 40.0</code>")
                    && constant.contains("ben"))
            let structure = try #require(WebRoutesTests.row(#"data-field="structure""#, in: top.body))
            #expect(structure.contains("<code>signUpButton.top == repeatedPasswordValidationLabel.bottom</code>") && structure.contains("ana"))

            // A priority and a second item changed: the equation after each says so.
            let state = try fixture.store.state(of: fixture.project)
            let hint = try #require(state.itemID(named: "label1"))
            let leading = try #require(state.constraints.first { $0.equation.first.item == hint && $0.equation.first.attribute == .leading })
            let page = try await send(
                .get, "/projects/\(name)/constraints/\(leading.id.description)", WebRoutesTests.bearer(fixture.token), nil)
            #expect(
                page.body.contains(
                    "<td>structure</td><td><code>label1.leading == signUpButton.leading</code></td><td><code>label1.leading == signUpButton.centerX</code></td>"
                ))
            #expect(page.body.contains("<code>label1.leading = 0.5 * signUpButton.centerX + 0.0</code>"))
            let trailing = try #require(state.constraints.first { $0.equation.first.item == hint && $0.equation.first.attribute == .trailing })
            let weak = try await send(.get, "/projects/\(name)/constraints/\(trailing.id.description)", WebRoutesTests.bearer(fixture.token), nil)
            #expect(weak.body.contains("<code>label1.trailing = 1.0 * signUpButton.trailing + 0.0 @999</code>"))

            // A view's frame and text as people read them; its creation as a sentence.
            let button = try await send(.get, "/projects/\(name)/views/signUpButton", WebRoutesTests.bearer(fixture.token), nil)
            #expect(button.body.contains("<td>frame</td><td><code>24,232,327,44</code></td><td><code>24,238,327,44</code></td>"), "\(button.body)")
            #expect(button.body.contains("<code>button signUpButton in root, frame 24,232,327,44</code>"))
            let label = try await send(.get, "/projects/\(name)/views/label1", WebRoutesTests.bearer(fixture.token), nil)
            #expect(label.body.contains("Choose a password of 8 characters or more"))

            // The removed spinner's constraint: its equation as it was, on its page and in the revision's changes.
            let head = try await send(.get, "/projects/\(name)/revisions/HEAD", WebRoutesTests.bearer(fixture.token), nil)
            #expect(
                head.body.contains("<td>deleted</td><td><code>activityIndicatorView1.centerY = 1.0 * signUpButton.centerY + 0.0</code></td>"),
                "\(head.body)")
        }
    }

    @Test(
        "a storyboard's scenes on one page, placed as the document's canvas places them with no two overlapping, linked from each scene's project pages; only the scenes the tokens grant; none for a project made by hand"
    )
    func documentOverview() async throws {
        let fixture = try CorpusWebFixture()
        defer { fixture.remove() }
        let file = "SwiftKickMobile__SwiftMessages__Demo__Demo__Base.lproj__Main.storyboard"
        let document = try IBDocument(bytes: Array(try Data(contentsOf: CorpusWebFixture.folder.appending(path: file))), file: file)
        let scenes = DocumentImport(document, fallbackName: "Main").projects
        #expect(scenes.count >= 3)
        try fixture.store.createProjects(scenes, message: "import \(file)", author: "ana")
        var tokens: [String: String] = [:]
        for scene in scenes {
            tokens[scene.name] = try fixture.store.tokens.create(
                project: try fixture.store.resolveProject(scene.name).id, readOnly: true, label: scene.name)
        }
        let first = try #require(scenes.first).name
        let hidden = try #require(scenes.last).name
        let granted = scenes.map(\.name).filter { $0 != hidden } + [CorpusWebFixture.scene]
        let cookie = "layoutstore_tokens=" + (granted.compactMap { tokens[$0] } + [fixture.token]).joined(separator: ".")
        try await WebRoutesTests.withServer(fixture.store) { send in
            let overview = try await send(.get, "/projects/\(WebLinks.segment(first))/document", [.cookie: cookie], nil)
            #expect(overview.status == 200)
            #expect(overview.body.contains("<h1><code>\(file)</code></h1>"))
            let shown = WebRoutesTests.matches(#"<g class="scene" data-project="([^"]+)""#, in: overview.body)
            #expect(shown == scenes.map(\.name).filter { $0 != hidden }.sorted(), "every granted scene of the document, none of another")
            #expect(overview.body.components(separatedBy: "<svg xmlns=").count == shown.count + 2, "each scene's picture in the overview's")
            try Self.expectPlacedAsOnCanvas(overview.body, scenes: scenes)
            #expect(Self.rawRecords(in: overview.body).isEmpty)

            let timeline = try await send(.get, "/projects/\(WebLinks.segment(first))", [.cookie: cookie], nil)
            #expect(
                timeline.body.contains(
                    #"<p id="document">Imported from <a href="/projects/\#(WebLinks.segment(first))/document"><code>\#(file)</code></a>"#))
            let revision = try await send(.get, "/projects/\(WebLinks.segment(first))/revisions/HEAD", [.cookie: cookie], nil)
            #expect(revision.body.contains(#"<dd id="document"><a href="/projects/\#(WebLinks.segment(first))/document">"#))
            // The signup scene's document has that scene alone.
            let signup = try await send(.get, "/projects/\(CorpusWebFixture.scene)/document", [.cookie: cookie], nil)
            #expect(WebRoutesTests.matches(#"<g class="scene" data-project="([^"]+)""#, in: signup.body) == [CorpusWebFixture.scene])
        }
        // A project made by hand has no document: no link, and its overview is 404.
        let handMade = try WebFixture()
        defer { handMade.remove() }
        try await WebRoutesTests.withServer(handMade.store) { send in
            let timeline = try await send(.get, "/projects/Login", WebRoutesTests.bearer(handMade.readOnly), nil)
            #expect(timeline.status == 200 && !timeline.body.contains(#"id="document""#))
            let none = try await send(.get, "/projects/Login/document", WebRoutesTests.bearer(handMade.readOnly), nil)
            #expect(none.status == 404 && none.body.contains("was not imported from one document"))
        }
    }

    /// The overview's boxes (`data-box`): none meets another; scenes the canvas places keep its
    /// order left to right and top to bottom; the others lie below them all.
    static func expectPlacedAsOnCanvas(_ html: String, scenes: [Project]) throws {
        let locations = Dictionary(uniqueKeysWithValues: scenes.map { ($0.name, $0.rootViews.first?.canvasLocation) })
        var boxes: [(name: String, box: Rect)] = []
        for match in html.matches(of: /<g class="scene" data-project="([^"]+)" data-box="([-\d.]+) ([-\d.]+) ([-\d.]+) ([-\d.]+)">/) {
            boxes.append(
                (String(match.1), Rect(x: Double(match.2)!, y: Double(match.3)!, width: Double(match.4)!, height: Double(match.5)!)))
        }
        #expect(boxes.count == WebRoutesTests.matches(#"<g class="scene" data-project="([^"]+)""#, in: html).count)
        let placed = boxes.filter { locations[$0.name] != nil && locations[$0.name]! != nil }
        #expect(placed.count >= 5, "the storyboard's view controllers have canvas locations")
        for (index, a) in boxes.enumerated() {
            for b in boxes[(index + 1)...] {
                let meets =
                    a.box.x < b.box.x + b.box.width && b.box.x < a.box.x + a.box.width && a.box.y < b.box.y + b.box.height
                    && b.box.y < a.box.y + a.box.height
                #expect(!meets, "\(a.name) and \(b.name) overlap")
            }
        }
        for (index, a) in placed.enumerated() {
            for b in placed[(index + 1)...] {
                let la = try #require(locations[a.name] ?? nil), lb = try #require(locations[b.name] ?? nil)
                if abs(la.x - lb.x) > 1 {
                    #expect(
                        (la.x < lb.x) == (a.box.x + a.box.width / 2 < b.box.x + b.box.width / 2),
                        "\(a.name) and \(b.name) left to right as on the canvas")
                }
                if abs(la.y - lb.y) > 1 {
                    #expect(
                        (la.y < lb.y) == (a.box.y + a.box.height / 2 < b.box.y + b.box.height / 2),
                        "\(a.name) and \(b.name) top to bottom as on the canvas")
                }
            }
        }
        let bottom = placed.map { $0.box.y + $0.box.height }.max() ?? 0
        for unplaced in boxes where locations[unplaced.name] == nil || locations[unplaced.name]! == nil {
            #expect(unplaced.box.y >= bottom, "\(unplaced.name), placed nowhere by the document, below the scenes")
        }
    }

    /// Text that reads as a stored record rather than as words: `{first: …}`, `{"x": …}`,
    /// outside the page's style sheet and script.
    static func rawRecords(in html: String) -> [String] {
        var text = html
        for element in ["style", "script"] {
            text = text.replacingOccurrences(of: "(?s)<\(element)[^>]*>.*?</\(element)>", with: "", options: .regularExpression)
        }
        text = text.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#34;", with: "\"")
        return WebRoutesTests.matches(#"(\{\s*"?[A-Za-z_][A-Za-z0-9_]*"?\s*:[^}]{0,60})"#, in: text)
    }
}

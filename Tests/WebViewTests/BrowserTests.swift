import Foundation
import Model
import Render
import Solver
import Storage
import Testing

@testable import WebView

/// The web view in a real browser: headless Chromium (Debian's `chromium`, which `make deps`
/// installs) loads each page from the real server on 127.0.0.1, and the test reads what the
/// page shows from its DOM. One test, one browser run per page, so the suite stays fast.
/// Without Chromium the suite is skipped, saying how to install it (`make test` does).
@Suite("Web view in Chromium", .enabled(if: Chromium.path != nil, Chromium.missing))
struct BrowserTests {
    static let chromium = Chromium.path

    @Test(
        "Chromium logs in once, then shows the projects, the timeline, a revision's picture and tables, and a blame; a missing or wrong token gets the login page"
    )
    func pagesInChromium() async throws {
        let browser = try #require(Self.chromium)
        let fixture = try WebFixture()
        defer { fixture.remove() }
        let profile = fixture.folder.appending(path: "chromium-profile").path
        let screenshot = fixture.folder.appending(path: "revision.png").path
        let phone = try #require(LayoutEnvironment.device(named: "iphone-15"))
        let solved = SolvedLayout(solving: try fixture.store.state(of: fixture.login), in: phone).solution.absoluteFrames

        try await withLiveServer(store: fixture.store) { base in
            // No token: the login form, and no project.
            let refused = try await Self.load(browser, ["--dump-dom", base + "/projects/Login"], profile: profile)
            #expect(refused.contains(#"<form id="login" method="post" action="/login">"#))
            #expect(!refused.contains("add the sign-in button"))
            // A wrong token: refused, with the reason.
            let wrong = try await Self.load(browser, ["--dump-dom", base + "/login?token=lst_notatoken&next=/"], profile: profile)
            #expect(wrong.contains("does not know that token"))

            // Logging in once: the cookie carries the browser from page to page.
            let projects = try await Self.load(browser, ["--dump-dom", base + "/login?token=\(fixture.readOnly)&next=/"], profile: profile)
            #expect(projects.contains(#"<a href="/projects/Login">Login</a>"#))
            #expect(!projects.contains(">Other</a>"))

            let timeline = try await Self.load(browser, ["--dump-dom", base + "/projects/Login"], profile: profile)
            let rows = WebRoutesTests.matches(#"<tr class="revision" data-revision="([0-9a-f]{64})""#, in: timeline)
            let log = try fixture.store.history.log(fixture.login).map(\.id.rawValue)
            #expect(rows == log)
            #expect(timeline.contains("merge cleo's work") && timeline.contains("cleo"))
            #expect(!timeline.contains(fixture.readOnly))

            // The revision at a device: its views at their solved positions in the inline SVG.
            let path = "/projects/Login/revisions/\(fixture.merge.rawValue)?device=iphone-15"
            let revision = try await Self.load(browser, ["--dump-dom", base + path], profile: profile)
            #expect(revision.contains("Solved at 393 × 852 pt (iphone-15, wC hR)"))
            let constraintRows = WebRoutesTests.matches(#"<tr data-constraint="([0-9a-f-]{36})">"#, in: revision)
            #expect(constraintRows.count == 8)
            #expect(revision.contains("<code>button.width == 120</code>"))
            let rootID = try #require(try fixture.store.state(of: fixture.login).itemID(named: "root"))
            let root = try #require(Self.rect(of: rootID, in: revision))
            for view in [fixture.titleID, fixture.buttonID] {
                let drawn = try #require(Self.rect(of: view, in: revision), "the picture has no rectangle for \(view)")
                let frame = try #require(solved[view])
                #expect(abs(drawn.x - root.x - frame.x) < 0.01 && abs(drawn.y - root.y - frame.y) < 0.01)
                #expect(abs(drawn.width - frame.width) < 0.01 && abs(drawn.height - frame.height) < 0.01)
            }

            _ = try await Self.load(browser, ["--screenshot=\(screenshot)", "--window-size=1280,1600", base + path], profile: profile)
            let png = try Data(contentsOf: URL(fileURLWithPath: screenshot))
            #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]) && png.count > 10_000)

            let blame = try await Self.load(
                browser, ["--dump-dom", base + "/projects/Login/constraints/\(fixture.buttonWidthID.description)"], profile: profile)
            let constant = try #require(WebRoutesTests.row(#"data-field="constant""#, in: blame))
            #expect(constant.contains("<code>120</code>") && constant.contains("ben"))
        }
    }

    /// A view's rectangle in the picture: `<rect id="view-UUID" … x= y= width= height=>`.
    static func rect(of view: ItemID, in html: String) -> Rect? {
        guard let start = html.range(of: #"<rect id="view-\#(view.description)""#) else { return nil }
        let tag = html[start.lowerBound...].prefix { $0 != ">" }
        func number(_ name: String) -> Double? {
            guard let range = tag.range(of: " \(name)=\"") else { return nil }
            return Double(tag[range.upperBound...].prefix { $0 != "\"" })
        }
        guard let x = number("x"), let y = number("y"), let width = number("width"), let height = number("height") else { return nil }
        return Rect(x: x, y: y, width: width, height: height)
    }

    /// Runs headless Chromium with the profile (so its cookies last from run to run) and
    /// returns what it prints (the DOM, for `--dump-dom`). It waits on a thread of its own: a
    /// wait on the cooperative pool's few threads could leave none to the server that makes
    /// the page Chromium is waiting for.
    static func load(_ browser: String, _ arguments: [String], profile: String) async throws -> String {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(with: Result { try run(browser, arguments, profile: profile) })
            }
        }
    }

    private static func run(_ browser: String, _ arguments: [String], profile: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: browser)
        process.arguments =
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run", "--hide-scrollbars",
                "--user-data-dir=\(profile)",
            ] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        let start = Date()
        try process.run()
        let watchdog = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + 90, execute: watchdog)
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        watchdog.cancel()
        // Chromium stopped by the watchdog may still exit with 0, having printed nothing.
        guard Date().timeIntervalSince(start) < 90 else {
            throw LiveServerError(description: "chromium \(arguments.joined(separator: " ")) did not finish in 90 s")
        }
        guard process.terminationStatus == 0 else {
            throw LiveServerError(description: "chromium \(arguments.joined(separator: " ")) exited with \(process.terminationStatus)")
        }
        return String(decoding: data, as: UTF8.self)
    }

}

/// The revision page's zoom and pan in Chromium: the live page runs `/picture.js` under its
/// own `Content-Security-Policy` (the buttons it un-hides say so), and the script, clicked and
/// dragged on a copy of the page, changes the picture's `viewBox` as a user would see it.
@Suite("Picture zoom in Chromium", .enabled(if: Chromium.path != nil, Chromium.missing))
struct PictureZoomTests {
    @Test("the picture zooms in by its buttons, pans by a drag within the whole picture, and comes back whole; the live page runs the script")
    func zoomAndPan() async throws {
        let browser = try #require(Chromium.path)
        let fixture = try WebFixture()
        defer { fixture.remove() }
        let profile = fixture.folder.appending(path: "chromium-profile").path
        let path = "/projects/Login/revisions/\(fixture.merge.rawValue)"
        let page = try await withLiveServer(store: fixture.store) { base in
            _ = try await BrowserTests.load(browser, ["--dump-dom", base + "/login?token=\(fixture.readOnly)&next=/"], profile: profile)
            let live = try await BrowserTests.load(browser, ["--dump-dom", base + path], profile: profile)
            // The script ran: it shows the buttons the page sends hidden.
            #expect(live.contains(#"<div class="zoom" id="picture-zoom">"#), "the zoom buttons stay hidden: /picture.js did not run")
            return live
        }
        // The page as served, then the script, then what a user does, with what it saw written
        // into the page for --dump-dom to read.
        let gesture = """
            try {
            const svg = document.querySelector("#picture svg");
            const seen = [svg.getAttribute("viewBox")];
            document.querySelector('#picture-zoom [data-zoom="in"]').click();
            seen.push(svg.getAttribute("viewBox"));
            const box = svg.getBoundingClientRect();
            const at = (dx) => ({ clientX: box.left + box.width / 2 + dx, clientY: box.top + box.height / 2, pointerId: 7, bubbles: true });
            svg.dispatchEvent(new PointerEvent("pointerdown", at(0)));
            svg.dispatchEvent(new PointerEvent("pointermove", at(-40)));
            svg.dispatchEvent(new PointerEvent("pointerup", at(-40)));
            seen.push(svg.getAttribute("viewBox"));
            document.querySelector('#picture-zoom [data-zoom="whole"]').click();
            seen.push(svg.getAttribute("viewBox"));
            document.body.dataset.seen = seen.join(";");
            } catch (error) { document.body.dataset.seen = "error: " + error; }
            """
        let element = try #require(
            page.range(of: #"<script src="/picture.js"[^>]*></script>"#, options: .regularExpression),
            "the page has no script element for /picture.js")
        let html = page.replacingCharacters(in: element, with: "<script>\(Templates.pictureScript)\n\(gesture)</script>")
        let file = fixture.folder.appending(path: "zoom.html")
        try html.write(to: file, atomically: true, encoding: .utf8)
        let dom = try await BrowserTests.load(browser, ["--dump-dom", "--window-size=1280,1400", file.absoluteString], profile: profile)
        let seen = try #require(WebRoutesTests.matches(#"data-seen="([^"]+)""#, in: dom).first, "the gesture did not run")
        let boxes = seen.split(separator: ";").map { $0.split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) } }
        try #require(boxes.count == 4 && boxes.allSatisfy { $0.count == 4 }, "\(seen)")
        let (whole, zoomed, panned, back) = (boxes[0], boxes[1], boxes[2], boxes[3])
        // Zoomed in twice, around the middle.
        #expect(abs(zoomed[2] - whole[2] / 2) < 0.01 && abs(zoomed[3] - whole[3] / 2) < 0.01)
        #expect(abs(zoomed[0] + zoomed[2] / 2 - (whole[0] + whole[2] / 2)) < 0.01)
        // Dragged left by 40 px: the view moves right, by 40 px in the picture's units, and stays inside it.
        #expect(panned[0] > zoomed[0] && panned[2] == zoomed[2] && panned[1] == zoomed[1])
        #expect(panned[0] + panned[2] <= whole[0] + whole[2] + 0.01)
        #expect(back == whole)
    }
}

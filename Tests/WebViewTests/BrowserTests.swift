import Foundation
import Model
import Render
import Solver
import Storage
import Testing

/// The web view in a real browser: headless Chromium (Debian's `chromium`, which `make deps`
/// installs) loads each page from the real server on 127.0.0.1, and the test reads what the
/// page shows from its DOM. One test, one browser run per page, so the suite stays fast.
@Suite("Web view in Chromium")
struct BrowserTests {
    /// Where Debian puts Chromium, or the first `chromium` on the PATH.
    static let chromium: String? = {
        let folders = ["/usr/bin"] + (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init)
        return folders.map { "\($0)/chromium" }.first(where: FileManager.default.isExecutableFile(atPath:))
    }()

    @Test(
        "Chromium logs in once, then shows the projects, the timeline, a revision's picture and tables, and a blame; a missing or wrong token gets the login page"
    )
    func pagesInChromium() async throws {
        let browser = try #require(Self.chromium, "the browser tests need Chromium: `apt-get install chromium` (or `make deps`)")
        let fixture = try WebFixture()
        defer { fixture.remove() }
        let profile = fixture.folder.appending(path: "chromium-profile").path
        let screenshot = fixture.folder.appending(path: "revision.png").path
        let phone = try #require(LayoutEnvironment.device(named: "iphone-15"))
        let solved = SolvedLayout(solving: try fixture.store.state(of: fixture.login), in: phone).solution.absoluteFrames

        try await withLiveServer(store: fixture.store) { base in
            // No token: the login form, and no project.
            let refused = try Self.load(browser, ["--dump-dom", base + "/projects/Login"], profile: profile)
            #expect(refused.contains(#"<form id="login" method="post" action="/login">"#))
            #expect(!refused.contains("add the sign-in button"))
            // A wrong token: refused, with the reason.
            let wrong = try Self.load(browser, ["--dump-dom", base + "/login?token=lst_notatoken&next=/"], profile: profile)
            #expect(wrong.contains("does not know that token"))

            // Logging in once: the cookie carries the browser from page to page.
            let projects = try Self.load(browser, ["--dump-dom", base + "/login?token=\(fixture.readOnly)&next=/"], profile: profile)
            #expect(projects.contains(#"<a href="/projects/Login">Login</a>"#))
            #expect(!projects.contains(">Other</a>"))

            let timeline = try Self.load(browser, ["--dump-dom", base + "/projects/Login"], profile: profile)
            let rows = WebRoutesTests.matches(#"<tr class="revision" data-revision="([0-9a-f]{64})""#, in: timeline)
            let log = try fixture.store.history.log(fixture.login).map(\.id.rawValue)
            #expect(rows == log)
            #expect(timeline.contains("merge cleo's work") && timeline.contains("cleo"))
            #expect(!timeline.contains(fixture.readOnly))

            // The revision at a device: its views at their solved positions in the inline SVG.
            let path = "/projects/Login/revisions/\(fixture.merge.rawValue)?device=iphone-15"
            let revision = try Self.load(browser, ["--dump-dom", base + path], profile: profile)
            #expect(revision.contains("Solved at 393 × 852 pt (iphone-15)"))
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

            _ = try Self.load(browser, ["--screenshot=\(screenshot)", "--window-size=1280,1600", base + path], profile: profile)
            let png = try Data(contentsOf: URL(fileURLWithPath: screenshot))
            #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]) && png.count > 10_000)

            let blame = try Self.load(
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
    /// returns what it prints (the DOM, for `--dump-dom`).
    static func load(_ browser: String, _ arguments: [String], profile: String) throws -> String {
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
        try process.run()
        let watchdog = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + 90, execute: watchdog)
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        watchdog.cancel()
        guard process.terminationStatus == 0 else {
            throw LiveServerError(description: "chromium \(arguments.joined(separator: " ")) exited with \(process.terminationStatus)")
        }
        return String(decoding: data, as: UTF8.self)
    }
}

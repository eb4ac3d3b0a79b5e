import Foundation
import Interchange
import Storage
import Testing

@testable import WebView

/// The pages of real corpus scenes as headless Chromium draws them, compared with the
/// screenshots recorded in `Tests/Fixtures/web-screenshots/` by how much of them differs to
/// the eye (``PNGImage/differingShare(from:block:tolerance:)``).
///
/// Each page is made by the server's routes, in-process; what changes from run to run (the
/// revisions' ids and dates) is replaced by stand-ins of the same length, and Chromium loads
/// the page from a file: so it draws without the page's script, as a browser that refuses it
/// would. The scenes' ids are numbered (``CorpusWebFixture/importScene(_:from:)``), so the
/// pictures are the same on every run.
///
/// To record them again after a change meant to alter the pages, look at the new pictures,
/// then: `WEB_RECORD=1 swift test --filter ScreenshotTests` (and commit the PNGs).
@Suite(
    "Web pages in Chromium, by screenshot", .enabled(if: BrowserTests.chromium != nil, "needs Chromium: `make deps` (or `apt-get install chromium`)"))
struct ScreenshotTests {
    static let references = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "Fixtures/web-screenshots")
    static let recording = ProcessInfo.processInfo.environment["WEB_RECORD"] == "1"
    /// Blocks of 4×4 pixels whose average differs by more than 24 in a channel; a page may
    /// have 0.5% of them (a few glyphs drawn differently), and no more.
    static let threshold = 0.005
    static let windowSize = "1280,1400"

    struct Page: Sendable {
        var name: String
        var path: String
        var token: String
    }

    @Test(
        "six pages of two corpus scenes look as recorded: revisions at design size, on an iPhone SE right to left, on an iPhone 15 in portrait and landscape; a comparison; a blame"
    )
    func pagesLookAsRecorded() async throws {
        let browser = try #require(BrowserTests.chromium)
        let fixture = try CorpusWebFixture()
        defer { fixture.remove() }
        let signup = "/projects/\(CorpusWebFixture.scene)"
        let pages = [
            Page(name: "signup-revision", path: "\(signup)/revisions/HEAD", token: fixture.token),
            Page(name: "signup-revision-iphone-se-rtl", path: "\(signup)/revisions/HEAD?device=iphone-se-1st&rtl=1", token: fixture.token),
            Page(name: "signup-compare", path: "\(signup)/compare/\(fixture.imported.short)...HEAD", token: fixture.token),
            Page(name: "signup-constraint-blame", path: "\(signup)/constraints/buttonTop", token: fixture.token),
            Page(
                name: "calculator-iphone-15", path: "/projects/\(CorpusWebFixture.secondScene)/revisions/HEAD?device=iphone-15",
                token: fixture.secondToken),
            Page(
                name: "calculator-iphone-15-landscape",
                path: "/projects/\(CorpusWebFixture.secondScene)/revisions/HEAD?device=iphone-15&landscape=1", token: fixture.secondToken),
        ]
        let standIns = try Self.standIns(fixture)
        let folder = fixture.folder
        try await WebRoutesTests.withServer(fixture.store) { send in
            for page in pages {
                let answer = try await send(.get, page.path, WebRoutesTests.bearer(page.token), nil)
                #expect(answer.status == 200, "\(page.path)")
                try Self.stable(answer.body, standIns).write(to: folder.appending(path: "\(page.name).html"), atomically: true, encoding: .utf8)
            }
        }
        var shots: [String: PNGImage] = [:]
        for page in pages {
            let png = folder.appending(path: "\(page.name).png")
            _ = try await BrowserTests.load(
                browser,
                ["--screenshot=\(png.path)", "--window-size=\(Self.windowSize)", folder.appending(path: "\(page.name).html").absoluteString],
                profile: folder.appending(path: "chromium-profile").path)
            shots[page.name] = try PNGImage(data: try Data(contentsOf: png))
            try Self.compare(png, named: page.name)
        }
        // The threshold tells pages apart: the same scene on another device and direction is
        // far more than it allows from the design size.
        let design = try #require(shots["signup-revision"]), other = try #require(shots["signup-revision-iphone-se-rtl"])
        #expect(design.differingShare(from: other) > 10 * Self.threshold)
    }

    @Test("a storyboard's overview looks as recorded: ten scenes where the document places them, its cells in rows below")
    func documentOverviewLooksAsRecorded() async throws {
        let browser = try #require(BrowserTests.chromium)
        let file = "Ranchero-Software__NetNewsWire__iOS__Account__Account.storyboard"
        let folder = FileManager.default.temporaryDirectory.appending(path: "layoutstore-web-overview-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let document = try IBDocument(
            bytes: Array(try Data(contentsOf: CorpusWebFixture.folder.appending(path: file))), file: file)
        let names = DocumentImport(document, fallbackName: "Account").projects.map(\.name)
        #expect(names.count > 10)
        let scratch = try Store(path: folder.appending(path: "scratch.db").path)
        let scenes = try names.enumerated().map { index, name in
            try CorpusWebFixture.importScene(name, from: file, numberedFrom: 200_000 + 1_000 * index, fallbackName: "Account")
        }
        try scratch.createProjects(scenes, message: "import \(file)", author: "ana")
        let store = try Store(path: folder.appending(path: "overview.db").path)
        try CorpusWebFixture.restamped(from: scratch, into: store)
        let tokens = try names.map { try store.tokens.create(project: try store.resolveProject($0).id, readOnly: true, label: $0) }
        let first = try #require(names.first)
        let standIns = try store.projects().flatMap { project in
            try store.history.log(project.id).map { ($0.id.short, String(repeating: "0", count: $0.id.short.count)) }
        }
        let page = folder.appending(path: "account-document.html")
        let cookie = "layoutstore_tokens=" + tokens.joined(separator: ".")
        try await WebRoutesTests.withServer(store) { send in
            let answer = try await send(.get, "/projects/\(WebLinks.segment(first))/document", [.cookie: cookie], nil)
            #expect(answer.status == 200)
            try Self.stable(answer.body, standIns).write(to: page, atomically: true, encoding: .utf8)
        }
        let png = folder.appending(path: "account-document.png")
        _ = try await BrowserTests.load(
            browser, ["--screenshot=\(png.path)", "--window-size=\(Self.windowSize)", page.absoluteString],
            profile: folder.appending(path: "chromium-profile").path)
        try Self.compare(png, named: "account-document")
    }

    /// Checks a screenshot against its recorded one (or records it, with `WEB_RECORD=1`).
    static func compare(_ screenshot: URL, named name: String) throws {
        let reference = references.appending(path: "\(name).png")
        if recording {
            try FileManager.default.createDirectory(at: references, withIntermediateDirectories: true)
            _ = try? FileManager.default.removeItem(at: reference)
            try FileManager.default.copyItem(at: screenshot, to: reference)
            return
        }
        guard let recorded = try? Data(contentsOf: reference) else {
            Issue.record("no recorded screenshot \(reference.path); record it with WEB_RECORD=1 swift test --filter ScreenshotTests")
            return
        }
        let expected = try PNGImage(data: recorded), actual = try PNGImage(data: try Data(contentsOf: screenshot))
        guard expected.width == actual.width, expected.height == actual.height else {
            Issue.record("\(name): \(actual.width)×\(actual.height) pixels, recorded \(expected.width)×\(expected.height)")
            return
        }
        let share = actual.differingShare(from: expected)
        guard share > threshold else { return }
        // Kept where it can be looked at beside the recorded one (the fixture's folder goes).
        let kept = FileManager.default.temporaryDirectory.appending(path: "layoutstore-web-screenshots/\(name).png")
        try? FileManager.default.createDirectory(at: kept.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? FileManager.default.removeItem(at: kept)
        try? FileManager.default.copyItem(at: screenshot, to: kept)
        let page = kept.deletingPathExtension().appendingPathExtension("html")
        try? FileManager.default.removeItem(at: page)
        try? FileManager.default.copyItem(at: screenshot.deletingPathExtension().appendingPathExtension("html"), to: page)
        Issue.record(
            "\(name): \(String(format: "%.2f", share * 100))% of the page differs from \(reference.path) (at most \(threshold * 100)%); see \(kept.path)"
        )
    }

    /// What differs from run to run, and what stands for it: each revision's id and short id
    /// (numbered, oldest first), each date.
    static func standIns(_ fixture: CorpusWebFixture) throws -> [(String, String)] {
        var pairs: [(String, String)] = []
        for project in try fixture.store.projects() {
            for (number, revision) in try fixture.store.history.log(project.id).reversed().enumerated() {
                let standIn = String(format: "%04d%06d", project.name.count, number + 1) + String(repeating: "0", count: 54)
                pairs.append((revision.id.rawValue, standIn))
                pairs.append((revision.id.short, String(standIn.prefix(revision.id.short.count))))
            }
        }
        return pairs
    }

    static func stable(_ html: String, _ standIns: [(String, String)]) -> String {
        var text = html
        for (varying, standIn) in standIns { text = text.replacingOccurrences(of: varying, with: standIn) }
        return text.replacingOccurrences(
            of: #"\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC"#, with: "2026-01-02 03:04:05 UTC", options: .regularExpression)
    }
}

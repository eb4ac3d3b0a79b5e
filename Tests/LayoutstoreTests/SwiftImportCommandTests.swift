import Foundation
import Testing

/// `layoutstore import File.swift`, through the built binary.
@Suite("layoutstore import of Swift layout code")
struct SwiftImportCommandTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "Fixtures/SwiftLayouts")
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "Fixtures/ibcorpus")

    @Test("a view controller's code becomes a project; show gives each constraint's place in the file; Swift and a xib in one import")
    func importCode() throws {
        let cli = try CLI()
        defer { cli.removeFolder() }
        let cell = Self.corpus.appending(path: "Instagram__IGListKit__Examples__Examples-iOS__IGListKitExamples__Views__NibCell.xib").path
        let report = try #require(
            try cli.run("import", Self.fixtures.appending(path: "LoginViewController.swift").path, cell, "--json").json() as? [String: Any])
        let projects = try #require(report["projects"] as? [[String: Any]])
        #expect(Set(projects.compactMap { $0["name"] as? String }) == ["LoginViewController", "NibCell"])
        let login = try #require(projects.first { $0["name"] as? String == "LoginViewController" })
        #expect(login["views"] as? Int == 5 && login["constraints"] as? Int == 14)
        let shown = try cli.ok("--project", "LoginViewController", "show", "formToButton")
        #expect(shown.contains("LoginViewController.swift:59:23"))
        #expect(shown.contains("equation     passwordField.bottom <= signInButton.top - 16\n"))
        #expect(shown.contains("priority     999\n"))
        let listed = try #require(try cli.run("--project", "LoginViewController", "list", "--json").json() as? [[String: Any]])
        #expect(listed.allSatisfy { ($0["sourceLocation"] as? String)?.hasPrefix(Self.fixtures.path + "/LoginViewController.swift:") == true })
    }

    @Test("importing the file again after an edit: the same project, one revision of what changed")
    func reimport() throws {
        let cli = try CLI()
        defer { cli.removeFolder() }
        let file = cli.folder.appending(path: "LoginViewController.swift")
        let original = try String(contentsOf: Self.fixtures.appending(path: "LoginViewController.swift"), encoding: .utf8)
        try original.write(to: file, atomically: true, encoding: .utf8)
        try cli.ok("import", file.path, "-m", "first")
        let before = try #require(try cli.run("--project", "LoginViewController", "list", "--json").json() as? [[String: Any]])
        try original.replacingOccurrences(of: "private let fieldHeight: CGFloat = 44", with: "private let fieldHeight: CGFloat = 48")
            .write(to: file, atomically: true, encoding: .utf8)
        try cli.ok("import", file.path, "-m", "taller fields")
        #expect(try cli.ok("projects").components(separatedBy: "LoginViewController").count == 2, "one project")
        let after = try #require(try cli.run("--project", "LoginViewController", "list", "--json").json() as? [[String: Any]])
        // Every constraint keeps its id; the one height changed its constant.
        #expect(Set(before.compactMap { $0["id"] as? String }) == Set(after.compactMap { $0["id"] as? String }))
        #expect(after.contains { $0["equation"] as? String == "emailField.height == 48" })
        let log = try cli.ok("--project", "LoginViewController", "log")
        #expect(log.contains("taller fields") && log.contains("first"))
        let diff = try cli.ok("--project", "LoginViewController", "diff", "HEAD~1", "HEAD")
        #expect(diff.contains("44") && diff.contains("48"), "\(diff)")
        // The same file again changes nothing.
        try cli.ok("import", file.path, "-m", "again")
        #expect(!(try cli.ok("--project", "LoginViewController", "log")).contains("again"))
    }

    @Test("what is left out is listed as file:line:column; --strict fails on it and stores nothing")
    func leftOutAndStrict() throws {
        let cli = try CLI()
        defer { cli.removeFolder() }
        let feed = Self.fixtures.appending(path: "FeedViewController.swift").path
        let strict = try cli.run("import", feed, "--strict")
        #expect(strict.status == 1)
        #expect(strict.stderr.contains("FeedViewController.swift:15:9: "), "\(strict.stderr)")
        #expect(strict.stderr.contains("--strict"))
        #expect(!FileManager.default.fileExists(atPath: cli.store.path), "no store made")
        let imported = try cli.run("import", feed)
        #expect(imported.status == 0)
        #expect(imported.stderr.contains("FeedViewController.swift:21:13: a constraint left out"), "\(imported.stderr)")
        #expect(imported.stderr.contains("FeedViewController.swift:24:9: "), "\(imported.stderr)")
    }

    @Test("a file that does not parse, and a view no file declares, are refused with their place; the store is unchanged")
    func errors() throws {
        let cli = try CLI()
        defer { cli.removeFolder() }
        try cli.ok("init", "Existing")
        let before = try cli.storeSnapshot()
        let broken = cli.folder.appending(path: "Broken.swift")
        try "import UIKit\nfinal class A: UIViewController {\n    override func viewDidLoad() {\n        view.addSubview(\n    }\n}\n"
            .write(to: broken, atomically: true, encoding: .utf8)
        let parse = try cli.run("import", broken.path, Self.fixtures.appending(path: "LoginViewController.swift").path)
        #expect(parse.status == 1)
        #expect(parse.stderr.contains("Broken.swift:4:25: the file does not parse as Swift: expected an expression"), "\(parse.stderr)")
        #expect(parse.stderr.contains("does not parse"), "\(parse.stderr)")
        let typo = cli.folder.appending(path: "Typo.swift")
        try """
        import UIKit
        final class B: UIViewController {
            let titleLabel = UILabel()
            override func viewDidLoad() {
                view.addSubview(titleLabel)
                titleLable.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
            }
        }
        """.write(to: typo, atomically: true, encoding: .utf8)
        let unknown = try cli.run("import", typo.path)
        #expect(unknown.status == 1)
        #expect(unknown.stderr.contains("Typo.swift:6:9: unknown view 'titleLable'"), "\(unknown.stderr)")
        #expect(try cli.storeSnapshot() == before, "nothing written")
    }
}

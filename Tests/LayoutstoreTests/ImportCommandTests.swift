import Foundation
import Testing

@Suite("layoutstore import")
struct ImportCommandTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "Fixtures/ibcorpus")
    static let cell = corpus.appending(path: "Instagram__IGListKit__Examples__Examples-iOS__IGListKitExamples__Views__NibCell.xib").path
    static let storyboard = corpus.appending(path: "HeroTransitions__Hero__LegacyExamples__Examples__MusicPlayer.storyboard").path

    @Test("a xib becomes a project with its views, constraints and frames, solvable at once")
    func importCell() throws {
        let cli = try CLI()
        let report = try #require(try cli.run("import", Self.cell, "--json").json() as? [String: Any])
        let projects = try #require(report["projects"] as? [[String: Any]])
        #expect(projects.count == 1)
        #expect(projects.first?["name"] as? String == "NibCell")
        #expect(projects.first?["constraints"] as? Int == 8)
        #expect((projects.first?["revision"] as? String)?.count == 64)
        let views = try #require(try cli.run("--project", "NibCell", "view", "list", "--json").json() as? [[String: Any]])
        #expect(views.map { $0["name"] as? String } == ["root", "contentView", "separator", "label1", "label2"])
        // Each keeps its Interface Builder object id, as `ibID` (the content view has none in this file).
        #expect(views.map { $0["ibID"] as? String } == ["Bsi-Xi-IXl", nil, "KmO-E2-9FY", "fAB-2v-237", "qTT-Ka-LDD"])
        let constraints = try #require(try cli.run("--project", "NibCell", "list", "--json").json() as? [[String: Any]])
        #expect(constraints.count == 8 && constraints.allSatisfy { ($0["ibID"] as? String)?.count == 10 })
        #expect(constraints.contains { $0["ibID"] as? String == "DGO-9u-efg" && $0["equation"] as? String == "separator.height == 1" })
        // The document's frames follow from its constraints: no view is misplaced by more than 0.5 pt.
        let check = try cli.run("--project", "NibCell", "check")
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        #expect(try cli.ok("--project", "NibCell", "log").contains("import Instagram__IGListKit"))
    }

    @Test("the design device's safe area comes in with the project (view list --json shows it): a plain solve and check use it, --device replaces it")
    func deviceSafeArea() throws {
        let cli = try CLI()
        let card = Self.corpus.appending(path: "SwiftKickMobile__SwiftMessages__SwiftMessages__Resources__CardView.xib").path
        try cli.ok("import", card)
        let project = "MessageView"
        func cornerFrame(_ arguments: String...) throws -> [String: Double]? {
            let solved = try #require(try cli.run(["--project", project, "solve", "--json"] + arguments).json() as? [String: Any])
            let views = try #require(solved["views"] as? [[String: Any]])
            return views.first { $0["name"] as? String == "cornerRoundingView" }?["frame"] as? [String: Double]
        }
        // retina6_1 in portrait: 44 pt at the top, 34 at the bottom; the card sits in the margins.
        #expect(try cornerFrame() == ["x": 20, "y": 44, "width": 470, "height": 82])
        let check = try cli.run("--project", project, "check")
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        // An iPhone SE has 20 pt of status bar and no home indicator; its width is the preset's.
        #expect(try cornerFrame("--device", "iphone-se")?["y"] == 20)
        let views = try #require(try cli.run("--project", project, "view", "list", "--json").json() as? [[String: Any]])
        #expect(views.first?["deviceSafeAreaInsets"] as? [String: Double] == ["top": 44, "left": 0, "bottom": 34, "right": 0])
    }

    @Test("--dry-run reports and stores nothing; a storyboard gives a project per scene, names unique")
    func dryRunStoryboard() throws {
        let cli = try CLI()
        // Without a store, a dry run makes none.
        #expect(try cli.run("import", Self.storyboard, "--dry-run").status == 0)
        #expect(!FileManager.default.fileExists(atPath: cli.store.path))
        try cli.ok("init", "Existing")
        let before = try Data(contentsOf: cli.store)
        let dry = try cli.run("import", Self.storyboard, "--dry-run")
        #expect(dry.status == 0, "\(dry.stderr)")
        #expect(dry.stderr.contains("--dry-run: nothing was stored"))
        #expect(try cli.ok("projects").split(separator: "\n").count == 2, "only the header and 'Existing'")
        #expect(try Data(contentsOf: cli.store) == before)
        try cli.ok("import", Self.storyboard)
        let names = try #require(try cli.run("projects", "--json").json() as? [[String: Any]]).compactMap { $0["name"] as? String }
        #expect(names.count > 2)
        #expect(Set(names).count == names.count)
    }

    @Test("bad input names the file and line, exits 1 and leaves the store as it was")
    func badInput() throws {
        let cli = try CLI()
        try cli.ok("init", "Existing")
        let before = try Data(contentsOf: cli.store)
        let cases: [(String, String, String)] = [
            ("notxml.xib", "hello there", "not XML"),
            ("bomb.xib", "<?xml version=\"1.0\"?>\n<!DOCTYPE d [<!ENTITY a \"aaaaaaaa\">]>\n<document/>", "bomb.xib:2:"),
            ("cut.storyboard", String(try String(contentsOfFile: Self.storyboard, encoding: .utf8).prefix(5000)), "cut short"),
            ("plist.xib", "<?xml version=\"1.0\"?>\n<plist version=\"1.0\"/>", "not an Interface Builder document"),
        ]
        for (name, text, words) in cases {
            let file = cli.folder.appending(path: name)
            try text.write(to: file, atomically: true, encoding: .utf8)
            // A good document first: nothing of it is stored either when a later one fails.
            let result = try cli.run("import", Self.cell, file.path)
            #expect(result.status == 1, "\(name)")
            #expect(result.stderr.contains(words), "\(name): \(result.stderr)")
            #expect(result.stderr.contains(name), "\(name): \(result.stderr)")
            #expect(try Data(contentsOf: cli.store) == before, "\(name): the store changed")
        }
        let missing = try cli.run("import", "/nonexistent/Main.storyboard")
        #expect(missing.status == 1 && missing.stderr.contains("cannot read '/nonexistent/Main.storyboard'"))
    }
}

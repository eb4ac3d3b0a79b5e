import Foundation
import Testing

/// `layoutstore export --into FILE`: the store's layout written back into the document it was
/// imported from, with the real binary on a real store.
@Suite("export --into")
struct ExportIntoCommandTests {
    static let storyboard = "HeroTransitions__Hero__LegacyExamples__Examples__MusicPlayer.storyboard"

    /// A copy of the corpus storyboard in the test's folder, imported; its projects' names in
    /// document order.
    func imported(_ cli: CLI, document: String = Self.storyboard) throws -> (URL, [String]) {
        let file = cli.folder.appending(path: "Main.storyboard")
        try FileManager.default.copyItem(at: LintCommandTests.corpus.appending(path: document), to: file)
        let report = try #require(try cli.run("import", file.path, "--json").json() as? [String: Any])
        let names = try #require(report["projects"] as? [[String: Any]]).compactMap { $0["name"] as? String }
        return (file, names)
    }

    func lines(_ url: URL) throws -> [String] {
        try String(contentsOf: url, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// The lines only `after` has and the lines only `before` has.
    func changed(_ before: [String], _ after: [String]) -> (removed: [String], added: [String]) {
        var removed: [String] = []
        var added: [String] = []
        for change in after.difference(from: before) {
            switch change {
            case .remove(_, let line, _): removed.append(line)
            case .insert(_, let line, _): added.append(line)
            }
        }
        return (removed, added)
    }

    @Test("an unchanged import writes the same bytes back, for documents of every kind, with either frames mode")
    func unchanged() throws {
        let documents = [
            Self.storyboard, "firebase__quickstart-ios__database__DatabaseExample__PostTableViewCell.xib",
            "Clipy__Clipy__Clipy__Sources__Preferences__Base.lproj__CPYPreferencesWindowController.xib",
            "HeroTransitions__Hero__TvOSExamples__Basic.storyboard",
        ]
        for document in documents {
            let cli = try CLI()
            defer { cli.removeFolder() }
            let (file, _) = try imported(cli, document: document)
            let before = try Data(contentsOf: file)
            let solved = try cli.run("export", "--into", file.path)
            #expect(solved.status == 0, "\(document): \(solved.stderr)")
            #expect(solved.stdout.contains("nothing was written"), "\(document): \(solved.stdout)")
            #expect(try cli.run("export", "--into", file.path, "--frames", "keep").status == 0)
            #expect(try Data(contentsOf: file) == before, "\(document)")
        }
    }

    @Test("--frames keep: a changed constant is a one-line diff; two scenes go back in one write; the result imports unchanged")
    func constantsInTwoScenes() throws {
        let cli = try CLI()
        defer { cli.removeFolder() }
        let (file, names) = try imported(cli)
        #expect(names.count == 2)
        let before = try lines(file)
        try cli.ok("--project", names[0], "edit", "9cZ-9u-l7u", "--constant", "28")
        try cli.ok("--project", names[1], "edit", "E8r-BX-4Mu", "--constant", "52")
        let result = try cli.run("export", "--into", file.path, "--frames", "keep")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains(names[0]) && result.stdout.contains(names[1]))
        let diff = changed(before, try lines(file))
        #expect(diff.removed.count == 2 && diff.added.count == 2, "\(diff)")
        #expect(diff.added.contains { $0.contains(#"constant="28" id="9cZ-9u-l7u""#) })
        #expect(diff.added.contains { $0.contains(#"constant="52" id="E8r-BX-4Mu""#) })
        // Importing the written document again finds nothing to change.
        let again = try #require(try cli.run("import", file.path, "--json").json() as? [String: Any])
        let rows = try #require(again["projects"] as? [[String: Any]])
        #expect(rows.allSatisfy { $0["revision"] == nil || $0["revision"] is NSNull }, "\(rows)")
        // And writing back again writes nothing.
        #expect(try cli.ok("export", "--into", file.path).contains("nothing was written"))
    }

    @Test("--frames solved (the default) also rewrites the frames the change moved, and nothing else")
    func solvedFrames() throws {
        let cli = try CLI()
        defer { cli.removeFolder() }
        let (file, names) = try imported(cli)
        let before = try lines(file)
        try cli.ok("--project", names[0], "edit", "3fe-e3-YZS", "--constant", "40")
        try cli.ok("export", "--into", file.path)
        let diff = changed(before, try lines(file))
        #expect(diff.added.contains { $0.contains(#"constant="40" id="3fe-e3-YZS""#) })
        let frames = diff.added.filter { $0.contains(#"<rect key="frame""#) }
        #expect(!frames.isEmpty, "the views below the constraint move down: \(diff)")
        #expect(diff.added.count == frames.count + 1 && diff.removed.count == diff.added.count, "\(diff)")
    }

    @Test("on several corpus documents, a changed constant with solved frames changes its own line and frame lines only")
    func solvedFramesOnCorpus() throws {
        let documents = [
            "AssistoLab__DropDown__Demo__Base.lproj__Main.storyboard",
            "firebase__quickstart-ios__database__DatabaseExample__PostTableViewCell.xib",
            "Ranchero-Software__NetNewsWire__iOS__Account__Account.storyboard",
            "AssistoLab__DropDown__DropDown__resources__DropDownCell.xib",
        ]
        for document in documents {
            let cli = try CLI()
            defer { cli.removeFolder() }
            let (file, names) = try imported(cli, document: document)
            let before = try lines(file)
            var edited: String?
            for name in names where edited == nil {
                let constraints = try #require(try cli.run("--project", name, "list", "--json").json() as? [[String: Any]])
                guard let constraint = constraints.first(where: { ($0["ibID"] as? String) != nil && ($0["constant"] as? Double ?? 0) != 0 }),
                    let id = constraint["ibID"] as? String, let constant = constraint["constant"] as? Double
                else { continue }
                try cli.ok("--project", name, "edit", id, "--constant", String(Int(constant) + 8))
                edited = id
            }
            let id = try #require(edited, "\(document) has a constraint with a constant")
            let result = try cli.run("export", "--into", file.path)
            #expect(result.status == 0, "\(document): \(result.stderr)")
            let diff = changed(before, try lines(file))
            #expect(diff.added.filter { $0.contains(#"id="\#(id)""#) }.count == 1, "\(document): \(diff)")
            let others = diff.added.filter { !$0.contains(#"id="\#(id)""#) }
            #expect(others.allSatisfy { $0.contains(#"<rect key="frame""#) }, "\(document): \(others)")
            #expect(diff.removed.count == diff.added.count, "\(document): \(diff)")
        }
    }

    @Test("a new constraint is one new element with an id in Interface Builder's form; a removed view takes its constraints along")
    func addAndRemove() throws {
        let cli = try CLI()
        defer { cli.removeFolder() }
        let (file, names) = try imported(cli, document: "firebase__quickstart-ios__database__DatabaseExample__PostTableViewCell.xib")
        let before = try lines(file)
        let views = try #require(try cli.run("--project", names[0], "view", "list", "--json").json() as? [[String: Any]])
        let removedID = "4qd-2T-ObX"  // the cell's author label
        let label = try #require(views.first { $0["ibID"] as? String == removedID }?["name"] as? String)
        let content = try #require(views.first { $0["ibID"] as? String == "H2p-sc-9uM" }?["name"] as? String)
        try cli.ok("--project", names[0], "add", "\(label).trailing <= \(content).trailing - 20")
        try cli.ok("export", "--into", file.path, "--frames", "keep")
        let diff = changed(before, try lines(file))
        #expect(diff.removed.isEmpty && diff.added.count == 1, "\(diff)")
        let added = try #require(diff.added.first)
        #expect(
            added.contains(
                #"<constraint firstItem="4qd-2T-ObX" firstAttribute="trailing" relation="lessThanOrEqual" secondItem="H2p-sc-9uM" secondAttribute="trailing" constant="-20" id=""#
            ), "\(added)")
        #expect(added.firstMatch(of: /id="[0-9A-Za-z]{3}-[0-9A-Za-z]{2}-[0-9A-Za-z]{3}"/) != nil)
        // The view removed: its element and every constraint naming it go.
        try cli.ok("--project", names[0], "view", "remove", label, "--cascade")
        try cli.ok("export", "--into", file.path, "--frames", "keep")
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(!text.contains(#"id="\#(removedID)""#) && !text.contains(#""\#(removedID)""#), "nothing names the removed view")
        #expect(try cli.run("import", file.path, "--dry-run").status == 0)
    }

    @Test("a document changed since its import is refused, naming the element, unless --force; bad input changes nothing")
    func refusals() throws {
        let cli = try CLI()
        defer { cli.removeFolder() }
        let (file, names) = try imported(cli)
        try cli.ok("--project", names[0], "edit", "9cZ-9u-l7u", "--constant", "28")
        let text = try String(contentsOf: file, encoding: .utf8)
        let edited = text.replacingOccurrences(of: #"constant="16" id="hU7-q2-gBv""#, with: #"constant="17" id="hU7-q2-gBv""#)
        try Data(edited.utf8).write(to: file)
        let store = try cli.storeSnapshot()
        let refused = try cli.run("export", "--into", file.path)
        #expect(refused.status == 1)
        #expect(refused.stderr.contains(#"<constraint id="hU7-q2-gBv">"#) && refused.stderr.contains("--force"), "\(refused.stderr)")
        #expect(try String(contentsOf: file, encoding: .utf8) == edited)
        let forced = try cli.run("export", "--into", file.path, "--force")
        #expect(forced.status == 0, "\(forced.stderr)")
        let written = try String(contentsOf: file, encoding: .utf8)
        #expect(written.contains(#"constant="28" id="9cZ-9u-l7u""#) && written.contains(#"constant="16" id="hU7-q2-gBv""#))
        for arguments in [
            ["export", "--into", cli.folder.appending(path: "missing.storyboard").path],
            ["export", "--into", file.path, "--xib"],
            ["export", "--frames", "keep", "--xib"],
        ] {
            let result = try cli.run(arguments)
            #expect(result.status != 0 && !result.stderr.isEmpty, "\(arguments)")
        }
        let other = cli.folder.appending(path: "Other.xib")
        try FileManager.default.copyItem(
            at: LintCommandTests.corpus.appending(path: "Instagram__IGListKit__Examples__Examples-iOS__IGListKitExamples__Views__NibCell.xib"),
            to: other)
        let otherBytes = try Data(contentsOf: other)
        let unrelated = try cli.run("export", "--into", other.path)
        #expect(unrelated.status == 1 && unrelated.stderr.contains("import it first"), "\(unrelated.stderr)")
        #expect(try Data(contentsOf: other) == otherBytes)
        #expect(try cli.storeSnapshot() == store)
    }
}

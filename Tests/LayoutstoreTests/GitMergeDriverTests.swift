import Foundation
import Testing

/// `layoutstore git merge-driver` under a real `git merge`, on corpus documents, in a
/// repository made in the test, set up by `layoutstore git install`.
@Suite("layoutstore git: the merge driver")
struct GitMergeDriverTests {
    static let document = "HeroTransitions__Hero__LegacyExamples__Examples__MusicPlayer.storyboard"

    /// Runs git in the test's folder with an identity and no user config; its exit status and output.
    @discardableResult
    func git(_ cli: CLI, _ arguments: String...) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = cli.folder
        process.environment = [
            "PATH": "/usr/bin:/bin", "HOME": cli.folder.path, "GIT_CONFIG_NOSYSTEM": "1", "GIT_AUTHOR_NAME": "Ana",
            "GIT_AUTHOR_EMAIL": "ana@example.com", "GIT_COMMITTER_NAME": "Ana", "GIT_COMMITTER_EMAIL": "ana@example.com",
            "LAYOUTSTORE_STORE": cli.store.path,
        ]
        let output = cli.folder.appending(path: "git-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        // One handle for both, so that neither writes over the other.
        let handle = try FileHandle(forWritingTo: output)
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        return (process.terminationStatus, (try? String(contentsOf: output, encoding: .utf8)) ?? "")
    }

    /// A repository with the drivers installed and the corpus storyboard committed on `main`.
    func repository(_ document: String = Self.document) throws -> (CLI, URL) {
        let cli = try CLI()
        try #require(try git(cli, "init", "-q", "-b", "main").status == 0)
        try cli.ok("git", "install")
        let file = cli.folder.appending(path: "Main.storyboard")
        try FileManager.default.copyItem(at: LintCommandTests.corpus.appending(path: document), to: file)
        try git(cli, "add", "-A")
        try git(cli, "commit", "-q", "-m", "storyboard")
        return (cli, file)
    }

    func replace(_ old: String, with new: String, in file: URL) throws {
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.contains(old), "\(old)")
        try Data(text.replacingOccurrences(of: old, with: new).utf8).write(to: file)
    }

    /// `branch` gets `theirs`' edit, `main` `ours`', each committed; then `git merge branch` on main.
    func merge(
        _ cli: CLI, _ file: URL, ours: (String, String), theirs: (String, String)
    ) throws -> (status: Int32, output: String) {
        try git(cli, "checkout", "-q", "-b", "theirs")
        try replace(theirs.0, with: theirs.1, in: file)
        try git(cli, "commit", "-q", "-am", "theirs")
        try git(cli, "checkout", "-q", "main")
        try replace(ours.0, with: ours.1, in: file)
        try git(cli, "commit", "-q", "-am", "ours")
        return try git(cli, "merge", "--no-edit", "theirs")
    }

    @Test("git install sets the merge driver and the merge=layoutstore lines once")
    func install() throws {
        let (cli, _) = try repository()
        defer { cli.removeFolder() }
        try cli.ok("git", "install")
        let attributes = try String(contentsOf: cli.folder.appending(path: ".gitattributes"), encoding: .utf8)
        #expect(attributes.components(separatedBy: "*.storyboard merge=layoutstore\n").count == 2)
        #expect(attributes.contains("*.xib merge=layoutstore\n") && attributes.contains("*.storyboard diff=layoutstore\n"))
        #expect(try git(cli, "config", "merge.layoutstore.driver").output.hasSuffix(" git merge-driver %O %A %B %P\n"))
    }

    @Test("two constraints changed on two branches merge cleanly, and the result imports with both")
    func disjoint() throws {
        let (cli, file) = try repository()
        defer { cli.removeFolder() }
        let result = try merge(
            cli, file, ours: (#"constant="16" id="9cZ-9u-l7u""#, #"constant="28" id="9cZ-9u-l7u""#),
            theirs: (#"constant="48" id="E8r-BX-4Mu""#, #"constant="52" id="E8r-BX-4Mu""#))
        #expect(result.status == 0, "\(result.output)")
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.contains(#"constant="28" id="9cZ-9u-l7u""#) && text.contains(#"constant="52" id="E8r-BX-4Mu""#))
        try cli.ok("import", file.path)
        for id in ["9cZ-9u-l7u", "E8r-BX-4Mu"] {
            let projects = try #require(try cli.run("projects", "--json").json() as? [[String: Any]])
            let found = try projects.compactMap { $0["name"] as? String }.contains { name in
                let shown = try cli.run("--project", name, "show", id, "--json")
                guard shown.status == 0, let constraint = try shown.json() as? [String: Any] else { return false }
                return constraint["constant"] as? Double == (id == "9cZ-9u-l7u" ? 28 : 52)
            }
            #expect(found, "\(id) imports with its merged constant")
        }
    }

    @Test("a label's text on one branch and a constraint on the other merge")
    func textAndLayout() throws {
        let (cli, file) = try repository("firebase__quickstart-ios__database__DatabaseExample__PostTableViewCell.xib")
        defer { cli.removeFolder() }
        let result = try merge(
            cli, file, ours: (#"constant="8" id="2xl-fT-yoF""#, #"constant="12" id="2xl-fT-yoF""#),
            theirs: (#"text="author" textAlignment="natural""#, #"text="writer" textAlignment="natural""#))
        #expect(result.status == 0, "\(result.output)")
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.contains(#"constant="12" id="2xl-fT-yoF""#) && text.contains(#"text="writer""#))
    }

    @Test("the same constant changed two ways conflicts: ours is kept, the conflict named by scene, constraint and field with both values")
    func sameField() throws {
        let (cli, file) = try repository()
        defer { cli.removeFolder() }
        let result = try merge(
            cli, file, ours: (#"constant="16" id="9cZ-9u-l7u""#, #"constant="28" id="9cZ-9u-l7u""#),
            theirs: (#"constant="16" id="9cZ-9u-l7u""#, #"constant="40" id="9cZ-9u-l7u""#))
        #expect(result.status != 0)
        #expect(result.output.contains("scene '") && result.output.contains("constant") && result.output.contains("9cZ-9u-l7u"), "\(result.output)")
        #expect(result.output.contains("ours 28") && result.output.contains("theirs 40"), "\(result.output)")
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.contains(#"constant="28" id="9cZ-9u-l7u""#) && !text.contains("<<<<<<<"))
        #expect(try cli.run("import", file.path, "--dry-run").status == 0, "the file stays a document")
    }

    @Test("an unchanged merge is byte-identical; the same edit on both sides, too")
    func unchanged() throws {
        let (cli, file) = try repository()
        defer { cli.removeFolder() }
        let original = try Data(contentsOf: file)
        let copies = ["base", "ours", "theirs"].map { cli.folder.appending(path: "\($0).storyboard") }
        for copy in copies { try original.write(to: copy) }
        try cli.ok("git", "merge-driver", copies[0].path, copies[1].path, copies[2].path, "Main.storyboard")
        #expect(try Data(contentsOf: copies[1]) == original)
        try git(cli, "checkout", "-q", "-b", "theirs")
        try Data("notes\n".utf8).write(to: cli.folder.appending(path: "notes.txt"))
        try git(cli, "add", "notes.txt")
        try git(cli, "commit", "-q", "-m", "notes")
        try git(cli, "checkout", "-q", "main")
        try replace(#"constant="16" id="9cZ-9u-l7u""#, with: #"constant="28" id="9cZ-9u-l7u""#, in: file)
        try git(cli, "commit", "-q", "-am", "ours")
        let ours = try Data(contentsOf: file)
        #expect(try git(cli, "merge", "--no-edit", "theirs").status == 0)
        #expect(try Data(contentsOf: file) == ours)
    }

    @Test("a clean merge that makes the layout unsatisfiable exits 0 and reports the new problem, as sync does")
    func problemsTheMergeBrought() throws {
        let cli = try CLI()
        defer { cli.removeFolder() }
        let original = try String(
            contentsOf: LintCommandTests.corpus.appending(
                path: "firebase__quickstart-ios__database__DatabaseExample__PostTableViewCell.xib"),
            encoding: .utf8)
        let anchor = #"<constraint firstItem="4qd-2T-ObX" firstAttribute="leading""#
        func adding(_ constraint: String) -> String {
            original.replacingOccurrences(of: anchor, with: constraint + "\n                    " + anchor)
        }
        let paths = ["base", "ours", "theirs"].map { cli.folder.appending(path: "\($0).xib") }
        try Data(original.utf8).write(to: paths[0])
        try Data(adding(#"<constraint firstItem="4qd-2T-ObX" firstAttribute="width" constant="100" id="Wd1-aa-100"/>"#).utf8).write(to: paths[1])
        try Data(adding(#"<constraint firstItem="4qd-2T-ObX" firstAttribute="width" constant="50" id="Wd2-bb-050"/>"#).utf8).write(to: paths[2])
        let result = try cli.run("git", "merge-driver", paths[0].path, paths[1].path, paths[2].path, "Cell.xib")
        #expect(result.status == 0, "\(result.stderr)")
        let merged = try String(contentsOf: paths[1], encoding: .utf8)
        #expect(merged.contains(#"id="Wd1-aa-100""#) && merged.contains(#"id="Wd2-bb-050""#))
        #expect(result.stderr.contains("width == 50") && result.stderr.contains("width == 100"), "\(result.stderr)")
        #expect(
            result.stderr.contains("new layout problems") && result.stderr.contains("Unable to simultaneously satisfy constraints"),
            "\(result.stderr)")
    }

    @Test("a file that is not a document is merged as text; a missing file is an error that leaves ours as it was")
    func badInput() throws {
        let cli = try CLI()
        defer { cli.removeFolder() }
        let paths = ["base", "ours", "theirs"].map { cli.folder.appending(path: "\($0).xib") }
        try Data("a\nb\nc\n".utf8).write(to: paths[0])
        try Data("A\nb\nc\n".utf8).write(to: paths[1])
        try Data("a\nb\nC\n".utf8).write(to: paths[2])
        let text = try cli.run("git", "merge-driver", paths[0].path, paths[1].path, paths[2].path)
        #expect(text.status == 0, "\(text.stderr)")
        #expect(try String(contentsOf: paths[1], encoding: .utf8) == "A\nb\nC\n")
        let missing = try cli.run("git", "merge-driver", cli.folder.appending(path: "none.xib").path, paths[1].path, paths[2].path)
        #expect(missing.status == 1 && missing.stderr.contains("cannot read"))
        #expect(try String(contentsOf: paths[1], encoding: .utf8) == "A\nb\nC\n")
    }
}

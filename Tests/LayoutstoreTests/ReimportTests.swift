import Foundation
import Testing

/// Importing a document again, and a document's git history: one revision per change of the
/// file, holding only what changed.
@Suite("Re-import and git history")
struct ReimportTests {
    /// A copy of the corpus's IGListKit cell in the test's folder, to edit.
    private func cellCopy(in cli: CLI, at relative: String = "cell.xib") throws -> URL {
        let url = cli.folder.appending(path: relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: URL(fileURLWithPath: ImportCommandTests.cell), to: url)
        return url
    }

    /// Replaces the trailing constraint's constant 15 (document id XaH-vp-MoX) in the file.
    private func setTrailingConstant(_ value: Int, in url: URL) throws {
        let text = try String(contentsOf: url, encoding: .utf8)
        let edited = text.replacingOccurrences(
            of: #"constant="\d+" id="XaH-vp-MoX""#, with: "constant=\"\(value)\" id=\"XaH-vp-MoX\"", options: .regularExpression)
        #expect(edited != text)
        try edited.write(to: url, atomically: true, encoding: .utf8)
    }

    @Test("importing the same file again changes nothing; an edited constant is one field change, with every id kept")
    func reimport() throws {
        let cli = try CLI()
        let url = try cellCopy(in: cli)
        try cli.ok("import", url.path)
        let ids = try cli.ok("--project", "NibCell", "list", "--json")
        let again = try #require(try cli.run("import", url.path, "--json").json() as? [String: Any])
        let row = try #require((again["projects"] as? [[String: Any]])?.first)
        #expect(row["updated"] as? Bool == true && row["revision"] == nil, "nothing changed, so no revision: \(row)")
        #expect(try cli.ok("projects").components(separatedBy: "NibCell").count == 2, "no second project")

        try setTrailingConstant(20, in: url)
        try cli.ok("import", url.path, "-m", "more room")
        let shown = try cli.ok("--project", "NibCell", "show", "HEAD")
        #expect(shown.contains("constant: 15 → 20"), "\(shown)")
        #expect(try cli.ok("--project", "NibCell", "log").split(separator: "\n").count == 3, "a header and two revisions")
        let after = try #require(try cli.run("--project", "NibCell", "list", "--json").json() as? [[String: Any]])
        let before = try #require(try JSONSerialization.jsonObject(with: Data(ids.utf8)) as? [[String: Any]])
        #expect(Set(after.compactMap { $0["id"] as? String }) == Set(before.compactMap { $0["id"] as? String }))
        // The constraint is found by the id the document gives it.
        #expect(try cli.ok("--project", "NibCell", "history", "XaH-vp-MoX").contains("20"))
    }

    @Test(
        "--git-history makes a revision per commit that changed the layout, with the commit's author, date and message",
        .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/git")))
    func gitHistory() throws {
        let cli = try CLI()
        let url = try cellCopy(in: cli, at: "repo/App/Cell.xib")
        let repo = url.deletingLastPathComponent().deletingLastPathComponent()
        func git(_ arguments: String..., author: String = "Ana Lima", date: String = "2024-01-02T10:00:00Z") throws {
            let result = try cli.run(
                ["-C", repo.path] + arguments,
                environment: [
                    "GIT_AUTHOR_NAME": author, "GIT_AUTHOR_EMAIL": "a@example.com", "GIT_COMMITTER_NAME": author,
                    "GIT_COMMITTER_EMAIL": "a@example.com", "GIT_AUTHOR_DATE": date, "GIT_COMMITTER_DATE": date,
                ], binary: URL(fileURLWithPath: "/usr/bin/git"))
            #expect(result.status == 0, "git \(arguments): \(result.stderr)")
        }
        try git("init", "-q")
        try git("add", ".")
        try git("commit", "-qm", "First cell")
        try setTrailingConstant(20, in: url)
        try git("commit", "-qam", "More room", author: "Bo Chen", date: "2024-03-04T12:00:00Z")
        try "<!-- a comment -->\n".data(using: .utf8).map { data in
            let handle = try FileHandle(forWritingTo: url)
            try handle.seekToEnd()
            try handle.write(contentsOf: data)
            try handle.close()
        }
        try git("commit", "-qam", "Only a comment", date: "2024-03-05T12:00:00Z")

        #expect(try cli.ok("import", "--git-history", url.path).contains("2 revisions from 3 commits"))
        let log = try #require(try cli.run("--project", "NibCell", "log", "--json").json() as? [[String: Any]])
        #expect(log.map { $0["message"] as? String } == ["More room", "First cell"])
        #expect(log.map { $0["author"] as? String } == ["Bo Chen", "Ana Lima"])
        #expect((log.last?["time"] as? String)?.hasPrefix("2024-01-02") == true, "\(log)")
        #expect(try cli.ok("--project", "NibCell", "blame", "XaH-vp-MoX").contains("Bo Chen"))

        // A file outside any repository: refused, and the store left as it was.
        let loose = try cellCopy(in: cli, at: "loose.xib")
        let before = try cli.storeSnapshot()
        let outside = try cli.run("import", "--git-history", loose.path)
        #expect(outside.status == 1 && outside.stderr.contains("not in a git repository"), "\(outside.stderr)")
        #expect(try cli.storeSnapshot() == before)
    }
}

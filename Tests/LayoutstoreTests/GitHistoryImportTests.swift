import Foundation
import Testing

/// `import --git-history` on a longer history, read by one git process for all of it: the
/// revisions are those of the commits that changed the layout, oldest first, each with the
/// commit's author, date and message and the document as that commit left it, whatever git
/// writes in between (a deletion and a re-adding, a commit that changes nothing of the layout,
/// commits of other files).
@Suite("Git history import")
struct GitHistoryImportTests {
    @Test(
        "a history of ten commits of a file (one deleting it, one only a comment) makes a revision per layout change, each as its commit left it",
        .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/git")))
    func everyCommitAsItLeftTheFile() throws {
        let cli = try CLI()
        let repo = cli.folder.appending(path: "repo")
        let url = repo.appending(path: "App/Cell.xib")
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let original = try String(contentsOfFile: ImportCommandTests.cell, encoding: .utf8)
        var day = 1
        func git(_ arguments: String..., author: String = "Ana Lima") throws {
            let date = String(format: "2024-01-%02dT10:00:00Z", day)
            let result = try cli.run(
                ["-C", repo.path] + arguments,
                environment: [
                    "GIT_AUTHOR_NAME": author, "GIT_AUTHOR_EMAIL": "a@example.com", "GIT_COMMITTER_NAME": author,
                    "GIT_COMMITTER_EMAIL": "a@example.com", "GIT_AUTHOR_DATE": date, "GIT_COMMITTER_DATE": date,
                ], binary: URL(fileURLWithPath: "/usr/bin/git"))
            #expect(result.status == 0, "git \(arguments): \(result.stderr)")
        }
        /// The cell with the trailing constraint's (XaH-vp-MoX) constant set to `value`.
        func write(trailing value: Int, comment: String = "") throws {
            let text = original.replacingOccurrences(
                of: #"constant="\d+" id="XaH-vp-MoX""#, with: "constant=\"\(value)\" id=\"XaH-vp-MoX\"", options: .regularExpression)
            #expect(text != original || value == 15)
            try (text + comment).write(to: url, atomically: true, encoding: .utf8)
        }
        func commit(_ message: String, author: String = "Ana Lima") throws {
            try git("add", "-A")
            try git("commit", "-qm", message, author: author)
            day += 1
        }

        try git("init", "-q")
        try write(trailing: 15)
        try commit("First cell")
        // What each revision should hold, oldest first: (message, author, trailing constant).
        var expected: [(String, String, Double)] = [("First cell", "Ana Lima", 15)]
        for (step, value) in [20, 21, 22, 23, 24, 25].enumerated() {
            try write(trailing: value)
            let author = step % 2 == 0 ? "Bo Chen" : "Ana Lima"
            try commit("Trailing \(value)", author: author)
            expected.append(("Trailing \(value)", author, Double(value)))
            // Another file's commit: not in the file's history.
            try "\(value)\n".write(to: repo.appending(path: "notes.txt"), atomically: true, encoding: .utf8)
            try commit("Notes \(value)")
        }
        try FileManager.default.removeItem(at: url)
        try commit("Remove the cell")
        try write(trailing: 30)
        try commit("Bring the cell back", author: "Bo Chen")
        expected.append(("Bring the cell back", "Bo Chen", 30))
        try write(trailing: 30, comment: "<!-- a comment -->\n")
        try commit("Only a comment")

        let imported = try cli.run("import", "--git-history", url.path)
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout.contains("8 revisions from 10 commits"), "\(imported.stdout)")
        #expect(imported.stderr.contains("1 commit(s) deleted the file and were left out"), "\(imported.stderr)")

        let log = try #require(try cli.run("--project", "NibCell", "log", "--json").json() as? [[String: Any]])
        #expect(log.compactMap { $0["message"] as? String } == expected.reversed().map(\.0))
        #expect(log.compactMap { $0["author"] as? String } == expected.reversed().map(\.1))
        let times = log.compactMap { $0["time"] as? String }
        #expect(times.count == log.count && times == times.sorted(by: >), "newest first, each its commit's date: \(times)")
        for (revision, (message, _, constant)) in zip(log, expected.reversed()) {
            let id = try #require(revision["id"] as? String)
            let rows = try #require(try cli.run("--project", "NibCell", "list", "--json", "--at", id).json() as? [[String: Any]])
            let trailing = rows.first { $0["ibID"] as? String == "XaH-vp-MoX" }
            #expect(trailing?["constant"] as? Double == constant, "\(message): \(String(describing: trailing))")
        }
    }
}

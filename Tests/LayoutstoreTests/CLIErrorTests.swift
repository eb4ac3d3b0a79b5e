import Foundation
import Testing

/// Bad input gets a message that says what was wrong and what to do, on stderr, a non-zero
/// exit (1, or 64 for usage errors), and leaves the store exactly as it was.
@Suite("Errors from the command line")
struct CLIErrorTests {
    /// A store with a small project to get things wrong on.
    static func prepared() throws -> CLI {
        let cli = try CLI()
        try cli.ok("init", "Login")
        try cli.ok("view", "add", "title", "--kind", "label")
        try cli.ok("view", "add", "field", "--kind", "textField")
        try cli.ok("add", "title.top = root.top + 20", "--id", "top")
        try cli.ok("add", "field.top = title.bottom + 8", "--id", "top")
        return cli
    }

    @Test(
        "Errors exit 1 with a message naming the problem, and write nothing",
        arguments: [
            (["add", "titel.top = root.top"], "no view or guide named 'titel' in project 'Login'; did you mean 'title'?"),
            (["add", "title.top = root.top +"], "column 23"),
            (["add", "title.width = root.leading"], "a size attribute (width, height) cannot be related to a location"),
            (["add", "title.top = 20"], "a location attribute cannot be given a constant alone"),
            (["add", "title.top = field.leading"], "vertical and horizontal location attributes do not mix"),
            (["add", "title.leading = field.left"], "leading/trailing attributes do not mix with left/right"),
            (["add", "title.width = -10"], "sizes are never negative"),
            (["add", "--vfl", "H:|-[title]-[blackBox]-|"], "Unable to find view with name blackBox"),
            (["add", "--vfl", "H:[title]-(=<8)-[field]"], "Unknown relation. Must be ==, >=, or <="),
            (["edit", "top", "--constant", "3"], "'top' names 2 constraints"),
            (["edit", "nothere", "--constant", "3"], "no constraint with identifier, id or document id 'nothere'"),
            (["edit", "top", "--priority", "1000"], "names 2 constraints"),
            (["view", "add", "title"], "title"),
            (["view", "remove", "titel"], "did you mean 'title'?"),
            (["view", "remove", "title"], "--cascade"),
            (["view", "edit", "field", "--parent", "field"], "field"),
            (["guide", "add", "gap", "--owner", "nowhere"], "no view named 'nowhere'"),
            (["list", "--at", "HEAD~99"], "HEAD~99"),
            (["diff", "zzzz"], "zzzz"),
            (["--project", "Signup", "list"], "Signup"),
        ])
    func error(arguments: [String], message: String) throws {
        let cli = try Self.prepared()
        defer { cli.removeFolder() }
        let before = try cli.storeSnapshot()
        let result = try cli.run(arguments)
        #expect(result.status == 1, "layoutstore \(arguments.joined(separator: " ")): \(result.stderr)")
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(try cli.storeSnapshot() == before, "the store changed")
    }

    @Test("A parse error puts a caret under the column")
    func caret() throws {
        let cli = try Self.prepared()
        defer { cli.removeFolder() }
        let result = try cli.run("add", "title.top == root.top + @")
        let lines = result.stderr.split(separator: "\n")
        let caretLine = try #require(lines.last)
        #expect(caretLine.trimmingCharacters(in: .whitespaces) == "^")
        #expect(caretLine.count == 25, "the caret sits under the '@' at column 25: \(result.stderr)")
    }

    @Test(
        "Usage errors exit 64",
        arguments: [
            ["init", "P", "--size", "big"],
            ["add"],
            ["add", "a.top = b.top", "--vfl", "H:[a]"],
            ["view", "add", "2fast"],
            ["view", "add", "x", "--frame", "1,2,3"],
            ["view", "add", "x", "--hugging", "2000,1"],
            ["edit", "top"],
            ["list", "--format", "xml"],
            ["frobnicate"],
        ])
    func usage(arguments: [String]) throws {
        let cli = try Self.prepared()
        defer { cli.removeFolder() }
        let before = try cli.storeSnapshot()
        let result = try cli.run(arguments)
        #expect(result.status == 64, "layoutstore \(arguments.joined(separator: " ")): \(result.stderr)")
        #expect(!result.stderr.isEmpty)
        #expect(try cli.storeSnapshot() == before)
    }

    @Test(
        "A bad --baselines says what baselines expect, not what an intrinsic size does",
        arguments: [
            ["view", "add", "x", "--baselines", "15"],
            ["view", "add", "x", "--baselines", "15,-6"],
            ["view", "edit", "title", "--baselines", "first,last"],
        ])
    func badBaselines(arguments: [String]) throws {
        let cli = try Self.prepared()
        defer { cli.removeFolder() }
        let before = try cli.storeSnapshot()
        let result = try cli.run(arguments)
        #expect(result.status == 64, "layoutstore \(arguments.joined(separator: " ")): \(result.stderr)")
        #expect(result.stderr.contains("FIRST,LAST is the first baseline's distance from the view's top"), "\(result.stderr)")
        #expect(!result.stderr.lowercased().contains("intrinsic"), "\(result.stderr)")
        #expect(try cli.storeSnapshot() == before)
    }

    @Test("--baselines and --intrinsic take '-' (none) first, as their help says")
    func noneFirst() throws {
        let cli = try Self.prepared()
        defer { cli.removeFolder() }
        try cli.ok("view", "add", "caption", "--kind", "label", "--intrinsic", "-,21", "--baselines", "-,6")
        let views = try #require(try JSONSerialization.jsonObject(with: Data(try cli.ok("view", "list", "--json").utf8)) as? [[String: Any]])
        let caption = try #require(views.first { $0["name"] as? String == "caption" })
        let intrinsic = try #require(caption["intrinsicContentSize"] as? [String: Any])
        let baselines = try #require(caption["baselineOffsets"] as? [String: Any])
        #expect(intrinsic["width"] is NSNull && intrinsic["height"] as? Double == 21, "\(intrinsic)")
        #expect(baselines["firstFromTop"] is NSNull && baselines["lastFromBottom"] as? Double == 6, "\(baselines)")
    }

    @Test("No store, a directory, or a file that is not SQLite: a clear error, nothing created or changed")
    func badStores() throws {
        let cli = try CLI()
        defer { cli.removeFolder() }
        let missing = try cli.run("list")
        #expect(missing.status == 1 && missing.stderr.contains("layoutstore init"))
        #expect(!FileManager.default.fileExists(atPath: cli.store.path))

        let folder = cli.folder.appending(path: "adir")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let directory = try cli.run("--store", folder.path, "init", "P")
        #expect(directory.status == 1 && directory.stderr.contains(folder.path))

        let text = cli.folder.appending(path: "notes.txt")
        try Data("not a database, just notes\n".utf8).write(to: text)
        let notSQLite = try cli.run("--store", text.path, "init", "P")
        #expect(notSQLite.status == 1 && notSQLite.stderr.contains("notes.txt"))
        #expect(try Data(contentsOf: text) == Data("not a database, just notes\n".utf8))
    }

    @Test("Every command has --help with an example")
    func help() throws {
        let cli = try CLI()
        defer { cli.removeFolder() }
        for command in [
            ["init"], ["projects"], ["view", "add"], ["view", "edit"], ["view", "remove"], ["view", "list"],
            ["guide", "add"], ["guide", "remove"], ["guide", "list"], ["add"], ["edit"], ["remove"], ["list"], ["show"],
            ["log"], ["history"], ["diff"], ["blame"], ["revert"], ["verify"], ["demo"],
        ] {
            let result = try cli.run(command + ["--help"])
            #expect(result.status == 0)
            #expect(result.stdout.contains("Example"), "layoutstore \(command.joined(separator: " ")) --help has no example")
        }
        let completion = try cli.run("--generate-completion-script", "bash")
        #expect(completion.status == 0 && completion.stdout.contains("layoutstore"))
    }
}

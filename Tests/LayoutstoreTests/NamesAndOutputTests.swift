import Foundation
import Testing

/// Issue #16 items 16, 17 and 19: one rule for names, text from peers made safe for terminals,
/// and output that names what it is about; through the real binary.
@Suite("Names and what the command prints")
struct NamesAndOutputTests {
    @Test("Item 16: a name in any script works in equations and visual formats alike; other characters are refused by one rule")
    func oneRuleForNames() throws {
        let cli = try CLI()
        defer { cli.removeFolder() }
        try cli.ok("init", "Form")
        try cli.ok("view", "add", "제목", "--frame", "0,0,100,20")
        try cli.ok("add", "--vfl", "H:|-[제목]-|")
        try cli.ok("add", "제목.top = root.top + 20")
        #expect(try cli.ok("list").contains("제목.top == root.top + 20"))

        for bad in ["a-b", "1st", "margins", String(repeating: "x", count: 101)] {
            let refused = try cli.run("view", "add", bad)
            #expect(refused.status != 0, "'\(bad.prefix(20))' was accepted")
        }
        #expect(try cli.run("view", "add", String(repeating: "x", count: 101)).stderr.contains("at most 100 characters"))
    }

    @Test("Item 16: tables line up when names are Chinese, Japanese or Korean (two columns a character)")
    func tablesMeasureDisplayWidth() throws {
        let cli = try CLI()
        defer { cli.removeFolder() }
        try cli.ok("init", "Form")
        try cli.ok("view", "add", "제목", "--frame", "0,0,100,20")
        try cli.ok("view", "add", "title", "--frame", "0,0,100,20")
        let lines = try cli.ok("view", "list").split(separator: "\n").map(String.init)
        /// Where the second column starts, in terminal columns.
        func secondColumn(_ line: String) -> Int? {
            var width = 0, sawGap = false, previousSpace = false
            for character in line {
                if character == " " {
                    if previousSpace { sawGap = true }
                    previousSpace = true
                } else if sawGap {
                    return width
                } else {
                    previousSpace = false
                }
                width += character.unicodeScalars.first.map { (0xAC00...0xD7A3).contains($0.value) } == true ? 2 : 1
            }
            return nil
        }
        let starts = Set(lines.compactMap(secondColumn))
        #expect(starts.count == 1, "columns do not line up:\n\(lines.joined(separator: "\n"))")
    }

    @Test("Item 17: escape sequences from an author are printed escaped; control characters and huge names are refused with short messages")
    func terminalSafeOutput() throws {
        let cli = try CLI()
        defer { cli.removeFolder() }
        let hostile = "mallory\u{1B}[2J\u{1B}]0;owned\u{07}"
        try cli.ok("init", "Form")
        _ = try cli.run(["view", "add", "title"], environment: ["LAYOUTSTORE_AUTHOR": hostile])
        for command in [["log"], ["show", "HEAD"], ["blame", "title"], ["history", "title"]] {
            let result = try cli.run(command)
            #expect(!result.stdout.contains("\u{1B}") && !result.stderr.contains("\u{1B}"), "\(command) printed a raw escape")
        }
        #expect(try cli.ok("log").contains("mallory\\u{1B}[2J"))

        let colored = try cli.run("init", "\u{1B}[31mRed")
        #expect(colored.status != 0 && colored.stderr.contains("control characters"))
        #expect(try cli.run("view", "add", "x", "-m", "hello\u{1B}[2J").status != 0)

        let huge = String(repeating: "n", count: 100_000)
        for arguments in [["init", huge], ["--project", huge, "list"]] {
            let result = try cli.run(arguments)
            #expect(result.status != 0)
            #expect(result.stderr.utf8.count < 5_000, "an error of \(result.stderr.utf8.count) bytes")
        }
    }

    @Test("Item 19: diff and show name what was deleted; history prints frames as view add takes them")
    func deletedThingsKeepTheirNames() throws {
        let cli = try CLI()
        defer { cli.removeFolder() }
        try cli.ok("init", "Form")
        try cli.ok("view", "add", "title", "--frame", "0,0,100,20")
        try cli.ok("add", "title.top = root.top + 20", "--id", "titleTop")
        try cli.ok("view", "edit", "title", "--frame", "16,40,200,21")
        let history = try cli.ok("history", "title")
        #expect(history.contains("16,40,200,21") && !history.contains("\"x\""), "\(history)")

        let removal = try cli.run("view", "remove", "title", "--cascade")
        #expect(removal.status == 0)
        #expect(removal.stderr.contains("removed view title and 1 constraint (titleTop)"), "\(removal.stderr)")
        for command in [["diff", "HEAD"], ["show", "HEAD"]] {
            let text = try cli.run(command).stdout
            #expect(text.contains("- view title") && text.contains("title.top == root.top + 20"), "\(command): \(text)")
        }
        let revert = try cli.run("revert", "HEAD")
        #expect(revert.stderr.contains("undid 2 changes of") && revert.stderr.contains("view title"), "\(revert.stderr)")
        #expect(try cli.ok("log").contains("Revert "))
    }

    @Test("Item 19: an empty message is refused; a second constraint with one identifier is warned about")
    func messagesAndIdentifiers() throws {
        let cli = try CLI()
        defer { cli.removeFolder() }
        try cli.ok("init", "Form")
        try cli.ok("view", "add", "title")
        let before = try cli.storeSnapshot()
        let empty = try cli.run("add", "title.width = 10", "-m", "")
        #expect(empty.status != 0 && empty.stderr.contains("-m needs a message"))
        #expect(try cli.storeSnapshot() == before)

        try cli.ok("add", "title.width = 10", "--id", "width")
        let second = try cli.run("add", "title.width = 20", "--id", "width")
        #expect(second.status == 0 && second.stderr.contains("warning: 2 constraints now have the identifier 'width'"), "\(second.stderr)")
    }
}

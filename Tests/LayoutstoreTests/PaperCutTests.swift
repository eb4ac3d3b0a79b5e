import Foundation
import Testing

/// Issue 34's item 22: small things a user meets, each through the real binary.
@Suite("Paper cuts")
struct PaperCutTests {
    @Test("Item 22: an id prefix under 4 characters is too short, and the message gives the minimum")
    func shortIDPrefix() throws {
        let cli = try CLI()
        defer { cli.removeFolder() }
        try cli.ok("init", "Login")
        try cli.ok("view", "add", "title")
        try cli.ok("add", "title.width = 100")
        let before = try cli.storeSnapshot()
        for arguments in [["show", "3a"], ["edit", "3a", "--constant", "2"], ["remove", "3a"]] {
            let result = try cli.run(arguments)
            #expect(result.status == 1, "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains("'3a' is too short") && result.stderr.contains("at least 4 characters"), "\(result.stderr)")
        }
        #expect(try cli.storeSnapshot() == before)
    }

    @Test("Item 22: sync with no remote says there is none and how to add one")
    func syncWithoutRemotes() throws {
        let cli = try CLI()
        defer { cli.removeFolder() }
        try cli.ok("init", "Login")
        let before = try cli.storeSnapshot()
        let result = try cli.run("sync")
        #expect(result.status == 1)
        #expect(result.stderr.contains("no remote") && result.stderr.contains("`layoutstore remote add NAME URL`"), "\(result.stderr)")
        #expect(!result.stderr.contains("''"), "\(result.stderr)")
        #expect(try cli.storeSnapshot() == before)
        try cli.ok("remote", "add", "a", cli.folder.appending(path: "a.db").path)
        try cli.ok("remote", "add", "b", cli.folder.appending(path: "b.db").path)
        let several = try cli.run("sync")
        #expect(several.status == 1 && several.stderr.contains("several remotes (a, b)") && several.stderr.contains("`layoutstore sync NAME`"), "\(several.stderr)")
    }
}

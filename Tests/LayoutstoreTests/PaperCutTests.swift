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
}

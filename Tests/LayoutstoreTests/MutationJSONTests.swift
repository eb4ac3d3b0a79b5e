import Foundation
import Testing

@Suite("A mutation's --json")
struct MutationJSONTests {
    @Test("init, view add, add, edit and remove print the new revision as JSON with --json, and its short id without")
    func mutationsPrintTheirRevision() throws {
        let cli = try CLI()
        let created = try #require(try cli.run("init", "Login", "--json").json() as? [String: Any])
        let first = try #require(created["revision"] as? String)
        #expect(first.count == 64)
        #expect((created["parents"] as? [String])?.isEmpty == true)

        try cli.ok("view", "add", "title", "--kind", "label")
        let added = try #require(try cli.run("add", "title.top = root.top + 20", "--id", "titleTop", "-m", "title", "--json").json() as? [String: Any])
        #expect(added["message"] as? String == "title")
        #expect(added["author"] as? String == "ana")
        #expect(added["changes"] as? Int == 1)
        let revision = try #require(added["revision"] as? String)

        // The id printed is the head's, and `log` agrees.
        let log = try #require(try cli.run("log", "--json", "--limit", "1").json() as? [[String: Any]])
        #expect(log.first?["id"] as? String == revision)

        let edited = try #require(try cli.run("edit", "titleTop", "--constant", "32", "--json").json() as? [String: Any])
        #expect((edited["parents"] as? [String]) == [revision])

        let short = try cli.ok("remove", "titleTop").trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(short.count == 10 && short.allSatisfy(\.isHexDigit), "without --json, the short id alone: \(short)")
    }
}

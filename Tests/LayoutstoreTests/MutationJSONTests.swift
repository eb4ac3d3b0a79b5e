import Foundation
import Testing

@Suite("A mutation's --json")
struct MutationJSONTests {
    @Test("init, view add, add, edit and remove print the new revision as JSON with --json, and its short id without")
    func mutationsPrintTheirRevision() throws {
        let cli = try CLI()
        let created = try #require(try cli.run("init", "Login", "--json").json() as? [String: Any])
        let first = try #require(created["id"] as? String)
        #expect(first.count == 64)
        #expect((created["parents"] as? [String])?.isEmpty == true)

        try cli.ok("view", "add", "title", "--kind", "label")
        let added = try #require(
            try cli.run("add", "title.top = root.top + 20", "--id", "titleTop", "-m", "title", "--json").json() as? [String: Any])
        #expect(added["message"] as? String == "title")
        #expect(added["author"] as? String == "ana")
        #expect(added["changes"] as? Int == 1)
        let revision = try #require(added["id"] as? String)

        // The id printed is the head's, and `log` agrees.
        let log = try #require(try cli.run("log", "--json", "--limit", "1").json() as? [[String: Any]])
        #expect(log.first?["id"] as? String == revision)

        let edited = try #require(try cli.run("edit", "titleTop", "--constant", "32", "--json").json() as? [String: Any])
        #expect((edited["parents"] as? [String]) == [revision])

        let short = try cli.ok("remove", "titleTop").trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(short.count == 10 && short.allSatisfy(\.isHexDigit), "without --json, the short id alone: \(short)")
    }

    @Test("sync --json says what happened and where the head is; verify --json gives the report")
    func syncAndVerify() throws {
        let cli = try CLI()
        try cli.ok("init", "Login")
        let other = cli.folder.appending(path: "other.db").path
        try cli.ok("--store", other, "remote", "add", "first", cli.store.path)
        let cloned = try #require(try cli.run("--store", other, "--project", "Login", "sync", "first", "--json").json() as? [String: Any])
        #expect(cloned["outcome"] as? String == "cloned")
        #expect(cloned["project"] as? String == "Login")
        #expect(cloned["received"] as? Int == 1)
        let head = try #require(try cli.run("log", "--json").json() as? [[String: Any]]).first?["id"] as? String
        #expect(cloned["head"] as? String == head)
        let again = try #require(try cli.run("--store", other, "--project", "Login", "sync", "first", "--json").json() as? [String: Any])
        #expect(again["outcome"] as? String == "upToDate")

        let verified = try #require(try cli.run("verify", "--json").json() as? [String: Any])
        #expect(verified["revisionsChecked"] as? Int == 1)
        #expect((verified["problems"] as? [String])?.isEmpty == true)
    }
}

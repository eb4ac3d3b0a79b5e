import Foundation
import Testing

@Suite("show REV and demo --store")
struct ShowRevisionTests {
    @Test("show HEAD~1 prints the revision as git show does: author, parent, message and its changes")
    func showRevision() throws {
        let cli = try CLI()
        try cli.ok("init", "Login", "-m", "login screen")
        try cli.ok("view", "add", "title", "--kind", "label")
        try cli.ok("add", "title.top = root.top + 20", "--id", "titleTop", "-m", "title at the top")
        try cli.ok("edit", "titleTop", "--constant", "32", "-m", "more air")

        let shown = try cli.ok("show", "HEAD~1")
        #expect(shown.contains("Author: ana"))
        #expect(shown.contains("    title at the top"))
        #expect(shown.contains("+ constraint titleTop  title.top == root.top + 20"), "the added constraint is listed: \(shown)")
        #expect(!shown.contains("more air"))

        let head = try #require(try cli.run("show", "HEAD", "--json").json() as? [String: Any])
        #expect(head["message"] as? String == "more air")
        #expect((head["parents"] as? [String])?.count == 1)
        let changes = try #require(head["changes"] as? [[String: Any]])
        #expect(changes.count == 1)
        #expect(changes.first?["field"] as? String == "constant")
        #expect(changes.first?["before"] as? String == "20")
        #expect(changes.first?["after"] as? String == "32")

        // A constraint is still shown as a constraint.
        #expect(try cli.ok("show", "titleTop").contains("title.top == root.top + 32"))
        // Neither a constraint nor a revision: the constraint's message.
        let missing = try cli.run("show", "nothingHere")
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("no constraint with identifier, id or document id 'nothingHere'"))
        // HEAD~N past the first revision: the revision's message, not the constraint's.
        let tooFar = try cli.run("show", "HEAD~9")
        #expect(tooFar.status == 1)
        #expect(tooFar.stderr.contains("no revision 'HEAD~9'"), "\(tooFar.stderr)")
    }

    @Test("add --id '' adds the constraint without an identifier, as edit --id '' removes one")
    func emptyIdentifier() throws {
        let cli = try CLI()
        try cli.ok("init", "Login")
        try cli.ok("view", "add", "title", "--kind", "label")
        try cli.ok("add", "title.width = 100", "--id", "")
        let rows = try #require(try cli.run("list", "--json").json() as? [[String: Any]])
        #expect(rows.count == 1)
        #expect(rows.first?["identifier"] is NSNull || rows.first?["identifier"] == nil, "\(rows)")
        let line = try #require(try cli.ok("list").split(separator: "\n").first { $0.contains("title.width") })
        #expect(line.split(separator: " ").dropFirst().first == "-", "no identifier, shown as '-': \(line)")
    }

    @Test("demo --store keeps the demo's project in the store it names")
    func demoStore() throws {
        let cli = try CLI()
        let path = cli.folder.appending(path: "guide.db").path
        try cli.ok("demo", "--store", path)
        let projects = try cli.run("--store", path, "projects", "--json")
        #expect(projects.status == 0, "\(projects.stderr)")
        #expect(projects.stdout.contains("AutoLayoutGuide"))
    }
}

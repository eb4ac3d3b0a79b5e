import Foundation
import Testing

/// The whole life of a small login form, through the real binary: views, a visual format,
/// edits, removals, history, diff, blame, revert and reading the past with --at.
@Suite("The life of a login form")
struct LoginFormLifeTests {
    @Test("Build, edit, and ask the history of a login form")
    func loginForm() throws {
        let cli = try CLI()
        defer { cli.removeFolder() }

        let created = try cli.ok("init", "Login", "--size", "390x844", "-m", "login screen")
        #expect(created.trimmingCharacters(in: .whitespacesAndNewlines).count == 10)
        try cli.ok("view", "add", "title", "--kind", "label", "--intrinsic", "120,21")
        try cli.ok("view", "add", "form", "--frame", "0,80,390,200")
        try cli.ok("view", "add", "email", "--kind", "textField", "--parent", "form")
        try cli.ok("view", "add", "password", "--kind", "textField", "--parent", "form")
        try cli.ok("view", "add", "login", "--kind", "button", "--parent", "form", "--hugging", "251,251")
        try cli.ok("guide", "add", "gap", "--owner", "form")

        let tree = try cli.ok("view", "list")
        #expect(tree.contains("├─ title") && tree.contains("└─ form") && tree.contains("   ├─ email"))
        #expect(tree.contains("251,251"), "labels hug at 251 as Interface Builder sets them")

        try cli.ok("add", "title.top = root.safeArea.top + 20", "--id", "titleTop", "-m", "title under the bar")
        try cli.ok("add", "title.centerX = root.centerX")
        try cli.ok("add", "--vfl", "H:|-[email]-|", "-m", "email spans the margins")
        try cli.ok("add", "--vfl", "V:|-[email]-12-[password]-20-[login]", "--options", "alignAllLeading")
        try cli.ok("add", "login.width >= 120 @750", "--id", "loginWidth")
        try cli.ok("add", "gap.height = 20", "--id", "gapHeight", "--placeholder")

        let list = try cli.ok("list", "--format", "equation")
        #expect(list.contains("title.top = 1.0 * root.safeArea.top + 20.0"))
        #expect(list.contains("email.leading = 1.0 * form.leadingMargin + 0.0"))
        #expect(list.contains("form.trailingMargin = 1.0 * email.trailing + 0.0"))
        #expect(list.contains("password.top = 1.0 * email.bottom + 12.0"))
        #expect(list.contains("login.leading = 1.0 * password.leading + 0.0"))
        #expect(list.contains("login.width >= 0.0 * NotAnAttribute + 120.0 @750"))
        let vfl = try cli.ok("list", "--format", "vfl", "--view", "email")
        #expect(vfl.contains("H:|-[email]") && vfl.contains("H:[email]-|") && vfl.contains("V:[email]-12-[password]"))

        // Filters.
        let onLogin = try cli.ok("list", "--view", "login", "--priority-below", "1000")
        #expect(onLogin.contains("loginWidth") && !onLogin.contains("titleTop"))
        #expect(try cli.ok("list", "--placeholder").contains("gapHeight"))
        #expect(!(try cli.ok("list", "--no-placeholder").contains("gapHeight")))
        #expect(try cli.ok("list", "--attribute", "centerX").contains("title.centerX == root.centerX"))

        // Edits and removals, each its own revision.
        let beforeEdit = try cli.ok("log", "--limit", "1").split(separator: "\n")[1].prefix(10)
        try cli.ok("edit", "titleTop", "--constant", "24", "-m", "more air")
        try cli.ok("edit", "loginWidth", "--priority", "high", "--relation", "==", "-m", "fixed width")
        try cli.ok("edit", "gapHeight", "--placeholder", "false", "--id", "gap")
        let gapID = try #require((try cli.run("show", "gap", "--json").json() as? [String: Any])?["id"] as? String)
        try cli.ok("remove", "gap", "-m", "no gap after all")
        #expect(!(try cli.ok("list").contains("gap.height")))
        // A deleted constraint's history is still there, by its id prefix.
        let deleted = try cli.ok("history", String(gapID.prefix(8)))
        #expect(deleted.contains("no gap after all") && deleted.contains("gap.height == 20"))

        // History, field by field, with before and after.
        let history = try cli.ok("history", "titleTop")
        #expect(history.contains("constant") && history.contains("20") && history.contains("24") && history.contains("more air"))
        #expect(history.contains("ana"), "the author comes from $LAYOUTSTORE_AUTHOR")
        let constantOnly = try cli.ok("history", "titleTop", "--field", "constant")
        // Every constant it has had: the one it was created with, then the edit.
        let constantLines = constantOnly.split(separator: "\n")
        #expect(constantLines.count == 3, "\(constantOnly)")
        #expect(constantLines.last?.contains("20") == true && constantLines.last?.contains("24") == true)

        // Blame names the revision that last set each field.
        let blame = try cli.ok("blame", "loginWidth")
        #expect(blame.contains("priority") && blame.contains("fixed width"))
        #expect(blame.contains("structure") && blame.contains("login.width == a constant"))

        // Diff between revisions.
        let diff = try cli.ok("diff", String(beforeEdit), "HEAD")
        #expect(diff.contains("~ constraint titleTop  constant: 20 → 24"))
        #expect(diff.contains("- constraint") && diff.contains("gap.height == 20"))

        // The past, read back.
        let past = try cli.ok("list", "--at", String(beforeEdit), "--format", "equation")
        #expect(past.contains("title.top = 1.0 * root.safeArea.top + 20.0"))
        #expect(past.contains("gap.height"))
        #expect(try cli.ok("list", "--at", "HEAD~4").contains("titleTop"))

        // Revert the constant edit. Reverting it a second time is refused: a later revision
        // (the first revert) changed the same field.
        let more = try cli.ok("log", "--grep", "more air", "--json")
        let moreID = try #require((try JSONSerialization.jsonObject(with: Data(more.utf8)) as? [[String: Any]])?.first?["id"] as? String)
        try cli.ok("revert", String(moreID.prefix(12)), "-m", "back to 20")
        #expect(try cli.ok("show", "titleTop").contains("title.top == root.safeArea.top + 20"))
        let refused = try cli.run("revert", String(moreID.prefix(12)))
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("constant"), "the refusal names the field later revisions changed")

        // Views: edit, rename, remove refused while referred to, then with --cascade.
        try cli.ok("view", "edit", "title", "--rename", "headline", "--hugging", "252,252")
        #expect(try cli.ok("list").contains("headline.top == root.safeArea.top + 20"), "constraints follow a rename")
        let refusedRemoval = try cli.run("view", "remove", "form")
        #expect(refusedRemoval.status == 1 && refusedRemoval.stderr.contains("--cascade"))
        try cli.ok("view", "remove", "form", "--cascade", "-m", "no form")
        #expect(!(try cli.ok("view", "list").contains("email")))
        #expect(!(try cli.ok("list").contains("email")))
        #expect(try cli.ok("list", "--at", "HEAD~1").contains("email"))

        #expect(try cli.ok("verify").hasPrefix("ok:"))
    }

    @Test("--json output parses back with the documented fields")
    func json() throws {
        let cli = try CLI()
        defer { cli.removeFolder() }
        try cli.ok("init", "Login")
        try cli.ok("view", "add", "title", "--kind", "label")
        try cli.ok("add", "title.top >= root.safeArea.top + 20 @750", "--id", "titleTop")

        let constraints = try #require(try cli.run("list", "--json").json() as? [[String: Any]])
        let row = try #require(constraints.first)
        #expect(row["identifier"] as? String == "titleTop")
        #expect(
            row["equation"] as? String == "title.top >= root.safeArea.top + 20 @750"
                || row["equation"] as? String == "title.top >= root.safeArea.top + 20")
        #expect(row["relation"] as? String == ">=")
        #expect(row["constant"] as? Double == 20 && row["multiplier"] as? Double == 1)
        #expect(row["priority"] as? Double == 750)
        #expect(row["placeholder"] as? Bool == false && row["active"] as? Bool == true)
        let second = try #require(row["second"] as? [String: Any])
        #expect(second["item"] as? String == "root" && second["guide"] as? String == "safeArea" && second["attribute"] as? String == "top")
        #expect((row["id"] as? String)?.count == 36)

        let shown = try #require(try cli.run("show", "titleTop", "--json").json() as? [String: Any])
        #expect(shown["id"] as? String == row["id"] as? String)

        let projects = try #require(try cli.run("projects", "--json").json() as? [[String: Any]])
        #expect(projects.first?["name"] as? String == "Login")
        let log = try #require(try cli.run("log", "--json").json() as? [[String: Any]])
        #expect(log.count == 3 && log.first?["author"] as? String == "ana")
        let views = try #require(try cli.run("view", "list", "--json").json() as? [[String: Any]])
        #expect(views.map { $0["name"] as? String } == ["root", "title"])
        let history = try #require(try cli.run("history", "titleTop", "--json").json() as? [[String: Any]])
        #expect(history.first?["field"] as? String == "*")
    }

    @Test("The binary carries its schema: a copy alone in another folder creates and opens stores")
    func portableBinary() throws {
        let cli = try CLI()
        defer { cli.removeFolder() }
        let lonely = cli.folder.appending(path: "bin")
        try FileManager.default.createDirectory(at: lonely, withIntermediateDirectories: true)
        let copy = lonely.appending(path: "layoutstore")
        try FileManager.default.copyItem(at: cli.binary, to: copy)
        let created = try cli.run("init", "Alone", binary: copy)
        #expect(created.status == 0, "\(created.stderr)")
        let listed = try cli.run("projects", binary: copy)
        #expect(listed.status == 0 && listed.stdout.contains("Alone"))

        // Serving needs layoutstore-http beside the binary; without it the error says so.
        let serve = try cli.run("serve", "--port", "0", binary: copy)
        #expect(serve.status == 1)
        #expect(serve.stderr.contains("layoutstore-http") && serve.stderr.contains("make build"), "\(serve.stderr)")
    }
}

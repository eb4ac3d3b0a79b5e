import Foundation
import Testing

/// Two stores on one machine edit one project, sync, stop at a conflict, resolve it, and
/// converge; through the real binary.
@Suite("Merging from the command line")
struct MergeWorkflowTests {
    @Test("Item 14: sync into an empty store clones the remote's only project, and asks which when there are several")
    func cloneIntoAnEmptyStore() throws {
        let cli = try CLI()
        defer { cli.removeFolder() }
        let other = cli.folder.appending(path: "other.db").path
        try cli.ok("--store", other, "init", "Login")
        try cli.ok("remote", "add", "other", other)
        let clone = try cli.run("sync", "other")
        #expect(clone.status == 0 && clone.stderr.contains("cloned 'Login'"), "\(clone.stderr)")

        let fresh = cli.folder.appending(path: "fresh.db").path
        try cli.ok("--store", other, "init", "Signup")
        try cli.ok("--store", fresh, "remote", "add", "other", other)
        let ambiguous = try cli.run("--store", fresh, "sync", "other")
        #expect(ambiguous.status != 0)
        #expect(ambiguous.stderr.contains("2 projects (Login, Signup)") && ambiguous.stderr.contains("--project"), "\(ambiguous.stderr)")
        #expect(!ambiguous.stderr.contains("layoutstore init"), "init would make an unrelated project that never merges")
        #expect(try cli.run("--store", fresh, "--project", "Signup", "sync", "other").stderr.contains("cloned 'Signup'"))
    }

    @Test("Item 17: sync without --project syncs the projects both sides have, and leaves out the rest, saying how to send them")
    func syncLeavesOutProjectsTheRemoteLacks() throws {
        let cli = try CLI()
        defer { cli.removeFolder() }
        try cli.ok("init", "Login")
        try cli.ok("view", "add", "title")
        let other = cli.folder.appending(path: "other.db").path
        try cli.ok("remote", "add", "other", other)

        // The other store never had Login: nothing is sent, and the message gives the command.
        let refused = try cli.run("sync", "other")
        #expect(refused.status == 1, "\(refused.stderr)")
        #expect(
            refused.stderr.contains("nothing was synced") && refused.stderr.contains("`layoutstore --project Login sync other`"), "\(refused.stderr)")
        #expect(try cli.run("--store", other, "projects", "--json").stdout.contains("Login") == false, "Login was pushed unasked")

        // Named, it goes there (a first clone into the other store).
        let named = try cli.run("--project", "Login", "sync", "other")
        #expect(named.status == 0 && named.stderr.contains("'Login': received 0, sent 2"), "\(named.stderr)")

        // A second project here and one only there: the shared one syncs, the others are named.
        try cli.ok("init", "Signup")
        try cli.ok("--store", other, "init", "Card")
        try cli.ok("--project", "Login", "view", "add", "email")
        let shared = try cli.run("sync", "other")
        #expect(shared.status == 0, "\(shared.stderr)")
        #expect(shared.stderr.contains("'Login': received 0, sent 1"), "\(shared.stderr)")
        #expect(
            shared.stderr.contains("left out 'Signup'") && shared.stderr.contains("`layoutstore --project Signup sync other`"), "\(shared.stderr)")
        #expect(shared.stderr.contains("left out 'Card'") && shared.stderr.contains("`layoutstore --project Card sync other`"), "\(shared.stderr)")
        let theirs = try #require(try cli.run("--store", other, "projects", "--json").json() as? [[String: Any]])
        #expect(Set(theirs.compactMap { $0["name"] as? String }) == ["Login", "Card"])

        // --all sends and clones the rest.
        let all = try cli.run("sync", "other", "--all")
        #expect(all.status == 0 && all.stderr.contains("cloned 'Card'") && all.stderr.contains("'Signup': received 0, sent 1"), "\(all.stderr)")
        let everything = try #require(try cli.run("--store", other, "projects", "--json").json() as? [[String: Any]])
        #expect(everything.count == 3)
    }

    @Test("A conflict stops the sync, is listed with base, ours and theirs, and resolved into a merge")
    func conflictWorkflow() throws {
        let cli = try CLI()
        defer { cli.removeFolder() }
        let other = try cli.otherStoreWithLogin()
        #expect(try cli.run("--project", "Login", "sync", "other").stderr.contains("cloned 'Login'"))

        // Both sides edit: the same field of titleTop, different fields of titleWidth.
        try cli.ok("--store", other, "edit", "titleTop", "--constant", "24", "-m", "theirs")
        try cli.ok("--store", other, "edit", "titleWidth", "--priority", "750")
        try cli.ok("edit", "titleTop", "--constant", "30", "-m", "ours")
        try cli.ok("edit", "titleWidth", "--constant", "120")

        let stopped = try cli.run("sync", "other")
        #expect(stopped.status == 1)
        #expect(stopped.stderr.contains("1 conflict") && stopped.stderr.contains("layoutstore conflicts"))
        let conflicts = try #require(try cli.run("conflicts", "--json").json() as? [[String: Any]])
        let conflict = try #require(conflicts.only)
        #expect(conflict["field"] as? String == "constant" && conflict["kind"] as? String == "sameField")
        #expect(conflict["base"] as? String == "20" && conflict["ours"] as? String == "30" && conflict["theirs"] as? String == "24")
        #expect(conflict["entity"] as? String == "constraint titleTop")

        // Nothing else is written while the merge waits.
        let blocked = try cli.run("edit", "titleWidth", "--constant", "90")
        #expect(blocked.status == 1 && blocked.stderr.contains("merge of 'Login' is in progress"))

        #expect(try cli.run("resolve", "titleTop", "--set", "constant=oops").status == 1)
        let resolved = try cli.run("resolve", "titleTop", "--set", "constant=27")
        #expect(resolved.status == 0 && resolved.stderr.contains("every conflict is settled"), "\(resolved.stderr)")
        let listed = try cli.ok("list", "--format", "equation")
        #expect(listed.contains("title.top = 1.0 * root.top + 27.0"))
        #expect(listed.contains("title.width = 0.0 * NotAnAttribute + 120.0 @750"), "the clean field merge: our constant, their priority")

        // The merge has two parents; the log shows them and history follows both.
        let log = try #require(try cli.run("log", "--json").json() as? [[String: Any]])
        #expect((log.first?["parents"] as? [String])?.count == 2)
        #expect(try cli.ok("log", "--limit", "1").contains("(merge of"))
        let history = try cli.ok("history", "titleTop", "--field", "constant")
        for value in ["20", "24", "30", "27"] { #expect(history.contains(value), "\(value) in \(history)") }

        // The merge travels back, and both sides agree.
        try cli.ok("sync", "other")
        let theirs = try cli.ok("--store", other, "list", "--format", "equation")
        #expect(theirs == listed)
        #expect(try cli.run("sync", "other").stderr.contains("up to date"))
        #expect(try cli.ok("--store", other, "verify").hasPrefix("ok:"))
    }

    @Test("Resolving a duplicate-name conflict with --ours says which of their views and constraints go")
    func duplicateNameOursSaysWhatGoes() throws {
        let cli = try CLI()
        defer { cli.removeFolder() }
        let other = cli.folder.appending(path: "other.db").path
        try cli.ok("--store", other, "init", "Login")
        try cli.ok("remote", "add", "other", other)
        try cli.ok("--project", "Login", "sync", "other")
        // Each side adds its own 'badge'; theirs has a constraint and a subview.
        try cli.ok("--store", other, "view", "add", "badge")
        try cli.ok("--store", other, "view", "add", "dot", "--parent", "badge")
        try cli.ok("--store", other, "add", "badge.width = 44", "--id", "badgeWidth")
        try cli.ok("view", "add", "badge")

        #expect(try cli.run("sync", "other").status == 1)
        let conflicts = try #require(try cli.run("conflicts", "--json").json() as? [[String: Any]])
        #expect(conflicts.only?["kind"] as? String == "duplicateName")
        let resolved = try cli.run("resolve", "1", "--ours")
        #expect(resolved.status == 0, "\(resolved.stderr)")
        let note = try #require(resolved.stderr.split(separator: "\n").first { $0.contains("dropping from the merge: ") })
        let dropped = Set(note.components(separatedBy: "dropping from the merge: ")[1].components(separatedBy: ", "))
        #expect(dropped == ["view badge", "view dot", "constraint badgeWidth"], "\(resolved.stderr)")
        let views = try cli.ok("view", "list")
        #expect(!views.contains("dot"))
    }

    @Test("A clean merge that makes the layout unsatisfiable is reported")
    func cleanMergeWithLayoutProblems() throws {
        let cli = try CLI()
        defer { cli.removeFolder() }
        let other = cli.folder.appending(path: "other.db").path
        try cli.ok("--store", other, "init", "Card")
        try cli.ok("--store", other, "view", "add", "card")
        try cli.ok("--store", other, "add", "--vfl", "H:|-[card]-|")
        try cli.ok("--store", other, "add", "--vfl", "V:|-[card]")
        try cli.ok("remote", "add", "other", other)
        try cli.ok("--project", "Card", "sync", "other")

        try cli.ok("--store", other, "add", "card.height = 40", "--id", "theirHeight")
        try cli.ok("add", "card.height = 60", "--id", "ourHeight")
        let merged = try cli.run("sync", "other")
        #expect(merged.status == 0, "\(merged.stderr)")
        #expect(merged.stderr.contains("merged other's 'Card'"))
        #expect(merged.stderr.contains("new problems") && merged.stderr.contains("Unable to simultaneously satisfy constraints"))
        #expect(merged.stderr.contains("ourHeight") && merged.stderr.contains("theirHeight"))
    }
}

extension Array {
    /// The one element, when there is exactly one.
    var only: Element? { count == 1 ? first : nil }
}

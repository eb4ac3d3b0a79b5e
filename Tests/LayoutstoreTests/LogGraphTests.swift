import Foundation
import Testing

/// `log --graph` through the real binary, on a history with a merge.
@Suite("The revision graph")
struct LogGraphTests {
    @Test("log --graph draws a merge as git does: the merge opens a lane, the two lines meet at the base")
    func mergeDrawn() throws {
        let cli = try CLI()
        defer { cli.removeFolder() }
        let other = try cli.otherStoreWithLogin()
        try cli.ok("sync", "other")
        try cli.ok("--store", other, "edit", "titleWidth", "--priority", "750", "-m", "theirs")
        try cli.ok("edit", "titleTop", "--constant", "30", "-m", "ours")
        try cli.ok("sync", "other")
        try cli.ok("edit", "titleTop", "--constant", "32", "-m", "after the merge")

        let revisions = try #require(try cli.run("log", "--json").json() as? [[String: Any]])
        let output = try cli.ok("log", "--graph")
        let lines = output.split(separator: "\n").map(String.init)
        // Every revision once, on a row of its own.
        for revision in revisions {
            let short = String(try #require(revision["id"] as? String).prefix(10))
            #expect(lines.filter { $0.contains(short) }.count == 1, "\(short) in\n\(output)")
        }
        let rows = lines.filter { $0.contains("*") }
        #expect(rows.count == revisions.count)
        let merge = try #require(revisions.firstIndex { ($0["parents"] as? [String])?.count == 2 })
        let mergeShort = String(try #require(revisions[merge]["id"] as? String).prefix(10))
        let mergeLine = try #require(lines.firstIndex { $0.contains(mergeShort) })
        #expect(lines[mergeLine].hasPrefix("* "))
        #expect(lines[mergeLine + 1] == "|\\", "the merge opens a lane for its second parent:\n\(output)")
        // Its two parents side by side, then the lanes meet before their common parent.
        #expect(lines[mergeLine + 2].hasPrefix("* |") || lines[mergeLine + 2].hasPrefix("| *"), "\(output)")
        #expect(lines[mergeLine + 3].hasPrefix("* |") || lines[mergeLine + 3].hasPrefix("| *"), "\(output)")
        #expect(lines[mergeLine + 4] == "|/", "\(output)")
        #expect(lines.last?.hasPrefix("* ") == true && lines.filter { $0 == "|\\" || $0 == "|/" }.count == 2)
        #expect(lines.first?.contains("after the merge") == true)

        #expect(try cli.run("log", "--graph", "--json").status == 64, "--graph and --json together are a usage error")
    }
}

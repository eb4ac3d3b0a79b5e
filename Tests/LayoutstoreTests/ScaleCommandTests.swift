import Foundation
import Testing

/// The commands that read only what they need on a big project (`list` streams, `edit` and
/// `diff` look up the few rows they name) still say exactly what they said before.
@Suite("Streamed and targeted reads print what whole-state reads print")
struct ScaleCommandTests {
    /// A project with nested views, a guide and constraints on each, some named, one edited.
    func project() throws -> CLI {
        let cli = try CLI()
        try cli.ok("init", "Form")
        try cli.ok("view", "add", "card", "--frame", "0,0,300,200")
        try cli.ok("view", "add", "title", "--parent", "card", "--frame", "8,8,100,20")
        try cli.ok("view", "add", "field", "--parent", "card", "--frame", "8,40,200,30")
        try cli.ok("guide", "add", "gap", "--owner", "card")
        try cli.ok("add", "title.top = card.top + 8", "--id", "titleTop")
        try cli.ok("add", "field.top = title.bottom + 12", "--id", "fieldTop")
        try cli.ok("add", "field.leading = title.leading")
        try cli.ok("add", "gap.width = 20 @750")
        try cli.ok("add", "gap.leading = card.leading + 4", "--id", "gapLeading")
        try cli.ok("add", "card.width = 300", "--id", "cardWidth")
        try cli.ok("add", "title.width >= 40 @250", "--placeholder")
        // Numbers with fractions, a priority between two whole ones.
        try cli.ok("add", "field.width = 0.5 * card.width - 12.25 @999.5")
        try cli.ok("add", "title.height = 20.1", "--id", "title\u{2019}s height")
        try cli.ok("edit", "fieldTop", "--constant", "16")
        return cli
    }

    @Test("list --json and --format equation print the current state as the whole-state listing (--at HEAD) does, byte for byte")
    func streamedListing() throws {
        let cli = try project()
        defer { cli.removeFolder() }
        for filters in [[], ["--view", "title"], ["--attribute", "top"], ["--placeholder"], ["--priority-below", "1000"], ["--view", "gap"]] {
            for format in [["--json"], ["--format", "equation"]] {
                let streamed = try cli.run(["list"] + format + filters)
                let whole = try cli.run(["list"] + format + filters + ["--at", "HEAD"])
                #expect(streamed.status == 0 && whole.status == 0, "\(filters): \(streamed.stderr)")
                #expect(streamed.stdout == whole.stdout, "list \(format) \(filters)")
            }
        }
        let rows = try #require(try cli.run("list", "--json").json() as? [[String: Any]])
        #expect(rows.count == 9)
        #expect(rows.first?["identifier"] as? String == "cardWidth", "the card's constraints first, in layout order")
        let empty = try cli.run("list", "--json", "--view", "field", "--attribute", "height")
        #expect(empty.stdout == "[\n\n]\n" || (try? empty.json() as? [Any])?.isEmpty == true)
    }

    @Test("edit and remove find a constraint by identifier or id prefix, and name the candidates of an ambiguous one")
    func targetedLookup() throws {
        let cli = try project()
        defer { cli.removeFolder() }
        #expect(try cli.run("edit", "titleTop", "--constant", "10").stderr.contains("now title.top == card.top + 10"))
        let rows = try #require(try cli.run("list", "--json").json() as? [[String: Any]])
        let id = try #require(rows.first { $0["identifier"] as? String == "gapLeading" }?["id"] as? String)
        #expect(try cli.run("edit", String(id.prefix(6)).uppercased(), "--constant", "6").status == 0)
        try cli.ok("add", "card.height = 200", "--id", "cardWidth")
        let ambiguous = try cli.run("remove", "cardWidth")
        #expect(ambiguous.status == 1 && ambiguous.stderr.contains("names 2 constraints") && ambiguous.stderr.contains("card.height == 200"))
        let typo = try cli.run("edit", "titelTop", "--constant", "1")
        #expect(typo.status == 1 && typo.stderr.contains("did you mean 'titleTop'?"))
        #expect(try cli.ok("diff", "HEAD~2", "HEAD").contains("gapLeading"))
    }

    @Test("history, blame and show find a constraint by identifier or id prefix without reading the others, and say what the whole state says")
    func historyBlameShowLookup() throws {
        let cli = try project()
        defer { cli.removeFolder() }
        for format in [[String](), ["--json"]] {
            let now = try cli.run(["show", "fieldTop"] + format)
            let whole = try cli.run(["show", "fieldTop", "--at", "HEAD"] + format)
            #expect(now.status == 0 && now.stdout == whole.stdout, "show \(format): \(now.stderr)")
        }
        let history = try cli.ok("history", "fieldTop", "--field", "constant")
        #expect(history.contains("12") && history.contains("16"))
        let rows = try #require(try cli.run("list", "--json").json() as? [[String: Any]])
        let id = try #require(rows.first { $0["identifier"] as? String == "fieldTop" }?["id"] as? String)
        #expect(try cli.ok("blame", String(id.prefix(6))).contains("field.top == title.bottom"))
        #expect(try cli.ok("history", "title").contains("view title"), "a view by name")
        let typo = try cli.run("blame", "feildTop")
        #expect(typo.status == 1 && typo.stderr.contains("did you mean 'fieldTop'?"))
    }
}

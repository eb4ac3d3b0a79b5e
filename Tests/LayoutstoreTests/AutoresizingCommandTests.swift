import Foundation
import Testing

/// `view add/edit --autoresizing` through the real binary (issue #18).
@Suite("Autoresizing masks from the command line")
struct AutoresizingCommandTests {
    @Test(
        "view edit --autoresizing: the view follows the screen's size, list --generated shows UIKit's constraints, history the field; --no-autoresizing turns it off; a bad mask is refused"
    )
    func editAutoresizing() throws {
        let cli = try CLI()
        defer { cli.removeFolder() }
        try cli.ok("init", "Card", "--size", "320x480")
        try cli.ok("view", "add", "banner", "--frame", "20,400,280,60")
        try cli.ok("view", "edit", "banner", "--autoresizing", "flexibleWidth, flexibleTopMargin")

        #expect(try cli.solvedFrames()["banner"] == ["x": 20, "y": 400, "width": 280, "height": 60])
        #expect(
            try cli.solvedFrames("--size", "400x600")["banner"] == ["x": 20, "y": 520, "width": 360, "height": 60],
            "20 pt from the sides and the bottom")
        #expect(try cli.run("check").status == 0, "nothing ambiguous: the mask places it")

        let listed = try #require(try cli.run("view", "list", "--json").json() as? [[String: Any]])
        #expect(listed.first { $0["name"] as? String == "banner" }?["autoresizingMask"] as? String == "flexibleWidth,flexibleTopMargin")
        let generated = try #require(try cli.run("list", "--generated", "--json").json() as? [[String: Any]])
        #expect(generated.count == 4)
        #expect(generated.allSatisfy { $0["view"] as? String == "banner" && $0["identifier"] as? String == "h=-&- v=&--" })
        #expect(generated.contains { $0["equation"] as? String == "banner.width == root.width - 40" })
        #expect(try cli.ok("list", "--generated").contains("h=-&- v=&--"))
        #expect(try cli.ok("list").contains("h=") == false, "derived constraints are never stored")

        try cli.ok("view", "edit", "banner", "--no-autoresizing")
        let relisted = try #require(try cli.run("view", "list", "--json").json() as? [[String: Any]])
        let banner = try #require(relisted.first { $0["name"] as? String == "banner" })
        #expect(banner["autoresizingMask"] == nil || banner["autoresizingMask"] is NSNull)
        #expect(try cli.ok("list", "--generated").contains("h=") == false)
        let history = try cli.ok("history", "banner")
        #expect(history.contains("autoresizingMask"), "\(history)")

        let before = try cli.storeSnapshot()
        let bad = try cli.run("view", "edit", "banner", "--autoresizing", "flexibleWidth,stretchy")
        #expect(bad.status != 0)
        #expect(bad.stderr.contains("'stretchy' is not an autoresizing mask"), "\(bad.stderr)")
        #expect(try cli.run("view", "edit", "banner", "--autoresizing", "none", "--no-autoresizing").status != 0)
        #expect(try cli.storeSnapshot() == before)

        try cli.ok("view", "add", "badge", "--frame", "270,10,40,20", "--autoresizing", "none")
        let report = try #require(try cli.run("solve", "--json", "--size", "400x600").json() as? [String: Any])
        let views = try #require(report["views"] as? [[String: Any]])
        #expect(
            views.first { $0["name"] as? String == "badge" }?["frame"] as? [String: Double] == ["x": 270, "y": 10, "width": 40, "height": 20],
            "a fixed mask keeps the design frame")
    }
}

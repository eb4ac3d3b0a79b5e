import Foundation
import Testing

/// `layoutstore stack …` and `list --generated` through the real binary (issue #19).
@Suite("Stack views from the command line")
struct StackCommandTests {
    @Test("stack add arranges views; edit, arrange and remove-arranged change the layout; every field has history")
    func addEditArrange() throws {
        let cli = try CLI()
        defer { cli.removeFolder() }
        try cli.ok("init", "Form", "--size", "320x200")
        for (name, width) in [("ok", 60), ("cancel", 80), ("help", 40)] {
            try cli.ok("view", "add", name, "--kind", "button", "--intrinsic", "\(width),30")
        }
        try cli.ok("stack", "add", "buttons", "--axis", "horizontal", "--spacing", "10", "--arranged", "ok,cancel")
        try cli.ok("add", "buttons.leading = root.leading + 20")
        try cli.ok("add", "buttons.top = root.top + 20")
        func frames() throws -> [String: [String: Double]] {
            let report = try #require(try cli.run("solve", "--json").json() as? [String: Any])
            let views = try #require(report["views"] as? [[String: Any]])
            return Dictionary(uniqueKeysWithValues: views.compactMap { view in
                (view["name"] as? String).flatMap { name in (view["frame"] as? [String: Double]).map { (name, $0) } }
            })
        }
        var solved = try frames()
        #expect(solved["buttons"] == ["x": 20, "y": 20, "width": 150, "height": 30])
        #expect(solved["cancel"]?["x"] == 70)
        #expect(try cli.run("check").stdout.contains("Misplaced view: cancel"), "made with zero frames")
        try cli.ok("update-frames")
        let settled = try cli.run("check")
        #expect(settled.status == 0, "\(settled.stdout)")

        try cli.ok("stack", "arrange", "buttons", "help", "--at", "0")
        try cli.ok("stack", "edit", "buttons", "--spacing", "standard", "--alignment", "center")
        solved = try frames()
        #expect(solved["help"]?["x"] == 0 && solved["ok"]?["x"] == 48 && solved["cancel"]?["x"] == 116)

        let generated = try #require(try cli.run("list", "--generated", "--json").json() as? [[String: Any]])
        #expect(generated.contains { $0["identifier"] as? String == "UISV-spacing" && $0["equation"] as? String == "ok.leading == help.trailing + 8" })
        #expect(try cli.ok("list").contains("UISV") == false, "derived constraints are never stored")

        try cli.ok("stack", "remove-arranged", "buttons", "help")
        #expect(try frames()["ok"]?["x"] == 0)
        let history = try cli.ok("history", "buttons")
        #expect(history.contains("arrangedSubviews") && history.contains("stackSpacing") && history.contains("stackAlignment"))

        let before = try cli.storeSnapshot()
        #expect(try cli.run("stack", "edit", "ok", "--spacing", "4").stderr.contains("is not a stack view"))
        #expect(try cli.run("stack", "add", "column").status != 0, "a stack needs an axis")
        #expect(try cli.run("stack", "edit", "buttons", "--spacing", "-3").status != 0)
        #expect(try cli.storeSnapshot() == before)
    }

    @Test("stack embed: axis, spacing and alignment from the frames; the constraints the stack provides go")
    func embed() throws {
        let cli = try CLI()
        defer { cli.removeFolder() }
        try cli.ok("init", "Form", "--size", "320x400")
        try cli.ok("view", "add", "title", "--kind", "label", "--frame", "20,40,200,21", "--intrinsic", "200,21")
        try cli.ok("view", "add", "subtitle", "--kind", "label", "--frame", "20,69,150,18", "--intrinsic", "150,18")
        try cli.ok("add", "title.leading = root.leading + 20")
        try cli.ok("add", "title.top = root.top + 40")
        try cli.ok("add", "subtitle.top = title.bottom + 8", "--id", "gap")
        try cli.ok("add", "subtitle.leading = title.leading")
        try cli.ok("add", "title.width = 200", "--id", "titleWidth")
        let embed = try cli.run("stack", "embed", "title", "subtitle", "--name", "header")
        #expect(embed.status == 0, "\(embed.stderr)")
        #expect(embed.stderr.contains("header: vertical, alignment leading, spacing 8"), "\(embed.stderr)")
        #expect(embed.stderr.contains("removed 4 constraints"), "\(embed.stderr)")
        let listed = try cli.ok("list")
        #expect(listed.contains("titleWidth") && !listed.contains("gap"))
        let check = try cli.run("check")
        #expect(check.status == 0, "the stack keeps the views where they were: \(check.stdout)")
        let refused = try cli.run("stack", "embed", "title", "root")
        #expect(refused.status != 0 && refused.stderr.contains("share a superview"))
    }
}

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
        var solved = try cli.solvedFrames()
        #expect(solved["buttons"] == ["x": 20, "y": 20, "width": 150, "height": 30])
        #expect(solved["cancel"]?["x"] == 70)
        #expect(try cli.run("check").stdout.contains("Misplaced view: cancel"), "made with zero frames")
        try cli.ok("update-frames")
        let settled = try cli.run("check")
        #expect(settled.status == 0, "\(settled.stdout)")

        try cli.ok("stack", "arrange", "buttons", "help", "--at", "0")
        try cli.ok("stack", "edit", "buttons", "--spacing", "standard", "--alignment", "center")
        solved = try cli.solvedFrames()
        #expect(solved["help"]?["x"] == 0 && solved["ok"]?["x"] == 48 && solved["cancel"]?["x"] == 116)

        let generated = try #require(try cli.run("list", "--generated", "--json").json() as? [[String: Any]])
        #expect(
            generated.contains { $0["identifier"] as? String == "UISV-spacing" && $0["equation"] as? String == "ok.leading == help.trailing + 8" })
        #expect(try cli.ok("list").contains("UISV") == false, "derived constraints are never stored")

        try cli.ok("stack", "remove-arranged", "buttons", "help")
        #expect(try cli.solvedFrames()["ok"]?["x"] == 0)
        let history = try cli.ok("history", "buttons")
        #expect(history.contains("arrangedSubviews") && history.contains("stackSpacing") && history.contains("stackAlignment"))

        let before = try cli.storeSnapshot()
        #expect(try cli.run("stack", "edit", "ok", "--spacing", "4").stderr.contains("is not a stack view"))
        #expect(try cli.run("stack", "add", "column").status != 0, "a stack needs an axis")
        #expect(try cli.run("stack", "edit", "buttons", "--spacing", "-3").status != 0)
        #expect(try cli.storeSnapshot() == before)
    }

    @Test("gravity areas: --distribution gravityAreas, stack arrange --gravity moves views between areas; refused on other distributions")
    func gravityAreas() throws {
        let cli = try CLI()
        defer { cli.removeFolder() }
        try cli.ok("init", "Bar", "--size", "320x100")
        try cli.ok("view", "add", "back", "--kind", "button", "--intrinsic", "40,30")
        try cli.ok("view", "add", "title", "--kind", "label", "--intrinsic", "100,30")
        try cli.ok("view", "add", "search", "--kind", "button", "--intrinsic", "60,30")
        try cli.ok(
            "stack", "add", "toolbar", "--axis", "horizontal", "--distribution", "gravityAreas", "--spacing", "10",
            "--arranged", "back,title,search")
        try cli.ok("add", "toolbar.leading = root.leading")
        try cli.ok("add", "toolbar.trailing = root.trailing")
        try cli.ok("add", "toolbar.top = root.top")
        // Every view in the leading area: packed from the leading edge, the rest of the bar empty.
        var solved = try cli.solvedFrames()
        #expect([solved["back"]?["x"], solved["title"]?["x"], solved["search"]?["x"]] == [0, 50, 160])
        try cli.ok("stack", "arrange", "toolbar", "title", "--gravity", "center")
        try cli.ok("stack", "arrange", "toolbar", "search", "--gravity", "trailing")
        solved = try cli.solvedFrames()
        // back at the leading edge, title centred (160 − 50), search at the trailing edge (320 − 60).
        #expect([solved["back"]?["x"], solved["title"]?["x"], solved["search"]?["x"]] == [0, 110, 260])
        #expect([solved["back"]?["width"], solved["title"]?["width"], solved["search"]?["width"]] == [40, 100, 60])
        let history = try cli.ok("history", "toolbar")
        #expect(history.contains("stackGravities") && history.contains("title=center"), "\(history)")
        try cli.ok("stack", "arrange", "toolbar", "title", "--gravity", "leading")
        #expect(try cli.solvedFrames()["title"]?["x"] == 50, "back in the leading area, after back")
        try cli.ok("stack", "remove-arranged", "toolbar", "search")
        try cli.ok("stack", "arrange", "toolbar", "search")
        #expect(try cli.solvedFrames()["search"]?["x"] == 160, "arranged again, it starts over in the leading area")

        let before = try cli.storeSnapshot()
        let unknown = try cli.run("stack", "arrange", "toolbar", "title", "--gravity", "middle")
        #expect(unknown.status != 0 && unknown.stderr.contains("middle"), "\(unknown.stderr)")
        try cli.ok("stack", "add", "row", "--axis", "horizontal")
        let snapshot = try cli.storeSnapshot()
        let refused = try cli.run("stack", "arrange", "row", "back", "--gravity", "trailing")
        #expect(refused.status == 1 && refused.stderr.contains("--distribution gravityAreas"), "\(refused.stderr)")
        #expect(try cli.storeSnapshot() == snapshot)
        #expect(before != snapshot)
    }

    @Test("stack embed: axis, spacing and alignment from the frames; the constraints between the views go, those to the superview move")
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
        #expect(embed.stderr.contains("moved 2 constraints to header") && embed.stderr.contains("removed 2 constraints"), "\(embed.stderr)")
        let listed = try cli.ok("list")
        #expect(listed.contains("titleWidth") && !listed.contains("gap"))
        let equations = try cli.ok("list", "--format", "equation")
        #expect(
            equations.contains("header.leading = 1.0 * root.leading + 20.0") && equations.contains("header.top = 1.0 * root.top + 40.0"),
            "\(equations)")
        let check = try cli.run("check")
        #expect(check.status == 0, "the stack keeps the views where they were: \(check.stdout)")
        let refused = try cli.run("stack", "embed", "title", "root")
        #expect(refused.status != 0 && refused.stderr.contains("share a superview"))
    }

    @Test("Item 16: stack embed keeps titleTop and the pins to the superview by moving them to the stack")
    func embedMovesOutsideConstraintsToTheStack() throws {
        let cli = try CLI()
        defer { cli.removeFolder() }
        // The README's session, whose form sat under the status bar once embedded.
        try cli.ok("init", "Login", "--size", "390x844")
        try cli.ok("view", "add", "title", "--kind", "label", "--intrinsic", "120,21")
        try cli.ok("view", "add", "email", "--kind", "textField")
        try cli.ok("add", "title.top = root.safeArea.top + 20", "--id", "titleTop", "--priority", "999")
        try cli.ok("add", "--vfl", "H:|-[email]-|")
        try cli.ok("add", "--vfl", "V:[title]-24-[email(44)]")
        try cli.ok("add", "title.centerX = root.centerX")
        try cli.ok("update-frames")
        let before = try cli.solvedFrames("--device", "iphone-15")

        let embed = try cli.run("stack", "embed", "title", "email", "--name", "form")
        #expect(embed.status == 0, "\(embed.stderr)")
        #expect(embed.stderr.contains("moved 4 constraints to form") && embed.stderr.contains("titleTop"), "\(embed.stderr)")
        #expect(embed.stderr.contains("removed 1 constraint the stack now provides"), "only the gap between the views: \(embed.stderr)")

        // titleTop is still there, by its name, with its priority and constant, on the stack.
        let titleTop = try #require(try cli.run("show", "titleTop", "--json").json() as? [String: Any])
        #expect(titleTop["equation"] as? String == "form.top == root.safeArea.top + 20", "\(titleTop)")
        #expect(titleTop["priority"] as? Int == 999, "\(titleTop)")
        let equations = try cli.ok("list", "--format", "equation")
        #expect(equations.contains("form.leading = 1.0 * root.leadingMargin + 0.0"), "\(equations)")
        #expect(equations.contains("root.trailingMargin = 1.0 * form.trailing + 0.0"), "\(equations)")
        #expect(equations.contains("form.centerX = 1.0 * root.centerX + 0.0"), "\(equations)")
        #expect(equations.contains("email.height = 0.0 * NotAnAttribute + 44.0"), "a view's own size stays: \(equations)")

        // The form stays below the status bar, where the views were.
        try cli.ok("stack", "edit", "form", "--alignment", "fill")
        let after = try cli.solvedFrames("--device", "iphone-15")
        #expect(after["form"]?["y"] == before["title"]?["y"], "\(after)")
        #expect(after["form"]?["x"] == before["email"]?["x"] && after["form"]?["width"] == before["email"]?["width"], "\(after)")
        let check = try cli.run("check", "--device", "iphone-15")
        #expect(check.status == 0 || !check.stdout.contains("Ambiguous layout: form"), "the stack is placed: \(check.stdout)")
    }
}

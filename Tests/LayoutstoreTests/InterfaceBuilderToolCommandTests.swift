import Foundation
import Testing

/// pin, add-missing, update-constraints and reset-to-suggested, run as a user would.
@Suite("Interface Builder's tools, end to end")
struct InterfaceBuilderToolCommandTests {
    /// A login screen whose views are placed but not constrained.
    private func placedScreen() throws -> CLI {
        let cli = try CLI()
        try cli.ok("init", "Login", "--size", "375x667", "-m", "login screen")
        try cli.ok("view", "add", "title", "--kind", "label", "--frame", "20,40,120,21", "--intrinsic", "120,21")
        try cli.ok("view", "add", "field", "--kind", "textField", "--frame", "20,81,335,34")
        try cli.ok("view", "add", "ok", "--kind", "button", "--frame", "20,135,80,30")
        return cli
    }

    @Test("add-missing --all makes a placed screen pass check, in one revision; --dry-run stores nothing")
    func addMissingThenCheck() throws {
        let cli = try placedScreen()
        #expect(try cli.run("check").status == 0, "unconstrained views keep their design frames")
        let snapshot = try cli.storeSnapshot()
        let dry = try cli.ok("add-missing", "--all", "--dry-run")
        #expect(dry.contains("+ field.trailing == root.trailingMargin - 12"))
        #expect(try cli.storeSnapshot() == snapshot)
        func revisions() throws -> Int { (try cli.run("log", "--json").json() as? [Any])?.count ?? 0 }
        let before = try revisions()
        try cli.ok("add-missing", "--all", "-m", "constraints for the login screen")
        #expect(try revisions() == before + 1)
        #expect(try cli.run("check").status == 0)
        #expect(try cli.run("check", "--size", "500x700").status == 3, "misplaced at another size, but neither ambiguous nor unsatisfiable")
        let wide = try cli.run("check", "--size", "500x700").stderr
        #expect(!wide.contains("Ambiguous") && !wide.contains("Unable to simultaneously"))
        let nothing = try cli.run("add-missing", "--all")
        #expect(nothing.status == 0 && nothing.stderr.contains("no constraint is missing: every view is determined already"), "\(nothing.stderr)")
    }

    @Test("pin writes the current distance to the nearest neighbour, or the value typed; errors change nothing")
    func pin() throws {
        let cli = try placedScreen()
        let shown = try cli.ok("pin", "ok", "--top", "current", "--leading", "16", "--width", "current", "--dry-run")
        #expect(shown.contains("+ ok.top == field.bottom + 20"))
        #expect(shown.contains("+ ok.leading == root.leadingMargin + 16"))
        #expect(shown.contains("+ ok.width == 80"))
        let before = try cli.storeSnapshot()
        let rootPin = try cli.run("pin", "root", "--top", "10")
        #expect(rootPin.status == 1 && rootPin.stderr.contains("root view"))
        let nothing = try cli.run("pin", "ok")
        #expect(nothing.status == 64 && nothing.stderr.contains("say what to pin"))
        #expect(try cli.run("pin", "nobody", "--top", "1").status == 1)
        #expect(try cli.storeSnapshot() == before)
        try cli.ok("pin", "ok", "field", "--equal-widths", "-m", "same width")
        #expect(try cli.ok("list").contains("field.width == ok.width"))
    }

    @Test("update-constraints moves constants to the design, reset-to-suggested replaces a view's constraints")
    func updateAndReset() throws {
        let cli = try placedScreen()
        try cli.ok("add", "title.leading = root.leading + 30", "--id", "titleLeading")
        try cli.ok("add", "title.top = root.top + 10", "--id", "titleTop")
        let updated = try cli.run("update-constraints", "title", "--json")
        #expect(updated.status == 0)
        #expect(try cli.ok("show", "titleLeading").contains("title.leading == root.leading + 20"))
        #expect(try cli.ok("show", "titleTop").contains("title.top == root.top + 40"))
        let reset = try cli.ok("reset-to-suggested", "title", "--dry-run")
        #expect(reset.contains("- title.leading == root.leading + 20"))
        #expect(reset.contains("+ title.leading == root.leadingMargin + 12"))
        try cli.ok("reset-to-suggested", "title")
        #expect(!(try cli.ok("list")).contains("titleLeading"))
        #expect(try cli.run("check").status == 0)
    }
}

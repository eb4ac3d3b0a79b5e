import Foundation
import Testing

/// `solve`, `check` and `update-frames` through the real binary.
@Suite("Solving from the command line")
struct SolveCommandTests {
    @Test("check exits 3 on an ambiguous layout, update-frames and more constraints make it pass")
    func checkThenFix() throws {
        let cli = try CLI()
        defer { cli.removeFolder() }
        try cli.ok("init", "Card", "--size", "320x480")
        try cli.ok("view", "add", "card")
        try cli.ok("add", "--vfl", "H:|-[card]-|")
        try cli.ok("add", "card.height = 100")

        let ambiguous = try cli.run("check")
        #expect(ambiguous.status == 3)
        #expect(ambiguous.stdout.contains("Ambiguous layout: card's y"))

        try cli.ok("add", "card.top = root.safeArea.top + 20")
        let misplaced = try cli.run("check")
        #expect(misplaced.status == 3 && misplaced.stdout.contains("Misplaced view: card"))

        try cli.ok("update-frames", "-m", "match")
        let clean = try cli.run("check")
        #expect(clean.status == 0 && clean.stdout.contains("no problems"), "\(clean.stdout)")
        #expect(try cli.ok("view", "list").contains("8,20,304,100"))

        // Solving an older revision still sees the problem.
        #expect(try cli.run("check", "--at", "HEAD~2").status == 3)
    }

    @Test("solve prints frames relative to the superview, flips under --rtl, and reports conflicts")
    func solve() throws {
        let cli = try CLI()
        defer { cli.removeFolder() }
        try cli.ok("init", "Row", "--size", "300x200")
        try cli.ok("view", "add", "box")
        try cli.ok("view", "add", "dot", "--parent", "box")
        try cli.ok("add", "box.leading = root.leading + 10", "--id", "boxLeading")
        try cli.ok("add", "box.top = root.top + 10")
        try cli.ok("add", "box.width = 100", "--id", "boxWidth")
        try cli.ok("add", "box.height = 50")
        try cli.ok("add", "--vfl", "H:|-5-[dot(10)]")
        try cli.ok("add", "--vfl", "V:|-5-[dot(10)]")

        let frames = try #require(try cli.run("solve", "--json").json() as? [String: Any])
        let views = try #require(frames["views"] as? [[String: Any]])
        let dot = try #require(views.first { $0["name"] as? String == "dot" })
        #expect((dot["frame"] as? [String: Double]) == ["x": 5, "y": 5, "width": 10, "height": 10])
        #expect((dot["windowFrame"] as? [String: Double]) == ["x": 15, "y": 15, "width": 10, "height": 10])

        let rtl = try cli.ok("solve", "--rtl")
        #expect(rtl.contains("├─ box") || rtl.contains("└─ box"))
        #expect(rtl.contains("190,10,100,50"), "box hangs 10 pt in from the right edge: \(rtl)")

        try cli.ok("add", "box.trailing = root.trailing - 10", "--id", "boxTrailing")
        let conflict = try cli.run("check")
        #expect(conflict.status == 3)
        #expect(conflict.stdout.contains("Unable to simultaneously satisfy constraints"))
        #expect(conflict.stdout.contains("Will attempt to recover by breaking constraint '"))
        for identifier in ["boxLeading", "boxWidth", "boxTrailing"] {
            #expect(conflict.stdout.contains(identifier), "\(identifier) is one of the conflicting constraints")
        }
        let solveJSON = try #require(try cli.run("solve", "--json").json() as? [String: Any])
        #expect((solveJSON["unsatisfiable"] as? [Any])?.count == 1)

        let device = try cli.run("solve", "--device", "iphone-42")
        #expect(device.status == 64 && device.stderr.contains("iphone-15"))
    }

    @Test("Item 7: a negative size fails check, is never written by update-frames, and an infinite frame still prints as JSON")
    func negativeAndInfiniteSizes() throws {
        let cli = try CLI()
        defer { cli.removeFolder() }
        try cli.ok("init", "Bar", "--size", "320x480")
        try cli.ok("view", "add", "bar", "--frame", "200,0,10,10")
        try cli.ok("add", "bar.leading = root.leading + 200")
        try cli.ok("add", "bar.trailing = root.leading + 100")
        try cli.ok("add", "bar.top = root.top")
        try cli.ok("add", "bar.height = 10")
        let check = try cli.run("check")
        #expect(check.status == 3)
        #expect(check.stdout.contains("Invalid frame: bar solves to 200,0,-100,10"), "\(check.stdout)")
        let before = try cli.storeSnapshot()
        let update = try cli.run("update-frames")
        #expect(update.status == 0 && update.stderr.contains("left alone: bar"), "\(update.stderr)")
        #expect(try cli.storeSnapshot() == before, "update-frames wrote a negative width into the design")

        try cli.ok("view", "add", "wide")
        try cli.ok("add", "wide.width = 1e308 * bar.height")
        let solve = try cli.run("solve", "--json")
        #expect(solve.status == 0, "\(solve.stderr)")
        let report = try #require(try solve.json() as? [String: Any])
        // The engine refuses the overflowing product as unsatisfiable, or solves it to a frame
        // that is not finite: either way a problem, and never an encoder error.
        let invalid = try #require(report["invalid"] as? [[String: Any]])
        let unsatisfiable = try #require(report["unsatisfiable"] as? [[String: Any]])
        #expect(invalid.contains { $0["view"] as? String == "wide" } || !unsatisfiable.isEmpty, "\(report)")
        #expect(try cli.run("check").status == 3)
    }

    @Test("Item 10: check and update-frames agree about an ambiguous view")
    func checkAndUpdateFramesAgree() throws {
        let cli = try CLI()
        defer { cli.removeFolder() }
        try cli.ok("init", "Card", "--size", "320x480")
        try cli.ok("view", "add", "card", "--frame", "0,0,10,10")
        try cli.ok("add", "card.leading = root.leading + 20")
        try cli.ok("add", "card.width = 100")
        try cli.ok("add", "card.height = 50")
        let check = try cli.run("check")
        #expect(check.status == 3 && check.stdout.contains("Ambiguous layout: card's y"))
        #expect(!check.stdout.contains("Misplaced view: card"), "check promised update-frames would move it: \(check.stdout)")
        let update = try cli.run("update-frames")
        #expect(update.status == 0)
        #expect(update.stderr.contains("left alone: card") && !update.stderr.contains("already matches"), "\(update.stderr)")
    }

    @Test("Item 10: writing notAnAttribute is explained, not suggested back")
    func notAnAttributeIsExplained() throws {
        let cli = try CLI()
        defer { cli.removeFolder() }
        try cli.ok("init", "Card")
        try cli.ok("view", "add", "card")
        let add = try cli.run("add", "card.width = root.notAnAttribute")
        #expect(add.status != 0)
        #expect(add.stderr.contains("not an attribute to write") && !add.stderr.contains("did you mean 'notAnAttribute'"), "\(add.stderr)")
        let typo = try cli.run("add", "card.width = root.notAnAtribute")
        #expect(!typo.stderr.contains("did you mean 'notAnAttribute'"), "\(typo.stderr)")
    }
}

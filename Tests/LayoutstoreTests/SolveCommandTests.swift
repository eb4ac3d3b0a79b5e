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
}

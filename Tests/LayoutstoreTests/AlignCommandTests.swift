import Foundation
import Testing

/// Interface Builder's Align tool and Clear Constraints through the real binary (issue #21).
@Suite("align and clear")
struct AlignCommandTests {
    @Test("align makes edges, centres and baselines equal, or centres a view in its container; --dry-run adds nothing")
    func align() throws {
        let cli = try CLI()
        defer { cli.removeFolder() }
        try cli.ok("init", "Form", "--size", "320x480")
        try cli.ok("view", "add", "title", "--kind", "label", "--frame", "20,40,100,21", "--intrinsic", "100,21")
        try cli.ok("view", "add", "subtitle", "--kind", "label", "--frame", "30,70,80,18", "--intrinsic", "80,18")
        try cli.ok("add", "title.leading = root.leading + 20")
        try cli.ok("add", "title.top = root.top + 40")
        try cli.ok("add", "subtitle.top = title.bottom + 9")

        let before = try cli.storeSnapshot()
        let dryRun = try cli.run("align", "title", "subtitle", "--leading", "--offset", "4", "--dry-run")
        #expect(dryRun.status == 0 && dryRun.stdout.contains("+ subtitle.leading == title.leading + 4"), "\(dryRun.stdout)")
        #expect(try cli.storeSnapshot() == before, "--dry-run changed the store")

        try cli.ok("align", "title", "subtitle", "--leading")
        #expect(try cli.ok("list", "--format", "equation").contains("subtitle.leading = 1.0 * title.leading + 0.0"))
        try cli.ok("update-frames")
        let check = try cli.run("check")
        #expect(check.status == 0, "\(check.stdout)")
        #expect(try cli.ok("view", "list").contains("20,70,80,18"), "subtitle lined up with title")

        try cli.ok("view", "add", "spinner", "--kind", "activityIndicator", "--intrinsic", "20,20")
        try cli.ok("align", "spinner", "--horizontally-in-container")
        #expect(try cli.ok("list", "--view", "spinner").contains("spinner.centerX == root.centerX"))

        #expect(try cli.run("align", "title", "--leading").status != 0, "one view cannot be aligned with itself")
        #expect(try cli.run("align", "root", "--vertically-in-container").stderr.contains("no superview"))
        #expect(try cli.run("align", "title", "subtitle").status != 0, "an alignment is needed")
        #expect(try cli.run("align", "title", "ghost", "--top").stderr.contains("no view named 'ghost'"))
    }

    @Test("clear removes the named views' constraints, or all, in one revision")
    func clear() throws {
        let cli = try CLI()
        defer { cli.removeFolder() }
        try cli.ok("init", "Form")
        try cli.ok("view", "add", "title")
        try cli.ok("view", "add", "subtitle")
        try cli.ok("add", "title.top = root.top + 40", "--id", "titleTop")
        try cli.ok("add", "subtitle.top = title.bottom + 8", "--id", "gap")
        try cli.ok("add", "root.width = 320", "--id", "rootWidth")
        let dryRun = try cli.ok("clear", "subtitle", "--dry-run")
        #expect(dryRun.contains("- subtitle.top == title.bottom + 8") && !dryRun.contains("titleTop"))
        try cli.ok("clear", "title")
        let left = try cli.ok("list")
        #expect(!left.contains("titleTop") && !left.contains("gap") && left.contains("rootWidth"))
        try cli.ok("clear", "--all")
        #expect(try cli.run("list", "--json").json() as? [Any] == nil || (try cli.run("list", "--json").json() as? [Any])?.isEmpty == true)
        #expect(try cli.run("clear", "--all").stderr.contains("nothing to change"))
    }
}

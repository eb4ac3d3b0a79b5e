import Foundation
import Model
import Render
import Solver
import Testing

/// The SVG bytes: held by snapshot files under `Snapshots/` (plain file comparison; run with
/// `RENDER_RECORD=1` to write them anew after a deliberate change, and look at them), and the
/// same for the same layout however it was built.
@Suite("SVG of pictures")
struct SVGTests {
    static let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appending(path: "Snapshots")

    /// Compares the text with the snapshot file of that name; records it when asked or when
    /// there is none yet (and fails then, so that a missing file is noticed).
    func assertSnapshot(_ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let file = SVGTests.snapshots.appending(path: name)
        let recording = ProcessInfo.processInfo.environment["RENDER_RECORD"] == "1"
        guard !recording, let recorded = try? String(contentsOf: file, encoding: .utf8) else {
            try FileManager.default.createDirectory(at: SVGTests.snapshots, withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
            Issue.record("recorded the snapshot \(name); look at it, then run the tests again", sourceLocation: sourceLocation)
            return
        }
        if recorded != text {
            let got = file.deletingPathExtension().appendingPathExtension("actual.svg")
            try? text.write(to: got, atomically: true, encoding: .utf8)
            Issue.record(
                "\(name) differs from its snapshot; this run's picture is in \(got.lastPathComponent) (RENDER_RECORD=1 accepts it)",
                sourceLocation: sourceLocation)
        }
    }

    /// Every feature at once: nesting, kinds, a misplaced view, an optional constraint, badges,
    /// a space and an alignment, the margins and safe area, a custom guide, a name to escape.
    static func showcase() throws -> RenderFixture {
        var fixture = RenderFixture(width: 375, height: 667)
        fixture.environment = try #require(LayoutEnvironment.device(named: "iphone-se"))
        fixture.view("card", frame: Rect(x: 16, y: 40, width: 343, height: 120))
        fixture.view(
            "title", kind: .label, frame: Rect(x: 8, y: 8, width: 200, height: 21), parent: "card",
            intrinsic: IntrinsicContentSize(width: 120, height: 21))
        fixture.view("button1", kind: .button, frame: Rect(x: 16, y: 300, width: 80, height: 30))
        fixture.view("button2", kind: .button, frame: Rect(x: 104, y: 300, width: 80, height: 30))
        fixture.view("photo", kind: .imageView, frame: Rect(x: 16, y: 360, width: 100, height: 100))
        fixture.guide("gap", owner: "root")
        try fixture.add("card.leading = root.leadingMargin")
        try fixture.add("card.trailing = root.trailingMargin")
        try fixture.add("card.top = root.safeArea.top + 20")
        try fixture.add("card.height = 120")
        try fixture.add("title.leading = card.leading + 8")
        try fixture.add("title.top = card.top + 8")
        try fixture.add("button1.leading = card.leading")
        try fixture.add("button1.top = card.bottom + 24")
        try fixture.add("button1.width = 80")
        try fixture.add("button1.height = 30")
        try fixture.add("button2.leading = button1.trailing + 8")
        try fixture.add("button2.firstBaseline = button1.firstBaseline")
        try fixture.add("button2.width = button1.width")
        try fixture.add("button2.height = 30 @750")
        try fixture.add("gap.top = button1.bottom")
        try fixture.add("gap.leading = root.leading")
        try fixture.add("gap.width = 40")
        try fixture.add("gap.height >= 16")
        try fixture.add("photo.top = gap.bottom")
        try fixture.add("photo.leading = button1.leading")
        try fixture.add("photo.width = photo.height")
        try fixture.add("photo.width <= 100")
        return fixture
    }

    @Test("a layout's SVG matches its snapshot")
    func layoutSnapshot() throws {
        let picture = try Self.showcase().picture(RenderOptions(title: "Showcase <iPhone SE & friends>"))
        try assertSnapshot(picture.svg, named: "showcase.svg")
    }

    @Test("the --diff overlay's SVG matches its snapshot")
    func diffSnapshot() throws {
        let before = try Self.showcase()
        var after = before
        let button2 = after.id("button2")
        after.project.constraints.removeAll { $0.equation.first == Anchor(button2, .width) }
        try after.add("button2.trailing = card.trailing")
        let picture = try after.picture(RenderOptions(title: "Showcase, against the revision before", previous: before.layout))
        try assertSnapshot(picture.svg, named: "showcase-diff.svg")
    }

    @Test("the same layout gives the same bytes, whatever order its views and constraints were made in")
    func determinism() throws {
        let fixture = try Self.showcase()
        var shuffled = fixture
        shuffled.project.views.reverse()
        shuffled.project.constraints.reverse()
        shuffled.project.guides.reverse()
        let first = try fixture.picture().svg
        #expect(try fixture.picture().svg == first)
        #expect(try shuffled.picture().svg == first)
        #expect(try shuffled.picture(RenderOptions(previous: fixture.layout)).svg == fixture.picture(RenderOptions(previous: shuffled.layout)).svg)
    }

    @Test("names are escaped, numbers have two decimals at most")
    func textAndNumbers() throws {
        var fixture = RenderFixture(width: 100.125, height: 50)
        fixture.view("box", frame: Rect(x: 1.0 / 3, y: 0, width: 10, height: 10))
        let svg = try fixture.picture(RenderOptions(title: "a<b & \"c\"")).svg
        #expect(svg.contains("<title>a&lt;b &amp; &quot;c&quot;</title>"))
        #expect(svg.contains(#"width="100.13""#) || svg.contains(#"width="100.12""#))
        #expect(svg.contains(#"x="20.33""#), "the box 1/3 pt in from a root at x 20")
        #expect(!svg.contains("0.333"))
    }
}

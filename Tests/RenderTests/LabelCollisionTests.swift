import Foundation
import Model
import Render
import Solver
import Testing

/// Labels that never collide (issue 40): on every scene of the corpus, drawn as `render` draws
/// it, no two texts of the SVG overlap, and no view's name lies over a constraint's line or a
/// view's edge. Measured on the SVG's bytes, as a reader's eye would meet them.
@Suite("Labels that never collide")
struct LabelCollisionTests {
    /// The texts whose boxes two readers could confuse: names, constants, the title and legend
    /// (a view's content is clipped to its view and drawn under the labels).
    static let labelClasses: Set<String> = ["name", "name guide", "constant", "title", "legend"]

    /// Pairs of overlapping boxes, found by sweeping them in order of their left edges.
    static func overlaps(_ texts: [SVGReading.Text]) -> [(SVGReading.Text, SVGReading.Text)] {
        let sorted = texts.sorted { $0.box.x < $1.box.x }
        var pairs: [(SVGReading.Text, SVGReading.Text)] = []
        for (index, text) in sorted.enumerated() {
            for other in sorted[(index + 1)...] {
                if other.box.x >= text.box.x + text.box.width - 0.01 { break }
                let a = text.box, b = other.box
                if a.y < b.y + b.height - 0.01 && b.y < a.y + a.height - 0.01 { pairs.append((text, other)) }
            }
        }
        return pairs
    }

    /// Whether a segment passes through a box's inside (touching its edge does not count).
    static func crosses(_ from: Point, _ to: Point, _ box: Rect) -> Bool {
        let inner = Rect(x: box.x + 0.01, y: box.y + 0.01, width: box.width - 0.02, height: box.height - 0.02)
        var low = 0.0, high = 1.0
        let dx = to.x - from.x, dy = to.y - from.y
        for (p, q) in [(-dx, from.x - inner.x), (dx, inner.x + inner.width - from.x), (-dy, from.y - inner.y), (dy, inner.y + inner.height - from.y)]
        {
            if p == 0 {
                if q <= 0 { return false }
            } else {
                let t = q / p
                if p < 0 { low = max(low, t) } else { high = min(high, t) }
                if low >= high { return false }
            }
        }
        return true
    }

    /// What is wrong with one picture's labels, in words.
    static func collisions(in svg: String) -> [String] {
        let reading = SVGReading(svg)
        let labels = reading.texts.filter { labelClasses.contains($0.className) }
        var found = overlaps(labels).map { "'\($0.0.content)' (\($0.0.className)) overlaps '\($0.1.content)' (\($0.1.className))" }
        let lines = reading.lines.filter { $0.className == "constraint" || $0.className.hasPrefix("view") }
        for name in labels where name.className == "name" {
            for line in lines where crosses(line.from, line.to, name.box) {
                found.append("'\(name.content)' lies over a \(line.className) line from \(line.from) to \(line.to)")
            }
        }
        return found
    }

    @Test("on every corpus scene no two labels overlap and no view's name hides a line")
    func corpusScenes() throws {
        let scenes = try CorpusScenes.all()
        #expect(scenes.count > 100)
        var failures: [String] = []
        var labelCount = 0
        for scene in scenes {
            let svg = try Picture(SolvedLayout(solving: scene.project, in: LayoutEnvironment(designOf: scene.project))).svg
            labelCount += SVGReading(svg).texts.count
            failures += Self.collisions(in: svg).prefix(3).map { "\(scene.name): \($0)" }
        }
        #expect(labelCount > 1000)
        #expect(failures.isEmpty, "\(failures.count) collisions:\n\(failures.prefix(40).joined(separator: "\n"))")
    }

    @Test("views drawn at one frame share one tag that lists them; nested names do not overprint")
    func sharedFrame() throws {
        var fixture = RenderFixture(width: 320, height: 480)
        fixture.view("scroll", kind: .scrollView, frame: Rect(x: 0, y: 0, width: 320, height: 480))
        fixture.view("content", frame: Rect(x: 0, y: 0, width: 320, height: 480), parent: "scroll")
        fixture.view("form", frame: Rect(x: 20, y: 40, width: 200, height: 30), parent: "content")
        fixture.view("title", kind: .label, frame: Rect(x: 0, y: 0, width: 14, height: 30), parent: "form")
        let picture = try fixture.picture()
        let names = picture.elements.filter { $0.role == .viewName }.compactMap { element -> String? in
            guard case .text(let mark) = element.mark else { return nil }
            return mark.text
        }
        #expect(names.contains("root, scroll, content"))
        #expect(!names.contains("scroll") && !names.contains("content"))
        #expect(Self.collisions(in: picture.svg).isEmpty)
        // The title is too small for its name and kind: its tag stands beside it, with a leader.
        #expect(picture.element(of: .item(fixture.id("title")), role: .leader) != nil)
    }
}

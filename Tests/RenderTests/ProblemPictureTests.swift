import Model
import Render
import Solver
import Testing

/// Problems drawn as Interface Builder draws them (issue 40): red only as far as the problem
/// reaches, the broken constraint marked, an ambiguous view where it was placed, and views off
/// the screen pointed at.
@Suite("Problems in pictures")
struct ProblemPictureTests {
    @Test("only the constraints of the unsatisfiable set are red; the one Auto Layout breaks carries a ×")
    func unsatisfiableSetOnly() throws {
        var fixture = RenderFixture()
        let box = fixture.view("box", frame: Rect(x: 10, y: 10, width: 50, height: 50))
        let other = fixture.view("other", frame: Rect(x: 10, y: 100, width: 50, height: 50))
        let leading = try fixture.add("box.leading = root.leading + 10")
        try fixture.add("box.top = root.top + 10")
        try fixture.add("box.height = 50")
        let narrow = try fixture.add("box.width = 50")
        let wide = try fixture.add("box.width = 80")
        let below = try fixture.add("other.top = box.bottom + 40")
        try fixture.add("other.leading = box.leading")
        try fixture.add("other.width = 50")
        try fixture.add("other.height = 50")
        let picture = try fixture.picture()
        #expect(picture.element(of: .item(box), role: .view)?.style.stroke == .conflict)
        #expect(picture.element(of: .constraint(narrow), role: .constraint)?.style.stroke == .conflict)
        #expect(picture.element(of: .constraint(wide), role: .constraint)?.style.stroke == .conflict)
        // The box's other constraints, and the view placed from it, keep their colour.
        #expect(picture.element(of: .constraint(leading), role: .constraint)?.style.stroke == .inPlace)
        #expect(picture.element(of: .constraint(below), role: .constraint)?.style.stroke == .inPlace)
        #expect(picture.element(of: .item(other), role: .view)?.style.stroke != .conflict)
        // One of the two is broken, and only it is crossed.
        let crossed = [narrow, wide].filter { id in
            picture.elements(of: .constraint(id), role: .badge).contains { $0.mark.isBadge("×") }
        }
        #expect(crossed.count == 1)
        #expect(picture.svg.contains("breaks"))
    }

    @Test("an ambiguous view stands at its design frame, dashed red, its name saying what the constraints leave open")
    func ambiguousAtDesignFrame() throws {
        var fixture = RenderFixture()
        fixture.view("card", frame: Rect(x: 20, y: 40, width: 200, height: 100))
        let badge = fixture.view("badge", frame: Rect(x: 150, y: 10, width: 40, height: 20), parent: "card")
        try fixture.add("card.leading = root.leading + 20")
        try fixture.add("card.top = root.top + 40")
        try fixture.add("card.width = 200")
        try fixture.add("card.height = 100")
        try fixture.add("badge.top = card.top + 10")
        try fixture.add("badge.height = 20")
        let picture = try fixture.picture()
        let origin = try #require(picture.origin(of: fixture.id("root")))
        let view = try #require(picture.element(of: .item(badge), role: .view))
        #expect(view.mark == .rectangle(Rect(x: 170, y: 50, width: 40, height: 20).moved(by: origin)))
        #expect(view.style.stroke == .conflict && view.style.dash == .dashed)
        guard case .text(let name)? = picture.element(of: .item(badge), role: .viewName)?.mark else {
            Issue.record("the badge has no name")
            return
        }
        #expect(name.detail == "ambiguous x, width")
    }

    @Test("a view off its root's screen is an arrow at the screen's edge pointing its way, with its name; the picture does not grow to it")
    func offScreenArrow() throws {
        var fixture = RenderFixture(width: 320, height: 480)
        let far = fixture.view("far", frame: Rect(x: 2000, y: 100, width: 50, height: 50))
        try fixture.add("far.leading = root.leading + 2000")
        try fixture.add("far.top = root.top + 100")
        try fixture.add("far.width = 50")
        try fixture.add("far.height = 50")
        let picture = try fixture.picture()
        #expect(picture.element(of: .item(far), role: .view) == nil)
        let arrow = try #require(picture.element(of: .item(far), role: .offCanvasArrow))
        guard case .arrow(let from, let to) = arrow.mark else {
            Issue.record("not an arrow")
            return
        }
        let screen = try #require(picture.rectangle(of: fixture.id("root")))
        #expect(abs(to.x - (screen.x + screen.width)) < 0.01 && to.x > from.x)
        #expect(picture.width < 600)
        #expect(picture.element(of: .item(far), role: .viewName) != nil)
    }
}

extension Mark {
    func isBadge(_ symbol: String) -> Bool {
        if case .badge(symbol, _) = self { return true }
        return false
    }
}

import Model
import Render
import Solver
import Testing

/// The picture value: what is drawn where, in which style (seed, "Working with Constraints in
/// Interface Builder").
@Suite("Pictures of layouts")
struct PictureTests {
    /// A card at (10, 20, 200, 100) in a 320 x 480 root, with a title label inside it.
    static func card(design: Rect = Rect(x: 10, y: 20, width: 200, height: 100), heightPriority: String = "") throws -> RenderFixture {
        var fixture = RenderFixture()
        fixture.view("card", frame: design)
        fixture.view("title", kind: .label, frame: Rect(x: 8, y: 8, width: 80, height: 20), parent: "card")
        try fixture.add("card.leading = root.leading + 10")
        try fixture.add("card.top = root.top + 20")
        try fixture.add("card.width = 200")
        try fixture.add("card.height = 100" + heightPriority)
        try fixture.add("title.leading = card.leading + 8")
        try fixture.add("title.top = card.top + 8")
        try fixture.add("title.width = 80")
        try fixture.add("title.height = 20")
        return fixture
    }

    @Test("every view is a rectangle at its solved frame, nested in its superview, labelled with its name and kind")
    func viewsAtSolvedFrames() throws {
        let fixture = try Self.card()
        let picture = try fixture.picture()
        let origin = try #require(picture.origin(of: fixture.id("root")))
        #expect(picture.rectangle(of: fixture.id("root")) == Rect(x: 0, y: 0, width: 320, height: 480).moved(by: origin))
        #expect(picture.rectangle(of: fixture.id("card")) == Rect(x: 10, y: 20, width: 200, height: 100).moved(by: origin))
        #expect(picture.rectangle(of: fixture.id("title")) == Rect(x: 18, y: 28, width: 80, height: 20).moved(by: origin))
        guard case .text(let name)? = picture.element(of: .item(fixture.id("title")), role: .viewName)?.mark else {
            Issue.record("the title has no name drawn")
            return
        }
        #expect(name.text == "title" && name.detail == "label")
        // Nested: a subview is painted after (over) its superview.
        let order = picture.elements.filter { $0.role == .view }.map(\.subject)
        #expect(order == [.item(fixture.id("root")), .item(fixture.id("card")), .item(fixture.id("title"))])
        // In place: its constraints are blue, and no outline is drawn.
        #expect(picture.elements.filter { $0.role == .constraint }.allSatisfy { $0.style.stroke == .inPlace })
        #expect(picture.elements.allSatisfy { $0.role != .designOutline })
    }

    @Test("a required constraint is solid, an optional one dashed")
    func requiredSolidOptionalDashed() throws {
        let fixture = try Self.card(heightPriority: " @750")
        let card = fixture.id("card")
        let width = try #require(fixture.project.constraints.first { $0.equation.first == Anchor(card, .width) }?.id)
        let height = try #require(fixture.project.constraints.first { $0.equation.first == Anchor(card, .height) }?.id)
        let picture = try fixture.picture()
        #expect(picture.element(of: .constraint(width), role: .constraint)?.style.dash == .solid)
        #expect(picture.element(of: .constraint(height), role: .constraint)?.style.dash == .dashed)
        #expect(picture.element(of: .constraint(height), role: .constraint)?.style.stroke == .inPlace)
    }

    @Test("a misplaced view is orange, with its design frame as a dashed outline beside the solved one")
    func misplaced() throws {
        let fixture = try Self.card(design: Rect(x: 40, y: 60, width: 150, height: 90))
        let picture = try fixture.picture()
        let origin = try #require(picture.origin(of: fixture.id("root")))
        let card = fixture.id("card")
        #expect(picture.element(of: .item(card), role: .view)?.style.stroke == .misplaced)
        #expect(picture.rectangle(of: card) == Rect(x: 10, y: 20, width: 200, height: 100).moved(by: origin))
        let outline = try #require(picture.element(of: .item(card), role: .designOutline))
        #expect(outline.mark == .rectangle(Rect(x: 40, y: 60, width: 150, height: 90).moved(by: origin)))
        #expect(outline.style.dash == .dashed && outline.style.stroke == .misplaced)
        let widthConstraint = try #require(
            fixture.project.constraints.first { $0.equation.first.attribute == .width && $0.equation.first.item == card })
        #expect(picture.element(of: .constraint(widthConstraint.id), role: .constraint)?.style.stroke == .misplaced)
        // The title, in place itself, is drawn in its misplaced superview; its own constraints
        // to the card are orange too (the card is one of their items).
        #expect(picture.element(of: .item(fixture.id("title")), role: .designOutline) == nil)
    }

    @Test("--design draws the design frame, and a misplaced view's solved frame as the dashed outline")
    func designFrames() throws {
        let fixture = try Self.card(design: Rect(x: 40, y: 60, width: 150, height: 90))
        let picture = try fixture.picture(RenderOptions(drawsDesignFrames: true))
        let origin = try #require(picture.origin(of: fixture.id("root")))
        let card = fixture.id("card")
        #expect(picture.rectangle(of: card) == Rect(x: 40, y: 60, width: 150, height: 90).moved(by: origin))
        #expect(picture.rectangle(of: card, role: .solvedOutline) == Rect(x: 10, y: 20, width: 200, height: 100).moved(by: origin))
        // The width bar runs across the drawn (design) frame.
        let widthConstraint = try #require(
            fixture.project.constraints.first { $0.equation.first.attribute == .width && $0.equation.first.item == card })
        guard case .iBar(let from, let to)? = picture.element(of: .constraint(widthConstraint.id), role: .constraint)?.mark else {
            Issue.record("the width is not an I-bar")
            return
        }
        #expect(from.x == origin.x + 40 && to.x == origin.x + 190)
    }

    @Test("a space to a view with alignment insets is drawn to its alignment rectangle: left + 20 is a 20 pt I-bar labelled 20")
    func alignmentInsets() throws {
        var fixture = RenderFixture()
        // A switch's frame reaches 10 pt left of what it draws; constraints place what it draws.
        let toggle = fixture.view("toggle", kind: .switch, frame: Rect(x: 10, y: 20, width: 60, height: 30))
        let index = try #require(fixture.project.views.firstIndex { $0.id == toggle })
        fixture.project.views[index].alignmentInsets = EdgeInsets(top: 0, left: 10, bottom: 0, right: 0)
        let left = try fixture.add("toggle.left = root.left + 20")
        try fixture.add("toggle.top = root.top + 20")
        let width = try fixture.add("toggle.width = 50")
        try fixture.add("toggle.height = 30")
        let picture = try fixture.picture()
        let origin = try #require(picture.origin(of: fixture.id("root")))
        #expect(picture.rectangle(of: toggle) == Rect(x: 10, y: 20, width: 60, height: 30).moved(by: origin))
        let element = try #require(picture.element(of: .constraint(left), role: .constraint))
        guard case .iBar(let from, let to) = element.mark else {
            Issue.record("left + 20 is not an I-bar")
            return
        }
        #expect(abs(to.x - from.x) == 20)
        #expect([from.x, to.x].sorted() == [origin.x, origin.x + 20])
        guard case .text(let label)? = picture.element(of: .constraint(left), role: .constant)?.mark else {
            Issue.record("left + 20 has no label")
            return
        }
        #expect(label.text == "20")
        // The width of 50 is the alignment rectangle's, and its bar is as long.
        guard case .iBar(let widthFrom, let widthTo)? = picture.element(of: .constraint(width), role: .constraint)?.mark else {
            Issue.record("the width is not an I-bar")
            return
        }
        #expect(widthFrom.x == origin.x + 20 && widthTo.x == origin.x + 70)
    }

    @Test("an ambiguous view and its constraints are red")
    func ambiguous() throws {
        var fixture = RenderFixture()
        let box = fixture.view("box", frame: Rect(x: 10, y: 10, width: 50, height: 50))
        let leading = try fixture.add("box.leading = root.leading + 10")
        try fixture.add("box.width = 50")
        let picture = try fixture.picture()
        #expect(picture.element(of: .item(box), role: .view)?.style.stroke == .conflict)
        #expect(picture.element(of: .constraint(leading), role: .constraint)?.style.stroke == .conflict)
    }

    @Test("an unsatisfiable constraint and the view it sizes are red; the root is not")
    func unsatisfiable() throws {
        var fixture = RenderFixture()
        let box = fixture.view("box", frame: Rect(x: 10, y: 10, width: 50, height: 50))
        try fixture.add("box.leading = root.leading + 10")
        try fixture.add("box.top = root.top + 10")
        try fixture.add("box.height = 50")
        let narrow = try fixture.add("box.width = 50")
        let wide = try fixture.add("box.width = 80")
        let picture = try fixture.picture()
        #expect(picture.element(of: .item(box), role: .view)?.style.stroke == .conflict)
        #expect(picture.element(of: .constraint(narrow), role: .constraint)?.style.stroke == .conflict)
        #expect(picture.element(of: .constraint(wide), role: .constraint)?.style.stroke == .conflict)
        #expect(picture.element(of: .item(fixture.id("root")), role: .view)?.style.stroke == .viewOutline)
    }

    /// Two buttons in a row, 8 apart, the second as wide as the first, and a field at least 100 wide.
    static func buttons() throws -> (RenderFixture, spacing: ConstraintID, aligned: ConstraintID, equalWidths: ConstraintID, atLeast: ConstraintID) {
        var fixture = RenderFixture()
        fixture.view("button1", kind: .button, frame: Rect(x: 16, y: 300, width: 80, height: 30))
        fixture.view("button2", kind: .button, frame: Rect(x: 104, y: 300, width: 80, height: 30))
        fixture.view("field", kind: .textField, frame: Rect(x: 16, y: 350, width: 120, height: 30))
        try fixture.add("button1.leading = root.leading + 16")
        try fixture.add("button1.top = root.top + 300")
        try fixture.add("button1.width = 80")
        try fixture.add("button1.height = 30")
        let spacing = try fixture.add("button2.leading = button1.trailing + 8")
        let aligned = try fixture.add("button2.top = button1.top")
        let equalWidths = try fixture.add("button2.width = button1.width")
        try fixture.add("button2.height = 30")
        try fixture.add("field.leading = root.leading + 16")
        try fixture.add("field.top = button1.bottom + 20")
        try fixture.add("field.height = 30")
        let atLeast = try fixture.add("field.width >= 100")
        try fixture.add("field.width = 120 @250")
        return (fixture, spacing, aligned, equalWidths, atLeast)
    }

    @Test("a space is an I-bar between the two edges carrying its constant; aligned edges are a plain line")
    func iBarsAndLines() throws {
        let (fixture, spacing, aligned, _, _) = try Self.buttons()
        let picture = try fixture.picture()
        let origin = try #require(picture.origin(of: fixture.id("root")))
        let bar = try #require(picture.element(of: .constraint(spacing), role: .constraint))
        #expect(bar.mark == .iBar(from: Point(x: origin.x + 96, y: origin.y + 315), to: Point(x: origin.x + 104, y: origin.y + 315)))
        guard case .text(let constant)? = picture.element(of: .constraint(spacing), role: .constant)?.mark else {
            Issue.record("the spacing has no constant written")
            return
        }
        #expect(constant.text == "8")
        // Both tops at y 300: a line along both buttons, no I-bar, no constant.
        #expect(
            picture.element(of: .constraint(aligned), role: .constraint)?.mark
                == .line(from: Point(x: origin.x + 16, y: origin.y + 300), to: Point(x: origin.x + 184, y: origin.y + 300)))
        #expect(picture.element(of: .constraint(aligned), role: .constant) == nil)
    }

    @Test("equal widths put a bar on each item with an = badge; an inequality gets a ≥ badge")
    func badges() throws {
        let (fixture, _, _, equalWidths, atLeast) = try Self.buttons()
        let picture = try fixture.picture()
        let bars = picture.elements(of: .constraint(equalWidths), role: .constraint)
        #expect(bars.count == 2 && bars.allSatisfy { if case .iBar = $0.mark { true } else { false } })
        let equal = picture.elements(of: .constraint(equalWidths), role: .badge).map(\.mark)
        #expect(equal.count == 2 && equal.allSatisfy { if case .badge("=", _) = $0 { true } else { false } })
        let inequality = picture.elements(of: .constraint(atLeast), role: .badge).map(\.mark)
        #expect(inequality.count == 1 && inequality.allSatisfy { if case .badge("≥", _) = $0 { true } else { false } })
        guard case .text(let constant)? = picture.element(of: .constraint(atLeast), role: .constant)?.mark else {
            Issue.record("the minimum width has no constant written")
            return
        }
        #expect(constant.text == "100")
    }

    @Test("under right to left, a leading space is measured from the right edge")
    func rightToLeft() throws {
        var fixture = try Self.card()
        fixture.environment.direction = .rightToLeft
        let picture = try fixture.picture()
        let origin = try #require(picture.origin(of: fixture.id("root")))
        let leading = try #require(
            fixture.project.constraints.first { $0.equation.first.attribute == .leading && $0.equation.first.item == fixture.id("card") })
        #expect(picture.rectangle(of: fixture.id("card")) == Rect(x: 110, y: 20, width: 200, height: 100).moved(by: origin))
        #expect(
            picture.element(of: .constraint(leading.id), role: .constraint)?.mark
                == .iBar(from: Point(x: origin.x + 320, y: origin.y + 70), to: Point(x: origin.x + 310, y: origin.y + 70)))
    }

    @Test("--view draws only the constraints of the named views; an unknown name is an error that suggests one")
    func namedViews() throws {
        let (fixture, spacing, _, _, atLeast) = try Self.buttons()
        let picture = try fixture.picture(RenderOptions(views: ["field"]))
        #expect(picture.element(of: .constraint(atLeast), role: .constraint) != nil)
        #expect(picture.element(of: .constraint(spacing), role: .constraint) == nil)
        #expect(picture.element(of: .item(fixture.id("button1")), role: .view) != nil, "every view is still drawn")
        #expect(throws: RenderError.unknownView("feild", project: "Fixture", suggestion: "field")) {
            try fixture.picture(RenderOptions(views: ["feild"]))
        }
    }

    @Test("guides are tinted areas: the safe area of a device, the margins a constraint uses, custom guides")
    func guides() throws {
        var fixture = RenderFixture(width: 375, height: 667)
        fixture.environment = try #require(LayoutEnvironment.device(named: "iphone-se"))
        let spacer = fixture.guide("spacer", owner: "root")
        fixture.view("box", frame: Rect(x: 16, y: 40, width: 343, height: 44))
        try fixture.add("box.leading = root.leadingMargin")
        try fixture.add("box.trailing = root.trailingMargin")
        try fixture.add("box.top = root.safeArea.top + 20")
        try fixture.add("box.height = 44")
        try fixture.add("spacer.top = box.bottom")
        try fixture.add("spacer.leading = root.leading")
        try fixture.add("spacer.width = 100")
        try fixture.add("spacer.height = 30")
        let picture = try fixture.picture()
        let origin = try #require(picture.origin(of: fixture.id("root")))
        let root = fixture.id("root")
        #expect(
            picture.element(of: .builtInGuide(root, .safeArea), role: .builtInGuide)?.mark
                == .rectangle(Rect(x: 0, y: 20, width: 375, height: 647).moved(by: origin)))
        let margins = try #require(picture.element(of: .builtInGuide(root, .margins), role: .builtInGuide))
        #expect(margins.mark == .rectangle(Rect(x: 16, y: 20, width: 343, height: 647).moved(by: origin)))
        #expect(margins.style.fill == .margins && margins.style.fillOpacity < 1)
        #expect(picture.rectangle(of: spacer, role: .customGuide) == Rect(x: 0, y: 84, width: 100, height: 30).moved(by: origin))
    }

    @Test("--diff marks what was added and removed since the other revision, and views that moved, with a legend")
    func diff() throws {
        var before = try Self.buttons().0
        let removed = try before.add("button2.bottom <= root.bottom - 20")
        var after = before
        after.project.constraints.removeAll { $0.id == removed }
        let added = try after.add("field.trailing <= root.trailing - 20")
        let leading = try #require(after.project.constraints.firstIndex { $0.equation.first == Anchor(after.id("button1"), .leading) })
        after.project.constraints[leading].equation.constant = 40
        let edited = after.project.constraints[leading].id
        let unchanged = try #require(after.project.constraints.first { $0.equation.first == Anchor(after.id("field"), .height) })
        let picture = try after.picture(RenderOptions(previous: before.layout))

        #expect(picture.element(of: .constraint(added), role: .constraint)?.style.stroke == .added)
        let gone = try #require(picture.element(of: .constraint(removed), role: .constraint))
        #expect(gone.style.stroke == .removed)
        #expect(picture.element(of: .constraint(edited), role: .constraint)?.style.stroke == .changed)
        #expect(picture.element(of: .constraint(unchanged.id), role: .constraint)?.style.stroke == .inPlace)
        // button1 moved 24 pt right: drawn where it is now, with where it was dashed.
        let origin = try #require(picture.origin(of: after.id("root")))
        let previous = try #require(picture.element(of: .item(after.id("button1")), role: .previousFrame))
        #expect(previous.mark == .rectangle(Rect(x: 16, y: 300, width: 80, height: 30).moved(by: origin)))
        #expect(picture.rectangle(of: after.id("button1")) == Rect(x: 40, y: 300, width: 80, height: 30).moved(by: origin))
        let legend = picture.elements.compactMap { element -> String? in
            guard element.role == .legendText, case .text(let text) = element.mark else { return nil }
            return text.text
        }
        #expect(legend.contains("constraint added") && legend.contains("constraint removed"))
        #expect(legend.contains { $0.hasPrefix("view moved") })
    }
}

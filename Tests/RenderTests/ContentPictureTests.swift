import Model
import Render
import Solver
import Testing

/// What views show, drawn in them (issue 40): a screen of labels is no longer a screen of
/// empty boxes.
@Suite("Content in pictures")
struct ContentPictureTests {
    static func contentTexts(_ picture: Picture, of item: ItemID) -> [TextMark] {
        picture.elements(of: .item(item), role: .content).compactMap { element in
            guard case .text(let mark) = element.mark else { return nil }
            return mark
        }
    }

    @Test("a label's text in the document's font size, clipped to the label; a button's title centred; a placeholder")
    func text() throws {
        var fixture = RenderFixture()
        let title = fixture.view("title", kind: .label, frame: Rect(x: 20, y: 40, width: 120, height: 21))
        let ok = fixture.view("ok", kind: .button, frame: Rect(x: 20, y: 80, width: 80, height: 30))
        let email = fixture.view("email", kind: .textField, frame: Rect(x: 20, y: 120, width: 200, height: 34))
        fixture.project.views[fixture.project.views.firstIndex { $0.id == title }!].content = ViewContent(
            text: "A title far too long for its label", font: Font(size: 20, weight: "bold"))
        fixture.project.views[fixture.project.views.firstIndex { $0.id == ok }!].content = ViewContent(titles: [.normal: "OK"])
        fixture.project.views[fixture.project.views.firstIndex { $0.id == email }!].content = ViewContent(placeholder: "Email")
        let picture = try fixture.picture()
        let origin = try #require(picture.origin(of: fixture.id("root")))
        let label = try #require(Self.contentTexts(picture, of: title).first)
        #expect(label.text == "A title far too long for its label" && label.size == 20)
        #expect(label.clip == Rect(x: 20, y: 40, width: 120, height: 21).moved(by: origin))
        let button = try #require(Self.contentTexts(picture, of: ok).first)
        #expect(button.text == "OK" && button.anchor == .middle && button.size == 15)
        #expect(abs(button.position.x - (origin.x + 60)) < 0.01)
        #expect(Self.contentTexts(picture, of: email).first?.text == "Email")
        #expect(picture.elements(of: .item(email), role: .content).first?.style.fill == .placeholderText)
        // Clipped in the SVG: the text stands in a viewport the size of its view.
        #expect(picture.svg.contains(#"<svg x="40" y="88" width="120" height="21" overflow="hidden">"#))
        #expect(LabelCollisionTests.collisions(in: picture.svg).isEmpty)
        // In the document's colour where it gives one: its shade and opacity in the SVG.
        fixture.project.views[fixture.project.views.firstIndex { $0.id == title }!].content.textColor = TextColor(
            red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6)
        let coloured = try fixture.picture().svg
        #expect(coloured.contains(##"fill="#3C3C43" fill-opacity="0.6">A title far too long for its label</text>"##))
        // White text, meant for a dark background the picture does not draw, keeps the ink.
        fixture.project.views[fixture.project.views.firstIndex { $0.id == title }!].content.textColor = TextColor(red: 1, green: 1, blue: 1)
        #expect(try fixture.picture().elements(of: .item(title), role: .content).allSatisfy { $0.style.textColor == nil })
    }

    @Test("a label of several lines wraps at words; an image is a box of the image's size with its name")
    func wrapAndImage() throws {
        var fixture = RenderFixture()
        let body = fixture.view("body", kind: .label, frame: Rect(x: 20, y: 40, width: 100, height: 80))
        let logo = fixture.view("logo", kind: .imageView, frame: Rect(x: 20, y: 140, width: 100, height: 100))
        fixture.project.views[fixture.project.views.firstIndex { $0.id == body }!].content = ViewContent(
            text: "one two three four five six", font: Font(size: 17), numberOfLines: 0)
        fixture.project.views[fixture.project.views.firstIndex { $0.id == logo }!].content = ViewContent(
            image: ImageReference(name: "logo", width: 48, height: 24))
        let picture = try fixture.picture()
        let lines = Self.contentTexts(picture, of: body).map(\.text)
        #expect(lines.count > 1 && lines.joined(separator: " ") == "one two three four five six")
        let box = picture.elements(of: .item(logo), role: .content).compactMap { element -> Rect? in
            guard case .rectangle(let rect) = element.mark else { return nil }
            return rect
        }
        #expect(box.map(\.width) == [48] && box.map(\.height) == [24])
        #expect(Self.contentTexts(picture, of: logo).first?.text == "logo 48×24")
    }

    @Test(
        "right to left, natural text sets from the right as UIKit sets it; left, right and centred text stay; a view fixed left to right stays; segments run from the right"
    )
    func rightToLeftText() throws {
        var fixture = RenderFixture()
        let frames = [
            "natural": Rect(x: 20, y: 40, width: 200, height: 21), "left": Rect(x: 20, y: 70, width: 200, height: 21),
            "centred": Rect(x: 20, y: 100, width: 200, height: 21), "right": Rect(x: 20, y: 130, width: 200, height: 21),
            "fixed": Rect(x: 20, y: 160, width: 200, height: 21), "field": Rect(x: 20, y: 190, width: 200, height: 34),
            "segments": Rect(x: 20, y: 240, width: 200, height: 32),
        ]
        var ids: [String: ItemID] = [:]
        for (name, frame) in frames.sorted(by: { $0.key < $1.key }) {
            let kind: ViewKind = name == "field" ? .textField : name == "segments" ? .segmentedControl : .label
            ids[name] = fixture.view(name, kind: kind, frame: frame)
        }
        func set(_ name: String, _ change: (inout View) -> Void) {
            change(&fixture.project.views[fixture.project.views.firstIndex { $0.id == ids[name] }!])
        }
        set("natural") { $0.content = ViewContent(text: "Natural", textAlignment: .natural) }
        set("left") { $0.content = ViewContent(text: "Left", textAlignment: .left) }
        set("centred") { $0.content = ViewContent(text: "Centred", textAlignment: .center) }
        set("right") { $0.content = ViewContent(text: "Right", textAlignment: .right) }
        set("fixed") {
            $0.content = ViewContent(text: "Fixed")
            $0.semanticContentAttribute = .forceLeftToRight
        }
        set("field") { $0.content = ViewContent(placeholder: "Email") }
        set("segments") { $0.content = ViewContent(segmentTitles: ["Day", "Week"]) }

        func placed(_ rightToLeft: Bool) throws -> [String: (x: Double, anchor: TextMark.Anchor)] {
            fixture.environment.direction = rightToLeft ? .rightToLeft : .leftToRight
            let picture = try fixture.picture()
            let origin = try #require(picture.origin(of: fixture.id("root")))
            var placed: [String: (Double, TextMark.Anchor)] = [:]
            for (name, id) in ids {
                for mark in Self.contentTexts(picture, of: id) {
                    placed[name == "segments" ? mark.text : name] = (mark.position.x - origin.x, mark.anchor)
                }
            }
            return placed
        }
        let leftToRight = try placed(false), rightToLeft = try placed(true)
        #expect(leftToRight["natural"]?.x == 20 && leftToRight["natural"]?.anchor == .start)
        #expect(rightToLeft["natural"]?.x == 220 && rightToLeft["natural"]?.anchor == .end, "natural is leading: the right")
        #expect(rightToLeft["field"]?.x == 213 && rightToLeft["field"]?.anchor == .end, "a field's text from its right inset")
        for name in ["left", "fixed"] {
            #expect(rightToLeft[name]?.x == 20 && rightToLeft[name]?.anchor == .start, "\(name) stays on the left")
        }
        #expect(rightToLeft["right"]?.x == 220 && rightToLeft["right"]?.anchor == .end && leftToRight["right"]?.anchor == .end)
        #expect(rightToLeft["centred"]?.x == 120 && rightToLeft["centred"]?.anchor == .middle)
        #expect(leftToRight["Day"]?.x == 70 && leftToRight["Week"]?.x == 170)
        #expect(rightToLeft["Day"]?.x == 170 && rightToLeft["Week"]?.x == 70, "the first segment on the leading side")
    }
}

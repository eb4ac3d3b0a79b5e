import Model

extension Picture {
    /// The picture as an SVG document (UTF-8 text): one element per line in painting order,
    /// each with its id and role as `id` and `class`, numbers with two decimals at most.
    /// The same picture gives the same bytes.
    ///
    /// - Complexity: O(*e*) in the number of elements.
    public var svg: String {
        var writer = SVGWriter()
        writer.write(self)
        return writer.text
    }
}

/// Writes a picture as SVG text.
struct SVGWriter {
    private(set) var text = ""

    /// How far the end caps of an I-bar reach on either side of it.
    static let capLength = 4.0
    static let fontFamily = "Helvetica, Arial, sans-serif"

    mutating func write(_ picture: Picture) {
        text.reserveCapacity(200 + picture.elements.count * 160)
        text += #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
        text += #"<svg xmlns="http://www.w3.org/2000/svg" width=""#
        number(picture.width)
        text += #"" height=""#
        number(picture.height)
        text += #"" viewBox="0 0 "#
        number(picture.width)
        text += " "
        number(picture.height)
        text += #"" font-family=""# + SVGWriter.fontFamily + #"">"# + "\n"
        text += "<title>"
        escaped(picture.title)
        text += "</title>\n"
        text += #"<rect width="100%" height="100%" fill=""# + Ink.background.hex + #""/>"# + "\n"
        for element in picture.elements { write(element) }
        text += "</svg>\n"
    }

    private mutating func write(_ element: PictureElement) {
        let style = element.style
        switch element.mark {
        case .rectangle(let rect):
            open("rect", element)
            attribute("x", rect.x)
            attribute("y", rect.y)
            attribute("width", rect.width)
            attribute("height", rect.height)
            paint(style, fills: true)
            text += "/>\n"
        case .line(let from, let to):
            open("line", element)
            attribute("x1", from.x)
            attribute("y1", from.y)
            attribute("x2", to.x)
            attribute("y2", to.y)
            paint(style, fills: false)
            text += "/>\n"
        case .iBar(let from, let to):
            open("path", element)
            text += #" d=""#
            iBarPath(from, to)
            text += "\""
            paint(style, fills: false)
            text += "/>\n"
        case .text(let mark):
            open("text", element)
            attribute("x", mark.position.x)
            attribute("y", mark.position.y)
            attribute("font-size", mark.size)
            if mark.anchor != .start { text += #" text-anchor=""# + mark.anchor.rawValue + "\"" }
            if style.isBold { text += #" font-weight="bold""# }
            if let fill = style.fill { text += #" fill=""# + fill.hex + "\"" }
            if style.opacity != 1 { attribute("opacity", style.opacity) }
            if style.hasHalo {
                text += ##" stroke="#FFFFFF" stroke-width="3" stroke-linejoin="round" paint-order="stroke""##
            }
            text += ">"
            escaped(mark.text)
            if let detail = mark.detail {
                text += #"<tspan fill=""# + Ink.quietText.hex + #"" font-size=""#
                number(mark.size * 0.85)
                text += #"" dx="4">"#
                escaped(detail)
                text += "</tspan>"
            }
            text += "</text>\n"
        case .badge(let symbol, let position):
            open("g", element)
            text += ">"
            text += "<circle"
            attribute("cx", position.x)
            attribute("cy", position.y)
            text += #" r="6.5""#
            if let fill = style.fill { text += #" fill=""# + fill.hex + "\"" }
            text += "/><text"
            attribute("x", position.x)
            attribute("y", position.y + 3.5)
            text += #" font-size="10" font-weight="bold" text-anchor="middle" fill=""# + Ink.badgeText.hex + #"">"#
            escaped(symbol)
            text += "</text></g>\n"
        }
    }

    /// `<tag id="…" class="…"`: the element's id and role, for stylesheets and tests.
    private mutating func open(_ tag: String, _ element: PictureElement) {
        text += "<" + tag + #" id=""#
        escaped(element.id)
        text += #"" class=""# + SVGWriter.className(element.role) + "\""
    }

    private mutating func paint(_ style: Style, fills: Bool) {
        if fills {
            if let fill = style.fill {
                text += #" fill=""# + fill.hex + "\""
                if style.fillOpacity != 1 { attribute("fill-opacity", style.fillOpacity) }
            } else {
                text += #" fill="none""#
            }
        }
        if let stroke = style.stroke {
            text += #" stroke=""# + stroke.hex + "\""
            if style.lineWidth != 1 { attribute("stroke-width", style.lineWidth) }
            switch style.dash {
            case .solid: break
            case .dashed: text += #" stroke-dasharray="4 3""#
            case .dotted: text += #" stroke-dasharray="1 2""#
            }
        }
        if style.opacity != 1 { attribute("opacity", style.opacity) }
    }

    /// A line with T-shaped caps at both ends.
    private mutating func iBarPath(_ from: Point, _ to: Point) {
        let length = ((to.x - from.x) * (to.x - from.x) + (to.y - from.y) * (to.y - from.y)).squareRoot()
        // The caps stand across the bar; a bar of no length gets horizontal ones.
        let (across, down) = length > 0 ? (-(to.y - from.y) / length, (to.x - from.x) / length) : (1, 0)
        let cap = SVGWriter.capLength
        text += "M"
        pair(from.x, from.y)
        text += "L"
        pair(to.x, to.y)
        for end in [from, to] {
            text += "M"
            pair(end.x - across * cap, end.y - down * cap)
            text += "L"
            pair(end.x + across * cap, end.y + down * cap)
        }
    }

    private mutating func pair(_ x: Double, _ y: Double) {
        number(x)
        text += " "
        number(y)
    }

    private mutating func attribute(_ name: String, _ value: Double) {
        text += " " + name + "=\""
        number(value)
        text += "\""
    }

    private mutating func number(_ value: Double) { appendFixedPoint(value, to: &text) }

    /// Text with the characters XML reserves escaped, and control characters left out.
    private mutating func escaped(_ string: String) {
        for scalar in string.unicodeScalars {
            switch scalar {
            case "&": text += "&amp;"
            case "<": text += "&lt;"
            case ">": text += "&gt;"
            case "\"": text += "&quot;"
            case "'": text += "&apos;"
            default:
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) { continue }
                text.unicodeScalars.append(scalar)
            }
        }
    }

    static func className(_ role: PictureElement.Role) -> String {
        switch role {
        case .view: "view"
        case .builtInGuide: "guide builtin"
        case .customGuide: "guide custom"
        case .designOutline: "outline design"
        case .solvedOutline: "outline solved"
        case .previousFrame: "outline previous"
        case .removedView: "view removed"
        case .constraint: "constraint"
        case .badge: "badge"
        case .viewName: "name"
        case .guideName: "name guide"
        case .constant: "constant"
        case .title: "title"
        case .legendSwatch: "legend swatch"
        case .legendText: "legend"
        }
    }
}

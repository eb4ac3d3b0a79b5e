import Model

extension Picture {
    /// The picture as an SVG document: one element per line in painting order, each with its
    /// id and role as `id` and `class`, numbers with two decimals at most. The same picture
    /// gives the same bytes.
    ///
    /// - Complexity: O(*e*) in the number of elements.
    public var svg: String { String(decoding: svgBytes, as: UTF8.self) }

    /// ``svg`` as UTF-8 bytes, without making a string of them.
    public var svgBytes: [UInt8] {
        var writer = SVGWriter()
        writer.write(self)
        return writer.bytes
    }
}

/// Writes a picture as SVG, into a buffer of UTF-8 bytes.
struct SVGWriter {
    private(set) var bytes: [UInt8] = []

    /// How far the end caps of an I-bar reach on either side of it.
    static let capLength = 4.0
    static let fontFamily = "Helvetica, Arial, sans-serif"

    mutating func write(_ picture: Picture) {
        bytes.reserveCapacity(256 + picture.elements.count * 200)
        add(#"<?xml version="1.0" encoding="UTF-8"?>"# + "\n")
        add(#"<svg xmlns="http://www.w3.org/2000/svg" width=""#)
        number(picture.width)
        add(#"" height=""#)
        number(picture.height)
        add(#"" viewBox="0 0 "#)
        number(picture.width)
        add(" ")
        number(picture.height)
        add(#"" font-family=""#)
        add(SVGWriter.fontFamily)
        add("\">\n<title>")
        escaped(picture.title)
        add("</title>\n")
        add(#"<rect width="100%" height="100%" fill=""#)
        add(Ink.background.hex)
        add("\"/>\n")
        for element in picture.elements { write(element) }
        add("</svg>\n")
    }

    private mutating func write(_ element: PictureElement) {
        let style = element.style
        switch element.mark {
        case .rectangle(let rect):
            open("rect", element)
            attribute(" x=\"", rect.x)
            attribute(" y=\"", rect.y)
            attribute(" width=\"", rect.width)
            attribute(" height=\"", rect.height)
            paint(style, fills: true)
            add("/>\n")
        case .line(let from, let to):
            open("line", element)
            attribute(" x1=\"", from.x)
            attribute(" y1=\"", from.y)
            attribute(" x2=\"", to.x)
            attribute(" y2=\"", to.y)
            paint(style, fills: false)
            add("/>\n")
        case .iBar(let from, let to):
            open("path", element)
            add(#" d=""#)
            iBarPath(from, to)
            add("\"")
            paint(style, fills: false)
            add("/>\n")
        case .text(let mark):
            // Clipped text (a view's content) stands in a nested viewport the size of its view.
            var shift = Point(x: 0, y: 0)
            if let clip = mark.clip {
                add("<svg")
                attribute(" x=\"", clip.x)
                attribute(" y=\"", clip.y)
                attribute(" width=\"", max(0, clip.width))
                attribute(" height=\"", max(0, clip.height))
                add(#" overflow="hidden">"#)
                shift = Point(x: clip.x, y: clip.y)
            }
            open("text", element)
            attribute(" x=\"", mark.position.x - shift.x)
            attribute(" y=\"", mark.position.y - shift.y)
            attribute(" font-size=\"", mark.size)
            switch mark.anchor {
            case .start: break
            case .middle: add(#" text-anchor="middle""#)
            case .end: add(#" text-anchor="end""#)
            }
            if style.isBold { add(#" font-weight="bold""#) }
            if let textColor = style.textColor {
                add(" fill=\"")
                add(textColor.opaqueHex)
                add("\"")
                if textColor.alpha < 1 { attribute(" fill-opacity=\"", textColor.alpha) }
            } else if let fill = style.fill {
                color(" fill=\"", fill)
            }
            if style.opacity != 1 { attribute(" opacity=\"", style.opacity) }
            if style.hasHalo {
                add(##" stroke="#FFFFFF" stroke-width="3" stroke-linejoin="round" paint-order="stroke""##)
            }
            add(">")
            escaped(mark.text)
            if let detail = mark.detail {
                color("<tspan fill=\"", .quietText)
                attribute(" font-size=\"", mark.size * 0.85)
                add(#" dx="4">"#)
                escaped(detail)
                add("</tspan>")
            }
            add(mark.clip == nil ? "</text>\n" : "</text></svg>\n")
        case .arrow(let from, let to):
            open("path", element)
            add(#" d=""#)
            arrowPath(from, to)
            add("\"")
            if let stroke = style.stroke { color(" fill=\"", stroke) }
            paint(style, fills: false)
            add("/>\n")
        case .badge(let symbol, let position):
            open("g", element)
            add("><circle")
            attribute(" cx=\"", position.x)
            attribute(" cy=\"", position.y)
            add(#" r="6.5""#)
            if let fill = style.fill { color(" fill=\"", fill) }
            add("/><text")
            attribute(" x=\"", position.x)
            attribute(" y=\"", position.y + 3.5)
            add(#" font-size="10" font-weight="bold" text-anchor="middle""#)
            color(" fill=\"", .badgeText)
            add(">")
            escaped(symbol)
            add("</text></g>\n")
        }
    }

    /// `<tag id="…" class="…"`: the element's id and role, for stylesheets and tests.
    private mutating func open(_ tag: StaticString, _ element: PictureElement) {
        add("<")
        add(tag)
        add(#" id=""#)
        // Ids are made of fixed words and UUIDs: nothing in them needs escaping.
        element.id.append(to: &bytes)
        add(#"" class=""#)
        add(SVGWriter.className(element.role))
        add("\"")
    }

    private mutating func paint(_ style: Style, fills: Bool) {
        if fills {
            if let fill = style.fill {
                color(" fill=\"", fill)
                if style.fillOpacity != 1 { attribute(" fill-opacity=\"", style.fillOpacity) }
            } else {
                add(#" fill="none""#)
            }
        }
        if let stroke = style.stroke {
            color(" stroke=\"", stroke)
            if style.lineWidth != 1 { attribute(" stroke-width=\"", style.lineWidth) }
            switch style.dash {
            case .solid: break
            case .dashed: add(#" stroke-dasharray="4 3""#)
            case .dotted: add(#" stroke-dasharray="1 2""#)
            }
        }
        if style.opacity != 1 { attribute(" opacity=\"", style.opacity) }
    }

    /// A line with T-shaped caps at both ends.
    private mutating func iBarPath(_ from: Point, _ to: Point) {
        let length = ((to.x - from.x) * (to.x - from.x) + (to.y - from.y) * (to.y - from.y)).squareRoot()
        // The caps stand across the bar; a bar of no length gets horizontal ones.
        let (across, down) = length > 0 ? (-(to.y - from.y) / length, (to.x - from.x) / length) : (1, 0)
        let cap = SVGWriter.capLength
        add("M")
        pair(from.x, from.y)
        add("L")
        pair(to.x, to.y)
        for end in [from, to] {
            add("M")
            pair(end.x - across * cap, end.y - down * cap)
            add("L")
            pair(end.x + across * cap, end.y + down * cap)
        }
    }

    /// A line with a filled head at its end.
    private mutating func arrowPath(_ from: Point, _ to: Point) {
        let length = ((to.x - from.x) * (to.x - from.x) + (to.y - from.y) * (to.y - from.y)).squareRoot()
        let (ux, uy) = length > 0 ? ((to.x - from.x) / length, (to.y - from.y) / length) : (1, 0)
        let head = 7.0
        add("M")
        pair(from.x, from.y)
        add("L")
        pair(to.x - ux * head, to.y - uy * head)
        add("M")
        pair(to.x, to.y)
        add("L")
        pair(to.x - ux * head - uy * head / 2, to.y - uy * head + ux * head / 2)
        add("L")
        pair(to.x - ux * head + uy * head / 2, to.y - uy * head - ux * head / 2)
        add("Z")
    }

    private mutating func pair(_ x: Double, _ y: Double) {
        number(x)
        add(" ")
        number(y)
    }

    /// ` name="value"`, the opening given whole (` x="`).
    private mutating func attribute(_ opening: StaticString, _ value: Double) {
        add(opening)
        number(value)
        add("\"")
    }

    private mutating func color(_ opening: StaticString, _ ink: Ink) {
        add(opening)
        add(ink.hex)
        add("\"")
    }

    private mutating func add(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    private mutating func add(_ text: String) { bytes.append(contentsOf: text.utf8) }

    private mutating func number(_ value: Double) { appendFixedPoint(value, to: &bytes) }

    /// Text with the characters XML reserves escaped, and control characters left out.
    private mutating func escaped(_ string: String) {
        let utf8 = string.utf8
        guard utf8.contains(where: SVGWriter.needsEscaping) else { return bytes.append(contentsOf: utf8) }
        for byte in utf8 {
            switch byte {
            case UInt8(ascii: "&"): add("&amp;")
            case UInt8(ascii: "<"): add("&lt;")
            case UInt8(ascii: ">"): add("&gt;")
            case UInt8(ascii: "\""): add("&quot;")
            case UInt8(ascii: "'"): add("&apos;")
            case 0..<0x20, 0x7F: continue
            default: bytes.append(byte)
            }
        }
    }

    private static func needsEscaping(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
            || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")
    }

    static func className(_ role: PictureElement.Role) -> StaticString {
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
        case .leader: "leader"
        case .content: "content"
        case .offCanvasArrow: "arrow"
        case .viewName: "name"
        case .guideName: "name guide"
        case .constant: "constant"
        case .title: "title"
        case .legendSwatch: "legend swatch"
        case .legendText: "legend"
        }
    }
}

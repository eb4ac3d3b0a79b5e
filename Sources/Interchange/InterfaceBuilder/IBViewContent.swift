import Model

/// What a view element shows, as Interface Builder records it: UIKit's attributes and children
/// (`text`, `<state key="normal" title>`, `<fontDescription>`, `<segments>`) and AppKit's cell
/// (`<textFieldCell title placeholderString>`, `<buttonCell title>`, `<font metaFont>`).
enum IBViewContent {
    static func of(_ element: XMLElement) -> ViewContent {
        var content = ViewContent()
        let cell = element.children.first { $0["key"] == "cell" }
        let isButton = element.name == "button" || element.name == "popUpButton"
        if let fragments = element.child("attributedString", key: "attributedText")?.children.filter({ $0.name == "fragment" }),
            !fragments.isEmpty
        {
            content.text = fragments.compactMap { $0["content"] }.joined()
        } else if let text = element["text"] {
            content.text = text
        } else if !isButton, let title = cell?["title"] {
            content.text = title  // an AppKit text field's or label's
        }
        for state in element.children where state.name == "state" {
            if let key = state["key"].flatMap(ControlState.init(rawValue:)), let title = state["title"] { content.titles[key] = title }
        }
        if content.titles[.normal] == nil, let title = element.child("buttonConfiguration", key: "configuration")?["title"] {
            content.titles[.normal] = title
        }
        if isButton, let title = cell?["title"], !title.isEmpty { content.titles[.normal] = title }
        content.placeholder = element["placeholder"] ?? cell?["placeholderString"]
        if let font = element.child("fontDescription", key: "fontDescription") {
            content.font = uiKitFont(font.attributes)
        } else if let font = cell?.child("font", key: "font") {
            content.font = appKitFont(font.attributes)
        }
        content.numberOfLines = element["numberOfLines"].flatMap(Int.init)
        content.lineBreakMode = (element["lineBreakMode"] ?? cell?["lineBreakMode"]).flatMap { lineBreakModes[$0] }
        let imageName = element["image"] ?? element.child("state", key: "normal")?["image"] ?? cell?["image"]
        content.image = imageName.map { ImageReference(name: $0) }
        if let alignment = element["textAlignment"] ?? cell?["alignment"] {
            // Natural is UIKit's default, which the model keeps as none.
            content.textAlignment = alignment == TextAlignment.natural.rawValue ? nil : TextAlignment(rawValue: alignment)
        } else if IBDefaults.uiKitTextElements.contains(element.name), cell == nil {
            content.textAlignment = IBDefaults.uiKitTextAlignment
        }
        let colorElement = element.child("color", key: "textColor") ?? cell?.child("color", key: "textColor")
        if IBDefaults.uiKitTextElements.contains(element.name), let colorElement {
            content.textColor = textColor(colorElement.attributes)
        }
        content.segmentTitles = (element.child("segments")?.children ?? []).filter { $0.name == "segment" }.map { $0["title"] ?? "" }
        return content
    }

    /// A `<color key="textColor">`: components (`red green blue alpha` or `white alpha`), or a
    /// system colour by name (`systemColor`, `cocoaTouchSystemColor`, `name` with
    /// `catalog="System"`) as its light appearance; nil for a colour of the app's asset catalog
    /// (its value is not in the document) or a name this table does not know.
    static func textColor(_ attributes: [String: String]) -> TextColor? {
        func number(_ key: String) -> Double? { attributes[key].flatMap(Double.init) }
        let alpha = number("alpha") ?? 1
        if let red = number("red"), let green = number("green"), let blue = number("blue") {
            return TextColor(red: red, green: green, blue: blue, alpha: alpha)
        }
        if let white = number("white") { return TextColor(red: white, green: white, blue: white, alpha: alpha) }
        let system =
            attributes["systemColor"] ?? attributes["cocoaTouchSystemColor"] ?? (attributes["catalog"] == "System" ? attributes["name"] : nil)
        return system.flatMap { systemTextColors[$0] }
    }

    /// UIKit's and AppKit's system colours a document names for text, in their light
    /// appearance (UIKit's `secondaryLabelColor` is #3C3C43 at 60%).
    static let systemTextColors: [String: TextColor] = [
        "labelColor": TextColor(red: 0, green: 0, blue: 0),
        "darkTextColor": TextColor(red: 0, green: 0, blue: 0),
        "textColor": TextColor(red: 0, green: 0, blue: 0),
        "controlTextColor": TextColor(red: 0, green: 0, blue: 0, alpha: 0.85),
        "headerTextColor": TextColor(red: 0, green: 0, blue: 0, alpha: 0.85),
        "secondaryLabelColor": TextColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6),
        "tertiaryLabelColor": TextColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3),
        "quaternaryLabelColor": TextColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.18),
        "placeholderTextColor": TextColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3),
        "lightTextColor": TextColor(red: 1, green: 1, blue: 1, alpha: 0.6),
        "whiteColor": TextColor(red: 1, green: 1, blue: 1),
        "blackColor": TextColor(red: 0, green: 0, blue: 0),
        "systemBlueColor": TextColor(red: 0, green: 122 / 255, blue: 1),
        "linkColor": TextColor(red: 0, green: 122 / 255, blue: 1),
        "systemRedColor": TextColor(red: 1, green: 59 / 255, blue: 48 / 255),
        "systemGreenColor": TextColor(red: 52 / 255, green: 199 / 255, blue: 89 / 255),
        "systemOrangeColor": TextColor(red: 1, green: 149 / 255, blue: 0),
        "systemGrayColor": TextColor(red: 142 / 255, green: 142 / 255, blue: 147 / 255),
        "disabledControlTextColor": TextColor(red: 0, green: 0, blue: 0, alpha: 0.25),
    ]

    /// The sizes `<resources>` records for the document's images (`<image name width height>`).
    static func imageSizes(of document: XMLElement) -> [String: (width: Double, height: Double)] {
        var sizes: [String: (width: Double, height: Double)] = [:]
        for image in document.child("resources")?.children ?? [] where image.name == "image" {
            if let name = image["name"], let width = image["width"].flatMap(Double.init), let height = image["height"].flatMap(Double.init) {
                sizes[name] = (width, height)
            }
        }
        return sizes
    }

    /// A UIKit `<fontDescription>`: a text style, the system font (of a weight), or a named font.
    static func uiKitFont(_ attributes: [String: String]) -> Font? {
        if let style = attributes["style"] {
            let size = IBFontMetrics.textStyleSizes[style] ?? 17
            return Font(size: size, textStyle: textStyles[style] ?? "body")
        }
        guard let size = attributes["pointSize"].flatMap(Double.init), size > 0 else { return nil }
        switch attributes["type"] {
        case "boldSystem": return Font(size: size, weight: "bold")
        case "italicSystem": return Font(size: size, weight: "italic")
        case "system", nil: return Font(size: size, weight: attributes["weight"].flatMap { $0 == "regular" ? nil : $0 })
        default: return Font(name: attributes["name"] ?? attributes["family"], size: size)
        }
    }

    /// An AppKit `<font key="font">`: a meta font (`system`, `smallSystem`, …) or a named font.
    static func appKitFont(_ attributes: [String: String]) -> Font? {
        let size = attributes["size"].flatMap(Double.init)
        if let meta = attributes["metaFont"] {
            guard let known = metaFonts[meta] else { return size.map { Font(size: $0) } }
            return Font(size: size ?? known.size, weight: known.weight)
        }
        guard let size, size > 0 else { return nil }
        let name = attributes["name"]
        return name.map { $0.hasPrefix(".") } == true ? Font(size: size) : Font(name: name, size: size)
    }

    /// AppKit's meta fonts (`NSFont.systemFont(ofSize: NSFont.systemFontSize)` and its kin) at
    /// their sizes.
    static let metaFonts: [String: (size: Double, weight: String?)] = [
        "system": (13, nil), "systemBold": (13, "bold"), "smallSystem": (11, nil), "smallSystemBold": (11, "bold"),
        "miniSystem": (9, nil), "miniSystemBold": (9, "bold"), "message": (13, nil), "menu": (14, nil), "label": (10, nil),
        "toolTip": (11, nil), "controlContent": (13, nil), "titleBar": (13, nil), "palette": (11, nil), "user": (12, nil),
        "fixedUser": (10, nil), "cellTitle": (13, nil),
    ]

    /// UIKit's text styles by the names documents write and the names ``Font`` uses.
    static let textStyles: [String: String] = [
        "UICTFontTextStyleTitle0": "largeTitle", "UICTFontTextStyleTitle1": "title1", "UICTFontTextStyleTitle2": "title2",
        "UICTFontTextStyleTitle3": "title3", "UICTFontTextStyleHeadline": "headline", "UICTFontTextStyleBody": "body",
        "UICTFontTextStyleCallout": "callout", "UICTFontTextStyleSubhead": "subheadline", "UICTFontTextStyleFootnote": "footnote",
        "UICTFontTextStyleCaption1": "caption1", "UICTFontTextStyleCaption2": "caption2",
    ]

    /// Line break modes as UIKit's and AppKit's documents write them.
    static let lineBreakModes: [String: LineBreakMode] = [
        "wordWrap": .wordWrap, "characterWrap": .characterWrap, "clip": .clipping, "headTruncation": .headTruncation,
        "tailTruncation": .tailTruncation, "middleTruncation": .middleTruncation, "wordWrapping": .wordWrap,
        "charWrapping": .characterWrap, "clipping": .clipping, "truncatingHead": .headTruncation, "truncatingTail": .tailTruncation,
        "truncatingMiddle": .middleTruncation,
    ]
}

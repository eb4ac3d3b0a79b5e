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
            content.textAlignment = TextAlignment(rawValue: alignment)
        } else if IBDefaults.uiKitTextElements.contains(element.name), cell == nil {
            content.textAlignment = IBDefaults.uiKitTextAlignment
        }
        content.segmentTitles = (element.child("segments")?.children ?? []).filter { $0.name == "segment" }.map { $0["title"] ?? "" }
        return content
    }

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

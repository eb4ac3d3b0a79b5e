/// What a view shows, as Interface Builder records it: a label's text and font, a button's
/// titles, a text field's placeholder, an image view's image, a segmented control's segments.
/// Each property is a view field of its own (``View/Field``), so that history, diff and merge
/// treat a changed title and a changed font as two changes.
public struct ViewContent: Hashable, Codable, Sendable {
    /// The text a label, text field or text view shows (attributed text as its plain text).
    public var text: String?
    /// A button's title for each control state that has one.
    public var titles: [ControlState: String]
    /// A text field's placeholder.
    public var placeholder: String?
    /// The font of the view's text.
    public var font: Font?
    /// A label's number of lines (0 for as many as the text needs); nil for UIKit's default, 1.
    public var numberOfLines: Int?
    /// How a label truncates or wraps a line that does not fit; nil for the default (truncating
    /// the tail).
    public var lineBreakMode: LineBreakMode?
    /// The image an image view (or button) shows.
    public var image: ImageReference?
    /// A segmented control's segment titles, in order.
    public var segmentTitles: [String]
    /// How a label, text field or text view sets its text across its width; nil for UIKit's
    /// default, natural (leading).
    public var textAlignment: TextAlignment?
    /// The colour of a label's, text field's or text view's text; nil where the document names
    /// none it can say (UIKit's default, the label colour, or an asset catalog's colour).
    public var textColor: TextColor?

    /// Content with every part absent unless given: ``nothing`` when called with no arguments.
    public init(
        text: String? = nil, titles: [ControlState: String] = [:], placeholder: String? = nil, font: Font? = nil,
        numberOfLines: Int? = nil, lineBreakMode: LineBreakMode? = nil, image: ImageReference? = nil, segmentTitles: [String] = [],
        textAlignment: TextAlignment? = nil, textColor: TextColor? = nil
    ) {
        self.text = text
        self.titles = titles
        self.placeholder = placeholder
        self.font = font
        self.numberOfLines = numberOfLines
        self.lineBreakMode = lineBreakMode
        self.image = image
        self.segmentTitles = segmentTitles
        self.textAlignment = textAlignment
        self.textColor = textColor
    }

    /// Nothing shown: a plain view's content.
    public static let nothing = ViewContent()

    /// The title a button shows in its normal state.
    public var title: String? { titles[.normal] }
}

/// UIKit's `UIControl.State`s that a title is set for.
public enum ControlState: String, Hashable, Codable, Sendable, CaseIterable {
    /// `UIControl.State`'s `normal`, `highlighted`, `selected` and `disabled`.
    case normal, highlighted, selected, disabled
}

/// `NSLineBreakMode`, by Interface Builder's names.
public enum LineBreakMode: String, Hashable, Codable, Sendable, CaseIterable {
    /// Wrap at word or character boundaries, clip, or truncate at the head, tail or middle with an ellipsis.
    case wordWrap, characterWrap, clipping, headTruncation, tailTruncation, middleTruncation
}

/// A font as a document names it: the system font at a size and weight, a text style (whose
/// size follows Dynamic Type), or a named font.
public struct Font: Hashable, Codable, Sendable, CustomStringConvertible {
    /// A named font's PostScript name (`Helvetica-Bold`); nil for the system font.
    public var name: String?
    /// The point size (a text style's at Interface Builder's design size, Large).
    public var size: Double
    /// The system font's weight (`regular`, `medium`, `semibold`, `bold`, …); nil for regular.
    public var weight: String?
    /// A text style (`body`, `headline`, `title1`, …); nil for a fixed size.
    public var textStyle: String?

    /// A font: the system font when `name` and `textStyle` are nil; `size` in points.
    public init(name: String? = nil, size: Double, weight: String? = nil, textStyle: String? = nil) {
        self.name = name
        self.size = size
        self.weight = weight
        self.textStyle = textStyle
    }

    /// `system 17`, `system 17 semibold`, `body 17`, `Helvetica-Bold 15`: what `--font` takes.
    public var description: String {
        let family = textStyle ?? name ?? "system"
        return ([family, formatNumber(size)] + (weight.map { [$0] } ?? [])).joined(separator: " ")
    }

    /// Reads ``description``'s form: a family (`system`, a text style, or a font's name), a
    /// size, and for the system font an optional weight.
    public init?(text: String) {
        let words = text.split(separator: " ").map(String.init)
        guard words.count == 2 || words.count == 3, let size = Double(words[1]), size > 0, size.isFinite else { return nil }
        let family = words[0]
        self.init(size: size, weight: words.count == 3 ? words[2] : nil)
        if Self.textStyles.contains(family) {
            textStyle = family
        } else if family != "system" {
            name = family
        }
    }

    /// UIKit's text styles, by the names `--font` takes.
    public static let textStyles: Set<String> = [
        "largeTitle", "title1", "title2", "title3", "headline", "body", "callout", "subheadline", "footnote", "caption1", "caption2",
    ]
}

/// An image by its name in the app's assets, with the size the document records for it.
public struct ImageReference: Hashable, Codable, Sendable, CustomStringConvertible {
    /// The image's name in the app's asset catalog (`logo`).
    public var name: String
    /// The image's size in points, as the document's `<resources>` record it; nil when unknown.
    public var width: Double?
    /// The image's height in points; nil when unknown (see ``ImageReference/width``).
    public var height: Double?

    /// An image by name; its size in points when the document records it.
    public init(name: String, width: Double? = nil, height: Double? = nil) {
        self.name = name
        self.width = width
        self.height = height
    }

    /// `logo` or `logo 24x24`: what `--image` takes.
    public var description: String {
        guard let width, let height else { return name }
        return "\(name) \(formatNumber(width))x\(formatNumber(height))"
    }

    /// Reads ``description``'s form.
    public init?(text: String) {
        let words = text.split(separator: " ").map(String.init)
        guard let name = words.first, words.count <= 2 else { return nil }
        self.init(name: name)
        if words.count == 2 {
            let size = words[1].split(separator: "x").map { Double($0) }
            guard size.count == 2, let width = size[0], let height = size[1], width >= 0, height >= 0 else { return nil }
            self.width = width
            self.height = height
        }
    }
}

import Model

/// What an element draws.
public enum Mark: Hashable, Sendable {
    /// A frame, a guide's area or an outline.
    case rectangle(Rect)
    /// A plain line: edges or centres aligned.
    case line(from: Point, to: Point)
    /// A line with T-shaped end caps: a space between two items, or an item's width or height.
    case iBar(from: Point, to: Point)
    /// A name, a constant, a title.
    case text(TextMark)
    /// A line with an arrowhead at `to`: a view off the screen lies that way.
    case arrow(from: Point, to: Point)
    /// A small filled circle with a symbol: `=`, `≥` or `≤`.
    case badge(String, at: Point)
}

/// A line of text, with an optional quieter detail after it (a view's kind).
public struct TextMark: Hashable, Sendable {
    /// Which part of the text ``position`` gives, as SVG's `text-anchor`.
    public enum Anchor: String, Hashable, Sendable {
        /// The text's start, middle or end.
        case start, middle, end
    }

    /// The text drawn.
    public var text: String
    /// Quieter words after the text (a view's kind); `nil` for none.
    public var detail: String?
    /// Where the text's baseline starts, is centred or ends (by ``anchor``).
    public var position: Point
    /// Whether ``position`` is the text's start, middle or end.
    public var anchor: Anchor
    /// The font size in points.
    public var size: Double
    /// The rectangle the text is cut off at (a view's content stays in its view); nil for none.
    public var clip: Rect?

    /// A line of text at `position`: 11 pt, starting there, not clipped, unless given.
    public init(_ text: String, detail: String? = nil, at position: Point, anchor: Anchor = .start, size: Double = 11, clip: Rect? = nil) {
        self.clip = clip
        self.text = text
        self.detail = detail
        self.position = position
        self.anchor = anchor
        self.size = size
    }
}

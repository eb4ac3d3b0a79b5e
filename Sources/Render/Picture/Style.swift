import Model

/// How an element is painted: its stroke and fill, the stroke's pattern, and for text its
/// weight and whether a white halo keeps it readable over lines.
public struct Style: Hashable, Sendable {
    /// The pattern of a stroke: solid for required constraints, dashed for optional ones and
    /// for outlines of frames elsewhere, dotted for hidden views.
    public enum Dash: String, Hashable, Sendable {
        /// A continuous, dashed or dotted stroke.
        case solid, dashed, dotted
    }

    /// The colour of the outline or line; `nil` for none.
    public var stroke: Ink?
    /// The colour inside a shape, or of text; `nil` for none.
    public var fill: Ink?
    /// The stroke's pattern.
    public var dash: Dash
    /// The stroke's width in points.
    public var lineWidth: Double
    /// The fill's opacity: guides are tinted areas.
    public var fillOpacity: Double
    /// The whole element's opacity: hidden views are faint.
    public var opacity: Double
    /// Text in bold.
    public var isBold: Bool
    /// Text with a halo of the background colour around it, to stay readable over lines.
    public var hasHalo: Bool
    /// For a view's text, the colour its document gives it, drawn in place of the fill's shade
    /// (the fill still says what the text is); nil for the fill's own.
    public var textColor: TextColor?

    /// A style: nothing stroked or filled, a solid 1 pt stroke, opaque, regular text, unless given.
    public init(
        stroke: Ink? = nil, fill: Ink? = nil, dash: Dash = .solid, lineWidth: Double = 1, fillOpacity: Double = 1,
        opacity: Double = 1, isBold: Bool = false, hasHalo: Bool = false, textColor: TextColor? = nil
    ) {
        self.stroke = stroke
        self.fill = fill
        self.dash = dash
        self.lineWidth = lineWidth
        self.fillOpacity = fillOpacity
        self.opacity = opacity
        self.isBold = isBold
        self.hasHalo = hasHalo
        self.textColor = textColor
    }
}

extension Style {
    /// The same, faint: a hidden view's.
    var faded: Style {
        var style = self
        style.opacity = 0.45
        return style
    }
}

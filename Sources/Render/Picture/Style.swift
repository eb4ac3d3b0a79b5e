/// How an element is painted: its stroke and fill, the stroke's pattern, and for text its
/// weight and whether a white halo keeps it readable over lines.
public struct Style: Hashable, Sendable {
    /// The pattern of a stroke: solid for required constraints, dashed for optional ones and
    /// for outlines of frames elsewhere, dotted for hidden views.
    public enum Dash: String, Hashable, Sendable {
        case solid, dashed, dotted
    }

    public var stroke: Ink?
    public var fill: Ink?
    public var dash: Dash
    public var lineWidth: Double
    /// The fill's opacity: guides are tinted areas.
    public var fillOpacity: Double
    /// The whole element's opacity: hidden views are faint.
    public var opacity: Double
    public var isBold: Bool
    public var hasHalo: Bool

    public init(
        stroke: Ink? = nil, fill: Ink? = nil, dash: Dash = .solid, lineWidth: Double = 1, fillOpacity: Double = 1,
        opacity: Double = 1, isBold: Bool = false, hasHalo: Bool = false
    ) {
        self.stroke = stroke
        self.fill = fill
        self.dash = dash
        self.lineWidth = lineWidth
        self.fillOpacity = fillOpacity
        self.opacity = opacity
        self.isBold = isBold
        self.hasHalo = hasHalo
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

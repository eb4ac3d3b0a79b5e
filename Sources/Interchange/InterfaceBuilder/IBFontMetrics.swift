/// The vertical metrics of the font a document names for a view's text, estimated: a document
/// names a font (`<fontDescription type="system" pointSize="17"/>`, a text style, a family and
/// name) but never measures it, and this reader has no fonts. Every font is estimated with San
/// Francisco's proportions (SF Pro: 1950 units above the baseline and 494 below, in 2048 to the
/// em, and no line gap), named fonts too (Helvetica, Avenir, Futura: their own metrics differ by
/// up to a tenth of the size); `docs/import.md` says what to expect.
struct IBFontMetrics: Hashable, Sendable {
    /// The point size.
    var pointSize: Double
    /// Above the baseline, in points.
    var ascender: Double
    /// Below the baseline, in points (positive).
    var descender: Double
    /// A line's height (UIFont's `lineHeight`): the ascender and descender, San Francisco having
    /// no line gap.
    var lineHeight: Double { ascender + descender }

    /// San Francisco's ascender per point of size (1950 / 2048).
    static let ascenderPerPoint = 1950.0 / 2048
    /// San Francisco's descender per point of size (494 / 2048).
    static let descenderPerPoint = 494.0 / 2048

    /// San Francisco at this size (any weight: they share their vertical metrics).
    init(systemFontOfSize size: Double) {
        pointSize = size
        ascender = size * Self.ascenderPerPoint
        descender = size * Self.descenderPerPoint
    }

    /// UIKit's text styles (`UIFont.preferredFont(forTextStyle:)`) at the Large content size
    /// category, Interface Builder's design size, by the name a document writes.
    static let textStyleSizes: [String: Double] = [
        "UICTFontTextStyleTitle0": 34, "UICTFontTextStyleTitle1": 28, "UICTFontTextStyleTitle2": 22,
        "UICTFontTextStyleTitle3": 20, "UICTFontTextStyleHeadline": 17, "UICTFontTextStyleBody": 17,
        "UICTFontTextStyleCallout": 16, "UICTFontTextStyleSubhead": 15, "UICTFontTextStyleFootnote": 13,
        "UICTFontTextStyleCaption1": 12, "UICTFontTextStyleCaption2": 11,
    ]

    /// The font of a UIKit `<fontDescription>`, from its attributes: a text style's size (an
    /// unknown style as Body), else `pointSize` (system, bold, italic, weighted or a named
    /// font alike). Nil when it names neither a style nor a size.
    init?(fontDescription attributes: [String: String]) {
        if let style = attributes["style"] {
            self.init(systemFontOfSize: Self.textStyleSizes[style] ?? 17)
        } else if let size = attributes["pointSize"].flatMap(Double.init), size > 0 {
            self.init(systemFontOfSize: size)
        } else {
            return nil
        }
    }
}

import Model

/// How wide a line of the picture's text is: Helvetica's advance widths (the font the SVG
/// asks for; Liberation Sans and Arial have the same), a little wider when bold, an em for
/// characters of scripts set on a square (CJK, emoji) and 0.6 em for any other.
///
/// Labels are placed with it so that no two overlap, and a test measures the SVG with it.
public enum TextMetrics {
    /// The advance of ASCII 32 through 126, in thousandths of an em (Helvetica's AFM).
    private static let asciiWidths: [UInt16] = [
        278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,
        556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556,
        1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,
        667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556,
        333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556,
        556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
    ]

    /// The width of a line of text at a size, in points.
    ///
    /// - Complexity: O(*n*) in the length of the text.
    public static func width(of text: String, size: Double, bold: Bool = false) -> Double {
        var thousandths = 0.0
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if value >= 32, value <= 126 {
                thousandths += Double(asciiWidths[Int(value - 32)])
            } else if value < 32 || (0x300...0x36F).contains(value) || (0xFE00...0xFE0F).contains(value) || value == 0x200D {
                continue  // control characters (left out of the SVG), combining marks, joiners
            } else if value >= 0x1100 {
                thousandths += 1000
            } else {
                thousandths += 600
            }
        }
        return thousandths / 1000 * size * (bold ? 1.08 : 1)
    }

    /// How far above its baseline a line's box starts, and how far below it ends, per point of size.
    static let ascent = 0.8
    static let descent = 0.22
    /// What a white halo (constants) adds on every side.
    static let halo = 1.5
    /// The gap before a detail (a view's kind) and its size relative to the text.
    static let detailGap = 4.0
    static let detailScale = 0.85
}

extension TextMark {
    /// The box the text covers on the picture: its advance from where ``anchor`` puts it, from
    /// a little above the letters' tops to below their descenders (a halo added when it has one).
    public func bounds(bold: Bool = false, halo: Bool = false) -> Rect {
        var width = TextMetrics.width(of: text, size: size, bold: bold)
        if let detail { width += TextMetrics.detailGap + TextMetrics.width(of: detail, size: size * TextMetrics.detailScale) }
        let left: Double =
            switch anchor {
            case .start: position.x
            case .middle: position.x - width / 2
            case .end: position.x - width
            }
        let margin = halo ? TextMetrics.halo : 0
        return Rect(
            x: left - margin, y: position.y - TextMetrics.ascent * size - margin, width: width + 2 * margin,
            height: (TextMetrics.ascent + TextMetrics.descent) * size + 2 * margin)
    }
}

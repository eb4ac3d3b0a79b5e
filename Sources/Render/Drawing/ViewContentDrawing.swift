import Foundation
import Model

/// What a view shows, drawn in it as Interface Builder's canvas shows it (seed, "Working with
/// Constraints in Interface Builder"): a label's text, a button's title, a text field's text or
/// placeholder, a segmented control's segments, an image as a box of the image's size with its
/// name. Text is set in the document's font size and colour (UIKit's defaults where it names none),
/// wrapped as the label's number of lines allows, and clipped to the view. Text is set as its
/// alignment says in the view's direction, as UIKit sets it: natural text (the default) from the
/// leading side, the right in a right-to-left layout; a segmented control's first segment on the
/// leading side.
struct ViewContentDrawing {
    /// Each text line or box, with the ink it is drawn in.
    var marks: [(mark: Mark, style: Style)] = []

    /// UIKit's default sizes: a label's and a text field's 17 pt, a button's 15, a segment's 13.
    static func defaultSize(of kind: ViewKind) -> Double {
        switch kind {
        case .button: 15
        case .segmentedControl: 13
        case .textField: 14
        default: 17
        }
    }

    /// The document's colour for the view's text, where it gives one the picture can show: a
    /// light colour meant for a dark background (which the picture does not draw) would vanish
    /// on the views' light fills, and the text keeps its ink.
    private var textColor: TextColor?

    /// The content of `view` drawn in `frame`; `rightToLeft` when leading is the view's right
    /// side (the layout's direction, unless its semantic content attribute fixes one).
    init(_ view: View, in frame: Rect, rightToLeft: Bool = false) {
        let content = view.content
        let alignment = (content.textAlignment ?? .natural).resolved(rightToLeft: rightToLeft)
        textColor = content.textColor.flatMap { $0.isReadableOnLightFill ? $0 : nil }
        let size = content.font?.size ?? ViewContentDrawing.defaultSize(of: view.kind)
        let bold = ["bold", "semibold", "heavy", "black"].contains(content.font?.weight ?? "") || (content.font?.name?.contains("Bold") ?? false)
        switch view.kind {
        case .label:
            if let text = content.text {
                lines(
                    text, in: frame, size: size, bold: bold, maximum: content.numberOfLines ?? 1, inset: 0, alignment: alignment, ink: .contentText)
            }
        case .textView:
            if let text = content.text {
                lines(
                    text, in: frame.insetBy(8), size: size, bold: bold, maximum: 0, inset: 0, alignment: alignment, ink: .contentText, fromTop: true)
            }
        case .textField:
            if let text = content.text, !text.isEmpty {
                lines(text, in: frame, size: size, bold: bold, maximum: 1, inset: 7, alignment: alignment, ink: .contentText)
            } else if let placeholder = content.placeholder {
                lines(placeholder, in: frame, size: size, bold: bold, maximum: 1, inset: 7, alignment: alignment, ink: .placeholderText)
            }
        case .button:
            if let title = content.title ?? content.titles.values.sorted().first {
                centred(title, in: frame, size: size, bold: bold, ink: .buttonTitle)
            } else if let image = content.image {
                imageBox(image, in: frame)
            }
        case .segmentedControl where !content.segmentTitles.isEmpty:
            let width = frame.width / Double(content.segmentTitles.count)
            let count = content.segmentTitles.count
            for (index, title) in content.segmentTitles.enumerated() {
                let place = rightToLeft ? count - 1 - index : index
                centred(
                    title, in: Rect(x: frame.x + Double(place) * width, y: frame.y, width: width, height: frame.height), size: size, bold: bold,
                    ink: .buttonTitle)
            }
        case .imageView:
            if let image = content.image { imageBox(image, in: frame) }
        default:
            break
        }
    }

    /// Text set from the left or right edge (plus `inset`) or centred, as `alignment` (resolved
    /// to a side) says, wrapped at words to the frame's width in at most `maximum` lines (0: as
    /// many as it needs), the block centred vertically (or from the top), every line clipped
    /// to the frame.
    private mutating func lines(
        _ text: String, in frame: Rect, size: Double, bold: Bool, maximum: Int, inset: Double, alignment: TextAlignment, ink: Ink,
        fromTop: Bool = false
    ) {
        let width = frame.width - 2 * inset
        var wrapped: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            for word in paragraph.split(separator: " ") {
                let candidate = line.isEmpty ? String(word) : line + " " + word
                if !line.isEmpty, maximum != 1, TextMetrics.width(of: candidate, size: size, bold: bold) > width {
                    wrapped.append(line)
                    line = String(word)
                } else {
                    line = candidate
                }
            }
            wrapped.append(line)
        }
        // A line as tall as UIKit sets it: about 1.2 times the size.
        let leading = size * 1.2
        let fitting = max(1, Int((frame.height / leading).rounded(.down)))
        let count = min(wrapped.count, maximum == 0 ? fitting : min(maximum, fitting))
        let block = Double(count) * leading
        let top = fromTop ? frame.y : frame.y + (frame.height - block) / 2
        let (x, anchor): (Double, TextMark.Anchor) =
            switch alignment {
            case .right: (frame.maxX - inset, .end)
            case .center: (frame.midX, .middle)
            default: (frame.x + inset, .start)
            }
        for (index, line) in wrapped.prefix(count).enumerated() {
            let baseline = top + Double(index) * leading + (leading + size * 0.7) / 2
            marks.append(
                (
                    .text(TextMark(line, at: Point(x: x, y: baseline), anchor: anchor, size: size, clip: frame)),
                    Style(fill: ink, isBold: bold, textColor: ink == .contentText ? textColor : nil)
                ))
        }
    }

    private mutating func centred(_ text: String, in frame: Rect, size: Double, bold: Bool, ink: Ink) {
        let baseline = frame.midY + size * 0.35
        marks.append(
            (.text(TextMark(text, at: Point(x: frame.midX, y: baseline), anchor: .middle, size: size, clip: frame)), Style(fill: ink, isBold: bold)))
    }

    /// The image as a box of its size, centred (Interface Builder's default content mode
    /// scales it to fill, but the box says how big the picture is), with its name.
    private mutating func imageBox(_ image: ImageReference, in frame: Rect) {
        let width = min(image.width ?? frame.width, frame.width), height = min(image.height ?? frame.height, frame.height)
        let box = Rect(x: frame.midX - width / 2, y: frame.midY - height / 2, width: width, height: height)
        marks.append((.rectangle(box), Style(stroke: .imageBox, fill: .imageBox, dash: .dashed, lineWidth: 0.75, fillOpacity: 0.08)))
        let label = [image.name, image.width.flatMap { w in image.height.map { "\(formatNumber(w))×\(formatNumber($0))" } }].compactMap { $0 }
            .joined(separator: " ")
        marks.append(
            (.text(TextMark(label, at: Point(x: box.midX, y: box.midY + 3.5), anchor: .middle, size: 10, clip: frame)), Style(fill: .imageBox)))
    }
}

extension TextColor {
    /// Whether text of this colour reads on the pictures' near-white fills: its relative
    /// luminance (WCAG's, composited on white) at most 0.75, a contrast of about 1.3 or more.
    var isReadableOnLightFill: Bool {
        func linear(_ channel: Double) -> Double {
            let composited = channel * alpha + (1 - alpha)
            return composited <= 0.04045 ? composited / 12.92 : pow((composited + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue) <= 0.75
    }
}

import Model

/// Places the picture's labels so that no two overlap and no name hides a line: a view's name
/// inside its frame where it fits, else beside it with a leader line; a constant beside its
/// bar, on either side or further along it. What finds no free place nearby goes to a column
/// right of the drawing, one line each, with a leader line to what it names: so every label
/// has a place.
///
/// - Complexity: O(*k*) per label for its *k* candidate places (each a look at a few cells).
struct LabelPlacer {
    var grid = OccupancyGrid()
    /// Where the column of far labels starts, and how far down it has been filled.
    let columnX: Double
    private var columnY: Double
    /// The lowest point and the rightmost a placed label reaches.
    private(set) var extent: Point

    /// The gap kept between a label and anything else.
    static let gap = 1.0

    init(columnX: Double, top: Double) {
        self.columnX = columnX
        columnY = top
        extent = Point(x: 0, y: 0)
    }

    /// A placed label: the text, and a leader line from what it names when it stands apart.
    struct Placement {
        var mark: TextMark
        var leader: (from: Point, to: Point)?
    }

    /// A view's (or guide's) name: inside the frame at a corner where it fits, then just
    /// outside it (above, below, to the right, to the left), then the column.
    mutating func placeName(_ text: TextMark, of frame: Rect, preferBottom: Bool = false, mayShorten: Bool = true, canvas: Rect) -> Placement {
        let size = text.bounds()
        let (width, height) = (size.width, size.height)
        let pad = 2.0
        var inside = [
            Point(x: frame.x + pad, y: frame.y + pad), Point(x: frame.maxX - pad - width, y: frame.y + pad),
            Point(x: frame.x + pad, y: frame.maxY - pad - height), Point(x: frame.maxX - pad - width, y: frame.maxY - pad - height),
            Point(x: frame.midX - width / 2, y: frame.y + pad), Point(x: frame.midX - width / 2, y: frame.midY - height / 2),
        ]
        if preferBottom { inside.swapAt(0, 2) }
        let outside = [
            Point(x: frame.x, y: frame.y - height - 2), Point(x: frame.x, y: frame.maxY + 2),
            Point(x: frame.maxX + 3, y: frame.y), Point(x: frame.x - width - 3, y: frame.y),
            Point(x: frame.maxX - width, y: frame.y - height - 2), Point(x: frame.maxX - width, y: frame.maxY + 2),
            Point(x: frame.maxX + 3, y: frame.maxY - height), Point(x: frame.x - width - 3, y: frame.maxY - height),
        ]
        let fitsInside = width + 2 * pad <= frame.width && height + 2 * pad <= frame.height
        for corner in (fitsInside ? inside : []) {
            let box = Rect(x: corner.x, y: corner.y, width: width, height: height)
            if take(box, in: canvas) { return Placement(mark: text.moved(toBoxAt: corner, size: size)) }
        }
        // The name alone (without the kind) inside, before anything outside.
        if text.detail != nil, mayShorten {
            var short = text
            short.detail = nil
            let shortSize = short.bounds()
            if shortSize.width + 2 * pad <= frame.width, shortSize.height + 2 * pad <= frame.height {
                for corner in [inside[0], Point(x: frame.maxX - pad - shortSize.width, y: frame.y + pad), inside[2]] {
                    let box = Rect(x: corner.x, y: corner.y, width: shortSize.width, height: shortSize.height)
                    if take(box, in: canvas) { return Placement(mark: short.moved(toBoxAt: corner, size: shortSize)) }
                }
            }
        }
        for corner in outside + LabelPlacer.rings(around: frame, width: width, height: height) {
            let box = Rect(x: corner.x, y: corner.y, width: width, height: height)
            if take(box, in: canvas) {
                return Placement(mark: text.moved(toBoxAt: corner, size: size), leader: LabelPlacer.leader(from: frame, to: box))
            }
        }
        return inColumn(text, size: size, for: frame)
    }

    /// Places further and further from a frame, a line's height (or a dozen points sideways)
    /// at a time: above, below, right and left of it, and at its corners.
    ///
    /// - Complexity: O(1): eight rings of eight places.
    static func rings(around frame: Rect, width: Double, height: Double) -> [Point] {
        var corners: [Point] = []
        corners.reserveCapacity(64)
        for ring in 1...8 {
            let dy = Double(ring) * (height + 2), dx = Double(ring) * 12
            corners += [
                Point(x: frame.x, y: frame.y - height - 2 - dy), Point(x: frame.x, y: frame.maxY + 2 + dy),
                Point(x: frame.maxX + 3 + dx, y: frame.y), Point(x: frame.x - width - 3 - dx, y: frame.y),
                Point(x: frame.maxX + 3 + dx, y: frame.y - height - 2 - dy), Point(x: frame.x - width - 3 - dx, y: frame.y - height - 2 - dy),
                Point(x: frame.maxX + 3 + dx, y: frame.maxY + 2 + dy), Point(x: frame.x - width - 3 - dx, y: frame.maxY + 2 + dy),
            ]
        }
        return corners
    }

    /// A constant beside its bar: where the shape put it, then on the bar's other side, then
    /// a quarter of the bar further either way, then the column.
    mutating func placeConstant(_ text: TextMark, bar: (from: Point, to: Point), canvas: Rect) -> Placement {
        let size = text.bounds(halo: true)
        let horizontal = abs(bar.from.y - bar.to.y) < 0.01
        let preferred = Point(x: size.x, y: size.y)
        let along = horizontal ? Point(x: abs(bar.to.x - bar.from.x) / 4, y: 0) : Point(x: 0, y: abs(bar.to.y - bar.from.y) / 4)
        // The other side: below a horizontal bar, left of a vertical one.
        let middle = midpoint(bar.from, bar.to)
        let mirrored =
            horizontal
            ? Point(x: preferred.x, y: 2 * middle.y - preferred.y - size.height)
            : Point(x: 2 * middle.x - preferred.x - size.width, y: preferred.y)
        var corners = [preferred, mirrored]
        for step in [1.0, -1.0, 2.0, -2.0] {
            corners.append(Point(x: preferred.x + along.x * step, y: preferred.y + along.y * step))
            corners.append(Point(x: mirrored.x + along.x * step, y: mirrored.y + along.y * step))
        }
        for corner in corners {
            let box = Rect(x: corner.x, y: corner.y, width: size.width, height: size.height)
            if take(box, lines: false, in: canvas) {
                return Placement(mark: text.moved(toBoxAt: corner, size: size, halo: true))
            }
        }
        // Further off, with a leader line from the bar's middle.
        let home = Rect(x: preferred.x, y: preferred.y, width: size.width, height: size.height)
        for corner in LabelPlacer.rings(around: home, width: size.width, height: size.height) {
            let box = Rect(x: corner.x, y: corner.y, width: size.width, height: size.height)
            if take(box, lines: false, in: canvas) {
                let end = Point(x: min(max(middle.x, box.x), box.maxX), y: min(max(middle.y, box.y), box.maxY))
                return Placement(mark: text.moved(toBoxAt: corner, size: size, halo: true), leader: (middle, end))
            }
        }
        return inColumn(text, size: size, halo: true, for: Rect(x: middle.x, y: middle.y, width: 0, height: 0))
    }

    /// Marks a box taken when it is on the canvas and free: of other boxes, and of lines too
    /// when `lines` is set.
    private mutating func take(_ box: Rect, lines: Bool = true, in canvas: Rect) -> Bool {
        guard canvas.contains(box), grid.isFree(box.insetBy(-LabelPlacer.gap), ofLines: lines) else { return false }
        claim(box)
        return true
    }

    private mutating func claim(_ box: Rect) {
        grid.add(box: box)
        extent = Point(x: max(extent.x, box.maxX), y: max(extent.y, box.maxY))
    }

    /// The next line of the column, and a leader line to it from the nearest point of what it names.
    private mutating func inColumn(_ text: TextMark, size: Rect, halo: Bool = false, for frame: Rect) -> Placement {
        let corner = Point(x: columnX + 4, y: columnY)
        let box = Rect(x: corner.x, y: corner.y, width: size.width, height: size.height)
        columnY += size.height + 2
        claim(box)
        let end = Point(x: columnX, y: box.midY)
        let start = Point(x: min(max(end.x, frame.x), frame.maxX), y: min(max(end.y, frame.y), frame.maxY))
        return Placement(mark: text.moved(toBoxAt: corner, size: size, halo: halo), leader: (start, end))
    }

    /// A short line from the frame's nearest point to the label's.
    static func leader(from frame: Rect, to box: Rect) -> (from: Point, to: Point) {
        let target = Point(x: min(max(frame.midX, box.x), box.maxX), y: min(max(frame.midY, box.y), box.maxY))
        let start = Point(x: min(max(target.x, frame.x), frame.maxX), y: min(max(target.y, frame.y), frame.maxY))
        return (start, target)
    }
}

extension TextMark {
    /// The same text, placed so that its box's top-left corner is at `corner`.
    func moved(toBoxAt corner: Point, size: Rect, halo: Bool = false) -> TextMark {
        let margin = halo ? TextMetrics.halo : 0
        var mark = self
        mark.anchor = .start
        mark.position = Point(x: corner.x + margin, y: corner.y + margin + TextMetrics.ascent * self.size)
        return mark
    }
}

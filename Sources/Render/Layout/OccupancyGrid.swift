import Model

/// What is already drawn where, for placing labels: boxes (text, badges) and line segments
/// (view edges, constraint strokes, leader lines), filed by the square cells of a grid they
/// touch, so that asking whether a box is free looks only at its neighbours.
///
/// - Complexity: adding a box or a segment is O(*c*) in the cells it touches; asking about a box
///   is O(*c* + *k*) with *k* the things filed in those cells.
struct OccupancyGrid {
    static let cellSize = 48.0

    private var boxes: [Rect] = []
    private var segments: [(from: Point, to: Point)] = []
    private var boxCells: [Int64: [Int]] = [:]
    private var segmentCells: [Int64: [Int]] = [:]

    private static func cell(_ value: Double) -> Int64 { Int64((value / cellSize).rounded(.down)) }
    private static func key(_ column: Int64, _ row: Int64) -> Int64 { column << 32 | (row & 0xFFFF_FFFF) }

    /// The cells a rectangle touches (at most a few thousand, for a frame the size of a screen).
    private static func keys(of rect: Rect) -> [Int64] {
        guard rect.isDrawable else { return [] }
        let left = cell(rect.x), right = cell(rect.maxX), top = cell(rect.y), bottom = cell(rect.maxY)
        guard right - left < 4096, bottom - top < 4096 else { return [] }
        var keys: [Int64] = []
        keys.reserveCapacity(Int((right - left + 1) * (bottom - top + 1)))
        for column in left...right {
            for row in top...bottom { keys.append(key(column, row)) }
        }
        return keys
    }

    mutating func add(box: Rect) {
        boxes.append(box)
        for key in OccupancyGrid.keys(of: box) { boxCells[key, default: []].append(boxes.count - 1) }
    }

    /// A line: axis-aligned ones (edges, bars) touch a row or column of cells; others their
    /// bounding box's.
    mutating func add(segment from: Point, _ to: Point) {
        segments.append((from, to))
        let bounds = Rect(x: min(from.x, to.x), y: min(from.y, to.y), width: abs(to.x - from.x), height: abs(to.y - from.y))
        for key in OccupancyGrid.keys(of: bounds) { segmentCells[key, default: []].append(segments.count - 1) }
    }

    /// The four edges of a frame.
    mutating func add(edgesOf rect: Rect) {
        guard rect.isDrawable else { return }
        let corners = [
            Point(x: rect.x, y: rect.y), Point(x: rect.maxX, y: rect.y), Point(x: rect.maxX, y: rect.maxY), Point(x: rect.x, y: rect.maxY),
        ]
        for index in 0..<4 { add(segment: corners[index], corners[(index + 1) % 4]) }
    }

    /// Whether a box overlaps no box filed, and (when asked) crosses no segment.
    func isFree(_ box: Rect, ofLines: Bool) -> Bool {
        for key in OccupancyGrid.keys(of: box) {
            for index in boxCells[key] ?? [] where boxes[index].overlaps(box) { return false }
            guard ofLines else { continue }
            for index in segmentCells[key] ?? [] where box.intersects(segment: segments[index].from, segments[index].to) { return false }
        }
        return true
    }
}

extension Rect {
    /// Whether two rectangles share any area (touching edges do not).
    func overlaps(_ other: Rect) -> Bool {
        x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY
    }

    /// Whether a line segment passes through the rectangle (clipped as Liang and Barsky do).
    func intersects(segment from: Point, _ to: Point) -> Bool {
        var low = 0.0, high = 1.0
        let dx = to.x - from.x, dy = to.y - from.y
        for (p, q) in [(-dx, from.x - x), (dx, maxX - from.x), (-dy, from.y - y), (dy, maxY - from.y)] {
            if p == 0 {
                if q <= 0 { return false }  // parallel to this side and outside it (or on it)
            } else {
                let t = q / p
                if p < 0 { low = max(low, t) } else { high = min(high, t) }
                if low >= high { return false }
            }
        }
        return true
    }

    func insetBy(_ amount: Double) -> Rect { Rect(x: x + amount, y: y + amount, width: width - 2 * amount, height: height - 2 * amount) }

    func contains(_ other: Rect) -> Bool { other.x >= x && other.y >= y && other.maxX <= maxX && other.maxY <= maxY }
}

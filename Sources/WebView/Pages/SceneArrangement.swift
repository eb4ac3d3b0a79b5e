import Model

/// Where a document's overview puts each scene: as the document places them on Interface
/// Builder's canvas (``Model/CanvasLocation``, each scene's centre), spread apart where the
/// pictures, larger than the scenes for their titles and legends, would meet, and with no two
/// overlapping; scenes the document places nowhere (a cell inside a scene's table) follow in a
/// row below, in the order given.
struct SceneArrangement {
    /// A scene to place: its picture's size in points and its place on the canvas, if any.
    struct Scene {
        var width: Double
        var height: Double
        var location: CanvasLocation?
    }

    /// The top-left corner of each scene's box, in the order given, from 0,0.
    var origins: [(x: Double, y: Double)]
    /// The size of the whole arrangement, in points.
    var width: Double
    var height: Double

    /// The space kept between two scenes, in points.
    static let gap = 48.0
    /// How far the canvas's distances may be stretched to keep pictures apart, at most; beyond
    /// it, a scene that still meets another moves right of it.
    static let largestSpread = 3.0

    /// - Complexity: O(n²) in the scenes (a document has tens).
    init(_ scenes: [Scene]) {
        let located = scenes.indices.filter { scenes[$0].location != nil }
        // The factor that moves every pair of located pictures apart (centres scaled from 0,0).
        var spread = 1.0
        for (position, i) in located.enumerated() {
            for j in located[(position + 1)...] {
                let a = scenes[i], b = scenes[j]
                let dx = abs(a.location!.x - b.location!.x), dy = abs(a.location!.y - b.location!.y)
                let needX = (a.width + b.width) / 2 + Self.gap, needY = (a.height + b.height) / 2 + Self.gap
                guard dx < needX, dy < needY else { continue }
                let factor = min(dx > 0 ? needX / dx : .infinity, dy > 0 ? needY / dy : .infinity)
                spread = max(spread, min(factor, Self.largestSpread))
            }
        }
        var boxes = [Rect?](repeating: nil, count: scenes.count)
        // Top to bottom, then left to right: a scene that still meets one placed before moves
        // right of it, as far as it takes.
        for i in located.sorted(by: { (scenes[$0].location!.y, scenes[$0].location!.x, $0) < (scenes[$1].location!.y, scenes[$1].location!.x, $1) }) {
            let scene = scenes[i], location = scene.location!
            var box = Rect(
                x: location.x * spread - scene.width / 2, y: location.y * spread - scene.height / 2, width: scene.width, height: scene.height)
            while let blocker = boxes.compactMap({ $0 }).first(where: { $0.overlaps(box, gap: Self.gap) }) {
                box.x = blocker.x + blocker.width + Self.gap
            }
            boxes[i] = box
        }
        let placed = boxes.compactMap { $0 }
        let left = placed.map(\.x).min() ?? 0, top = placed.map(\.y).min() ?? 0
        var right = placed.map { $0.x + $0.width - left }.max() ?? 0
        var bottom = placed.map { $0.y + $0.height - top }.max() ?? 0
        // The rest in rows below, each as wide as the located scenes (or 2,000 points).
        let rowWidth = max(right, 2000)
        var x = 0.0, y = placed.isEmpty ? 0 : bottom + Self.gap, rowHeight = 0.0
        for i in scenes.indices where scenes[i].location == nil {
            if x > 0, x + scenes[i].width > rowWidth {
                (x, y, rowHeight) = (0, y + rowHeight + Self.gap, 0)
            }
            boxes[i] = Rect(x: x + left, y: y + top, width: scenes[i].width, height: scenes[i].height)
            x += scenes[i].width + Self.gap
            rowHeight = max(rowHeight, scenes[i].height)
            right = max(right, x - Self.gap)
            bottom = max(bottom, y + rowHeight)
        }
        origins = boxes.map { box in (box!.x - left, box!.y - top) }
        width = right
        height = bottom
    }
}

extension Rect {
    /// Whether two boxes come closer than `gap` on both axes.
    fileprivate func overlaps(_ other: Rect, gap: Double) -> Bool {
        x < other.x + other.width + gap && other.x < x + width + gap && y < other.y + other.height + gap && other.y < y + height + gap
    }
}

import Model

/// Who is next to whom in the design frames: the neighbour an edge of a view is pinned to by
/// Pin and Add Missing Constraints, and constants measured on the design frames.
struct DesignNeighbours {
    let views: [ItemID: View]
    /// Each view's subviews.
    let children: [ItemID: [View]]
    let measurement: LayoutMeasurement
    /// The design frames, as `LayoutGeometry.designFrames(of:in:)` gives them (measured once,
    /// for the measurement and the callers).
    let designFrames: [ItemID: Rect]
    /// Each view's subviews in the order of each edge's key (``key(_:facing:)``): where the
    /// nearest sibling on a side is found without looking at every sibling.
    private let sorted: [ItemID: [Attribute: [Entry]]]
    /// Whether leading is the left edge of every view (no right-to-left layout), so that a
    /// pin's constant measures the gap between the edges it pins.
    private let leadingIsLeft: Bool

    /// A sibling in the order of one edge's key, then of where it starts across the axis.
    private struct Entry {
        var key: Double
        /// Where the sibling starts across the axis (its y for a leading or trailing edge).
        var across: Double
        /// The sibling's id and design frame (not the view: a view is a large value, and the
        /// four sorts of every superview's subviews moved them).
        var id: ItemID
        var frame: Rect
        /// The siblings with the same key as this one: indices `runStart..<runEnd`, the
        /// longest of them `runExtent` across the axis.
        var runStart: Int
        var runEnd: Int
        var runExtent: Double
    }

    init(project: Project, environment: LayoutEnvironment) {
        views = Dictionary(project.views.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        children = Dictionary(grouping: project.views.filter { $0.parent != nil }, by: { $0.parent! })
        let designFrames = LayoutGeometry.designFrames(of: project, in: environment)
        self.designFrames = designFrames
        measurement = LayoutMeasurement(designOf: project, in: environment, designFrames: designFrames)
        leadingIsLeft = environment.direction == .leftToRight && !project.views.contains { $0.semanticContentAttribute == .forceRightToLeft }
        sorted = children.mapValues { siblings in
            Dictionary(uniqueKeysWithValues: [Attribute.leading, .trailing, .top, .bottom].map { edge in (edge, Self.entries(siblings, edge)) })
        }
    }

    /// `siblings` sorted by the key of `edge`, those of equal keys by where they start across
    /// the axis, with the runs of equal keys marked.
    private static func entries(_ siblings: [View], _ edge: Attribute) -> [Entry] {
        let horizontal = edge == .leading || edge == .trailing
        var entries = siblings.map { view in
            Entry(
                key: key(view.frame, facing: edge), across: horizontal ? view.frame.y : view.frame.x, id: view.id,
                frame: view.frame, runStart: 0, runEnd: 0, runExtent: 0)
        }
        entries.sort { $0.key != $1.key ? $0.key < $1.key : $0.across < $1.across }
        var start = 0
        while start < entries.count {
            var end = start
            var extent = 0.0
            while end < entries.count && entries[end].key == entries[start].key {
                let frame = entries[end].frame
                extent = max(extent, horizontal ? frame.height : frame.width)
                end += 1
            }
            for index in start..<end {
                entries[index].runStart = start
                entries[index].runEnd = end
                entries[index].runExtent = extent
            }
            start = end
        }
        return entries
    }

    /// Where a sibling on the `edge` side of a view starts, seen from the view: its trailing
    /// (bottom) edge for a view's leading (top) side, its leading (top) edge for the trailing
    /// (bottom) side. The gap between them is the view's edge less this, or this less the
    /// view's edge, up to rounding.
    private static func key(_ frame: Rect, facing edge: Attribute) -> Double {
        switch edge {
        case .leading: frame.x + frame.width
        case .trailing: frame.x
        case .top: frame.y + frame.height
        default: frame.y
        }
    }

    /// The anchor an edge (leading, trailing, top or bottom) of the view is pinned to: the facing
    /// edge of the nearest sibling on that side that overlaps it across the axis (among those
    /// `isCandidate` accepts), else the superview: its margin with `toMargins`, its safe area at
    /// a root view's top and bottom, and its own edge when the view reaches past either.
    func anchor(facing edge: Attribute, of view: View, toMargins: Bool, where isCandidate: (ItemID) -> Bool = { _ in true })
        -> Anchor<ItemID>
    {
        var looked = 0
        return anchor(facing: edge, of: view, toMargins: toMargins, where: isCandidate, looked: &looked)
    }

    /// ``anchor(facing:of:toMargins:where:)``, adding to `looked` the number of siblings it
    /// looked at.
    func anchor(
        facing edge: Attribute, of view: View, toMargins: Bool, where isCandidate: (ItemID) -> Bool, looked: inout Int
    ) -> Anchor<ItemID> {
        anchor(facing: edge, of: view, toMargins: toMargins, where: isCandidate, unlessFartherThan: .infinity, looked: &looked)!
    }

    /// ``anchor(facing:of:toMargins:where:)`` when that anchor may be nearer the edge than
    /// `limit` points (the constant of the pin to it, measured on the design frames, less than
    /// `limit` in magnitude); nil when it is sure the pin's constant is at least `limit` in
    /// magnitude, whatever the anchor. Add Missing Constraints pins a view by its nearer side:
    /// the far side's search ends once nothing on it can be nearer than the near side's pin,
    /// instead of walking every sibling beyond it (all of them, in a list pinned top to
    /// bottom, where no sibling below is a candidate yet).
    func anchor(
        facing edge: Attribute, of view: View, toMargins: Bool, where isCandidate: (ItemID) -> Bool, unlessFartherThan limit: Double,
        looked: inout Int
    ) -> Anchor<ItemID>? {
        pin(facing: edge, of: view, toMargins: toMargins, where: isCandidate, unlessFartherThan: limit, looked: &looked)?.second
    }

    /// The pin of the edge to ``anchor(facing:of:toMargins:where:unlessFartherThan:looked:)``,
    /// its constant measured on the design frames (``measured(_:)``), or nil where that anchor
    /// is. A pin to the superview is measured once: the search measures it to compare it with
    /// `limit` already.
    func pin(
        facing edge: Attribute, of view: View, toMargins: Bool, where isCandidate: (ItemID) -> Bool, unlessFartherThan limit: Double,
        looked: inout Int
    ) -> Equation<ItemID>? {
        let parent = view.parent!
        let frame = view.frame
        let horizontal = edge == .leading || edge == .trailing
        // How far a sibling is from the view on that side; nil when it is not on that side.
        func distance(to other: Rect) -> Double? {
            let overlaps =
                horizontal
                ? other.y < frame.y + frame.height && other.y + other.height > frame.y
                : other.x < frame.x + frame.width && other.x + other.width > frame.x
            guard overlaps else { return nil }
            let gap: Double =
                switch edge {
                case .leading: frame.x - other.x - other.width
                case .trailing: other.x - frame.x - frame.width
                case .top: frame.y - other.y - other.height
                default: other.y - frame.y - frame.height
                }
            return gap >= -0.5 ? gap : nil
        }
        // Siblings in order of their distance on that side (by key, up to rounding): from the
        // first that can be on that side until they are further than the nearest found. Each
        // gap is computed as before; the keys only say where to start and when to stop.
        var nearest: (id: ItemID, gap: Double)?
        let slack = 1e-6
        let ordered = sorted[parent]?[edge] ?? []
        let increasing = edge == .trailing || edge == .bottom
        let own = increasing ? Self.key(frame, facing: edge == .trailing ? .leading : .top) : (horizontal ? frame.x : frame.y)
        // The estimated gap of the sibling at `index`: growing along the walk.
        func estimate(_ index: Int) -> Double { increasing ? ordered[index].key - own : own - ordered[index].key }
        // Where the siblings that can be on that side begin (end, for a leading or top side):
        // the first whose estimated gap reaches -0.5 (less slack), or the first past them.
        var low = 0, high = ordered.count
        while low < high {
            let middle = (low + high) / 2
            let reaches = increasing ? estimate(middle) >= -0.5 - slack : estimate(middle) < -0.5 - slack
            if reaches { high = middle } else { low = middle + 1 }
        }
        func consider(_ index: Int) {
            looked += 1
            let sibling = ordered[index].id
            guard sibling != view.id, let gap = distance(to: ordered[index].frame), isCandidate(sibling) else { return }
            if nearest == nil || gap < nearest!.gap || (gap == nearest!.gap && sibling < nearest!.id) { nearest = (sibling, gap) }
        }
        // Where the view starts and ends across the axis.
        let acrossStart = horizontal ? frame.y : frame.x
        let acrossEnd = horizontal ? frame.y + frame.height : frame.x + frame.width
        // While no candidate is found, the walk stops at siblings further than this: a pin to
        // one of them measures its gap (up to rounding) when leading is the left edge, so it
        // is at least `limit` (the point added covers the rounding). Under right-to-left the
        // leading and trailing pins measure other distances, and their walk is not cut short.
        var bound = horizontal && !leadingIsLeft ? .infinity : limit + 1
        // The pin to the superview, once measured.
        var toSuperview: Equation<ItemID>?
        // Up from there, or down from just below it, a run of equal keys at a time (their
        // estimated gaps are equal, so the walk stops before a run or after it). In a run,
        // only the siblings that can overlap the view across the axis are looked at: they
        // start before it ends, and less than the run's longest extent (and a point, for
        // rounding) before it starts. In a grid, the column beside a view is one run.
        var index = increasing ? low : low - 1
        while ordered.indices.contains(index) {
            if let best = nearest?.gap {
                if estimate(index) > best + slack { break }
            } else if estimate(index) > bound {
                // Nothing that near: the superview decides, unless it is nearer still, when
                // the walk goes on to the first candidate whatever its distance.
                let pin = superviewPin(facing: edge, of: view, toMargins: toMargins)
                toSuperview = pin
                if abs(pin.constant) >= limit { return nil }
                bound = .infinity
            }
            let entry = ordered[index]
            var first = entry.runStart, last = entry.runEnd
            while first < last {
                let middle = (first + last) / 2
                if ordered[middle].across < acrossEnd { first = middle + 1 } else { last = middle }
            }
            var inRun = first - 1
            while inRun >= entry.runStart && ordered[inRun].across >= acrossStart - entry.runExtent - 1 {
                consider(inRun)
                inRun -= 1
            }
            index = increasing ? entry.runEnd : entry.runStart - 1
        }
        if let nearest { return measured(Equation(Anchor(view.id, edge), .equal, Anchor(nearest.id, Self.facing[edge]!))) }
        let pin = toSuperview ?? superviewPin(facing: edge, of: view, toMargins: toMargins)
        guard limit < .infinity else { return pin }
        return abs(pin.constant) >= limit ? nil : pin
    }

    /// The pin of an edge of the view when no sibling is one, measured: to the superview's
    /// margin with `toMargins` (its safe area at a root view's top and bottom), or its edge
    /// when the view reaches past that.
    private func superviewPin(facing edge: Attribute, of view: View, toMargins: Bool) -> Equation<ItemID> {
        let parent = view.parent!
        let isRoot = views[parent]?.parent == nil
        let inner: Anchor<ItemID>
        if !(edge == .leading || edge == .trailing) && isRoot {
            inner = Anchor(parent, edge, guide: .safeArea)
        } else if toMargins {
            inner = Anchor(parent, Self.margin[edge]!)
        } else {
            return measured(Equation(Anchor(view.id, edge), .equal, Anchor(parent, edge)))
        }
        // Inside the margin (or safe area) when the distance to it, measured into the superview, is not negative.
        let pin = measured(Equation(Anchor(view.id, edge), .equal, inner))
        let distance = pin.constant
        let inside = edge == .leading || edge == .top ? distance >= -0.000_5 : distance <= 0.000_5
        return inside ? pin : measured(Equation(Anchor(view.id, edge), .equal, Anchor(parent, edge)))
    }

    /// The equation with the constant that makes it hold on the design frames.
    func measured(_ equation: Equation<ItemID>) -> Equation<ItemID> {
        var equation = equation
        equation.constant = measurement.constant(making: equation) ?? 0
        return equation
    }

    private static let facing: [Attribute: Attribute] = [.leading: .trailing, .trailing: .leading, .top: .bottom, .bottom: .top]
    private static let margin: [Attribute: Attribute] = [
        .leading: .leadingMargin, .trailing: .trailingMargin, .top: .topMargin, .bottom: .bottomMargin,
    ]
}

/// What Interface Builder's Stack tool ("Embed In Stack View") does to a project: the views
/// move into a new stack view in their place, with the axis, order, spacing and alignment their
/// design frames show, and the constraints that placed them among themselves and in their
/// superview give way to the stack's own.
public struct StackEmbedding: Sendable {
    /// The new stack view, its frame the union of the views' frames.
    public var stack: View
    /// The views as they become: the stack's subviews, frames relative to it.
    public var arranged: [View]
    /// The constraints that placed the views relative to each other or to views outside them;
    /// constraints within one view (its size, its own subviews) stay.
    public var removed: [Constraint]
}

extension Project {
    /// Embeds views that share a superview in a new stack view named `name`.
    ///
    /// The axis is the one along which the design frames do not overlap (horizontal when they
    /// overlap on neither, as in a diagonal); the order is their order along it; the spacing the
    /// gap between them when the gaps are equal, else the smallest; the alignment `leading`,
    /// `center` or `trailing` when those edges or centres line up across the axis (`fill`
    /// when both edges do, or none).
    ///
    /// - Throws: ``ModelError/stackEmbedding(_:)`` when fewer than two views are given, they
    ///   have different superviews, or they overlap along both axes.
    public func embeddingInStack(_ ids: [ItemID], named name: String) throws(ModelError) -> StackEmbedding {
        let views = ids.compactMap(view)
        guard views.count >= 2, views.count == ids.count else {
            throw .stackEmbedding("give at least two views to embed in a stack")
        }
        guard let superview = views[0].parent, views.allSatisfy({ $0.parent == superview }) else {
            throw .stackEmbedding("the views to embed must share a superview")
        }
        func separated(_ sorted: [View], start: (Rect) -> Double, end: (Rect) -> Double) -> Bool {
            zip(sorted, sorted.dropFirst()).allSatisfy { start($1.frame) >= end($0.frame) - 0.5 }
        }
        let byX = views.sorted { ($0.frame.x, $0.index) < ($1.frame.x, $1.index) }
        let byY = views.sorted { ($0.frame.y, $0.index) < ($1.frame.y, $1.index) }
        let axis: Axis
        if separated(byX, start: \.x, end: { $0.x + $0.width }) {
            axis = .horizontal
        } else if separated(byY, start: \.y, end: { $0.y + $0.height }) {
            axis = .vertical
        } else {
            throw .stackEmbedding("the views overlap both across and down, so no row or column holds them; move them apart first")
        }
        let ordered = axis == .horizontal ? byX : byY
        let along = AxisEdges(axis), across = AxisEdges(axis == .horizontal ? .vertical : .horizontal)
        let gaps = zip(ordered, ordered.dropFirst()).map { along.start($1.frame) - along.end($0.frame) }
        let smallest = max(0, gaps.min() ?? 0)
        let spacing = gaps.allSatisfy { abs($0 - gaps[0]) <= 0.5 } ? max(0, gaps[0]) : smallest

        func linedUp(_ edge: (Rect) -> Double) -> Bool { views.allSatisfy { abs(edge($0.frame) - edge(views[0].frame)) <= 0.5 } }
        let alignment: StackView.Alignment =
            switch (linedUp(across.start), linedUp(across.end)) {
            case (true, true): .fill
            case (true, false): .leading
            case (false, true): .trailing
            case (false, false): linedUp(across.center) ? .center : .fill
            }

        let union = views.dropFirst().reduce(views[0].frame) { $0.union($1.frame) }
        let stack = View(
            name: name, parent: superview, index: views.map(\.index).min() ?? 0, kind: .stackView, frame: union,
            stack: StackView(axis: axis, alignment: alignment, spacing: .points(spacing), arrangedSubviews: ordered.map(\.id)))
        let arranged = ordered.enumerated().map { position, view in
            var moved = view
            moved.parent = stack.id
            moved.index = position
            moved.frame = Rect(x: view.frame.x - union.x, y: view.frame.y - union.y, width: view.frame.width, height: view.frame.height)
            return moved
        }
        // A constraint stays when every item it names is within one embedded view's subtree.
        var subtreeOf: [ItemID: ItemID] = [:]
        for view in viewsInLayoutOrder {
            if ids.contains(view.id) {
                subtreeOf[view.id] = view.id
            } else if let parent = view.parent, let top = subtreeOf[parent] {
                subtreeOf[view.id] = top
            }
        }
        for guide in guides { subtreeOf[guide.id] = subtreeOf[guide.owner] }
        let removed = constraints.filter { constraint in
            let tops = constraint.equation.items.map { subtreeOf[$0] }
            return tops.contains { $0 != nil && ids.contains($0!) } && Set(tops).count > 1
        }
        return StackEmbedding(stack: stack, arranged: arranged, removed: removed)
    }
}

/// The start, end and centre of a rectangle along one axis.
private struct AxisEdges {
    let axis: Axis
    init(_ axis: Axis) { self.axis = axis }
    func start(_ rect: Rect) -> Double { axis == .horizontal ? rect.x : rect.y }
    func end(_ rect: Rect) -> Double { axis == .horizontal ? rect.x + rect.width : rect.y + rect.height }
    func center(_ rect: Rect) -> Double { (start(rect) + end(rect)) / 2 }
}

extension Rect {
    /// The smallest rectangle holding both.
    func union(_ other: Rect) -> Rect {
        let x = min(self.x, other.x), y = min(self.y, other.y)
        return Rect(
            x: x, y: y, width: max(self.x + width, other.x + other.width) - x, height: max(self.y + height, other.y + other.height) - y)
    }
}

/// What Interface Builder's Stack tool ("Embed In Stack View") does to a project: the views
/// move into a new stack view in their place, with the axis, order, spacing and alignment their
/// design frames show. The constraints between the views give way to the stack's arrangement;
/// those that placed them among the views outside move to the stack.
public struct StackEmbedding: Sendable {
    /// The new stack view, its frame the union of the views' frames.
    public var stack: View
    /// The views as they become: the stack's subviews, frames relative to it.
    public var arranged: [View]
    /// The constraints that pinned an embedded view's edge or centre to something outside the
    /// group, as they become: the stack in the view's place, with the same id, identifier,
    /// priority and flags. Where several views pinned one edge of the stack, only the view on
    /// that edge keeps its constraints (the first arranged view's top in a column).
    public var moved: [Constraint]
    /// The constraints the stack's arrangement replaces: those between the embedded views, and
    /// the pins of an edge that another embedded view holds for the stack.
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
    /// Constraints are kept as Interface Builder's Embed In Stack keeps them: those within one
    /// view (its size, its own subviews) stay as they are, and so do those from a view's size
    /// or from its subviews to the views outside; those between the embedded views are replaced
    /// by the arrangement; those from a view's edge or centre to the outside move to the stack's
    /// same edge or centre (``StackEmbedding/moved``).
    ///
    /// ```swift
    /// // titleTop: title.top = root.safeArea.top + 20; gap: email.top = title.bottom + 24
    /// let embedding = try project.embeddingInStack([title, email], named: "form")
    /// embedding.moved     // titleTop: form.top = root.safeArea.top + 20
    /// embedding.removed   // gap, which the stack's spacing now gives
    /// ```
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
        // Which embedded view each item belongs to (itself, a subview or a guide of it).
        var subtreeOf: [ItemID: ItemID] = [:]
        for view in viewsInLayoutOrder {
            if ids.contains(view.id) {
                subtreeOf[view.id] = view.id
            } else if let parent = view.parent, let top = subtreeOf[parent] {
                subtreeOf[view.id] = top
            }
        }
        for guide in guides { subtreeOf[guide.id] = subtreeOf[guide.owner] }

        var removed: [Constraint] = []
        // The pins to the outside, by the stack's attribute they become.
        var pins: [Attribute: [(constraint: Constraint, view: ItemID)]] = [:]
        for constraint in constraints {
            let owners = constraint.equation.items.map { subtreeOf[$0] }
            let embedded = Set(owners.compactMap { $0 })
            guard !embedded.isEmpty, Set(owners).count > 1 else { continue }
            guard embedded.count == 1, let view = embedded.first else {
                removed.append(constraint)
                continue
            }
            let anchors = [constraint.equation.first] + (constraint.equation.second.map { [$0] } ?? [])
            guard let inside = anchors.first(where: { $0.item == view && $0.guide == nil }),
                StackEmbedding.movableAttributes.contains(inside.attribute)
            else { continue }
            pins[inside.attribute, default: []].append((constraint, view))
        }

        var moved: [Constraint] = []
        let position = Dictionary(uniqueKeysWithValues: ordered.enumerated().map { ($1.id, $0) })
        for attribute in StackEmbedding.movableAttributes {
            guard let candidates = pins[attribute] else { continue }
            let edge = { (frame: Rect) in StackEmbedding.position(of: attribute, in: frame) }
            let pinning = ordered.filter { view in candidates.contains { $0.view == view.id } }
            let onEdge = pinning.first { abs(edge($0.frame) - edge(union)) <= 0.5 } ?? pinning[0]
            // Zero for the view on the stack's edge; else the design's distance keeps the layout.
            let offset = edge(onEdge.frame) - edge(union)
            for (constraint, view) in candidates.sorted(by: { position[$0.view, default: 0] < position[$1.view, default: 0] }) {
                guard view == onEdge.id else {
                    removed.append(constraint)
                    continue
                }
                var onStack = constraint
                if constraint.equation.first.item == view && constraint.equation.first.guide == nil {
                    onStack.equation.first.item = stack.id
                    onStack.equation.constant -= offset
                } else if var second = constraint.equation.second {
                    second.item = stack.id
                    onStack.equation.second = second
                    onStack.equation.constant += constraint.equation.multiplier * offset
                }
                moved.append(onStack)
            }
        }
        return StackEmbedding(stack: stack, arranged: arranged, moved: moved, removed: removed)
    }
}

extension StackEmbedding {
    /// The attributes of an embedded view that the stack takes over: its edges and centres.
    /// Sizes stay with the view (the stack sizes itself around them); margins, baselines and
    /// guides stay too, since the stack's own differ from the view's.
    static let movableAttributes: [Attribute] = [.top, .bottom, .leading, .trailing, .left, .right, .centerX, .centerY]

    /// Where `attribute` lies in `frame`, in its superview's coordinates (left to right).
    static func position(of attribute: Attribute, in frame: Rect) -> Double {
        switch attribute {
        case .left, .leading: frame.x
        case .right, .trailing: frame.x + frame.width
        case .centerX: frame.x + frame.width / 2
        case .top: frame.y
        case .bottom: frame.y + frame.height
        default: frame.y + frame.height / 2
        }
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

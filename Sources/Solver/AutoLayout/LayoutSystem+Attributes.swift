import Model

extension LayoutSystem {
    /// The expression of an anchor: its item's alignment rectangle (or built-in guide), and the
    /// attribute in it, with leading on the right edge when `rightToLeft`, as ``AnchorRectangle``
    /// and ``LayoutRect`` place it for every consumer. `nil` for an item the project does not have.
    /// `inContent`: a scroll view's edge seen from inside it, on its content area as its
    /// `contentLayout` guide is.
    func expression(for anchor: Anchor<ItemID>, rightToLeft: Bool, inContent: Bool = false) -> LinearExpression? {
        let content = inContent || anchor.guide == .contentLayout ? contentFrames[anchor.item] : nil
        guard let frame = content ?? frames[anchor.item] else { return nil }
        var rect = LayoutRect(frame)
        // A custom guide: its frame, with no text.
        guard let position = views.position(of: anchor.item) else {
            return rect.value(of: anchor.attribute, baselines: .noText, rightToLeft: rightToLeft)
        }
        // The view's fields are read where it lies, not copied out (a view is a large value,
        // and this runs for each anchor of each constraint).
        switch AnchorRectangle(anchor, onViewWith: views.all[position].alignmentInsets) {
        case .alignment(let insets):
            if insets != .zero { rect = rect.inset(by: insets) }
        case .guide(let guide):
            rect = geometry.rect(of: guide, on: views.all[position], in: rect)
        }
        return rect.value(of: anchor.attribute, baselines: views.all[position].baselineOffsets, rightToLeft: rightToLeft)
    }

    /// Whether a constraint's leading and trailing are right edges: the direction of the view
    /// that holds it, the nearest common ancestor of the views it affects (seed, "Anatomy of a
    /// Constraint"), so a view forced left to right lays out its own content left to right
    /// while its place in its superview follows the superview.
    func isRightToLeft(_ equation: Equation<ItemID>) -> Bool {
        guard mayBeRightToLeft else { return false }
        guard let holder = holder(of: equation) else { return environment.direction == .rightToLeft }
        return geometry.isRightToLeft(holder)
    }

    /// The nearest common ancestor of the views a constraint's items are or belong to (a
    /// custom guide belongs to its owner).
    func holder(of equation: Equation<ItemID>) -> View? {
        let owners = equation.items.compactMap { item in views.position(of: item) != nil ? item : guides[item]?.owner }
        guard let first = owners.first else { return nil }
        // The first view's ancestors, by how far up they are.
        var chain: [ItemID] = []
        var height: [ItemID: Int] = [:]
        var next: ItemID? = first
        while let id = next, height[id] == nil {
            height[id] = chain.count
            chain.append(id)
            next = views.parent(of: id)
        }
        var depth = 0
        for other in owners.dropFirst() {
            var ancestor: ItemID? = other
            var visited: Set<ItemID> = []
            while let id = ancestor, height[id] == nil, visited.insert(id).inserted { ancestor = views.parent(of: id) }
            guard let common = ancestor.flatMap({ height[$0] }) else { return nil }
            depth = max(depth, common)
        }
        return views[chain[depth]]
    }
}

extension LayoutRect where Quantity == LinearExpression {
    /// A frame's variables as a rectangle of expressions.
    init(_ frame: LayoutSystem.FrameVariables) {
        self.init(
            left: LinearExpression(frame.x), top: LinearExpression(frame.y), width: LinearExpression(frame.width),
            height: LinearExpression(frame.height))
    }
}

extension LinearExpression: LayoutQuantity {
    package init(points: Double) { self.init(constant: points) }
}

/// Interface Builder's Align tool: constraints that line views up.
extension Project {
    /// Constraints that give each view after the first the first one's `attribute` (an edge, a
    /// centre or a baseline), `offset` points along: `b.leading == a.leading + offset`.
    ///
    /// - Throws: ``ModelError/alignment(_:)`` for fewer than two views, an attribute that is
    ///   not an edge, centre or baseline, or views in different view trees.
    public func aligning(_ items: [ItemID], _ attribute: Attribute, offset: Double = 0) throws(ModelError) -> [Constraint] {
        guard items.count >= 2, let first = items.first else { throw .alignment("name at least two views to align") }
        guard attribute.kind == .location || [.firstBaseline, .lastBaseline].contains(attribute), !attribute.isMarginForm else {
            throw .alignment("align edges, centres or baselines (leading, trailing, top, bottom, centerX, centerY, firstBaseline, lastBaseline)")
        }
        let root = treeRoot(of: first)
        for item in items.dropFirst() where treeRoot(of: item) != root {
            throw .alignment("'\(name(of: item) ?? item.description)' is not in the same view tree as '\(name(of: first) ?? "")'")
        }
        return items.dropFirst().map { item in
            Constraint(equation: Equation(Anchor(item, attribute), .equal, Anchor(first, attribute), constant: offset))
        }
    }

    /// A constraint that centres a view in its superview on an axis, `offset` points off.
    ///
    /// - Throws: ``ModelError/alignment(_:)`` for a root view, which has no container.
    public func centering(_ item: ItemID, on axis: Axis, offset: Double = 0) throws(ModelError) -> Constraint {
        guard let parent = view(item)?.parent else {
            throw .alignment("'\(name(of: item) ?? item.description)' has no superview to be centred in")
        }
        let attribute: Attribute = axis == .horizontal ? .centerX : .centerY
        return Constraint(equation: Equation(Anchor(item, attribute), .equal, Anchor(parent, attribute), constant: offset))
    }

    /// The root of the view tree an item is in (a guide's, its owner's).
    private func treeRoot(of item: ItemID) -> ItemID {
        var current = guide(item)?.owner ?? item
        var steps = 0
        while let parent = view(current)?.parent, steps <= views.count {
            current = parent
            steps += 1
        }
        return current
    }
}

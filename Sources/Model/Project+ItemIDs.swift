extension Project {
    /// This project with every view and guide id replaced by `item(id)`, wherever it is named:
    /// views, their superviews, their stacks' arranged views, custom spacing and gravity areas,
    /// guides and their owners, and the constraints' equations. Constraint ids stay.
    public func replacingItemIDs(_ item: (ItemID) -> ItemID) -> Project {
        var result = self
        result.views = views.map { view in
            var view = view
            view.id = item(view.id)
            view.parent = view.parent.map(item)
            if var stack = view.stack {
                stack.arrangedSubviews = stack.arrangedSubviews.map(item)
                stack.customSpacing = Dictionary(stack.customSpacing.map { (item($0.key), $0.value) }, uniquingKeysWith: { first, _ in first })
                stack.gravities = Dictionary(stack.gravities.map { (item($0.key), $0.value) }, uniquingKeysWith: { first, _ in first })
                view.stack = stack
            }
            return view
        }
        result.guides = guides.map { guide in
            var guide = guide
            guide.id = item(guide.id)
            guide.owner = item(guide.owner)
            return guide
        }
        result.constraints = constraints.map { constraint in
            var constraint = constraint
            constraint.equation = constraint.equation.mapItems(item)
            return constraint
        }
        return result
    }
}

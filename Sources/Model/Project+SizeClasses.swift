extension Project {
    /// The project as it is in a size class: what a device of that class shows, with no
    /// variations left.
    ///
    /// Each setting comes from the most specific class that sets it among those that apply
    /// (``SizeClass/resolution``: `wC hR`, then `wC`, then `hR`, then the base class), else from
    /// the view or constraint itself, as Apple's Auto Layout Guide describes size-class-specific
    /// layout:
    /// - a view not installed in the class is not in the hierarchy, nor are its subviews (and
    ///   their layout guides); a stack view no longer arranges it;
    /// - a constraint not installed is inactive (its base installation is
    ///   ``Constraint/isActive``), and a constraint to a view that is not installed is left out;
    /// - a constraint's constant and priority, and a stack view's axis, distribution, alignment
    ///   and spacing, take the class's values.
    ///
    /// For the base class `any` this applies the base variations only (a view that is not
    /// installed in the base layout is left out).
    public func resolved(for sizeClass: SizeClass) -> Project {
        // Nothing varies: every view and constraint is installed and keeps its own settings.
        guard hasSizeClassVariations else { return self }
        let order = sizeClass.resolution
        func setting<Variation, Value>(_ variations: [SizeClass: Variation], _ key: KeyPath<Variation, Value?>) -> Value? {
            guard !variations.isEmpty else { return nil }
            for candidate in order {
                if let value = variations[candidate]?[keyPath: key] { return value }
            }
            return nil
        }
        var uninstalled: Set<ItemID> = []
        for view in viewsInLayoutOrder {
            if view.parent.map(uninstalled.contains) ?? false || setting(view.variations, \.isInstalled) == false {
                uninstalled.insert(view.id)
            }
        }
        var resolved = self
        resolved.views = views.filter { !uninstalled.contains($0.id) }.map { view in
            var view = view
            if var stack = view.stack {
                stack.axis = setting(view.variations, \.stackAxis) ?? stack.axis
                stack.distribution = setting(view.variations, \.stackDistribution) ?? stack.distribution
                stack.alignment = setting(view.variations, \.stackAlignment) ?? stack.alignment
                stack.spacing = setting(view.variations, \.stackSpacing) ?? stack.spacing
                stack.arrangedSubviews.removeAll(where: uninstalled.contains)
                view.stack = stack
            }
            view.variations = [:]
            return view
        }
        resolved.guides = guides.filter { !uninstalled.contains($0.owner) }
        let gone = uninstalled.union(guides.filter { uninstalled.contains($0.owner) }.map(\.id))
        resolved.constraints = constraints.filter { !$0.equation.items.contains(where: gone.contains) }.map { constraint in
            var constraint = constraint
            constraint.isActive = setting(constraint.variations, \.isInstalled) ?? constraint.isActive
            constraint.equation.constant = setting(constraint.variations, \.constant) ?? constraint.equation.constant
            constraint.priority = setting(constraint.variations, \.priority) ?? constraint.priority
            constraint.variations = [:]
            return constraint
        }
        return resolved
    }

    /// Whether any view or constraint varies by size class.
    public var hasSizeClassVariations: Bool {
        views.contains { !$0.variations.isEmpty } || constraints.contains { !$0.variations.isEmpty }
    }
}

import Model

/// What removing a view takes with it: its subviews, the guides they own, and every
/// constraint referring to any of them; deleted constraints first, then guides, then views
/// from the leaves up.
public struct Removal: Sendable {
    /// The constraints that refer to a removed item, or to a guide a removed view owns.
    public var constraints: [Constraint] = []
    /// The removed guide, or the guides the removed views own.
    public var guides: [LayoutGuide] = []
    /// The removed view and its subviews, each superview before its subviews (empty when a guide is
    /// removed).
    public var views: [View] = []
    /// The stack views that arranged a removed view, as they are without it.
    public var rearrangedStacks: [View] = []
    var stacksBefore: [View] = []

    /// How many entities go.
    public var count: Int { constraints.count + guides.count + views.count }

    /// The edits that make the removal, for one commit: the stacks stop arranging what goes,
    /// then constraints, guides, and views from the leaves up are deleted.
    public var edits: [Edit] {
        zip(stacksBefore, rearrangedStacks).flatMap { Edit.updates(from: $0, to: $1) }
            + constraints.map { Edit.deleteConstraint($0.id) } + guides.map { Edit.deleteGuide($0.id) }
            + views.reversed().map { Edit.deleteView($0.id) }
    }

    /// What else goes, in words: `1 constraint (titleTop), subviews icon, guides spacer`.
    public func dependents(in project: Project) -> String {
        var parts: [String] = []
        if !constraints.isEmpty {
            parts.append(
                "\(constraints.count) constraint\(constraints.count == 1 ? "" : "s") ("
                    + constraints.prefix(3).map { $0.identifier ?? project.named($0.equation).shortForm() }.joined(separator: "; ")
                    + (constraints.count > 3 ? "; …" : "") + ")")
        }
        let subviews = views.dropFirst()
        if !subviews.isEmpty { parts.append("subviews " + subviews.map(\.name).joined(separator: ", ")) }
        if !guides.isEmpty { parts.append("guides " + guides.map(\.name).joined(separator: ", ")) }
        return parts.joined(separator: ", ")
    }
}

extension Project {
    /// The removal of a view or guide and everything that depends on it: a view's subviews,
    /// the guides they own, every constraint referring to any of them, and their places in
    /// the stack views that arrange them.
    public func removal(of item: ItemID) -> Removal {
        var removal = Removal()
        var items: Set<ItemID> = [item]
        if let guide = guide(item) {
            removal.guides = [guide]
        } else {
            func visit(_ view: View) {
                removal.views.append(view)
                items.insert(view.id)
                for guide in guides where guide.owner == view.id {
                    removal.guides.append(guide)
                    items.insert(guide.id)
                }
                subviews(of: view.id).forEach(visit)
            }
            if let view = view(item) { visit(view) }
        }
        removal.constraints = constraints.filter { !items.isDisjoint(with: $0.equation.items) }
        for stack in views where !items.contains(stack.id) {
            guard let configuration = stack.stack, configuration.arrangedSubviews.contains(where: items.contains) else { continue }
            var updated = stack
            updated.stack?.arrangedSubviews.removeAll(where: items.contains)
            updated.stack?.customSpacing = configuration.customSpacing.filter { !items.contains($0.key) }
            updated.stack?.gravities = configuration.gravities.filter { !items.contains($0.key) }
            removal.stacksBefore.append(stack)
            removal.rearrangedStacks.append(updated)
        }
        return removal
    }
}

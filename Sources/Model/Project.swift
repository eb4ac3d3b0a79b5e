/// A named layout: its views, custom guides and constraints, as they stand at one revision.
public struct Project: Hashable, Codable, Sendable {
    /// The project's name, unique in its store.
    public var name: String
    /// Every view of the project, roots and subviews, in no particular order (``viewsInLayoutOrder``
    /// and ``subviews(of:)`` give the hierarchy's order).
    public var views: [View]
    /// The custom layout guides, each owned by one of the views.
    public var guides: [LayoutGuide]
    /// The constraints, active and inactive.
    public var constraints: [Constraint]

    /// A project with these items; an empty one by default.
    public init(name: String, views: [View] = [], guides: [LayoutGuide] = [], constraints: [Constraint] = []) {
        self.name = name
        self.views = views
        self.guides = guides
        self.constraints = constraints
    }

    /// The view with this id, or `nil` if it is none of the project's views.
    public func view(_ id: ItemID) -> View? { views.first { $0.id == id } }
    /// The custom layout guide with this id, or `nil` if it is none of the project's guides.
    public func guide(_ id: ItemID) -> LayoutGuide? { guides.first { $0.id == id } }
    /// The constraint with this id, or `nil` if the project has no such constraint.
    public func constraint(_ id: ConstraintID) -> Constraint? { constraints.first { $0.id == id } }

    /// The name of a view or guide, or `nil` if the project has no such item.
    public func name(of id: ItemID) -> String? { view(id)?.name ?? guide(id)?.name }

    /// The id of the view or guide with this name, or `nil`.
    public func itemID(named name: String) -> ItemID? {
        views.first { $0.name == name }?.id ?? guides.first { $0.name == name }?.id
    }

    /// Every item name, views then guides.
    public var itemNames: [String] { views.map(\.name) + guides.map(\.name) }

    /// The project's root views (no superview), in sibling order.
    public var rootViews: [View] { subviews(of: nil) }

    /// The subviews of a view (or the root views, for `nil`), back to front.
    public func subviews(of parent: ItemID?) -> [View] {
        views.filter { $0.parent == parent }.sorted { ($0.index, $0.name) < ($1.index, $1.name) }
    }

    /// Every view's subviews back to front, by superview (the root views under `nil`), found in
    /// one pass: what a walk of the whole tree reads, where ``subviews(of:)`` once per view
    /// would search every view each time.
    public var subviewsByParent: [ItemID?: [View]] {
        Dictionary(grouping: views, by: \.parent).mapValues { $0.sorted { ($0.index, $0.name) < ($1.index, $1.name) } }
    }

    /// Every view in layout order: each superview before its subviews, siblings back to front.
    public var viewsInLayoutOrder: [View] { viewPositionsInLayoutOrder.map { views[$0] } }

    /// The positions in ``views`` of every view in layout order (``viewsInLayoutOrder``): for
    /// callers that read views where they lie rather than copy each one (a large value).
    ///
    /// - Complexity: O(*n* log *n*) in the number of views.
    public var viewPositionsInLayoutOrder: [Int] {
        var children: [ItemID?: [Int]] = [:]
        for position in views.indices { children[views[position].parent, default: []].append(position) }
        var ordered: [Int] = []
        ordered.reserveCapacity(views.count)
        // Sorted by keys taken out once: reading them through `views` in the comparison
        // copied each view (a large value) twice a comparison.
        let indices = views.map(\.index)
        let names = views.map(\.name)
        func visit(_ parent: ItemID?) {
            let siblings = (children[parent] ?? []).sorted { left, right in
                indices[left] != indices[right] ? indices[left] < indices[right] : names[left] < names[right]
            }
            for position in siblings {
                ordered.append(position)
                visit(views[position].id)
            }
        }
        visit(nil)
        return ordered
    }

    /// The constraints that refer to an item, as first or second item.
    public func constraints(referringTo id: ItemID) -> [Constraint] {
        constraints.filter { $0.equation.items.contains(id) }
    }

    /// The constraints of a set of views: those that refer to one of them, or to a guide one of
    /// them owns (what Interface Builder's Clear Constraints removes).
    public func constraints(ofViews items: Set<ItemID>) -> [Constraint] {
        let owned = items.union(guides.filter { items.contains($0.owner) }.map(\.id))
        return constraints.filter { $0.equation.items.contains(where: owned.contains) }
    }
}

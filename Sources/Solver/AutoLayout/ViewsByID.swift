import Model

/// A project's views found by id where they lie in the project's array.
///
/// A view is a large value (its content, stack and size-class variations). A dictionary of
/// views copied every view into it and every view looked up out of it; solving a long list
/// looks up a view for each anchor of each constraint. This keeps the project's array (shared,
/// not copied) and each id's position in it.
struct ViewsByID {
    /// The views, as the project holds them.
    let all: [View]
    /// Each id's position in ``all``: the first view with that id.
    private let positions: [ItemID: Int]

    init(_ views: [View]) {
        all = views
        var positions = [ItemID: Int](minimumCapacity: views.count)
        // Backwards, so the first view with an id is the one kept.
        for position in views.indices.reversed() { positions[views[position].id] = position }
        self.positions = positions
    }

    /// How many views there are.
    var count: Int { all.count }

    /// Where the view with this id lies in ``all``.
    ///
    /// - Complexity: O(1) on average.
    func position(of id: ItemID) -> Int? { positions[id] }

    /// The view with this id: a copy, for callers that need the whole view.
    ///
    /// - Complexity: O(1) on average, plus the copy.
    subscript(id: ItemID) -> View? { positions[id].map { all[$0] } }

    /// The superview of the view with this id; nil for a root view or an id that is no view's.
    ///
    /// - Complexity: O(1) on average.
    func parent(of id: ItemID) -> ItemID? { positions[id].flatMap { all[$0].parent } }
}

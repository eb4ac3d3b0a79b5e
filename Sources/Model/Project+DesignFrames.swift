extension Project {
    /// Every view's stored (design) frame in its root's coordinates: a root view at the
    /// origin with its stored size, each other view offset by its superviews' stored origins.
    ///
    /// - Complexity: that of ``viewsInLayoutOrder``, then O(1) per view.
    public var designFramesInRoot: [ItemID: Rect] {
        var frames = [ItemID: Rect](minimumCapacity: views.count)
        // Read where the views lie, not copied out one by one (a view is a large value).
        for position in viewPositionsInLayoutOrder {
            var frame = views[position].frame
            if let origin = views[position].parent.flatMap({ frames[$0] }) {
                frame.x += origin.x
                frame.y += origin.y
            } else {
                frame.x = 0
                frame.y = 0
            }
            frames[views[position].id] = frame
        }
        return frames
    }
}

/// Arranging views in a stack view, as UIStackView's `insertArrangedSubview(_:at:)` and
/// `removeArrangedSubview(_:)` do: the rules every front end shares (the command line's
/// `stack arrange` and `stack remove-arranged`, an editor's drag into a stack).
extension Project {
    /// What arranging a view changed: the stack view's new state, the views that became its
    /// subviews (an arranged view is always a subview of its stack), and the place taken.
    public struct Arrangement: Hashable, Sendable {
        /// The stack view with its new arrangement.
        public var stackView: View
        /// The views that had to be moved under the stack view to be arranged (empty when the view
        /// already was its subview).
        public var movedIntoStack: [View]
        /// The place the view took among the arranged subviews, from 0.
        public var position: Int
    }

    /// The stack view named `name`, with its arrangement.
    ///
    /// - Throws: ``ModelError/unknownView(_:project:suggestion:)``, or
    ///   ``ModelError/notAStackView(_:)`` for a view that is not a stack view.
    public func stackView(named name: String) throws(ModelError) -> (view: View, stack: StackView) {
        let view = try view(named: name)
        guard let stack = view.stack else { throw .notAStackView(name) }
        return (view, stack)
    }

    /// `views` made subviews of `stack`, after its current subviews, in order; views already
    /// in it are left out. What UIStackView does to a view it is asked to arrange.
    public func moving(_ views: [View], into stack: View) -> [View] {
        var index = subviews(of: stack.id).count
        return views.filter { $0.parent != stack.id }.map { view in
            var moved = view
            moved.parent = stack.id
            moved.index = index
            index += 1
            return moved
        }
    }

    /// `view` arranged in `stackView` at `position` (from 0; by default last, or, given only a
    /// `gravity`, where an arranged view already is), in that gravity area of a gravity-area
    /// stack (the leading area is the one a view without a gravity sits in).
    ///
    /// - Throws: ``ModelError/stackArrangement(_:)`` for the stack itself or a root view, or an
    ///   arrangement that changes nothing; ``ModelError/noGravityAreas(stack:distribution:)``
    ///   for a gravity given to a stack without gravity areas.
    public func arranging(_ view: View, in stackView: View, at position: Int? = nil, gravity: StackView.Gravity? = nil) throws(ModelError)
        -> Arrangement
    {
        guard let stack = stackView.stack else { throw .notAStackView(stackView.name) }
        guard view.id != stackView.id, view.parent != nil else {
            throw .stackArrangement("'\(view.name)' cannot be arranged in '\(stackView.name)'")
        }
        if gravity != nil, stack.distribution != .gravityAreas {
            throw .noGravityAreas(stack: stackView.name, distribution: stack.distribution.rawValue)
        }
        var order = stack.arrangedSubviews.filter { $0 != view.id }
        let current = stack.arrangedSubviews.firstIndex(of: view.id)
        let place = min(position ?? (gravity != nil ? current : nil) ?? order.count, order.count)
        order.insert(view.id, at: place)
        var updated = stackView
        updated.stack?.arrangedSubviews = order
        if let gravity { updated.stack?.gravities[view.id] = gravity == .leading ? nil : gravity }
        let moved = moving([view], into: stackView)
        guard updated != stackView || !moved.isEmpty else {
            let area = gravity.map { " in the \($0.rawValue) area" } ?? ""
            throw .stackArrangement("'\(view.name)' is already arranged at \(place)\(area) in '\(stackView.name)'")
        }
        return Arrangement(stackView: updated, movedIntoStack: moved, position: place)
    }

    /// `stackView` no longer arranging `view` (which stays its subview), with its custom spacing
    /// and gravity after it forgotten.
    ///
    /// - Throws: ``ModelError/stackArrangement(_:)`` when the stack does not arrange it.
    public func removingArranged(_ view: View, from stackView: View) throws(ModelError) -> View {
        guard let stack = stackView.stack else { throw .notAStackView(stackView.name) }
        guard stack.arrangedSubviews.contains(view.id) else {
            throw .stackArrangement("'\(stackView.name)' does not arrange '\(view.name)'")
        }
        var updated = stackView
        updated.stack?.arrangedSubviews.removeAll { $0 == view.id }
        updated.stack?.customSpacing[view.id] = nil
        updated.stack?.gravities[view.id] = nil
        return updated
    }
}
